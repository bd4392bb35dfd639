import type { BoardTest, SpaceTest } from "../filters";

/**
 * Card-specific space tests (a step's `where.test`) and board tests (a step's `onlyIf`) for
 * cards 25 to 36. Names start with the card number, e.g. "14-westernmost".
 */
export const SPACE_TESTS_25_36: Readonly<Record<string, SpaceTest>> = {};
export const BOARD_TESTS_25_36: Readonly<Record<string, BoardTest>> = {};
