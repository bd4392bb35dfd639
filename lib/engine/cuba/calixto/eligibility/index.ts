/**
 * NP Eligibility (C8.5.2, 2.3): who is 1st and 2nd Eligible, what an Eligible NP does on the
 * card, the Sequence of Play bookkeeping after each action, and the NP Cash rules (C8.2.1).
 */
export * from "./after-action";
export * from "./cash";
export * from "./decide";
export * from "./order";
export * from "./row-tests";
