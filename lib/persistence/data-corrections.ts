import { type FieldError, fail, failAll, ok, type Result } from "@/lib/engine/core/result";
import {
  CHECK_AREA_KEYS,
  type Correction,
  type CorrectionDiffLine,
  type CorrectionsFile,
  checkCorrections,
  correctionKey,
  correctionsFile,
  diffCorrections,
  mergeCorrections,
  parseCorrection,
  readCorrectionsFile,
  type SavedCorrection,
} from "@/lib/engine/cuba/calixto/corrections";
import type { TrialProgress } from "@/lib/machines/cuba/corrections-trial";
import type { CalixtoDB } from "./db";
import type { DataCorrectionRow } from "./rows";

/**
 * The player's own corrections of the Calixto data (issue "Your own cards"), kept per player
 * (not per game) in Dexie: one row per corrected entry, a revision counter bumped by every
 * change, and the parts of the data marked "checked against my card". Every write first checks
 * the whole set with the change, so the stored set is always usable; a refused change writes
 * nothing. A game does not read this table during a turn: the turn logs the set when it begins.
 */

const REVISION = "dataCorrections.revision";

export interface StoredCorrection extends SavedCorrection {
  key: string;
  revision: number;
}

/** A row as stored, read strictly: a row this version cannot read is reported, not used. */
function fromRow(row: DataCorrectionRow): Result<StoredCorrection> {
  const c = parseCorrection(row.correction, `dataCorrections.${row.key}`);
  if (!c.ok) return c;
  if (correctionKey(c.value) !== row.key)
    return fail({
      field: `dataCorrections.${row.key}`,
      reason: "stored under another entry's key",
    });
  return ok({
    key: row.key,
    correction: c.value,
    ...(row.note ? { note: row.note } : {}),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    revision: row.revision,
  });
}

export interface CorrectionsLoaded {
  corrections: StoredCorrection[];
  /** Rows that could not be read (from a newer app, or damaged): kept, not used. */
  unreadable: FieldError[];
  revision: number;
}

export async function loadCorrections(db: CalixtoDB): Promise<CorrectionsLoaded> {
  const rows = await db.dataCorrections.orderBy("updatedAt").toArray();
  const corrections: StoredCorrection[] = [];
  const unreadable: FieldError[] = [];
  for (const row of rows) {
    const r = fromRow(row);
    if (r.ok) corrections.push(r.value);
    else unreadable.push(...r.errors);
  }
  const rev = await db.prefs.get(REVISION);
  return { corrections, unreadable, revision: typeof rev?.value === "number" ? rev.value : 0 };
}

/** The corrections a turn starting now runs with, oldest first (logged with turn.begin). */
export async function correctionsInForce(db: CalixtoDB): Promise<Correction[]> {
  const { corrections } = await loadCorrections(db);
  const list = corrections.map((c) => c.correction);
  // The stored set is checked on every write; a set that no longer passes (a damaged row, data
  // changed by an app update) is not used rather than half used.
  return checkCorrections(list).length ? [] : list;
}

async function currentRevision(db: CalixtoDB): Promise<number> {
  const rev = await db.prefs.get(REVISION);
  return typeof rev?.value === "number" ? rev.value : 0;
}

async function nextRevision(db: CalixtoDB): Promise<number> {
  const rev = await db.prefs.get(REVISION);
  const next = (typeof rev?.value === "number" ? rev.value : 0) + 1;
  await db.prefs.put({ key: REVISION, value: next });
  return next;
}

const tables = (db: CalixtoDB) => [db.dataCorrections, db.dataChecks, db.prefs];

/** Called while a set of corrections is tried in seeded games, with the turns played so far. */
export type OnTrial = (p: TrialProgress) => void;

/**
 * Whether a set the self-check passed also lets every turn of seeded test games end (issue 21):
 * the trial (lib/machines/cuba/corrections-trial.ts) loads and runs only for sets the static
 * check cannot decide alone, outside any transaction (a transaction waits on nothing else).
 */
async function tried(
  list: readonly Correction[],
  changed: readonly Correction[],
  onTrial?: OnTrial,
): Promise<Result<true>> {
  const { needsTrial, trialOnce, trialWords } = await import(
    "@/lib/machines/cuba/corrections-trial"
  );
  // The set in store was tried when it was saved: a change the static check decides alone (a
  // table's rows, dots or Factions) needs no new trial; any other plays the whole new set.
  if (!needsTrial(changed)) return ok(true);
  const report = await trialOnce(list, onTrial);
  return report.problems.length
    ? failAll(
        report.problems.slice(0, 3).map((p) => ({ field: "corrections", reason: trialWords(p) })),
      )
    : ok(true);
}

/** The set a write was tried with is still the stored one (no other tab wrote in between). */
const sameSet = (a: readonly Correction[], b: readonly Correction[]) =>
  JSON.stringify(a) === JSON.stringify(b);
const CHANGED = fail({
  field: "corrections",
  reason: "your corrections changed in another tab while these were tried: try again",
});

