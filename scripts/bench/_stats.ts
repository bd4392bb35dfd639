/**
 * Helpers shared by the benchmark scripts: time a function many times, and record every figure
 * a benchmark prints (median, min, max, and its target when one is set) so `npm run bench` ends
 * with one table of them all and writes the same to bench/results.json.
 */
export interface Timing {
  medianUs: number;
  p95Us: number;
  minUs: number;
  maxUs: number;
  runs: number;
}

/**
 * A target a figure must meet: at most `max`, or at least `min` for a rate (in the figure's
 * unit); `text` as printed.
 */
export interface Target {
  max?: number;
  min?: number;
  text: string;
}

/** The project's targets (issue "Proof at scale and hardened edges"). */
export const TARGETS = {
  npEvent: { max: 1000, text: "< 1 ms" },
  stepToDom: { max: 16, text: "< 16 ms" },
  foldPerEntry: { max: 5, text: "≤ 5 µs/entry" },
  restoreVsRead: { max: 2, text: "≤ 2x raw read" },
  // Issue 22: /game's first load at most 200 kB gzipped, a reopen mid-turn at most 256 kB.
  gameFirstLoad: { max: 200, text: "≤ 200 kB" },
  reopenMidTurnLoad: { max: 256, text: "≤ 256 kB" },
  cardGameSims: { min: 5000, text: "≥ 5,000 games/s" },
} as const satisfies Record<string, Target>;

export interface Figure {
  /** Which benchmark printed it (the file name). */
  bench: string;
  figure: string;
  unit: string;
  median: number;
  min: number;
  max: number;
  runs: number;
  target?: Target;
  /** Whether the median meets the target (absent without one). */
  met?: boolean;
}

const FIGURES: Figure[] = [];
let current = "";

/** Name the benchmark whose figures are recorded next (scripts/bench.ts does it per file). */
export function benchName(name: string): void {
  current = name;
}

export function recorded(): readonly Figure[] {
  return FIGURES;
}

export function record(f: Omit<Figure, "bench" | "met">): Figure {
  const fig: Figure = {
    bench: current,
    ...f,
    ...(f.target ? { met: meets(f.median, f.target) } : {}),
  };
  FIGURES.push(fig);
  return fig;
}

const meets = (median: number, t: Target) =>
  (t.max === undefined || median <= t.max) && (t.min === undefined || median >= t.min);

const sortedCopy = (xs: readonly number[]) => [...xs].sort((a, b) => a - b);

export function fromSamples(samples: readonly number[]): Timing {
  const s = sortedCopy(samples);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(s.length * q))];
  return {
    medianUs: at(0.5),
    p95Us: at(0.95),
    minUs: s[0],
    maxUs: s[s.length - 1],
    runs: s.length,
  };
}

export function timeIt(fn: () => void, runs = 2000, warmup = 200): Timing {
  for (let i = 0; i < warmup; i++) fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    samples.push((performance.now() - t0) * 1000);
  }
  return fromSamples(samples);
}

/** A timing divided by `n` (per call, per entry): every statistic scales the same. */
export function per(t: Timing, n: number): Timing {
  return {
    medianUs: t.medianUs / n,
    p95Us: t.p95Us / n,
    minUs: t.minUs / n,
    maxUs: t.maxUs / n,
    runs: t.runs,
  };
}

const targetNote = (target?: Target, met?: boolean) =>
  target ? `   target ${target.text}${met ? "" : "  MISSED"}` : "";

/** Print line of a timing in µs (and record it). */
export function line(label: string, t: Timing, target?: Target): string {
  const f = record({
    figure: label,
    unit: "µs",
    median: t.medianUs,
    min: t.minUs,
    max: t.maxUs,
    runs: t.runs,
    target,
  });
  return `  ${label.padEnd(48)} median ${t.medianUs.toFixed(1).padStart(8)} µs   p95 ${t.p95Us.toFixed(1).padStart(8)} µs   (${t.runs} runs)${targetNote(target, f.met)}`;
}

/** Print line of samples in any unit (ms, kB, games/s…), recorded with median, min and max. */
export function sampled(
  label: string,
  unit: string,
  samples: readonly number[],
  target?: Target,
): string {
  const s = sortedCopy(samples);
  const median = s[Math.floor(s.length / 2)];
  const f = record({
    figure: label,
    unit,
    median,
    min: s[0],
    max: s[s.length - 1],
    runs: s.length,
    target,
  });
  const n = (x: number) =>
    Math.abs(x) >= 100 ? x.toFixed(0) : x.toFixed(Math.abs(x) >= 10 ? 1 : 2);
  return `  ${label.padEnd(48)} median ${n(median).padStart(8)} ${unit}   min ${n(s[0])}   max ${n(s[s.length - 1])}   (${s.length} runs)${targetNote(target, f.met)}`;
}

const cell = (x: number, unit: string) => {
  const a = Math.abs(x);
  return `${a >= 100 ? x.toFixed(0) : a >= 10 ? x.toFixed(1) : a >= 1 ? x.toFixed(2) : x.toFixed(3)} ${unit}`;
};

/** The one table: figure, median, min, max, target (✓ met, ✗ missed). */
export function table(figures: readonly Figure[]): string {
  const rows = figures.map((f) => [
    `${f.bench}: ${f.figure}`,
    cell(f.median, f.unit),
    cell(f.min, f.unit),
    cell(f.max, f.unit),
    f.target ? `${f.target.text} ${f.met ? "✓" : "✗ MISSED"}` : "",
  ]);
  const head = ["figure", "median", "min", "max", "target"];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const fmt = (r: string[]) =>
    r
      .map((c, i) => (i === 0 || i === 4 ? c.padEnd(widths[i]) : c.padStart(widths[i])))
      .join("  ")
      .trimEnd();
  return [fmt(head), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(fmt)].join("\n");
}
