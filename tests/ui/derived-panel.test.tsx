import { render, screen } from "@testing-library/react";
import { DerivedPanel } from "@/app/_components/board/derived-panel";
import { standardBoard } from "@/data/cuba/scenarios";
import type { Faction, Role } from "@/lib/engine/cuba/types";

const board = (players: Faction[]) => {
  const roles: Record<Faction, Role> = { GOV: "np", "26J": "np", DR: "np", SYN: "np" };
  for (const f of players) roles[f] = "player";
  return standardBoard({ roles, shortGame: false });
};

describe("who can win at a Propaganda Round (C8.3)", () => {
  it("solitaire: the lone player is told they can win only at the final Round (C8.3.1)", () => {
    render(<DerivedPanel board={board(["26J"])} />);
    expect(screen.getByText(/you can win only at the final one \(C8\.3\.1\)/)).toBeInTheDocument();
  });

  it("two or three players: any Faction can win at any Round (C8.3.2)", () => {
    render(<DerivedPanel board={board(["26J", "DR"])} />);
    expect(
      screen.getByText(/any Faction can win at any Propaganda \(C8\.3\.2\)/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/C8\.3\.1/)).toBeNull();
  });
});
