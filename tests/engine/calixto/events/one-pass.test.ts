import { EVENT_PROGRAMS } from "@/data/cuba/calixto/event-programs";
import { standardBoard } from "@/data/cuba/scenarios";
import type { Need, NeedAnswer } from "@/lib/engine/cuba/calixto/contracts";
import { EVENT_TABLES, eventDecision } from "@/lib/engine/cuba/calixto/events";
import {
  dryRunEvent,
  eventProgramRunner,
  judgedRunOf,
  runEventProgram,
} from "@/lib/engine/cuba/calixto/events/program/run";
import type { EventCtx } from "@/lib/engine/cuba/calixto/events/program/work";
import {
  askDice,
  askSpace,
  liveProcedure,
  runProcedure,
  Work,
} from "@/lib/engine/cuba/calixto/procedures/run";
import { DEFAULT_OPTIONS } from "@/lib/engine/cuba/calixto/scope";
import type { Faction, GameBoard } from "@/lib/engine/cuba/types";

/**
 * NP Events judged and executed in one pass (C8.5.5): the live run of a program, fed one answer
 * at a time, and the execution that takes over the effectiveness dry run, give exactly what the
 * program replayed from its first step with the same answers gives.
 */
const allNp = { GOV: "np", "26J": "np", DR: "np", SYN: "np" } as const;
const board = (): GameBoard => ({
  ...standardBoard({ roles: allNp, shortGame: false }),
  currentCard: 15,
  nextCard: 20,
});
const ctxFor = (card: number, side: "unshaded" | "shaded", actor: Faction): EventCtx => ({
  actor,
  chooser: "np",
  card,
  side,
  hints: [],
  options: DEFAULT_OPTIONS,
  tables: EVENT_TABLES,
});
/** An answer that is not the dry run's: the last candidate space, other dice. */
const otherAnswer = (need: Need): NeedAnswer => {
  if (need.kind === "select")
    return { kind: "space", space: need.candidates[need.candidates.length - 1] ?? null };
  if (need.request.kind === "dice") return { kind: "dice", faces: [6, 6, 6].slice(0, 1) };
  if (need.request.kind === "question")
    return { kind: "choice", value: need.request.options.at(-1)?.value ?? "" };
  return { kind: "choice", value: "" };
};

describe("a procedure run live gives what its replay gives", () => {
  function* proc(w: Work) {
    const n = yield* askDice("1d6", "how many", "GOV", "5.1");
    const s = yield* askSpace(null, ["havana", "la-habana"], "where");
    w.note(`${n} in ${s}`, "5.1");
    return w;
  }
  const start = () => proc(new Work(board()));
  const d = (f: number): NeedAnswer => ({ kind: "dice", faces: [f] });
  const sp = (space: "havana" | "la-habana" | "camaguey-city"): NeedAnswer => ({
    kind: "space",
    space,
  });
  const lists: NeedAnswer[][] = [
    [],
    [d(3)],
    [d(3), sp("la-habana")],
    [d(3), sp("la-habana"), d(1)],
    [d(3), sp("camaguey-city")],
    [sp("havana")],
  ];
  it("for answers given one more at a time, and for any list after any other", () => {
    const live = liveProcedure(start);
    for (const a of lists) expect(live(a)).toEqual(runProcedure(start, a));
    const grown: NeedAnswer[] = [];
    const fed = liveProcedure(start);
    for (const a of lists[3]) {
      expect(fed(grown)).toEqual(runProcedure(start, grown));
      grown.push(a);
    }
    expect(fed(grown)).toEqual(runProcedure(start, grown));
  });
});

describe("an Event's execution takes over its dry run (judge and execute in one pass)", () => {
  const sides = EVENT_PROGRAMS.filter((p) =>
    [
      [15, "unshaded"],
      [27, "shaded"],
      [12, "unshaded"],
      [38, "shaded"],
    ].some(([c, s]) => p.card === c && p.side === s),
  );
  it.each(sides.map((p) => [p.card, p.side, p] as const))(
    "#%s %s: the same needs and result as the program replayed, whatever the answers",
    (_card, side, program) => {
      const actor: Faction = side === "shaded" ? "GOV" : "26J";
      const ctx = ctxFor(program.card, program.side, actor);
      const b = board();
      const judged = judgedRunOf(dryRunEvent(b, program, ctx));
      expect(judged).not.toBeNull();
      // The dry run's own answers, then answers of our own from the first need on.
      for (const pick of ["dry run", "other"] as const) {
        const run = eventProgramRunner(program, ctx, judged);
        const answers: NeedAnswer[] = [];
        for (let i = 0; i < 60; i++) {
          const got = run(b, answers);
          const want = runEventProgram(b, program, ctx, answers);
          expect(got).toEqual(want);
          if (got.kind !== "need") break;
          answers.push(
            pick === "dry run" ? (judged?.answers[i] as NeedAnswer) : otherAnswer(got.need),
          );
        }
      }
    },
  );

  it("the Event decision carries its dry run; a copy of the board is judged afresh", () => {
    const b = board();
    const d = eventDecision(b, 15, "26J", 1);
    expect(d.kind).toBe("decided");
    const j = judgedRunOf(d.kind === "decided" ? d : null);
    expect(j?.board).toBe(b);
    expect(JSON.parse(JSON.stringify(d))).not.toHaveProperty("board");
    const program = EVENT_PROGRAMS.find((p) => p.card === 15 && p.side === "unshaded");
    if (!program || !j) return;
    // Another board object: the dry run is not taken over, the program runs on that board.
    const other = structuredClone(b);
    const run = eventProgramRunner(program, ctxFor(15, "unshaded", "26J"), j);
    expect(run(other, [])).toEqual(
      runEventProgram(other, program, ctxFor(15, "unshaded", "26J"), []),
    );
  });
});
