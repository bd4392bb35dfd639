/**
 * Issue 20 item 7: a turn in a few lines. The rulebook's worked example, card 1 (C8.9): the
 * Government takes Operation + SA (Underground DR Guerrillas in Havana), draws Y (redraw) then U,
 * Sweeps Havana then Sierra Maestra (rolls 3 then 1) and Air Strikes Pinar del Río's Casino.
 */
import { readFileSync } from "node:fs";
import { parseScenario } from "@/lib/engine/cuba/scenario/format";
import { runScenario } from "@/lib/machines/cuba/scenario-runner";
import { buildTurnSteps } from "@/lib/ui/turn-steps";
import { summarizeTurn } from "@/lib/ui/turn-summary";

function firstTurn() {
  const parsed = parseScenario(JSON.parse(readFileSync("docs/examples/c8-9.json", "utf8")));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const report = runScenario({ ...parsed.value, steps: parsed.value.steps.slice(0, 1) });
  return report.steps[0].records[0].trace;
}

describe("the turn in a few lines", () => {
  const trace = firstTurn();
  const steps = buildTurnSteps(trace);
  const lines = summarizeTurn(trace, steps, 5);

  it("says what the Government did and why, in the book's order, in a few lines", () => {
    expect(lines.map((l) => l.text)).toEqual([
      "Operation + Special Activity: Underground DR or 26July Guerrilla in Havana",
      "Calixto cards drawn: Y and U",
      "Card U leads to Sweep, with a Special Activity",
      "Spaces chosen: Havana, Sierra Maestra",
      "Activation rolls: 3, 1",
      "Special Activity: Air Strike on a Vulnerable Base or Casino in Pinar del Río",
      "5 changes to make on the table",
    ]);
    expect(lines.length).toBeLessThan(steps.length / 2);
  });

  it("each line opens the step where its part begins", () => {
    const at = (text: RegExp) => lines.find((l) => text.test(l.text))?.step ?? -1;
    expect(steps[at(/^Operation/)].kind).toBe("eligibility");
    expect(steps[at(/^Calixto cards/)].kind).toBe("cardDrawn");
    expect(steps[at(/^Spaces chosen/)].kind).toBe("selection");
    expect(steps[at(/^Activation rolls/)].kind).toBe("activation");
    expect(steps[at(/^Special Activity/)].kind).toBe("specialActivity");
    expect(steps[at(/changes to make/)].kind).toBe("change");
  });
});

describe("TurnSummary on screen", () => {
  it("lists the lines and a tap opens that line's step", async () => {
    const { render, screen } = await import("@testing-library/react");
    const userEvent = (await import("@testing-library/user-event")).default;
    const { TurnSummary } = await import("@/app/_components/turn/turn-summary");
    const trace = firstTurn();
    const steps = buildTurnSteps(trace);
    const lines = summarizeTurn(trace, steps, 5);
    const opened: number[] = [];
    render(<TurnSummary lines={lines} current={0} onOpen={(s) => opened.push(s)} />);
    expect(screen.getByRole("heading", { name: "In short" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Activation rolls: 3, 1" }));
    expect(steps[opened[0]].kind).toBe("activation");
  });
});
