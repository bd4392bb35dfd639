import { FACTION_KINDS, POOL_OF } from "@/data/cuba/pieces";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { available } from "../../board/board";
import { flipPieces, placePieces, removePieces } from "../../board/changes";
import { activeGuerrillas, baseRoom, guerrillas } from "../../board/space";
import type { Faction, GameBoard, Insurgent, SpaceId } from "../../types";
import type { InstructionContext } from "../contracts";
import { piecesIn, rankPieces } from "../piece-priorities";
import { freeCash } from "../procedures/cash";
import {
  CARD,
  canPay,
  capabilityInPlay,
  isEc,
  pay,
  unselected,
  WHERE,
} from "../procedures/context";
import { defineLine, fixed } from "../procedures/define";
import type { Work } from "../procedures/run";
import type { RuleOptions } from "../scope";

/**
 * NP Insurgent Rally (3.3.1, C8.6.5). Cities and Provinces only; 26July only at Neutral or
 * Opposition, Directorio not at Active Support or Active Opposition; NP Syndicate pays 1 per space.
 * ① Place 1 Base where 3+ own Guerrillas (replacing 2 of them).
 * ②③ Place Guerrillas: 1 per space, or where the Faction has a Base the most it may (26July
 *    2×Bases + 2×Pop, Directorio Bases + Pop). ② is restricted to spaces with own Bases (`where`).
 *    NP Syndicate without Available Guerrillas flips 1 Active Guerrilla Underground instead.
 * ④ Flip Guerrillas where most Active: among spaces with own Guerrillas and Bases.
 * The Guerrilla Life (card 30, unshaded) makes every 26July Rally flip its Guerrillas there.
 * An Event's Rally "as if spaces Neutral" (#17) ignores Support and Opposition (5.1.1).
 */

export function rallyAllowedHere(
  board: GameBoard,
  space: SpaceId,
  f: Faction,
  options?: RuleOptions,
): boolean {
  if (f === "GOV" || isEc(space)) return false;
  const level = options?.grant?.asIfNeutral ? 0 : board.spaces[space].support;
  if (f === "26J") return level <= 0;
  if (f === "DR") return Math.abs(level) <= 1;
  return true;
}

const guerrillaPool = (f: Insurgent) => POOL_OF[FACTION_KINDS[f].underground];
const ownBases = (board: GameBoard, space: SpaceId, f: Insurgent) =>
  board.spaces[space].pieces[FACTION_KINDS[f].base];

/** `where` on ② restricts Rally to spaces with own Bases (card wording "in spaces with … Bases"). */
export function restrictsToOwnBases(where: string | undefined): boolean {
  return where === WHERE.ownBases;
}

/** The Guerrilla Life: 26July Rallies flip its Guerrillas there Underground, even when placing. */
function guerrillaLife(w: Work, space: SpaceId, f: Insurgent): void {
  if (f !== "26J" || !capabilityInPlay(w.board, CARD.guerrillaLife, "unshaded")) return;
  const n = w.board.spaces[space].pieces.m26A;
  if (n > 0) w.apply(flipPieces(w.board, space, "m26A", "m26U", n, countCash(w, space, "m26A")));
  if (n > 0) w.note("The Guerrilla Life: Guerrillas flip Underground", "Event 30");
}

const countCash = (w: Work, space: SpaceId, k: "m26A" | "drA" | "synA") =>
  w.board.spaces[space].cash.filter((h) => h === k).length;

export const rallyPlaceBase = defineLine({
  id: "rallyPlaceBase",
  label: "Rally: place a Base",
  rule: "3.3.1, C8.6.5",
  column: fixed("PB"),
  maxSpaces: 1,
  allowed: (board, space, ctx) => {
    if (ctx.faction !== "26J" && ctx.faction !== "DR") return false;
    const f = ctx.faction;
    const s = board.spaces[space];
    return (
      rallyAllowedHere(board, space, f, ctx.options) &&
      guerrillas(s, f) >= 3 &&
      baseRoom(space, s) > 0 &&
      available(board, POOL_OF[FACTION_KINDS[f].base]) > 0 &&
      canPay(board, ctx, 1)
    );
  },
  run: function* (w, space, ctx) {
    const f = ctx.faction as Insurgent;
    const k = FACTION_KINDS[f];
    pay(w, ctx, 1, "3.3.1");
    for (let i = 0; i < 2; i++) {
      // Friendly pieces removed: bottom-up, Active before Underground, Cash holders last (C8.5.8).
      const s = w.board.spaces[space];
      const [ref] = rankPieces(
        w.board,
        space,
        piecesIn(s, [k.underground, k.active]),
        "removeFriendly",
        { acting: f, options: ctx.options },
      );
      w.apply(removePieces(w.board, space, ref.kind, 1, ref.cash));
      for (let c = 0; c < ref.cash; c++) yield* freeCash(w, space, f, { kind: "none" });
    }
    w.apply(placePieces(w.board, space, k.base, 1));
    guerrillaLife(w, space, f);
  },
});

