import type { FieldError } from "@/lib/engine/core/result";
import type { GameEntry, GameState, ScenarioId } from "@/lib/engine/cuba/game";
import type { NextStep } from "@/lib/engine/cuba/game/next-step";
import type { Faction, Role } from "@/lib/engine/cuba/types";

/** Row shapes of the Dexie tables. Plain JSON: no classes, no methods (style anchors §3). */

/** One saved game. `lastSeq` is a pointer to the newest log entry, not an undo cursor. */
export interface GameRow {
  id: string;
  name: string;
  scenario: ScenarioId;
  /** Cached from the folded board so the list can show the NP Factions without a fold. */
  roles: Record<Faction, Role>;
  createdAt: number;
  /** Last played: when the newest entry was logged. */
  updatedAt: number;
  lastSeq: number;
  /**
   * The UTF-8 size of the game's log entries as its export writes them, at log position `seq`
   * (grown by each append, to refuse an entry past the file limit without reading the log).
   */
  exportSize?: { seq: number; bytes: number };
}

/** One log entry of one game; append-only, keyed [gameId+seq]. */
export type LogRow = GameEntry & { gameId: string; at: number };

/** A snapshot's state: the set-up record is the log's first row, so it is not repeated here. */
export type StoredState = Omit<GameState, "setup">;

/**
 * A cached fold of a game's log up to `seq`. Safe to drop: it is rebuilt from the log. Its size
 * does not grow with the log (no list of the entries in effect, no set-up board).
 */
export interface SnapshotRow {
  gameId: string;
  seq: number;
  /** FOLD_VERSION of the engine that made it; another version's snapshot is ignored. */
  version: number;
  state: StoredState;
  /** checksum(state): a damaged row is ignored rather than trusted. */
  checksum: string;
  /**
   * Written only because its entry was a command's last (the game opens from it with no fold):
   * dropped when the next command writes its own (commands.ts).
   */
  head?: true;
}

export interface PrefRow {
  key: string;
  value: unknown;
}

/**
 * A player's correction of a Calixto datum, read from their physical card or aid sheet
 * (architecture "Data and provenance"). `target` names the datum ("card:U/q1", "table:SYN/PCas/3"),
 * `field` the part corrected; the engine overlays `value` with provenance "player".
 */
export interface CorrectionRow {
  id?: number;
  target: string;
  field: string;
  value: unknown;
  note?: string;
  createdAt: number;
}

/**
 * One of the player's corrections of the Calixto data (engine corrections/types.ts), one row per
 * corrected entry (`key` = correctionKey). Kept across games; a game logs the ones it used.
 */
export interface DataCorrectionRow {
  key: string;
  correction: unknown;
  note?: string;
  createdAt: number;
  updatedAt: number;
  /** The layer's revision when this row was last written (prefs "dataCorrections.revision"). */
  revision: number;
}

/** A part of the data (a card side, a table) the player marked as checked against their own. */
export interface DataCheckRow {
  key: string;
  checkedAt: number;
}

export interface GameSummary {
  id: string;
  name: string;
  scenario: ScenarioId;
  npFactions: Faction[];
  createdAt: number;
  updatedAt: number;
  entries: number;
  /** Where the game stands (standing.ts); null when its log cannot be folded. */
  standing: GameStanding | null;
}

/** The card in play and what the table does next, or the turn in progress (next-step.ts). */
export interface GameStanding {
  card: number | null;
  nextCard: number | null;
  next:
    | Exclude<NextStep, { kind: "turn" }>
    | { kind: "turn"; turn: "np" | "propaganda"; faction: Faction | null };
}

/** What the board screen reads: the game, its whole log, and the fold (or why it failed). */
export interface LoadedGame {
  game: GameRow;
  entries: GameEntry[];
  state: GameState | null;
  errors: FieldError[];
}
