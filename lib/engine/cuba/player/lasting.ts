import type { SpecialKind } from "../calixto/types";
import type { EventSide, Faction, GameBoard, Insurgent } from "../types";
import { SPECIALS_OF } from "./action";

/**
 * The lasting Events that change a player's own Operations and Special Activities: Insurgent
 * Capabilities (5.3, for the rest of the game) and Government Momentum (5.4, until the next
 * Reset). Card texts: playbook "Event Text and Background"; here only what each one changes.
 */
const hasCapability = (b: GameBoard, card: number, side: EventSide) =>
  b.capabilities.some((c) => c.card === card && c.side === side);
const hasMomentum = (b: GameBoard, card: number) => b.momentum.includes(card);

/** #1 Armored Cars Momentum: before Assault, Troops may move to Assault spaces from any others. */
export const armoredCars = (b: GameBoard) => hasMomentum(b, 1);
/** #2 Guantánamo Bay Capability: 26July may Kidnap in Sierra Maestra as if it were a City. */
export const guantanamoKidnap = (b: GameBoard) => hasCapability(b, 2, "unshaded");
/** #2 Guantánamo Bay Momentum: Air Strike removes 2 pieces, even when Embargoed. */
export const guantanamoAirStrike = (b: GameBoard) => hasMomentum(b, 2);
/** #4 S.I.M. Momentum: Police Sweep and Assault as if they were Troops. */
export const simPolice = (b: GameBoard) => hasMomentum(b, 4);
/** #5 Rolando Masferrer Momentum: Sweep may free Assault 1 space as its SA. */
export const masferrer = (b: GameBoard) => hasMomentum(b, 5);
/** #6 Sánchez Mosquera Momentum: Assault treats Mountain as City. */
export const mosquera = (b: GameBoard) => hasMomentum(b, 6);
/** #10 MAP Momentum: the Government may accompany a Limited Operation with a free SA. */
export const mapLimOpSpecial = (b: GameBoard, f: Faction) => f === "GOV" && hasMomentum(b, 10);
/** #13 El Che Capability: the first group to move on each 26July March flips Underground. */
export const elChe = (b: GameBoard) => hasCapability(b, 13, "unshaded");
/** #18 Pact of Caracas Capability (one text only). */
export const pactOfCaracas = (b: GameBoard) => b.capabilities.some((c) => c.card === 18);
/** #22 Raúl Capability: 26July may reroll each Attack or Kidnap. */
export const raulReroll = (b: GameBoard) => hasCapability(b, 22, "unshaded");
/** #22 Raúl Momentum: Aid grows by twice the Resources Kidnap takes. */
export const raulAid = (b: GameBoard) => hasMomentum(b, 22);
/** #28 Morgan Capability: Directorio Guerrillas may March 2 adjacent spaces. */
export const morgan = (b: GameBoard) => hasCapability(b, 28, "unshaded");
/** #30 The Guerrilla Life Capability: every 26July Rally flips its Guerrillas Underground. */
export const guerrillaLife = (b: GameBoard) => hasCapability(b, 30, "unshaded");
/** #43 Mafia Offensive Capability: the Syndicate may Assassinate as if DR, whatever the Police. */
export const mafiaOffensive = (b: GameBoard) => hasCapability(b, 43, "shaded");

/**
 * Pact of Caracas: the Insurgent whose pieces `f` may not remove, nor may it touch Opposition
 * that is there (Event 18). Null when the Pact is not in play or `f` is not 26July or DR.
 */
export function pactPartnerOf(b: GameBoard, f: Faction): Insurgent | null {
  if (!pactOfCaracas(b)) return null;
  return f === "26J" ? "DR" : f === "DR" ? "26J" : null;
}

/** The SAs open to the Faction now: its own (4.2-4.5) plus any a lasting Event lends it. */
export function specialsOf(b: GameBoard, f: Faction): SpecialKind[] {
  const out = [...SPECIALS_OF[f]];
  if (f === "GOV" && masferrer(b)) out.push("assault");
  if (f === "SYN" && mafiaOffensive(b)) out.push("assassinate");
  return out;
}
