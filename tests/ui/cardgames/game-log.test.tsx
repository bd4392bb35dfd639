import { render, screen } from "@testing-library/react";
import { GameLog, logLines } from "@/app/_components/games/game-log";
import { GET_CASTRO_RULES } from "@/lib/engine/cardgames/get-castro";
import { people } from "./session-fixture";

const id = (key: string) => GET_CASTRO_RULES.cards.findIndex((c) => c.key === key);

describe("the game log", () => {
  const setup = people("get-castro", ["Ana", "Bo"], [1]);
  const steps = [
    {
      seq: 1,
      input: { type: "chance" as const, values: [] },
      by: "app" as const,
      events: [
        {
          kind: "drew",
          seat: 0,
          cards: [id("mafiosi")],
          rule: "GC Fate",
          reveal: [0],
          secretTo: [0],
        },
      ],
    },
    {
      seq: 2,
      input: { type: "steal", seat: 1 },
      by: "bot" as const,
      seat: 1,
      why: "Spies on {seat0}, the opponent closest to an attempt.",
      events: [
        {
          kind: "stole",
          seat: 1,
          target: 0,
          card: id("diplomat"),
          rule: "GC Fate",
          reveal: [1],
          secretTo: [1, 0],
        },
      ],
    },
  ];

  it("shows a person the cards they may see, with each bot's explanation", () => {
    render(<GameLog setup={setup} steps={steps} viewer={0} />);
    expect(screen.getByText("Ana draws Mafiosi.")).toBeVisible();
    expect(screen.getByText("Bo takes Diplomat from Ana.")).toBeVisible();
    expect(screen.getByText("Bo: Spies on Ana, the opponent closest to an attempt.")).toBeVisible();
  });

  it("leaves out a step with nothing the viewer may read, bot explanation included (U2)", () => {
    const kr = people("kill-rasputin", ["Ana", "Bo"], [0]);
    const stood = [
      {
        seq: 3,
        input: { type: "allow", seat: 0 },
        by: "bot" as const,
        seat: 0,
        why: "Picks one of the choices.",
        events: [{ kind: "saveStands", seat: 0, rule: "KR Foil; D12", secretTo: [0] }],
      },
    ];
    expect(logLines(kr, stood, 1)).toEqual([]);
    expect(logLines(kr, stood, 0).map((l) => l.text)).toEqual([
      "Ana lets the Save stand.",
      "Ana: Picks one of the choices.",
    ]);
    render(<GameLog setup={kr} steps={stood} viewer={1} />);
    expect(screen.getByTestId("game-log").querySelectorAll("li")).toHaveLength(0);
  });

  it("hides cards from everyone else", () => {
    render(<GameLog setup={setup} steps={steps} viewer={null} />);
    expect(screen.getByText("Ana draws 1 card.")).toBeVisible();
    expect(screen.getByText("Bo takes a card from Ana.")).toBeVisible();
    expect(screen.queryByText(/Mafiosi|Diplomat/)).not.toBeInTheDocument();
  });
});
