import { FACTION_KINDS, FACTION_NAME, OWNER_OF } from "@/data/cuba/pieces";
import { removePieces } from "../../board/changes";
import type { Faction, PieceKind, SpaceId } from "../../types";
import type { PieceCount } from "../action";
import { cashWith, freeCash, label, present, spaceName } from "../pieces";
import type { Work } from "../work";

/**
 * A piece an Event lends the acting Faction for one Operation: #43 Mafia Offensive unshaded,
 * "26July or DR executes a free LimOp, treating 1 Syndicate piece as that Faction's piece"
 * (playbook card 43). The piece stays a Syndicate piece on the map; only its use is lent, once,
 * in the one space of the Limited Operation (2.3.5). What each Insurgent Operation may do with it
 * (3.3 NOTE: "Guerrillas" and "Bases" on the aid sheet are the executing Faction's; the Event
 * text beats the rule, 5.1.1):
 * - Terror (3.3.4): an Underground Syndicate Guerrilla counts as the Faction's Underground
 *   Guerrilla, so the space may be selected with none of its own; it is the one Activated.
 * - Attack (3.3.3): a Syndicate Guerrilla (either side up) counts among the Faction's Guerrillas
 *   there: the space may be selected with it alone, it is Activated with them and adds 1 to the
 *   number the roll must not exceed. It is on the Faction's side, so not a target and not the
 *   enemy piece the Attack needs. INF: other Syndicate pieces stay enemies, and the lent
 *   Guerrilla still keeps Casinos from closing (it is still a Syndicate Guerrilla there, 3.3.3).
 * - March (3.3.2): one Syndicate Guerrilla may move as one of the Faction's, with the group from
 *   its origin (the group's size and its Activation count it).
 * - Rally (3.3.1): an open Casino (the Syndicate's Base, 1.4, 1.4.4) counts as a Base of the
 *   Faction there: it may flip its Guerrillas Underground or place more (26July up to twice its
 *   Bases plus twice the Population; DR its Bases plus the Population); or a Syndicate Guerrilla
 *   may be one of the 2 Guerrillas a new Base replaces (it goes to the Syndicate's Available).
 *   INF: no Syndicate Guerrilla is placed from Available (the lent piece is one on the map).
 * Most players would read it so; a second lent piece is refused by name (Work.borrow).
 */

/** The Guerrilla kinds `lender` lends `acting`, Underground first (none without a lender). */
export function lenderGuerrillas(acting: Faction, lender: Faction | undefined): PieceKind[] {
  if (!lender || lender === acting) return [];
  const k = FACTION_KINDS[lender];
  const kinds: (PieceKind | null)[] = [k.underground, k.active];
  return kinds.filter((x): x is PieceKind => x !== null);
}

/** The Guerrilla kinds of the lending Faction, if an Event lends one (none otherwise). */
export const lentGuerrillaKinds = (w: Work): PieceKind[] =>
  lenderGuerrillas(w.faction, w.options.lentBy);

/**
 * The lent piece named in `field` for `space`: one of `kinds`, lent by the Event, there. Returns
 * the piece (checked and counted as used) or null after a refusal.
 */
export function lentPiece(
  w: Work,
  field: string,
  space: SpaceId,
  pc: PieceCount,
  kinds: readonly PieceKind[],
  what: string,
): PieceCount | null {
  if (!w.borrow(field, pc.piece, pc.count)) return null;
  if (!kinds.includes(pc.piece)) {
    w.fail(`${field}.piece`, `${what}, not ${label(pc.piece, 1)}`);
    return null;
  }
  if (!present(w, field, space, pc.piece, pc.count)) return null;
  return pc;
}

/** The lent piece in words: "the lent Syndicate Guerrilla". */
export function lentWords(kind: PieceKind): string {
  const owner: Faction = OWNER_OF[kind];
  const casino = kind === "casinoOpen" || kind === "casinoClosed";
  return `the lent ${FACTION_NAME[owner]} ${casino ? "Casino" : "Guerrilla"}`;
}

/** "the lent Syndicate Guerrilla in Oriente" for notes. */
export const lentIn = (kind: PieceKind, space: SpaceId) =>
  `${lentWords(kind)} in ${spaceName(space)}`;

/**
 * A lent Guerrilla taken off the map (a Rally Base replacing it, 3.3.1): back to its own
 * Faction's Available (1.4.1), the Cash it held passed on by its owner (4.5.2).
 */
export function removeLent(w: Work, field: string, space: SpaceId, pc: PieceCount): boolean {
  const kinds = lentGuerrillaKinds(w);
  if (!w.borrow(field, pc.piece, pc.count)) return false;
  if (!kinds.includes(pc.piece))
    return w.fail(
      `${field}.piece`,
      `a Base replaces Guerrillas, not ${label(pc.piece, 1)} (3.3.1)`,
    );
  if (!present(w, field, space, pc.piece, pc.count)) return false;
  const cash = cashWith(w, field, space, pc);
  if (cash === null) return false;
  w.apply(removePieces(w.board, space, pc.piece, pc.count, cash));
  for (let i = 0; i < cash; i++) freeCash(w, space, OWNER_OF[pc.piece], { kind: "none" });
  w.note(`Rally: ${lentIn(pc.piece, space)} is one of the 2 the Base replaces`, "3.3.1, Event 43");
  return true;
}
