import { FACTION_KINDS } from "@/data/cuba/pieces";
import { flipPieces } from "../board/changes";
import type { Faction, GameBoard, SpaceId } from "../types";
import type { RuleOptions } from "./scope";
import type { Step, TableChange } from "./types";

/**
 * What an Event says about one Operation or Special Activity it grants (5.1, C8.5.5). Where the
 * text contradicts a rule, the text wins (5.1.1): these terms are read by the Calixto handlers
 * and the move loop while the granted action runs (RuleOptions.grant), and by the granted-action
 * machine around it (one space, what happens after). The Event step writes one record per
 * action from the card text and its Event Instructions (reference §3.6); the player's checklist
 * says the same record in words (events/program/player.ts grantText).
 */
export interface GrantTerms {
  /** Only these spaces: its destinations for a March or Sweep, else the spaces it acts in. */
  spaces?: readonly SpaceId[];
  /** Moving pieces come only from these spaces; none at all ("in place"). */
  from?: readonly SpaceId[];
  /** Every own Guerrilla in those origins moves out ("all its Guerrillas"): no keep rule holds one back. */
  all?: boolean;
  /** The SA needs no accompanying Operation ("free Ambush" on its own): 4.1.1 does not apply. */
  alone?: boolean;
  /** The SA's Guerrilla may be Active ("even if Active", "Active or not", 5.1.1 example). */
  evenIfActive?: boolean;
  /** Rally as if the spaces were Neutral: Support or Opposition does not bar it (#17). */
  asIfNeutral?: boolean;
  /** Only these Factions' pieces are removed; `basesFirst`: their Bases go before the rest. */
  targets?: { of: readonly Faction[]; basesFirst?: boolean };
  /** In one space only (an Operation run as limited, 2.3.5): "at a March destination". */
  oneSpace?: boolean;
  /** Afterwards the Guerrillas it moved flip Underground (#3 unshaded). */
  thenUnderground?: boolean;
}

/** The terms of the granted action now running, if any. */
export const grantTermsOf = (options: RuleOptions | undefined): GrantTerms | undefined =>
  options?.grant;

/** Origins a move may use under the Event's terms (all of them outside a granted action). */
export function grantOrigins(
  options: RuleOptions | undefined,
  origins: readonly SpaceId[],
): SpaceId[] {
  const from = options?.grant?.from;
  return from ? origins.filter((o) => from.includes(o)) : [...origins];
}

/** "All its Guerrillas" out of this origin: nothing is kept back and everything moveable goes. */
export function movesAllFrom(options: RuleOptions | undefined, origin: SpaceId): boolean {
  const g = options?.grant;
  return g?.all === true && (g.from === undefined || g.from.includes(origin));
}

/**
 * The Guerrillas a March moved flip Underground where they ended (#3 unshaded "then flips them
 * Underground"): per destination, the moved ones that are Active now, read from the March's own
 * changes (moved in Active or Activated on entering, minus any El Che already flipped back).
 * Guerrillas that were there before the March are not touched.
 */
export function flipMovedUnderground(
  board: GameBoard,
  f: Faction,
  changes: readonly TableChange[],
): Step {
  const k = FACTION_KINDS[f];
  const steps: Step = { board, changes: [] };
  if (f === "GOV" || !k.underground || !k.active) return steps;
  const activeIn = new Map<SpaceId, number>();
  const add = (s: SpaceId, n: number) => activeIn.set(s, (activeIn.get(s) ?? 0) + n);
  for (const c of changes) {
    if (c.kind === "move" && c.piece === k.active) add(c.to, c.count);
    if (c.kind === "flip" && c.from === k.underground && c.to === k.active) add(c.space, c.count);
    if (c.kind === "flip" && c.from === k.active && c.to === k.underground) add(c.space, -c.count);
  }
  for (const [space, n] of activeIn) {
    const there = steps.board.spaces[space];
    const total = there.pieces[k.active];
    const count = Math.min(n, total);
    if (count <= 0) continue;
    // Cash stays with its Guerrilla (4.5.2): the ones left Active keep what they can hold.
    const held = there.cash.filter((h) => h === k.active).length;
    const cash = Math.max(0, held - (total - count));
    const r = flipPieces(steps.board, space, k.active, k.underground, count, cash);
    steps.board = r.board;
    steps.changes.push(r.change);
  }
  return steps;
}
