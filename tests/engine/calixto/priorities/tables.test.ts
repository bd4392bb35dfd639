import { PRIORITY_TABLES } from "@/data/cuba/calixto/priorities";
import {
  columnRows,
  type PriorityTable,
  validatePriorityTable,
} from "@/lib/engine/cuba/calixto/priorities";
import { DEFAULT_OPTIONS, type RuleOptions } from "@/lib/engine/cuba/calixto/scope";
import { COLUMNS, type ColumnId } from "@/lib/engine/cuba/calixto/types";
import { FACTIONS } from "@/lib/engine/cuba/types";

/** The table data against the reference (§2.1-2.6) and the rulebook's printed 26J table. */
const rowNumbers = (t: PriorityTable, c: ColumnId, o: RuleOptions = DEFAULT_OPTIONS) =>
  columnRows(t, c, o).map((r) => Number(r.id.split("-")[1]));

describe("table structure", () => {
  it.each(FACTIONS)("%s table is valid and uses its columns in printed order", (f) => {
    const t = PRIORITY_TABLES[f];
    expect(validatePriorityTable(t)).toEqual([]);
    expect(t.columns).toEqual(COLUMNS[f]);
    expect(t.rows.at(-1)?.filter).toBe("no-legal-space");
    expect(t.rows.at(-2)?.filter).toBe("random");
  });

  it("every row has provenance, and every CONFLICT row carries its alternative", () => {
    const ids = new Set<string>();
    for (const f of FACTIONS) {
      for (const r of PRIORITY_TABLES[f].rows) {
        expect(r.provenance.ref).toMatch(/ref 2\.[1-4] row \d+/);
        if (r.provenance.source === "CONFLICT") expect(r.conflict).toBeDefined();
        if (r.conflict) {
          expect(ids.has(r.conflict.id)).toBe(false);
          ids.add(r.conflict.id);
        }
      }
    }
    expect([...ids].sort()).toEqual([
      "26J-row12-columns",
      "26J-row6-columns",
      "26J-row9-columns",
      "DR-row2-columns",
      "DR-row5-columns",
      "GOV-row5-columns",
      "GOV-row8-columns",
      "SYN-row12-columns",
    ]);
  });

  it("reports every problem of a broken table by field", () => {
    const t = PRIORITY_TABLES.GOV;
    const broken: PriorityTable = {
      ...t,
      rows: [
        { ...t.rows[0], filter: "nonsense" as never },
        { ...t.rows[1], id: t.rows[0].id, columns: ["KID" as ColumnId] },
        { ...t.rows[2], params: {} },
        ...t.rows.slice(3, -1),
      ],
    };
    const fields = validatePriorityTable(broken).map((e) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        "rows[0].filter",
        "rows[1].id",
        "rows[1].columns[0]",
        "rows[2].params.space",
        "columns.STAS",
      ]),
    );
  });
});

describe("GOV column contents after the corrections (reference §2.1 summary)", () => {
  const gov = PRIORITY_TABLES.GOV;
  const expected: Record<string, number[]> = {
    STAS: [1, 2, 3, 8, 9, 10, 12, 13, 14, 15],
    PB: [7, 8, 10, 12, 13, 14, 15],
    PC: [1, 2, 4, 6, 8, 9, 11, 12, 13, 14, 15],
    SWP: [3, 4, 5, 6, 8, 9, 12, 13, 14, 15],
    TRN: [7, 8, 12, 13, 14, 15],
    GAR: [3, 4, 5, 10, 11, 12, 13, 14, 15],
    REP: [4, 10, 12, 13, 14, 15],
    RR: [3, 6, 8, 9, 11, 12, 13, 14, 15],
  };
  it.each(Object.keys(expected))("%s", (c) => {
    expect(rowNumbers(gov, c as ColumnId)).toEqual(expected[c]);
  });

  it("the two GOV conflicts move exactly one dot each", () => {
    const alt = (id: string): RuleOptions => ({ conflicts: { [id]: "alternative" } });
    expect(rowNumbers(gov, "RR", alt("GOV-row5-columns"))).toEqual([
      3, 5, 6, 8, 9, 11, 12, 13, 14, 15,
    ]);
    expect(rowNumbers(gov, "TRN", alt("GOV-row8-columns"))).toEqual([7, 12, 13, 14, 15]);
  });
});

describe("26J table against the dot groups printed in C8.5.6 (reference §2.2)", () => {
  // One character per column, STAO to RR: a dot where the row has one.
  const printed = (cols: readonly ColumnId[]) =>
    COLUMNS["26J"]
      .map((c) => (cols.includes(c) ? "•" : " "))
      .join("")
      .trim()
      .replace(/ +/g, " ");
  const CX: Record<number, string> = {
    1: "••• •",
    2: "•",
    3: "•• •",
    4: "• •• •",
    5: "••••• •",
    6: "••• •",
    7: "•••",
    8: "• ••",
    9: "••••• •",
    10: "• ••• •",
    11: "•",
    12: "••",
    13: "•••••••",
    14: "•••••••",
  };
  const rows = PRIORITY_TABLES["26J"].rows;

  it.each(rows.map((r, i) => [r.id, i + 1] as const))("%s fits the printed groups", (_, n) => {
    expect(printed(rows[n - 1].columns)).toBe(CX[n]);
  });

  it("the transcription's readings of rows 6 and 9 do not fit the print", () => {
    expect(printed(rows[5].conflict?.alternative ?? [])).not.toBe(CX[6]);
    expect(printed(rows[8].conflict?.alternative ?? [])).not.toBe(CX[9]);
  });
});

describe("DR and SYN corrections (reference §2.6)", () => {
  it("DR RR reads rows 2, 4, 5, 7, 8, 10 then random and draw", () => {
    expect(rowNumbers(PRIORITY_TABLES.DR, "RR")).toEqual([2, 4, 5, 7, 8, 10, 15, 16]);
  });

  it("SYN RR reads row 12 (fewest enemy forces) in the recommended reading only", () => {
    expect(rowNumbers(PRIORITY_TABLES.SYN, "RR")).toEqual([1, 2, 5, 10, 11, 12, 13, 14]);
    expect(
      rowNumbers(PRIORITY_TABLES.SYN, "RR", { conflicts: { "SYN-row12-columns": "alternative" } }),
    ).toEqual([1, 2, 5, 10, 11, 13, 14]);
  });

  it("SYN PCas reads rows 3, 4, 7, 8, 12 (C8.9/c2, c7 use 3, 4, 7)", () => {
    expect(rowNumbers(PRIORITY_TABLES.SYN, "PCas")).toEqual([3, 4, 7, 8, 12, 13, 14]);
  });
});
