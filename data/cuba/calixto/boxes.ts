import type { ConditionRef, InstructionLine, OperationBox } from "@/data/schema/card-sides";
import { COND } from "./card-conditions";

/**
 * Operation boxes shared by the Calixto cards (C8.5.3; reference 1.1). Each box is encoded once
 * and referenced by id from the card sides. Lines: numbered (n), starred (n null, starred), bold
 * Space Selection column, red conditional (onlyIf), restriction (where) and arrowed notes
 * (notes); note and where ids are defined in ./line-notes.ts.
 * Boxes that exist only for an alternative reading of a CONFLICT carry "ALT" in their id.
 */

const cx = (ref: string, note?: string) => ({ source: "CX-pic" as const, ref, note });
const t = (ref: string, note?: string) => ({ source: "T" as const, ref, note });

const rally = (
  id: string,
  four: ConditionRef,
  provenance: OperationBox["provenance"],
): OperationBox => ({
  id,
  operation: "rally",
  provenance,
  lines: [
    { n: 1, instruction: "rallyPlaceBase", column: "PB" },
    {
      n: 2,
      instruction: "rallyPlaceGuerrillas",
      column: "PG",
      onlyIf: four,
      where: "withOwnBase",
    },
    { n: 3, instruction: "rallyPlaceGuerrillas", column: "PG" },
    {
      n: 4,
      instruction: "rallyFlipMostActive",
      provenance: { source: "CX", ref: "C8.6.5", note: "no column: spaces with most Active" },
    },
  ],
});

const attack = (
  id: string,
  first: "ATK" | "RR",
  second: "ATK" | "RR",
  provenance: OperationBox["provenance"],
): OperationBox => ({
  id,
  operation: "attack",
  provenance,
  lines: [
    { n: 1, instruction: "attack4Plus", column: first },
    { n: 2, instruction: "attackAllActive", column: second },
  ],
});

const trainPart1: InstructionLine = { n: 1, instruction: "trainPlaceCubes", column: "PC" };
const placeBase: InstructionLine = {
  n: null,
  starred: true,
  instruction: "trainPlaceBase",
  column: "PB",
  where: "provinceWithoutGovBase",
  notes: ["mayTargetNewSpace", "firstApplicableStar"],
  provenance: { source: "INF", ref: "C8.6.4", note: "no bold column printed; PB assumed" },
};
const civicAction: InstructionLine = {
  n: null,
  starred: true,
  instruction: "trainCivicAction",
  column: "STAS",
  notes: ["mayTargetNewSpace", "firstApplicableStar"],
};

