import type { Seat } from "../shared/seats";
import type { GameId, Input } from "../shared/types";

/** A seat at the table: a person (hot-seat when several) or a bot of a given strength. */
export interface SeatConfig {
  name: string;
  kind: "person" | "bot";
  /** Bot id (novice, shrewd, random; recruit, general, random) when kind is "bot". */
  bot: string;
}

/** The set-up record, the first entry of every saved game. */
export interface SessionSetup {
  game: GameId;
  seed: string;
  seats: SeatConfig[];
  /** Meld games: the seat that plays first (D1). */
  first: number;
}

/** Who produced an input: a person's decision, a bot's decision, or the app answering chance. */
export type InputSource = "person" | "bot" | "app";

export interface InputPayload<M = unknown> {
  input: Input<M>;
  by: InputSource;
  seat?: Seat;
  /** A bot's explanation of its move. */
  why?: string;
}

/** One row of the append-only log (core log conventions: undo is an appended meta entry). */
export type SessionEntry<M = unknown> =
  | { seq: number; type: "game.setup"; payload: SessionSetup }
  | { seq: number; type: "input"; payload: InputPayload<M> }
  | { seq: number; type: "meta.undo"; payload: null }
  | { seq: number; type: "meta.redo"; payload: null };

/** An input as replayed, with the log lines it produced. */
export interface ReplayedStep<M, E> extends InputPayload<M> {
  seq: number;
  events: E[];
}
