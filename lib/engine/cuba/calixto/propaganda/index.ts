/**
 * Propaganda Rounds for the NP Factions (6.0-6.5, C8.3, C8.5.9): one pure function per phase,
 * each returning the new board with its table changes, or the input it needs next.
 */
export * from "./cash-deposits";
export * from "./no-round";
export * from "./redeploy";
export * from "./reset";
export * from "./resources";
export * from "./shifts";
export * from "./support";
export * from "./victory";
