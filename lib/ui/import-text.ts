import type { FieldError } from "@/lib/engine/core/result";

/**
 * Why a game file cannot be imported, in a player's words: the checker names fields and JSON
 * types ("format: expected …"); the player needs to know what is wrong with the file.
 */
export function importProblems(errors: readonly FieldError[]): string[] {
  const out = new Set<string>();
  for (const e of errors) out.add(problem(e));
  return [...out];
}

function problem(e: FieldError): string {
  if (e.field === "file" && /at most/.test(e.reason)) return `This file is too big: ${e.reason}.`;
  if (e.field === "import") return `This file ${e.reason}.`;
  if (e.field === "file" || e.field === "format" || e.field === "")
    return /bare board/.test(e.reason)
      ? "This file is not a Calixto game export: it holds a board only, not a game."
      : "This file is not a Calixto game export.";
  if (e.field === "checksum")
    return "This file was changed after it was exported, so the app cannot trust it.";
  if (e.field === "version") return "This file was saved by a newer version of the app.";
  if (e.field.startsWith("game")) return "The file's game name or dates are missing or damaged.";
  const entry = /^log\[(\d+)\]/.exec(e.field);
  if (entry) {
    const n = Number(entry[1]);
    return n === 0
      ? `The game's set-up in this file is damaged (${plain(e.reason)}).`
      : `Step ${n + 1} of the game's log in this file does not fit the game (${plain(e.reason)}).`;
  }
  if (e.field === "log") return "This file holds no game log.";
  return "This file is damaged or incomplete.";
}

/** A checker reason without its JSON words: "expected a whole number, got the string …". */
function plain(reason: string): string {
  return reason
    .replace(/, got (the string |an? )?[^;,)]*/g, "")
    .replace(/^expected /, "should be ");
}
