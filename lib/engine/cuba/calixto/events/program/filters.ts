import { SPACE_BY_ID } from "@/data/cuba/spaces";
import {
  cashOf,
  controller,
  controlPieces,
  cubes,
  enemyForces,
  guerrillas,
  underground,
} from "../../../board/space";
import { type Faction, type GameBoard, SPACE_IDS, type SpaceId } from "../../../types";
import { BOARD_TESTS_01_12, SPACE_TESTS_01_12 } from "./predicates/cards-01-12";
import { BOARD_TESTS_13_24, SPACE_TESTS_13_24 } from "./predicates/cards-13-24";
import { BOARD_TESTS_25_36, SPACE_TESTS_25_36 } from "./predicates/cards-25-36";
import { BOARD_TESTS_37_48, SPACE_TESTS_37_48 } from "./predicates/cards-37-48";
import type { BoardTest, SpaceTest } from "./predicates/predicate";
import type { FilterId, Scope } from "./types";

/**
 * The named space tests of the Event vocabulary (types.ts FilterId) and the scope of a step:
 * which spaces an Event effect may touch before legality and effectiveness are checked.
 */
// What a space or board predicate is (predicates/predicate.ts), below this file and the
// card-specific predicates it gathers (predicates/cards-*.ts).
export type { BoardTest, SpaceTest } from "./predicates/predicate";

type Test = SpaceTest;

const land = (id: SpaceId) => SPACE_BY_ID[id].kind !== "ec";
const own = (b: GameBoard, id: SpaceId, f: Faction) =>
  controlPieces(b.spaces[id], f) + (f === "SYN" ? b.spaces[id].pieces.casinoClosed : 0);

export const FILTERS: Readonly<Record<FilterId, Test>> = {
  city: (_b, id) => SPACE_BY_ID[id].kind === "city",
  province: (_b, id) => SPACE_BY_ID[id].kind === "province",
  ec: (_b, id) => SPACE_BY_ID[id].kind === "ec",
  land: (_b, id) => land(id),
  cityNotHavana: (_b, id) => SPACE_BY_ID[id].kind === "city" && id !== "havana",
  mountain: (_b, id) => SPACE_BY_ID[id].terrain === "mountain",
  forest: (_b, id) => SPACE_BY_ID[id].terrain === "forest",
  grassland: (_b, id) => SPACE_BY_ID[id].terrain === "grassland",
  withTroops: (b, id) => b.spaces[id].pieces.troop > 0,
  withPolice: (b, id) => b.spaces[id].pieces.police > 0,
  withCubes: (b, id) => cubes(b.spaces[id]) > 0,
  noPolice: (b, id) => b.spaces[id].pieces.police === 0,
  withCasino: (b, id) => b.spaces[id].pieces.casinoOpen + b.spaces[id].pieces.casinoClosed > 0,
  withOpenCasino: (b, id) => b.spaces[id].pieces.casinoOpen > 0,
  withClosedCasino: (b, id) => b.spaces[id].pieces.casinoClosed > 0,
  govControl: (b, id) => controller(id, b.spaces[id]) === "GOV",
  noGovControl: (b, id) => land(id) && controller(id, b.spaces[id]) !== "GOV",
  withOwnPiece: (b, id, f) => own(b, id, f) > 0,
  withOwnGuerrilla: (b, id, f) => f !== "GOV" && guerrillas(b.spaces[id], f) > 0,
  withOwnBase: (b, id, f) => {
    const p = b.spaces[id].pieces;
    return (f === "GOV" ? p.govBase : f === "26J" ? p.m26Base : f === "DR" ? p.drBase : 0) > 0;
  },
  withEnemy: (b, id, f) => enemyForces(b.spaces[id], f) > 0,
  support: (b, id) => land(id) && b.spaces[id].support > 0,
  opposition: (b, id) => land(id) && b.spaces[id].support < 0,
  neutral: (b, id) => land(id) && b.spaces[id].support === 0,
  notActiveSupport: (b, id) => land(id) && b.spaces[id].support < 2,
  notActiveOpposition: (b, id) => land(id) && b.spaces[id].support > -2,
  pop1Plus: (_b, id) => SPACE_BY_ID[id].pop >= 1,
  pop2Plus: (_b, id) => SPACE_BY_ID[id].pop >= 2,
  withTerror: (b, id) => b.spaces[id].terror > 0,
  noTerror: (b, id) => b.spaces[id].terror === 0,
  withSabotage: (b, id) => b.spaces[id].sabotage,
  noSabotage: (b, id) => SPACE_BY_ID[id].kind === "ec" && !b.spaces[id].sabotage,
  with26JPiece: (b, id) => controlPieces(b.spaces[id], "26J") > 0,
  withDRPiece: (b, id) => controlPieces(b.spaces[id], "DR") > 0,
  withSYNPiece: (b, id) => own(b, id, "SYN") > 0,
  with26JGuerrilla: (b, id) => guerrillas(b.spaces[id], "26J") > 0,
  withDRGuerrilla: (b, id) => guerrillas(b.spaces[id], "DR") > 0,
  withSYNGuerrilla: (b, id) => guerrillas(b.spaces[id], "SYN") > 0,
  with26JBase: (b, id) => b.spaces[id].pieces.m26Base > 0,
  withDRBase: (b, id) => b.spaces[id].pieces.drBase > 0,
  withGovBase: (b, id) => b.spaces[id].pieces.govBase > 0,
  withUnderground26J: (b, id) => underground(b.spaces[id], "26J") > 0,
  withUndergroundDR: (b, id) => underground(b.spaces[id], "DR") > 0,
  withUndergroundSYN: (b, id) => underground(b.spaces[id], "SYN") > 0,
  nearLasVillas: (_b, id) => id === "las-villas" || SPACE_BY_ID["las-villas"].adjacent.includes(id),
  provinceWithTroopsOrNext: (b, id) =>
    SPACE_BY_ID[id].kind === "province" &&
    (b.spaces[id].pieces.troop > 0 ||
      SPACE_BY_ID[id].adjacent.some(
        (n) => SPACE_BY_ID[n].kind === "province" && b.spaces[n].pieces.troop > 0,
      )),
};

