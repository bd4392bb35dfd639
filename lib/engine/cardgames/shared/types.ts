import type { FieldError, Result } from "../../core/result";
import type { ChanceInput, ChanceRequest } from "./chance";
import type { Seat } from "./seats";

export type GameId = "get-castro" | "kill-rasputin" | "san-juan";

/** What the engine waits for next: a player's decision, a chance input, or nothing (over). */
export type Pending<P extends string = string> =
  | { kind: "decide"; seat: Seat; prompt: P; rule: string }
  | { kind: "chance"; request: ChanceRequest }
  | { kind: "over" };

export interface BaseMove {
  type: string;
  /** The seat making the decision; checked against the pending decision. */
  seat: Seat;
}

/** Fields every log line carries. */
export interface BaseEvent {
  /** The seat that acted, if any. */
  seat?: Seat;
  /** Rule-sheet section or house decision (docs/card-games.md) this line follows. */
  rule: string;
  /**
   * Seats that learned something hidden from them through this line (a card drawn or seen, a
   * card played from a hand, a die or random result). Undo stops at such lines.
   */
  reveal?: Seat[];
  /** When set, the card details of this line are shown only to these seats. */
  secretTo?: Seat[];
}

export interface Applied<S, E> {
  state: S;
  events: E[];
}

/** A bot's decision and the short explanation shown beside it in the log. */
export interface BotChoice<M> {
  move: M;
  why: string;
}

export type Input<M> = M | ChanceInput;

export function isChanceInput<M extends { type: string }>(input: Input<M>): input is ChanceInput {
  return input.type === "chance";
}

/** The common surface of the three game engines (used by the simulator, machines and UI). */
export interface CardGameEngine<S, M extends BaseMove, E extends BaseEvent> {
  id: GameId;
  pending(state: S): Pending;
  legalMoves(state: S): M[];
  /** Pure: returns a new state and the log lines, or errors naming the field and the reason. */
  apply(state: S, input: Input<M>): Result<Applied<S, E>>;
  /** The same rules, mutating `state` (simulations); pushes log lines into `events` when given. */
  applyInPlace(state: S, input: Input<M>, events: E[] | null): FieldError[] | null;
  /** The app's answer to a pending chance request, from the generator in the state. */
  resolveChance(state: S): ChanceInput | null;
  clone(state: S): S;
}

/** Every seat but one (the seats that learn a card played from that seat's hand). */
export function othersThan(seat: Seat, players: number): Seat[] {
  const out: Seat[] = [];
  for (let s = 0; s < players; s++) if (s !== seat) out.push(s);
  return out;
}

export function allSeats(players: number): Seat[] {
  return Array.from({ length: players }, (_, i) => i);
}
