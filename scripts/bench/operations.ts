/**
 * Benchmark for the Operation and SA handlers (prints figures; no assertions).
 * Usage: npx tsx scripts/bench/operations.ts [iterations], or through `npm run bench`
 * 1. candidates(): every handler for every Faction on the Standard set-up.
 * 2. execute(): every handler in every candidate space, answering each need the simple way
 *    (die face 3, first tie option, first candidate space, Cash freed), to the end.
 */
import { performance } from "node:perf_hooks";
import { standardBoard } from "@/data/cuba/scenarios";
import type {
  InstructionContext,
  InstructionHandler,
  Need,
  NeedAnswer,
} from "@/lib/engine/cuba/calixto/contracts";
import { OPERATION_HANDLERS } from "@/lib/engine/cuba/calixto/operations";
import { DEFAULT_OPTIONS } from "@/lib/engine/cuba/calixto/scope";
import { SPECIAL_HANDLERS } from "@/lib/engine/cuba/calixto/specials";
import { FACTIONS, type GameBoard } from "@/lib/engine/cuba/types";
import { sampled } from "./_stats";

const cliIterations = Number(process.argv[2]);
const board: GameBoard = standardBoard({
  roles: { GOV: "np", "26J": "np", DR: "np", SYN: "np" },
  shortGame: false,
});
const handlers: InstructionHandler[] = [
  ...Object.values(OPERATION_HANDLERS),
  ...Object.values(SPECIAL_HANDLERS),
];
const ctxFor = (faction: (typeof FACTIONS)[number]): InstructionContext => ({
  faction,
  limited: false,
  free: false,
  selected: [],
  line: { n: 1, instruction: "assault" },
  options: DEFAULT_OPTIONS,
});

function answerFor(need: Need): NeedAnswer {
  if (need.kind === "select") return { kind: "space", space: need.candidates[0] };
  const r = need.request;
  if (r.kind === "dice") return { kind: "dice", faces: r.spec === "2d6" ? [3, 3] : [3] };
  if (r.kind === "tieBreak") return { kind: "choice", value: r.among[0] };
  if (r.kind === "question") return { kind: "choice", value: "free" };
  throw new Error("handlers never ask for a card");
}

let calls = 0;
let found = 0;
export async function run(iterations = 200): Promise<void> {
  // One sample per pass over every handler and Faction: µs per call (or per line) in that pass.
  const perCall: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const t0 = performance.now();
    const before = calls;
    for (const h of handlers) {
      for (const f of FACTIONS) {
        found += h.candidates(board, ctxFor(f)).length;
        calls++;
      }
    }
    perCall.push(((performance.now() - t0) * 1000) / (calls - before));
  }
  console.log(
    sampled(`candidates(), ${found / iterations} spaces per pass, per call`, "µs", perCall),
  );

  let runs = 0;
  let steps = 0;
  const perLine: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const t0 = performance.now();
    const before = runs;
    for (const h of handlers) {
      for (const f of FACTIONS) {
        const c = ctxFor(f);
        for (const space of h.candidates(board, c)) {
          const answers: NeedAnswer[] = [];
          for (let k = 0; k < 20; k++) {
            const r = h.execute(board, space, c, answers);
            steps++;
            if (r.kind !== "need") break;
            answers.push(answerFor(r.need));
          }
          runs++;
        }
      }
    }
    perLine.push(((performance.now() - t0) * 1000) / (runs - before));
  }
  console.log(
    sampled(
      `execute(), ${(steps / runs).toFixed(1)} calls per line (answer replay), per line`,
      "µs",
      perLine,
    ),
  );
}

if (import.meta.url === `file://${process.argv[1]}`)
  await run(Number.isFinite(cliIterations) && cliIterations > 0 ? cliIterations : 200);
