/**
 * Move Priorities speed (C8.5.7): median and p95 microseconds per move step (Step B origin
 * choice plus keep/get for one origin) on the Standard board, for each movement; plus the card
 * condition scan (moveable Guerrillas everywhere), the handlers' candidate scans and one whole
 * move loop through the XState machine. Run alone: npx tsx scripts/bench/calixto-moves.ts
 */
import { pathToFileURL } from "node:url";
import { createActor } from "xstate";
import { standardBoard } from "@/data/cuba/scenarios";
import type { InstructionContext } from "@/lib/engine/cuba/calixto/contracts";
import {
  MOVE_HANDLERS,
  type MoveLoopSpec,
  type Movement,
  moveableCount,
  moveStep,
  originStep,
  startLoop,
} from "@/lib/engine/cuba/calixto/moves";
import { DEFAULT_OPTIONS, newScope } from "@/lib/engine/cuba/calixto/scope";
import { type Faction, SPACE_IDS, type SpaceId } from "@/lib/engine/cuba/types";
import { driveToEnd, seededAnswerer } from "@/lib/machines/core/drive";
import { moveLoopMachine } from "@/lib/machines/cuba/move-loop.machine";
import { line, timeIt } from "./_stats";

const board = standardBoard({
  roles: { GOV: "np", "26J": "np", DR: "np", SYN: "np" },
  shortGame: false,
});

const CASES: { label: string; faction: Faction; movement: Movement; destination: SpaceId }[] = [
  {
    label: "Sweep into Sierra Maestra (GOV)",
    faction: "GOV",
    movement: "sweep",
    destination: "sierra-maestra",
  },
  {
    label: "Garrison into Santiago (GOV, all origins)",
    faction: "GOV",
    movement: "garrison",
    destination: "santiago-de-cuba",
  },
  {
    label: "Transport into Las Villas (GOV)",
    faction: "GOV",
    movement: "transport",
    destination: "las-villas",
  },
  { label: "March into Oriente (26J)", faction: "26J", movement: "march", destination: "oriente" },
];

/** One move step as the loop does it: choose the origin, then keep and get there. */
function moveStepOnce(spec: MoveLoopSpec): void {
  const st = startLoop();
  const b = originStep(board, spec, st, DEFAULT_OPTIONS);
  const origin =
    b.choice.kind === "origin"
      ? b.choice.origin
      : b.choice.kind === "tie"
        ? b.choice.among[0]
        : null;
  if (origin) moveStep(board, spec, { ...st, roll: 3 }, origin, DEFAULT_OPTIONS);
}

const LINE = {
  sweep: "sweepMove",
  garrison: "garrisonMove",
  march: "marchMove",
  transport: "transport",
} as const;

export async function run(): Promise<void> {
  console.log("  move step = Step B origin choice + keep/get for that origin (Standard board)");
  for (const c of CASES) {
    const spec: MoveLoopSpec = { ...c, chosenDestinations: [], limited: false };
    console.log(
      line(
        c.label,
        timeIt(() => moveStepOnce(spec)),
      ),
    );
  }
  console.log(
    line(
      "moveableCount, 26J March, all 13 spaces",
      timeIt(() => {
        for (const s of SPACE_IDS) moveableCount(board, "26J", s, "march");
      }),
    ),
  );
  for (const [movement, faction] of [
    ["sweep", "GOV"],
    ["garrison", "GOV"],
    ["transport", "GOV"],
    ["march", "26J"],
  ] as const) {
    const ctx: InstructionContext = {
      faction,
      limited: false,
      free: false,
      selected: [],
      line: { n: 1, instruction: LINE[movement] },
      options: DEFAULT_OPTIONS,
    };
    const h = MOVE_HANDLERS[LINE[movement]];
    console.log(
      line(
        `${h.id}.candidates (whole map)`,
        timeIt(() => h.candidates(board, ctx), 500, 50),
      ),
    );
  }
  console.log(
    line(
      "move-loop machine, Sweep into Sierra Maestra",
      timeIt(
        () => {
          const actor = createActor(moveLoopMachine, {
            input: {
              scope: newScope(board),
              faction: "GOV",
              movement: "sweep",
              destination: "sierra-maestra",
              chosenDestinations: [],
              limited: false,
            },
          }).start();
          driveToEnd(actor, seededAnswerer(1));
        },
        500,
        50,
      ),
    ),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await run();
}
