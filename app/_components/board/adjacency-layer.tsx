"use client";
import { type RefObject, useLayoutEffect, useRef, useState } from "react";
import { SPACES } from "@/data/cuba/spaces";
import type { SpaceId } from "@/lib/engine/cuba/types";
import { adjacentPairs, gridCentre, type MapArrangement } from "./map-layout";

const PAIRS = adjacentPairs(SPACES);
type Centres = Partial<Record<SpaceId, { x: number; y: number }>>;

/**
 * Where each tile's centre is, in fractions of the box of the layer's parent (the map's frame). Fractions do not change with
 * the map's zoom (useFitZoom), so the lines fit at any zoom; remeasured whenever the frame or
 * a tile changes size (pieces added, window resized).
 */
function useTileCentres(
  layer: RefObject<SVGSVGElement | null>,
  arrangement: MapArrangement,
): Centres {
  const [centres, setCentres] = useState<Centres>({});
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again when the tiles move to the other arrangement
  useLayoutEffect(() => {
    const el = layer.current?.parentElement;
    if (!el) return;
    const measure = () => {
      const box = el.getBoundingClientRect();
      if (box.width <= 0 || box.height <= 0) return;
      const next: Centres = {};
      for (const tile of el.querySelectorAll<HTMLElement>("[data-space]")) {
        const r = tile.getBoundingClientRect();
        next[tile.dataset.space as SpaceId] = {
          x: (r.left + r.width / 2 - box.left) / box.width,
          y: (r.top + r.height / 2 - box.top) / box.height,
        };
      }
      setCentres((prev) => (JSON.stringify(prev) === JSON.stringify(next) ? prev : next));
    };
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    for (const tile of el.querySelectorAll("[data-space]")) ro.observe(tile);
    return () => ro.disconnect();
  }, [layer, arrangement]);
  return centres;
}

/**
 * One line between the centres of each pair of adjacent spaces (1.3), drawn under the tiles so
 * it shows in the gaps between them. A picture only: hidden from screen readers (the space
 * editor lists the neighbours in words) and transparent to clicks. Its parent must be the
 * positioned box holding the tiles.
 */
export function AdjacencyLayer({ arrangement = "wide" }: { arrangement?: MapArrangement }) {
  const svg = useRef<SVGSVGElement>(null);
  const measured = useTileCentres(svg, arrangement);
  const at = (id: SpaceId) => measured[id] ?? gridCentre(id, arrangement);
  return (
    <svg
      ref={svg}
      data-adjacency=""
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 h-full w-full stroke-sky-700/70 dark:stroke-sky-300/60"
      viewBox="0 0 100 100"
      preserveAspectRatio="none"
    >
      {PAIRS.map(([a, b]) => {
        const p = at(a);
        const q = at(b);
        return (
          <line
            key={`${a}|${b}`}
            data-a={a}
            data-b={b}
            x1={p.x * 100}
            y1={p.y * 100}
            x2={q.x * 100}
            y2={q.y * 100}
            strokeWidth={4}
            strokeLinecap="round"
            vectorEffect="non-scaling-stroke"
          />
        );
      })}
    </svg>
  );
}
