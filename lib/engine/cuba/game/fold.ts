import { type FieldError, fail, ok, type Result } from "../../core/result";
import { validateBoard } from "../board/validate";
import { FACTIONS } from "../types";
import { type EntryOf, type GameEntry, isMetaType } from "./entries";
import { type ActionType, REDUCERS, type ReducerMap, reduceEntry } from "./reducers";
import { type GameState, initialState } from "./state";

/**
 * Fold a game's log into its state (Rally the Troops replay; boardgame.io reducer over moves).
 * Undo and redo are appended entries with the two-stack semantics of lib/engine/core/log.ts
 * (effectiveHistory): an action is pushed and clears the redo stack, undo moves the newest
 * effective action to the redo stack, redo moves it back; the set-up record is never undone.
 * The fold keeps the state after every effective entry, so undo restores the board, the
 * generator state and any `ext` slot exactly as they were.
 */
export interface FoldOptions {
  /** Reducers by entry type; later entry types add theirs here (see entries.ts). */
  reducers?: ReducerMap;
  /**
   * A state folded earlier from a prefix of these same entries (a cached snapshot). The fold
   * resumes after its `lastSeq`; it re-folds from the start only if the tail holds an undo.
   */
  from?: GameState;
  /** Record entries that do not apply in `state.skipped` and go on, instead of failing. */
  lenient?: boolean;
}

interface Frame {
  seq: number;
  state: GameState;
}

const at = (i: number, e: FieldError): FieldError => ({
  field: `log[${i}] → ${e.field}`,
  reason: e.reason,
});

/** Check and start from the set-up record (the first entry of every game). */
export function startGame(entry: GameEntry | undefined): Result<GameState> {
  if (!entry) return fail({ field: "log", reason: "empty: a game starts with its set-up record" });
  if (entry.type !== "game.setup")
    return fail({
      field: "log[0].type",
      reason: `the first entry must be game.setup, got ${entry.type}`,
    });
  const setup = entry.payload;
  const errors: FieldError[] = validateBoard(setup.board).map((e) => ({
    field: `log[0] → board.${e.field}`,
    reason: e.reason,
  }));
  for (const f of FACTIONS)
    if (setup.roles[f] !== setup.board.roles[f])
      errors.push({
        field: `log[0].payload.roles.${f}`,
        reason: "differs from the set-up board's roles",
      });
  if (setup.options.shortGame !== setup.board.shortGame)
    errors.push({
      field: "log[0].payload.options.shortGame",
      reason: "differs from the set-up board's short-game flag",
    });
  return errors.length ? fail(...errors) : ok(initialState(setup, entry.seq));
}

function finish(base: number[], stack: Frame[], redo: GameEntry[], lastSeq: number): GameState {
  const top = stack[stack.length - 1].state;
  return {
    ...top,
    lastSeq,
    effective: [...base, ...stack.map((f) => f.seq)],
    redoable: redo.map((e) => e.seq),
  };
}

