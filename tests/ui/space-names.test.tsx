import { render } from "@testing-library/react";
import { BoardView } from "@/app/_components/board";
import { FACTION_BORDER } from "@/app/_components/board/labels";
import { standardBoard } from "@/data/cuba/scenarios";
import { ALL_NP, makeBoard } from "@/tests/fixtures/boards";

/**
 * Issue 20, item 9: a map space's spoken name contains what is written on it, in the same order
 * (WCAG 2.5.3 Label in Name, as axe-core checks it: words compared without punctuation, what is
 * in brackets left out), so "Havana, Pop 6" can be said to a voice control and heard on a reader.
 */
const words = (text: string) =>
  text
    .replace(/\([^()]*\)/g, " ")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .split(/\s+/)
    .filter(Boolean);

function contains(name: string[], written: string[]): boolean {
  for (let i = 0; i + written.length <= name.length; i++)
    if (written.every((w, j) => name[i + j] === w)) return true;
  return false;
}

describe("map spaces: the spoken name contains the written one", () => {
  it("on the Standard board and with every marker on a space", () => {
    const boards = [
      standardBoard({ roles: ALL_NP, shortGame: false }),
      makeBoard({
        "pinar-del-rio": { casinoClosed: 2, police: 1, terror: 2, cash: ["police"] },
        "ec-west": { troop: 1, sabotage: true, terror: 1 },
        havana: { drU: 2, drA: 1, casinoOpen: 1 },
      }),
    ];
    for (const board of boards) {
      const { container, unmount } = render(<BoardView board={board} onOpenSpace={() => {}} />);
      const tiles = [...container.querySelectorAll<HTMLButtonElement>("button[data-space]")];
      expect(tiles).toHaveLength(13);
      for (const tile of tiles) {
        const texts: string[] = [];
        const walker = document.createTreeWalker(tile, NodeFilter.SHOW_TEXT);
        while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? "");
        // Text nodes joined as they stand, as axe-core reads them: words need spaces between.
        const written = words(texts.join(""));
        const spoken = words(tile.getAttribute("aria-label") ?? "");
        expect(contains(spoken, written), `${tile.dataset.space}: "${texts.join(" | ")}"`).toBe(
          true,
        );
      }
      unmount();
    }
  });

  it("piece chips are drawn, not written: their letters are not text, the name counts them", () => {
    const { container } = render(
      <BoardView board={makeBoard({ havana: { drU: 2 } })} onOpenSpace={() => {}} />,
    );
    const havana = container.querySelector('button[data-space="havana"]') as HTMLElement;
    const chip = havana.querySelector("[data-chip]") as HTMLElement;
    expect(chip.dataset.chip).toBe("g2");
    expect(chip.textContent).toBe("");
    expect(havana).toHaveAccessibleName(/2 Underground DR Guerrillas/);
  });

  it("the Directorio's yellow is for the piece; its letters are dark yellow (contrast 4.5:1)", () => {
    expect(FACTION_BORDER.DR).toContain("border-dr");
    expect(FACTION_BORDER.DR).not.toMatch(/\btext-dr\b/);
  });
});
