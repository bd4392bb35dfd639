import type { NeedAnswer } from "@/lib/engine/cuba/calixto/contracts";
import { EVENT_TABLES } from "@/lib/engine/cuba/calixto/events";
import { runEventProgram } from "@/lib/engine/cuba/calixto/events/program/run";
import type { EventProgram, EventStep } from "@/lib/engine/cuba/calixto/events/program/types";
import { narrowByPriorities } from "@/lib/engine/cuba/calixto/priorities/narrow";
import { DEFAULT_OPTIONS } from "@/lib/engine/cuba/calixto/scope";
import type { ColumnId } from "@/lib/engine/cuba/calixto/types";
import type { Faction, GameBoard, SpaceId } from "@/lib/engine/cuba/types";

/**
 * Runs an Event program given as data (a card's own, or a small one written in a test to set up
 * the choice a rule speaks of) the way the Event step does for an NP: a space choice by the
 * actor's Space Selection Priorities (C8.5.6), a random-row tie, question or die from the script.
 * Anything unscripted throws, so no input is guessed. `candidates` records each choice offered.
 */
export interface RulesRun {
  board: GameBoard;
  notes: string[];
  columns: (ColumnId | null)[];
  candidates: SpaceId[][];
}

export function runProgram(
  board: GameBoard,
  program: EventProgram,
  actor: Faction,
  script: { ties?: SpaceId[]; answers?: string[]; dice?: number[][] } = {},
  chooser: "np" | "player" = "np",
): RulesRun {
  const ties = [...(script.ties ?? [])];
  const answers = [...(script.answers ?? [])];
  const dice = [...(script.dice ?? [])];
  const given: NeedAnswer[] = [];
  const columns: (ColumnId | null)[] = [];
  const candidates: SpaceId[][] = [];
  const ctx = {
    actor,
    chooser,
    card: program.card,
    side: program.side,
    hints: [],
    options: DEFAULT_OPTIONS,
    tables: EVENT_TABLES,
  } as const;
  for (let i = 0; i < 200; i++) {
    const r = runEventProgram(board, program, ctx, given);
    if (r.kind === "error") throw new Error(r.errors.map((e) => e.reason).join("; "));
    if (r.kind === "done")
      return {
        board: r.board,
        notes: r.trace.flatMap((t) => (t.kind === "note" ? [t.text] : [])),
        columns,
        candidates,
      };
    const need = r.need;
    if (need.kind === "select") {
      columns.push(need.column);
      candidates.push([...need.candidates]);
      const left = need.column
        ? narrowByPriorities(need.board ?? board, actor, need.column, need.candidates).remaining
        : need.candidates;
      const pick = left.length === 1 ? left[0] : ties.shift();
      if (!pick || !left.includes(pick)) throw new Error(`unscripted tie among ${left.join(", ")}`);
      given.push({ kind: "space", space: pick });
      continue;
    }
    const req = need.request;
    if (req.kind === "dice") {
      const f = dice.shift();
      if (!f) throw new Error(`unscripted dice: ${req.purpose}`);
      given.push({ kind: "dice", faces: f });
    } else if (req.kind === "question") {
      const a = answers.shift();
      if (a === undefined) throw new Error(`unscripted question: ${req.text}`);
      given.push({ kind: "choice", value: a });
    } else if (req.kind === "tieBreak") {
      const t = ties.shift();
      if (!t) throw new Error(`unscripted tie-break: ${req.among.join(", ")}`);
      given.push({ kind: "choice", value: t });
    } else throw new Error(`unexpected request ${req.kind}`);
  }
  throw new Error("did not finish in 200 inputs");
}

/** A one-side program written for a test: the situation a rule sentence describes. */
export function testProgram(steps: EventStep[]): EventProgram {
  return {
    card: 12,
    side: "unshaded",
    steps,
    provenance: { source: "INF", note: "written for a rules test" },
  };
}
