import { programFor } from "@/data/cuba/calixto/event-programs";
import type { NeedAnswer } from "@/lib/engine/cuba/calixto/contracts";
import { EVENT_TABLES } from "@/lib/engine/cuba/calixto/events";
import { judgeEvent, runEventProgram } from "@/lib/engine/cuba/calixto/events/program/run";
import type { EventProgram } from "@/lib/engine/cuba/calixto/events/program/types";
import type { GrantOut } from "@/lib/engine/cuba/calixto/events/program/work";
import { narrowByPriorities } from "@/lib/engine/cuba/calixto/priorities/narrow";
import { DEFAULT_OPTIONS, type RuleOptions } from "@/lib/engine/cuba/calixto/scope";
import type { ColumnId } from "@/lib/engine/cuba/calixto/types";
import type { Faction, GameBoard, SpaceId } from "@/lib/engine/cuba/types";

/**
 * Drives an Event program headless the way the Event step machine does: a space choice is made
 * by the acting NP's Space Selection Priorities (C8.5.6), a tie left at the random row takes
 * the next scripted pick (`ties`), a question takes the next scripted answer (`answers`), dice
 * take the next scripted faces. Anything unscripted fails the test, so no input is guessed.
 */
export interface Script {
  ties?: SpaceId[];
  answers?: string[];
  dice?: number[][];
}

export interface Driven {
  board: GameBoard;
  texts: string[];
  notes: string[];
  grants: GrantOut[];
  columns: (ColumnId | null)[];
  /** The spaces each choice was offered among, in order. */
  candidates: SpaceId[][];
}

export function runEvent(
  board: GameBoard,
  card: number,
  side: "unshaded" | "shaded",
  actor: Faction,
  script: Script = {},
  chooser: "np" | "player" = "np",
  options: RuleOptions = DEFAULT_OPTIONS,
): Driven {
  const program = programFor(card, side);
  if (!program) throw new Error(`#${card} ${side} has no program`);
  return driveProgram(board, program, actor, script, chooser, options);
}

/** Drive any program (a card's, or one written for a test) with the script's inputs. */
export function driveProgram(
  board: GameBoard,
  program: EventProgram,
  actor: Faction,
  script: Script = {},
  chooser: "np" | "player" = "np",
  options: RuleOptions = DEFAULT_OPTIONS,
): Driven {
  const { card, side } = program;
  const ties = [...(script.ties ?? [])];
  const answers = [...(script.answers ?? [])];
  const dice = [...(script.dice ?? [])];
  const given: NeedAnswer[] = [];
  const columns: (ColumnId | null)[] = [];
  const candidates: SpaceId[][] = [];
  const ctx = {
    actor,
    chooser,
    card,
    side,
    hints: [],
    options,
    tables: EVENT_TABLES,
  } as const;
  for (let i = 0; i < 300; i++) {
    const r = runEventProgram(board, program, ctx, given);
    if (r.kind === "error")
      throw new Error(r.errors.map((e) => `${e.field}: ${e.reason}`).join("; "));
    if (r.kind === "done")
      return {
        board: r.board,
        texts: r.changes.map((c) => c.text),
        notes: r.trace.flatMap((t) => (t.kind === "note" ? [t.text] : [])),
        grants: r.grants,
        columns,
        candidates,
      };
    const need = r.need;
    if (need.kind === "select") {
      columns.push(need.column);
      candidates.push([...need.candidates]);
      let remaining = need.candidates;
      if (need.column) {
        remaining = narrowByPriorities(
          need.board ?? board,
          actor,
          need.column,
          need.candidates,
        ).remaining;
      }
      if (remaining.length === 1) given.push({ kind: "space", space: remaining[0] });
      else {
        const t = ties.shift();
        if (!t || !remaining.includes(t))
          throw new Error(`unscripted tie among ${remaining.join(", ")} (${need.purpose})`);
        given.push({ kind: "space", space: t });
      }
      continue;
    }
    const req = need.request;
    if (req.kind === "dice") {
      const f = dice.shift();
      if (!f) throw new Error(`unscripted dice: ${req.purpose}`);
      given.push({ kind: "dice", faces: f });
    } else if (req.kind === "tieBreak") {
      const t = ties.shift();
      if (!t) throw new Error(`unscripted tie-break: ${req.among.join(", ")}`);
      given.push({ kind: "choice", value: t });
    } else if (req.kind === "question") {
      const a = answers.shift();
      if (a === undefined) throw new Error(`unscripted question: ${req.text}`);
      given.push({ kind: "choice", value: a });
    } else throw new Error(`unexpected request ${req.kind}`);
  }
  throw new Error("did not finish in 300 inputs");
}

/** The Effective Events kinds the program would produce for an NP on this board. */
export function effective(
  board: GameBoard,
  card: number,
  side: "unshaded" | "shaded",
  actor: Faction,
): string[] {
  const program = programFor(card, side);
  if (!program) throw new Error(`#${card} ${side} has no program`);
  return judgeEvent(board, program, {
    actor,
    chooser: "np",
    card,
    side,
    hints: [],
    options: DEFAULT_OPTIONS,
    tables: EVENT_TABLES,
  }).hits.map((h) => h.id);
}
