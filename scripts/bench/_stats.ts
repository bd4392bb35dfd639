/** Small helpers shared by the benchmark scripts: time a function many times, report median/p95. */
export interface Timing {
  medianUs: number;
  p95Us: number;
  runs: number;
}

export function timeIt(fn: () => void, runs = 2000, warmup = 200): Timing {
  for (let i = 0; i < warmup; i++) fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    samples.push((performance.now() - t0) * 1000);
  }
  samples.sort((a, b) => a - b);
  return { medianUs: samples[Math.floor(runs / 2)], p95Us: samples[Math.floor(runs * 0.95)], runs };
}

export function line(label: string, t: Timing): string {
  return `  ${label.padEnd(48)} median ${t.medianUs.toFixed(1).padStart(8)} µs   p95 ${t.p95Us.toFixed(1).padStart(8)} µs   (${t.runs} runs)`;
}
