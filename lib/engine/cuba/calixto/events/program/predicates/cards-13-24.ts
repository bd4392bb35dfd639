import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { controlPieces } from "../../../../board/space";
import { type GameBoard, SPACE_IDS, type SpaceId } from "../../../../types";
import type { BoardTest, SpaceTest } from "./predicate";

/**
 * Card-specific space tests (a step's `where.test`) and board tests (a step's `onlyIf`) for
 * cards 13 to 24. Names start with the card number, e.g. "14-westernmost".
 */

/** The Event Instructions steer only an NP (C8.5.5); a player reads the card alone. */
const np = (b: GameBoard, f: keyof GameBoard["roles"]) => b.roles[f] === "np";

/** #21 EI (26J): a City with a 26J piece and no Opposition, when there is one (ref §3.6). */
const fangioPreferred = (b: GameBoard, id: SpaceId) =>
  SPACE_BY_ID[id].kind === "city" &&
  controlPieces(b.spaces[id], "26J") > 0 &&
  b.spaces[id].support >= 0;

/** #24: Sierra Maestra or a space adjacent to it (the card), land only (ECs have no Support). */
const nearSierra = (id: SpaceId) =>
  SPACE_BY_ID[id].kind !== "ec" &&
  (id === "sierra-maestra" || SPACE_BY_ID["sierra-maestra"].adjacent.includes(id));

export const SPACE_TESTS_13_24: Readonly<Record<string, SpaceTest>> = {
  "21-city": (b, id, actor) => {
    if (SPACE_BY_ID[id].kind !== "city") return false;
    if (actor !== "26J" || !np(b, actor)) return true;
    return fangioPreferred(b, id) || !SPACE_IDS.some((c) => fangioPreferred(b, c));
  },
  "24-sierra-or-next": (b, id, actor) => {
    if (!nearSierra(id)) return false;
    // EI (26J): prefer a space with Support (ref §3.6).
    if (actor !== "26J" || !np(b, actor)) return true;
    const withSupport = (s: SpaceId) => b.spaces[s].support > 0;
    return withSupport(id) || !SPACE_IDS.some((s) => nearSierra(s) && withSupport(s));
  },
};

export const BOARD_TESTS_13_24: Readonly<Record<string, BoardTest>> = {
  /** #15 EI: an NP 26J puts 1 Guerrilla in each of 3 different spaces; a player anywhere. */
  "15-np": (b, actor) => np(b, actor),
  "15-player": (b, actor) => !np(b, actor),
};
