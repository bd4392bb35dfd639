import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PIECE_CHIP } from "@/app/_components/board/labels";
import { MapLegend } from "@/app/_components/board/map-legend";
import { PIECE_KINDS } from "@/lib/engine/cuba/types";

describe("the map legend", () => {
  it("says in player words what each letter on a tile means (1.4)", () => {
    render(<MapLegend />);
    const key = screen.getByRole("list", { name: "What the letters mean" });
    for (const [letter, meaning] of [
      ["T", "Troops"],
      ["P", "Police"],
      ["B", "Base"],
      ["G", "Active Guerrillas"],
      ["g", "Underground Guerrillas"],
      ["C", "open Casino"],
      ["c", "closed Casino"],
    ]) {
      const item = within(key).getByText(meaning, { exact: true }).closest("li");
      expect(item, meaning).not.toBeNull();
      expect(item?.querySelector("[data-letter]")?.textContent, meaning).toBe(letter);
    }
  });

  it("explains every letter the tiles draw", () => {
    render(<MapLegend />);
    const shown = new Set(
      [...document.querySelectorAll("[data-letter]")].map((e) => e.textContent),
    );
    for (const k of PIECE_KINDS) expect(shown.has(PIECE_CHIP[k].letter), k).toBe(true);
  });

  it("names the Faction colours and, on request, the other marks on the tiles (1.5, 1.6, 1.7)", async () => {
    render(<MapLegend />);
    expect(screen.queryByText(/Sabotage/)).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "More about the map" }));
    for (const colour of ["blue Government", "red 26July", "yellow Directorio", "green Syndicate"])
      expect(screen.getByText(colour)).toBeInTheDocument();
    for (const mark of [/Terror/, /Sabotage/, /Cash/, /Control/, /Support/, /adjacent/])
      expect(screen.getAllByText(mark).length).toBeGreaterThan(0);
  });
});
