import { effectiveHistory } from "../../core/log";
import { type FieldError, fail, failAll, ok, type Result } from "../../core/result";
import { markValid } from "../board/shared-edit";
import { validateBoard } from "../board/validate";
import { FACTIONS } from "../types";
import { type EntryOf, type GameEntry, isMetaType } from "./entries";
import { MAX_ERRORS } from "./parse-util";
import { type ActionType, REDUCERS, type ReducerMap, reduceEntry } from "./reducers";
import { type GameState, initialState } from "./state";

/**
 * Fold a game's log into its state (Rally the Troops replay; boardgame.io reducer over moves).
 * Undo and redo are appended entries with the two-stack semantics of lib/engine/core/log.ts
 * (effectiveHistory): an action is pushed and clears the redo stack, undo moves the newest
 * effective action to the redo stack, redo moves it back; the set-up record is never undone.
 * The state is the reduction of the entries in effect, so undo restores the board, the
 * generator state and any `ext` slot exactly as they were before the undone entry.
 */
export interface FoldOptions {
  /** Reducers by entry type; later entry types add theirs here (see entries.ts). */
  reducers?: ReducerMap;
  /**
   * States folded earlier from these same entries (cached snapshots). The fold starts from the
   * one whose entries in effect are the longest prefix of the log's entries in effect, so only
   * the rest is reduced; an undo in between does not matter as long as it stays above it.
   */
  from?: GameState | readonly GameState[];
  /** Record entries that do not apply in `state.skipped` and go on, instead of failing. */
  lenient?: boolean;
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
  if (errors.length) return failAll(errors.slice(0, MAX_ERRORS));
  const state = initialState(setup, entry.seq);
  // Its board is a copy of the set-up board just checked: the first edit need not check it again.
  markValid(state.board);
  return ok(state);
}

/** The log's order: strictly increasing seqs and one set-up record, the first entry. */
function checkOrder(entries: readonly GameEntry[]): FieldError | null {
  for (let i = 1; i < entries.length; i++) {
    const e = entries[i];
    const prev = entries[i - 1].seq;
    if (!Number.isInteger(e.seq) || e.seq <= prev)
      return { field: `log[${i}].seq`, reason: `must be greater than ${prev}, got ${e.seq}` };
    if (e.type === "game.setup")
      return { field: `log[${i}].type`, reason: "a game has one set-up record, its first entry" };
  }
  return null;
}

/** Apply one action entry; a lenient fold records a refusal and keeps the state as it was. */
function apply(
  state: GameState,
  entry: GameEntry,
  /** The log, for naming the entry's position in an error (none: position -1). */
  log: readonly GameEntry[] | null,
  reducers: ReducerMap,
  lenient: boolean,
): Result<GameState> {
  const r = isMetaType(entry.type)
    ? fail<GameState>({ field: "type", reason: "a meta entry is not an action" })
    : reduceEntry(reducers, state, entry as EntryOf<ActionType>);
  if (r.ok) return r;
  if (lenient)
    return ok({
      ...state,
      skipped: [...state.skipped, { seq: entry.seq, errors: r.errors.slice(0, MAX_ERRORS) }],
    });
  const i = log ? logIndex(log, entry.seq) : -1;
  return failAll(r.errors.slice(0, MAX_ERRORS).map((e) => at(i, e)));
}

