import { MOVE_PRIORITIES, type MovePriorities } from "@/data/cuba/calixto/move-priorities";
import type { Faction, GameBoard, SpaceId } from "../../types";
import { grantOrigins } from "../grant-terms";
import { DEFAULT_OPTIONS, type RuleOptions } from "../scope";
import { keepInOrigin } from "./keep";
import { originsInReach } from "./reach";
import type { Movement } from "./types";

/**
 * Step B (C8.5.7): the origin within reach of the destination with the most moveable pieces,
 * never a space already chosen as a destination (C8.9/c1) nor one already used for this
 * destination, and only among the origins a granting Event allows (grant-terms.ts). Several with the most: a random pick (C8.2.1), asked for as a tie-break.
 */
export interface OriginOption {
  space: SpaceId;
  moveable: number;
}

export type OriginChoice =
  | { kind: "none"; options: OriginOption[] }
  | { kind: "origin"; origin: SpaceId; options: OriginOption[] }
  | { kind: "tie"; among: SpaceId[]; options: OriginOption[] };

export function originOptions(
  board: GameBoard,
  f: Faction,
  movement: Movement,
  destination: SpaceId,
  excluded: readonly SpaceId[],
  options: RuleOptions = DEFAULT_OPTIONS,
  table: MovePriorities = options.data?.moves ?? MOVE_PRIORITIES,
): OriginOption[] {
  // An Event may say where the pieces come from ("out of that space", "in place"; 5.1).
  return grantOrigins(options, originsInReach(board, f, movement, destination))
    .filter((s) => !excluded.includes(s))
    .map((space) => ({
      space,
      moveable: keepInOrigin(board, f, space, movement, options, table).moveable.length,
    }))
    .filter((o) => o.moveable > 0);
}

export function chooseOrigin(
  board: GameBoard,
  f: Faction,
  movement: Movement,
  destination: SpaceId,
  excluded: readonly SpaceId[],
  options: RuleOptions = DEFAULT_OPTIONS,
  table: MovePriorities = options.data?.moves ?? MOVE_PRIORITIES,
): OriginChoice {
  const opts = originOptions(board, f, movement, destination, excluded, options, table);
  if (opts.length === 0) return { kind: "none", options: opts };
  const most = Math.max(...opts.map((o) => o.moveable));
  const top = opts.filter((o) => o.moveable === most).map((o) => o.space);
  if (top.length === 1) return { kind: "origin", origin: top[0], options: opts };
  return { kind: "tie", among: top, options: opts };
}
