import type { CardSide } from "@/data/schema/card-sides";
import { back, CONFLICT, CX, front, op, T } from "./card-builders";
import { COND } from "./card-conditions";

/**
 * NP 26July card sides (reference 1.4). Activation Numbers: J and M are confirmed by CX
 * (C8.9/c2, c6); the others come from T only (reference 1.8, 5 item 16).
 * Back pattern: each branch has its own SA list; Terror and Attack take their SA first,
 * March and Rally after (reference 1.4 "Order").
 */
const rally = () => op("rally", "I-RALLY-26J", ["SA-INF", "after"]);
const march = () => op("march", "MARCH", ["SA-INF", "after"]);
const terror = () => op("terror", "TERROR-26J", ["SA-KID", "before"]);
const attack = () => op("attack", "ATTACK-26J", ["SA-AMB", "before"]);

const anT = "AN from T";

export const M26_SIDES: readonly CardSide[] = [
  front(
    "G",
    2,
    [COND.m26UndergroundNotActiveOpp, CX("C8.9/c4", "Pact variant from T")],
    [COND.m26Roll1d6AtMostAvailable, CX("C8.9/c4", "question and red arrow")],
    rally(),
    T("ref 1.4 G", `Q1, Q2 CX (C8.9/c4); box, order, ${anT}`),
  ),
  back(
    "G",
    2,
    COND.m26Moveable2,
    op("march", "MARCH", ["SA-INF", "after"], CX("C8.9/c4")),
    terror(),
    CX("ref 1.4 GG; C8.9/c4", anT),
  ),
  front("H", 2, [COND.m26Four], [COND.m26UndergroundPop2Support], terror(), T("ref 1.4 H")),
  back("H", 3, COND.m26AttackTarget, attack(), march(), T("ref 1.4 HH")),
  front(
    "J",
    2,
    [COND.m26Moveable1, CX("C8.9/c6", "red arrow from T")],
    [COND.m26UndergroundPop2NotActiveOpp, CX("C8.9/c6", "red arrow from T")],
    op("terror", "TERROR-26J", ["SA-KID", "before"], CX("C8.9/c6")),
    CX("ref 1.4 J; C8.9/c6", "AN 2 CX"),
  ),
  back("J", 3, COND.m26AttackTargetNoControl, attack(), march(), T("ref 1.4 JJ")),
  front("K", 2, [COND.m26AvailableBelow1d6], [COND.m26BaseRoomNoSupport], rally(), T("ref 1.4 K")),
  back("K", 2, COND.m26UndergroundNotActiveOpp, terror(), march(), T("ref 1.4 KK")),
  front(
    "L",
    2,
    [COND.m26AvailableBelow1d6],
    [COND.m26BaseRoomNoSupport],
    rally(),
    T("ref 1.4 L; ref 1.7 item 8", "same as K; front/back as T-json"),
  ),
  back("L", 3, COND.m26AttackTarget, attack(), march(), T("ref 1.4 LL", "same as HH")),
  front(
    "M",
    2,
    [COND.m26Pop2NotActiveOpp, CX("C8.9/c2", "red arrow from T")],
    [COND.m26Roll1d6AtMostAvailable, CX("C8.9/c2", "red arrow from T")],
    op("rally", "I-RALLY-26J", ["SA-INF", "after"], CX("C8.9/c2")),
    CX("ref 1.4 M; C8.9/c2", "AN 2 CX"),
  ),
  back(
    "M",
    3,
    COND.m26AttackTarget,
    op("attack", "ATTACK-26J", ["SA-AMB", "before"], T("ref 1.7 item 4", "Ambush: T-json only")),
    terror(),
    T("ref 1.4 MM"),
  ),
];

export const M26_ALTERNATIVES = {
  /** MM: the Attack branch without the Ambush list (not visible in T-ocr). */
  mmAttackNoAmbush: op("attack", "ATTACK-26J", null, CONFLICT("ref 1.7 item 4")),
} as const;
