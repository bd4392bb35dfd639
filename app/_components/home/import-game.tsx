"use client";
import { type ChangeEvent, useState } from "react";
import type { FieldError } from "@/lib/engine/core/result";
import { parseGameExport, parseJson, tooBig } from "@/lib/engine/cuba/game";
import { deleteGame, type GameSummary, importGame, listGames } from "@/lib/persistence";
import { importProblems } from "@/lib/ui/import-text";
import { useDb } from "../db-context";
import { buttonClass, errorClass, focusClass, headingClass, panelClass } from "../ui/styles";

/**
 * Import an exported game file as a new saved game. A malformed or changed file is refused,
 * saying what is wrong in a player's words, and nothing is written. A game already saved (same
 * name and start) is not copied silently: the player replaces it or keeps both, the copy then
 * named "Name (2)" so the two can be told apart.
 */
export function ImportGame({ onOpenGame }: { onOpenGame: (id: string) => void }) {
  const db = useDb();
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [done, setDone] = useState<{ id: string; name: string } | null>(null);
  const [twin, setTwin] = useState<{ data: unknown; saved: GameSummary } | null>(null);

  /** Replace the saved twin, keep both (the copy then takes the next free name), or a new game. */
  const save = async (data: unknown, twinAction?: { replace: GameSummary } | "keepBoth") => {
    setTwin(null);
    if (twinAction && twinAction !== "keepBoth") await deleteGame(db, twinAction.replace.id);
    const r = await importGame(db, data, { rename: twinAction === "keepBoth" });
    if (r.ok) setDone({ id: r.value.id, name: r.value.name });
    else setErrors(r.errors);
  };

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = "";
    setDone(null);
    setErrors([]);
    setTwin(null);
    if (!file) return;
    const big = tooBig(file.size);
    if (big) {
      setErrors([big]);
      return;
    }
    try {
      const json = parseJson(await file.text());
      const parsed = json.ok ? parseGameExport(json.value) : json;
      if (!parsed.ok) {
        setErrors(parsed.errors);
        return;
      }
      const { game } = parsed.value;
      const saved = (await listGames(db))
        .filter((g) => g.name === game.name.trim() && g.createdAt === game.createdAt)
        .sort((a, b) => b.updatedAt - a.updatedAt)[0];
      if (saved) setTwin({ data: json.ok ? json.value : null, saved });
      else await save(json.ok ? json.value : null);
    } catch (err) {
      // Nothing was written (the import's one transaction failed): say so instead of going quiet.
      setErrors([{ field: "import", reason: `could not be imported: ${(err as Error).message}` }]);
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
      {twin && (
        <fieldset aria-labelledby="import-twin" className="mt-2 text-sm">
          <legend id="import-twin" className="font-medium">
            “{twin.saved.name}” is already saved (last played{" "}
            {new Date(twin.saved.updatedAt).toLocaleString()}). Import it again?
          </legend>
          <div className="mt-1 flex flex-wrap gap-2">
            <button
              type="button"
              className={buttonClass("primary")}
              onClick={() => void save(twin.data, { replace: twin.saved })}
            >
              Replace the saved game
            </button>
            <button
              type="button"
              className={buttonClass()}
              onClick={() => void save(twin.data, "keepBoth")}
            >
              Keep both
            </button>
            <button type="button" className={buttonClass()} onClick={() => setTwin(null)}>
              Cancel
            </button>
          </div>
        </fieldset>
      )}
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
          <ul className="list-disc pl-5">
            {importProblems(errors).map((x) => (
              <li key={x}>{x}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
