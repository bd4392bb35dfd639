import { type DiceSpec, diceTotal, validateFaces } from "../../../core/dice";
import type { FieldError } from "../../../core/result";
import type { Changed } from "../../board/changes";
import type { Faction, GameBoard, SpaceId } from "../../types";
import type { ExecResult, Need, NeedAnswer } from "../contracts";
import type { CardLineRef, ColumnId, TableChange, TraceRecord } from "../types";

/**
 * Carrying out a line as a generator: the procedure yields each Need (a die, a tie-break, a
 * nested space choice, a player's question) and receives its answer. `runProcedure` replays the
 * answers given so far from the start, so `execute` stays a pure function of its inputs
 * (engine design "Chance and answers"): the same answers always give the same board.
 */
export type Procedure = Generator<Need, Work, NeedAnswer>;

/** The board as the line changes it, with the table changes and trace records so far. */
export class Work {
  board: GameBoard;
  readonly changes: TableChange[] = [];
  readonly trace: TraceRecord[] = [];
  skipActivationRoll = false;

  constructor(board: GameBoard) {
    this.board = board;
  }

  /** Apply one change primitive: the mirror and the checklist move together. */
  apply(step: Changed): void {
    this.board = step.board;
    this.changes.push(step.change);
  }

  /** A note; `acted` when it shows a numbered part of the line acting (Muscle's origins). */
  note(text: string, rule: string, acted?: CardLineRef): void {
    this.trace.push({ kind: "note", text, rule, ...(acted ? { acted } : {}) });
  }

  line(line: string, text: string, rule: string, skipped?: string): void {
    this.trace.push({ kind: "instruction", line, text, rule, ...(skipped ? { skipped } : {}) });
  }
}

/** An answer that does not fit its need. Thrown inside a procedure, caught by runProcedure only. */
class BadAnswer {
  constructor(readonly reason: string) {}
}

/** A space the line cannot be carried out in (not a candidate). */
export function refuse(field: string, reason: string): ExecResult {
  return { kind: "error", errors: [{ field, reason }] };
}

/**
 * Run a procedure against the answers given so far. Bounded: each loop turn consumes one answer.
 * Returns the next need, the finished line, or an error naming the answer that did not fit.
 */
export function runProcedure(start: () => Procedure, answers: readonly NeedAnswer[]): ExecResult {
  const it = start();
  let used = 0;
  try {
    let r = it.next(undefined as unknown as NeedAnswer);
    while (!r.done) {
      if (used >= answers.length) return { kind: "need", need: r.value };
      used++;
      r = it.next(answers[used - 1]);
    }
    if (used < answers.length) {
      return refuse(
        `answers[${used}]`,
        `${answers.length - used} more answer(s) than the line needs`,
      );
    }
    const w = r.value;
    return {
      kind: "done",
      board: w.board,
      changes: w.changes,
      trace: w.trace,
      ...(w.skipActivationRoll ? { skipActivationRoll: true } : {}),
    };
  } catch (e) {
    if (e instanceof BadAnswer) {
      const errors: FieldError[] = [{ field: `answers[${used - 1}]`, reason: e.reason }];
      return { kind: "error", errors };
    }
    throw e;
  }
}

/** Roll dice through the player or the app; returns the rules' value (sum, or halved for 1d3). */
export function* askDice(
  spec: DiceSpec,
  purpose: string,
  faction: Faction,
  rule: string,
): Generator<Need, number, NeedAnswer> {
  const a = yield { kind: "request", request: { kind: "dice", spec, purpose, faction, rule } };
  if (a.kind !== "dice") throw new BadAnswer(`expected ${spec} for "${purpose}", got a ${a.kind}`);
  const v = validateFaces(spec, a.faces);
  if (!v.ok) throw new BadAnswer(v.errors.map((x) => x.reason).join("; "));
  return diceTotal(spec, a.faces);
}

/** Pick at random among equal options (C8.2.1). A single option needs no input. */
export function* askTie<T extends string>(
  among: readonly T[],
  purpose: string,
  rule: string,
): Generator<Need, T, NeedAnswer> {
  if (among.length === 1) return among[0];
  const a = yield {
    kind: "request",
    request: { kind: "tieBreak", among: [...among], purpose, rule },
  };
  if (a.kind !== "choice") throw new BadAnswer(`expected a tie-break choice, got a ${a.kind}`);
  const hit = among.find((x) => x === a.value);
  if (hit === undefined)
    throw new BadAnswer(`"${a.value}" is not one of ${among.join(", ")} (${purpose})`);
  return hit;
}

/**
 * A nested space choice made with a Space Selection column (Muscle origins, C8.7.7). A single
 * candidate is taken directly: the priorities would select it at once (C8.5.6 step 1).
 */
export function* askSpace(
  column: ColumnId | null,
  candidates: readonly SpaceId[],
  purpose: string,
  board?: GameBoard,
): Generator<Need, SpaceId, NeedAnswer> {
  if (candidates.length === 1) return candidates[0];
  const a = yield {
    kind: "select",
    column,
    candidates: [...candidates],
    purpose,
    ...(board ? { board } : {}),
  };
  if (a.kind !== "space") throw new BadAnswer(`expected a space for "${purpose}", got a ${a.kind}`);
  if (a.space === null || !candidates.includes(a.space))
    throw new BadAnswer(`${a.space} is not a candidate for "${purpose}": ${candidates.join(", ")}`);
  return a.space;
}

/** A question only the player can answer (the owner of removed Cash decides, 4.5.2). */
export function* askQuestion(
  id: string,
  text: string,
  options: { value: string; label: string }[],
  rule: string,
): Generator<Need, string, NeedAnswer> {
  const a = yield { kind: "request", request: { kind: "question", id, text, options, rule } };
  if (a.kind !== "choice") throw new BadAnswer(`expected an answer to "${text}", got a ${a.kind}`);
  if (!options.some((o) => o.value === a.value))
    throw new BadAnswer(`"${a.value}" is not an answer to "${text}"`);
  return a.value;
}
