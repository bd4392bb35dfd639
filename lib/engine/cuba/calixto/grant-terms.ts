import { FACTION_KINDS } from "@/data/cuba/pieces";
import type { GrantTerms } from "@/data/schema/event-program";
import { flipPieces } from "../board/changes";
import type { Faction, GameBoard, SpaceId } from "../types";
import type { RuleOptions } from "./scope";
import type { Step, TableChange } from "./types";

// What an Event says about one Operation or SA it grants (5.1, C8.5.5): declared with the Event
// programs that carry it (data/schema/event-program.ts), re-exported here.
export type { GrantTerms } from "@/data/schema/event-program";

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
