import type { BoardTest, SpaceTest } from "./predicate";

/**
 * Card-specific space tests (a step's `where.test`) and board tests (a step's `onlyIf`) for
 * cards 01 to 12. Names start with the card number, e.g. "14-westernmost".
 */
export const SPACE_TESTS_01_12: Readonly<Record<string, SpaceTest>> = {};
export const BOARD_TESTS_01_12: Readonly<Record<string, BoardTest>> = {};
