import { FACTION_NAME, OWNER_OF } from "@/data/cuba/pieces";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { placeCash, removeCash } from "../../board/changes";
import {
  type CashHolder,
  type Faction,
  type GameBoard,
  SPACE_IDS,
  type SpaceId,
} from "../../types";
import type { NeedAnswer } from "../contracts";
import { cashHoldersOf } from "../events/pieces";
import { piecesIn, rankPieces } from "../piece-priorities";
import type { RuleOptions } from "../scope";
import { AnswerCursor, type StepResult } from "../step-result";
import type { Step } from "../types";

/**
 * Cash and the NP Factions (C8.2.1 Golden Rules; 2.3.6 Launder; 4.5.2).
 * - NP GOV, 26J and DR spend a held Cash marker on a free Limited Operation the first time they
 *   do an Operation Only or a Limited Operation (one marker per card, 2.3.6); NP SYN never does.
 * - An NP forced to give up Cash hands it to another of its pieces in the space, else to an NP
 *   Faction there in the order GOV, DR, 26J, SYN, else it goes to Available.
 */
export function cashHeld(
  board: GameBoard,
  faction: Faction,
): { space: SpaceId; holder: CashHolder }[] {
  const mine = cashHoldersOf(faction);
  return SPACE_IDS.flatMap((space) =>
    board.spaces[space].cash.filter((h) => mine.includes(h)).map((holder) => ({ space, holder })),
  );
}

export function cashFreeLimOp(
  board: GameBoard,
  faction: Faction,
): { use: boolean; evidence: string[] } {
  if (faction === "SYN")
    return { use: false, evidence: ["NP Syndicate never spends Cash this way"] };
  if (board.roles[faction] !== "np") return { use: false, evidence: ["a player decides"] };
  const held = cashHeld(board, faction);
  if (!held.length) return { use: false, evidence: [`${FACTION_NAME[faction]} holds no Cash`] };
  const where = held.map((h) => SPACE_BY_ID[h.space].name).join(", ");
  return { use: true, evidence: [`${FACTION_NAME[faction]} holds Cash in ${where}`] };
}

/** Remove one held Cash marker to pay for the free LimOp; which one is random if several. */
export function spendCashForFreeLimOp(
  board: GameBoard,
  faction: Faction,
  answers: readonly NeedAnswer[],
): StepResult {
  const held = cashHeld(board, faction);
  if (!held.length)
    return {
      kind: "error",
      errors: [{ field: "faction", reason: `${FACTION_NAME[faction]} holds no Cash` }],
    };
  const keys = held.map((h, i) => `${h.space}:${h.holder}:${i}`);
  const pick = new AnswerCursor(answers).tieBreak(
    keys,
    "Cash marker spent on the free LimOp",
    "C8.2.1",
  );
  if (!pick.ok) return pick.result;
  const h = held[keys.indexOf(pick.value)];
  const r = removeCash(board, h.space, h.holder);
  return {
    kind: "done",
    board: r.board,
    changes: [r.change],
    trace: [
      {
        kind: "note",
        rule: "C8.2.1",
        text: `${FACTION_NAME[faction]} removes Cash in ${SPACE_BY_ID[h.space].name} for a free Limited Operation (draw another Calixto card)`,
      },
    ],
  };
}

const HAND_OFF_ORDER: readonly Faction[] = ["GOV", "DR", "26J", "SYN"];

/**
 * Call after the piece holding Cash has left the space (removePieces with its cashCount): puts
 * the marker with the next holder per C8.2.1, or records that it goes to Available. A player
 * owner decides for itself: nothing changes and `playerDecides` is set.
 */
export function cashHandOff(
  board: GameBoard,
  space: SpaceId,
  owner: Faction,
  options?: RuleOptions,
): Step & { to: CashHolder | null; playerDecides?: true } {
  if (board.roles[owner] === "player") return { board, changes: [], to: null, playerDecides: true };
  const s = board.spaces[space];
  const receivers = [
    owner,
    ...HAND_OFF_ORDER.filter((f) => f !== owner && board.roles[f] === "np"),
  ];
  for (const f of receivers) {
    const kinds = cashHoldersOf(f).filter((k) => s.pieces[k] > 0);
    if (!kinds.length) continue;
    const ranked = rankPieces(board, space, piecesIn(s, kinds), "friendly", {
      acting: f,
      ...(options ? { options } : {}),
    });
    const to = ranked[0].kind as CashHolder;
    const r = placeCash(board, space, to);
    return { board: r.board, changes: [r.change], to };
  }
  return {
    board,
    changes: [
      {
        kind: "cash",
        space,
        text: `Return the ${FACTION_NAME[owner]} Cash marker from ${SPACE_BY_ID[space].name} to Available`,
      },
    ],
    to: null,
  };
}

/** Who owns a Cash marker: the Faction of the piece holding it (4.5.2). */
export function cashOwner(holder: CashHolder): Faction {
  return OWNER_OF[holder];
}
