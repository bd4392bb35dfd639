import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BoardView } from "@/app/_components/board";
import { MAP_POSITION } from "@/app/_components/board/map-layout";
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
