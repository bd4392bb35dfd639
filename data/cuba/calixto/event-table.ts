import type { Faction } from "@/data/schema/board";
import type { Provenance } from "@/data/schema/calixto";

/**
 * The Event Cards table of the NP aid (C8.5.5; reference §3.5): for each Event card and each NP
 * Faction, whether the NP takes the Event when Critical (C), Performed (P), Critical only in the
 * first three cards of a Campaign (M) or never (–), and a ★ when the Event Instructions table has
 * an entry. The grid was decoded from an upside-down OCR of the aid sheet; eleven cells are
 * confirmed by the C8.9 example (marked `!` below).
 *
 * Cell codes (ours, one string per cell, columns in the reference's order GOV, SYN, DR, 26J):
 *   letter C | P | M | -    optional `*` = ★ (see the Event Instructions)
 *   `!`  confirmed by the rulebook's worked example (CX)
 *   `?`  letter guessed from an ambiguous glyph: ask the player once (`uncertain`)
 *   `??` letter unreadable: ask the player once (`unknown`)
 * Blank vs non-blank and the ★ marks are reliable (cross-checked against the Event Instructions).
 */
export type EventLetter = "C" | "P" | "M" | "-";

export type CellStatus = "confirmed" | "read" | "uncertain" | "unknown";

export interface EventCell {
  /** null when the letter could not be read at all (`??`). */
  letter: EventLetter | null;
  star: boolean;
  status: CellStatus;
  provenance: Provenance;
  /** A second reading of the cell where the reference marks a CONFLICT. */
  conflict?: { id: string; alternative: EventLetter };
}

export type EventTableRow = Readonly<Record<Faction, EventCell>>;
export type EventTable = Readonly<Record<number, EventTableRow>>;

type Code = string;
/** [card, GOV, SYN, DR, 26J, notes per column (optional)] */
type Row = [number, Code, Code, Code, Code, Partial<Record<Faction, string>>?];

const ROWS: readonly Row[] = [
  [1, "-?", "-", "P*", "C*?", { GOV: "one cell of this row is missing in the OCR (GOV or SYN)" }],
  [2, "M*", "-", "-", "-"],
  [3, "C*", "-", "C*", "C*"],
  [4, "M", "-", "C?", "P", { DR: "ambiguous glyph" }],
  [5, "M", "-", "C*", "C"],
  [6, "-", "-", "P", "P"],
  [7, "C*", "-", "P", "-"],
  [8, "C*", "-", "P!", "C*", { DR: "C8.9 card 1" }],
  [9, "-", "-", "P", "-"],
  [10, "M", "-", "C*", "C*"],
  [11, "C*", "-", "-", "-", { DR: "C8.9 card 5: not Critical" }],
  [12, "-", "P*", "P", "P"],
  [13, "-", "-", "-", "-"],
  [14, "C", "-", "-", "C*", { "26J": "★ lost in the OCR; the Event Instructions have an entry" }],
  [
    15,
    "-?",
    "-",
    "-?",
    "C*",
    { GOV: "OCR has 9 glyphs for 10 cells", DR: "may be C", "26J": "★ from the Instructions" },
  ],
  [16, "P", "P", "P*", "C"],
  [17, "P*", "P*", "C*", "C*"],
  [18, "-", "-", "??", "-", { DR: "glyph unreadable" }],
  [19, "*??", "-", "C*", "C*", { GOV: "★ seen, letter lost" }],
  [
    20,
    "-",
    "-!",
    "P",
    "-",
    { SYN: "C8.9 card 2", "26J": "C8.9 card 2 says not Critical; glyph unclear" },
  ],
  [21, "-", "-", "-", "C*"],
  [22, "-", "-", "-", "-"],
  [23, "P", "P", "P*", "-"],
  [24, "C", "-", "-", "C*"],
  [25, "P", "-", "C*", "C*?"],
  [26, "P", "P", "C*", "P*"],
  [27, "C?", "P", "C", "P*", { GOV: "ambiguous glyph" }],
  [28, "-", "-!", "C!", "-", { SYN: "C8.9 card 2", DR: "C8.9 card 3" }],
  [29, "??", "-", "C*", "C*?", { GOV: "glyph unreadable" }],
  [30, "-", "-", "C*", "-"],
  [31, "-", "-", "C*", "C*?", { "26J": "its Instruction reads as a Performed gate" }],
  [32, "-", "-", "-", "P*"],
  [33, "-", "-", "C*", "-"],
  [34, "-", "P*", "-", "-"],
  [35, "P*", "C*?", "C*!", "P*", { SYN: "C-like glyph", DR: "C8.9 cards 5 and 6" }],
  [36, "-", "C?", "C*", "P*", { SYN: "ambiguous glyph" }],
  [
    37,
    "-",
    "-",
    "-",
    "-!",
    { GOV: "C8.9 card 4: not Critical", SYN: "C8.9 card 4: not Critical", "26J": "C8.9 card 4" },
  ],
  [38, "C*", "C*!", "C*", "C*", { SYN: "C8.9 card 7" }],
  [39, "-", "-", "P", "P?"],
  [40, "P", "-", "P", "P"],
  [41, "P*", "-", "P*", "P*"],
  [42, "C*", "C*", "C", "C*"],
  [43, "-", "-", "P*", "P*"],
  [44, "??", "*??", "C*", "C*", { GOV: "glyph unreadable", SYN: "★ seen; perhaps C" }],
  [45, "P*", "-", "P", "P"],
  [46, "P*", "-", "P", "P"],
  [47, "P", "-", "-", "-"],
  [48, "P*", "-", "P", "P"],
];

