"use client";
import { useLayoutEffect, useRef, useState } from "react";
import { SPACES } from "@/data/cuba/spaces";
import { controlMap } from "@/lib/engine/cuba/board";
import type { GameBoard, SpaceId } from "@/lib/engine/cuba/types";
import { AdjacencyLayer } from "./adjacency-layer";
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
 * map-layout.ts), each with its pieces and markers, Control derived from the board (1.7), and a
 * line joining each pair of adjacent spaces (1.3). Reusable: it takes a board and reports
 * clicks, nothing else.
 */
export function BoardView({ board, selected, highlight = [], onOpenSpace }: BoardViewProps) {
  const control = controlMap(board);
  const { box, zoom } = useFitZoom();
  return (
    <div
      ref={box}
      className="shrink-0 overflow-x-auto rounded-xl bg-sky-100 p-2 dark:bg-sky-950/60"
    >
      <div
        data-map-frame=""
        className="relative min-w-[720px]"
        style={zoom < 1 ? { zoom } : undefined}
      >
        <AdjacencyLayer />
        <ol
          aria-label="Map of Cuba, west to east"
          className="relative grid grid-cols-[repeat(16,minmax(0,1fr))] grid-rows-[auto_auto_auto] gap-2.5"
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
    </div>
  );
}

/** The map's natural width (min-w-[720px] above) and the smallest zoom still easy to tap. */
const MAP_WIDTH = 720;
const MIN_ZOOM = 0.6;

/**
 * Shrink the whole map to fit a narrower column (the turn view beside it at 1024 px), so the
 * eastern spaces stay in view; below MIN_ZOOM it scrolls sideways instead.
 */
function useFitZoom() {
  const box = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(1);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const measure = () => {
      const inner = el.clientWidth - 16; // p-2 on both sides
      const z = inner / MAP_WIDTH;
      setZoom(z >= 1 ? 1 : z >= MIN_ZOOM ? Math.floor(z * 100) / 100 : 1);
    };
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return { box, zoom };
}
