/**
 * The dry run that judged an Event travels with the judgement made from it (the dry run's result,
 * the judgement, the effect evaluation, the Event decision) as a property that JSON, copies and
 * equality never see. Kept apart from the program runner (run.ts, its `JudgedRun`) so that the
 * Event decision can pass it on without loading the runner.
 */
const JUDGED_RUN = Symbol("the dry run that judged this Event");
type Carrier = { [JUDGED_RUN]?: unknown };

/** `to`, carrying the dry run that `from` carries (if any). */
export function carryJudgedRun<T extends object>(to: T, from: object | null | undefined): T {
  const j = from ? (from as Carrier)[JUDGED_RUN] : undefined;
  if (j) Object.defineProperty(to, JUDGED_RUN, { value: j, enumerable: false });
  return to;
}

/** The dry run `x` carries, if any (typed by run.ts `judgedRunOf`). */
export function carriedRunOf(x: object | null | undefined): unknown {
  return (x ? (x as Carrier)[JUDGED_RUN] : undefined) ?? null;
}

/** `to`, carrying `run` (the dry run it was made from). */
export function attachJudgedRun<T extends object>(to: T, run: object): T {
  return Object.defineProperty(to, JUDGED_RUN, { value: run, enumerable: false });
}
