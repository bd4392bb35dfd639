import { FACTION_KINDS, OWNER_OF } from "@/data/cuba/pieces";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import {
  FACTIONS,
  type Faction,
  type Insurgent,
  PIECE_KINDS,
  type PieceKind,
  type SpaceId,
  type SpaceState,
} from "../types";

/**
 * Per-space selectors. Each reads one SpaceState (plus the static map data) and is pure.
 * Rule references: Control 1.7, Vulnerable Bases/Enemies and Enemy Forces (C8.5.2 terms).
 */

export const emptyPieces = (): Record<PieceKind, number> =>
  Object.fromEntries(PIECE_KINDS.map((k) => [k, 0])) as Record<PieceKind, number>;

export const emptySpace = (): SpaceState => ({
  pieces: emptyPieces(),
  support: 0,
  terror: 0,
  sabotage: false,
  cash: [],
});

export function guerrillas(s: SpaceState, f: Insurgent): number {
  const k = FACTION_KINDS[f];
  return s.pieces[k.underground] + s.pieces[k.active];
}

export function underground(s: SpaceState, f: Insurgent): number {
  return s.pieces[FACTION_KINDS[f].underground];
}

export function activeGuerrillas(s: SpaceState, f: Insurgent): number {
  return s.pieces[FACTION_KINDS[f].active];
}

/** All Guerrillas of all Insurgents. */
export function allGuerrillas(s: SpaceState): number {
  return guerrillas(s, "26J") + guerrillas(s, "DR") + guerrillas(s, "SYN");
}

export function allUnderground(s: SpaceState): number {
  return s.pieces.m26U + s.pieces.drU + s.pieces.synU;
}

export function cubes(s: SpaceState): number {
  return s.pieces.troop + s.pieces.police;
}

/** Non-Casino Bases of a Faction (Government, 26July, Directorio). */
export function bases(s: SpaceState, f: Exclude<Faction, "SYN">): number {
  return s.pieces[FACTION_KINDS[f].base];
}

export function casinos(s: SpaceState): number {
  return s.pieces.casinoOpen + s.pieces.casinoClosed;
}

/** Non-Casino Bases of all Factions: at most 2 per space (1.4.2). */
export function nonCasinoBases(s: SpaceState): number {
  return s.pieces.govBase + s.pieces.m26Base + s.pieces.drBase;
}

/** Pieces that count for a Faction's Control: closed Casinos never count (1.7, 1.4.4). */
export function controlPieces(s: SpaceState, f: Faction): number {
  switch (f) {
    case "GOV":
      return s.pieces.troop + s.pieces.police + s.pieces.govBase;
    case "26J":
      return s.pieces.m26U + s.pieces.m26A + s.pieces.m26Base;
    case "DR":
      return s.pieces.drU + s.pieces.drA + s.pieces.drBase;
    case "SYN":
      return s.pieces.synU + s.pieces.synA + s.pieces.casinoOpen;
  }
}

/** Which Faction Controls this space (1.7). ECs are never Controlled. */
export function controller(id: SpaceId, s: SpaceState): Faction | null {
  if (SPACE_BY_ID[id].kind === "ec") return null;
  const total = FACTIONS.reduce((a, f) => a + controlPieces(s, f), 0);
  for (const f of FACTIONS) {
    const mine = controlPieces(s, f);
    if (mine > total - mine) return f;
  }
  return null;
}

/**
 * Enemy forces of the acting Faction: every other Faction's cubes, Guerrillas, Bases and
 * open Casinos; closed Casinos are ignored (C8.5.2 "Enemy Forces").
 */
export function enemyForces(s: SpaceState, acting: Faction): number {
  return FACTIONS.filter((f) => f !== acting).reduce((a, f) => a + controlPieces(s, f), 0);
}

/** Open Casinos and 26J/DR Bases in a space without Underground Guerrillas of their own Faction (C8.5.2). */
export function vulnerableBases(
  s: SpaceState,
): { faction: Insurgent; kind: PieceKind; count: number }[] {
  const out: { faction: Insurgent; kind: PieceKind; count: number }[] = [];
  if (s.pieces.m26Base > 0 && s.pieces.m26U === 0)
    out.push({ faction: "26J", kind: "m26Base", count: s.pieces.m26Base });
  if (s.pieces.drBase > 0 && s.pieces.drU === 0)
    out.push({ faction: "DR", kind: "drBase", count: s.pieces.drBase });
  if (s.pieces.casinoOpen > 0 && s.pieces.synU === 0)
    out.push({ faction: "SYN", kind: "casinoOpen", count: s.pieces.casinoOpen });
  return out;
}

export function hasVulnerableBase(s: SpaceState, f?: Insurgent): boolean {
  return vulnerableBases(s).some((v) => f === undefined || v.faction === f);
}

/** Vulnerable Enemies (C8.5.2): Active Guerrillas, plus Vulnerable Bases/open Casinos. */
export function vulnerableEnemies(s: SpaceState): number {
  const activeCount = s.pieces.m26A + s.pieces.drA + s.pieces.synA;
  return activeCount + vulnerableBases(s).reduce((a, v) => a + v.count, 0);
}

/** Total Support (or Opposition) contributed by a space: Pop x2 if Active, x1 if Passive (1.6.3). */
export function supportValue(id: SpaceId, s: SpaceState): number {
  return s.support > 0 ? SPACE_BY_ID[id].pop * s.support : 0;
}

export function oppositionValue(id: SpaceId, s: SpaceState): number {
  return s.support < 0 ? SPACE_BY_ID[id].pop * -s.support : 0;
}

/** Room for another non-Casino Base, within stacking (1.4.2); ECs never have room (1.3.4). */
export function baseRoom(id: SpaceId, s: SpaceState): number {
  if (SPACE_BY_ID[id].kind === "ec") return 0;
  return Math.max(0, 2 - nonCasinoBases(s));
}

/** Room for another Casino, within stacking (1.4.2): 2 per space, whatever a Sinatra left there. */
export function casinoRoom(id: SpaceId, s: SpaceState): number {
  if (SPACE_BY_ID[id].kind === "ec") return 0;
  return Math.max(0, 2 - casinos(s));
}

/**
 * The most Casinos a board may show in a space: 2 (1.4.2), but Havana may keep a third, the one
 * #46 Sinatra places "regardless of stacking" (1.4.2 and 5.1.1 name it as the exception). That
 * Casino stays; stacking only stops later placements (casinoRoom), and only one Sinatra exists.
 */
export function casinoLimit(id: SpaceId): number {
  if (SPACE_BY_ID[id].kind === "ec") return 0;
  return id === "havana" ? 3 : 2;
}

/** Cash markers held by pieces of a Faction in this space. */
export function cashOf(s: SpaceState, f: Faction): number {
  return s.cash.filter((h) => OWNER_OF[h] === f).length;
}

export function pieceOwner(kind: PieceKind): Faction {
  return OWNER_OF[kind];
}
