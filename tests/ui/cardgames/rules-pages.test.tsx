import { readFileSync } from "node:fs";
import { render, screen, within } from "@testing-library/react";
import GetCastroRules from "@/app/games/get-castro/rules/page";
import KillRasputinRules from "@/app/games/kill-rasputin/rules/page";
import SanJuanRules from "@/app/games/san-juan/rules/page";
import { RULINGS } from "@/data/cardgames/rulings";
import killRasputinStats from "@/data/cardgames/stats/kill-rasputin.json";
import sanJuanStats from "@/data/cardgames/stats/san-juan.json";

vi.mock("next/link", () => ({
  default: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

describe("the rules pages", () => {
  it("Get Castro: lists the app's rulings and charts the simulated statistics", () => {
    render(<GetCastroRules />);
    const rulings = within(screen.getByTestId("rulings"));
    expect(rulings.getByText("Order of the Foil phase")).toBeVisible();
    expect(rulings.getByText("When the deck runs out")).toBeVisible();
    expect(rulings.queryByText("Destiny against a Save")).not.toBeInTheDocument();
    expect(
      screen.getByRole("img", { name: "Who wins, by number of players (all Shrewd bots)" }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("img", {
        name: /Assassination Attempt outcomes: [\d,]+ simulated attempts/,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(/seed “rules-page-v1”/)).toBeVisible();
  });

  it("Kill Rasputin: says why big games run on, with the simulator's figures (issue 23)", () => {
    render(<KillRasputinRules />);
    const why = screen.getByTestId("why-capped");
    const runs = killRasputinStats.runs;
    const four = runs.find((r) => r.label === "4 players, all Shrewd")?.report;
    if (!four?.reach) throw new Error("no four-player run");
    const capped = Math.round((100 * four.noWinner.capped) / four.games);
    const share = Math.round((100 * four.reach.rolled) / four.reach.threeMeldTurns);
    expect(why).toHaveTextContent(`${capped}% of four-player`);
    expect(why).toHaveTextContent(`with three ${share}%`);
    expect(why).toHaveTextContent("a stalemate the rules allow");
    expect(
      screen.getByRole("img", { name: /Turns that left the Meld phase with three melds/ }),
    ).toBeInTheDocument();
  });

  it("San Juan: charts the results of each pairing", () => {
    render(<SanJuanRules />);
    // How ties are read and how often they decide a game (issue 23), from the stats file.
    const gg = sanJuanStats.runs.find((r) => r.label === "General vs General")?.report;
    if (!gg?.hands) throw new Error("no General mirror");
    const byTies = Math.round((100 * gg.hands.draws.byTies) / gg.games);
    expect(screen.getByTestId("ties")).toHaveTextContent(
      `${byTies}% ended in a draw only because of ties`,
    );
    expect(
      screen.getByRole("img", { name: "Results by pairing (American first)" }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByTestId("rulings")).getByText("Who chooses the eliminated card"),
    ).toBeVisible();
  });

  it("docs/card-games.md records every ruling the app shows", () => {
    const doc = readFileSync("docs/card-games.md", "utf8");
    for (const r of RULINGS) expect(doc, r.id).toContain(`**${r.id}**`);
  });
});
