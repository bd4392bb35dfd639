import type { BoardTest, SpaceTest } from "../filters";

/**
 * Card-specific space tests (a step's `where.test`) and board tests (a step's `onlyIf`) for
 * cards 37 to 48. Names start with the card number, e.g. "14-westernmost".
 */
export const SPACE_TESTS_37_48: Readonly<Record<string, SpaceTest>> = {};
export const BOARD_TESTS_37_48: Readonly<Record<string, BoardTest>> = {};
