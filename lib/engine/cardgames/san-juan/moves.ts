import type { SideIndex } from "./state";

/** San Juan decisions; cards are named by key (each card is unique). */
export type SjMove =
  | { type: "reserve"; seat: SideIndex; cards: string[] }
  | { type: "balloon"; seat: SideIndex }
  | { type: "attack"; seat: SideIndex; cards: string[] }
  | { type: "withdraw"; seat: SideIndex; cards: string[] };

export type SjPrompt = "reserve" | "attack" | "withdraw";

/** How many cards each discard step allows (sheet: Reserve up to 2, Withdrawal up to 3). */
export const RESERVE_MAX = 2;
export const WITHDRAW_MAX = 3;
