import { type DiceSpec, diceTotal, validateFaces } from "../../../core/dice";
import { available } from "../../board/board";
import type { GameBoard, Insurgent } from "../../types";
import type { ConditionResult } from "../contracts";
import { answer, type ConditionDef, enumOf, num, type Params, SUPPORT_FILTER_IDS } from "./define";
import { availableAndActive, baseRoomSpaces, GUERRILLA_POOL } from "./presence";

/**
 * Card questions that compare a die with a count of Guerrillas (G, K, L, M, A-F, R, S). A test
 * whose outcome is certain is answered at once, without a roll, and says so (C8.2.1; C8.9/c2
 * skips "1d6 ≤ Available" with 11 Available, c4 skips R's 1d3 with 6): the book's dice sequence
 * depends on it. Otherwise the evaluator asks for the die and is called again with its face.
 */

const MAX: Record<"1d6" | "1d3", number> = { "1d6": 6, "1d3": 3 };

function counted(board: GameBoard, f: Insurgent, count: string): [number, string] {
  if (count === "availableAndActive")
    return [availableAndActive(board, f), `Available plus Active ${f} Guerrillas`];
  return [available(board, GUERRILLA_POOL[f]), `Available ${f} Guerrillas`];
}

export function dieTest(
  board: GameBoard,
  p: Params,
  faces: readonly number[] | undefined,
): ConditionResult {
  const die = p.die as "1d6" | "1d3";
  const [n, what] = counted(board, p.faction as Insurgent, p.count as string);
  const atMost = p.test === "rollAtMost";
  const max = MAX[die];
  // rollAtMost: roll ≤ n; countBelowRoll: n < roll. Rolls run 1..max.
  const alwaysTrue = atMost ? n >= max : n < 1;
  const alwaysFalse = atMost ? n < 1 : n >= max;
  if (alwaysTrue || alwaysFalse) {
    return answer(alwaysTrue, [`${n} ${what}: certain for any ${die}, no roll (C8.2.1)`]);
  }
  const spec: DiceSpec = die;
  const valid = faces ? validateFaces(spec, faces) : null;
  if (!valid?.ok) {
    return { kind: "needDice", spec, purpose: `${die} against ${n} ${what}` };
  }
  const roll = diceTotal(spec, valid.value);
  const shown = die === "1d3" ? `${roll} (d6 face ${valid.value[0]})` : `${roll}`;
  const result = atMost ? roll <= n : n < roll;
  return answer(result, [`rolled ${shown} ${die} against ${n} ${what}`]);
}

const dieVsGuerrillas: ConditionDef = {
  id: "dieVsGuerrillas",
  rule: "C8.2.1 dice terms; C8.9/c2, c4",
  params: {
    die: enumOf(["1d6", "1d3"]),
    test: enumOf(["rollAtMost", "countBelowRoll"]),
    faction: enumOf(["26J", "DR", "SYN"]),
    count: enumOf(["available", "availableAndActive"]),
  },
  evaluate: (board, p, _ctx, faces) => dieTest(board, p, faces),
};

/**
 * Card B Q2: the die test OR 3+ DR Guerrillas with room for an Available Base. The board half
 * is checked first: when it holds, the answer is certain and no die is rolled (C8.2.1).
 */
const rollOrBaseRoom: ConditionDef = {
  id: "rollOrBaseRoom",
  rule: "ref 1.5 B; C8.2.1",
  params: {
    faction: enumOf(["DR", "26J"]),
    die: enumOf(["1d6"]),
    min: num(),
    support: enumOf(SUPPORT_FILTER_IDS),
  },
  evaluate: (board, p, _ctx, faces) => {
    const f = p.faction as "26J" | "DR";
    const room = baseRoomSpaces(board, f, p.min as number, p.support as "noActive");
    if (room.ok && room.hits.length) return answer(true, [...room.hits, "no roll needed (C8.2.1)"]);
    const r = dieTest(board, { ...p, test: "rollAtMost", count: "available" }, faces);
    if (r.kind === "needDice") return r;
    return answer(r.answer, [`no ${f} Base room case`, ...r.evidence]);
  },
};

export const DICE_CONDITIONS: readonly ConditionDef[] = [dieVsGuerrillas, rollOrBaseRoom];
