import { OWNER_OF } from "@/data/cuba/pieces";
import { guerrillas } from "../../board/space";
import type { Faction, GameBoard, PieceKind, SpaceId, SpaceState } from "../../types";
import { type PieceRef, piecesIn, rankPieces } from "../piece-priorities";
import type { RuleOptions } from "../scope";
import { pactPartner } from "./context";

/**
 * Which enemy pieces an action may take right now in a space, re-evaluated after each piece
 * (pieces go one at a time, C8.2.1). Closed Casinos are never targets (1.4.5).
 * - assault / airStrike: Active Guerrillas; a Base or open Casino only once its Faction has no
 *   Guerrillas there (3.2.4 "Bases last", 4.2.2).
 * - attack: cubes and Guerrillas, Underground too; a Base once its Faction has no cubes or
 *   Guerrillas there; a Casino only when no Syndicate Guerrillas, Troops or Police remain (3.3.3).
 * - assassinate: any enemy piece, even a protected Base (4.4.3).
 * - bribe: cubes, Guerrillas or an enemy Base (4.5.4). Its text sets no "Bases last" condition,
 *   which only Operations carry (3.2.4 note): INF, see BRIBE_BASES_LAST.
 * Pact of Caracas: 26J and DR never take each other's pieces (Event 18).
 * An Event's granted action may name whose pieces it takes and put their Bases first ("Ambushes
 * Government forces. Remove Bases first.", #44): the text beats "Bases last" (5.1.1), read from
 * the grant's terms in `options` (grant-terms.ts).
 */
export type TargetRule = "assault" | "airStrike" | "attack" | "assassinate" | "bribe";

// The switch for Bribe and protected Bases lives with the list of disputed readings (conflicts.ts),
// which the game screen loads without the target rules.
export { BRIBE_BASES_LAST } from "../conflicts";

const CUBES: readonly PieceKind[] = ["troop", "police"];
const ACTIVE: readonly PieceKind[] = ["m26A", "drA", "synA"];
const ALL_GUERRILLAS: readonly PieceKind[] = ["m26U", "m26A", "drU", "drA", "synU", "synA"];

function noGuerrillasOf(s: SpaceState, k: PieceKind): boolean {
  if (k === "m26Base") return guerrillas(s, "26J") === 0;
  if (k === "drBase") return guerrillas(s, "DR") === 0;
  if (k === "casinoOpen") return guerrillas(s, "SYN") === 0;
  return s.pieces.troop + s.pieces.police === 0; // govBase
}

export function targetKinds(
  board: GameBoard,
  space: SpaceId,
  acting: Faction,
  rule: TargetRule,
  basesLast = false,
  /** Bases may be taken whatever protects them (an Event's "Bases first", 5.1.1). */
  basesExposed = false,
): PieceKind[] {
  const s = board.spaces[space];
  const partner = pactPartner(board, acting);
  const enemy = (k: PieceKind) => OWNER_OF[k] !== acting && OWNER_OF[k] !== partner;
  const bases: PieceKind[] = (["govBase", "m26Base", "drBase", "casinoOpen"] as PieceKind[]).filter(
    enemy,
  );
  let kinds: PieceKind[];
  const exposed = (ok: (b: PieceKind) => boolean) => (b: PieceKind) => basesExposed || ok(b);
  switch (rule) {
    case "assault":
    case "airStrike":
      kinds = [...ACTIVE, ...bases.filter(exposed((b) => noGuerrillasOf(s, b)))];
      break;
    case "attack":
      kinds = [
        ...CUBES,
        ...ALL_GUERRILLAS,
        ...bases.filter(
          exposed((b) =>
            b === "casinoOpen"
              ? guerrillas(s, "SYN") + s.pieces.troop + s.pieces.police === 0
              : noGuerrillasOf(s, b),
          ),
        ),
      ];
      break;
    case "assassinate":
      kinds = [...CUBES, ...ALL_GUERRILLAS, ...bases];
      break;
    case "bribe":
      kinds = [
        ...CUBES,
        ...ALL_GUERRILLAS,
        ...bases.filter(exposed((b) => !basesLast || noGuerrillasOf(s, b))),
      ];
      break;
  }
  return kinds.filter((k) => enemy(k) && s.pieces[k] > 0);
}

/**
 * Legal targets ranked by the Piece Priorities, player pieces first (C8.5.8); `options` carries
 * the player's corrected rows, if any (built-in rows without).
 */
export function rankedTargets(
  board: GameBoard,
  space: SpaceId,
  acting: Faction,
  rule: TargetRule,
  operation?: string,
  basesLast = false,
  options?: RuleOptions,
): PieceRef[] {
  const named = options?.grant?.targets;
  const kinds = targetKinds(
    board,
    space,
    acting,
    rule,
    basesLast,
    named?.basesFirst === true,
  ).filter((k) => !named || named.of.includes(OWNER_OF[k]));
  const refs = piecesIn(board.spaces[space], kinds);
  const ranked = rankPieces(board, space, refs, "enemy", {
    acting,
    operation: operation ?? rule,
    ...(options ? { options } : {}),
  });
  if (!named?.basesFirst) return ranked;
  return [
    ...ranked.filter((r) => isBaseKind(r.kind)),
    ...ranked.filter((r) => !isBaseKind(r.kind)),
  ];
}

export const isBaseKind = (k: PieceKind) =>
  k === "govBase" ||
  k === "m26Base" ||
  k === "drBase" ||
  k === "casinoOpen" ||
  k === "casinoClosed";
export const isCubeKind = (k: PieceKind) => k === "troop" || k === "police";
export const isGuerrillaKind = (k: PieceKind) => ALL_GUERRILLAS.includes(k);

/** A copy of the space with one piece gone, for planning without a Work (cash dropped with it). */
export function withoutPiece(board: GameBoard, space: SpaceId, ref: PieceRef): GameBoard {
  const s = structuredClone(board.spaces[space]);
  if (ref.kind === "casinoOpen") {
    s.pieces.casinoOpen -= 1;
    s.pieces.casinoClosed += 1;
  } else {
    s.pieces[ref.kind] -= 1;
    for (let i = 0; i < ref.cash; i++) {
      const at = s.cash.indexOf(ref.kind as SpaceState["cash"][number]);
      if (at >= 0) s.cash.splice(at, 1);
    }
  }
  return { ...board, spaces: { ...board.spaces, [space]: s } };
}
