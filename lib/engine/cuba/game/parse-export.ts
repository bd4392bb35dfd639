import { checksum } from "../../core/hash";
import { fail, failAll, ok, type Result } from "../../core/result";
import { GAME_FORMAT, GAME_FORMAT_VERSION, type GameEntry } from "./entries";
import { type FoldOptions, foldGame } from "./fold";
import { readBoard } from "./parse-board";
import { readEntry } from "./parse-entries";
import {
  array,
  type Errors,
  integer,
  isObject,
  join,
  keys,
  LIMITS,
  MAX_ERRORS,
  object,
  shown,
  string,
} from "./parse-util";
import type { GameState } from "./state";

/**
 * The exported game file: the game's name and dates plus its whole log, the set-up record
 * first. Board state is not exported: it is folded from the log on import, as on load. The
 * checksum covers the log, so a file changed after export is refused; a hand-written file may
 * leave it out.
 */
export interface GameMeta {
  name: string;
  createdAt: number;
  updatedAt: number;
}

export interface GameExport {
  format: typeof GAME_FORMAT;
  version: number;
  exportedAt?: string;
  game: GameMeta;
  log: GameEntry[];
  checksum?: string;
}

export interface ParsedGame {
  game: GameMeta;
  log: GameEntry[];
  state: GameState;
}

export function logChecksum(log: readonly GameEntry[]): string {
  return checksum(log);
}

export function buildGameExport(
  game: GameMeta,
  log: readonly GameEntry[],
  exportedAt?: string,
): GameExport {
  return {
    format: GAME_FORMAT,
    version: GAME_FORMAT_VERSION,
    ...(exportedAt && { exportedAt }),
    game: { name: game.name, createdAt: game.createdAt, updatedAt: game.updatedAt },
    log: [...log],
    checksum: logChecksum(log),
  };
}

/**
 * Check an exported game from top to bottom and fold it. Errors name the exact path of the
 * first problems (`log[3].payload.edits[0].space: unknown space "havanna"`), or the entry that
 * does not apply (`log[5] → spaces.havana.bases: …`).
 */
export function parseGameExport(
  value: unknown,
  opts: Pick<FoldOptions, "reducers"> = {},
): Result<ParsedGame> {
  const errors: Errors = [];
  const o = object(value, "", errors);
  if (!o) return failAll(errors);
  if (o.format !== GAME_FORMAT) {
    const hint = "spaces" in o ? " (this looks like a bare board, not an exported game)" : "";
    return fail({
      field: "format",
      reason: `expected "${GAME_FORMAT}", got ${shown(o.format)}${hint}`,
    });
  }
  keys(o, "", ["format", "version", "game", "log"], ["exportedAt", "checksum"], errors);
  const version = integer(o.version, "version", errors);
  if (version !== undefined && (version < 1 || version > GAME_FORMAT_VERSION))
    errors.push({
      field: "version",
      reason: `this app reads game files up to version ${GAME_FORMAT_VERSION}, got ${version}`,
    });
  if (o.exportedAt !== undefined) string(o.exportedAt, "exportedAt", errors);
  const game = readMeta(o.game, errors);
  const raw = array(o.log, "log", errors);
  if (raw && raw.length === 0)
    errors.push({ field: "log", reason: "empty: a game starts with its set-up record" });
  if (raw && raw.length > LIMITS.entries)
    return fail({
      field: "log",
      reason: `a game holds at most ${LIMITS.entries} log entries, this file has ${raw.length}`,
    });
  const log = raw?.map((e, i) => readEntry(e, join("log", i), errors));
  if (errors.length || !game || !log) return failAll(errors.slice(0, MAX_ERRORS));

  const entries = log as GameEntry[];
  if (o.checksum !== undefined) {
    const expected = string(o.checksum, "checksum", errors);
    const actual = logChecksum(entries);
    if (expected !== undefined && expected !== actual)
      errors.push({
        field: "checksum",
        reason: `the log was changed after export (file says ${expected}, log gives ${actual})`,
      });
    if (errors.length) return failAll(errors);
  }
  const folded = foldGame(entries, opts);
  if (!folded.ok) return failAll(folded.errors.slice(0, MAX_ERRORS));
  return ok({ game, log: entries, state: folded.value });
}

function readMeta(v: unknown, errors: Errors): GameMeta | undefined {
  const g = object(v, "game", errors);
  if (!g) return undefined;
  keys(g, "game", ["name", "createdAt", "updatedAt"], [], errors);
  const name = string(g.name, "game.name", errors);
  if (name !== undefined && !name.trim())
    errors.push({ field: "game.name", reason: "must not be empty" });
  const createdAt = integer(g.createdAt, "game.createdAt", errors);
  const updatedAt = integer(g.updatedAt, "game.updatedAt", errors);
  // Times are the app's clock (ms since 1970): never before it (issue 21).
  for (const [k, t] of [
    ["createdAt", createdAt],
    ["updatedAt", updatedAt],
  ] as const)
    if (t !== undefined && t < 0)
      errors.push({ field: `game.${k}`, reason: `a time is 0 or later, got ${t}` });
  if (name === undefined || createdAt === undefined || updatedAt === undefined) return undefined;
  if (createdAt < 0 || updatedAt < 0) return undefined;
  return { name, createdAt, updatedAt };
}

/** Read a JSON text that holds an exported game. */
export function parseGameText(
  text: string,
  opts: Pick<FoldOptions, "reducers"> = {},
): Result<ParsedGame> {
  const big = tooBig(text.length);
  if (big) return fail(big);
  const json = parseJson(text);
  return json.ok ? parseGameExport(json.value, opts) : json;
}

const utf8 = new TextEncoder();

/**
 * What one log entry adds to the exported file (buildGameExport as the app downloads it: JSON
 * indented by two spaces, each entry two levels deep in "log"), in UTF-8 bytes. The writer adds
 * these up to stay within LIMITS.fileChars, the size the reader accepts.
 */
export function exportedEntrySize(entry: GameEntry): number {
  const text = JSON.stringify(entry, null, 2);
  const lines = text.split("\n").length;
  return utf8.encode(text).length + 4 * lines + 2;
}

/** Room kept in a file for everything but the log entries: format, name, dates, checksum. */
export const EXPORT_HEADER_SIZE = 2_000;

/** A game file over the stated size is refused before it is read (LIMITS.fileChars). */
export function tooBig(chars: number) {
  if (chars <= LIMITS.fileChars) return null;
  return {
    field: "file",
    reason: `a game file is ${LIMITS.fileChars / 1e6} MB at most, this one is ${(chars / 1e6).toFixed(1)} MB`,
  };
}

export function parseJson(text: string): Result<unknown> {
  try {
    return ok(JSON.parse(text));
  } catch (e) {
    return fail({ field: "file", reason: `not valid JSON: ${(e as Error).message}` });
  }
}

/**
 * A board from a file that holds either an exported game (folded to its current board) or a
 * bare board object. Used by the command line.
 */
export function parseBoardOrGame(
  value: unknown,
  opts: Pick<FoldOptions, "reducers"> = {},
): Result<{ board: ParsedGame["state"]["board"]; game?: ParsedGame }> {
  if (isObject(value) && "format" in value) {
    const g = parseGameExport(value, opts);
    return g.ok ? ok({ board: g.value.state.board, game: g.value }) : g;
  }
  const errors: Errors = [];
  const board = readBoard(value, "", errors);
  return board && !errors.length ? ok({ board }) : failAll(errors.slice(0, MAX_ERRORS));
}
