import { type FieldError, failAll, ok, type Result } from "../../../core/result";
import { array, type Errors, join, keys, object, oneOf, string } from "../../game/parse-util";
import { CHECK_AREA_KEYS } from "./areas";
import { checkCorrections } from "./check";
import { parseCorrection } from "./parse";
import type { Correction } from "./types";

/**
 * The file a player shares their corrections in (issue "Your own cards": share): our format
 * name and version, each correction with the player's note, and which parts they checked.
 */
export const CORRECTIONS_FILE_FORMAT = "calixto-data-corrections";
export const CORRECTIONS_FILE_VERSION = 1;
/** Far above the number of entries in the data; a bigger file is not ours. */
export const MAX_FILE_CORRECTIONS = 600;
/** A file this many characters or longer is refused before it is read. */
export const MAX_FILE_CHARS = 2_000_000;

export interface CorrectionsFile {
  format: typeof CORRECTIONS_FILE_FORMAT;
  version: typeof CORRECTIONS_FILE_VERSION;
  corrections: { correction: Correction; note?: string }[];
  checked: string[];
}

export function correctionsFile(
  corrections: readonly { correction: Correction; note?: string }[],
  checked: readonly string[],
): CorrectionsFile {
  return {
    format: CORRECTIONS_FILE_FORMAT,
    version: CORRECTIONS_FILE_VERSION,
    corrections: corrections.map((c) => (c.note ? { ...c } : { correction: c.correction })),
    checked: [...checked],
  };
}

const problem = (field: string, reason: string): Result<never> => failAll([{ field, reason }]);

/**
 * Read a shared file strictly: its format and version, every correction (parse.ts), its notes,
 * and that the corrections together pass the self-check (check.ts). Nothing partial: one bad
 * entry refuses the file, with the entry named.
 */
export function readCorrectionsFile(text: string): Result<CorrectionsFile> {
  if (text.length >= MAX_FILE_CHARS)
    return problem("file", "this file is far larger than any corrections file");
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return problem("file", "this is not a corrections file (it cannot be read as JSON)");
  }
  const errors: Errors = [];
  const o = object(v, "", errors);
  if (!o) return failAll(errors);
  if (o.format !== CORRECTIONS_FILE_FORMAT)
    return problem("format", "this is not a Calixto corrections file (is it a saved game?)");
  if (o.version !== CORRECTIONS_FILE_VERSION)
    return problem(
      "version",
      typeof o.version === "number" && o.version > CORRECTIONS_FILE_VERSION
        ? "this file was made by a newer version of the app"
        : "this file's version is not one the app knows",
    );
  keys(o, "", ["format", "version", "corrections"], ["checked"], errors);
  const list = array(o.corrections, "corrections", errors);
  if (list && list.length > MAX_FILE_CORRECTIONS)
    errors.push({ field: "corrections", reason: `at most ${MAX_FILE_CORRECTIONS} corrections` });
  const out: CorrectionsFile["corrections"] = [];
  if (list && list.length <= MAX_FILE_CORRECTIONS)
    list.forEach((item, i) => {
      const path = join("corrections", i);
      const e = object(item, path, errors);
      if (!e) return;
      keys(e, path, ["correction"], ["note"], errors);
      const c = parseCorrection(e.correction, join(path, "correction"));
      if (!c.ok) errors.push(...c.errors);
      const note = e.note === undefined ? undefined : string(e.note, join(path, "note"), errors);
      if (note !== undefined && note.length > 2000)
        errors.push({ field: join(path, "note"), reason: "a note is 2000 characters at most" });
      if (c.ok) out.push(note ? { correction: c.value, note } : { correction: c.value });
    });
  const checked: string[] = [];
  if (o.checked !== undefined) {
    const a = array(o.checked, "checked", errors) ?? [];
    a.slice(0, CHECK_AREA_KEYS.size + 1).forEach((k, i) => {
      const key = oneOf(k, [...CHECK_AREA_KEYS], join("checked", i), errors, "checked part");
      if (key && !checked.includes(key)) checked.push(key);
    });
    if (a.length > CHECK_AREA_KEYS.size)
      errors.push({ field: "checked", reason: "lists more parts than the data has" });
  }
  if (errors.length) return failAll(errors.slice(0, 12));
  const bad: FieldError[] = checkCorrections(out.map((c) => c.correction));
  if (bad.length) return failAll(bad.slice(0, 12));
  return ok({
    format: CORRECTIONS_FILE_FORMAT,
    version: CORRECTIONS_FILE_VERSION,
    corrections: out,
    checked,
  });
}
