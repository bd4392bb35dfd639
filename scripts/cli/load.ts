import { fail, type Result } from "@/lib/engine/core/result";
import { type ParsedGame, parseBoardOrGame, parseJson } from "@/lib/engine/cuba/game";
import type { GameBoard } from "@/lib/engine/cuba/types";

/**
 * Reads a board from a file: an exported game ({ format: "calixto-game", log: [...] }) is checked
 * entry by entry and folded to its current board; a bare board object is checked field by field.
 * Rule limits are checked afterwards by validateBoard.
 */
export function parseBoardFile(text: string): Result<{ board: GameBoard; game?: ParsedGame }> {
  const json = parseJson(text);
  if (!json.ok) return fail(...json.errors);
  return parseBoardOrGame(json.value);
}
