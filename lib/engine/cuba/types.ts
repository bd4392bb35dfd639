/**
 * The board's shapes (Factions, spaces, pieces, the board as plain JSON) live with the data that
 * fills them, in data/schema/board.ts (rules 1.3-1.8, 2.3). Re-exported here so engine modules
 * keep their imports; data/ imports them from data/schema.
 */
export * from "@/data/schema/board";
