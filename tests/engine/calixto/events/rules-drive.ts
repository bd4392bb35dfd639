import type { EventProgram, EventStep } from "@/lib/engine/cuba/calixto/events/program/types";
import type { ColumnId } from "@/lib/engine/cuba/calixto/types";
import type { Faction, GameBoard, SpaceId } from "@/lib/engine/cuba/types";
import { driveProgram } from "./programs/drive";

/**
 * Runs an Event program given as data (a card's own, or a small one written in a test to set up
 * the choice a rule speaks of) the way the Event step does for an NP: a space choice by the
 * actor's Space Selection Priorities (C8.5.6), a random-row tie, question or die from the script.
 * Anything unscripted throws, so no input is guessed. `candidates` records each choice offered.
 */
export interface RulesRun {
  board: GameBoard;
  notes: string[];
  columns: (ColumnId | null)[];
  candidates: SpaceId[][];
}

export function runProgram(
  board: GameBoard,
  program: EventProgram,
  actor: Faction,
  script: { ties?: SpaceId[]; answers?: string[]; dice?: number[][] } = {},
  chooser: "np" | "player" = "np",
): RulesRun {
  const r = driveProgram(board, program, actor, script, chooser);
  return { board: r.board, notes: r.notes, columns: r.columns, candidates: r.candidates };
}

/** A one-side program written for a test: the situation a rule sentence describes. */
export function testProgram(steps: EventStep[]): EventProgram {
  return {
    card: 12,
    side: "unshaded",
    steps,
    provenance: { source: "INF", note: "written for a rules test" },
  };
}