/** Where the entry with this seq stands in the log (seqs increase strictly: checkOrder). */
function logIndex(entries: readonly GameEntry[], seq: number): number {
  let lo = 0;
  let hi = entries.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (entries[mid].seq === seq) return mid;
    if (entries[mid].seq < seq) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/**
 * Fold the whole log. The entries in effect are found first (effectiveHistory), then only they
 * are reduced, in order: an undone entry costs nothing, and a redone one lands back on the same
 * state it first met (redo only follows undo with no new action between). Errors name the entry
 * (`log[3] → spaces.havana.bases`).
 */
export function foldGame(entries: readonly GameEntry[], opts: FoldOptions = {}): Result<GameState> {
  const reducers = opts.reducers ?? REDUCERS;
  const lenient = opts.lenient ?? false;
  const first = startGame(entries[0]);
  if (!first.ok) return first;
  const order = checkOrder(entries);
  if (order) return fail(order);

  const history = effectiveHistory(entries);
  const cached = bestStart(entries, history.effective, opts.from);
  let state = cached ?? first.value;
  const effective = history.effective;
  for (let i = state.depth; i < effective.length; i++) {
    // Errors name the entry's position in the log, looked up only when there is one.
    const r = apply(state, effective[i], entries, reducers, lenient);
    if (!r.ok) return r;
    state = r.value;
  }
  const top = history.effective[history.effective.length - 1];
  return ok({
    ...state,
    lastSeq: entries[entries.length - 1].seq,
    depth: history.effective.length,
    top: top.seq,
    redoable: history.redoable.map((e) => e.seq),
  });
}

/**
 * The cached state to start from: folded from these entries (its last seq is among them) and
 * with entries in effect that are a prefix of the log's. The state is a reduction of the entries
 * in effect alone, so continuing from such a state gives exactly the full fold. Entries in effect
 * form a stack and what lies under an entry in it is always what lay under it when it was logged
 * (an undo pops it, and only a redo with the same stack under it brings it back), so a state's
 * entries in effect are a prefix of the log's exactly when its newest one (`top`) stands at the
 * same depth in the log's.
 */
function bestStart(
  entries: readonly GameEntry[],
  effective: readonly GameEntry[],
  from: FoldOptions["from"],
): GameState | null {
  if (!from) return null;
  const last = entries[entries.length - 1].seq;
  const seqs = new Set(entries.map((e) => e.seq));
  let best: GameState | null = null;
  const candidates: readonly GameState[] = Array.isArray(from)
    ? (from as readonly GameState[])
    : [from as GameState];
  for (const s of candidates) {
    if (s.lastSeq > last || !seqs.has(s.lastSeq) || !(s.depth >= 1)) continue;
    if (s.depth > effective.length || effective[s.depth - 1].seq !== s.top) continue;
    if (!best || s.depth > best.depth) best = s;
  }
  return best;
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
  opts: Pick<FoldOptions, "reducers"> & { checkpoints?: readonly GameState[] } = {},
): Result<GameState> {
  if (!Number.isInteger(entry.seq) || entry.seq <= state.lastSeq)
    return fail({
      field: "seq",
      reason: `must be greater than ${state.lastSeq}, got ${entry.seq}`,
    });
  if (entry.type === "game.setup")
    return fail({ field: "type", reason: "a game has one set-up record, its first entry" });
  if (entry.type === "meta.undo" && state.depth < 2)
    return fail({ field: "undo", reason: "nothing to undo: only the set-up is in effect" });
  if (entry.type === "meta.redo" && state.redoable.length === 0)
    return fail({ field: "redo", reason: "nothing to redo" });
  if (entry.type === "meta.undo" || entry.type === "meta.redo")
    return foldGame([...entries, entry], {
      reducers: opts.reducers,
      from: [state, ...(opts.checkpoints ?? [])],
      lenient: true,
    });
  const r = reduceEntry(opts.reducers ?? REDUCERS, state, entry);
  if (!r.ok) return r;
  return ok({
    ...r.value,
    lastSeq: entry.seq,
    depth: state.depth + 1,
    top: entry.seq,
    redoable: [],
  });
}

/**
 * What stepping `entry` onto `state` needs besides them (stepEntry): for an undo, the state at
 * the log position just before the undone entry was logged; for a redo, the entry redone.
 */
export type StepNeed = { kind: "before"; at: number } | { kind: "redone"; seq: number } | null;

export function stepNeed(state: GameState, entry: GameEntry): StepNeed {
  if (entry.type === "meta.undo" && state.depth > 1) return { kind: "before", at: state.top - 1 };
  const redo = state.redoable[state.redoable.length - 1];
  if (entry.type === "meta.redo" && redo !== undefined) return { kind: "redone", seq: redo };
  return null;
}

export interface StepOptions {
  reducers?: ReducerMap;
  /** Record an action that does not apply in `state.skipped` and go on, instead of failing. */
  lenient?: boolean;
  /** For an undo: the state at log position `top - 1` (stepNeed), the fold of the log up to it. */
  before?: GameState;
  /** For a redo: the entry redone (stepNeed). */
  redone?: GameEntry;
}

/**
 * One entry onto the state folded from the log before it, without reading that log: what a
 * command needs to check and log an entry in time independent of the log's length.
 *  - an action is reduced (strictly, or recorded in `skipped` when lenient);
 *  - an undo gives back `before`: the undone entry (`top`) was logged onto the entries then in
 *    effect, which are exactly those left in effect once it is undone (see bestStart), so the
 *    state then is the state now;
 *  - a redo reduces the undone entry again, onto the state it was first reduced onto. It is
 *    never refused for not applying (as foldGame, it is recorded in `skipped`): it was checked
 *    when it was logged.
 * Strictly, an undo or redo with nothing to undo or redo is refused, as by stepGame.
 */
export function stepEntry(
  state: GameState,
  entry: GameEntry,
  opts: StepOptions = {},
): Result<GameState> {
  const reducers = opts.reducers ?? REDUCERS;
  const lenient = opts.lenient ?? false;
  if (!Number.isInteger(entry.seq) || entry.seq <= state.lastSeq)
    return fail({
      field: "seq",
      reason: `must be greater than ${state.lastSeq}, got ${entry.seq}`,
    });
  if (entry.type === "game.setup")
    return fail({ field: "type", reason: "a game has one set-up record, its first entry" });
  const need = stepNeed(state, entry);
  if (entry.type === "meta.undo") {
    if (!need)
      return lenient
        ? ok({ ...state, lastSeq: entry.seq })
        : fail({ field: "undo", reason: "nothing to undo: only the set-up is in effect" });
    const b = opts.before;
    if (!b || b.depth !== state.depth - 1 || b.lastSeq >= state.top)
      return fail({ field: "undo", reason: "the state before the undone entry is missing" });
    return ok({ ...b, lastSeq: entry.seq, redoable: [...state.redoable, state.top] });
  }
  if (entry.type === "meta.redo") {
    if (need?.kind !== "redone")
      return lenient
        ? ok({ ...state, lastSeq: entry.seq })
        : fail({ field: "redo", reason: "nothing to redo" });
    const r = opts.redone;
    if (!r || r.seq !== need.seq)
      return fail({ field: "redo", reason: "the entry to redo is missing" });
    const applied = apply(state, r, null, reducers, true);
    if (!applied.ok) return applied;
    return ok({
      ...applied.value,
      lastSeq: entry.seq,
      depth: state.depth + 1,
      top: r.seq,
      redoable: state.redoable.slice(0, -1),
    });
  }
  const r = reduceEntry(reducers, state, entry as EntryOf<ActionType>);
  const next = r.ok
    ? r.value
    : lenient
      ? {
          ...state,
          skipped: [...state.skipped, { seq: entry.seq, errors: r.errors.slice(0, MAX_ERRORS) }],
        }
      : null;
  if (!next) return r;
  return ok({ ...next, lastSeq: entry.seq, depth: state.depth + 1, top: entry.seq, redoable: [] });
}
