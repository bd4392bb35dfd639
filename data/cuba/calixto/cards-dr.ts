import type { CardSide } from "@/data/schema/card-sides";
import { back, CX, front, op, T } from "./card-builders";
import { COND } from "./card-conditions";

/**
 * NP Directorio card sides (reference 1.5). Only side A is pictured by CX (the sample card in
 * C8.5.3); every Activation Number comes from T (reference 1.8, 5 item 16).
 */
const rally = () => op("rally", "I-RALLY-DR", ["SA-SUB", "after"]);
const march = () => op("march", "MARCH", ["SA-SUB", "after"]);
const attack = () => op("attack", "ATTACK-DR", ["SA-AMB", "before"]);
const terror = () => op("terror", "TERROR-DR", ["SA-ASN", "before"]);

export const DR_SIDES: readonly CardSide[] = [
  front(
    "A",
    3,
    [COND.drAvailableBelow1d6, CX("C8.5.3 sample card", "red arrow from T")],
    [COND.drUndergroundAtActive, CX("C8.5.3 sample card", "red arrow from T")],
    op("terror", "TERROR-DR", ["SA-ASN", "before"], CX("C8.5.3 sample card")),
    CX("ref 1.5 A; C8.5.3", "AN from T"),
  ),
  back(
    "A",
    3,
    COND.drAttackTargetNoControl,
    op("attack", "ATTACK-DR-AA", ["SA-AMB", "before"], T("ref 1.7 item 5")),
    march(),
    T("ref 1.5 AA"),
  ),
  front("B", 2, [COND.drAvailableBase], [COND.drRollOrBaseRoom], rally(), T("ref 1.5 B")),
  back("B", 3, COND.drAttackTarget, attack(), march(), T("ref 1.5 BB")),
  front("C", 2, [COND.drAvailableBelow1d6], [COND.drBaseRoomNoActive], rally(), T("ref 1.5 C")),
  back("C", 3, COND.drAttackTarget, attack(), march(), T("ref 1.5 CC", "same as BB")),
  front("D", 3, [COND.drRoll1d6AtMostAvailable], [COND.drAttackTarget], attack(), T("ref 1.5 D")),
  back(
    "D",
    2,
    COND.drMoveable2,
    march(),
    rally(),
    T("ref 1.5 DD", "one SA box shared by both branches"),
  ),
  front(
    "E",
    2,
    [COND.drAvailableBelow1d6],
    [COND.drBaseRoomNoActive],
    rally(),
    T("ref 1.5 E", "same as C"),
  ),
  back(
    "E",
    3,
    COND.drUndergroundAtLevel,
    terror(),
    march(),
    T("ref 1.5 EE", "Pact variant from T-json; T-ocr cut off"),
  ),
  front("F", 2, [COND.twoPopNoDrControl], [COND.drRoll1d6AtMostAvailable], rally(), T("ref 1.5 F")),
  back("F", 3, COND.drMoveable1, march(), attack(), T("ref 1.5 FF")),
];
