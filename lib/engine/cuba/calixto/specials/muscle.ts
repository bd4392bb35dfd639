import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { controlOf } from "../../board/board";
import { movePieces } from "../../board/changes";
import { guerrillas } from "../../board/space";
import { type GameBoard, SPACE_IDS, type SpaceId } from "../../types";
import { piecesIn, rankPieces } from "../piece-priorities";
import { muscleOriginColumn as priorityMuscleColumn } from "../priorities";
import { accompaniesOk, isCity, isEc } from "../procedures/context";
import { defineLine, fixed } from "../procedures/define";
import { askSpace } from "../procedures/run";
import type { reading } from "../scope";
import type { ColumnId } from "../types";

/**
 * NP Syndicate Muscle (4.5.3, C8.7.7), with Rally, March or Construct: one destination with an
 * open Casino, or an EC, chosen by the Muscle Destination column; move 2 Government cubes there,
 * Police into a City, Troops into a Province or EC, one at a time, taking each from:
 *  ① ECs with Syndicate Guerrillas (Police, so only for a City destination),
 *  ② spaces with open Casinos and Government Control,
 *  ③ any space, chosen by a column.
 * Column for the origins: CONFLICT (reference 5.5). The card and C8.9 card 4 say Remove (needs
 * the "fewest enemy forces" row in the Syndicate RR column; recommended); C8.7.7 read literally
 * says the Muscle Destination column. One switch for both readings: the priorities table's
 * conflict id (MUSCLE_ORIGIN_COLUMN), so the dot and the column choice can never disagree. Origins ① and ② have no
 * bold column on the card: we use the same column to break their ties (INF).
 */
export const MUSCLE_ORIGIN_COLUMN = "SYN-row12-columns";

export function muscleOriginColumn(options: Parameters<typeof reading>[0]): ColumnId {
  return priorityMuscleColumn(options);
}

const cubeFor = (dest: SpaceId) => (isCity(dest) ? "police" : "troop");

/** The card's origins ①②③ in words (C8.7.7). */
const ORIGIN = [
  "",
  "an EC with Syndicate Guerrillas",
  "a space with an open Casino and Government Control",
  "any space",
] as const;

/** Origins for the next cube, by the first group that has any (C8.7.7 order). */
export function muscleOrigins(
  board: GameBoard,
  dest: SpaceId,
): { group: number; spaces: SpaceId[] } {
  const kind = cubeFor(dest);
  const has = (id: SpaceId) => id !== dest && board.spaces[id].pieces[kind] > 0;
  const groups: SpaceId[][] = [
    kind === "police"
      ? SPACE_IDS.filter((id) => isEc(id) && guerrillas(board.spaces[id], "SYN") > 0 && has(id))
      : [],
    SPACE_IDS.filter(
      (id) => board.spaces[id].pieces.casinoOpen > 0 && controlOf(board, id) === "GOV" && has(id),
    ),
    SPACE_IDS.filter(has),
  ];
  const i = groups.findIndex((g) => g.length > 0);
  return i < 0 ? { group: 0, spaces: [] } : { group: i + 1, spaces: groups[i] };
}

export const muscle = defineLine({
  id: "muscle",
  label: "Muscle",
  rule: "4.5.3, C8.7.7",
  column: fixed("MUS"),
  maxSpaces: 1,
  // The card's origins ①②③ are the order `muscleOrigins` takes cubes in, not separate steps.
  ownsSubLines: true,
  allowed: (board, space, ctx) =>
    ctx.faction === "SYN" &&
    accompaniesOk("muscle", ctx) &&
    (isEc(space) || board.spaces[space].pieces.casinoOpen > 0) &&
    muscleOrigins(board, space).spaces.length > 0,
  run: function* (w, space, ctx) {
    const kind = cubeFor(space);
    const column = muscleOriginColumn(ctx.options);
    for (let i = 0; i < 2; i++) {
      const { group, spaces } = muscleOrigins(w.board, space);
      if (spaces.length === 0) break;
      const from = yield* askSpace(
        column,
        spaces,
        `Muscle: where cube ${i + 1} comes from (${ORIGIN[group]})`,
        w.board,
      );
      const s = w.board.spaces[from];
      // Enemy pieces moved: top-down Piece Priorities, a Cash holder first for the Syndicate.
      const [ref] = rankPieces(w.board, from, piecesIn(s, [kind]), "enemy", {
        acting: "SYN",
        options: ctx.options,
      });
      // The origin group is the entry's numbered line that acts for this cube.
      const at = ctx.at && "list" in ctx.at ? { ...ctx.at, step: group } : undefined;
      w.note(
        `Muscle: cube ${i + 1} from ${SPACE_BY_ID[from].name} (origin: ${ORIGIN[group]})`,
        "C8.7.7",
        at,
      );
      w.apply(movePieces(w.board, from, space, kind, 1, ref.cash));
    }
  },
});
