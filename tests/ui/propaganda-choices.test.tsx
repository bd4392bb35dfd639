import { readFileSync } from "node:fs";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TurnWorkspace } from "@/app/_components/play/turn-workspace";
import type { BoardEdit } from "@/lib/engine/cuba/board/edit";
import type { InputEvent } from "@/lib/engine/cuba/calixto/types";
import { foldGame, type GameEntry } from "@/lib/engine/cuba/game";
import type { Faction, Role } from "@/lib/engine/cuba/types";
import { viewTurn } from "@/lib/machines/cuba/session";
import type { CalixtoDB } from "@/lib/persistence";
import { edit, logOf, push } from "@/tests/fixtures/game-log";
import { testDb } from "@/tests/persistence/db-fixture";

/**
 * The panel a player answers a Propaganda Round step in (issue 19): the Round of
 * docs/examples/player/propaganda-26july.json stops at 26July's Agitation (6.3.3) and the turn
 * workspace shows the question in words, with the Resources and where the rule allows it; each
 * press gives one answer, and the next step shows on the checklist.
 */
const scenario = JSON.parse(
  readFileSync("docs/examples/player/propaganda-26july.json", "utf8"),
) as { setup: { roles: Record<Faction, Role>; edits: BoardEdit[] } };

function roundWith(inputs: InputEvent[]) {
  let log: GameEntry[] = push(
    logOf("empty", scenario.setup.roles),
    edit(
      ...scenario.setup.edits,
      { kind: "currentCard", value: 49 },
      { kind: "nextCard", value: 8 },
    ),
  );
  log = push(log, { type: "turn.begin", payload: { kind: "propaganda", faction: null } });
  for (const event of inputs) log = push(log, { type: "turn.input", payload: { event } });
  const state = foldGame(log);
  if (!state.ok) throw new Error(JSON.stringify(state.errors));
  const view = viewTurn(state.value);
  if (!view) throw new Error("no turn");
  return { state: state.value, view };
}

describe("a player's Propaganda step in the turn workspace", { timeout: 30_000 }, () => {
  let db: CalixtoDB;
  beforeEach(() => {
    db = testDb();
  });
  afterEach(async () => {
    cleanup();
    await db.delete();
  });

  function show(inputs: InputEvent[]) {
    const { state, view } = roundWith(inputs);
    const give = vi.fn();
    render(
      <TurnWorkspace
        db={db}
        gameId="g"
        state={state}
        view={view}
        turnKey="1"
        busy={false}
        error={null}
        give={give}
        appAnswer={() => {}}
        onOverride={() => {}}
        onConfirm={() => {}}
        onCancel={() => {}}
        onHighlight={() => {}}
      />,
    );
    const panel = screen
      .getByRole("heading", { name: /26July Agitation: spend 1 Resource on which step\?/ })
      .closest("section") as HTMLElement;
    return { give, panel, view };
  }

  it("asks in words: each allowed space with its shift, the Resources, and a way to decline", async () => {
    const { give, panel } = show([]);
    expect(within(panel).getByText(/26July has 5 Resources/)).toBeInTheDocument();
    expect(within(panel).getByText(/Cities and Provinces 26July Controls/)).toBeInTheDocument();
    const labels = within(panel)
      .getAllByRole("button")
      .map((b) => b.textContent);
    expect(labels).toEqual([
      "Matanzas: Passive Opposition to Active Opposition",
      "Las Villas: Neutral to Passive Opposition",
      "Santiago de Cuba: Neutral to Passive Opposition",
      "No Agitation",
    ]);
    // Oriente (Government-Controlled) and Sierra Maestra (already Active Opposition) are not offered.
    expect(within(panel).queryByText(/Oriente|Sierra Maestra/)).toBeNull();
    await userEvent.click(
      within(panel).getByRole("button", {
        name: "Matanzas: Passive Opposition to Active Opposition",
      }),
    );
    expect(give).toHaveBeenCalledWith({ type: "question.answered", value: "matanzas" });
  });

  it("after a step: it is on the checklist, the Resources are down, and the player may stop", async () => {
    const { give, panel } = show([{ type: "question.answered", value: "matanzas" }]);
    expect(
      within(panel).getByText(/26July has 4 Resources \(1 step bought so far\)/),
    ).toBeVisible();
    expect(within(panel).queryByRole("button", { name: /^Matanzas/ })).toBeNull();
    const checklist = screen
      .getByRole("heading", { name: "At the table" })
      .closest("section") as HTMLElement;
    expect(within(checklist).getByText(/26July Resources 5 → 4/)).toBeInTheDocument();
    expect(
      within(checklist).getByText(/Matanzas: Passive Opposition → Active Opposition/),
    ).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole("button", { name: "Stop Agitation" }));
    expect(give).toHaveBeenCalledWith({ type: "question.answered", value: "decline" });
  });
});
