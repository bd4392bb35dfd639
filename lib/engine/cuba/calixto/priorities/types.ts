/**
 * Shape of the Space Selection Priorities tables (C8.5.6): declared with the tables in
 * data/schema/priorities.ts and re-exported here for the engine.
 */
export * from "@/data/schema/priorities";
