import { programFor } from "@/data/cuba/calixto/event-programs";
import type { Need, NeedAnswer } from "@/lib/engine/cuba/calixto/contracts";
import { EVENT_TABLES } from "@/lib/engine/cuba/calixto/events";
import { eventProgramRunner, runEventProgram } from "@/lib/engine/cuba/calixto/events/program/run";
import { redeployPhase, redeployRun } from "@/lib/engine/cuba/calixto/propaganda/redeploy";
import { DEFAULT_OPTIONS } from "@/lib/engine/cuba/calixto/scope";
import { foldGame } from "@/lib/engine/cuba/game/fold";
import type { GameBoard } from "@/lib/engine/cuba/types";
import { playedGame } from "@/tests/fixtures/played-game";

/**
 * Redeploy (6.4.2) goes on from each answer (issue 22): as a phase run once and fed its answers
 * one at a time, and within Event #11 unshaded (GOV Redeploys as in Propaganda), it gives what
 * the phase replayed from its first step with the same answers gives, answers refused included.
 */
const boards: GameBoard[] = [];
for (const seed of [1, 2]) {
  const log = playedGame(seed, 300);
  for (let n = 1; n <= log.length; n += 7) {
    const r = foldGame(log.slice(0, n));
    if (r.ok) boards.push(r.value.board);
  }
}

/** A seeded answer among those offered, now and then one that is not offered. */
function answerer(seed: number) {
  let x = seed;
  const rnd = (n: number) => {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    return x % n;
  };
  return (need: Need): NeedAnswer => {
    const refused = rnd(30) === 0;
    if (need.kind === "select")
      return refused
        ? { kind: "space", space: null }
        : { kind: "space", space: need.candidates[rnd(need.candidates.length)] };
    const q = need.request;
    if (q.kind === "tieBreak")
      return { kind: "choice", value: refused ? "" : q.among[rnd(q.among.length)] };
    if (q.kind === "dice")
      return { kind: "dice", faces: q.spec === "2d6" ? [1 + rnd(6), 1 + rnd(6)] : [1 + rnd(6)] };
    if (q.kind === "question")
      return { kind: "choice", value: q.options[rnd(q.options.length)].value };
    return { kind: "choice", value: "" };
  };
}

describe("Redeploy resumes from each answer (6.4.2, #11 unshaded)", () => {
  it("the phase run once gives the replay's needs and result", () => {
    expect(boards.length).toBeGreaterThan(50);
    let asked = 0;
    for (const [i, board] of boards.entries()) {
      const answer = answerer(i + 1);
      const answers: NeedAnswer[] = [];
      const run = redeployRun(board);
      let next = run.next();
      for (let k = 0; k < 300; k++) {
        const replay = redeployPhase(board, answers);
        if (next.done) {
          expect(next.value).toEqual(replay);
          break;
        }
        expect(replay).toEqual({ kind: "need", need: next.value });
        asked++;
        const a = answer(next.value);
        answers.push(a);
        next = run.next(a);
      }
    }
    expect(asked).toBeGreaterThan(20);
  });

  it("#11 unshaded, its program fed one answer at a time, gives the program replayed", () => {
    const program = programFor(11, "unshaded");
    if (!program) throw new Error("no program for #11");
    const ctx = {
      actor: "GOV",
      chooser: "np",
      card: 11,
      side: "unshaded",
      hints: [],
      options: DEFAULT_OPTIONS,
      tables: EVENT_TABLES,
    } as const;
    for (const [i, board] of boards.entries()) {
      const answer = answerer(1000 + i);
      const live = eventProgramRunner(program, ctx);
      const answers: NeedAnswer[] = [];
      for (let k = 0; k < 300; k++) {
        const got = live(board, answers);
        expect(got).toEqual(runEventProgram(board, program, ctx, answers));
        if (got.kind !== "need") break;
        answers.push(answer(got.need));
      }
    }
  });
});
