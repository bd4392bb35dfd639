import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BoardView } from "@/app/_components/board";
import {
  BANDS_POSITION,
  gridCentre,
  MAP_GRID,
  MAP_POSITION,
} from "@/app/_components/board/map-layout";
import { standardBoard } from "@/data/cuba/scenarios";
import { SPACES } from "@/data/cuba/spaces";
import { ALL_NP } from "@/tests/fixtures/boards";

const board = standardBoard({ roles: ALL_NP, shortGame: false });

/** Every adjacent pair of the map data (1.3), each once, as "a|b" with the ids sorted. */
function pairsFromData(): string[] {
  const pairs = new Set<string>();
  for (const s of SPACES) for (const a of s.adjacent) pairs.add([s.id, a].sort().join("|"));
  return [...pairs].sort();
}

const lines = (c: HTMLElement) => [...c.querySelectorAll("[data-adjacency] line")];
const pairOf = (l: Element) =>
  [l.getAttribute("data-a"), l.getAttribute("data-b")].sort().join("|");

describe("the map draws the adjacency (1.3)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("draws exactly one line per adjacent pair of the map data", () => {
    const { container } = render(<BoardView board={board} />);
    const drawn = lines(container).map(pairOf);
    expect(drawn).toHaveLength(pairsFromData().length);
    expect([...drawn].sort()).toEqual(pairsFromData());
  });

  it("is a picture only: hidden from screen readers and never catches a click", async () => {
    const onOpen = vi.fn();
    const { container, getByRole } = render(<BoardView board={board} onOpenSpace={onOpen} />);
    const layer = container.querySelector("[data-adjacency]");
    expect(layer).toHaveAttribute("aria-hidden", "true");
    expect(layer?.getAttribute("class")).toMatch(/pointer-events-none/);
    await userEvent.click(getByRole("button", { name: /^Matanzas,/ }));
    expect(onOpen).toHaveBeenCalledWith("matanzas");
  });

  // Tiles measured after layout: each line joins the centres of its two tiles, in fractions of
  // the map's box, so the same lines fit the map at any zoom (useFitZoom).
  it.each([1, 0.7])("joins the centres of the two tiles as laid out (zoom %s)", (zoom) => {
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (
      this: HTMLElement,
    ) {
      const id = this.getAttribute("data-space") as keyof typeof MAP_POSITION | null;
      const at = id ? MAP_POSITION[id] : null;
      const [x, y, w, h] = at
        ? [(at.col - 1) * 50, (at.row - 1) * 120 + (at.row === 2 ? 10 : 0), 96, 100]
        : this.hasAttribute("data-map-frame")
          ? [0, 0, 800, 360]
          : [0, 0, 0, 0];
      const r = { x: x * zoom + 8, y: y * zoom + 30, width: w * zoom, height: h * zoom };
      return {
        ...r,
        left: r.x,
        top: r.y,
        right: r.x + r.width,
        bottom: r.y + r.height,
        toJSON: () => r,
      } as DOMRect;
    });
    const { container } = render(<BoardView board={board} />);
    const havana = lines(container).find((l) => pairOf(l) === "havana|la-habana");
    // Havana: col 3 row 1 → centre (100 + 48, 50) of 800 × 360; La Habana: row 2 → (148, 180).
    expect(Number(havana?.getAttribute("x1"))).toBeCloseTo((148 / 800) * 100, 5);
    expect(Number(havana?.getAttribute("x2"))).toBeCloseTo((148 / 800) * 100, 5);
    const ys = [havana?.getAttribute("y1"), havana?.getAttribute("y2")].map(Number).sort();
    expect(ys[0]).toBeCloseTo((50 / 360) * 100, 5);
    expect(ys[1]).toBeCloseTo((180 / 360) * 100, 5);
  });
});

describe("the map in two halves, west above east (issue 20, item 3)", () => {
  const cells = (id: keyof typeof BANDS_POSITION) => {
    const at = BANDS_POSITION[id];
    return [`${at.col},${at.row}`, `${at.col + 1},${at.row}`];
  };

  it("gives every space its own two cells inside 8 columns and 6 rows", () => {
    const taken = new Set<string>();
    for (const s of SPACES) {
      const at = BANDS_POSITION[s.id];
      expect(at.col, s.id).toBeGreaterThanOrEqual(1);
      expect(at.col + 1, s.id).toBeLessThanOrEqual(MAP_GRID.bands.cols);
      expect(at.row, s.id).toBeLessThanOrEqual(MAP_GRID.bands.rows);
      for (const c of cells(s.id)) {
        expect(taken.has(c), `${s.id} at ${c}`).toBe(false);
        taken.add(c);
      }
    }
  });

  it("keeps the west half (Pinar del Río to Las Villas) above the east half, each west to east", () => {
    const chain = [
      "pinar-del-rio",
      "la-habana",
      "matanzas",
      "las-villas",
      "camaguey-province",
      "oriente",
      "sierra-maestra",
      "santiago-de-cuba",
    ] as const;
    const west = chain.slice(0, 4).map((id) => BANDS_POSITION[id]);
    const east = chain.slice(4).map((id) => BANDS_POSITION[id]);
    for (const half of [west, east])
      for (let i = 1; i < half.length; i++) {
        expect(half[i].row).toBe(half[0].row);
        expect(half[i].col).toBeGreaterThan(half[i - 1].col);
      }
    expect(Math.max(...west.map((a) => a.row))).toBeLessThan(Math.min(...east.map((a) => a.row)));
    // Each City and EC in the half of the Provinces it touches (1.3).
    for (const s of SPACES.filter((x) => x.kind !== "province")) {
      const rows = s.adjacent.map((a) => BANDS_POSITION[a].row);
      const half = (row: number) => (row <= 3 ? "west" : "east");
      expect(
        rows.some((r) => half(r) === half(BANDS_POSITION[s.id].row)),
        s.id,
      ).toBe(true);
    }
  });

  it("falls back to the grid's centres in the arrangement drawn before measuring", () => {
    expect(gridCentre("havana", "bands")).toEqual({ x: 3 / 8, y: 0.5 / 6 });
    expect(gridCentre("havana")).toEqual({ x: 3 / 16, y: 0.5 / 3 });
  });
});
