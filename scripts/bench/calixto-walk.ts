/**
 * Benchmark: one Calixto card walk (C8.5.3), from the first box to the outcome, for each of the
 * 48 sides on the Standard board, with fixed dice so no walk pauses. Prints the median and p95
 * microseconds per walk: the pure engine walk, and the card-walk machine driven headless (what
 * a turn pays). Run alone (`npx tsx scripts/bench/calixto-walk.ts`) or from `npm run bench`.
 */
import { pathToFileURL } from "node:url";
import { createActor } from "xstate";
import { CARD_SIDES } from "@/data/cuba/calixto/cards";
import { standardBoard } from "@/data/cuba/scenarios";
import { walkSide } from "@/lib/engine/cuba/calixto/cards";
import { DEFAULT_OPTIONS, newScope } from "@/lib/engine/cuba/calixto/scope";
import { driveToEnd, scriptedAnswerer } from "@/lib/machines/core/drive";
import { cardWalkMachine } from "@/lib/machines/cuba/card-walk.machine";
import { loadTurnParts } from "@/lib/machines/cuba/parts";
import { fromSamples, line, type Timing } from "./_stats";

const board = standardBoard({
  roles: { GOV: "np", "26J": "np", DR: "np", SYN: "np" },
  shortGame: false,
});
const DICE = [[3], [4]];

function sample(rounds: number, walk: (i: number) => void): Timing {
  const samples: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < CARD_SIDES.length; i++) {
      const t0 = performance.now();
      walk(i);
      samples.push((performance.now() - t0) * 1000);
    }
  }
  return fromSamples(samples);
}

function engineWalk(i: number): void {
  const side = CARD_SIDES[i];
  const r = walkSide(
    side,
    board,
    { faction: side.faction, options: DEFAULT_OPTIONS },
    { dice: DICE },
  );
  if (r.kind !== "done") throw new Error(`${side.side} did not finish: ${r.kind}`);
}

function machineWalk(i: number): void {
  const side = CARD_SIDES[i];
  const actor = createActor(cardWalkMachine, {
    input: { scope: newScope(board), faction: side.faction, side },
  }).start();
  driveToEnd(actor, scriptedAnswerer({ dice: DICE.flat() }), 10);
}

export async function run(): Promise<void> {
  sample(5, engineWalk); // warm-up
  sample(5, machineWalk);
  console.log(line("card walk, engine (48 sides, Standard board)", sample(200, engineWalk)));
  console.log(line("card walk, machine driven headless", sample(100, machineWalk)));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await loadTurnParts().then(run);
