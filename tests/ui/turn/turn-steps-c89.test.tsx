import { readFileSync } from "node:fs";
import { render, screen } from "@testing-library/react";
import { TurnSteps } from "@/app/_components/turn/turn-steps";
import { CARD_TABLES } from "@/lib/engine/cuba/calixto/cards";
import { parseScenario } from "@/lib/engine/cuba/scenario/format";
import { runScenario } from "@/lib/machines/cuba/scenario-runner";
import { INSTRUCTION_LABEL } from "@/lib/ui/labels";
import { buildTurnSteps } from "@/lib/ui/turn-steps";
import { openAllDetails } from "./open-details";

/** Every NP turn of the engine's C8.9 replay, shown whole in the step list with the card data. */
const parsed = parseScenario(JSON.parse(readFileSync("docs/examples/c8-9.json", "utf8")));
if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
const turns = runScenario(parsed.value)
  .steps.flatMap((s) => s.records)
  .filter((r) => r.kind === "turn" && r.trace.length > 0);
// camelCase instruction ids never read as English; one-word ids ("transport") may, so those are
// checked where the engine puts ids: after "Special Activity A:" and as a line name.
const ids = Object.keys(INSTRUCTION_LABEL).filter((id) => /[A-Z]/.test(id));

describe("TurnSteps on the engine's C8.9 replay", () => {
  it("has the example's turns", () => {
    expect(turns.length).toBeGreaterThanOrEqual(12);
  });

  it.each(turns.map((t) => [`#${t.card} ${t.faction}`, t] as const))(
    "%s reads in words: every step, no data ids, a table per space choice",
    (_, turn) => {
      const steps = buildTurnSteps(turn.trace);
      const { container } = render(
        <TurnSteps
          trace={turn.trace}
          cursor={steps.length - 1}
          onCursorChange={() => {}}
          cards={CARD_TABLES}
        />,
      );
      expect(screen.getByText(`Step ${steps.length} of ${steps.length}`)).toBeInTheDocument();
      openAllDetails(container);
      const text = container.textContent ?? "";
      for (const id of ids) expect(text, id).not.toMatch(new RegExp(`\\b${id}\\b`));
      expect(text).not.toMatch(/Special Activity [A-D]: [a-z]|Line [a-z]+:/);
      expect(text).not.toMatch(/undefined|\[object Object\]|NaN/);
      const selections = turn.trace.filter((r) => r.kind === "selection").length;
      expect(container.querySelectorAll("table")).toHaveLength(selections);
    },
  );
});
