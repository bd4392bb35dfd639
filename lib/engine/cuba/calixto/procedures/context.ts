import type { LineWhereId } from "@/data/cuba/calixto/line-notes";
import { INVENTORY } from "@/data/cuba/pieces";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { setResources } from "../../board/tracks";
import {
  type EventSide,
  type Faction,
  type GameBoard,
  type Insurgent,
  SPACE_IDS,
  type SpaceId,
} from "../../types";
import type { InstructionContext } from "../contracts";
import type { OperationKind } from "../types";
import type { Work } from "./run";

/**
 * Facts about the game around a line: lasting Event effects in play, what NP Syndicate can pay,
 * which Operations an SA may accompany, markers left. Shared by every handler.
 */

/** Event cards whose lasting effects change how an Operation or SA is carried out. */
export const CARD = {
  guantanamo: 2, // unshaded: 26J Kidnap in Sierra Maestra as if City; shaded Momentum: Air Strike x2
  sim: 4, // Momentum: Police Sweep and Assault as if Troops
  sanchezMosquera: 6, // Momentum: Assault treats Mountain as City
  pactOfCaracas: 18, // Capability: no 26J/DR Op or SA removes the other's pieces
  raul: 22, // unshaded Capability: reroll Attack/Kidnap; shaded Momentum: Aid from Kidnap
  guerrillaLife: 30, // unshaded Capability: 26J Rallies flip Guerrillas Underground
  mafiaOffensive: 43, // shaded Capability: SYN Assassinates as if DR, regardless of Police
} as const;

export function capabilityInPlay(board: GameBoard, card: number, side: EventSide): boolean {
  return board.capabilities.some((c) => c.card === card && c.side === side);
}

export function momentumInPlay(board: GameBoard, card: number): boolean {
  return board.momentum.includes(card);
}

/** Pact of Caracas in play: 26J and DR may not remove each other's pieces (Event 18, 5.3). */
export function pactInEffect(board: GameBoard): boolean {
  return board.capabilities.some((c) => c.card === CARD.pactOfCaracas);
}

/** The Insurgent whose pieces `acting` may not remove while the Pact holds, if any. */
export function pactPartner(board: GameBoard, acting: Faction): Insurgent | null {
  if (!pactInEffect(board)) return null;
  return acting === "26J" ? "DR" : acting === "DR" ? "26J" : null;
}

export const isCity = (id: SpaceId) => SPACE_BY_ID[id].kind === "city";
export const isEc = (id: SpaceId) => SPACE_BY_ID[id].kind === "ec";
export const isProvince = (id: SpaceId) => SPACE_BY_ID[id].kind === "province";
export const isMountain = (id: SpaceId) => SPACE_BY_ID[id].terrain === "mountain";
export const isForest = (id: SpaceId) => SPACE_BY_ID[id].terrain === "forest";

/**
 * Only NP Syndicate tracks and spends Resources (C8.2.1, C8.5.4); a free Operation costs nothing
 * except Construct, which is never free (3.1.2, 3.3.5).
 */
export function costFor(ctx: InstructionContext, cost: number, neverFree = false): number {
  if (ctx.faction !== "SYN") return 0;
  return ctx.free && !neverFree ? 0 : cost;
}

export function canPay(board: GameBoard, ctx: InstructionContext, cost: number, neverFree = false) {
  return board.resources.SYN >= costFor(ctx, cost, neverFree);
}

/** Pay NP Syndicate's cost for one space (3.3.x); nothing for the others. */
export function pay(
  w: Work,
  ctx: InstructionContext,
  cost: number,
  rule: string,
  neverFree = false,
): void {
  const due = costFor(ctx, cost, neverFree);
  if (due === 0) return;
  w.apply(setResources(w.board, "SYN", w.board.resources.SYN - due));
  w.note(`Syndicate pays ${due} Resource${due > 1 ? "s" : ""}`, rule);
}

/** Which Operations each SA may accompany (4.2.2, 4.2.3, 4.3.1-4.3.3, 4.4.1-4.4.3, 4.5.1, 4.5.3). */
export const ACCOMPANIES: Readonly<Record<string, readonly OperationKind[] | null>> = {
  airStrike: ["garrison", "sweep", "assault"],
  reprisal: ["garrison", "sweep", "assault"],
  infiltrate: ["rally", "march"],
  subvert: ["rally", "march"],
  ambush: ["attack"],
  kidnap: ["terror"],
  assassinate: ["terror"],
  profit: ["rally", "march", "construct"],
  muscle: ["rally", "march", "construct"],
  bribe: null,
};

/**
 * False when the SA is known to accompany an Operation it may not (4.1.1). An Event that grants
 * the SA on its own ("free Ambushes there" after a March, "free Ambushes" alone) lifts this
 * (5.1.1: the text beats the rule; grant-terms.ts `alone`).
 */
export function accompaniesOk(special: keyof typeof ACCOMPANIES, ctx: InstructionContext): boolean {
  if (ctx.options.grant?.alone) return true;
  const ops = ACCOMPANIES[special];
  return !ops || ctx.operation === undefined || ops.includes(ctx.operation);
}

/** Terror and Sabotage markers not yet on the map: 20 in all (3.3.4). */
export function markersLeft(board: GameBoard): number {
  let used = 0;
  for (const id of SPACE_IDS) used += board.spaces[id].terror + (board.spaces[id].sabotage ? 1 : 0);
  return INVENTORY.terrorAndSabotage - used;
}

/** Spaces not yet selected for this Operation or SA. */
export function unselected(ctx: InstructionContext): SpaceId[] {
  return SPACE_IDS.filter((id) => !ctx.selected.includes(id));
}

/**
 * Spaces a reusing line may pick (Train's starred lines, Garrison's EC Assault): any space,
 * selected or not. A Limited Operation's one space (2.3.5) is not the handler's business: the
 * runner's `limitedOperationSpaces` holds every line to it (C8.6.4, 3.2.2).
 */
export function reusableSpaces(_ctx: InstructionContext): SpaceId[] {
  return [...SPACE_IDS];
}

/**
 * `where` keys the handlers read on a card line (InstructionLine.where). They are the card data's
 * own ids (data/cuba/calixto/line-notes.ts LINE_WHERE), so the two can never drift apart.
 */
export const WHERE = {
  /** Rally ② "in spaces with own Bases" (C8.6.5). */
  ownBases: "withOwnBase",
} as const satisfies Record<string, LineWhereId>;
