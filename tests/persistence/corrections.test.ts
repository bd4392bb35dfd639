import {
  addCorrection,
  type CalixtoDB,
  deleteCorrection,
  exportCorrections,
  importCorrections,
  listCorrections,
} from "@/lib/persistence";
import { testDb } from "./db-fixture";

describe("player corrections of Calixto data", () => {
  let db: CalixtoDB;
  beforeEach(() => {
    db = testDb();
  });
  afterEach(async () => {
    await db.delete();
  });

  it("are added, listed, exported, imported and deleted", async () => {
    const id = await addCorrection(db, {
      target: "event-table",
      field: "event-table:18:DR",
      value: "P",
      note: "my sheet shows P",
    });
    expect(id.ok).toBe(true);
    expect(await listCorrections(db)).toEqual([
      expect.objectContaining({
        target: "event-table",
        field: "event-table:18:DR",
        value: "P",
        note: "my sheet shows P",
      }),
    ]);
    const file = JSON.parse(JSON.stringify(await exportCorrections(db)));
    expect(file).toMatchObject({
      format: "calixto-corrections",
      version: 1,
      corrections: [{ target: "event-table" }],
    });
    expect(await importCorrections(db, file)).toEqual({ ok: true, value: 1 });
    expect(await db.corrections.count()).toBe(2);
    if (id.ok) await deleteCorrection(db, id.value);
    expect(await db.corrections.count()).toBe(1);
  });

  it("a malformed correction or file adds nothing and says why", async () => {
    expect(await addCorrection(db, { target: "", field: "an", value: 3 })).toEqual({
      ok: false,
      errors: [
        {
          field: "correction.target",
          reason:
            'the app keeps only Event Cards table readings ("event-table"), got the string ""',
        },
      ],
    });
    const bad = {
      format: "calixto-corrections",
      version: 1,
      corrections: [
        { target: "event-table", field: "event-table:18:DR", value: "C" },
        { field: "x" },
      ],
    };
    expect(await importCorrections(db, bad)).toMatchObject({
      ok: false,
      errors: [
        { field: "corrections[1].target", reason: "missing" },
        { field: "corrections[1].value", reason: "missing" },
      ],
    });
    expect(await importCorrections(db, { format: "other" })).toMatchObject({
      ok: false,
      errors: [{ field: "format" }],
    });
    expect(await db.corrections.count()).toBe(0);
  });
});