export const BOXES: readonly OperationBox[] = [
  {
    id: "G-SWEEP",
    operation: "sweep",
    provenance: cx("C8.9/c1 card U"),
    lines: [{ n: 1, instruction: "sweepMove", column: "SWP", notes: ["sweepInPlace"] }],
  },
  {
    id: "G-TRAIN-A",
    operation: "train",
    provenance: cx("C8.9/c5 card V"),
    // Card V: Place Base before Civic Action (the opposite of G-TRAIN-B).
    lines: [trainPart1, { ...placeBase, provenance: cx("C8.9/c5") }, civicAction],
  },
  {
    id: "G-TRAIN-B",
    operation: "train",
    provenance: t("ref 1.1 G-TRAIN-B", "printed in two parts around the SA box"),
    splitAt: 1,
    lines: [trainPart1, civicAction, placeBase],
  },
  {
    // Conflict uu-place-base, alternative: card UU prints Place Base as an arrowed reminder.
    id: "G-TRAIN-B-UU-ALT",
    operation: "train",
    provenance: { source: "CONFLICT", ref: "ref 1.7 item 1", note: "T-ocr/T-json reading of UU" },
    splitAt: 1,
    lines: [trainPart1, { ...civicAction, notes: ["mayTargetNewSpace", "placeBaseReminder"] }],
  },
  {
    id: "G-GARRISON",
    operation: "garrison",
    provenance: t("ref 1.1 G-GARRISON"),
    lines: [
      {
        n: 1,
        instruction: "garrisonMove",
        column: "GAR",
        noActivationRoll: true,
        notes: ["garrisonNoActivation"],
      },
      { n: null, starred: true, instruction: "garrisonAssaultEc", column: "RR" },
    ],
  },
  {
    id: "G-ASSAULT",
    operation: "assault",
    provenance: cx("C8.9/c3 card Z"),
    lines: [
      { n: 1, instruction: "assaultBasesCasinos", column: "RR" },
      { n: 2, instruction: "assault", column: "RR" },
    ],
  },
  rally("I-RALLY-26J", COND.available26jGuerrillas4, cx("C8.9/c2 card M")),
  rally("I-RALLY-DR", COND.availableDrGuerrillas4, t("ref 1.1 I-RALLY(DR)")),
  {
    id: "S-RALLY",
    operation: "rally",
    provenance: cx("C8.9/c4 card RR"),
    lines: [
      {
        n: 1,
        instruction: "rallyPlaceGuerrillas",
        column: "PG",
        notes: ["synFlipIfNoneAvailable"],
      },
    ],
  },
  {
    id: "MARCH",
    operation: "march",
    provenance: cx("C8.9/c4 card GG"),
    lines: [{ n: 1, instruction: "marchMove", column: "MD", notes: ["noActivationAfterEc"] }],
  },
  // Attack lines: T shows them as arrowed lines, C8.6.5 as two steps, read as 1 and 2 (INF,
  // ref 1.7 item 3). Column: the cards say Attack (recommended); conflict attack-column
  // switches to C8.6.5's Remove or Replace.
  attack("ATTACK-26J", "ATK", "ATK", t("ref 1.1 ATTACK(26J)", "numbering INF (ref 1.7 item 3)")),
  attack("ATTACK-DR", "ATK", "ATK", t("ref 1.1 ATTACK(DR)")),
  attack("ATTACK-DR-AA", "ATK", "RR", t("ref 1.7 item 5", "card AA: line 2 uses Remove")),
  attack("ATTACK-26J-ALT", "RR", "RR", { source: "CONFLICT", ref: "ref 5 item 9; C8.6.5" }),
  attack("ATTACK-DR-ALT", "RR", "RR", { source: "CONFLICT", ref: "ref 5 item 9; C8.6.5" }),
  {
    id: "TERROR-26J",
    operation: "terror",
    provenance: cx("C8.9/c6 card J; card GG"),
    lines: [
      {
        n: 1,
        instruction: "terrorShift",
        column: "STAO",
        where: "notActiveOpposition",
        notes: ["terrorBaseNeeds2Underground"],
      },
      { n: 2, instruction: "terrorEcs", noActivationRoll: true, notes: ["noActivationAfterEc"] },
    ],
  },
  {
    id: "TERROR-DR",
    operation: "terror",
    provenance: cx("C8.5.3 sample card A"),
    lines: [
      {
        n: 1,
        instruction: "terrorShift",
        column: "STN",
        where: "anySupportOrOpposition",
        notes: ["terrorBaseNeeds2Underground"],
      },
      { n: 2, instruction: "terrorEcs", noActivationRoll: true, notes: ["noActivationAfterEc"] },
    ],
  },
  {
    id: "TERROR-SYN",
    operation: "terror",
    provenance: t("ref 1.1 TERROR-SYN", "no EC line"),
    lines: [
      {
        n: 1,
        instruction: "terrorShift",
        column: "STN",
        where: "anySupportOrOpposition",
        notes: ["terrorBaseNeeds2Underground"],
      },
    ],
  },
  {
    id: "CONSTRUCT",
    operation: "construct",
    provenance: cx("C8.9/c2 card N"),
    lines: [
      { n: 1, instruction: "constructOpen", column: "PCas", onlyIf: COND.finalCampaign },
      { n: 2, instruction: "constructPlace", column: "PCas" },
    ],
  },
];

export const BOX_BY_ID: Readonly<Record<string, OperationBox>> = Object.fromEntries(
  BOXES.map((b) => [b.id, b]),
);