/** Fold the whole log. Errors name the entry (`log[3] → spaces.havana.bases`). */
export function foldGame(entries: readonly GameEntry[], opts: FoldOptions = {}): Result<GameState> {
  const reducers = opts.reducers ?? REDUCERS;
  const resumed = opts.from ? resume(entries, opts.from) : null;
  if (resumed && entries.slice(resumed.start).some((e) => e.type === "meta.undo"))
    return foldGame(entries, { ...opts, from: undefined });

  let stack: Frame[];
  let redo: GameEntry[];
  let start: number;
  let base: number[] = [];
  if (resumed) {
    ({ stack, redo, start, base } = resumed);
  } else {
    const first = startGame(entries[0]);
    if (!first.ok) return first;
    stack = [{ seq: entries[0].seq, state: first.value }];
    redo = [];
    start = 1;
  }

  const bySeq = new Map(entries.map((e) => [e.seq, e]));
  let lastSeq = entries[start - 1].seq;
  for (let i = start; i < entries.length; i++) {
    const e = entries[i];
    if (!Number.isInteger(e.seq) || e.seq <= lastSeq)
      return fail({
        field: `log[${i}].seq`,
        reason: `must be greater than ${lastSeq}, got ${e.seq}`,
      });
    lastSeq = e.seq;
    if (e.type === "game.setup")
      return fail({
        field: `log[${i}].type`,
        reason: "a game has one set-up record, its first entry",
      });
    if (e.type === "meta.undo") {
      const top = stack.length > 1 ? stack.pop() : undefined;
      const undone = top ? bySeq.get(top.seq) : undefined;
      if (undone) redo.push(undone);
      continue;
    }
    const action = e.type === "meta.redo" ? redo.pop() : e;
    if (!action) continue;
    if (e.type !== "meta.redo") redo = [];
    const before = stack[stack.length - 1].state;
    const r = isMetaType(action.type)
      ? fail<GameState>({ field: "type", reason: "a meta entry cannot be redone" })
      : reduceEntry(reducers, before, action as EntryOf<ActionType>);
    if (r.ok) stack.push({ seq: action.seq, state: r.value });
    else if (opts.lenient)
      stack.push({
        seq: action.seq,
        state: { ...before, skipped: [...before.skipped, { seq: action.seq, errors: r.errors }] },
      });
    else return fail(...r.errors.map((err) => at(i, err)));
  }
  return ok(finish(base, stack, redo, lastSeq));
}

/** Where a cached state fits in these entries, or null if it does not (then fold from scratch). */
function resume(
  entries: readonly GameEntry[],
  from: GameState,
): { stack: Frame[]; redo: GameEntry[]; start: number; base: number[] } | null {
  const index = entries.findIndex((e) => e.seq === from.lastSeq);
  if (index < 0 || from.effective.length === 0) return null;
  const bySeq = new Map(entries.map((e) => [e.seq, e]));
  const redo = from.redoable.map((s) => bySeq.get(s));
  if (redo.some((e) => e === undefined)) return null;
  const top = from.effective[from.effective.length - 1];
  // Deeper frames are not cached; an undo in the tail makes the caller fold from scratch.
  return {
    stack: [{ seq: top, state: from }],
    redo: redo as GameEntry[],
    start: index + 1,
    base: from.effective.slice(0, -1),
  };
}

/**
 * Apply one new entry to a state folded from `entries` (the log so far), strictly: a command
 * uses this to reject an entry that does not apply before logging it. Undo or redo with nothing
 * to undo or redo is refused too, so the log never holds a meta entry that does nothing.
 */
export function stepGame(
  state: GameState,
  entries: readonly GameEntry[],
  entry: GameEntry,
  opts: Pick<FoldOptions, "reducers"> = {},
): Result<GameState> {
  if (!Number.isInteger(entry.seq) || entry.seq <= state.lastSeq)
    return fail({
      field: "seq",
      reason: `must be greater than ${state.lastSeq}, got ${entry.seq}`,
    });
  if (entry.type === "game.setup")
    return fail({ field: "type", reason: "a game has one set-up record, its first entry" });
  if (entry.type === "meta.undo" && state.effective.length < 2)
    return fail({ field: "undo", reason: "nothing to undo: only the set-up is in effect" });
  if (entry.type === "meta.redo" && state.redoable.length === 0)
    return fail({ field: "redo", reason: "nothing to redo" });
  if (entry.type === "meta.undo" || entry.type === "meta.redo")
    return foldGame([...entries, entry], { ...opts, from: state, lenient: true });
  const r = reduceEntry(opts.reducers ?? REDUCERS, state, entry);
  if (!r.ok) return r;
  return ok({
    ...r.value,
    lastSeq: entry.seq,
    effective: [...state.effective, entry.seq],
    redoable: [],
  });
}
