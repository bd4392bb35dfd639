import { COLUMNS } from "@/data/schema/calixto";
import type { PriorityTable } from "@/data/schema/priorities";

/**
 * NP Syndicate Space Selection Priorities (C8.5.6; reference §2.4). PCas serves both Place and
 * Open Casinos (C8.6.5). Checked by C8.9: PCas rows 3, 4, 7 (c2, c7), PG rows 1, 5-7 (c4), MUS
 * rows 9, 12, 13 and the Muscle origins by RR row 12 (c4).
 */
export const SYN_PRIORITIES: PriorityTable = {
  faction: "SYN",
  columns: COLUMNS.SYN,
  provenance: { source: "T", ref: "ref 2.4", note: "corrected per ref 2.6" },
  rows: [
    {
      id: "syn-1",
      label: "Vulnerable open Casino",
      filter: "vulnerable-own-base",
      columns: ["PG", "MD", "RR"],
      provenance: { source: "T", ref: "ref 2.4 row 1; C8.9/c4 (first PG row, skipped)" },
    },
    {
      id: "syn-2",
      label: "Underground 26J or DR Guerrilla at an open Casino",
      filter: "underground-rebel-at-casino",
      columns: ["MUS", "RR"],
      provenance: { source: "T", ref: "ref 2.4 row 2" },
    },
    {
      id: "syn-3",
      label: "Underground SYN Guerrilla",
      filter: "own-underground",
      columns: ["PCas", "CASH"],
      provenance: { source: "T", ref: "ref 2.4 row 3; C8.9/c2, c7 (first PCas row)" },
    },
    {
      id: "syn-4",
      label: "SYN Control",
      filter: "controlled-by",
      params: { faction: "SYN" },
      columns: ["PCas", "CASH"],
      provenance: { source: "T", ref: "ref 2.4 row 4; C8.9/c2, c7 (second PCas row)" },
    },
    {
      id: "syn-5",
      label: "DR Control",
      filter: "controlled-by",
      params: { faction: "DR" },
      onlyIf: { playerFaction: "DR" },
      columns: ["PG", "MUS", "RR"],
      provenance: { source: "T", ref: "ref 2.4 row 5; C8.9/c4 (skipped: DR not a player)" },
    },
    {
      id: "syn-6",
      label: "most Opposition",
      filter: "most-opposition",
      onlyIf: { playerFaction: "26J" },
      columns: ["PG", "MD", "STN"],
      provenance: { source: "T", ref: "ref 2.4 row 6; C8.9/c4 (skipped: 26J not a player)" },
    },
    {
      id: "syn-7",
      label: "most Support",
      filter: "most-support",
      columns: ["PCas", "PG", "STN"],
      provenance: { source: "T", ref: "ref 2.4 row 7; C8.9/c2, c4, c7" },
    },
    {
      id: "syn-8",
      label: "City",
      filter: "city",
      columns: ["PCas", "PG", "STN"],
      provenance: { source: "T", ref: "ref 2.4 row 8" },
    },
    {
      id: "syn-9",
      label: "highest Econ",
      filter: "highest-econ",
      columns: ["PG", "MUS", "MD"],
      provenance: { source: "T", ref: "ref 2.4 row 9; C8.9/c4 (MUS: 3-Econ ECs)" },
    },
    {
      id: "syn-10",
      label: "open Casino or Cash",
      filter: "open-casino-or-cash",
      columns: ["PG", "MD", "RR"],
      provenance: {
        source: "T",
        ref: "ref 2.4 row 10",
        note: "INF: any Cash marker in the space counts, whoever holds it",
      },
    },
    {
      id: "syn-11",
      label: "GOV Control",
      filter: "controlled-by",
      params: { faction: "GOV" },
      onlyIf: { playerFaction: "GOV" },
      columns: ["RR"],
      provenance: { source: "T", ref: "ref 2.4 row 11" },
    },
    {
      id: "syn-12",
      label: "fewest enemy forces",
      filter: "fewest-enemy-forces",
      columns: ["PCas", "PG", "CASH", "MUS", "MD", "RR"],
      provenance: {
        source: "CONFLICT",
        ref: "ref 2.4 row 12; ref 5 item 5; C8.9/c4 (MUS, Muscle origins)",
        note: "RR dot added: C8.9/c4 picks Muscle origins by this row using Remove; STN unknown",
      },
      conflict: {
        id: "SYN-row12-columns",
        alternative: ["PCas", "PG", "CASH", "MUS", "MD"],
        note: "T reading; Muscle origins then follow the MUS column as C8.7.7 words it",
      },
    },
    {
      id: "syn-13",
      label: "random among the rest",
      filter: "random",
      columns: COLUMNS.SYN,
      provenance: { source: "T", ref: "ref 2.4 row 13; C8.9/c4" },
    },
    {
      id: "syn-14",
      label: "no legal space: draw a new Calixto card",
      filter: "no-legal-space",
      columns: COLUMNS.SYN,
      provenance: { source: "INF", ref: "ref 2.4 row 14", note: "see ref 2.1 row 15" },
    },
  ],
};
