import type { Result } from "@/lib/engine/core/result";
import type { GameState } from "@/lib/engine/cuba/game";
import type { GameRef } from "./commands";

/**
 * One tab's writes, one after another. A press is built from the log position its screen shows
 * (`seen`); when the screen has not caught up with this tab's own last write yet (two Calixto
 * cards named quickly), the press is not stale: the log moved on only by this tab's writes. So
 * each write waits for the previous one, and a `seen` that this tab's own writes have passed
 * since is advanced to where they left the log. A write from another tab (or any write this tab
 * did not make) is not in that run, and the command still refuses the press (CHANGED_ELSEWHERE).
 * The command re-checks the input against the request then waiting (giveInput's checkInput).
 */
export interface TabWrites {
  write<T extends { state: GameState }>(
    ref: GameRef,
    command: (ref: GameRef) => Promise<Result<T>>,
  ): Promise<Result<T>>;
}

/** The unbroken run of log positions this tab's own writes went through, per game. */
interface OwnRun {
  passed: Set<number>;
  last: number;
}

/** Every write of this tab's queues, settled or not: what `tabSettled` waits for. */
let pending: Promise<unknown> = Promise.resolve();

/**
 * Resolves once this tab's queued writes are done (a press shown before its save, issue 22): a
 * command that does not go through a queue (undo, redo) waits for them, so it is made on the log
 * the screen shows.
 */
export function tabSettled(): Promise<void> {
  return pending.then(() => undefined);
}

export function tabWrites(): TabWrites {
  let queue: Promise<unknown> = Promise.resolve();
  const runs = new Map<string, OwnRun>();

  const advance = (ref: GameRef): GameRef => {
    if (typeof ref === "string") return ref;
    const run = runs.get(ref.id);
    return run?.passed.has(ref.seen) ? { id: ref.id, seen: run.last } : ref;
  };

  const record = (ref: GameRef, after: number) => {
    if (typeof ref === "string") return;
    const run = runs.get(ref.id);
    // A write from where this tab's run ends extends it; any other starts a new run there.
    const passed = run && run.last === ref.seen ? run.passed : new Set<number>();
    for (let seq = ref.seen; seq <= after; seq++) passed.add(seq);
    runs.set(ref.id, { passed, last: after });
  };

  return {
    write(ref, command) {
      const done = queue.then(async () => {
        const used = advance(ref);
        const r = await command(used);
        if (r.ok) record(used, r.value.state.lastSeq);
        return r;
      });
      // A write that throws (storage failure) must not stop the writes queued after it.
      queue = done.catch(() => undefined);
      pending = Promise.all([pending, queue]).then(() => undefined);
      return done;
    },
  };
}
