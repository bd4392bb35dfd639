"use client";
import { type ChangeEvent, useState } from "react";
import type { FieldError } from "@/lib/engine/core/result";
import { parseJson, tooBig } from "@/lib/engine/cuba/game";
import { importGame } from "@/lib/persistence";
import { entryText } from "@/lib/ui/import-errors";
import { useDb } from "../db-context";
import { buttonClass, errorClass, focusClass, headingClass, panelClass } from "../ui/styles";

/**
 * Import an exported game file as a new saved game. A malformed or changed file is refused with
 * the path of each problem, and nothing is written.
 */
export function ImportGame({ onOpenGame }: { onOpenGame: (id: string) => void }) {
  const db = useDb();
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [done, setDone] = useState<{ id: string; name: string } | null>(null);

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = "";
    setDone(null);
    setErrors([]);
    if (!file) return;
    const big = tooBig(file.size);
    if (big) {
      setErrors([big]);
      return;
    }
    try {
      const json = parseJson(await file.text());
      const r = json.ok ? await importGame(db, json.value) : json;
      if (r.ok) setDone({ id: r.value.id, name: r.value.name });
      else setErrors(r.errors);
    } catch (err) {
      // Nothing was written (the import's one transaction failed): say so instead of going quiet.
      setErrors([{ field: "file", reason: `could not be imported: ${(err as Error).message}` }]);
    }
  };

  return (
    <section aria-labelledby="import-heading" className={panelClass}>
      <h2 id="import-heading" className={headingClass}>
        Import a game
      </h2>
      <label className="mt-2 flex flex-col gap-1 text-sm">
        Exported game file (.json)
        <input
          type="file"
          accept="application/json,.json"
          onChange={(e) => void onFile(e)}
          className={`text-sm file:mr-2 file:rounded-md file:border file:border-stone-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium dark:file:border-stone-600 dark:file:bg-stone-800 dark:file:text-stone-100 ${focusClass}`}
        />
      </label>
      <div aria-live="polite">
        {done && (
          <p className="mt-2 text-sm">
            Imported “{done.name}”.{" "}
            <button
              type="button"
              className={buttonClass("primary")}
              onClick={() => onOpenGame(done.id)}
            >
              Open it
            </button>
          </p>
        )}
      </div>
      {errors.length > 0 && (
        <div role="alert" className={`mt-2 ${errorClass}`}>
          <p className="font-medium">
            This file cannot be imported; your saved games are unchanged.
          </p>
          <ul className="list-disc pl-5 font-mono text-xs">
            {errors.map((x) => (
              <li key={`${x.field}:${x.reason}`}>{entryText(x)}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
