import type { SpaceId } from "../../types";
import type { PieceRef } from "../piece-priorities";

/** The four ways NP Factions move pieces with the Move Priorities (C8.5.7, C8.6.4, C8.6.5, C8.7.4). */
export type Movement = "sweep" | "garrison" | "march" | "transport";
export const MOVEMENTS: readonly Movement[] = ["sweep", "garrison", "march", "transport"];

/** How one table row came out, for the trace ("why these pieces"). */
export interface RowOutcome {
  id: string;
  label: string;
  /** kept / moved: pieces the row held back or sent; met: nothing needed; ignored: cannot be met. */
  result: "kept" | "moved" | "met" | "ignored" | "short";
  pieces: number;
}

/** Keep rules applied to one origin (C8.5.7 "Keep Pieces in Origin", C8.5.2 "Keep"). */
export interface KeepResult {
  origin: SpaceId;
  /** Every piece this movement could move from the origin, in Piece Priorities order (C8.5.8). */
  pool: PieceRef[];
  kept: PieceRef[];
  /** The pool minus the kept pieces, still in move order. */
  moveable: PieceRef[];
  rows: RowOutcome[];
}

/** Get rules applied to one origin's moveable pieces (C8.5.7 "Get Pieces to Destination"). */
export type GetPlan =
  /** G11's die changes how many move: roll it, then plan again with the roll. */
  | { kind: "needDice"; spec: "1d6"; row: string }
  | {
      kind: "plan";
      /** Pieces to move, in move order. */
      take: PieceRef[];
      /** How many of them G11's extra die sent (carried to the next origin). */
      extraTaken: number;
      rows: RowOutcome[];
    };
