import { MOVE_PRIORITIES, type MovePriorities } from "@/data/cuba/calixto/move-priorities";
import type { Faction, GameBoard, SpaceId } from "../../types";
import { stepCRows, stepCTestHolds } from "./rows";
import type { Movement } from "./types";

/**
 * Step C (C8.5.7): after every moving piece has left an origin, decide between a new
 * destination (Step A) and another origin for this destination (Step B), reading the Step C rows
 * of the acting Faction's column. Transport takes its Troops from one origin only (4.2.1).
 */
export interface StepCDecision {
  goTo: "A" | "B";
  row: string;
  label: string;
}

export function stepC(
  board: GameBoard,
  f: Faction,
  movement: Movement,
  destination: SpaceId,
  table: MovePriorities = MOVE_PRIORITIES,
): StepCDecision {
  if (movement === "transport")
    return { goTo: "A", row: "4.2.1", label: "Transport moves from one origin only" };
  for (const row of stepCRows(table.stepC, f)) {
    if (stepCTestHolds(board, destination, row.when, f))
      return { goTo: row.goTo, row: row.id, label: row.label };
  }
  return { goTo: "A", row: "-", label: "no Step C row applies: new destination" };
}
