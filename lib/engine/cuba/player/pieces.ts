import { FACTION_KINDS, FACTION_NAME, OWNER_OF, PIECE_LABEL, POOL_OF } from "@/data/cuba/pieces";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { available } from "../board/board";
import {
  flipPieces,
  movePieces,
  passCash,
  pieceText,
  placePieces,
  removePieces,
  returnCash,
} from "../board/changes";
import { baseRoom, casinoRoom } from "../board/space";
import { HOLDER_KINDS, holderOf } from "../calixto/procedures/cash";
import type { CashHolder, Faction, GameBoard, Insurgent, PieceKind, SpaceId } from "../types";
import type { Move, PieceCount } from "./action";
import type { Work } from "./work";

/**
 * Piece handling shared by every Operation and SA of a player: placing from Available within
 * stacking (1.4.1, 1.4.2), moving with the Cash the pieces hold, removing with the Cash handed
 * off (4.5.2), flipping. Each checks what the player asked for and names the field if it cannot.
 */

export const spaceName = (id: SpaceId) => SPACE_BY_ID[id].name;
/** Alternatives as a player says them: "Rally", "Rally or March", "Train, Garrison or Sweep". */
export const eitherOf = (names: readonly string[]) =>
  names.length < 2 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
export const isCity = (id: SpaceId) => SPACE_BY_ID[id].kind === "city";
export const isEc = (id: SpaceId) => SPACE_BY_ID[id].kind === "ec";
export const isProvince = (id: SpaceId) => SPACE_BY_ID[id].kind === "province";
export const adjacent = (a: SpaceId, b: SpaceId) => SPACE_BY_ID[a].adjacent.includes(b);

export const UNDERGROUND: readonly PieceKind[] = ["m26U", "drU", "synU"];
export const ACTIVE: readonly PieceKind[] = ["m26A", "drA", "synA"];
export const ACTIVE_OF: Readonly<Partial<Record<PieceKind, PieceKind>>> = {
  m26U: "m26A",
  drU: "drA",
  synU: "synA",
};
export const UNDERGROUND_OF: Readonly<Partial<Record<PieceKind, PieceKind>>> = {
  m26A: "m26U",
  drA: "drU",
  synA: "synU",
};
const BASE_KINDS: readonly PieceKind[] = [
  "govBase",
  "m26Base",
  "drBase",
  "casinoOpen",
  "casinoClosed",
];
export const isBaseKind = (k: PieceKind) => BASE_KINDS.includes(k);
export const isGuerrillaKind = (k: PieceKind) => UNDERGROUND.includes(k) || ACTIVE.includes(k);
export const isCubeKind = (k: PieceKind) => k === "troop" || k === "police";

/** The Guerrilla kinds of an Insurgent. */
export function guerrillaKinds(f: Faction): { u: PieceKind; a: PieceKind } | null {
  const k = FACTION_KINDS[f];
  return k.underground && k.active ? { u: k.underground, a: k.active } : null;
}

export const label = (kind: PieceKind, n: number) =>
  n === 1 ? PIECE_LABEL[kind].one : PIECE_LABEL[kind].many;

/** A count given by the player: a whole number from 1. */
export function countOk(w: Work, field: string, pc: PieceCount): boolean {
  if (!Number.isInteger(pc.count) || pc.count < 1)
    return w.fail(`${field}.count`, `give how many, 1 or more (got ${pc.count})`);
  if (pc.cash !== undefined && (!Number.isInteger(pc.cash) || pc.cash < 0))
    return w.fail(`${field}.cash`, `Cash markers are counted from 0 (got ${pc.cash})`);
  return true;
}

/**
 * Cash markers that go with `count` pieces of `kind` leaving, flipping or being removed: those
 * the player says they hold (4.5.2), and all of them once no piece of the kind is left.
 */
