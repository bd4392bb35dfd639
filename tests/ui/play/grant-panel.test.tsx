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

/** 26July has played #43 unshaded for itself (S M D G: the Syndicate sits this card out). */
function afterMafia(...pieces: [string, string, number][]): GameEntry[] {
  const log = push(
    logOf("empty", { GOV: "np", "26J": "player", DR: "np", SYN: "np" }),
    edit(
      { kind: "currentCard", value: 43 },
      { kind: "nextCard", value: 2 },
      { kind: "eligibility", faction: "SYN", value: "ineligible" },
      { kind: "resources", faction: "26J", value: 0 },
      ...pieces.map(
        ([space, piece, value]) =>
          ({ kind: "pieces", space, piece, value }) as Parameters<typeof edit>[0],
      ),
    ),
  );
  const p = playerEventPayload(fold(log), "26J", "unshaded", [{ kind: "choice", value: "26J" }]);
  if (!p.ok) throw new Error(JSON.stringify(p.errors));
  return push(log, { type: "player.action", payload: p.value });
}

describe("#43 Mafia Offensive's free LimOp (5.1.1): the lent Syndicate piece in the form", () => {
  it("says a Syndicate piece is lent, and Terror uses the lent Underground Syndicate Guerrilla", async () => {
    const { onApply, tap, user } = setup(fold(afterMafia(["oriente", "synU", 1])));
    expect(screen.getByTestId("grant-note")).toHaveTextContent(
      /1 Syndicate piece counts as that Faction's own/,
    );
    expect(screen.getByRole("note")).toHaveTextContent(/lends you 1 Syndicate piece/);
    expect(screen.queryByText(/Not in this form yet/)).toBeNull();
    // Terror is open though 26July has no Guerrilla: the lent one makes Oriente legal.
    await user.click(await screen.findByRole("button", { name: "Terror" }));
    await tap("oriente");
    const box = screen.getByRole("checkbox", {
      name: "Use the lent Underground Syndicate Guerrilla as yours",
    });
    expect(box).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Apply the free Terror for 26July" }));
    expect(onApply).toHaveBeenCalledWith(
      {
        faction: "26J",
        operation: "terror",
        limited: true,
        spaces: [{ space: "oriente", lent: { piece: "synU", count: 1 } }],
      },
      undefined,
    );
  });

  it("March offers the lent Syndicate Guerrilla among the origins, 1 at most", async () => {
    const { tap, user } = setup(
      fold(afterMafia(["sierra-maestra", "m26U", 1], ["sierra-maestra", "synU", 2])),
    );
    await user.click(await screen.findByRole("button", { name: "March" }));
    await tap("oriente");
    const lent = "From Sierra Maestra: the lent Underground Syndicate Guerrilla";
    await user.click(screen.getByRole("button", { name: `Increase ${lent}` }));
    expect(screen.getByRole("button", { name: `Increase ${lent}` })).toBeDisabled();
  });

  it("Attack and Rally offer the lent piece as a choice, off until ticked", async () => {
    const { onApply, tap, user } = setup(
      fold(
        afterMafia(
          ["oriente", "m26U", 1],
          ["oriente", "synA", 1],
          ["oriente", "troop", 1],
          ["oriente", "casinoOpen", 1],
        ),
      ),
    );
    await user.click(await screen.findByRole("button", { name: "Attack" }));
    await tap("oriente");
    const attacker = screen.getByRole("checkbox", {
      name: "Use the lent Active Syndicate Guerrilla as yours",
    });
    expect(attacker).not.toBeChecked();
    await user.click(attacker);
    expect(attacker).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Rally" }));
    await tap("oriente");
    await user.click(
      screen.getByRole("checkbox", { name: "Count the open Casino here as your Base (lent)" }),
    );
    await user.click(
      screen.getByRole("button", { name: "Increase Underground 26July Guerrillas placed" }),
    );
    await user.click(screen.getByRole("button", { name: "Apply the free Rally for 26July" }));
    expect(onApply).toHaveBeenCalledWith(
      {
        faction: "26J",
        operation: "rally",
        limited: true,
        spaces: [
          {
            space: "oriente",
            place: [{ piece: "m26U", count: 2 }],
            lent: { piece: "casinoOpen", count: 1 },
          },
        ],
      },
      undefined,
    );
  });

  it("a grant that lends no piece offers no Syndicate piece", async () => {
    const log = push(
      afterEvent(),
      edit({ kind: "pieces", space: "sierra-maestra", piece: "synU", value: 1 }),
    );
    const { tap } = setup(fold(log));
    expect(screen.getByTestId("grant-note")).toHaveTextContent(/the Rally in one space/);
    expect(screen.queryByRole("note")).toBeNull();
    await tap("oriente");
    expect(
      screen.getByRole("button", { name: /Increase From Sierra Maestra: Underground 26July/ }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Syndicate/)).toBeNull();
  });
});
