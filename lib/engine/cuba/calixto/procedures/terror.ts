import { FACTION_KINDS, FACTION_NAME } from "@/data/cuba/pieces";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { addTerror, flipPieces, setSabotage, setSupport } from "../../board/changes";
import { underground } from "../../board/space";
import type { Faction, GameBoard, Insurgent, SpaceId, SpaceState, SupportLevel } from "../../types";
import type { InstructionContext } from "../contracts";
import { piecesIn, rankPieces } from "../piece-priorities";
import { canPay, isEc, isMountain, markersLeft, pactInEffect, pay } from "./context";
import type { Work } from "./run";

/**
 * Insurgent Terror in one space (3.3.4): Activate 1 own Underground Guerrilla; in a City or
 * Province place a Terror marker and shift 1 level toward Neutral (26July: toward Active
 * Opposition); on an EC without Sabotage place Sabotage. Markers run out at 20. NP Syndicate pays
 * 1 per City or Province (0 on ECs). Shared by the Terror lines, Kidnap and Assassinate, which
 * perform Terror in their space first (C8.7.5, C8.7.6).
 */

/**
 * Underground Guerrillas that count as the Faction's own here: its own, plus one of the Faction
 * an Event lends a piece of (#43 Mafia Offensive: 1 Syndicate piece as 26July's or DR's).
 */
function ownUnderground(s: SpaceState, f: Insurgent, borrowed?: Faction): number {
  const lent = borrowed && borrowed !== f && borrowed !== "GOV" ? borrowed : null;
  return underground(s, f) + (lent && underground(s, lent) > 0 ? 1 : 0);
}

/** Whether the Faction may Terror here: an Underground Guerrilla, and the C8.6.5 guard note. */
export function terrorAllowed(
  board: GameBoard,
  space: SpaceId,
  f: Insurgent,
  borrowed?: Faction,
): boolean {
  const s = board.spaces[space];
  const u = ownUnderground(s, f, borrowed);
  if (u === 0) return false;
  // C8.6.5: with a friendly Base (Syndicate: open Casino) outside Mountain, keep one Underground.
  const ownBase = s.pieces[FACTION_KINDS[f].base] > 0;
  if (ownBase && !isMountain(space) && u < 2) return false;
  return true;
}

export function terrorCost(space: SpaceId): number {
  return isEc(space) ? 0 : 1;
}

/** Shift one level for Terror: toward Active Opposition for 26July, toward Neutral otherwise. */
export function terrorShift(f: Insurgent, level: SupportLevel): SupportLevel {
  if (f === "26J") return Math.max(-2, level - 1) as SupportLevel;
  return (level > 0 ? level - 1 : level < 0 ? level + 1 : 0) as SupportLevel;
}

/**
 * Pact of Caracas: no DR Operation may affect Opposition placed for 26July (Event 18). INF: we read
 * this as DR Terror or Subvert not shifting spaces at Opposition.
 */
export function pactBarsShift(board: GameBoard, f: Insurgent, level: SupportLevel): boolean {
  return f === "DR" && level < 0 && pactInEffect(board);
}

/** Terror here is legal for the NP and it can pay (C8.5.4). */
export function terrorPossible(board: GameBoard, space: SpaceId, ctx: InstructionContext): boolean {
  const f = ctx.faction as Insurgent;
  if (ctx.faction === "GOV") return false;
  if (pactBarsShift(board, f, board.spaces[space].support)) return false;
  return (
    terrorAllowed(board, space, f, ctx.options.borrowedPiece) &&
    canPay(board, ctx, terrorCost(space))
  );
}

export function terrorIn(w: Work, space: SpaceId, ctx: InstructionContext): void {
  const f = ctx.faction as Insurgent;
  const s = w.board.spaces[space];
  pay(w, ctx, terrorCost(space), "3.3.4");
  const name = SPACE_BY_ID[space].name;
  // Its own Guerrilla unless only the lent piece (#43) makes the Terror legal here.
  const lender = ctx.options.borrowedPiece as Insurgent | undefined;
  const lent = lender !== undefined && !terrorAllowed(w.board, space, f);
  const k = FACTION_KINDS[lent ? lender : f];
  if (lent)
    w.note(
      `A ${FACTION_NAME[lender]} Guerrilla in ${name} Terrors as ${FACTION_NAME[f]}'s own (the Event)`,
      "5.1.1",
    );
  // Friendly pieces used: top-down Piece Priorities (C8.5.8), so a Cash holder goes first.
  const [ref] = rankPieces(w.board, space, piecesIn(s, [k.underground]), "friendly", {
    acting: lent ? lender : f,
    options: ctx.options,
  });
  w.apply(flipPieces(w.board, space, k.underground, k.active, 1, ref?.cash ?? 0));
  if (isEc(space)) {
    if (s.sabotage) w.note(`${name} already has Sabotage`, "3.3.4");
    else if (markersLeft(w.board) < 1) w.note("No Sabotage marker left", "3.3.4");
    else w.apply(setSabotage(w.board, space, true));
    return;
  }
  if (markersLeft(w.board) < 1) w.note("No Terror marker left", "3.3.4");
  else w.apply(addTerror(w.board, space));
  const next = terrorShift(f, s.support);
  if (next !== s.support) w.apply(setSupport(w.board, space, next));
}
