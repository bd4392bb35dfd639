import type { CardSide } from "@/data/schema/card-sides";
import { back, CONFLICT, CX, front, INF, op, single, T } from "./card-builders";
import { COND } from "./card-conditions";

/**
 * NP Government card sides (reference 1.3). Activation Number: the US Alliance value on every
 * side (C8.5.4). Red arrows of the CX-pictured fronts come from T (reference 1.3 table).
 */
const AN = "usAlliance" as const;
const redT = (ref: string) => CX(ref, "red arrow from T");

export const GOV_SIDES: readonly CardSide[] = [
  front(
    "U",
    AN,
    [COND.cityNotActiveSupport, redT("C8.9/c1")],
    [COND.undergroundAtSupport, redT("C8.9/c1, c7")],
    op("sweep", "G-SWEEP", ["SA-G1", "after"], CX("C8.9/c1")),
    CX("ref 1.3 U; C8.9/c1, c7"),
  ),
  single(
    "U",
    AN,
    op("train", "G-TRAIN-B", ["SA-GT", "between"], T("ref 1.3 UU", "SA between the Train parts")),
    T("ref 1.3 UU", "Place Base starred: conflict uu-place-base"),
  ),
  front(
    "V",
    AN,
    [COND.troopsSpare3, redT("C8.9/c5")],
    [COND.availableGovBase, redT("C8.9/c5")],
    op("train", "G-TRAIN-A", ["SA-GT", "before"], CX("C8.9/c5")),
    CX("ref 1.3 V; C8.9/c5"),
  ),
  back(
    "V",
    AN,
    COND.ecGuerrillasOverCubes,
    op("garrison", "G-GARRISON", ["SA-G1", "after"]),
    op("sweep", "G-SWEEP", ["SA-G1", "after"]),
    T("ref 1.3 VV", "SA after: T-ocr box order"),
  ),
  front(
    "W",
    AN,
    [COND.govForcesVulnerableEnemies],
    [COND.cityNotActiveSupport],
    op("train", "G-TRAIN-B", ["SA-GT", "between"]),
    T("ref 1.3 W"),
  ),
  back(
    "W",
    AN,
    COND.ecGuerrillasOverCubes,
    op("garrison", "G-GARRISON", ["SA-G3", "before"], INF("ref 5 item 10", "gov-back-sa-position")),
    op("assault", "G-ASSAULT", ["SA-G3", "before"], INF("ref 5 item 10", "gov-back-sa-position")),
    T("ref 1.3 WW", "SA position INF"),
  ),
  front(
    "X",
    AN,
    [COND.govForcesVulnerableEnemies],
    [COND.undergroundAtSupport],
    op("sweep", "G-SWEEP", ["SA-G1'", "after"], T("ref 1.7 item 2", "conflict yx-reprisal")),
    T("ref 1.3 X"),
  ),
  back(
    "X",
    AN,
    COND.ecGuerrillasOverCubes,
    op("garrison", "G-GARRISON", ["SA-G2", "before"], INF("ref 5 item 10", "gov-back-sa-position")),
    op("assault", "G-ASSAULT", ["SA-G2", "before"], INF("ref 5 item 10", "gov-back-sa-position")),
    T("ref 1.3 XX", "SA position INF"),
  ),
  front(
    "Y",
    AN,
    [COND.ecWithGuerrillas, CX("C8.9/c1", "question and red arrow")],
    [COND.undergroundAtSupport, T("ref 1.3 Y")],
    op("sweep", "G-SWEEP", ["SA-G1'", "after"], T("ref 1.7 item 2", "conflict yx-reprisal")),
    T("ref 1.3 Y", "Q1 and its red arrow CX (C8.9/c1)"),
  ),
  back(
    "Y",
    AN,
    COND.ecGuerrillasOverCubes,
    op("garrison", "G-GARRISON", ["SA-G2", "before"], INF("ref 5 item 10", "gov-back-sa-position")),
    op("assault", "G-ASSAULT", ["SA-G2", "before"], INF("ref 5 item 10", "gov-back-sa-position")),
    T("ref 1.3 YY", "SA position INF"),
  ),
  front(
    "Z",
    AN,
    [COND.twoPopProvinceNoGovControl, redT("C8.9/c3")],
    [COND.assaultCouldRemove, redT("C8.9/c3")],
    op("assault", "G-ASSAULT", ["SA-G2", "before"], CX("C8.9/c3")),
    CX("ref 1.3 Z; C8.9/c3"),
  ),
  back(
    "Z",
    AN,
    COND.available4Cubes,
    op("train", "G-TRAIN-B", ["SA-GZZ", "between"]),
    op("sweep", "G-SWEEP", ["SA-GZZ", "after"]),
    T("ref 1.3 ZZ; ref 1.7 item 7", "question text from T-json only"),
  ),
];

/** Nodes replaced under the alternative reading of a conflict (see card-conflicts.ts). */
export const GOV_ALTERNATIVES = {
  /** WW/XX/YY: SA after the Operation instead of before it. */
  backSaAfter: {
    WW: [
      op("garrison", "G-GARRISON", ["SA-G3", "after"], CONFLICT("ref 5 item 10")),
      op("assault", "G-ASSAULT", ["SA-G3", "after"], CONFLICT("ref 5 item 10")),
    ],
    XX: [
      op("garrison", "G-GARRISON", ["SA-G2", "after"], CONFLICT("ref 5 item 10")),
      op("assault", "G-ASSAULT", ["SA-G2", "after"], CONFLICT("ref 5 item 10")),
    ],
    YY: [
      op("garrison", "G-GARRISON", ["SA-G2", "after"], CONFLICT("ref 5 item 10")),
      op("assault", "G-ASSAULT", ["SA-G2", "after"], CONFLICT("ref 5 item 10")),
    ],
  },
  /** Y, X: Reprisal B carries the same red condition as on U and VV. */
  yxReprisalCondition: op("sweep", "G-SWEEP", ["SA-G1", "after"], CONFLICT("ref 1.7 item 2")),
  /** UU: Place Base read as an arrowed reminder. */
  uuPlaceBaseArrow: op(
    "train",
    "G-TRAIN-B-UU-ALT",
    ["SA-GT", "between"],
    CONFLICT("ref 1.7 item 1"),
  ),
} as const;
