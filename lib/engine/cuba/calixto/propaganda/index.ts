/**
 * Propaganda Rounds (6.0-6.5, C8.3, C8.5.9), the NP Factions' parts and the player's choices:
 * one pure function per phase or player step, each returning the new board with its table
 * changes, or the input it needs next.
 */
export * from "./cash-deposits";
export * from "./no-round";
export * from "./player-expat";
export * from "./player-redeploy";
export * from "./player-shifts";
export * from "./redeploy";
export * from "./reset";
export * from "./resources";
export * from "./shifts";
export * from "./support";
export * from "./victory";
