import type { Faction, GameBoard, SpaceId } from "../../../../types";

/**
 * Space and board predicates of the Event programs: a space test keeps the spaces a step may touch
 * (a step's `where`), a board test decides whether a step happens at all (a step's `onlyIf`).
 * The named ones are in ../filters.ts, the card-specific ones in ./cards-*.ts.
 */
export type SpaceTest = (board: GameBoard, id: SpaceId, actor: Faction) => boolean;
export type BoardTest = (board: GameBoard, actor: Faction) => boolean;
