/**
 * Code a turn needs only at some steps (the Event programs, the Propaganda round), loaded the
 * first time it is needed: the browser fetches it then, so reopening a game mid-turn loads only
 * what the turn has used so far (issue 22).
 *
 * The engine and the machines stay synchronous: `now()` returns the loaded module, or starts
 * loading it and throws `PartNotLoaded`. Whoever replays a turn from its log (session.ts
 * `readyView`) then waits for the loads missed (`takeMissedLoads`) and replays it again; replays
 * are deterministic, so the second run is the turn itself. Commands, tests, the command line and
 * the build load every part first (`loadAllParts`), so they never miss one.
 */

export class PartNotLoaded extends Error {
  constructor(readonly part: string) {
    super(`${part}: still loading`);
    this.name = "PartNotLoaded";
  }
}

export interface LazyPart<T> {
  /** The module, or PartNotLoaded thrown (and its load started, for `takeMissedLoads`). */
  now(): T;
  load(): Promise<T>;
  loaded(): boolean;
}

const parts: LazyPart<unknown>[] = [];
let missed: Promise<unknown>[] = [];

/** A part of the code loaded when first needed; `name` is what a reader sees if it is missing. */
export function lazyPart<T>(name: string, importer: () => Promise<T>): LazyPart<T> {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  const load = () => {
    loading ??= importer().then(
      (m) => {
        value = m;
        return m;
      },
      (e: unknown) => {
        loading = undefined;
        throw e;
      },
    );
    return loading;
  };
  const part: LazyPart<T> = {
    now() {
      if (value !== undefined) return value;
      missed.push(load());
      throw new PartNotLoaded(name);
    },
    load,
    loaded: () => value !== undefined,
  };
  parts.push(part as LazyPart<unknown>);
  return part;
}

/** How many loads `now()` has started since the last `takeMissedLoads` (0: nothing missing). */
export const missedLoads = (): number => missed.length;

/** The loads started by `now()` since the last call (empty: nothing was missing). */
export function takeMissedLoads(): Promise<unknown>[] {
  const out = missed;
  missed = [];
  return out;
}

/** Load every part declared so far (by the modules imported so far). */
export async function loadAllParts(): Promise<void> {
  await Promise.all(parts.map((p) => p.load()));
  missed = [];
}
