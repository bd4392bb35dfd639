import { MOVE_PRIORITIES, type MovePriorities } from "@/data/cuba/calixto/move-priorities";
import type { FieldError } from "../../../core/result";
import { type GameBoard, SPACE_IDS, type SpaceId } from "../../types";
import type { Need, NeedAnswer } from "../contracts";
import { DEFAULT_OPTIONS, type RuleOptions } from "../scope";
import type { TableChange, TraceRecord } from "../types";
import {
  acceptRoll,
  acceptTie,
  destinationRecord,
  finishStep,
  type MoveLoopSpec,
  moveStep,
  originDecision,
  originStep,
  startLoop,
  stepCStep,
  tieRequest,
} from "./loop";

/**
 * The whole move loop for one destination as one pure function, in the style of
 * InstructionHandler.execute: call it with the answers given so far (tie-break choices and
 * G11's die, in the order asked); it returns the next need, or the finished moves. Same steps
 * as lib/machines/cuba/move-loop.machine.ts, without decision numbers or overrides (the machine
 * has those). Bounded by the number of map spaces.
 */
export type MoveRunResult =
  | { kind: "need"; need: Need }
  | { kind: "error"; errors: FieldError[] }
  | {
      kind: "done";
      board: GameBoard;
      changes: TableChange[];
      trace: TraceRecord[];
      moved: number;
      elChe: boolean;
    };

export function runMoveLoop(
  board: GameBoard,
  spec: MoveLoopSpec,
  answers: readonly NeedAnswer[],
  options: RuleOptions = DEFAULT_OPTIONS,
  elCheAlreadySpent = false,
  table: MovePriorities = options.data?.moves ?? MOVE_PRIORITIES,
): MoveRunResult {
  let b = board;
  let st = startLoop();
  let next = 0;
  const changes: TableChange[] = [];
  const trace: TraceRecord[] = [destinationRecord(spec)];
  for (let round = 0; ; round++) {
    if (round > SPACE_IDS.length)
      return {
        kind: "error",
        errors: [{ field: "origin", reason: "move loop bound hit (C8.5.7)" }],
      };
    const { choice, record } = originStep(b, spec, st, options, table);
    if (choice.kind === "none") {
      trace.push(record);
      break;
    }
    let origin: SpaceId;
    if (choice.kind === "origin") {
      origin = choice.origin;
      trace.push(originDecision(choice, origin, "most"));
    } else {
      const a = answers[next++];
      if (!a)
        return { kind: "need", need: { kind: "request", request: tieRequest(choice.among, spec) } };
      const t = acceptTie(choice.among, a.kind === "choice" ? a.value : "");
      if (!t.ok) return { kind: "error", errors: t.errors };
      origin = t.value;
      trace.push(originDecision(choice, origin, "random"));
    }
    let m = moveStep(b, spec, st, origin, options, table);
    if (m.kind === "needDice") {
      const a = answers[next++];
      if (!a) return { kind: "need", need: { kind: "request", request: m.request } };
      const r = acceptRoll(st, a.kind === "dice" ? a.faces : []);
      if (!r.ok) return { kind: "error", errors: r.errors };
      st = r.value;
      m = moveStep(b, spec, st, origin, options, table);
      if (m.kind === "needDice")
        return { kind: "error", errors: [{ field: "faces", reason: "the roll was not taken" }] };
    }
    trace.push(...m.records);
    b = m.step.board;
    changes.push(...m.step.changes);
    st = m.state;
    const c = stepCStep(b, spec, table);
    trace.push(c.record);
    if (c.goTo === "A") break;
  }
  const f = finishStep(b, spec, st, elCheAlreadySpent);
  if (f.step) {
    b = f.step.board;
    changes.push(...f.step.changes);
  }
  trace.push(...f.records);
  return { kind: "done", board: b, changes, trace, moved: st.moved, elChe: f.elChe };
}
