import type { Dexie, Transaction } from "dexie";

/**
 * Every schema version the database has ever had, oldest first (Dexie `version(n).stores()`).
 * Rules that keep upgrades from losing a game:
 *  - never edit or remove a published version or its upgrade: add a new one;
 *  - never drop `games` or `log` (the truth); `snapshots` may be cleared at will (a cache);
 *  - an upgrade that moves data copies it inside Dexie's upgrade transaction (all or nothing);
 *  - each new version gets a test that opens the previous one, seeds it and reopens
 *    (tests/persistence/migration.test.ts shows the pattern).
 */
export interface SchemaVersion {
  version: number;
  stores: Record<string, string | null>;
  upgrade?: (tx: Transaction) => Promise<void> | void;
}

export const SCHEMA_VERSIONS: readonly SchemaVersion[] = [
  {
    version: 1,
    stores: {
      games: "id, updatedAt",
      log: "[gameId+seq], gameId",
      snapshots: "[gameId+seq], gameId",
      prefs: "key",
      corrections: "++id, target",
    },
  },
  {
    // The player's own corrections of the Calixto data, one row per corrected entry, and the
    // parts of the data they have checked against their own cards (issue "Your own cards").
    // New tables only: nothing moves.
    version: 2,
    stores: {
      dataCorrections: "key, updatedAt",
      dataChecks: "key",
    },
  },
  {
    // Snapshot rows of a new shape (issue 22): the state without its set-up record and without
    // the list of entries in effect, so a command reads one small row whatever the log's length.
    // Rows of the old shape are a cache: dropped here, rebuilt from the log by the next write.
    version: 3,
    stores: {},
    upgrade: async (tx) => {
      await tx.table("snapshots").clear();
    },
  },
];

export function declareSchema(
  db: Dexie,
  versions: readonly SchemaVersion[] = SCHEMA_VERSIONS,
): void {
  for (const v of versions) {
    const declared = db.version(v.version).stores(v.stores);
    if (v.upgrade) declared.upgrade(v.upgrade);
  }
}
