import { COLUMNS } from "@/data/schema/calixto";
import type { PriorityTable } from "@/data/schema/priorities";

/**
 * NP 26July Space Selection Priorities (C8.5.6 prints this table; reference §2.2). The rulebook
 * shows each row's dots as groups; three rows disagree with the transcription and carry both
 * readings. Checked by C8.9: PG rows 4, 5, 10 (c2), RR rows 4-5 (c2), MD rows 4-5 (c4),
 * STAO rows 4, 5, 9 (c6).
 */
export const M26_PRIORITIES: PriorityTable = {
  faction: "26J",
  columns: COLUMNS["26J"],
  provenance: { source: "CX", ref: "C8.5.6; ref 2.2" },
  rows: [
    {
      id: "m26-1",
      label: "Vulnerable 26J Base",
      filter: "vulnerable-own-base",
      columns: ["PG", "MD", "ATK", "RR"],
      provenance: { source: "CX", ref: "ref 2.2 row 1; C8.9/c2 (skipped)" },
    },
    {
      id: "m26-2",
      label: "most 26J Guerrillas",
      filter: "most-own-guerrillas",
      columns: ["ATK"],
      provenance: { source: "CX", ref: "ref 2.2 row 2" },
    },
    {
      id: "m26-3",
      label: "highest Econ",
      filter: "highest-econ",
      onlyIf: { playerFaction: "GOV" },
      columns: ["PG", "MD", "RR"],
      provenance: { source: "CX", ref: "ref 2.2 row 3; C8.9/c2 (skipped: GOV not a player)" },
    },
    {
      id: "m26-4",
      label: "not at Active Opposition",
      filter: "not-active-opposition",
      columns: ["STAO", "PG", "MD", "RR"],
      provenance: { source: "CX", ref: "ref 2.2 row 4; C8.9/c2, c4, c6" },
    },
    {
      id: "m26-5",
      label: "most Population",
      filter: "most-population",
      columns: ["STAO", "PB", "PG", "MD", "ATK", "RR"],
      provenance: { source: "CX", ref: "ref 2.2 row 5; C8.9/c2, c4, c6" },
    },
    {
      id: "m26-6",
      label: "enemy piece holding Cash",
      filter: "enemy-cash",
      columns: ["PG", "MD", "ATK", "RR"],
      provenance: {
        source: "CONFLICT",
        ref: "ref 2.2 row 6",
        note: "CX dot groups fit PG, MD, ATK, RR; T lists MD, ATK, KID, RR; untested by C8.9",
      },
      conflict: {
        id: "26J-row6-columns",
        alternative: ["MD", "ATK", "KID", "RR"],
        note: "T reading",
      },
    },
    {
      id: "m26-7",
      label: "open Casino",
      filter: "open-casino",
      columns: ["ATK", "KID", "RR"],
      provenance: { source: "CX", ref: "ref 2.2 row 7" },
    },
    {
      id: "m26-8",
      label: "most Support",
      filter: "most-support",
      onlyIf: { playerFaction: "GOV" },
      columns: ["STAO", "PG", "MD"],
      provenance: { source: "CX", ref: "ref 2.2 row 8" },
    },
    {
      id: "m26-9",
      label: "Province or City without 26J Control",
      filter: "without-own-control",
      columns: ["STAO", "PB", "PG", "MD", "ATK", "RR"],
      provenance: {
        source: "CONFLICT",
        ref: "ref 2.2 row 9; C8.9/c6 (STAO)",
        note: "six CX dots fit only with ATK; T omits ATK",
      },
      conflict: {
        id: "26J-row9-columns",
        alternative: ["STAO", "PB", "PG", "MD", "RR"],
        note: "T reading without ATK",
      },
    },
    {
      id: "m26-10",
      label: "fewest enemy forces",
      filter: "fewest-enemy-forces",
      columns: ["STAO", "PG", "MD", "ATK", "RR"],
      provenance: { source: "CX", ref: "ref 2.2 row 10; C8.9/c2 (PG: Oriente)" },
    },
    {
      id: "m26-11",
      label: "most Underground 26J Guerrillas",
      filter: "most-own-underground",
      columns: ["PB"],
      provenance: { source: "CX", ref: "ref 2.2 row 11" },
    },
    {
      id: "m26-12",
      label: "1-2 26J Guerrillas and room for an Available 26J Base",
      filter: "few-guerrillas-base-room",
      columns: ["PG", "MD"],
      provenance: {
        source: "CONFLICT",
        ref: "ref 2.2 row 12",
        note: "CX shows two adjacent dots (PG, MD as on the DR table); T shows PB only",
      },
      conflict: { id: "26J-row12-columns", alternative: ["PB"], note: "T reading" },
    },
    {
      id: "m26-13",
      label: "random among the rest",
      filter: "random",
      columns: COLUMNS["26J"],
      provenance: { source: "CX", ref: "ref 2.2 row 13" },
    },
    {
      id: "m26-14",
      label: "no legal space: draw a new Calixto card",
      filter: "no-legal-space",
      columns: COLUMNS["26J"],
      provenance: { source: "CX", ref: "ref 2.2 row 14" },
    },
  ],
};
