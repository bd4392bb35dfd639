/**
 * The append-only action log and its effective history (architecture §6.6, Rally the Troops
 * replay). Undo and redo are appended meta entries, never deletions: an action entry is pushed
 * and clears the redo stack, undo moves the newest effective action to the redo stack, and redo
 * moves it back. The first entry (the set-up record) can never be undone.
 */
export interface LogEntry<P = unknown> {
  seq: number;
  type: string;
  payload: P;
}

export const UNDO = "meta.undo";
export const REDO = "meta.redo";

export function isMeta(e: { type: string }): boolean {
  return e.type === UNDO || e.type === REDO;
}

export interface History<E extends { type: string }> {
  /** Entries in effect, oldest first (the set-up record first). */
  effective: E[];
  /** Entries undone and available to redo, the next redo last. */
  redoable: E[];
}

export function effectiveHistory<E extends { type: string }>(entries: readonly E[]): History<E> {
  const effective: E[] = [];
  const redoable: E[] = [];
  for (const e of entries) {
    if (e.type === UNDO) {
      if (effective.length > 1) redoable.push(effective.pop() as E);
    } else if (e.type === REDO) {
      const r = redoable.pop();
      if (r) effective.push(r);
    } else {
      effective.push(e);
      redoable.length = 0;
    }
  }
  return { effective, redoable };
}

export function canUndo<E extends { type: string }>(entries: readonly E[]): boolean {
  return effectiveHistory(entries).effective.length > 1;
}

export function canRedo<E extends { type: string }>(entries: readonly E[]): boolean {
  return effectiveHistory(entries).redoable.length > 0;
}