/** Save one correction (replacing the player's earlier one of the same entry), if usable. */
export async function saveCorrection(
  db: CalixtoDB,
  value: unknown,
  note?: string,
  onTrial?: OnTrial,
): Promise<Result<StoredCorrection>> {
  const c = parseCorrection(value);
  if (!c.ok) return c;
  if (note !== undefined && note.length > 2000)
    return fail({ field: "note", reason: "a note is 2000 characters at most" });
  const merged = async () =>
    mergeCorrections(
      (await loadCorrections(db)).corrections.map((x) => x.correction),
      [c.value],
    );
  const planned = await merged();
  const bad = checkCorrections(planned);
  if (bad.length) return failAll(bad);
  const trial = await tried(planned, [c.value], onTrial);
  if (!trial.ok) return trial;
  return db.transaction("rw", tables(db), async () => {
    if (!sameSet(await merged(), planned)) return CHANGED;
    const key = correctionKey(c.value);
    const was = await db.dataCorrections.get(key);
    const now = db.clock();
    const revision = (await currentRevision(db)) + 1;
    const row: DataCorrectionRow = {
      key,
      correction: c.value,
      ...(note?.trim() ? { note: note.trim() } : {}),
      createdAt: was?.createdAt ?? now,
      updatedAt: now,
      revision,
    };
    // Read it back as a later load will, before writing: a row that would not read is not stored.
    const back = fromRow(row);
    if (back.ok) {
      await db.dataCorrections.put(row);
      await nextRevision(db);
    }
    return back;
  });
}

/**
 * Revert one correction: the entry goes back to ours. Refused if others depend on it (the static
 * check); a revert moves the data back toward ours, played by every seeded game of the app.
 */
export async function revertCorrection(db: CalixtoDB, key: string): Promise<Result<number>> {
  return db.transaction("rw", tables(db), async () => {
    const row = await db.dataCorrections.get(key);
    if (!row) return fail({ field: "key", reason: "there is no correction of this entry" });
    const { corrections } = await loadCorrections(db);
    const rest = corrections.filter((c) => c.key !== key).map((c) => c.correction);
    const bad = checkCorrections(rest);
    if (bad.length)
      return failAll(
        bad.map((e) => ({
          field: e.field,
          reason: `another correction needs this one: ${e.reason}`,
        })),
      );
    await db.dataCorrections.delete(key);
    return ok(await nextRevision(db));
  });
}

/** Revert every correction at once. */
export async function revertAllCorrections(db: CalixtoDB): Promise<number> {
  return db.transaction("rw", tables(db), async () => {
    await db.dataCorrections.clear();
    return nextRevision(db);
  });
}

export async function checkedAreas(db: CalixtoDB): Promise<Set<string>> {
  return new Set((await db.dataChecks.toArray()).map((r) => r.key));
}

/** Mark a card side or table as checked against the player's own (or unmark it). */
export async function setChecked(
  db: CalixtoDB,
  key: string,
  checked: boolean,
): Promise<Result<true>> {
  if (!CHECK_AREA_KEYS.has(key))
    return fail({ field: "key", reason: "no card side or table has this name" });
  if (checked) await db.dataChecks.put({ key, checkedAt: db.clock() });
  else await db.dataChecks.delete(key);
  return ok(true);
}

/** The player's corrections and checks as a file to share. */
export async function exportDataCorrections(db: CalixtoDB): Promise<CorrectionsFile> {
  const { corrections } = await loadCorrections(db);
  return correctionsFile(
    corrections.map((c) => ({ correction: c.correction, ...(c.note ? { note: c.note } : {}) })),
    [...(await checkedAreas(db))].sort(),
  );
}

export interface ImportPreview {
  file: CorrectionsFile;
  lines: CorrectionDiffLine[];
}

/**
 * Read a shared file and say what importing it would change, entry by entry; nothing is
 * written. Refused, with the reason, if the file is not a usable corrections file or if it
 * cannot go with the player's own corrections.
 */
export async function previewDataImport(
  db: CalixtoDB,
  text: string,
  onTrial?: OnTrial,
): Promise<Result<ImportPreview>> {
  const file = readCorrectionsFile(text);
  if (!file.ok) return file;
  const { corrections } = await loadCorrections(db);
  const current = corrections.map((c) => c.correction);
  const incoming = file.value.corrections.map((c) => c.correction);
  const merged = mergeCorrections(current, incoming);
  const bad = checkCorrections(merged);
  if (bad.length) return failAll(bad);
  const trial = await tried(merged, incoming, onTrial);
  if (!trial.ok) return trial;
  return ok({ file: file.value, lines: diffCorrections(current, incoming) });
}

/** Apply a previewed file: its corrections over the player's, its checks added. */
export async function applyDataImport(
  db: CalixtoDB,
  file: CorrectionsFile,
  onTrial?: OnTrial,
): Promise<Result<number>> {
  const incoming = file.corrections.map((c) => c.correction);
  const merged = async () =>
    mergeCorrections(
      (await loadCorrections(db)).corrections.map((c) => c.correction),
      incoming,
    );
  const planned = await merged();
  const bad = checkCorrections(planned);
  if (bad.length) return failAll(bad);
  // Tried at preview: the same set is known at once.
  const trial = await tried(planned, incoming, onTrial);
  if (!trial.ok) return trial;
  return db.transaction("rw", tables(db), async () => {
    if (!sameSet(await merged(), planned)) return CHANGED;
    const now = db.clock();
    const revision = await nextRevision(db);
    for (const { correction, note } of file.corrections) {
      const key = correctionKey(correction);
      const was = await db.dataCorrections.get(key);
      await db.dataCorrections.put({
        key,
        correction,
        ...(note ? { note } : {}),
        createdAt: was?.createdAt ?? now,
        updatedAt: now,
        revision,
      });
    }
    for (const key of file.checked)
      if (CHECK_AREA_KEYS.has(key)) await db.dataChecks.put({ key, checkedAt: now });
    return ok(revision);
  });
}
