/**
 * Persistence (Dexie 4): the schema, single-transaction commands and the queries the screens
 * read with useLiveQuery. The log is the truth; snapshots are a cache.
 */
export * from "./commands";
export * from "./corrections";
export * from "./db";
export * from "./queries";
export type * from "./rows";
export * from "./schema";
export { CHECKPOINT_EVERY, KEEP_RECENT, SNAPSHOT_EVERY } from "./snapshots";
export { standingOf, uniqueName } from "./standing";
export * from "./tab-writes";
export * from "./turns";
// The player's corrections of the Calixto data: import "@/lib/persistence/data-corrections"
// directly (it carries the card data, kept out of the game screen's first load).