export function cashWith(w: Work, field: string, space: SpaceId, pc: PieceCount): number | null {
  const s = w.board.spaces[space];
  const held = s.cash.filter((h) => h === pc.piece).length;
  if (pc.count >= s.pieces[pc.piece]) return held;
  const n = pc.cash ?? 0;
  if (n > held) {
    w.fail(
      `${field}.cash`,
      `the ${label(pc.piece, 2)} in ${spaceName(space)} hold ${held} Cash marker${held === 1 ? "" : "s"}`,
    );
    return null;
  }
  return n;
}

/** Whether `count` pieces of `kind` are there to use (not counting those that arrived now). */
export function present(
  w: Work,
  field: string,
  space: SpaceId,
  kind: PieceKind,
  count: number,
  excludeArrived = false,
): boolean {
  const there = w.board.spaces[space].pieces[kind] - (excludeArrived ? w.arrived(space, kind) : 0);
  if (count > there) {
    const verb = there === 1 ? "has" : "have";
    const moved = excludeArrived && w.arrived(space, kind) > 0 ? ` that ${verb} not moved yet` : "";
    return w.fail(
      field,
      `${spaceName(space)} has ${there} ${label(kind, there)}${moved}, not ${count}`,
    );
  }
  return true;
}

/** Place pieces from Available (1.4.1), Bases and Casinos within stacking (1.4.2). */
export function place(
  w: Work,
  field: string,
  space: SpaceId,
  kind: PieceKind,
  count: number,
): boolean {
  const avail = available(w.board, POOL_OF[kind]);
  if (count > avail)
    return w.fail(
      field,
      `only ${avail} ${label(kind, avail)} ${avail === 1 ? "is" : "are"} Available${
        OWNER_OF[kind] === w.faction
          ? " (you may take your own pieces off the map first, 1.4.1)"
          : ""
      }`,
    );
  const s = w.board.spaces[space];
  if (kind === "casinoOpen" || kind === "casinoClosed") {
    if (casinoRoom(space, s) < count)
      return w.fail(
        field,
        isEc(space)
          ? "Casinos may not be placed on an EC (1.4.2)"
          : `${spaceName(space)} already has 2 Casinos (stacking, 1.4.2)`,
      );
  } else if (isBaseKind(kind) && baseRoom(space, s) < count) {
    return w.fail(
      field,
      isEc(space)
        ? "Bases may not be placed on an EC (1.4.2)"
        : `${spaceName(space)} already has 2 Bases (stacking, 1.4.2)`,
    );
  }
  w.apply(placePieces(w.board, space, kind, count));
  return true;
}

/** Move pieces with the Cash they hold; the pieces are then marked as moved. */
export function move(w: Work, field: string, to: SpaceId, m: Move): boolean {
  const cash = cashWith(w, field, m.from, m);
  if (cash === null) return false;
  w.apply(movePieces(w.board, m.from, to, m.piece, m.count, cash));
  w.markArrived(to, m.piece, m.count);
  return true;
}

/** Flip pieces (Activate, hide, close or open), with the Cash they hold. */
export function flip(
  w: Work,
  field: string,
  space: SpaceId,
  pc: PieceCount,
  to: PieceKind,
): boolean {
  if (!present(w, field, space, pc.piece, pc.count)) return false;
  const cash = cashWith(w, field, space, pc);
  if (cash === null) return false;
  w.apply(flipPieces(w.board, space, pc.piece, to, pc.count, cash));
  return true;
}

/**
 * How a Faction takes Cash whose holder was removed and not passed on by its owner (4.5.2):
 * Seizure (Assault, 3.2.4) by a cube; Captured Goods or Commandeer by a Guerrilla of the acting
 * Faction (3.3.3, 4.3.1, 4.4.3); Contraband (Bribe, 4.5.4) by any piece the Syndicate picks.
 */
export type Capture =
  | { kind: "none" }
  | { kind: "seizure" }
  | { kind: "guerrilla"; faction: Faction; rule: string; name: string }
  | { kind: "contraband"; to?: CashHolder };

const NP_HAND_OFF: readonly Faction[] = ["GOV", "DR", "26J", "SYN"];

