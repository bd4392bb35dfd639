import { PIECE_ROWS, type PieceRow } from "@/data/cuba/calixto/piece-priorities";
import { OWNER_OF } from "@/data/cuba/pieces";
import { vulnerableBases } from "../board/space";
import type {
  CashHolder,
  Faction,
  GameBoard,
  Insurgent,
  PieceKind,
  SpaceId,
  SpaceState,
} from "../types";
import type { RuleOptions } from "./scope";

/**
 * Piece Priorities (C8.5.8). A piece is described by its kind and whether it holds Cash.
 * - Enemy pieces (remove, replace, Activate) and friendly pieces placed, moved or used: read
 *   the rows top to bottom, left to right inside a row; player pieces always before NP pieces.
 * - Friendly pieces removed: read bottom to top, right to left (C8.2.1, C8.5.8).
 * Legality (Bases only after Guerrillas, Troops-only moves...) is the caller's filter: this module
 * only orders the legal choices.
 */
export interface PieceRef {
  kind: PieceKind;
  /** Cash markers this piece holds: 0 or more, a piece may hold several (4.5.2). */
  cash: number;
}

/** Cash markers held by these pieces together. */
export const cashHeldBy = (refs: readonly PieceRef[]): number =>
  refs.reduce((n, p) => n + p.cash, 0);

export type PieceUse = "enemy" | "friendly" | "removeFriendly";

export interface PieceContext {
  acting: Faction;
  /** Operation or SA the pieces are chosen for; enables the red-conditional rows. */
  operation?: "assault" | "attack" | "ambush" | string;
  /** The rules in force: the player's corrected Piece Priorities, if any (RuleOptions.data). */
  options?: RuleOptions;
}

const GUERRILLA_FACTION: Partial<Record<PieceKind, Insurgent>> = {
  m26U: "26J",
  m26A: "26J",
  drU: "DR",
  drA: "DR",
  synU: "SYN",
  synA: "SYN",
};
const isUnderground = (k: PieceKind) => k === "m26U" || k === "drU" || k === "synU";
const isBase = (k: PieceKind) =>
  k === "govBase" ||
  k === "m26Base" ||
  k === "drBase" ||
  k === "casinoOpen" ||
  k === "casinoClosed";
const isCube = (k: PieceKind) => k === "troop" || k === "police";

/** "Base or open Casino guarded by only 1 Guerrilla or cube" (row 4), per Insurgent Faction. */
function thinlyGuarded(s: SpaceState, f: Insurgent): boolean {
  const base = f === "26J" ? s.pieces.m26Base : f === "DR" ? s.pieces.drBase : s.pieces.casinoOpen;
  if (base === 0) return false;
  const guards =
    f === "26J"
      ? s.pieces.m26U + s.pieces.m26A
      : f === "DR"
        ? s.pieces.drU + s.pieces.drA
        : s.pieces.synU + s.pieces.synA;
  return guards === 1;
}

/** [row index, position inside the row] for one piece; rows that do not apply are passed over. */
function rank(
  row: readonly PieceRow[],
  s: SpaceState,
  p: PieceRef,
  ctx: PieceContext,
): [number, number] {
  const owner = OWNER_OF[p.kind];
  for (let i = 0; i < row.length; i++) {
    const r = row[i];
    switch (r.id) {
      case "cash":
        if (ctx.acting === "SYN" && p.cash && !isBase(p.kind)) {
          const fi = r.factions.indexOf(owner);
          if (fi >= 0) return [i, fi * 2 + (isUnderground(p.kind) ? 0 : 1)];
        }
        break;
      case "bases":
        if (isBase(p.kind)) return [i, r.factions.indexOf(owner)];
        break;
      case "assault-vulnerable": {
        const gf = GUERRILLA_FACTION[p.kind];
        if (ctx.operation === "assault" && gf && vulnerableBases(s).some((v) => v.faction === gf))
          return [i, r.factions.indexOf(gf)];
        break;
      }
      case "thin-guard": {
        const f = owner as Insurgent;
        if (
          (ctx.operation === "attack" || ctx.operation === "ambush") &&
          r.factions.includes(f) &&
          thinlyGuarded(s, f)
        ) {
          return [i, r.factions.indexOf(f)];
        }
        break;
      }
      case "cubes":
        if (isCube(p.kind)) return [i, (p.cash ? 0 : 2) + (p.kind === "police" ? 0 : 1)];
        break;
      case "guerrillas": {
        const gf = GUERRILLA_FACTION[p.kind];
        if (gf)
          return [
            i,
            (p.cash ? 0 : 100) + (isUnderground(p.kind) ? 0 : 10) + r.factions.indexOf(gf),
          ];
        break;
      }
    }
  }
  return [row.length, 0];
}

/**
 * Order candidate pieces by the Piece Priorities. Ties keep the caller's order (stable sort).
 * For "removeFriendly" the table is read bottom-up and right to left.
 */
export function rankPieces(
  board: GameBoard,
  space: SpaceId,
  pieces: readonly PieceRef[],
  use: PieceUse,
  ctx: PieceContext,
  rows: readonly PieceRow[] = ctx.options?.data?.pieces ?? PIECE_ROWS,
): PieceRef[] {
  const s = board.spaces[space];
  const keyed = pieces.map((p, i) => {
    const [r, pos] = rank(rows, s, p, ctx);
    const player = board.roles[OWNER_OF[p.kind]] === "player" ? 0 : 1;
    return { p, i, r, pos, player };
  });
  keyed.sort((a, b) => {
    if (use === "enemy" && a.player !== b.player) return a.player - b.player;
    if (use === "removeFriendly") return b.r - a.r || b.pos - a.pos || a.i - b.i;
    return a.r - b.r || a.pos - b.pos || a.i - b.i;
  });
  return keyed.map((k) => k.p);
}

/**
 * Every piece in a space as PieceRefs, one entry per piece. The board counts Cash by the kind of
 * piece holding it, not by piece, so a kind's markers are dealt out one per piece in turn (the
 * first pieces get any extra): the most pieces hold Cash, and a piece may hold several (4.5.2).
 */
export function piecesIn(s: SpaceState, kinds: readonly PieceKind[]): PieceRef[] {
  const out: PieceRef[] = [];
  for (const kind of kinds) {
    const n = s.pieces[kind];
    const held = s.cash.filter((h) => h === (kind as CashHolder)).length;
    for (let i = 0; i < n; i++)
      out.push({ kind, cash: Math.floor(held / n) + (i < held % n ? 1 : 0) });
  }
  return out;
}

/**
 * The order NP Government places cubes: alternate Police and Troop, starting with Police
 * (ref 3.2 row 5; C8.6.4; C8.9 card 5 places 2 Police and 2 Troops).
 */
export function govPlacementOrder(count: number): ("police" | "troop")[] {
  return Array.from({ length: count }, (_, i) => (i % 2 === 0 ? "police" : "troop"));
}
