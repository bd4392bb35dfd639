/**
 * Rule sentences whose text allows two readings, with the one we follow argued from the text and
 * the other kept as a switch a player can turn on per game (RuleOptions.conflicts). The argument
 * for each is in docs/rules-coverage.md, "Readings decided"; a scenario in docs/examples/rules/
 * shows the recommended one running. Words are our own.
 */

/**
 * MAP (#10 shaded Momentum) makes NP GOV's Limited Operations carry an SA. Recommended: a LimOp
 * that executed an SA buys no free LimOp with Cash (2.3.6 "executes no SA"; MAP "as if Operation
 * with SA"). Alternative: C8.2.1 read alone, any LimOp spends the Cash.
 */
export const MAP_CASH_AFTER_SA = "map-cash-after-sa";

/**
 * Raúl Momentum (#22 shaded) when NP 26July Kidnaps an NP Government (which keeps no Resources).
 * Recommended: the die is rolled and Aid grows by twice the roll (the Kidnap takes a die roll,
 * C8.2.1 only ignores the NP side's loss; Aid is kept under an NP Government). Alternative: no roll,
 * nothing taken, no Aid.
 */
export const RAUL_MOMENTUM_NP_GOV = "raul-momentum-np-gov";

/**
 * 2.3.9 "player Operations must be Limited" on the last Event card before the final Propaganda.
 * Recommended: NPs follow it (C8.5.2: NPs choose from the same options as player Factions).
 * Alternative: only players are limited (the text says "player"; base Non-players ignore it, 8.1).
 */
export const FINAL_CARD_NP_LIMITED = "final-card-np-limited";

export interface RuleReading {
  id: string;
  area: string;
  label: string;
  recommended: string;
  alternative: string;
  ref: string;
}

export const RULE_READINGS: readonly RuleReading[] = [
  {
    id: MAP_CASH_AFTER_SA,
    area: "Capabilities and Momentum",
    label: "MAP in play: NP Government's Cash after a Limited Operation with an SA",
    recommended: "kept: a LimOp with an SA buys no free LimOp (2.3.6)",
    alternative: "spent on a free LimOp, as after any LimOp (C8.2.1)",
    ref: "2.3.6, C8.2.1, back page (MAP)",
  },
  {
    id: RAUL_MOMENTUM_NP_GOV,
    area: "Capabilities and Momentum",
    label: "Raúl Momentum: NP 26July Kidnaps an NP Government",
    recommended: "roll the die; Aid grows by twice the roll",
    alternative: "no roll and no Aid (NP Government keeps no Resources)",
    ref: "Event 22, 4.3.3, C8.2.1",
  },
  {
    id: FINAL_CARD_NP_LIMITED,
    area: "NP Eligibility",
    label: "Last Event card before the final Propaganda: NP Operations",
    recommended: "Limited, as for players (C8.5.2)",
    alternative: "not Limited: the rule names player Operations (base 8.1)",
    ref: "2.3.9, C8.5.2",
  },
];
