import { SPACE_BY_ID } from "@/data/cuba/spaces";
import type { GameBoard, SpaceId, SupportLevel } from "../../types";
import type { ConditionContext, ConditionResult } from "../contracts";

/**
 * The shape of one condition evaluator (C8.5.3 blue boxes and red conditionals) and the small
 * vocabulary they share: parameter specs (so a ConditionRef can be checked without a board),
 * support filters, and evidence wording.
 */

export type ParamValue = string | number | boolean;
export type Params = Readonly<Record<string, ParamValue>>;

export type ParamSpec =
  | { kind: "enum"; values: readonly string[]; optional?: boolean }
  | { kind: "number"; optional?: boolean }
  | { kind: "boolean"; optional?: boolean };

export interface ConditionDef {
  id: string;
  /** Rule or reference section that fixes how the question is read. */
  rule: string;
  params: Readonly<Record<string, ParamSpec>>;
  /** Params have been checked against `params` before this is called. */
  evaluate: (
    board: GameBoard,
    p: Params,
    ctx: ConditionContext,
    faces?: readonly number[],
  ) => ConditionResult;
}

export const enumOf = (values: readonly string[], optional = false): ParamSpec => ({
  kind: "enum",
  values,
  optional,
});
export const num = (optional = false): ParamSpec => ({ kind: "number", optional });
export const bool = (optional = false): ParamSpec => ({ kind: "boolean", optional });

export const answer = (value: boolean, evidence: string[]): ConditionResult => ({
  kind: "answer",
  answer: value,
  evidence,
});

/**
 * Support filters used by card questions (reference 1.3-1.6 notes). ECs sit at 0 (1.6.2), so
 * filters that accept Neutral accept ECs, as the literal question does (C8.2.1).
 */
export const SUPPORT_FILTERS = {
  notActiveOpposition: (s: SupportLevel) => s > -2,
  /** Pact of Caracas variants: Passive Opposition fails too. */
  noOpposition: (s: SupportLevel) => s >= 0,
  support: (s: SupportLevel) => s > 0,
  activeEither: (s: SupportLevel) => s === 2 || s === -2,
  activeSupport: (s: SupportLevel) => s === 2,
  supportOrOpposition: (s: SupportLevel) => s !== 0,
  noSupport: (s: SupportLevel) => s <= 0,
  noActive: (s: SupportLevel) => s > -2 && s < 2,
} as const;
export type SupportFilter = keyof typeof SUPPORT_FILTERS;
export const SUPPORT_FILTER_IDS = Object.keys(SUPPORT_FILTERS) as SupportFilter[];

const LEVEL: Record<SupportLevel, string> = {
  2: "Active Support",
  1: "Passive Support",
  0: "Neutral",
  [-1]: "Passive Opposition",
  [-2]: "Active Opposition",
} as Record<SupportLevel, string>;

export const nameOf = (id: SpaceId) => SPACE_BY_ID[id].name;
export const levelOf = (board: GameBoard, id: SpaceId) =>
  SPACE_BY_ID[id].kind === "ec" ? "EC" : LEVEL[board.spaces[id].support];

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Card 18 Pact of Caracas (data/cuba/events.ts), an unshaded 26J Capability. */
export const PACT_OF_CARACAS = 18;
export const pactInPlay = (board: GameBoard) =>
  board.capabilities.some((c) => c.card === PACT_OF_CARACAS && c.side === "unshaded");
