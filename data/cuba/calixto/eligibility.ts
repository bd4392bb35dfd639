import type { CardAction, Faction } from "@/data/schema/board";
import type { Provenance } from "@/data/schema/calixto";

/**
 * The NP Eligibility table (C8.5.2; reference §3.3): rows read top to bottom, the first row that
 * applies decides. Each row names a test (evaluated by lib/engine/cuba/calixto/eligibility), an
 * optional red condition (the row only applies to that Faction) and the result. If no Calixto
 * card yields a legal Operation for a row's result, the next row is read (C8.5.3); below the
 * last row the NP Passes.
 */
export type EligibilityTest =
  /** An Underground DR or 26J Guerrilla in Havana. */
  | "undergroundInHavana"
  /** Current Event: Critical for us, and effective (C8.5.5). */
  | "currentCriticalEffective"
  /** The next Eligible Faction could choose the current Event: Critical for it and effective. */
  | "nextEligibleCouldTakeCritical"
  /** We would be 1st Eligible on the next card, and it is Critical for us. */
  | "firstOnUpcomingCritical"
  /** As above, but the current Event is not one it can execute as Critical and effective. */
  | "firstOnUpcomingCriticalNoCurrent"
  /** The 1st Eligible Faction executed the Event. */
  | "firstChoseEvent"
  /** 1st did Op + SA; current Event C or P for us, and effective. */
  | "firstOpSAandCurrentTaken"
  /** We would be 1st Eligible on the next card (any Event). */
  | "firstOnUpcoming"
  | "otherwise";

export interface EligibilityRow {
  id: string;
  position: 1 | 2;
  label: string;
  test: EligibilityTest;
  /** Red check-marked condition: the row is read only for this acting Faction. */
  onlyFor?: Faction;
  result: CardAction;
  provenance: Provenance;
  /** Where the reference flags the wording: the other reading, switched by conflict id. */
  conflict?: { id: string; alternative: EligibilityTest; note: string };
}

export const FIRST_ELIGIBLE_ROWS: readonly EligibilityRow[] = [
  {
    id: "1st-1",
    position: 1,
    label: "Underground DR or 26J Guerrilla in Havana",
    test: "undergroundInHavana",
    onlyFor: "GOV",
    result: "opSA",
    provenance: { source: "CX", ref: "C8.9/c1, c5; ref 3.3 1st row 1" },
  },
  {
    id: "1st-2",
    position: 1,
    label: "current Event Critical and effective",
    test: "currentCriticalEffective",
    result: "event",
    provenance: { source: "CX", ref: "C8.9/c3, c6, c7; ref 3.3 1st row 2" },
  },
  {
    id: "1st-3",
    position: 1,
    label: "next Eligible could take an effective Critical current Event",
    test: "nextEligibleCouldTakeCritical",
    result: "opOnly",
    provenance: { source: "CX", ref: "C8.9/c2, c4 (false); ref 3.3 1st row 3" },
  },
  {
    id: "1st-4",
    position: 1,
    label: "1st Eligible on the upcoming Critical Event",
    test: "firstOnUpcomingCritical",
    result: "pass",
    provenance: {
      source: "T",
      ref: "ref 3.3 1st row 4; ref 5.14",
      note: "the word before Event is illegible in the OCR; the transcription reads Critical",
    },
    conflict: {
      id: "eligibility-1st-4-qualifier",
      alternative: "firstOnUpcoming",
      note: "read the row as any upcoming Event",
    },
  },
  {
    id: "1st-5",
    position: 1,
    label: "otherwise",
    test: "otherwise",
    result: "opSA",
    provenance: { source: "CX", ref: "C8.9/c2, c4; ref 3.3 1st row 5" },
  },
];

export const SECOND_ELIGIBLE_ROWS: readonly EligibilityRow[] = [
  {
    id: "2nd-1",
    position: 2,
    label: "1st Eligible on the upcoming Critical Event, no current Critical Event to take",
    test: "firstOnUpcomingCriticalNoCurrent",
    result: "pass",
    provenance: { source: "CX", ref: "C8.9/c5 (DR), c6 (SYN); ref 3.3 2nd row 1" },
  },
  {
    id: "2nd-2",
    position: 2,
    label: "1st Eligible executed the Event",
    test: "firstChoseEvent",
    result: "opSA",
    provenance: { source: "CX", ref: "C8.9/c3, c6, c7; ref 3.3 2nd row 2" },
  },
  {
    id: "2nd-3",
    position: 2,
    label: "1st did Op + SA; current Event Critical or Performed and effective",
    test: "firstOpSAandCurrentTaken",
    result: "event",
    provenance: { source: "CX", ref: "C8.9/c1; ref 3.3 2nd row 3" },
  },
  {
    id: "2nd-4",
    position: 2,
    label: "1st Eligible on the upcoming Event",
    test: "firstOnUpcoming",
    result: "pass",
    provenance: { source: "T", ref: "ref 3.3 2nd row 4; C8.9/c2, c4 (false)" },
  },
  {
    id: "2nd-5",
    position: 2,
    label: "otherwise",
    test: "otherwise",
    result: "limOp",
    provenance: { source: "CX", ref: "C8.9/c2, c4; ref 3.3 2nd row 5" },
  },
];

export interface EligibilityRows {
  first: readonly EligibilityRow[];
  second: readonly EligibilityRow[];
}

export const ELIGIBILITY_ROWS: EligibilityRows = {
  first: FIRST_ELIGIBLE_ROWS,
  second: SECOND_ELIGIBLE_ROWS,
};
