import { COLUMNS } from "@/data/schema/calixto";
import type { PriorityTable } from "@/data/schema/priorities";

/**
 * NP Directorio Space Selection Priorities (C8.5.6; reference §2.3). The least checked table:
 * only RR rows 2 and 5 are exercised by C8.9 (c6, Defections in Santiago), and both need an RR
 * dot the transcription lacks.
 */
export const DR_PRIORITIES: PriorityTable = {
  faction: "DR",
  columns: COLUMNS.DR,
  provenance: { source: "T", ref: "ref 2.3", note: "corrected per ref 2.6" },
  rows: [
    {
      id: "dr-1",
      label: "Vulnerable DR Base",
      filter: "vulnerable-own-base",
      columns: ["PG", "MD"],
      provenance: { source: "T", ref: "ref 2.3 row 1" },
    },
    {
      id: "dr-2",
      label: "Province or City without DR Control",
      filter: "without-own-control",
      columns: ["PB", "PG", "STN", "MD", "RR"],
      provenance: {
        source: "CONFLICT",
        ref: "ref 2.3 row 2; C8.9/c6",
        note: "RR dot added: the example names this row for Defections; T lacks it",
      },
      conflict: {
        id: "DR-row2-columns",
        alternative: ["PB", "PG", "STN", "MD"],
        note: "T reading without RR",
      },
    },
    {
      id: "dr-3",
      label: "most DR Guerrillas",
      filter: "most-own-guerrillas",
      columns: ["ATK"],
      provenance: { source: "T", ref: "ref 2.3 row 3" },
    },
    {
      id: "dr-4",
      label: "enemy piece holding Cash",
      filter: "enemy-cash",
      columns: ["ATK", "RR"],
      provenance: { source: "T", ref: "ref 2.3 row 4" },
    },
    {
      id: "dr-5",
      label: "fewest enemy forces",
      filter: "fewest-enemy-forces",
      columns: ["PG", "MD", "RR"],
      provenance: {
        source: "CONFLICT",
        ref: "ref 2.3 row 5; C8.9/c6",
        note: "RR dot added: the example picks Santiago by this row; without it Havana (row 8)",
      },
      conflict: { id: "DR-row5-columns", alternative: ["PG", "MD"], note: "T reading without RR" },
    },
    {
      id: "dr-6",
      label: "next to a Province or City without DR Control",
      filter: "adjacent-without-own-control",
      columns: ["PG", "MD"],
      provenance: { source: "T", ref: "ref 2.3 row 6" },
    },
    {
      id: "dr-7",
      label: "open Casino",
      filter: "open-casino",
      columns: ["ATK", "RR"],
      provenance: { source: "T", ref: "ref 2.3 row 7" },
    },
    {
      id: "dr-8",
      label: "most Population",
      filter: "most-population",
      columns: ["PB", "PG", "STN", "MD", "RR"],
      provenance: { source: "T", ref: "ref 2.3 row 8" },
    },
    {
      id: "dr-9",
      label: "Province",
      filter: "province",
      columns: ["PB", "PG"],
      provenance: { source: "T", ref: "ref 2.3 row 9" },
    },
    {
      id: "dr-10",
      label: "highest Econ",
      filter: "highest-econ",
      onlyIf: { playerFaction: "GOV" },
      columns: ["PG", "MD", "RR"],
      provenance: { source: "T", ref: "ref 2.3 row 10" },
    },
    {
      id: "dr-11",
      label: "most Opposition",
      filter: "most-opposition",
      onlyIf: { playerFaction: "26J" },
      columns: ["PG", "STN", "MD"],
      provenance: { source: "T", ref: "ref 2.3 row 11" },
    },
    {
      id: "dr-12",
      label: "most Support",
      filter: "most-support",
      columns: ["PG", "STN", "MD"],
      provenance: { source: "T", ref: "ref 2.3 row 12" },
    },
    {
      id: "dr-13",
      label: "most Underground DR Guerrillas",
      filter: "most-own-underground",
      columns: ["PB"],
      provenance: { source: "T", ref: "ref 2.3 row 13" },
    },
    {
      id: "dr-14",
      label: "1-2 DR Guerrillas and room for an Available DR Base",
      filter: "few-guerrillas-base-room",
      columns: ["PG", "MD"],
      provenance: { source: "T", ref: "ref 2.3 row 14" },
    },
    {
      id: "dr-15",
      label: "random among the rest",
      filter: "random",
      columns: COLUMNS.DR,
      provenance: { source: "T", ref: "ref 2.3 row 15" },
    },
    {
      id: "dr-16",
      label: "no legal space: draw a new Calixto card",
      filter: "no-legal-space",
      columns: COLUMNS.DR,
      provenance: { source: "T", ref: "ref 2.3 row 16", note: "T-ocr label; not in T-json" },
    },
  ],
};
