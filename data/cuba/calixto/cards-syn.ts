import type { CardSide } from "@/data/schema/card-sides";
import {
  back,
  CONFLICT,
  CX,
  DRAW,
  FLIP,
  front,
  op,
  question,
  single,
  T,
  to,
} from "./card-builders";
import { COND } from "./card-conditions";

/**
 * NP Syndicate card sides (reference 1.6). CX pictures N and RR (C8.9/c2, c4) and answers R's
 * questions (C8.9/c4); the rest is T. Activation Numbers: RR confirmed by CX, others T.
 */
const construct = (list: string) => op("construct", "CONSTRUCT", [list, "after"]);

export const SYN_SIDES: readonly CardSide[] = [
  front(
    "N",
    3,
    [COND.availableCasino, CX("C8.9/c2", "red arrow from T")],
    [COND.constructPossible, CX("C8.9/c2", "red arrow from T")],
    op("construct", "CONSTRUCT", ["SA-S1", "after"], CX("C8.9/c2")),
    CX("ref 1.6 N; C8.9/c2", "AN from T"),
  ),
  back(
    "N",
    3,
    COND.synMoveableWithCash,
    op("march", "MARCH", ["SA-SNN", "after"]),
    op("rally", "S-RALLY", ["SA-SNN", "after"]),
    T("ref 1.6 NN"),
  ),
  front(
    "P",
    2,
    [COND.openCasinosBelow8],
    [COND.constructPossible],
    construct("SA-S1"),
    T("ref 1.6 P"),
  ),
  back(
    "P",
    3,
    COND.syn2Underground,
    op("march", "MARCH", ["SA-S2", "after"]),
    op("rally", "S-RALLY", ["SA-S2", "after"]),
    T("ref 1.6 PP"),
  ),
  front("Q", 2, [COND.availableCash], [COND.constructPossible], construct("SA-S2"), T("ref 1.6 Q")),
  back(
    "Q",
    3,
    COND.synUndergroundAtLevel,
    op("terror", "TERROR-SYN", ["SA-SQQ", "after"]),
    op("rally", "S-RALLY", ["SA-SQQ", "after"]),
    T("ref 1.6 QQ", "one SA box shared by both branches"),
  ),
  front(
    "R",
    3,
    [COND.synRoll1d3, CX("C8.9/c4", "question; red arrow from T")],
    [COND.synUndergroundAtLevelNoCasino, CX("C8.9/c4", "question and red arrow")],
    op("terror", "TERROR-SYN", ["SA-SB", "after"], T("ref 1.6 R", "SA after: weak T-ocr")),
    T("ref 1.6 R", "Q1, Q2 and Q2's red arrow CX (C8.9/c4)"),
  ),
  single(
    "R",
    3,
    op("rally", "S-RALLY", ["SA-S2", "after"], CX("C8.9/c4")),
    CX("ref 1.6 RR; C8.9/c4", "AN 3 CX"),
  ),
  front(
    "S",
    3,
    [COND.synUndergroundAtLevel],
    [COND.synRoll1d3],
    op("rally", "S-RALLY", ["SA-S2", "after"]),
    T("ref 1.6 S"),
  ),
  single(
    "S",
    3,
    op("terror", "TERROR-SYN", ["SA-SB", "after"], T("ref 1.6 SS", "SA after: weak")),
    T("ref 1.6 SS"),
  ),
  {
    // Card T: the SA box sits between the questions, so the SA raises Resources before Q2
    // is tested (reference 1.6, 1.7 item 6, T-ocr box order).
    side: "T",
    card: "T",
    faction: "SYN",
    face: "front",
    an: 2,
    start: "q1",
    provenance: T("ref 1.6 T; ref 1.7 item 6"),
    nodes: {
      q1: question("q1", COND.synResourcesBelow6, to("sa"), DRAW),
      sa: { kind: "special", id: "sa", list: "SA-ST", next: to("q2") },
      q2: question("q2", COND.constructPossibleT, to("construct"), FLIP, T("ref 1.7 item 6")),
      construct: op("construct", "CONSTRUCT", null),
    },
  },
  back(
    "T",
    4,
    COND.synGuerrillaSupply,
    op("rally", "S-RALLY", null),
    op("march", "MARCH", null),
    T("ref 1.6 TT", "no SA box: the SA was done on T"),
  ),
];

export const SYN_ALTERNATIVES = {
  /** T's Q2 read like N/P/Q (open only in the final Campaign), as T-json keys it. */
  tQ2LikeN: question(
    "q2",
    COND.constructPossible,
    to("construct"),
    FLIP,
    CONFLICT("ref 1.7 item 6"),
  ),
  /** T read as T-json: Q1 straight to Q2, the SA after Construct. */
  tSaAfter: {
    q1: question("q1", COND.synResourcesBelow6, to("q2"), DRAW, CONFLICT("ref 1.7 item 6")),
    construct: op("construct", "CONSTRUCT", ["SA-ST", "after"], CONFLICT("ref 1.7 item 6")),
  },
} as const;
