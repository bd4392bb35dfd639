import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BoardView } from "@/app/_components/board";
import { standardBoard } from "@/data/cuba/scenarios";
import { ALL_NP, makeBoard } from "@/tests/fixtures/boards";

describe("the map", () => {
  it("lists the 13 spaces west to east, ECs between their Provinces", () => {
    render(
      <BoardView
        board={standardBoard({ roles: ALL_NP, shortGame: false })}
        onOpenSpace={() => {}}
      />,
    );
    const names = screen
      .getAllByRole("button")
      .map((b) => b.getAttribute("aria-label")?.split(",")[0]);
    expect(names).toEqual([
      "Pinar del Río",
      "West EC",
      "La Habana",
      "Havana",
      "Matanzas",
      "Las Villas",
      "Central EC",
      "Camagüey Province",
      "Camagüey City",
      "Oriente",
      "East EC",
      "Sierra Maestra",
      "Santiago de Cuba",
    ]);
  });

  it("shows each space's markers, Control and pieces", () => {
    render(<BoardView board={standardBoard({ roles: ALL_NP, shortGame: false })} />);
    expect(screen.getByRole("button", { name: /^Havana,/ })).toHaveAccessibleName(
      "Havana, Pop 6 (City). Active Support. Government Control. 6 Troops, 4 Police, 2 Underground DR Guerrillas, 1 open Casino",
    );
    expect(screen.getByRole("button", { name: /^La Habana,/ })).toHaveAccessibleName(
      /^La Habana, Pop 1 \(Province, Grassland, no Control\)\. Passive Support\./,
    );
    expect(screen.getByRole("button", { name: /^West EC,/ })).toHaveAccessibleName(
      /^West EC, Econ 3 \(Economic Center, never Controlled\)\. no pieces/,
    );
  });

  it("derives Control from the pieces: closed Casinos do not count (1.7)", () => {
    const b = makeBoard({
      "pinar-del-rio": { casinoClosed: 2, police: 1, terror: 1, cash: ["police"] },
    });
    render(<BoardView board={b} />);
    expect(screen.getByRole("button", { name: /^Pinar del Río,/ })).toHaveAccessibleName(
      /Government Control\. 1 Terror\. 1 Cash\. 1 Police, 2 closed Casinos$/,
    );
  });

  it("opens a space on click and on Enter", async () => {
    const onOpen = vi.fn();
    render(
      <BoardView board={standardBoard({ roles: ALL_NP, shortGame: false })} onOpenSpace={onOpen} />,
    );
    await userEvent.click(screen.getByRole("button", { name: /^Oriente,/ }));
    expect(onOpen).toHaveBeenLastCalledWith("oriente");
    screen.getByRole("button", { name: /^Matanzas,/ }).focus();
    await userEvent.keyboard("{Enter}");
    expect(onOpen).toHaveBeenLastCalledWith("matanzas");
  });
});
