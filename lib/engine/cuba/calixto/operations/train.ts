import { available, controlOf } from "../../board/board";
import { placePieces, removePieces, removeTerror, setSupport } from "../../board/changes";
import { baseRoom, cubes } from "../../board/space";
import type { GameBoard, SpaceId, SupportLevel } from "../../types";
import { govPlacementOrder, piecesIn, rankPieces } from "../piece-priorities";
import { freeCash } from "../procedures/cash";
import { isCity, isEc, isProvince } from "../procedures/context";
import { defineLine, fixed } from "../procedures/define";
import { askDice } from "../procedures/run";

/**
 * NP Government Train (3.2.1, C8.6.4).
 * ① Place Cubes: only in a City or a Province with a GOV Base, only where exactly 4 cubes can be
 *    placed, alternating Police and Troops, Police first (Piece Priorities row 5). When one kind
 *    runs out the other fills the set (INF: 3.2.1 allows any mix of Available cubes).
 * ★ Place Base: replace 2 cubes, 1 Police + 1 Troop if possible, with a GOV Base in a Province
 *    without one (card wording), within stacking (1.4.2).
 * ★ Civic Action: a GOV-Controlled City or Province with Troops and Police (6.3.2); remove Terror,
 *    then shift toward Active Support, 1d3 steps in all. NP Government pays nothing (C8.2.1).
 * The starred lines may use a space not selected for Train unless the Operation is Limited.
 */

const cubesAvailable = (b: GameBoard) => available(b, "troop") + available(b, "police");

export const trainPlaceCubes = defineLine({
  id: "trainPlaceCubes",
  label: "Train: place 4 cubes",
  rule: "3.2.1, C8.6.4",
  column: fixed("PC"),
  allowed: (board, space, ctx) =>
    ctx.faction === "GOV" &&
    (isCity(space) || (isProvince(space) && board.spaces[space].pieces.govBase > 0)) &&
    cubesAvailable(board) >= 4,
  run(w, space) {
    const placed = { police: 0, troop: 0 };
    for (const want of govPlacementOrder(4)) {
      const other = want === "police" ? "troop" : "police";
      const kind = available(w.board, want) - placed[want] > 0 ? want : other;
      placed[kind]++;
    }
    if (placed.police) w.apply(placePieces(w.board, space, "police", placed.police));
    if (placed.troop) w.apply(placePieces(w.board, space, "troop", placed.troop));
    w.note("Cubes placed one at a time, alternating Police and Troops", "C8.6.4, C8.5.8");
  },
});

export const trainPlaceBase = defineLine({
  id: "trainPlaceBase",
  label: "Train: place a Government Base",
  rule: "3.2.1, C8.6.4",
  column: fixed("PB"),
  maxSpaces: 1,
  mayReuseSelected: true,
  allowed: (board, space, ctx) => {
    const s = board.spaces[space];
    return (
      ctx.faction === "GOV" &&
      isProvince(space) &&
      s.pieces.govBase === 0 &&
      baseRoom(space, s) > 0 &&
      available(board, "govBase") > 0 &&
      cubes(s) >= 2
    );
  },
  run: function* (w, space, ctx) {
    const p = w.board.spaces[space].pieces;
    const kinds: ("police" | "troop")[] =
      p.police > 0 && p.troop > 0
        ? ["police", "troop"]
        : p.police >= 2
          ? ["police", "police"]
          : ["troop", "troop"];
    for (const kind of kinds) {
      // Friendly pieces removed: bottom-up, so a cube without Cash goes first (C8.5.8).
      const s = w.board.spaces[space];
      const [ref] = rankPieces(w.board, space, piecesIn(s, [kind]), "removeFriendly", {
        acting: "GOV",
        options: ctx.options,
      });
      w.apply(removePieces(w.board, space, kind, 1, ref.cash));
      // Each marker the cube held is handed off on its own (4.5.2, C8.2.1).
      for (let c = 0; c < ref.cash; c++) yield* freeCash(w, space, "GOV", { kind: "none" });
    }
    w.apply(placePieces(w.board, space, "govBase", 1));
  },
});

/** Terror markers plus shifts still possible toward Active Support. */
const civicSteps = (b: GameBoard, id: SpaceId) => b.spaces[id].terror + (2 - b.spaces[id].support);

export const trainCivicAction = defineLine({
  id: "trainCivicAction",
  label: "Train: Civic Action",
  rule: "3.2.1, 6.3.2, C8.6.4",
  column: fixed("STAS"),
  maxSpaces: 1,
  mayReuseSelected: true,
  allowed: (board, space, ctx) => {
    const s = board.spaces[space];
    return (
      ctx.faction === "GOV" &&
      !isEc(space) &&
      controlOf(board, space) === "GOV" &&
      s.pieces.troop > 0 &&
      s.pieces.police > 0 &&
      civicSteps(board, space) > 0
    );
  },
  run: function* (w, space) {
    const needed = civicSteps(w.board, space);
    // A die whose result cannot matter is not rolled (C8.2.1): 1d3 is at least 1.
    const steps =
      needed <= 1 ? 1 : yield* askDice("1d3", "Civic Action steps (Train)", "GOV", "C8.6.4");
    w.note(`Up to ${steps} Terror removals and shifts`, "C8.6.4");
    for (let i = 0; i < steps; i++) {
      const s = w.board.spaces[space];
      if (s.terror > 0) w.apply(removeTerror(w.board, space));
      else if (s.support < 2) w.apply(setSupport(w.board, space, (s.support + 1) as SupportLevel));
      else break;
    }
  },
});
