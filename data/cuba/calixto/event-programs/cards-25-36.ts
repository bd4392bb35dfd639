import type { EventProgram } from "@/lib/engine/cuba/calixto/events/program/types";
import { program, U } from "./shared";

/** Event programs for cards 25 to 36, both sides (see shared.ts). */
export const PROGRAMS_25_36: readonly EventProgram[] = [
  program(
    35,
    U,
    [
      {
        do: "replace",
        label: "2 enemy Guerrillas or cubes with own, in a space with own and enemy pieces",
        of: ["GOV", "26J", "DR", "SYN"],
        pieces: ["guerrilla", "cube"],
        by: ["actor"],
        byPieces: ["guerrilla", "cube"],
        count: 2,
        spread: "one",
        where: { filter: ["withOwnPiece", "withEnemy"] },
      },
    ],
    "one text only; 'your' = the executing Faction",
  ),
];
