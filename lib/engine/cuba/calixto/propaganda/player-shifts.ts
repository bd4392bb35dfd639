import { FACTION_NAME } from "@/data/cuba/pieces";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { type Changed, removeTerror, SUPPORT_LABEL, setSupport } from "../../board/changes";
import { setResources } from "../../board/tracks";
import { type GameBoard, SPACE_IDS, type SpaceId, type SupportLevel } from "../../types";
import type { NeedAnswer } from "../contracts";
import { AnswerCursor, type StepResult } from "../step-result";
import type { TableChange, TraceRecord } from "../types";
import { AGITATION, CIVIC_ACTION, type ShiftSpec, stepsLeft } from "./shifts";

/**
 * A player's Civic Action (6.3.2) or Agitation (6.3.3) in the Support Phase, one step per
 * answer: the player picks the space for the next step or stops. A step costs 4 Resources
 * (Civic Action) or 1 (Agitation) and removes a Terror marker from the space or, once it has
 * none, shifts it one level toward Active Support (Civic Action) or Active Opposition
 * (Agitation). Only spaces where the rule allows it and a step is left are offered, and only
 * while the Faction can pay. Stopping before any step is recorded as declining.
 */
export const DECLINE = "decline";

/** The questions a player Faction is asked in the Support and Redeploy phases (not Cash). */
export const isPlayerRoundQuestion = (id: string) =>
  /^(civic-action|agitation|expat-backing|redeploy-)/.test(id);

export interface PlayerShift {
  spec: ShiftSpec;
  cost: number;
  /** Question id; a scenario answers it by this id (a list for several steps). */
  id: string;
  where: string;
}

export const PLAYER_CIVIC_ACTION: PlayerShift = {
  spec: CIVIC_ACTION,
  cost: 4,
  id: "civic-action",
  where: "Cities and Provinces the Government Controls with both Troops and Police",
};

export const PLAYER_AGITATION: PlayerShift = {
  spec: AGITATION,
  cost: 1,
  id: "agitation",
  where: "Cities and Provinces 26July Controls",
};

const name = (id: SpaceId) => SPACE_BY_ID[id].name;

/** Spaces where a step is allowed now. */
export function shiftSpaces(board: GameBoard, spec: ShiftSpec): SpaceId[] {
  return SPACE_IDS.filter((id) => spec.eligible(board, id) && stepsLeft(board, id, spec.dir) > 0);
}

function stepLabel(board: GameBoard, id: SpaceId, spec: ShiftSpec): string {
  const s = board.spaces[id];
  if (s.terror > 0) return `${name(id)}: remove a Terror marker`;
  const to = (s.support + spec.dir) as SupportLevel;
  return `${name(id)}: ${SUPPORT_LABEL[s.support]} to ${SUPPORT_LABEL[to]}`;
}

/**
 * One step, or the player's stop. `done` counts the steps already bought this phase; `more`
 * tells the caller to ask for another step.
 */
export function playerShiftStep(
  board: GameBoard,
  answers: readonly NeedAnswer[],
  shift: PlayerShift,
  done: number,
): StepResult<{ more: boolean }> {
  const { spec, cost } = shift;
  const f = spec.faction;
  const who = FACTION_NAME[f];
  const trace: TraceRecord[] = [];
  const note = (text: string) => trace.push({ kind: "note", rule: spec.rule, text });
  const stop = () => ({ kind: "done" as const, board, changes: [], trace, more: false });
  const spaces = shiftSpaces(board, spec);
  if (!spaces.length) {
    note(
      done
        ? `${who} ${spec.label}: no step left in any allowed space`
        : `${who} ${spec.label}: no space allows a step (${shift.where})`,
    );
    return stop();
  }
  if (board.resources[f] < cost) {
    note(
      `${who} ${spec.label}: ${board.resources[f]} Resources, a step costs ${cost}${done ? "" : ": not possible"}`,
    );
    return stop();
  }
  const cur = new AnswerCursor(answers);
  const a = cur.question(
    shift.id,
    `${who} ${spec.label}: spend ${cost} Resource${cost > 1 ? "s" : ""} on which step?`,
    [
      ...spaces.map((id) => ({ value: id, label: stepLabel(board, id, spec) })),
      { value: DECLINE, label: done ? `Stop ${spec.label}` : `No ${spec.label}` },
    ],
    spec.rule,
    `${who} has ${board.resources[f]} Resources${done ? ` (${done} step${done > 1 ? "s" : ""} bought so far)` : ""}. Allowed in ${shift.where}. A step removes a Terror marker there or, when none is left, shifts the space one level.`,
  );
  if (!a.ok) return a.result;
  if (a.value === DECLINE) {
    note(
      done
        ? `${who} stops ${spec.label} after ${done} step${done > 1 ? "s" : ""}`
        : `${who} declines ${spec.label}`,
    );
    return stop();
  }
  const id = a.value as SpaceId;
  let b = board;
  const changes: TableChange[] = [];
  const apply = (r: Changed) => {
    b = r.board;
    changes.push(r.change);
  };
  const label = stepLabel(board, id, spec);
  if (b.spaces[id].terror > 0) apply(removeTerror(b, id, 1));
  else apply(setSupport(b, id, (b.spaces[id].support + spec.dir) as SupportLevel));
  apply(setResources(b, f, b.resources[f] - cost));
  note(`${who} ${spec.label}, ${label} (${cost} Resource${cost > 1 ? "s" : ""})`);
  return { kind: "done", board: b, changes, trace, more: true };
}