/** How many Guerrillas a Rally places here: the most a Base allows, else 1 (3.3.1). */
export function rallyPlacement(board: GameBoard, space: SpaceId, f: Insurgent): number {
  const bases = ownBases(board, space, f);
  const pop = SPACE_BY_ID[space].pop;
  const cap = bases === 0 || f === "SYN" ? 1 : f === "26J" ? 2 * bases + 2 * pop : bases + pop;
  return Math.min(cap, available(board, guerrillaPool(f)));
}

export const rallyPlaceGuerrillas = defineLine({
  id: "rallyPlaceGuerrillas",
  label: "Rally: place Guerrillas",
  rule: "3.3.1, C8.6.5",
  column: fixed("PG"),
  allowed: (board, space, ctx) => {
    if (ctx.faction === "GOV") return false;
    const f = ctx.faction;
    if (!rallyAllowedHere(board, space, f, ctx.options) || !canPay(board, ctx, 1)) return false;
    if (restrictsToOwnBases(ctx.line.where) && ownBases(board, space, f) === 0) return false;
    if (available(board, guerrillaPool(f)) > 0) return true;
    // C8.6.5: NP Syndicate with none Available flips an Active Guerrilla Underground instead.
    return f === "SYN" && board.spaces[space].pieces.synA > 0;
  },
  run(w, space, ctx) {
    const f = ctx.faction as Insurgent;
    const k = FACTION_KINDS[f];
    pay(w, ctx, 1, "3.3.1");
    const n = rallyPlacement(w.board, space, f);
    if (n === 0) {
      // The flipped Guerrilla keeps the Cash it holds (4.5.2), however many markers.
      const [ref] = piecesIn(w.board.spaces[space], ["synA"]);
      w.apply(flipPieces(w.board, space, "synA", "synU", 1, ref.cash));
      w.note("No Syndicate Guerrilla Available: flip an Active one instead", "C8.6.5");
      return;
    }
    w.apply(placePieces(w.board, space, k.underground, n));
    if (n > 1) w.note(`Own Base here: place ${n}, the most allowed and Available`, "3.3.1");
    guerrillaLife(w, space, f);
  },
});

/** Spaces with own Guerrillas and Bases where Rally is legal, with their Active count. */
function flipCounts(board: GameBoard, ctx: InstructionContext): Map<SpaceId, number> {
  const out = new Map<SpaceId, number>();
  if (ctx.faction === "GOV") return out;
  const f = ctx.faction;
  for (const id of unselected(ctx)) {
    if (!rallyAllowedHere(board, id, f, ctx.options) || ownBases(board, id, f) === 0) continue;
    const n = activeGuerrillas(board.spaces[id], f);
    if (n > 0) out.set(id, n);
  }
  return out;
}

export const rallyFlipMostActive = defineLine({
  id: "rallyFlipMostActive",
  label: "Rally: flip Guerrillas where most Active",
  rule: "3.3.1, C8.6.5",
  column: fixed(null),
  allowed: (board, space, ctx) => {
    if (!canPay(board, ctx, 1)) return false;
    const counts = flipCounts(board, ctx);
    const most = Math.max(0, ...counts.values());
    return most > 0 && counts.get(space) === most;
  },
  run: function* (w, space, ctx) {
    const f = ctx.faction as Insurgent;
    const k = FACTION_KINDS[f];
    pay(w, ctx, 1, "3.3.1");
    const n = w.board.spaces[space].pieces[k.active];
    const cash = w.board.spaces[space].cash.filter((h) => h === k.active).length;
    w.apply(flipPieces(w.board, space, k.active, k.underground, n, cash));
  },
});
