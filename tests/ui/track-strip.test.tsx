import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TrackStrip } from "@/app/_components/board/track-strip";
import { makeBoard, SOLO_26J } from "@/tests/fixtures/boards";

/** The strip's entry for one Faction, found by the Faction's name as the player reads it. */
const faction = (name: string) => {
  const li = screen.getByText(name, { exact: true }).closest("li");
  if (!li) throw new Error(`no entry for ${name}`);
  return within(li);
};
const term = (label: string) => {
  const dt = screen.getByText(label, { selector: "dt" });
  return dt.nextElementSibling?.textContent ?? "";
};

describe("the track strip beside the map", () => {
  // Havana at Active Support (Pop 6 × 2), Oriente at Active Opposition (Pop 2 × 2) with a
  // 26July Base, Las Villas at Passive Opposition with a DR Base, Havana with 1 open Casino
  // (1.6.3: Total Support, Opposition + Bases, DR Pop + Bases, open Casinos).
  const board = makeBoard(
    {
      havana: { support: 2, casinoOpen: 1 },
      oriente: { support: -2, m26Base: 1 },
      "las-villas": { support: -1, drBase: 1 },
    },
    {
      roles: SOLO_26J,
      aid: 12,
      usAlliance: "reluctant",
      resources: { GOV: 30, "26J": 7, DR: 4, SYN: 9 },
      currentCard: 8,
      nextCard: 49,
      eligibility: { GOV: "eligible", "26J": "eligible", DR: "ineligible", SYN: "eligible" },
      cardActions: [
        { faction: "GOV", action: "opSA" },
        { faction: "SYN", action: "pass" },
        { faction: "26J", action: "event", side: "shaded" },
      ],
    },
  );

  it("shows Aid, the US Alliance in words and the cards with their titles (1.8, 6.3.1, 2.2)", () => {
    render(<TrackStrip board={board} />);
    expect(term("Aid")).toBe("12");
    expect(term("US Alliance")).toBe("Reluctant");
    expect(term("Card")).toBe("#8 General Strike");
    // Propaganda cards are named as such, not by an Event title (2.4).
    expect(term("Next")).toBe("#49 Propaganda!");
  });

  it("shows each Faction's Resources, not tracked for a Non-player other than the Syndicate (C8.2.1)", () => {
    render(<TrackStrip board={board} />);
    expect(faction("26July").getByTitle("Resources")).toHaveTextContent("7");
    expect(faction("Syndicate").getByTitle("Resources")).toHaveTextContent("9");
    expect(faction("Government").getByTitle("Resources")).toHaveTextContent("not tracked");
    expect(faction("Directorio").getByTitle("Resources")).toHaveTextContent("not tracked");
    expect(faction("Government").queryByText("30")).toBeNull();
  });

  it("shows each Faction's cylinder: Eligible, Ineligible, acted 1st or 2nd, Passed (2.3.1-2.3.4)", () => {
    render(<TrackStrip board={board} />);
    expect(faction("Government").getByText("1st: Op + SA")).toBeInTheDocument();
    expect(faction("26July").getByText("2nd: Event")).toBeInTheDocument();
    expect(faction("Directorio").getByText("Ineligible")).toBeInTheDocument();
    // A Faction that Passed stays Eligible for the next card (2.3.3).
    expect(faction("Syndicate").getByText("Passed")).toBeInTheDocument();
    const fresh = makeBoard({}, { currentCard: 8 });
    render(<TrackStrip board={fresh} />);
    expect(screen.getAllByText("Eligible")).toHaveLength(4);
  });

  it("shows each Faction's victory marker as the board derives it (1.6.3)", () => {
    render(<TrackStrip board={board} />);
    expect(faction("Government").getByTitle("Total Support")).toHaveTextContent("12");
    expect(faction("26July").getByTitle("Opposition + Bases")).toHaveTextContent("7");
    expect(faction("Directorio").getByTitle("DR Pop + Bases")).toHaveTextContent("3");
    expect(faction("Syndicate").getByTitle("Open Casinos")).toHaveTextContent("1");
  });

  it("says when no card is in play, in words", () => {
    render(<TrackStrip board={makeBoard({})} />);
    expect(term("Card")).toBe("none yet");
    expect(term("Next")).toBe("none yet");
  });

  it("uses player words only: no action codes or alliance ids", () => {
    const { container } = render(<TrackStrip board={board} />);
    const text = container.textContent ?? "";
    for (const id of ["opSA", "opOnly", "limOp", "reluctant", "GOV", "SYN"])
      expect(text).not.toMatch(new RegExp(`\\b${id}\\b`));
  });

  it("opens the tracks editor when asked", async () => {
    const onEdit = vi.fn();
    render(<TrackStrip board={board} onEdit={onEdit} />);
    await userEvent.click(screen.getByRole("button", { name: "Edit tracks and cards" }));
    expect(onEdit).toHaveBeenCalledOnce();
  });
});