/** The spaces a step's scope allows, before legality and effectiveness (marks: earlier choices). */
export function scopeSpaces(
  board: GameBoard,
  scope: Scope,
  actor: Faction,
  marks: Readonly<Record<string, readonly SpaceId[]>>,
): SpaceId[] {
  const tests = scope.filter === undefined ? [] : ([] as FilterId[]).concat(scope.filter);
  return SPACE_IDS.filter((id) => {
    if (scope.spaces && !scope.spaces.includes(id)) return false;
    if (scope.at && !(marks[scope.at] ?? []).includes(id)) return false;
    if (scope.notAt && (marks[scope.notAt] ?? []).includes(id)) return false;
    if (
      scope.adjacentTo &&
      !(marks[scope.adjacentTo] ?? []).some((m) => SPACE_BY_ID[m].adjacent.includes(id))
    )
      return false;
    if (scope.test && !(CUSTOM_SPACE_TESTS[scope.test]?.(board, id, actor) ?? false)) return false;
    return tests.every((t) => FILTERS[t](board, id, actor));
  });
}

/** Whole-board tests for a step's `onlyIf` (card conditions such as "if Havana has Troops"). */
export const BOARD_TESTS: Readonly<Record<string, BoardTest>> = {
  always: () => true,
  actorHasCash: (b, f) => SPACE_IDS.some((id) => cashOf(b.spaces[id], f) > 0),
  govIsPlayer: (b) => b.roles.GOV === "player",
  ...BOARD_TESTS_01_12,
  ...BOARD_TESTS_13_24,
  ...BOARD_TESTS_25_36,
  ...BOARD_TESTS_37_48,
};

const CUSTOM_SPACE_TESTS: Readonly<Record<string, SpaceTest>> = {
  ...SPACE_TESTS_01_12,
  ...SPACE_TESTS_13_24,
  ...SPACE_TESTS_25_36,
  ...SPACE_TESTS_37_48,
};
