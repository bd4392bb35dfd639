import { fail, ok, type Result } from "@/lib/engine/core/result";
import type { CalixtoDB } from "./db";
import type { CorrectionRow } from "./rows";

/**
 * Player corrections of Calixto data (architecture "Data and provenance"): kept apart from the
 * games, exportable and importable on their own. Only the table and its typed API exist now;
 * the engine's overlay of corrections onto the built-in tables comes with the Calixto screens.
 */
export const CORRECTIONS_FORMAT = "calixto-corrections";

export interface CorrectionsExport {
  format: typeof CORRECTIONS_FORMAT;
  version: 1;
  corrections: Omit<CorrectionRow, "id">[];
}

export type NewCorrection = Pick<CorrectionRow, "target" | "field" | "value" | "note">;

function check(c: unknown, path: string): Result<NewCorrection & { createdAt?: number }> {
  if (typeof c !== "object" || c === null)
    return fail({ field: path, reason: "expected an object" });
  const o = c as Record<string, unknown>;
  for (const k of ["target", "field"] as const)
    if (typeof o[k] !== "string" || !(o[k] as string).trim())
      return fail({ field: `${path}.${k}`, reason: "expected non-empty text" });
  if (!("value" in o)) return fail({ field: `${path}.value`, reason: "missing" });
  if (o.note !== undefined && typeof o.note !== "string")
    return fail({ field: `${path}.note`, reason: "expected text" });
  if (o.createdAt !== undefined && !Number.isInteger(o.createdAt))
    return fail({ field: `${path}.createdAt`, reason: "expected a whole number" });
  return ok(o as NewCorrection & { createdAt?: number });
}

export async function addCorrection(db: CalixtoDB, c: NewCorrection): Promise<Result<number>> {
  const r = check(c, "correction");
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
  const o = data as Partial<CorrectionsExport> | null;
  if (!o || o.format !== CORRECTIONS_FORMAT)
    return fail({ field: "format", reason: `expected "${CORRECTIONS_FORMAT}"` });
  if (o.version !== 1) return fail({ field: "version", reason: "this app reads version 1" });
  if (!Array.isArray(o.corrections))
    return fail({ field: "corrections", reason: "expected a list" });
  const rows: CorrectionRow[] = [];
  for (const [i, c] of o.corrections.entries()) {
    const r = check(c, `corrections[${i}]`);
    if (!r.ok) return r;
    rows.push({ ...r.value, createdAt: r.value.createdAt ?? db.clock() });
  }
  await db.transaction("rw", db.corrections, async () => {
    await db.corrections.bulkAdd(rows);
  });
  return ok(rows.length);
}
