import {
  CAPABILITY_INSTRUCTIONS,
  type CapabilityInstructionId,
} from "@/data/cuba/calixto/capability-instructions";
import { FACTION_NAME } from "@/data/cuba/pieces";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { onMap, victoryMargins } from "../../board/board";
import { removePieces } from "../../board/changes";
import { enemyForces } from "../../board/space";
import { removeCapability } from "../../board/tracks";
import { type GameBoard, SPACE_IDS, type SpaceId } from "../../types";
import type { NeedAnswer } from "../contracts";
import { AnswerCursor, type StepResult } from "../step-result";
import type { TableChange, TraceRecord } from "../types";

/**
 * Flags for the Additional Capability & Momentum Instructions (rulebook back page; reference
 * §3.7). Each tells whether the lasting Event that changes NP behaviour is in play; the module
 * named in capability-instructions.ts applies the change.
 */
export function instructionInPlay(board: GameBoard, id: CapabilityInstructionId): boolean {
  const entry = CAPABILITY_INSTRUCTIONS.find((c) => c.id === id);
  if (!entry) return false;
  if (entry.lasting.kind === "momentum") return board.momentum.includes(entry.card);
  const side = entry.lasting.side;
  return board.capabilities.some((c) => c.card === entry.card && c.side === side);
}

export const armoredCarsInPlay = (b: GameBoard) => instructionInPlay(b, "armoredCars");
export const masferrerInPlay = (b: GameBoard) => instructionInPlay(b, "rolandoMasferrer");
export const mapInPlay = (b: GameBoard) => instructionInPlay(b, "map");
export const elCheInPlay = (b: GameBoard) => instructionInPlay(b, "elChe");
export const pactOfCaracasInPlay = (b: GameBoard) => instructionInPlay(b, "pactOfCaracas");
export const raulInPlay = (b: GameBoard) => instructionInPlay(b, "raul");
export const morganInPlay = (b: GameBoard) => instructionInPlay(b, "morgan");
export const mafiaOffensiveInPlay = (b: GameBoard) => instructionInPlay(b, "mafiaOffensive");

const PACT_CARD = 18;
const baseOf = (f: "26J" | "DR") => (f === "26J" ? "m26Base" : "drBase");
const other = (f: "26J" | "DR") => (f === "26J" ? "DR" : "26J");

/**
 * Pact of Caracas: an NP 26J or NP DR removes two of its Bases to cancel the Capability when the
 * other Faction is past its victory threshold (C8.6.3 back page; reference §3.7; the card: two
 * Bases at once). The back page does not say when: np-turn.machine tests it as the NP 26J / DR
 * sets out to execute an Operation or Event (INF, from base 8.6.5 / 8.7.6 "while executing").
 */
export function pactCancellationDue(
  board: GameBoard,
  faction: "26J" | "DR",
): { due: boolean; evidence: string[] } {
  if (!pactOfCaracasInPlay(board)) return { due: false, evidence: ["Pact of Caracas not in play"] };
  if (board.roles[faction] !== "np")
    return { due: false, evidence: [`${FACTION_NAME[faction]} is a player`] };
  const margin = victoryMargins(board)[other(faction)];
  const bases = onMap(board, faction === "26J" ? "m26Base" : "drBase");
  const evidence = [
    `${FACTION_NAME[other(faction)]} victory margin ${margin}`,
    `${bases} ${FACTION_NAME[faction]} Base(s) on the map`,
  ];
  return { due: margin > 0 && bases >= 2, evidence };
}

/** Remove two Bases: lowest Population first, then most enemy forces, then random. */
export function cancelPactOfCaracas(
  board: GameBoard,
  faction: "26J" | "DR",
  answers: readonly NeedAnswer[],
): StepResult {
  const due = pactCancellationDue(board, faction);
  if (!due.due)
    return { kind: "error", errors: [{ field: "faction", reason: due.evidence.join("; ") }] };
  const cur = new AnswerCursor(answers);
  const kind = baseOf(faction);
  let b = board;
  const changes: TableChange[] = [];
  const trace: TraceRecord[] = [];
  for (let n = 0; n < 2; n++) {
    let at: SpaceId[] = SPACE_IDS.filter((id) => b.spaces[id].pieces[kind] > 0);
    const minPop = Math.min(...at.map((id) => SPACE_BY_ID[id].pop));
    at = at.filter((id) => SPACE_BY_ID[id].pop === minPop);
    const most = Math.max(...at.map((id) => enemyForces(b.spaces[id], faction)));
    at = at.filter((id) => enemyForces(b.spaces[id], faction) === most);
    const pick = cur.tieBreak(at, `${FACTION_NAME[faction]} Base to remove for the Pact`, "C8.6.3");
    if (!pick.ok) return pick.result;
    const r = removePieces(b, pick.value, kind, 1);
    b = r.board;
    changes.push(r.change);
  }
  const r = removeCapability(b, PACT_CARD);
  changes.push(r.change);
  trace.push({
    kind: "note",
    rule: "C8.6.3",
    text: `${FACTION_NAME[faction]} cancels the Pact of Caracas: ${due.evidence.join("; ")}`,
  });
  return { kind: "done", board: r.board, changes, trace };
}
