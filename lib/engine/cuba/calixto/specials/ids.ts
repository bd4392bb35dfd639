import type { SpecialInstruction } from "../types";

/**
 * Special Activity handler ids (C8.7), in the handlers' order. Transport moves pieces with the
 * Move Priorities and lives with them. Listed here, apart from the handlers, so that a card's
 * lines can be checked without loading the Special Activities (specials-part.ts).
 */
export type SpecialHandlerId = Exclude<SpecialInstruction, "transport">;

const IDS: Record<SpecialHandlerId, true> = {
  airStrikeVulnerable: true,
  airStrike: true,
  reprisal: true,
  infiltrate: true,
  ambush: true,
  kidnap: true,
  subvert: true,
  assassinateCloseCasino: true,
  assassinateBase: true,
  assassinate: true,
  profitPlaceCash: true,
  profitCloseCasinos: true,
  profitRemoveCash: true,
  bribe: true,
  muscle: true,
  masferrerAssault: true,
};

export const SPECIAL_HANDLER_IDS = Object.keys(IDS) as SpecialHandlerId[];

export const isSpecialHandlerId = (id: string): id is SpecialHandlerId => id in IDS;
