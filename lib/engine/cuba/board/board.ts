import { INVENTORY, POOL_OF, POOLS, type PoolId } from "@/data/cuba/pieces";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { type Faction, type GameBoard, PIECE_KINDS, SPACE_IDS, type SpaceId } from "../types";
import { controller, oppositionValue, supportValue } from "./space";

/**
 * Board-level derived values (rules 1.4.1, 1.6.3, 1.7, 7.2-7.3). Never stored: always computed.
 */

/** The piece kinds of each inventory pool (a pool may hold two kinds, 1.4.1). */
const KINDS_OF_POOL = new Map(POOLS.map((p) => [p, PIECE_KINDS.filter((k) => POOL_OF[k] === p)]));
const POOL_INDEX = PIECE_KINDS.map((k) => POOLS.indexOf(POOL_OF[k]));

/** Pieces on the map of every pool at once, in POOLS order (onMap of each, in one pass). */
export function onMapByPool(board: GameBoard): number[] {
  const totals = POOLS.map(() => 0);
  for (const id of SPACE_IDS) {
    const p = board.spaces[id].pieces;
    for (let i = 0; i < PIECE_KINDS.length; i++) totals[POOL_INDEX[i]] += p[PIECE_KINDS[i]];
  }
  return totals;
}

export function onMap(board: GameBoard, pool: PoolId): number {
  const kinds = KINDS_OF_POOL.get(pool) ?? [];
  let n = 0;
  for (const id of SPACE_IDS) {
    const p = board.spaces[id].pieces;
    for (const k of kinds) n += p[k];
  }
  return n;
}

/** Available pieces of an inventory pool: inventory minus pieces on the map (1.4.1). */
export function available(board: GameBoard, pool: PoolId): number {
  return INVENTORY[pool] - onMap(board, pool);
}

export function availableAll(board: GameBoard): Record<PoolId, number> {
  return Object.fromEntries(POOLS.map((p) => [p, available(board, p)])) as Record<PoolId, number>;
}

export function cashOnMap(board: GameBoard): number {
  return SPACE_IDS.reduce((a, id) => a + board.spaces[id].cash.length, 0);
}

export function availableCash(board: GameBoard): number {
  return INVENTORY.cash - cashOnMap(board);
}

export function controlMap(board: GameBoard): Record<SpaceId, Faction | null> {
  return Object.fromEntries(
    SPACE_IDS.map((id) => [id, controller(id, board.spaces[id])]),
  ) as Record<SpaceId, Faction | null>;
}

export function controlOf(board: GameBoard, id: SpaceId): Faction | null {
  return controller(id, board.spaces[id]);
}

export function totalSupport(board: GameBoard): number {
  return SPACE_IDS.reduce((a, id) => a + supportValue(id, board.spaces[id]), 0);
}

export function totalOpposition(board: GameBoard): number {
  return SPACE_IDS.reduce((a, id) => a + oppositionValue(id, board.spaces[id]), 0);
}

/** Opposition + Bases: Total Opposition plus 26July Bases on the map (1.6.3). */
export function oppositionPlusBases(board: GameBoard): number {
  return totalOpposition(board) + onMap(board, "m26Base");
}

/** DR Pop + Bases: Population Controlled by Directorio plus DR Bases on the map (1.6.3). */
export function drPopPlusBases(board: GameBoard): number {
  let pop = 0;
  for (const id of SPACE_IDS) if (controlOf(board, id) === "DR") pop += SPACE_BY_ID[id].pop;
  return pop + onMap(board, "drBase");
}

export function openCasinos(board: GameBoard): number {
  return SPACE_IDS.reduce((a, id) => a + board.spaces[id].pieces.casinoOpen, 0);
}

export interface Totals {
  totalSupport: number;
  totalOpposition: number;
  oppositionPlusBases: number;
  drPopPlusBases: number;
  openCasinos: number;
}

export function totals(board: GameBoard): Totals {
  return {
    totalSupport: totalSupport(board),
    totalOpposition: totalOpposition(board),
    oppositionPlusBases: oppositionPlusBases(board),
    drPopPlusBases: drPopPlusBases(board),
    openCasinos: openCasinos(board),
  };
}

/** Victory thresholds (7.2): a Faction wins when its measure exceeds these. */
export const VICTORY_THRESHOLD = {
  GOV: 18,
  "26J": 15,
  DR: 9,
  SYN: { casinos: 7, resources: 30 },
} as const;

export function allCitiesAtActiveSupport(board: GameBoard): boolean {
  return SPACE_IDS.filter((id) => SPACE_BY_ID[id].kind === "city").every(
    (id) => board.spaces[id].support === 2,
  );
}

/**
 * Victory margins (7.3). Positive only once the goal is met. The Government margin ignores
 * the all-Cities condition (7.3), while its win at a Propaganda check needs it (7.2).
 */
export function victoryMargins(board: GameBoard): Record<Faction, number> {
  const t = totals(board);
  return {
    GOV: t.totalSupport - VICTORY_THRESHOLD.GOV,
    "26J": t.oppositionPlusBases - VICTORY_THRESHOLD["26J"],
    DR: t.drPopPlusBases - VICTORY_THRESHOLD.DR,
    SYN: Math.min(
      t.openCasinos - VICTORY_THRESHOLD.SYN.casinos,
      board.resources.SYN - VICTORY_THRESHOLD.SYN.resources,
    ),
  };
}

/** Whether a Faction meets its victory condition right now (7.2). */
export function meetsVictory(board: GameBoard, f: Faction): boolean {
  const m = victoryMargins(board)[f];
  if (f === "GOV") return m > 0 && allCitiesAtActiveSupport(board);
  return m > 0;
}

/**
 * Who wins at this Propaganda Victory Phase, if anyone (6.1, 7.2, C8.3).
 * Solitaire (exactly one player Faction against NPs): the player can win only in the final
 * Round; NP Factions at any Round. With two or three players anyone can win at any Round.
 * Several winners: ties go to Non-players, then Syndicate, Directorio, 26July (7.1).
 */
export function propagandaWinner(board: GameBoard, final: boolean): Faction | null {
  const players = (Object.keys(board.roles) as Faction[]).filter(
    (f) => board.roles[f] === "player",
  );
  const solitaire = players.length === 1;
  const candidates = (["GOV", "26J", "DR", "SYN"] as Faction[]).filter((f) => {
    if (!meetsVictory(board, f)) return false;
    if (solitaire && board.roles[f] === "player" && !final) return false;
    return true;
  });
  if (candidates.length === 0) return null;
  return rankByTieOrder(board, candidates, victoryMargins(board))[0];
}

/** Order Factions by margin, breaking ties: Non-players, then SYN, DR, 26J (7.1, 7.3). */
export function rankByTieOrder(
  board: GameBoard,
  factions: Faction[],
  margins: Record<Faction, number>,
): Faction[] {
  const tieRank = (f: Faction) =>
    (board.roles[f] === "np" ? 0 : 10) + ["SYN", "DR", "26J", "GOV"].indexOf(f);
  return [...factions].sort((a, b) => margins[b] - margins[a] || tieRank(a) - tieRank(b));
}

/** Final Campaign: only one Propaganda card left to play (C8.6.5). */
export function isFinalCampaign(board: GameBoard): boolean {
  return board.propagandaLeft <= 1;
}

/** US Alliance as a number: the NP Government Activation Number (C8.5.4) and COIN cost (6.3.1). */
export function usAllianceValue(board: GameBoard): 2 | 3 | 4 {
  return board.usAlliance === "firm" ? 2 : board.usAlliance === "reluctant" ? 3 : 4;
}
