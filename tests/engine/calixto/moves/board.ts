import { emptyBoard } from "@/data/cuba/scenarios";
import type {
  Faction,
  GameBoard,
  PieceKind,
  Role,
  SpaceId,
  SupportLevel,
} from "@/lib/engine/cuba/types";
import { ALL_NP } from "./c89-positions";

/** A hand-made board: an empty map with the given pieces and Support, all Factions NP unless said. */
export function handBoard(
  pieces: Partial<Record<SpaceId, Partial<Record<PieceKind, number>> & { support?: SupportLevel }>>,
  roles: Partial<Record<Faction, Role>> = {},
): GameBoard {
  const b = emptyBoard({ roles: { ...ALL_NP, ...roles }, shortGame: false });
  for (const [space, ps] of Object.entries(pieces)) {
    const { support, ...kinds } = ps;
    if (support !== undefined) b.spaces[space as SpaceId].support = support;
    for (const [k, n] of Object.entries(kinds))
      b.spaces[space as SpaceId].pieces[k as PieceKind] = n as number;
  }
  return b;
}
