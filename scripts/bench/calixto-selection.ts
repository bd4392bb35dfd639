/**
 * Benchmark: one space selection by the Space Selection Priorities (C8.5.6) on the Standard
 * board, for each Faction and several columns, with every space as a candidate (the most rows
 * any selection can read). Prints median and p95 microseconds per selection, for the pure
 * narrower and for the XState machine around it (actor start to output, tie-break answered).
 *
 *   npx tsx scripts/bench/calixto-selection.ts       (alone)
 *   npm run bench                                    (with the other benchmarks)
 */
import { pathToFileURL } from "node:url";
import { createActor } from "xstate";
import { standardBoard } from "@/data/cuba/scenarios";
import { narrowByPriorities } from "@/lib/engine/cuba/calixto/priorities";
import { newScope } from "@/lib/engine/cuba/calixto/scope";
import type { ColumnId } from "@/lib/engine/cuba/calixto/types";
import { type Faction, SPACE_IDS } from "@/lib/engine/cuba/types";
import { answer, pendingRequest } from "@/lib/machines/core/awaiting";
import { spaceSelectionMachine } from "@/lib/machines/cuba/space-selection.machine";
import { record } from "./_stats";

/** Each row of the printed table is also a figure of the benchmark table (µs per call). */
function recordRow(figure: string, sorted: number[]): void {
  record({
    figure,
    unit: "µs",
    median: percentile(sorted, 0.5),
    min: sorted[0],
    max: sorted[sorted.length - 1],
    runs: sorted.length,
  });
}

const CASES: readonly { faction: Faction; column: ColumnId }[] = [
  { faction: "GOV", column: "SWP" },
  { faction: "GOV", column: "PC" },
  { faction: "GOV", column: "RR" },
  { faction: "26J", column: "PG" },
  { faction: "26J", column: "STAO" },
  { faction: "26J", column: "RR" },
  { faction: "DR", column: "PG" },
  { faction: "DR", column: "RR" },
  { faction: "SYN", column: "PCas" },
  { faction: "SYN", column: "MUS" },
  { faction: "SYN", column: "RR" },
];

const WARMUP = 2000;
const SAMPLES = 400;
const BATCH = 25;

export interface SelectionBenchRow {
  what: string;
  faction: Faction;
  column: ColumnId;
  medianUs: number;
  p95Us: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}

/** Time `fn` in batches; returns per-call microseconds (median, p95). */
function measure(fn: () => void): { median: number; p95: number; samples: number[] } {
  for (let i = 0; i < WARMUP; i++) fn();
  const perCall: number[] = [];
  for (let s = 0; s < SAMPLES; s++) {
    const t0 = performance.now();
    for (let i = 0; i < BATCH; i++) fn();
    perCall.push(((performance.now() - t0) * 1000) / BATCH);
  }
  perCall.sort((a, b) => a - b);
  return { median: percentile(perCall, 0.5), p95: percentile(perCall, 0.95), samples: perCall };
}

export async function run(): Promise<SelectionBenchRow[]> {
  const board = standardBoard({
    roles: { GOV: "np", "26J": "np", DR: "np", SYN: "np" },
    shortGame: false,
  });
  const candidates = [...SPACE_IDS];
  const rows: SelectionBenchRow[] = [];

  for (const { faction, column } of CASES) {
    const t = measure(() => {
      narrowByPriorities(board, faction, column, candidates);
    });
    rows.push({ what: "narrower", faction, column, medianUs: t.median, p95Us: t.p95 });
    recordRow(`narrowByPriorities ${faction} ${column}`, t.samples);
  }
  for (const { faction, column } of [CASES[0], CASES[9]]) {
    const t = measure(() => {
      const actor = createActor(spaceSelectionMachine, {
        input: { scope: newScope(board), faction, column, candidates, purpose: "bench" },
      }).start();
      const req = pendingRequest(actor);
      if (req?.kind === "tieBreak")
        answer(actor, { type: "tie.broken", choice: req.among[0], source: "app" });
    });
    rows.push({ what: "machine", faction, column, medianUs: t.median, p95Us: t.p95 });
    recordRow(`space-selection machine ${faction} ${column}`, t.samples);
  }

  console.log("Space selection (C8.5.6), Standard board, all 13 spaces as candidates");
  console.log(
    `${"what".padEnd(9)} ${"faction".padEnd(7)} ${"column".padEnd(6)} median µs   p95 µs`,
  );
  for (const r of rows) {
    console.log(
      `${r.what.padEnd(9)} ${r.faction.padEnd(7)} ${r.column.padEnd(6)} ${r.medianUs
        .toFixed(2)
        .padStart(9)} ${r.p95Us.toFixed(2).padStart(8)}`,
    );
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  run().catch((e) => {
    console.error(e);
    process.exitCode = 1;
  });
}
