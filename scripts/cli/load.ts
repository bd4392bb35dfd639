import { fail, ok, type Result } from "@/lib/engine/core/result";
import type { GameBoard } from "@/lib/engine/cuba/types";

/**
 * Reads a board from a file: either a bare board object, or an exported game
 * ({ format: "calixto-game", ... }) whose current board is computed by the persistence layer's
 * export. Only shape checks here; validateBoard checks the rules.
 */
export function parseBoardFile(text: string): Result<GameBoard> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return fail({ field: "file", reason: `not JSON: ${(e as Error).message}` });
  }
  if (typeof data !== "object" || data === null)
    return fail({ field: "file", reason: "expected a JSON object" });
  const obj = data as Record<string, unknown>;
  const candidate = (obj.board ?? obj.currentBoard ?? obj) as Record<string, unknown>;
  if (typeof candidate.spaces !== "object" || candidate.spaces === null) {
    return fail({
      field: "spaces",
      reason: "missing: a board needs a spaces object keyed by space id",
    });
  }
  return ok(candidate as unknown as GameBoard);
}
