import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type MapClaim, MapTapContext } from "@/app/_components/board/map-taps";
import { GrantPanel } from "@/app/_components/play/grant-panel";
import { foldGame, type GameEntry, type GameState } from "@/lib/engine/cuba/game";
import { playerEventPayload } from "@/lib/engine/cuba/game/player-event";
import { playerGrantPayload } from "@/lib/engine/cuba/game/player-grant";
import { edit, logOf, push } from "@/tests/fixtures/game-log";

/**
 * "Apply this Event for me" on #20 The Twelve goes on into the guided form (5.1): set to the
 * free March, its limits in words, a Decline button; then the Rally at a March destination.
 */
const fold = (log: GameEntry[]): GameState => {
  const r = foldGame(log);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.value;
};
function afterEvent(): GameEntry[] {
  const log = push(
    logOf("empty", { GOV: "np", "26J": "player", DR: "np", SYN: "np" }),
    edit(
      { kind: "currentCard", value: 20 },
      { kind: "nextCard", value: 2 },
      { kind: "resources", faction: "26J", value: 1 },
      { kind: "pieces", space: "sierra-maestra", piece: "m26U", value: 3 },
    ),
  );
  const p = playerEventPayload(fold(log), "26J", "unshaded", [{ kind: "choice", value: "26J" }]);
  if (!p.ok) throw new Error(JSON.stringify(p.errors));
  return push(log, { type: "player.action", payload: p.value });
}

function setup(state: GameState) {
  const onApply = vi.fn();
  const onDecline = vi.fn();
  let claim: MapClaim | null = null;
  const take = (c: MapClaim | null) => {
    claim = c;
  };
  render(
    <MapTapContext value={take}>
      <GrantPanel
        state={state}
        faction="26J"
        busy={false}
        onApply={onApply}
        onDecline={onDecline}
      />
    </MapTapContext>,
  );
  // The form claims the map once it is drawn (its effect): a tap waits for that.
  const tap = async (space: Parameters<MapClaim["onTap"]>[0]) => {
    await waitFor(() => {
      if (!claim) throw new Error("the form holds no map claim");
    });
    act(() => claim?.onTap(space));
  };
  return { onApply, onDecline, tap, claim: () => claim, user: userEvent.setup() };
}

describe("an Event's granted action in the guided form (5.1)", () => {
  it("opens set to the free March, says what the Event allows, and applies with no Resources", async () => {
    const { onApply, tap, user } = setup(fold(afterEvent()));
    expect(
      screen.getByText("26July: Free March, then Rally in one March destination"),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole("heading", {
        name: /Granted by the Event: 26July: Free March, then Rally/,
      }),
    ).toBeInTheDocument();
    // Only the granted Operation is offered, already chosen.
    expect(screen.getByRole("button", { name: "March" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.queryByRole("button", { name: "Rally" })).toBeNull();
    await tap("oriente");
    const from = "From Sierra Maestra: Underground 26July Guerrillas";
    await user.click(screen.getByRole("button", { name: `Increase ${from}` }));
    await user.click(screen.getByRole("button", { name: `Increase ${from}` }));
    // Free: no Resources line, and no Sequence of Play box (the Event took it).
    expect(screen.queryByText(/26July Resources/)).toBeNull();
    expect(screen.queryByText(/Sequence of Play:/)).toBeNull();
    await user.click(screen.getByRole("button", { name: "Apply the free March for 26July" }));
    expect(onApply).toHaveBeenCalledWith(
      {
        faction: "26J",
        operation: "march",
        spaces: [
          { space: "oriente", moves: [{ from: "sierra-maestra", piece: "m26U", count: 2 }] },
        ],
      },
      undefined,
    );
  });

  it("then the Rally, only in a March destination and in one space; Decline is offered", async () => {
    const log = afterEvent();
    const march = playerGrantPayload(fold(log), {
      faction: "26J",
      operation: "march",
      spaces: [{ space: "oriente", moves: [{ from: "sierra-maestra", piece: "m26U", count: 2 }] }],
    });
    if (!march.ok) throw new Error(JSON.stringify(march.errors));
    const { claim, onDecline, user } = setup(
      fold(push(log, { type: "player.grant", payload: march.value })),
    );
    expect(await screen.findByRole("button", { name: "Rally" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(claim()?.highlight).toEqual(["oriente"]);
    await user.click(screen.getByRole("button", { name: "Decline the Rally" }));
    expect(onDecline).toHaveBeenCalledTimes(1);
  });
});

describe("#43 Mafia Offensive's free LimOp (5.1): what the form cannot do is said", () => {
  it("gives the Event's terms and says the lent Syndicate piece is not in the form yet", async () => {
    let log = push(
      logOf("empty", { GOV: "np", "26J": "player", DR: "np", SYN: "np" }),
      edit(
        { kind: "currentCard", value: 43 },
        { kind: "nextCard", value: 2 },
        // S M D G: the Syndicate sits this card out, so 26July is 1st Eligible.
        { kind: "eligibility", faction: "SYN", value: "ineligible" },
        { kind: "pieces", space: "oriente", piece: "m26U", value: 1 },
        { kind: "pieces", space: "oriente", piece: "synU", value: 1 },
      ),
    );
    const p = playerEventPayload(fold(log), "26J", "unshaded", [{ kind: "choice", value: "26J" }]);
    if (!p.ok) throw new Error(JSON.stringify(p.errors));
    log = push(log, { type: "player.action", payload: p.value });
    setup(fold(log));
    expect(screen.getByTestId("grant-note")).toHaveTextContent(
      /1 Syndicate piece counts as that Faction's own/,
    );
    expect(screen.getByRole("note")).toHaveTextContent(
      /Not in this form yet: using the Syndicate piece as your own/,
    );
  });

  it("a grant that lends no piece shows no such warning", () => {
    setup(fold(afterEvent()));
    expect(screen.getByTestId("grant-note")).toHaveTextContent(/the Rally in one space/);
    expect(screen.queryByText(/Not in this form yet/)).toBeNull();
  });
});