/** Cells where the reference recommends one reading and keeps another (reference §3.5, §5.8). */
const CONFLICTS: Partial<
  Record<number, Partial<Record<Faction, NonNullable<EventCell["conflict"]> & { why: string }>>>
> = {
  38: {
    "26J": {
      id: "event-table-38-26J",
      alternative: "P",
      why: "glyph reads P, its Instruction says Critical: C★ kept",
    },
  },
  // DR is first on #30 (D M G S), so it is 1st Eligible whenever Eligible (2.3.2) and a P could
  // never apply; the only such cell of the table. Its Instruction (play shaded) would be dead
  // text, and C vs P is unsure for a ★ cell whose Instruction is not "Only Critical" (ref 3.5).
  30: {
    DR: {
      id: "event-table-30-DR",
      alternative: "P",
      why: "glyph reads P, but a P is never reached by the Faction first on the card: C★ kept",
    },
  },
};

function parse(card: number, faction: Faction, code: Code, note?: string): EventCell {
  const star = code.includes("*");
  const confirmed = code.endsWith("!");
  const unknown = code.endsWith("??");
  const uncertain = !unknown && code.endsWith("?");
  const letterChar = code.replace(/[*!?]/g, "");
  const letter = unknown ? null : (letterChar as EventLetter);
  const status: CellStatus = confirmed
    ? "confirmed"
    : unknown
      ? "unknown"
      : uncertain
        ? "uncertain"
        : "read";
  const conflict = CONFLICTS[card]?.[faction];
  const source = conflict ? "CONFLICT" : confirmed ? "CX" : "T";
  const provenance: Provenance = { source, ref: `ref 3.5 #${card} ${faction}` };
  const notes = [note, conflict?.why ?? null];
  const text = notes.filter(Boolean).join("; ");
  if (text) provenance.note = text;
  return {
    letter,
    star,
    status,
    provenance,
    ...(conflict ? { conflict: { id: conflict.id, alternative: conflict.alternative } } : {}),
  };
}

export const EVENT_TABLE: EventTable = Object.fromEntries(
  ROWS.map(([card, gov, syn, dr, m26, notes]) => [
    card,
    {
      GOV: parse(card, "GOV", gov, notes?.GOV),
      SYN: parse(card, "SYN", syn, notes?.SYN),
      DR: parse(card, "DR", dr, notes?.DR),
      "26J": parse(card, "26J", m26, notes?.["26J"]),
    },
  ]),
);

/** What each letter means on the aid sheet, in our words (shown when the player is asked). */
export const LETTER_MEANING: Readonly<Record<EventLetter, string>> = {
  C: "Critical: taken as 1st or 2nd Eligible when effective",
  P: "Performed: taken only as 2nd Eligible, when effective",
  M: "Critical in the first 3 cards of a Campaign, otherwise not taken",
  "-": "not taken by this NP Faction",
};
