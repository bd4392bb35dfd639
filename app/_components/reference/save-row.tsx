"use client";

import { useId, useState } from "react";
import { BUTTON, INPUT, MUTED, PRIMARY } from "@/app/_components/turn/styles";
import type { Result } from "@/lib/engine/core/result";

/**
 * The foot of every correction form (issue "Your own cards"): the player's note ("where I read
 * it") and Save. A refused save shows the reasons in words and leaves the form as typed.
 */
export function SaveRow({
  what,
  onSave,
  onReset,
  dirty,
}: {
  /** Names the entry in the button: "Save this box". */
  what: string;
  onSave: (note: string) => Promise<Result<unknown>>;
  onReset?: () => void;
  dirty: boolean;
}) {
  const id = useId();
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<string[]>([]);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    const r = await onSave(note);
    setBusy(false);
    if (r.ok) {
      setErrors([]);
      setSaved(true);
      setNote("");
    } else {
      setErrors(r.errors.map((e) => e.reason));
      setSaved(false);
    }
  };
  return (
    <div className="mt-3 space-y-2">
      <label htmlFor={`${id}-note`} className="block text-sm font-medium">
        Where I read it (optional)
      </label>
      <input
        id={`${id}-note`}
        className={`${INPUT} w-full`}
        value={note}
        onChange={(e) => {
          setNote(e.target.value);
          setSaved(false);
        }}
      />
      <div className="flex flex-wrap gap-2">
        <button type="button" className={PRIMARY} disabled={busy || !dirty} onClick={save}>
          {what}
        </button>
        {onReset && dirty ? (
          <button
            type="button"
            className={BUTTON}
            onClick={() => {
              onReset();
              setErrors([]);
            }}
          >
            Undo my edits
          </button>
        ) : null}
      </div>
      {errors.length > 0 ? (
        <div
          role="alert"
          className="rounded-md border border-red-400 bg-red-50 p-2 text-sm text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100"
        >
          <p className="font-semibold">Not saved:</p>
          <ul className="list-disc pl-5">
            {errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {saved && !dirty ? (
        <p role="status" className={`text-sm ${MUTED}`}>
          Saved. It applies from the next turn.
        </p>
      ) : null}
    </div>
  );
}
