import { FACTION_NAME, OWNER_OF, PIECE_LABEL } from "@/data/cuba/pieces";
import { BRIBE_BASES_LAST } from "../calixto/conflicts";
import { type TargetRule, targetKinds } from "../calixto/procedures/targets";
import type { Faction, GameBoard, PieceKind, SpaceId } from "../types";
import type { PieceCount } from "./action";
import { pactPartnerOf } from "./lasting";
import {
  type Capture,
  cashWith,
  countOk,
  isBaseKind,
  label,
  removeEnemy,
  spaceName,
  UNDERGROUND,
} from "./pieces";
import type { Work } from "./work";

/**
 * Enemy pieces a player removes (Assault 3.2.4, Air Strike 4.2.2, Attack 3.3.3, Assassinate
 * 4.4.3, Bribe 4.5.4): each must be a legal target when its turn comes (Bases last; closed
 * Casinos never; Pact of Caracas), no more than the action's capacity, and once a Faction is
 * targeted, as many of its pieces as the capacity allows (1.4.1, 3.1).
 */
export interface RemovalRules {
  rule: TargetRule;
  /** The most pieces the action removes here. */
  capacity: number;
  /** What the capacity is, in words, for the refusal ("2 Troops in Mountain"). */
  why: string;
  capture: Capture;
  /** Targeted Factions lose pieces to the full capacity (1.4.1); false for "up to" actions. */
  maxExtent: boolean;
  /** One piece of this kind is on the acting side (#43's lent piece): never a target left. */
  spare?: PieceKind;
}

/** Bribe sets no Bases-last condition unless the table reads it so (conflict switch). */
export const bribeBasesLast = (w: Work) =>
  w.options.conflicts?.[BRIBE_BASES_LAST] === "alternative";

/** The kinds the acting Faction may take in the space right now under the rule. */
export function targetsNow(
  board: GameBoard,
  space: SpaceId,
  acting: Faction,
  rule: TargetRule,
  basesLast = false,
  basesExposed = false,
): PieceKind[] {
  return targetKinds(board, space, acting, rule, basesLast, basesExposed);
}

/** A granting Event's limit on whose pieces go, in words (5.1.1). */
export const eventRemovesOnly = (only: readonly Faction[]): string =>
  `the Event removes only ${only.map((f) => FACTION_NAME[f]).join(" or ")} pieces (5.1.1)`;

/** Why a piece there is not a target now, in words. */
function whyNot(
  board: GameBoard,
  space: SpaceId,
  acting: Faction,
  kind: PieceKind,
  rule: TargetRule,
): string {
  const owner = OWNER_OF[kind];
  const where = spaceName(space);
  if (owner === acting) return `${PIECE_LABEL[kind].many} are your own pieces`;
  if (pactPartnerOf(board, acting) === owner)
    return `the Pact of Caracas forbids ${FACTION_NAME[acting]} to remove ${FACTION_NAME[owner]} pieces`;
  if (kind === "casinoClosed") return "a closed Casino cannot be removed or closed (1.4.5)";
  if (board.spaces[space].pieces[kind] === 0) return `${where} has no ${label(kind, 2)} left`;
  if (UNDERGROUND.includes(kind) && (rule === "assault" || rule === "airStrike"))
    return `Underground Guerrillas cannot be removed: they must be Activated first (${rule === "airStrike" ? "4.2.2" : "3.2.4"})`;
  if (isBaseKind(kind)) {
    if (rule === "attack" && kind === "casinoOpen")
      return `a Casino closes only once no Syndicate Guerrillas, Troops or Police are in ${where} (3.3.3)`;
    if (rule === "attack" && kind === "govBase")
      return `Bases last: the Government Base stays while Troops or Police are in ${where} (3.3.3)`;
    return `Bases last: the ${PIECE_LABEL[kind].one} stays while ${FACTION_NAME[owner]} Guerrillas are in ${where}`;
  }
  return `${PIECE_LABEL[kind].many} cannot be taken by this action`;
}

/**
 * Remove the pieces listed (Bases after the other pieces, whatever the list's order), refusing
 * any that is not a target; returns how many went. `list` is the player's choice.
 */
export function removeTargets(
  w: Work,
  field: string,
  space: SpaceId,
  list: readonly PieceCount[],
  r: RemovalRules,
): number {
  const acting = w.faction;
  const basesLast = r.rule === "bribe" && bribeBasesLast(w);
  // An Event's "Bases first" (#44, 5.1.1): its Bases go before the rest, whatever protects them.
  const basesFirst = w.options.grant?.targets?.basesFirst === true;
  let removed = 0;
  const targeted = new Set<Faction>();
  const order = list
    .map((pc, i) => ({ pc, i }))
    .sort(
      (a, b) =>
        (Number(isBaseKind(a.pc.piece)) - Number(isBaseKind(b.pc.piece))) * (basesFirst ? -1 : 1),
    );
  const asked = list.reduce((a, p) => a + (Number.isInteger(p.count) ? p.count : 0), 0);
  if (asked > r.capacity) {
    w.fail(
      field,
      r.capacity === 0
        ? `nothing can be removed in ${spaceName(space)} (${r.why})`
        : `at most ${r.capacity} piece${r.capacity > 1 ? "s" : ""} can go in ${spaceName(space)} (${r.why})`,
    );
    return 0;
  }
  // The Factions a granting Event lets the action remove (5.1.1), whatever else is a target.
  const only = w.options.grant?.targets?.of;
  for (const { pc, i } of order) {
    const at = `${field}[${i}]`;
    if (!countOk(w, at, pc)) continue;
    if (only && !only.includes(OWNER_OF[pc.piece])) {
      w.fail(`${at}.piece`, eventRemovesOnly(only));
      continue;
    }
    const now = targetsNow(w.board, space, acting, r.rule, basesLast, basesFirst);
    if (!now.includes(pc.piece)) {
      w.fail(at, whyNot(w.board, space, acting, pc.piece, r.rule));
      continue;
    }
    const there = w.board.spaces[space].pieces[pc.piece];
    if (pc.count > there) {
      w.fail(at, `${spaceName(space)} has ${there} ${label(pc.piece, there)}, not ${pc.count}`);
      continue;
    }
    const cash = cashWith(w, at, space, pc);
    if (cash === null) continue;
    removeEnemy(w, space, pc.piece, pc.count, cash, r.capture);
    removed += pc.count;
    targeted.add(OWNER_OF[pc.piece]);
  }
  if (r.maxExtent && removed < r.capacity) {
    for (const f of targeted) {
      const pieces = w.board.spaces[space].pieces;
      const left = targetsNow(w.board, space, acting, r.rule, basesLast, basesFirst).filter(
        (k) => OWNER_OF[k] === f && pieces[k] - (k === r.spare ? 1 : 0) > 0,
      );
      if (left.length)
        w.fail(
          field,
          `${FACTION_NAME[f]} is targeted, so its pieces go to the full ${r.capacity}: ${label(left[0], 1)} still in ${spaceName(space)} (1.4.1)`,
        );
    }
  }
  return removed;
}

/**
 * Whether any enemy piece is there (Attack's condition, 3.3.3: any piece of another Faction),
 * `lent` (one piece of another Faction on the acting Faction's side, #43) not counting.
 */
export function hasEnemy(
  board: GameBoard,
  space: SpaceId,
  acting: Faction,
  lent?: PieceKind,
): boolean {
  const s = board.spaces[space].pieces;
  return (Object.keys(s) as PieceKind[]).some(
    (k) => s[k] - (k === lent ? 1 : 0) > 0 && OWNER_OF[k] !== acting,
  );
}
