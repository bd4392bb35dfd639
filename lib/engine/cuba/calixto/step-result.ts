import { type DiceSpec, diceTotal, validateFaces } from "../../core/dice";
import type { FieldError } from "../../core/result";
import type { Faction, GameBoard, SpaceId } from "../types";
import type { Need, NeedAnswer } from "./contracts";
import type { ColumnId, TableChange, TraceRecord } from "./types";

/**
 * Result of a pure procedure that may need inputs (dice, tie-breaks, nested space selections),
 * in the `InstructionHandler.execute` style (contracts.ts): the caller runs it again from the
 * start with one more answer each time it returns a need, until it is done. Deterministic, so
 * re-running gives the same result as pausing would.
 */
export type StepResult<X = unknown> =
  | { kind: "need"; need: Need }
  | { kind: "error"; errors: FieldError[] }
  | ({
      kind: "done";
      board: GameBoard;
      changes: TableChange[];
      trace: TraceRecord[];
    } & X);

/** Either the value asked for, or the result to return at once (a need or an error). */
export type Ask<T> =
  | { ok: true; value: T }
  | { ok: false; result: Extract<StepResult, { kind: "need" | "error" }> };

/**
 * Reads the answers in order. Each ask consumes the next answer, or returns the need for it.
 * An answer of the wrong kind, or outside the options offered, is an error naming its index.
 */
export class AnswerCursor {
  private next = 0;

  constructor(private readonly answers: readonly NeedAnswer[]) {}

  get used(): number {
    return this.next;
  }

  private field() {
    return `answers[${this.next}]`;
  }

  private fail(reason: string): Ask<never> {
    return { ok: false, result: { kind: "error", errors: [{ field: this.field(), reason }] } };
  }

  dice(spec: DiceSpec, purpose: string, faction: Faction, rule: string): Ask<number> {
    const a = this.answers[this.next];
    if (!a)
      return {
        ok: false,
        result: {
          kind: "need",
          need: { kind: "request", request: { kind: "dice", spec, purpose, faction, rule } },
        },
      };
    if (a.kind !== "dice") return this.fail(`expected dice faces for: ${purpose}`);
    const v = validateFaces(spec, a.faces, this.field());
    if (!v.ok) return { ok: false, result: { kind: "error", errors: v.errors } };
    this.next++;
    return { ok: true, value: diceTotal(spec, v.value) };
  }

  /** A random pick among options (C8.2.1 "When in doubt, randomize"); one option needs no input. */
  tieBreak<T extends string>(among: T[], purpose: string, rule: string): Ask<T> {
    if (among.length === 1) return { ok: true, value: among[0] };
    const a = this.answers[this.next];
    if (!a)
      return {
        ok: false,
        result: {
          kind: "need",
          need: { kind: "request", request: { kind: "tieBreak", among, purpose, rule } },
        },
      };
    if (a.kind !== "choice" || !(among as string[]).includes(a.value))
      return this.fail(`expected one of ${among.join(", ")} for: ${purpose}`);
    this.next++;
    return { ok: true, value: a.value as T };
  }

  /** A space chosen by a Space Selection column (the caller runs the priorities narrower). */
  space(column: ColumnId | null, candidates: SpaceId[], purpose: string): Ask<SpaceId> {
    if (candidates.length === 1) return { ok: true, value: candidates[0] };
    const a = this.answers[this.next];
    if (!a)
      return {
        ok: false,
        result: { kind: "need", need: { kind: "select", column, candidates, purpose } },
      };
    if (a.kind !== "space" || a.space === null || !candidates.includes(a.space))
      return this.fail(`expected one of ${candidates.join(", ")} for: ${purpose}`);
    this.next++;
    return { ok: true, value: a.space };
  }

  /** A yes/no or multiple-choice question put to the player. */
  question(
    id: string,
    text: string,
    options: { value: string; label: string }[],
    rule: string,
    detail?: string,
  ): Ask<string> {
    const a = this.answers[this.next];
    if (!a)
      return {
        ok: false,
        result: {
          kind: "need",
          need: {
            kind: "request",
            request: { kind: "question", id, text, options, rule, ...(detail ? { detail } : {}) },
          },
        },
      };
    if (a.kind !== "choice" || !options.some((o) => o.value === a.value))
      return this.fail(`expected one of ${options.map((o) => o.value).join(", ")} for: ${text}`);
    this.next++;
    return { ok: true, value: a.value };
  }
}
