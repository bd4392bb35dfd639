import type { InstructionLine, SpecialEntry, SpecialList } from "@/data/schema/card-sides";
import { COND } from "./card-conditions";

/**
 * Special Activity lists ("select 1 Special Activity", C8.5.3, C8.7.1; reference 1.1): try the
 * entries A, B, C, D in order and do the first that is possible, has an effect and whose red
 * condition (onlyIf) holds. An entry with `lines` runs them in order, each with its own red
 * condition and column, as much as possible (C8.7.2; engine calixto/special-steps.ts);
 * `instruction` then names the SA's first line. Muscle's lines are its cube origins, carried out
 * inside its handler. Note and where ids: ./line-notes.ts.
 */

const cx = (ref: string) => ({ source: "CX-pic" as const, ref });
const t = (ref: string, note?: string) => ({ source: "T" as const, ref, note });

// Government entries (C8.7.4)
const airStrikeVulnerable: SpecialEntry = {
  letter: "A",
  special: "airStrike",
  instruction: "airStrikeVulnerable",
  column: "RR",
};
const airStrike = (letter: SpecialEntry["letter"]): SpecialEntry => ({
  letter,
  special: "airStrike",
  instruction: "airStrike",
  column: "RR",
});
const transport = (letter: SpecialEntry["letter"]): SpecialEntry => ({
  letter,
  special: "transport",
  instruction: "transport",
  column: "TRN",
});
const reprisal = (
  letter: SpecialEntry["letter"],
  onlyIf?: SpecialEntry["onlyIf"],
): SpecialEntry => ({
  letter,
  special: "reprisal",
  instruction: "reprisal",
  column: "REP",
  ...(onlyIf ? { onlyIf } : {}),
});

// Syndicate entries (C8.7.7)
const profitLinesS1: InstructionLine[] = [
  { n: 1, instruction: "profitPlaceCash", column: "CASH", where: "withSynGuerrillas" },
  { n: 2, instruction: "profitCloseCasinos", onlyIf: COND.notFinalCampaign },
  { n: 3, instruction: "profitRemoveCash", onlyIf: COND.synResourcesAtMost5 },
];
const profit = (letter: SpecialEntry["letter"], onlyIf?: SpecialEntry["onlyIf"]): SpecialEntry => ({
  letter,
  special: "profit",
  instruction: "profitPlaceCash",
  lines: profitLinesS1,
  ...(onlyIf ? { onlyIf } : {}),
});
const bribe = (letter: SpecialEntry["letter"], onlyIf?: SpecialEntry["onlyIf"]): SpecialEntry => ({
  letter,
  special: "bribe",
  instruction: "bribe",
  column: "RR",
  ...(onlyIf ? { onlyIf } : {}),
});
/** Muscle: destination by MUS; the two cubes come from the origins below, in order. */
const muscle = (letter: SpecialEntry["letter"]): SpecialEntry => ({
  letter,
  special: "muscle",
  instruction: "muscle",
  column: "MUS",
  lines: [
    { n: 1, instruction: "muscle", where: "policeFromEcsWithSynGuerrillas" },
    { n: 2, instruction: "muscle", where: "openCasinoAndGovControl" },
    {
      n: 3,
      instruction: "muscle",
      column: "RR",
      provenance: { source: "CX-pic", ref: "C8.9/c4", note: "C8.7.7 text names MUS instead" },
    },
  ],
});

