import { COLUMNS } from "@/data/schema/calixto";
import type { PriorityTable } from "@/data/schema/priorities";

/**
 * NP Government Space Selection Priorities (C8.5.6; reference §2.1). Rows and dots from the
 * community transcription (T), checked against the C8.9 example: SWP rows 3-6 (c1, c7), TRN rows
 * 7, 8, 12, 13 and PC rows 12-13 (c5), RR rows 6 and 13 (Air Strike in c1, c7).
 */
export const GOV_PRIORITIES: PriorityTable = {
  faction: "GOV",
  columns: COLUMNS.GOV,
  provenance: { source: "T", ref: "ref 2.1", note: "corrected per ref 2.6" },
  rows: [
    {
      id: "gov-1",
      label: "not at Active Support",
      filter: "not-active-support",
      columns: ["STAS", "PC"],
      provenance: { source: "T", ref: "ref 2.1 row 1", note: "PC consistent with C8.9/c5" },
    },
    {
      id: "gov-2",
      label: "GOV Base with no Police",
      filter: "base-without-police",
      columns: ["STAS", "PC"],
      provenance: { source: "T", ref: "ref 2.1 row 2" },
    },
    {
      id: "gov-3",
      label: "Havana",
      filter: "named-space",
      params: { space: "havana" },
      columns: ["STAS", "SWP", "GAR", "RR"],
      provenance: { source: "T", ref: "ref 2.1 row 3; CX C8.9/c1, c7 (first SWP row)" },
    },
    {
      id: "gov-4",
      label: "Underground Guerrillas",
      filter: "enemy-underground",
      columns: ["PC", "SWP", "GAR", "REP"],
      provenance: { source: "T", ref: "ref 2.1 row 4; CX C8.9/c1, c7 (second SWP row)" },
    },
    {
      id: "gov-5",
      label: "most Support",
      filter: "most-support",
      columns: ["SWP", "GAR"],
      provenance: {
        source: "CONFLICT",
        ref: "ref 2.1 row 5; ref 5 item 1; CX C8.9/c1, c7 (third SWP row)",
        note: "the example explains Air Strike targets by Support, T prints no RR dot here",
      },
      conflict: {
        id: "GOV-row5-columns",
        alternative: ["SWP", "GAR", "RR"],
        note: "RR dot added on the example's narrative hint; same picks in C8.9",
      },
    },
    {
      id: "gov-6",
      label: "enemy Base or open Casino",
      filter: "enemy-base",
      columns: ["PC", "SWP", "RR"],
      provenance: { source: "T", ref: "ref 2.1 row 6; CX C8.9/c1, c7 (fourth SWP row)" },
    },
    {
      id: "gov-7",
      label: "Province with room for an Available GOV Base",
      filter: "province-base-room",
      columns: ["PB", "TRN"],
      provenance: { source: "T", ref: "ref 2.1 row 7; CX C8.9/c5 (first TRN row)" },
    },
    {
      id: "gov-8",
      label: "Province or City without GOV Control",
      filter: "without-own-control",
      columns: ["STAS", "PB", "PC", "SWP", "TRN", "RR"],
      provenance: {
        source: "CX",
        ref: "ref 2.1 row 8; ref 2.6; CX C8.9/c5 (second TRN row)",
        note: "TRN dot added: T omits it, the example uses it",
      },
      conflict: {
        id: "GOV-row8-columns",
        alternative: ["STAS", "PB", "PC", "SWP", "RR"],
        note: "T reading without the TRN dot",
      },
    },
    {
      id: "gov-9",
      label: "City",
      filter: "city",
      columns: ["STAS", "PC", "SWP", "RR"],
      provenance: { source: "T", ref: "ref 2.1 row 9" },
    },
    {
      id: "gov-10",
      label: "most Opposition",
      filter: "most-opposition",
      onlyIf: { playerFaction: "26J" },
      columns: ["STAS", "PB", "GAR", "REP"],
      provenance: { source: "T", ref: "ref 2.1 row 10" },
    },
    {
      id: "gov-11",
      label: "highest Econ",
      filter: "highest-econ",
      columns: ["PC", "GAR", "RR"],
      provenance: { source: "T", ref: "ref 2.1 row 11" },
    },
    {
      id: "gov-12",
      label: "most Population",
      filter: "most-population",
      columns: COLUMNS.GOV,
      provenance: { source: "T", ref: "ref 2.1 row 12; CX C8.9/c5 (PC, TRN)" },
    },
    {
      id: "gov-13",
      label: "fewest enemy forces",
      filter: "fewest-enemy-forces",
      columns: COLUMNS.GOV,
      provenance: { source: "T", ref: "ref 2.1 row 13; CX C8.9/c5 (PC, TRN)" },
    },
    {
      id: "gov-14",
      label: "random among the rest",
      filter: "random",
      columns: COLUMNS.GOV,
      provenance: { source: "T", ref: "ref 2.1 row 14" },
    },
    {
      id: "gov-15",
      label: "no legal space: draw a new Calixto card",
      filter: "no-legal-space",
      columns: COLUMNS.GOV,
      provenance: {
        source: "INF",
        ref: "ref 2.1 row 15",
        note: "printed on the 26J (CX) and DR (T-ocr) tables; assumed on every table",
      },
    },
  ],
};
