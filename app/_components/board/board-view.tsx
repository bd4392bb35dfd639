"use client";
import { memo, type ReactNode, useLayoutEffect, useRef, useState } from "react";
import { SPACES } from "@/data/cuba/spaces";
import { controlMap } from "@/lib/engine/cuba/board/board";
import type { GameBoard, SpaceId } from "@/lib/engine/cuba/types";
import { AdjacencyLayer } from "./adjacency-layer";
import { MAP_GRID, type MapArrangement } from "./map-layout";
import { SpaceTile } from "./space-tile";

export interface BoardViewProps {
  board: GameBoard;
  /** The space whose editor is open. */
  selected?: SpaceId | null;
  /** Spaces to draw attention to (the NP turn runner marks the spaces a step selects). */
  highlight?: readonly SpaceId[];
  /** Spaces already chosen for the action being entered on the map (ringed and ticked). */
  chosen?: readonly SpaceId[];
  /** Spaces a previewed action changes (outlined). */
  changed?: readonly SpaceId[];
  /** Called when a space is clicked, tapped, or activated with Enter/Space. */
  onOpenSpace?: (id: SpaceId) => void;
  /**
   * Drawn in the empty sea north of the island's east end (the map legend, on the game screen),
   * so it shows with the map and takes no row of its own.
   */
  inset?: ReactNode;
}

// Tailwind needs whole class names: one set per arrangement.
const GRID_CLASS: Record<MapArrangement, string> = {
  wide: "grid-cols-[repeat(16,minmax(0,1fr))] grid-rows-[auto_auto_auto] gap-2.5",
  bands: "grid-cols-[repeat(8,minmax(0,1fr))] grid-rows-[repeat(6,auto)] gap-x-2 gap-y-1",
};
/** Where the inset goes: the empty cells of the first row, east of the northern City. */
const INSET_AT: Record<MapArrangement, string> = {
  wide: "11 / span 6",
  bands: "5 / span 4",
};
const FRAME_CLASS: Record<MapArrangement, string> = {
  wide: "min-w-[720px]",
  bands: "min-w-[340px]",
};

/**
 * The schematic map of Cuba: the 13 spaces west to east in their real adjacency (see
 * map-layout.ts), each with its pieces and markers, Control derived from the board (1.7), and a
 * line joining each pair of adjacent spaces (1.3). In a column too narrow for the one band
 * (a phone, beside the panel at 1024 px) the island is drawn in two halves, west above east, so
 * the whole of it shows with names still readable. Reusable: it takes a board and reports
 * clicks, nothing else. Memoised: a press that leaves the board as it was (a die rolled, a step
 * shown) does not redraw the map.
 */
export const BoardView = memo(function BoardView({
  board,
  selected,
  highlight = [],
  chosen = [],
  changed = [],
  onOpenSpace,
  inset,
}: BoardViewProps) {
  const control = controlMap(board);
  const { box, zoom, arrangement } = useFitMap();
  const grid = MAP_GRID[arrangement];
  return (
    <div
      ref={box}
      className="shrink-0 overflow-x-auto rounded-xl bg-sky-100 p-2 dark:bg-sky-950/60"
    >
      <div
        data-map-frame=""
        data-arrangement={arrangement}
        className={`relative ${FRAME_CLASS[arrangement]}`}
        style={zoom < 1 ? { zoom } : undefined}
      >
        <AdjacencyLayer arrangement={arrangement} />
        <ol
          aria-label="Map of Cuba, west to east"
          className={`relative grid ${GRID_CLASS[arrangement]}`}
        >
          {SPACES.map((def) => {
            const at = grid.at[def.id];
            return (
              <li
                key={def.id}
                style={{ gridColumn: `${at.col} / span 2`, gridRow: at.row }}
                className="min-h-14"
              >
                <SpaceTile
                  def={def}
                  space={board.spaces[def.id]}
                  control={control[def.id]}
                  selected={selected === def.id}
                  highlighted={highlight.includes(def.id)}
                  chosen={chosen.includes(def.id)}
                  changed={changed.includes(def.id)}
                  onOpen={onOpenSpace}
                />
              </li>
            );
          })}
          {inset && (
            // The map's key, read after the spaces (a list may hold only items, so it is one).
            <li className="min-w-0" style={{ gridColumn: INSET_AT[arrangement], gridRow: 1 }}>
              {inset}
            </li>
          )}
          {arrangement === "bands" && (
            // Which half is which, in the empty cells above Pinar del Río and above Santiago de Cuba.
            <>
              <li
                aria-hidden="true"
                className={`${HALF_LABEL} self-start justify-self-start`}
                style={{ gridColumn: "1 / span 2", gridRow: 1 }}
              >
                West half
              </li>
              <li
                aria-hidden="true"
                className={`${HALF_LABEL} self-end justify-self-end`}
                style={{ gridColumn: "6 / span 3", gridRow: 4 }}
              >
                East half
              </li>
            </>
          )}
        </ol>
      </div>
    </div>
  );
});

const HALF_LABEL =
  "pointer-events-none px-1 text-xs font-semibold uppercase tracking-wide text-sky-900/70 dark:text-sky-200/70";

/** The one band's natural width, the narrowest it may be zoomed to, and the two halves' width. */
const WIDE_WIDTH = 720;
const WIDE_MIN_ZOOM = 0.94;
const BANDS_WIDTH = 340;
/** Below this zoom the two halves scroll sideways instead (a very narrow screen). */
const MIN_ZOOM = 0.6;

/**
 * Pick the arrangement and zoom for the map's box: the one band when it fits at 94% or more
 * (its names stay at least 12 px), else the two halves, zoomed down only on a very narrow
 * screen; below MIN_ZOOM the halves scroll sideways instead.
 */
function useFitMap() {
  const box = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState<{ zoom: number; arrangement: MapArrangement }>({
    zoom: 1,
    arrangement: "wide",
  });
  useLayoutEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const measure = () => {
      const inner = el.clientWidth - 16; // p-2 on both sides
      if (inner <= 0) return; // hidden (the phone's panel view): keep the last fit
      const wide = inner / WIDE_WIDTH;
      const bands = inner / BANDS_WIDTH;
      const next: { zoom: number; arrangement: MapArrangement } =
        wide >= WIDE_MIN_ZOOM
          ? { arrangement: "wide", zoom: wide >= 1 ? 1 : Math.floor(wide * 100) / 100 }
          : {
              arrangement: "bands",
              zoom: bands >= 1 || bands < MIN_ZOOM ? 1 : Math.floor(bands * 100) / 100,
            };
      setFit((prev) =>
        prev.zoom === next.zoom && prev.arrangement === next.arrangement ? prev : next,
      );
    };
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return { box, ...fit };
}
