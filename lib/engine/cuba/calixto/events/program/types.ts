/**
 * An Event side as executable data (rules 5.1, C8.5.5): the shape is declared with the programs
 * in data/schema/event-program.ts and re-exported here for the engine.
 */
export * from "@/data/schema/event-program";