/**
 * One freed Cash marker of `owner` in `space`. The owner passes it on: to another of its own
 * pieces there; a Non-player then to another Non-player's piece, GOV, DR, 26J, SYN (C8.2.1).
 * Otherwise the acting Faction's capture rule takes it, or it goes back to Available.
 * INF: a player owner keeps it with its own piece if it can (the app does not ask).
 */
export function freeCash(w: Work, space: SpaceId, owner: Faction, capture: Capture): void {
  const s = () => w.board.spaces[space];
  const chain =
    w.board.roles[owner] === "np"
      ? [owner, ...NP_HAND_OFF.filter((f) => f !== owner && w.board.roles[f] === "np")]
      : [owner];
  for (const f of chain) {
    const k = holderOf(s(), f);
    if (k) {
      w.apply(passCash(w.board, space, k));
      w.note(`${FACTION_NAME[owner]} passes its freed Cash on`, "4.5.2, C8.2.1");
      return;
    }
  }
  let taker: CashHolder | null = null;
  let why = "";
  if (capture.kind === "seizure") {
    taker = holderOf(s(), "GOV");
    why = "Seizure: a Government cube takes the Cash (3.2.4)";
  } else if (capture.kind === "guerrilla") {
    taker = holderOf(s(), capture.faction);
    why = `${capture.name}: a ${FACTION_NAME[capture.faction]} Guerrilla takes the Cash (${capture.rule})`;
  } else if (capture.kind === "contraband") {
    const to = capture.to;
    taker =
      to && s().pieces[to] > 0
        ? to
        : (holderOf(s(), "SYN") ??
          [...HOLDER_KINDS.GOV, ...HOLDER_KINDS["26J"], ...HOLDER_KINDS.DR].find(
            (k) => s().pieces[k] > 0,
          ) ??
          null);
    why = "Contraband: the Syndicate gives the Cash to a piece there (4.5.4)";
  }
  if (taker) {
    w.apply(passCash(w.board, space, taker));
    w.note(why, "4.5.2");
    return;
  }
  w.apply(returnCash(w.board, space));
}

/** Remove (or close an open Casino, 1.4.5) enemy pieces, handing off the Cash they held. */
export function removeEnemy(
  w: Work,
  space: SpaceId,
  kind: PieceKind,
  count: number,
  cash: number,
  capture: Capture,
): void {
  if (kind === "casinoOpen") {
    w.apply(flipPieces(w.board, space, "casinoOpen", "casinoClosed", count));
    return;
  }
  w.apply(removePieces(w.board, space, kind, count, cash));
  for (let i = 0; i < cash; i++) freeCash(w, space, OWNER_OF[kind], capture);
}

/** Take own pieces off to Available (1.4.1, or replaced by Rally/Train), Cash handed off. */
export function removeOwn(w: Work, field: string, space: SpaceId, pc: PieceCount): boolean {
  if (OWNER_OF[pc.piece] !== w.faction)
    return w.fail(
      `${field}.piece`,
      `a ${PIECE_LABEL[pc.piece].one} is not a ${w.factionName} piece`,
    );
  if (!present(w, field, space, pc.piece, pc.count)) return false;
  const cash = cashWith(w, field, space, pc);
  if (cash === null) return false;
  w.apply(removePieces(w.board, space, pc.piece, pc.count, cash));
  for (let i = 0; i < cash; i++) freeCash(w, space, w.faction, { kind: "none" });
  return true;
}

/** Pieces of a list in words: "2 Troops and 1 Police". */
export function countsText(list: readonly PieceCount[]): string {
  return list.map((p) => pieceText(p.piece, p.count)).join(" and ");
}

export function total(list: readonly PieceCount[] | undefined): number {
  return (list ?? []).reduce((a, p) => a + p.count, 0);
}

export const ownerName = (kind: PieceKind) => FACTION_NAME[OWNER_OF[kind]];

export const insurgent = (f: Faction): f is Insurgent => f !== "GOV";

export type { GameBoard };