export const SPECIAL_LISTS: readonly SpecialList[] = [
  {
    id: "SA-G1",
    provenance: cx("C8.9/c1 card U"),
    entries: [
      airStrikeVulnerable,
      reprisal("B", COND.govControlAtOpposition),
      transport("C"),
      airStrike("D"),
    ],
  },
  {
    // Cards Y and X: no red condition on B in either transcription (reference 1.7 item 2).
    id: "SA-G1'",
    provenance: t("ref 1.7 item 2", "a condition may have been lost in OCR; conflict yx-reprisal"),
    entries: [airStrikeVulnerable, reprisal("B"), transport("C"), airStrike("D")],
  },
  {
    id: "SA-G2",
    provenance: cx("C8.9/c3 card Z"),
    entries: [airStrikeVulnerable, transport("B"), airStrike("C"), reprisal("D")],
  },
  {
    id: "SA-G3",
    provenance: t("ref 1.1 SA-G3 (card WW)"),
    entries: [airStrikeVulnerable, transport("B"), reprisal("C"), airStrike("D")],
  },
  { id: "SA-GT", provenance: cx("C8.9/c5 card V"), entries: [transport("A")] },
  {
    id: "SA-GZZ",
    provenance: t("ref 1.1 SA-GZZ", "with Train only C can apply"),
    entries: [
      reprisal("A", COND.sweepGovControlAtOpposition),
      { ...airStrike("B"), onlyIf: COND.sweepChosen },
      transport("C"),
    ],
  },
  {
    id: "SA-KID",
    provenance: cx("C8.9/c6 card J; card GG"),
    entries: [
      {
        letter: "A",
        special: "kidnap",
        instruction: "kidnap",
        column: "KID",
        notes: ["terrorFirst", "targetPlayerGovThenSyn", "cashBeforeResources"],
      },
    ],
  },
  {
    id: "SA-INF",
    provenance: cx("C8.9/c2 card M; card GG"),
    entries: [{ letter: "A", special: "infiltrate", instruction: "infiltrate", column: "RR" }],
  },
  {
    id: "SA-AMB",
    provenance: t("ref 1.1 SA-AMB"),
    entries: [{ letter: "A", special: "ambush", instruction: "ambush", column: "RR" }],
  },
  {
    id: "SA-SUB",
    provenance: t("ref 1.1 SA-SUB"),
    entries: [
      {
        letter: "A",
        special: "subvert",
        instruction: "subvert",
        column: "STN",
        where: "oneWithSupportOrOpposition",
      },
    ],
  },
  {
    id: "SA-ASN",
    provenance: cx("C8.5.3 sample card A"),
    entries: [
      {
        letter: "A",
        special: "assassinate",
        instruction: "assassinateCloseCasino",
        column: "RR",
        onlyIf: COND.synIsPlayer,
        notes: ["terrorFirst"],
      },
      {
        letter: "B",
        special: "assassinate",
        instruction: "assassinateBase",
        column: "RR",
        notes: ["terrorFirst"],
      },
      {
        letter: "C",
        special: "assassinate",
        instruction: "assassinate",
        column: "RR",
        notes: ["terrorFirst"],
      },
    ],
  },
  {
    id: "SA-S1",
    provenance: cx("C8.9/c2 card N"),
    entries: [profit("A", COND.availableCash), bribe("B", COND.synResourcesOver8), muscle("C")],
  },
  {
    id: "SA-S2",
    provenance: cx("C8.9/c4 card RR"),
    entries: [profit("A"), bribe("B", COND.synResourcesOver8), muscle("C")],
  },
  {
    // Card T: Profit lines in another order, and no Bribe.
    id: "SA-ST",
    provenance: t("ref 1.1 SA-ST"),
    entries: [
      {
        letter: "A",
        special: "profit",
        instruction: "profitCloseCasinos",
        lines: [
          { n: 1, instruction: "profitCloseCasinos", onlyIf: COND.notFinalCampaign },
          { n: 2, instruction: "profitRemoveCash" },
          { n: 3, instruction: "profitPlaceCash", column: "CASH", where: "withSynGuerrillas" },
        ],
      },
      muscle("B"),
    ],
  },
  {
    id: "SA-SNN",
    provenance: t("ref 1.1 SA-SNN"),
    entries: [
      {
        letter: "A",
        special: "profit",
        instruction: "profitPlaceCash",
        column: "CASH",
        where: "withSynGuerrillas",
        onlyIf: COND.rallyChosen,
      },
      bribe("B", COND.synResourcesOver8),
      profit("C"),
      muscle("D"),
    ],
  },
  {
    id: "SA-SQQ",
    provenance: t("ref 1.1 SA-SQQ"),
    entries: [bribe("A", COND.terrorChosen), profit("B"), muscle("C")],
  },
  {
    id: "SA-SB",
    provenance: t("ref 1.1 SA-SB", "no Resource condition printed"),
    entries: [bribe("A")],
  },
];

export const SPECIAL_LIST_BY_ID: Readonly<Record<string, SpecialList>> = Object.fromEntries(
  SPECIAL_LISTS.map((l) => [l.id, l]),
);
