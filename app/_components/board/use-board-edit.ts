"use client";
import { useCallback, useState } from "react";
import type { Result } from "@/lib/engine/core/result";
import { applyEdits, type BoardEdit } from "@/lib/engine/cuba/board/edit";
import type { GameBoard } from "@/lib/engine/cuba/types";
import { reasons } from "./reasons";

/** Writes a batch of edits (to the log, in the app); resolves with why it was refused, if it was. */
export type Commit = (edits: BoardEdit[]) => Promise<Result<unknown>>;

export { reasons };

/**
 * Edits from a panel: checked against the board first (the engine's applyEdits, so nothing
 * invalid is ever written), then committed. A refusal is kept for the control that caused it,
 * so the message shows beside that control; the next accepted change clears it.
 */
export function useBoardEdit(board: GameBoard, commit: Commit) {
  const [error, setError] = useState<{ control: string; message: string } | null>(null);
  const edit = useCallback(
    async (control: string, edits: BoardEdit[]): Promise<boolean> => {
      const local = applyEdits(board, edits);
      if (!local.ok) {
        setError({ control, message: reasons(local.errors) });
        return false;
      }
      const r = await commit(edits);
      if (!r.ok) {
        setError({ control, message: reasons(r.errors) });
        return false;
      }
      setError(null);
      return true;
    },
    [board, commit],
  );
  const errorFor = (control: string) => (error?.control === control ? error.message : undefined);
  return { edit, errorFor, error };
}
