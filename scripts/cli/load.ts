import { fail, failAll, type Result } from "@/lib/engine/core/result";
import { type ParsedGame, parseBoardOrGame, parseJson, tooBig } from "@/lib/engine/cuba/game";
import type { GameBoard } from "@/lib/engine/cuba/types";
import { STRICT_REDUCERS } from "@/lib/machines/cuba/strict-log";

/**
 * Reads a board from a file: an exported game ({ format: "calixto-game", log: [...] }) is checked
 * entry by entry and folded to its current board; a bare board object is checked field by field.
 * Rule limits are checked afterwards by validateBoard.
 */
export function parseBoardFile(text: string): Result<{ board: GameBoard; game?: ParsedGame }> {
  const big = tooBig(text.length);
  if (big) return fail(big);
  const json = parseJson(text);
  if (!json.ok) return failAll(json.errors);
  return parseBoardOrGame(json.value, { reducers: STRICT_REDUCERS });
}
