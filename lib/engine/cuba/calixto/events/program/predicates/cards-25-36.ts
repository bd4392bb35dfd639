import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { controlPieces } from "../../../../board/space";
import { type GameBoard, SPACE_IDS, type SpaceId } from "../../../../types";
import type { BoardTest, SpaceTest } from "./predicate";

/**
 * Card-specific space tests (a step's `where.test`) and board tests (a step's `onlyIf`) for
 * cards 25 to 36. Names start with the card number, e.g. "14-westernmost".
 */

/** Spaces from Havana, counted along adjacencies (Havana itself 0; ECs are spaces too, 1.3). */
function distancesFromHavana(): Record<SpaceId, number> {
  const d = { havana: 0 } as Record<SpaceId, number>;
  const queue: SpaceId[] = ["havana"];
  while (queue.length) {
    const at = queue.shift() as SpaceId;
    for (const n of SPACE_BY_ID[at].adjacent)
      if (d[n] === undefined) {
        d[n] = d[at] + 1;
        queue.push(n);
      }
  }
  return d;
}
const FROM_HAVANA = distancesFromHavana();
const hasDR = (b: GameBoard, id: SpaceId) => controlPieces(b.spaces[id], "DR") > 0;

export const SPACE_TESTS_25_36: Readonly<Record<string, SpaceTest>> = {
  /** #27 shaded: a space holding the DR piece(s) nearest Havana. */
  "27-nearestDR": (b, id) => {
    if (!hasDR(b, id)) return false;
    const nearest = Math.min(...SPACE_IDS.filter((s) => hasDR(b, s)).map((s) => FROM_HAVANA[s]));
    return FROM_HAVANA[id] === nearest;
  },
};

export const BOARD_TESTS_25_36: Readonly<Record<string, BoardTest>> = {
  /**
   * #29 shaded: replacing with a 26July counterpart places a 26July piece, which an NP other
   * than 26July never does when it may remove instead (C8.5.5); a player may choose either.
   */
  "29-mayReplace": (b, f) => f === "26J" || b.roles[f] === "player",
};
