import { OWNER_OF, type PoolId } from "@/data/cuba/pieces";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { available } from "../../board/board";
import {
  allUnderground,
  baseRoom,
  controller,
  enemyForces,
  oppositionValue,
  supportValue,
  vulnerableBases,
} from "../../board/space";
import type { Faction, GameBoard, SpaceId, SpaceState } from "../../types";
import type { BooleanFilterId, FilterId, FilterParams, ScoredFilterId } from "./types";

/**
 * The row filters of the Space Selection Priorities tables (C8.5.6), one named predicate or
 * score per filter id. The acting Faction is always `faction`: "enemy", "own" and "26J/DR" in a
 * row's wording are read from its point of view (C8.5.2 Enemy Forces).
 */

/** Everything a filter may look at for one space. */
interface Here {
  board: GameBoard;
  id: SpaceId;
  s: SpaceState;
  faction: Faction;
  params: FilterParams;
}

const isCityOrProvince = (id: SpaceId) => SPACE_BY_ID[id].kind !== "ec";

function own(h: Here): { underground: number; active: number } {
  const p = h.s.pieces;
  switch (h.faction) {
    case "26J":
      return { underground: p.m26U, active: p.m26A };
    case "DR":
      return { underground: p.drU, active: p.drA };
    case "SYN":
      return { underground: p.synU, active: p.synA };
    case "GOV":
      return { underground: 0, active: 0 };
  }
}

/** The acting Faction's Base pool ("room for an Available ... Base"); SYN builds Casinos. */
const BASE_POOL: Readonly<Record<Faction, PoolId>> = {
  GOV: "govBase",
  "26J": "m26Base",
  DR: "drBase",
  SYN: "casino",
};

/** Room for a Base within stacking (1.4.2) and one Available to place there (1.4.1). */
const baseRoomAvailable = (h: Here) =>
  baseRoom(h.id, h.s) > 0 && available(h.board, BASE_POOL[h.faction]) > 0;

/** Does the acting Faction lack Control of this Province or City (1.7)? */
const lacksControl = (board: GameBoard, id: SpaceId, f: Faction) =>
  isCityOrProvince(id) && controller(id, board.spaces[id]) !== f;

/** Non-Casino Bases and open Casinos of the other Factions (closed Casinos never count). */
function enemyBases(h: Here): number {
  const p = h.s.pieces;
  let n = 0;
  if (h.faction !== "GOV") n += p.govBase;
  if (h.faction !== "26J") n += p.m26Base;
  if (h.faction !== "DR") n += p.drBase;
  if (h.faction !== "SYN") n += p.casinoOpen;
  return n;
}

/** Underground Guerrillas that belong to someone other than the acting Faction. */
function enemyUnderground(h: Here): number {
  return allUnderground(h.s) - own(h).underground;
}

export const BOOLEAN_TESTS: Readonly<Record<BooleanFilterId, (h: Here) => boolean>> = {
  "not-active-support": (h) => h.s.support !== 2,
  "not-active-opposition": (h) => h.s.support !== -2,
  "base-without-police": (h) => h.s.pieces.govBase > 0 && h.s.pieces.police === 0,
  "named-space": (h) => h.id === h.params.space,
  "enemy-underground": (h) => enemyUnderground(h) > 0,
  "enemy-base": (h) => enemyBases(h) > 0,
  "province-base-room": (h) => SPACE_BY_ID[h.id].kind === "province" && baseRoomAvailable(h),
  "few-guerrillas-base-room": (h) => {
    const g = own(h).underground + own(h).active;
    return g >= 1 && g <= 2 && baseRoomAvailable(h);
  },
  "without-own-control": (h) => lacksControl(h.board, h.id, h.faction),
  "adjacent-without-own-control": (h) =>
    SPACE_BY_ID[h.id].adjacent.some((a) => lacksControl(h.board, a, h.faction)),
  city: (h) => SPACE_BY_ID[h.id].kind === "city",
  province: (h) => SPACE_BY_ID[h.id].kind === "province",
  "vulnerable-own-base": (h) => vulnerableBases(h.s).some((v) => v.faction === h.faction),
  "enemy-cash": (h) => h.s.cash.some((holder) => OWNER_OF[holder] !== h.faction),
  "open-casino": (h) => h.s.pieces.casinoOpen > 0,
  "underground-rebel-at-casino": (h) =>
    h.s.pieces.casinoOpen > 0 && h.s.pieces.m26U + h.s.pieces.drU > 0,
  "own-underground": (h) => own(h).underground > 0,
  "controlled-by": (h) =>
    h.params.faction !== undefined && controller(h.id, h.s) === h.params.faction,
  "open-casino-or-cash": (h) => h.s.pieces.casinoOpen > 0 || h.s.cash.length > 0,
};

/**
 * Scores for the comparative rows. "most/highest" keeps the top score among spaces scoring
 * above 0 (C8.5.2: only spaces with Support can have the most Support); "fewest" keeps the
 * lowest score, spaces with none first.
 */
export const SCORES: Readonly<
  Record<ScoredFilterId, { best: "most" | "fewest"; score: (h: Here) => number }>
> = {
  "most-support": { best: "most", score: (h) => supportValue(h.id, h.s) },
  "most-opposition": { best: "most", score: (h) => oppositionValue(h.id, h.s) },
  "most-population": { best: "most", score: (h) => SPACE_BY_ID[h.id].pop },
  "highest-econ": { best: "most", score: (h) => SPACE_BY_ID[h.id].econ },
  "most-own-guerrillas": {
    best: "most",
    score: (h) => own(h).underground + own(h).active,
  },
  "most-own-underground": { best: "most", score: (h) => own(h).underground },
  "fewest-enemy-forces": { best: "fewest", score: (h) => enemyForces(h.s, h.faction) },
};

export function isBooleanFilter(id: FilterId): id is BooleanFilterId {
  return id in BOOLEAN_TESTS;
}

export function isScoredFilter(id: FilterId): id is ScoredFilterId {
  return id in SCORES;
}

/**
 * Apply one row filter to the spaces still in play and return the ones it keeps, in their
 * given order. An empty result means no space meets the row (the narrower then skips it).
 * The final rows ("random", "no-legal-space") keep everything: they are not conditions.
 */
export function applyFilter(
  board: GameBoard,
  faction: Faction,
  spaces: readonly SpaceId[],
  filter: FilterId,
  params: FilterParams = {},
): SpaceId[] {
  const here = (id: SpaceId): Here => ({ board, id, s: board.spaces[id], faction, params });
  if (isBooleanFilter(filter)) {
    const test = BOOLEAN_TESTS[filter];
    return spaces.filter((id) => test(here(id)));
  }
  if (isScoredFilter(filter)) {
    const { best, score } = SCORES[filter];
    const scored = spaces.map((id) => ({ id, v: score(here(id)) }));
    const eligible = best === "most" ? scored.filter((x) => x.v > 0) : scored;
    if (eligible.length === 0) return [];
    const target =
      best === "most"
        ? Math.max(...eligible.map((x) => x.v))
        : Math.min(...eligible.map((x) => x.v));
    return eligible.filter((x) => x.v === target).map((x) => x.id);
  }
  return [...spaces];
}
