"use client";

import { useId, useRef, useState } from "react";
import { BUTTON, MUTED, PANEL, PRIMARY } from "@/app/_components/turn/styles";
import { downloadJson } from "@/app/_components/ui/download";
import {
  applyDataImport,
  exportDataCorrections,
  type ImportPreview,
  previewDataImport,
  revertAllCorrections,
} from "@/lib/persistence/data-corrections";
import { correctionWords } from "@/lib/ui/side-corrections";
import { useDb } from "../db-context";
import { TrialNote, withTrialProgress } from "./trial-note";
import { usePlayerCorrections } from "./use-corrections";

export const CORRECTIONS_FILE_NAME = "calixto-corrections.json";

async function readText(file: File): Promise<string> {
  if (typeof file.text === "function") return file.text();
  return new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.onerror = () => reject(r.error);
    r.readAsText(file);
  });
}

const CHANGE_WORDS = { added: "Added", changed: "Changed", unchanged: "Unchanged" } as const;

/**
 * All the player's corrections in one place (issue "Your own cards"): each in words with its
 * note and its own Revert, Revert all (asked in the page), and sharing: export as a file, import
 * one after reading what it would change. A refused file changes nothing and says why.
 */
export function MyCorrections() {
  const id = useId();
  const db = useDb();
  const player = usePlayerCorrections();
  const fileInput = useRef<HTMLInputElement>(null);
  const [confirmAll, setConfirmAll] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [status, setStatus] = useState("");
  const list = player.loaded?.corrections ?? [];

  const revert = async (key: string) => {
    const r = await player.revert(key);
    setErrors(r.ok ? [] : r.errors.map((e) => e.reason));
    if (r.ok) setStatus("Reverted: that entry is read as the app has it again.");
  };
  const exportAll = async () => {
    downloadJson(CORRECTIONS_FILE_NAME, await exportDataCorrections(db));
    setStatus(`Saved ${CORRECTIONS_FILE_NAME} to your downloads.`);
  };
  const pick = async (file: File | undefined) => {
    setPreview(null);
    setStatus("");
    if (!file) return;
    const text = await readText(file);
    const r = await withTrialProgress((onTrial) => previewDataImport(db, text, onTrial));
    if (fileInput.current) fileInput.current.value = "";
    if (!r.ok) setErrors(r.errors.map((e) => e.reason));
    else {
      setErrors([]);
      setPreview(r.value);
    }
  };
  const apply = async () => {
    if (!preview) return;
    const r = await withTrialProgress((onTrial) => applyDataImport(db, preview.file, onTrial));
    setPreview(null);
    if (r.ok) {
      setErrors([]);
      setStatus("Imported. The corrections apply from the next turn.");
    } else setErrors(r.errors.map((e) => e.reason));
  };
  const changes = preview ? preview.lines.filter((l) => l.change !== "unchanged").length : 0;

  return (
    <section aria-labelledby={`${id}-h`} className={`${PANEL} space-y-3`}>
      <h2 id={`${id}-h`} className="scroll-mt-4 text-xl font-semibold">
        My corrections
      </h2>
      <p className={`max-w-3xl text-sm ${MUTED}`}>
        Your corrections apply from the next turn of every game. In a game where you switched a
        disputed reading or set your own dots in its Readings tab, that game&apos;s choice wins.
      </p>
      {player.loaded === undefined ? (
        <p>Reading your corrections…</p>
      ) : list.length === 0 ? (
        <p>You have no corrections: the app reads its own data.</p>
      ) : (
        <ul aria-label="Your corrections" className="space-y-2">
          {list.map((c) => {
            const words = correctionWords(c.correction);
            return (
              <li key={c.key} className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  {words}
                  {c.note ? (
                    <span className={`block text-sm ${MUTED}`}>Your note: {c.note}</span>
                  ) : null}
                </span>
                <button
                  type="button"
                  className={BUTTON}
                  aria-label={`Revert: ${words}`}
                  onClick={() => revert(c.key)}
                >
                  Revert
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {player.loaded && player.loaded.unreadable.length > 0 ? (
        <div role="alert" className="text-sm text-red-800 dark:text-red-300">
          <p className="font-semibold">
            Some stored corrections cannot be read and are not used (Revert all removes them):
          </p>
          <ul className="list-disc pl-5">
            {player.loaded.unreadable.map((e) => (
              <li key={e.field}>{e.reason}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <TrialNote />
      <div className="flex flex-wrap gap-2">
        {(list.length > 0 || (player.loaded?.unreadable.length ?? 0) > 0) && !confirmAll ? (
          <button type="button" className={BUTTON} onClick={() => setConfirmAll(true)}>
            Revert all
          </button>
        ) : null}
        <button type="button" className={BUTTON} onClick={exportAll}>
          Export my corrections
        </button>
        <label className={`${BUTTON} cursor-pointer has-[:focus-visible]:outline`}>
          Import corrections…
          <input
            ref={fileInput}
            type="file"
            accept="application/json,.json"
            className="sr-only"
            onChange={(e) => pick(e.target.files?.[0])}
          />
        </label>
      </div>
      {confirmAll ? (
        <fieldset
          aria-label="Revert all corrections?"
          className="space-y-2 rounded-md border border-amber-400 p-3"
        >
          <p>Revert all {list.length} corrections? The app then reads its own data everywhere.</p>
          <div className="flex gap-2">
            <button
              type="button"
              className={PRIMARY}
              onClick={async () => {
                await revertAllCorrections(db);
                setConfirmAll(false);
                setStatus("All corrections reverted.");
              }}
            >
              Yes, revert all
            </button>
            <button type="button" className={BUTTON} onClick={() => setConfirmAll(false)}>
              Keep them
            </button>
          </div>
        </fieldset>
      ) : null}
      {preview ? (
        <section
          aria-labelledby={`${id}-diff`}
          className="space-y-2 rounded-md border border-blue-400 p-3"
        >
          <h3 id={`${id}-diff`} className="font-semibold">
            What the file would change
          </h3>
          <ul className="space-y-1 text-sm">
            {preview.lines.map((l) => (
              <li key={l.key}>
                <span className="font-semibold">{CHANGE_WORDS[l.change]}:</span> {l.words}
                {l.was ? <span className={`block ${MUTED}`}>was: {l.was}</span> : null}
              </li>
            ))}
          </ul>
          <p>
            {changes === 0
              ? "Nothing would change."
              : `Apply these ${changes} change${changes === 1 ? "" : "s"}?`}
          </p>
          <div className="flex gap-2">
            <button
              type="button"
              className={PRIMARY}
              disabled={changes === 0 && preview.file.checked.length === 0}
              onClick={apply}
            >
              Apply
            </button>
            <button type="button" className={BUTTON} onClick={() => setPreview(null)}>
              Cancel
            </button>
          </div>
        </section>
      ) : null}
      {errors.length > 0 ? (
        <div
          role="alert"
          className="rounded-md border border-red-400 bg-red-50 p-2 text-sm text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100"
        >
          <p className="font-semibold">Refused, nothing was changed:</p>
          <ul className="list-disc pl-5">
            {errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {status ? (
        <p role="status" className={`text-sm ${MUTED}`}>
          {status}
        </p>
      ) : null}
    </section>
  );
}
