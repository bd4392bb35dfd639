import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { controlOf } from "../../board/board";
import { type Insurgent, SPACE_IDS } from "../../types";
import { keepInOrigin, moveableCount, originsInReach } from "../moves";
import { answer, type ConditionDef, enumOf, nameOf, num, plural } from "./define";

/**
 * Questions about "moveable" Guerrillas (GG, J, DD, FF, NN): pieces a March could take from a
 * space that the Move Priorities keep rules leave free (C8.9/c4, C8.5.7; the keep rules and
 * Morgan's reach live in ../moves). Counted per space.
 */

/**
 * GG, J, DD, FF: a space with `min`+ moveable Guerrillas of the Faction, adjacent to a City or
 * Province the Faction does not Control (C8.9/c4 Sierra Maestra next to Santiago; c6 Oriente
 * next to Camagüey Province). "Adjacent" is read as the March's own reach (`originsInReach`,
 * the function the move loop uses): next door, or up to two spaces for NP DR with Morgan
 * (Capability #28, C8.6.3 back page), so the question sees every destination the March could take.
 */
const moveableAdjacentToUncontrolled: ConditionDef = {
  id: "moveableAdjacentToUncontrolled",
  rule: "C8.9/c4, c6; C8.5.7 keep; C8.6.3 Morgan",
  params: { faction: enumOf(["26J", "DR", "SYN"]), min: num() },
  evaluate: (board, p, ctx) => {
    const f = p.faction as Insurgent;
    const min = p.min as number;
    const evidence: string[] = [];
    for (const origin of SPACE_IDS) {
      const free = moveableCount(board, f, origin, "march", ctx.options);
      if (free < min) continue;
      const open = SPACE_IDS.filter(
        (a) =>
          SPACE_BY_ID[a].kind !== "ec" &&
          controlOf(board, a) !== f &&
          originsInReach(board, f, "march", a).includes(origin),
      );
      if (open.length === 0) continue;
      const far = open.some((a) => !SPACE_BY_ID[origin].adjacent.includes(a));
      evidence.push(
        `${nameOf(origin)}: ${plural(free, `moveable ${f} Guerrilla`)}, ${far ? "within March reach of" : "next to"} ${open.map(nameOf).join(", ")}`,
      );
    }
    return evidence.length
      ? answer(true, evidence)
      : answer(false, [
          `no space has ${min}+ moveable ${f} Guerrillas next to a space without ${f} Control`,
        ]);
  },
};

/** NN: a Syndicate Guerrilla holding Cash that the keep rules leave free to March. */
const moveableWithCash: ConditionDef = {
  id: "moveableWithCash",
  rule: "ref 1.6 NN; C8.5.7 keep",
  params: { faction: enumOf(["26J", "DR", "SYN"]) },
  evaluate: (board, p, ctx) => {
    const f = p.faction as Insurgent;
    const evidence: string[] = [];
    for (const origin of SPACE_IDS) {
      if (board.spaces[origin].cash.length === 0) continue;
      const free = keepInOrigin(board, f, origin, "march", ctx.options).moveable;
      const withCash = free.filter((piece) => piece.cash > 0).length;
      if (withCash > 0)
        evidence.push(
          `${nameOf(origin)}: ${plural(withCash, `moveable ${f} Guerrilla`)} with Cash`,
        );
    }
    return evidence.length
      ? answer(true, evidence)
      : answer(false, [`no moveable ${f} Guerrilla holds Cash`]);
  },
};

export const MOVEABLE_CONDITIONS: readonly ConditionDef[] = [
  moveableAdjacentToUncontrolled,
  moveableWithCash,
];
