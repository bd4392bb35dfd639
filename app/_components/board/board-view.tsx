"use client";
import { SPACES } from "@/data/cuba/spaces";
import { controlMap } from "@/lib/engine/cuba/board";
import type { GameBoard, SpaceId } from "@/lib/engine/cuba/types";
import { MAP_POSITION } from "./map-layout";
import { SpaceTile } from "./space-tile";

export interface BoardViewProps {
  board: GameBoard;
  /** The space whose editor is open. */
  selected?: SpaceId | null;
  /** Spaces to draw attention to (the NP turn runner marks the spaces a step selects). */
  highlight?: readonly SpaceId[];
  /** Called when a space is clicked, tapped, or activated with Enter/Space. */
  onOpenSpace?: (id: SpaceId) => void;
}

/**
 * The schematic map of Cuba: the 13 spaces west to east in their real adjacency (see
 * map-layout.ts), each with its pieces and markers, Control derived from the board (1.7).
 * Reusable: it takes a board and reports clicks, nothing else.
 */
export function BoardView({ board, selected, highlight = [], onOpenSpace }: BoardViewProps) {
  const control = controlMap(board);
  return (
    <div className="overflow-x-auto rounded-xl bg-sky-100 p-2 dark:bg-sky-950/60">
      <ol
        aria-label="Map of Cuba, west to east"
        className="grid min-w-[720px] grid-cols-[repeat(16,minmax(0,1fr))] grid-rows-[auto_auto_auto] gap-1.5"
      >
        {SPACES.map((def) => {
          const at = MAP_POSITION[def.id];
          return (
            <li
              key={def.id}
              style={{ gridColumn: `${at.col} / span 2`, gridRow: at.row }}
              className="min-h-24"
            >
              <SpaceTile
                def={def}
                space={board.spaces[def.id]}
                control={control[def.id]}
                selected={selected === def.id}
                highlighted={highlight.includes(def.id)}
                onOpen={onOpenSpace ? () => onOpenSpace(def.id) : undefined}
              />
            </li>
          );
        })}
      </ol>
    </div>
  );
}
