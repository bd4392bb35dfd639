import { MOVE_PRIORITIES, type MovePriorities } from "@/data/cuba/calixto/move-priorities";
import type { Faction, GameBoard, SpaceId } from "../../types";
import { grantOrigins, movesAllFrom } from "../grant-terms";
import { DEFAULT_OPTIONS, type RuleOptions } from "../scope";
import { planGet } from "./get";
import { keepInOrigin } from "./keep";
import { capOf } from "./kinds";
import { isDestinationFor, originsInReach } from "./reach";
import { stepC } from "./step-c";
import type { Movement } from "./types";

/**
 * Whether the move loop would move anything into a destination (C8.5.7: a destination that
 * would receive nothing is passed over without an Activation roll; C8.9/c1: La Habana). It
 * follows the loop: Step B takes the origin with most moveable pieces; if that one sends nothing,
 * Step C (judged on the unchanged board) either ends the destination or tries the others. G11's
 * die is never needed here: whenever it would be rolled, at least one piece moves.
 */
export function wouldMove(
  board: GameBoard,
  f: Faction,
  movement: Movement,
  destination: SpaceId,
  excluded: readonly SpaceId[],
  options: RuleOptions = DEFAULT_OPTIONS,
  table: MovePriorities = options.data?.moves ?? MOVE_PRIORITIES,
): boolean {
  if (!isDestinationFor(movement, destination)) return false;
  const origins = grantOrigins(options, originsInReach(board, f, movement, destination))
    .filter((o) => !excluded.includes(o))
    .map((o) => keepInOrigin(board, f, o, movement, options, table))
    .filter((k) => k.moveable.length > 0);
  if (origins.length === 0) return false;
  const sends = (moveable: (typeof origins)[number]["moveable"], origin: SpaceId) => {
    if (movesAllFrom(options, origin)) return moveable.length > 0;
    const ctx = { roll: null, extraMoved: 0, capLeft: capOf(movement), options, table };
    const plan = planGet(board, f, destination, moveable, ctx);
    return plan.kind === "needDice" || plan.take.length > 0;
  };
  const most = Math.max(...origins.map((k) => k.moveable.length));
  // Tied first origins are a random pick: the destination counts if any of them would send pieces.
  if (origins.some((k) => k.moveable.length === most && sends(k.moveable, k.origin))) return true;
  if (stepC(board, f, movement, destination, table).goTo === "A") return false;
  return origins.some((k) => sends(k.moveable, k.origin));
}
