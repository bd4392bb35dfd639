import { usAllianceValue } from "../board/board";
import type { OperationKind } from "../calixto/types";
import type { GameBoard, SpaceId } from "../types";
import { isEc } from "./pieces";

/**
 * What an Operation costs (3.1): COIN Operations 2, 3 or 4 Resources per space by the US
 * Alliance (6.3.1; Garrison that much in all, 3.2.2); Insurgents 1 per space (Rally, Attack),
 * 1 per City or Province (March destinations, Terror; ECs cost 0); Construct 5 per space and
 * never free (3.3.5). A free Operation costs nothing else (3.1.2).
 */
export function spaceCost(
  board: GameBoard,
  operation: OperationKind,
  space: SpaceId,
  free: boolean,
): number {
  if (operation === "construct") return 5;
  if (free) return 0;
  switch (operation) {
    case "train":
    case "sweep":
    case "assault":
      return usAllianceValue(board);
    case "garrison":
      return 0; // paid once for the whole Operation (garrisonCost)
    case "rally":
    case "attack":
      return 1;
    case "march":
    case "terror":
      return isEc(space) ? 0 : 1;
  }
}

/** Garrison's cost: once, whatever the spaces (3.2.2). */
export const garrisonCost = (board: GameBoard, free: boolean) =>
  free ? 0 : usAllianceValue(board);

/** Civic Action: 4 Resources per Terror removed or level shifted, even in a free Train (6.3.2). */
export const CIVIC_ACTION_STEP = 4;

/** Bribe: the one SA with a Resource cost (4.5.4). */
export const BRIBE_COST = 3;
