import fc from "fast-check";
import { addCorrection, type CalixtoDB, importCorrections } from "@/lib/persistence";
import { junk, mutated, refusedWithMessage } from "@/tests/fixtures/garbage";
import { testDb } from "./db-fixture";

// Corrections files: only what the app writes is added; a bad file adds nothing and says why.
const file = (corrections: unknown[]) => ({
  format: "calixto-corrections",
  version: 1,
  corrections,
});
const reading = { target: "event-table", field: "event-table:35:SYN", value: "C", createdAt: 5 };

describe("corrections: shape and meaning", () => {
  let db: CalixtoDB;
  beforeEach(() => {
    db = testDb();
  });
  afterEach(async () => {
    await db.delete();
  });
  const errs = async (data: unknown) => {
    const r = await importCorrections(db, data);
    return r.ok ? [] : r.errors.map((e) => `${e.field}: ${e.reason}`);
  };

  it("accepts an aid-sheet reading as the app exports it", async () => {
    expect(await errs(file([reading]))).toEqual([]);
  });

  it("refuses unknown keys in the file and in a correction", async () => {
    expect(await errs({ ...file([]), extra: 1 })).toEqual([
      'extra: unknown field "extra" (one of format, version, corrections)',
    ]);
    expect(await errs(file([{ ...reading, vaule: "C" }]))).toEqual([
      'corrections[0].vaule: unknown field "vaule" (did you mean "value"?)',
    ]);
  });

  it("refuses an aid-sheet reading of no Event Cards table cell, or one that is not text", async () => {
    expect(await errs(file([{ ...reading, field: "event-table:99:XX" }]))).toEqual([
      'corrections[0].field: an Event Cards table cell is "event-table:CARD:FACTION", e.g. "event-table:15:GOV"',
    ]);
    expect(await errs(file([{ ...reading, value: 3 }]))).toEqual([
      "corrections[0].value: a table cell reads C, P, M or -, got 3",
    ]);
    expect(await db.corrections.count()).toBe(0);
  });

  // Issue 21.7: what the app could not have written is refused like the corrections importer does.
  it("refuses unknown targets, look-alike ids and junk readings", async () => {
    expect(await errs(file([{ ...reading, target: "card:M" }]))).toEqual([
      'corrections[0].target: the app keeps only Event Cards table readings ("event-table"), got the string "card:M"',
    ]);
    expect(await errs(file([{ ...reading, field: "event-table:035:SYN" }]))).toEqual([
      'corrections[0].field: an Event Cards table cell is "event-table:CARD:FACTION", e.g. "event-table:15:GOV"',
    ]);
    expect(await errs(file([{ ...reading, field: "event-table:35:DR" }]))).toEqual([
      "corrections[0].field: the app does not ask about #35 DR: its copy of that cell is clear",
    ]);
    expect(await errs(file([{ ...reading, value: "Z" }]))).toEqual([
      'corrections[0].value: a table cell reads C, P, M or -, got "Z"',
    ]);
    expect(await errs(file([{ ...reading, value: "C P" }]))).toEqual([
      'corrections[0].value: a table cell reads C, P, M or -, got "C P"',
    ]);
    expect(await db.corrections.count()).toBe(0);
  });

  it("refuses a file with more corrections than stated, and a negative time", async () => {
    expect(await errs(file(Array(1001).fill(reading)))).toEqual([
      "corrections: a corrections file holds at most 1000 corrections, got 1001",
    ]);
    expect(await errs(file([{ ...reading, createdAt: -1 }]))).toEqual([
      "corrections[0].createdAt: a time is 0 or later, got -1",
    ]);
  });

  it("random garbage never throws, is refused with a message and adds nothing", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(junk, mutated(file([reading]))), async (v) => {
        const before = await db.corrections.count();
        const r = await importCorrections(db, v);
        expect(refusedWithMessage(r)).toBe(true);
        if (!r.ok) expect(await db.corrections.count()).toBe(before);
      }),
      { numRuns: 150 },
    );
    await fc.assert(
      fc.asyncProperty(junk, junk, junk, async (target, field, value) => {
        const r = await addCorrection(db, { target, field, value } as never);
        expect(refusedWithMessage(r)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});
