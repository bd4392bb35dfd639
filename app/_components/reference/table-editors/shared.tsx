"use client";

import { type ReactNode, useId, useState } from "react";
import { BUTTON, INPUT, MUTED, PRIMARY as PRIMARY_BUTTON } from "@/app/_components/turn/styles";
import { type Correction, correctionKey } from "@/lib/engine/cuba/calixto/corrections";
import { factionWords } from "@/lib/ui/names";
import { TrialNote } from "../trial-note";
import { type PlayerCorrections, usePlayerCorrections } from "../use-corrections";

export const sameList = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

export const SMALL_BUTTON = BUTTON.replace("px-3", "min-w-11 px-2");

export interface TableEdits extends PlayerCorrections {
  /** The reasons of the last refused save or revert, and what was tried. */
  refused: { what: string; reasons: string[] } | null;
  note: string;
  setNote: (s: string) => void;
  /**
   * Save a correction through the persistence checks (issue 13: every edit validated like our
   * data). When the entry would equal ours again, the player's correction is reverted instead.
   */
  apply: (c: Correction, what: string, sameAsOurs?: boolean) => Promise<boolean>;
  undo: (key: string, what: string) => Promise<boolean>;
}

/** The player's corrections plus the refusal and the optional note of one table's editor. */
export function useTableEdits(): TableEdits {
  const pc = usePlayerCorrections();
  const [refused, setRefused] = useState<TableEdits["refused"]>(null);
  const [note, setNote] = useState("");
  const undo = async (key: string, what: string) => {
    const r = await pc.revert(key);
    if (!r.ok) {
      setRefused({ what, reasons: r.errors.map((e) => e.reason) });
      return false;
    }
    setRefused(null);
    return true;
  };
  const apply = async (c: Correction, what: string, sameAsOurs = false) => {
    const key = correctionKey(c);
    if (sameAsOurs) return pc.byKey.has(key) ? undo(key, what) : true;
    const r = await pc.save(c, note.trim() || undefined);
    if (!r.ok) {
      setRefused({ what, reasons: r.errors.map((e) => e.reason) });
      return false;
    }
    setRefused(null);
    setNote("");
    return true;
  };
  return { ...pc, refused, note, setNote, apply, undo };
}

/** The refused change and why, read out at once (role="alert"). */
export function Refusal({ refused }: { refused: TableEdits["refused"] }) {
  if (!refused) return <TrialNote />;
  return (
    <div
      role="alert"
      className="rounded-md border border-red-400 bg-red-50 p-2 text-sm text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100"
    >
      <p className="font-semibold">Not saved: {refused.what}</p>
      <ul className="ml-5 list-disc">
        {refused.reasons.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
    </div>
  );
}

/** "I checked this table against my aid sheet" (CHECK_AREAS key), stored per player. */
export function CheckedBox({ area, edits }: { area: string; edits: TableEdits }) {
  const id = useId();
  return (
    <label htmlFor={id} className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm">
      <input
        id={id}
        type="checkbox"
        className="size-5"
        checked={edits.checked.has(area)}
        onChange={(e) => void edits.setChecked(area, e.target.checked)}
      />
      I checked this table against my aid sheet
    </label>
  );
}

/** The optional note saved with the table's next change. */
export function NoteField({ edits }: { edits: TableEdits }) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <label htmlFor={id}>Note with your next change (optional)</label>
      <input
        id={id}
        className={`${INPUT} w-72 max-w-full`}
        value={edits.note}
        maxLength={2000}
        placeholder="where you read it"
        onChange={(e) => edits.setNote(e.target.value)}
      />
    </div>
  );
}

/** Our reading beside the player's, with the button that reverts theirs. */
export function OursYours({
  ours,
  yours,
  what,
  correctionKeyOf,
  edits,
}: {
  ours: ReactNode;
  yours: ReactNode;
  what: string;
  correctionKeyOf: string;
  edits: TableEdits;
}) {
  const note = edits.byKey.get(correctionKeyOf)?.note;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 text-xs">
      <span className="rounded bg-amber-100 px-1 font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-100">
        Corrected
      </span>
      <span>App: {ours}</span>
      <span aria-hidden="true">·</span>
      <span>Yours: {yours}</span>
      {note && <span className={MUTED}>({note})</span>}
      <button
        type="button"
        className={SMALL_BUTTON}
        aria-label={`Revert ${what}`}
        onClick={() => void edits.undo(correctionKeyOf, `revert ${what}`)}
      >
        Revert
      </button>
    </span>
  );
}

/** Up and down buttons for one row of an ordered table. */
export function OrderButtons({
  name,
  index,
  count,
  onMove,
}: {
  name: string;
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
}) {
  return (
    <span className="inline-flex gap-1">
      <button
        type="button"
        className={SMALL_BUTTON}
        aria-label={`Move ${name} up`}
        disabled={index === 0}
        onClick={() => onMove(-1)}
      >
        ↑
      </button>
      <button
        type="button"
        className={SMALL_BUTTON}
        aria-label={`Move ${name} down`}
        disabled={index === count - 1}
        onClick={() => onMove(1)}
      >
        ↓
      </button>
    </span>
  );
}

/**
 * The head cell of one row of an ordered table: its place, its label (and any red condition
 * given as children), where our data has it when the player reordered, and, while editing, the
 * up and down buttons.
 */
export function RowHeading({
  index,
  count,
  label,
  ourNumber,
  editing,
  onMove,
  children,
}: {
  index: number;
  count: number;
  label: string;
  /** The row's place in our data, shown when the player's order moved it; null to hide. */
  ourNumber: number | null;
  editing: boolean;
  onMove: (by: -1 | 1) => void;
  children?: ReactNode;
}) {
  const name = factionWords(label);
  return (
    <th scope="row" className="px-2 py-1 text-left font-normal">
      <span className="mr-1 font-mono text-stone-600 dark:text-stone-400">{index + 1}.</span>
      {name}
      {ourNumber !== null && ourNumber !== index + 1 && (
        <span className={`ml-1 text-xs ${MUTED}`}>(ours: row {ourNumber})</span>
      )}
      {children}
      {editing && (
        <span className="ml-2">
          <OrderButtons name={`row "${name}"`} index={index} count={count} onMove={onMove} />
        </span>
      )}
    </th>
  );
}

/** The head of an editable table: what it is, its checked box, the note. */
export function TableTools({ area, edits }: { area: string; edits: TableEdits }) {
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
      <CheckedBox area={area} edits={edits} />
      <NoteField edits={edits} />
    </div>
  );
}

/** The switch between reading a table and correcting it. */
export function EditToggle({
  label,
  editing,
  onToggle,
}: {
  label: string;
  editing: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={editing}
      className={editing ? PRIMARY_BUTTON : BUTTON}
      onClick={onToggle}
    >
      {label}
    </button>
  );
}

/** Faction names joined for the ours/yours line. */
export const factionList = (fs: readonly string[], names: Readonly<Record<string, string>>) =>
  fs.map((f) => names[f] ?? f).join(", ") || "none";
