"use client";
import { useMemo } from "react";
import type { MapPreview } from "@/app/_components/board/map-taps";
import type { Result } from "@/lib/engine/core/result";
import type { GameBoard } from "@/lib/engine/cuba/types";
import { changedSpaces } from "@/lib/ui/board-preview";

/**
 * The map's preview of the action being entered: the board the engine's own apply path leaves
 * (previewPlayerOperation, the same run "Apply" logs), with the spaces it changes, while the
 * player has it shown. Memoised on the result, so the map is told only when it changes.
 */
export function useMapPreview(
  board: GameBoard,
  /** A player's turn (the board after the Operation and SA), or a granted action's outcome. */
  result: Result<{ board: GameBoard; operated?: GameBoard }> | null,
  label: string,
  shown: boolean,
): MapPreview | null {
  return useMemo(() => {
    if (!shown || !result?.ok) return null;
    const after = result.value.operated ?? result.value.board;
    return { board: after, changed: changedSpaces(board, after), label };
  }, [board, result, label, shown]);
}
