import { type FieldError, fail, failAll, ok, type Result } from "@/lib/engine/core/result";
import { keys, shown } from "@/lib/engine/cuba/game/parse-util";
import type { CalixtoDB } from "./db";
import type { CorrectionRow } from "./rows";

/**
 * The player's readings of Event Cards table cells our transcription could not read (target
 * "event-table", field the question id), remembered across games (C8.5.5), exportable and
 * importable on their own. The player's corrections of any other entry of the Calixto data live
 * in data-corrections.ts.
 */
export const CORRECTIONS_FORMAT = "calixto-corrections";

export interface CorrectionsExport {
  format: typeof CORRECTIONS_FORMAT;
  version: 1;
  corrections: Omit<CorrectionRow, "id">[];
}

export type NewCorrection = Pick<CorrectionRow, "target" | "field" | "value" | "note">;

/** At most this many corrections in one file: the aid sheet has 48 × 4 cells. */
export const MAX_CORRECTIONS = 1000;

/** The check of a table reading (with the table's data): loaded with the first write. */
const readingCheck = () => import("@/lib/engine/cuba/calixto/events/table-reading");
type ReadingCheck = Awaited<ReturnType<typeof readingCheck>>;

/**
 * One reading as the app writes it (issue 21): the target "event-table", the question id of a
 * cell the app asks about, written as the app writes it, and a letter of the table; a note and
 * a creation time. Anything else (another target, a look-alike id, a junk reading) is refused
 * by field, as the corrections importer refuses an entry our data does not have.
 */
function check(
  c: unknown,
  path: string,
  { tableReadingProblem }: ReadingCheck,
): Result<NewCorrection & { createdAt?: number }> {
  if (typeof c !== "object" || c === null || Array.isArray(c))
    return fail({ field: path, reason: "expected an object" });
  const o = c as Record<string, unknown>;
  const errors: FieldError[] = [];
  keys(o, path, ["target", "field", "value"], ["note", "createdAt"], errors);
  if (errors.length) return failAll(errors);
  if (o.target !== AID_SHEET_TARGET)
    return fail({
      field: `${path}.target`,
      reason: `the app keeps only Event Cards table readings ("${AID_SHEET_TARGET}"), got ${shown(o.target)}`,
    });
  if (typeof o.field !== "string")
    return fail({ field: `${path}.field`, reason: `expected text, got ${shown(o.field)}` });
  const bad = tableReadingProblem(o.field, o.value);
  if (bad)
    return fail({
      field: `${path}.${/reads C, P, M/.test(bad) ? "value" : "field"}`,
      reason: bad,
    });
  if (o.note !== undefined && (typeof o.note !== "string" || o.note.length > 2000))
    return fail({ field: `${path}.note`, reason: "expected text (2000 characters at most)" });
  if (o.createdAt !== undefined) {
    if (!Number.isSafeInteger(o.createdAt))
      return fail({ field: `${path}.createdAt`, reason: "expected a whole number" });
    if ((o.createdAt as number) < 0)
      return fail({
        field: `${path}.createdAt`,
        reason: `a time is 0 or later, got ${o.createdAt}`,
      });
  }
  return ok(o as NewCorrection & { createdAt?: number });
}

export async function addCorrection(db: CalixtoDB, c: NewCorrection): Promise<Result<number>> {
  const r = check(c, "correction", await readingCheck());
  if (!r.ok) return r;
  const row: CorrectionRow = { ...r.value, createdAt: db.clock() };
  return db.transaction("rw", db.corrections, async () => ok(await db.corrections.add(row)));
}

export function listCorrections(db: CalixtoDB): Promise<CorrectionRow[]> {
  return db.corrections.orderBy("id").toArray();
}

export async function deleteCorrection(db: CalixtoDB, id: number): Promise<void> {
  await db.transaction("rw", db.corrections, async () => {
    await db.corrections.delete(id);
  });
}

export async function exportCorrections(db: CalixtoDB): Promise<CorrectionsExport> {
  const rows = await listCorrections(db);
  return {
    format: CORRECTIONS_FORMAT,
    version: 1,
    corrections: rows.map(({ id: _, ...c }) => c),
  };
}

/** Add the corrections of an export file; a malformed file adds nothing. */
export async function importCorrections(db: CalixtoDB, data: unknown): Promise<Result<number>> {
  if (typeof data !== "object" || data === null || Array.isArray(data))
    return fail({ field: "format", reason: `expected a "${CORRECTIONS_FORMAT}" file` });
  const o = data as Partial<CorrectionsExport>;
  if (o.format !== CORRECTIONS_FORMAT)
    return fail({ field: "format", reason: `expected "${CORRECTIONS_FORMAT}"` });
  if (o.version !== 1) return fail({ field: "version", reason: "this app reads version 1" });
  const top: FieldError[] = [];
  keys(o as Record<string, unknown>, "", ["format", "version", "corrections"], [], top);
  if (top.length) return failAll(top);
  if (!Array.isArray(o.corrections))
    return fail({ field: "corrections", reason: "expected a list" });
  if (o.corrections.length > MAX_CORRECTIONS)
    return fail({
      field: "corrections",
      reason: `a corrections file holds at most ${MAX_CORRECTIONS} corrections, got ${o.corrections.length}`,
    });
  const rows: CorrectionRow[] = [];
  const checker = await readingCheck();
  for (const [i, c] of o.corrections.entries()) {
    const r = check(c, `corrections[${i}]`, checker);
    if (!r.ok) return r;
    rows.push({ ...r.value, createdAt: r.value.createdAt ?? db.clock() });
  }
  await db.transaction("rw", db.corrections, async () => {
    await db.corrections.bulkAdd(rows);
  });
  return ok(rows.length);
}

/** Corrections of the Event Cards table (aid sheet): the player's reading of a cell. */
export const AID_SHEET_TARGET = "event-table";

/**
 * Remember the player's reading of an aid-sheet cell for future games. A newer reading replaces
 * the older one for the same cell.
 */
export async function rememberAidReading(
  db: CalixtoDB,
  question: string,
  value: string,
  note?: string,
): Promise<Result<number>> {
  const r = check(
    { target: AID_SHEET_TARGET, field: question, value, note },
    "correction",
    await readingCheck(),
  );
  if (!r.ok) return r;
  return db.transaction("rw", db.corrections, async () => {
    const old = await db.corrections.where("target").equals(AID_SHEET_TARGET).toArray();
    await db.corrections.bulkDelete(
      old.filter((c) => c.field === question).map((c) => c.id as number),
    );
    const row: CorrectionRow = { ...r.value, createdAt: db.clock() };
    return ok(await db.corrections.add(row));
  });
}

/** The remembered aid-sheet readings, question id to letter (the newest wins). */
export async function aidSheetReadings(db: CalixtoDB): Promise<Record<string, string>> {
  const rows = await db.corrections.where("target").equals(AID_SHEET_TARGET).sortBy("id");
  // A reading stored by an older app that is not a letter of a cell the app asks about is not
  // carried into a turn: the turn could not use it, and would not go on (issue 21).
  const { tableReadingProblem } = await readingCheck();
  const out: Record<string, string> = {};
  for (const c of rows)
    if (typeof c.value === "string" && !tableReadingProblem(c.field, c.value))
      out[c.field] = c.value;
  return out;
}
