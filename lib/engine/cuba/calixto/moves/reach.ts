import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { type Faction, type GameBoard, SPACE_IDS, type SpaceId } from "../../types";
import { morganReach } from "./kinds";
import type { Movement } from "./types";

/**
 * Within reach (C8.5.2 term): the spaces whose pieces could move to a destination during the
 * movement, and the spaces a movement may take as destination. Base rules: Sweep moves Troops
 * from adjacent spaces into Cities or Provinces (3.2.3); Garrison moves cubes from anywhere to
 * ECs or Cities (3.2.2); March moves Guerrillas from adjacent spaces, up to two spaces away for
 * NP DR with Morgan (C8.6.3); Transport moves Troops from a City or a space with a GOV Base to
 * any one other space (4.2.1).
 */

export function isDestinationFor(movement: Movement, space: SpaceId): boolean {
  const kind = SPACE_BY_ID[space].kind;
  if (movement === "sweep") return kind !== "ec";
  if (movement === "garrison") return kind !== "province";
  return true;
}

/** Spaces at most `steps` moves away (not counting the space itself). Bounded by the map. */
export function spacesWithin(space: SpaceId, steps: number): SpaceId[] {
  const seen = new Set<SpaceId>([space]);
  let frontier: SpaceId[] = [space];
  for (let d = 0; d < steps; d++) {
    const next: SpaceId[] = [];
    for (const s of frontier) {
      for (const a of SPACE_BY_ID[s].adjacent) {
        if (!seen.has(a)) {
          seen.add(a);
          next.push(a);
        }
      }
    }
    frontier = next;
  }
  seen.delete(space);
  return SPACE_IDS.filter((id) => seen.has(id));
}

/** Whether a space can be a Transport origin: a City or a space with a Government Base (4.2.1). */
export function transportOrigin(board: GameBoard, space: SpaceId): boolean {
  return SPACE_BY_ID[space].kind === "city" || board.spaces[space].pieces.govBase > 0;
}

/** Origins within reach of a destination, in map order, before any exclusion (C8.5.7 Step B). */
export function originsInReach(
  board: GameBoard,
  f: Faction,
  movement: Movement,
  destination: SpaceId,
): SpaceId[] {
  switch (movement) {
    case "sweep":
      return spacesWithin(destination, 1);
    case "march":
      return spacesWithin(destination, morganReach(board, f) ? 2 : 1);
    case "garrison":
      return SPACE_IDS.filter((id) => id !== destination);
    case "transport":
      return SPACE_IDS.filter((id) => id !== destination && transportOrigin(board, id));
  }
}

/** Whether pieces in `origin` could make this movement at all (for moveable counts). */
export function canMoveFrom(board: GameBoard, movement: Movement, origin: SpaceId): boolean {
  return movement !== "transport" || transportOrigin(board, origin);
}
