import type { Where } from "@/data/cuba/calixto/event-effects";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { controller, controlPieces, cubes, enemyForces, guerrillas } from "../../board/space";
import { type Faction, type GameBoard, SPACE_IDS, type SpaceId } from "../../types";

/** The spaces an event effect may touch, from its `where` (event-effects.ts vocabulary). */
export function whereSpaces(board: GameBoard, where: Where, executing: Faction): SpaceId[] {
  const pool = where.spaces ?? SPACE_IDS;
  return pool.filter((id) => !where.filter || matches(board, id, where.filter, executing));
}

function matches(
  board: GameBoard,
  id: SpaceId,
  filter: NonNullable<Where["filter"]>,
  executing: Faction,
): boolean {
  const def = SPACE_BY_ID[id];
  const s = board.spaces[id];
  const onLand = def.kind !== "ec";
  switch (filter) {
    case "any":
      return true;
    case "cityOrProvince":
      return onLand;
    case "city":
      return def.kind === "city";
    case "cityNotHavana":
      return def.kind === "city" && id !== "havana";
    case "province":
      return def.kind === "province";
    case "mountain":
      return def.terrain === "mountain";
    case "withTroops":
      return onLand && s.pieces.troop > 0;
    case "provinceWithTroopsOrNext":
      return (
        def.kind === "province" &&
        (s.pieces.troop > 0 ||
          def.adjacent.some(
            (n) => SPACE_BY_ID[n].kind === "province" && board.spaces[n].pieces.troop > 0,
          ))
      );
    case "cityWithCubes":
      return def.kind === "city" && cubes(s) > 0;
    case "withCasino":
      return s.pieces.casinoOpen + s.pieces.casinoClosed > 0;
    case "govControlled":
      return controller(id, s) === "GOV";
    case "noPolice":
      return onLand && s.pieces.police === 0;
    case "withOwnPiece":
      return ownPieces(board, id, executing) > 0;
    case "withOwnAndEnemy":
      return ownPieces(board, id, executing) > 0 && enemyForces(s, executing) > 0;
    case "noGovControl":
      return onLand && controller(id, s) !== "GOV";
    case "nearLasVillas":
      return id === "las-villas" || SPACE_BY_ID["las-villas"].adjacent.includes(id);
    case "withDrGuerrilla":
      return guerrillas(s, "DR") > 0;
    case "with26JPiece":
      return controlPieces(s, "26J") > 0;
  }
}

/** Every piece of a Faction in a space, closed Casinos included (they are Syndicate pieces). */
export function ownPieces(board: GameBoard, id: SpaceId, f: Faction): number {
  const s = board.spaces[id];
  return controlPieces(s, f) + (f === "SYN" ? s.pieces.casinoClosed : 0);
}
