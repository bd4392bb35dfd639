import { Dexie, type Table } from "dexie";
import type {
  CorrectionRow,
  DataCheckRow,
  DataCorrectionRow,
  GameRow,
  LogRow,
  PrefRow,
  SnapshotRow,
} from "./rows";
import { declareSchema, type SchemaVersion } from "./schema";

export const DB_NAME = "calixto";

export interface DbOptions {
  /** Time source for `createdAt`/`updatedAt`/`at` (tests pass a fixed clock). */
  clock?: () => number;
  newId?: () => string;
  /** Seed for a new game's generator (the engine never draws chance itself). */
  newSeed?: () => number;
  /** Schema versions to declare (tests of migrations pass older or newer lists). */
  versions?: readonly SchemaVersion[];
}

const randomSeed = () => crypto.getRandomValues(new Uint32Array(1))[0];

/** The app's one IndexedDB database (Dexie 4). Rows are plain JSON; see rows.ts. */
export class CalixtoDB extends Dexie {
  games!: Table<GameRow, string>;
  log!: Table<LogRow, [string, number]>;
  snapshots!: Table<SnapshotRow, [string, number]>;
  prefs!: Table<PrefRow, string>;
  corrections!: Table<CorrectionRow, number>;
  dataCorrections!: Table<DataCorrectionRow, string>;
  dataChecks!: Table<DataCheckRow, string>;
  readonly clock: () => number;
  readonly newId: () => string;
  readonly newSeed: () => number;

  constructor(name = DB_NAME, options: DbOptions = {}) {
    super(name);
    declareSchema(this, options.versions);
    this.clock = options.clock ?? (() => Date.now());
    this.newId = options.newId ?? (() => crypto.randomUUID());
    this.newSeed = options.newSeed ?? randomSeed;
    // Another tab is upgrading the schema: let it, rather than block it (Dexie versionchange).
    this.on("versionchange", () => {
      this.close();
    });
  }
}

let shared: CalixtoDB | null = null;

/** The browser's database, opened on first use (never during server rendering). */
export function getDb(): CalixtoDB {
  shared ??= new CalixtoDB();
  return shared;
}
