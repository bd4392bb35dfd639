/**
 * The own Operation form's detail fields (issue 19): each builds, tap by tap, exactly the action
 * of a replayed example in docs/examples/player/ (whose test checks the board against the rule
 * text), on that example's board. And the map preview: the board after the action, its changed
 * spaces outlined, before anything is applied.
 */
import { readFileSync } from "node:fs";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { MapClaim } from "@/app/_components/board/map-taps";
import { type OperationAction, OwnOperationForm } from "@/app/_components/play/own-operation-form";
import type { BoardEdit } from "@/lib/engine/cuba/board";
import { foldGame, type GameState } from "@/lib/engine/cuba/game";
import type { Faction, Role, SpaceId } from "@/lib/engine/cuba/types";
import { ALL_NP } from "@/tests/fixtures/boards";
import { edit, logOf, push } from "@/tests/fixtures/game-log";

interface Example {
  setup: { roles: Partial<Record<Faction, Role>>; edits: BoardEdit[] };
  eventDeck: number[];
  steps: ({ kind: string; faction: Faction } & Record<string, unknown>)[];
}

const example = (name: string): Example =>
  JSON.parse(readFileSync(`docs/examples/player/${name}.json`, "utf8"));

/** The example's board as a game: its cards in play, its player Faction, its edits. */
function gameOf(ex: Example, extra: BoardEdit[] = []): GameState {
  let log = logOf("empty", { ...ALL_NP, ...ex.setup.roles });
  log = push(
    log,
    edit(
      { kind: "currentCard", value: ex.eventDeck[0] },
      { kind: "nextCard", value: ex.eventDeck[1] },
      ...ex.setup.edits,
      ...extra,
    ),
  );
  const r = foldGame(log);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.value;
}

/** The example's action as the form hands it over (the step without its kind; SA `when` set). */
function actionOf(ex: Example) {
  const { kind: _k, ...action } = ex.steps[0];
  const sa = action.special as Record<string, unknown> | undefined;
  return sa ? { ...action, special: { when: "after", ...sa } } : action;
}

function setup(state: GameState, faction: Faction, cardAction: OperationAction = "opSA") {
  const onApply = vi.fn();
  let claim: MapClaim | null = null;
  render(
    <OwnOperationForm
      state={state}
      faction={faction}
      cardAction={cardAction}
      busy={false}
      onApply={onApply}
      onMapClaim={(c) => {
        claim = c;
      }}
    />,
  );
  const tap = (space: SpaceId) =>
    act(() => {
      if (!claim) throw new Error("the form holds no map claim");
      claim.onTap(space);
    });
  const user = userEvent.setup();
  const up = async (label: string, times = 1) => {
    for (let i = 0; i < times; i++)
      await user.click(screen.getByRole("button", { name: `Increase ${label}` }));
  };
  return { onApply, tap, claim: () => claim, user, up };
}

describe("the own Operation form's details (issue 19)", () => {
  it("Garrison: moves, the Activation in every EC, its free Assault; Reprisal's relocation (3.2.2, 4.2.3)", async () => {
    const ex = example("gov-garrison-reprisal");
    const { tap, user, up, onApply } = setup(gameOf(ex), "GOV");
    await user.click(screen.getByRole("button", { name: "Garrison" }));
    tap("ec-west");
    await up("From Havana: Police", 2);
    await up("From La Habana: Troops");
    // Every EC with cubes is listed, moved into or not (3.2.2): West (3 cubes) and East (1).
    const every = screen.getByRole("region", { name: "Activation in every EC" });
    const west = within(every).getByRole("group", { name: "Activation in West EC" });
    const east = within(every).getByRole("group", { name: "Activation in East EC" });
    expect(within(every).queryByRole("group", { name: "Activation in Central EC" })).toBeNull();
    // 3 cubes, 4 Underground Guerrillas of 2 Factions: the player says whose 3 flip.
    expect(
      within(west).getByText(/Activate 3 Guerrillas.*\(1 per cube, 3 there\)/),
    ).toBeInTheDocument();
    const inWest = async (label: string, times = 1) => {
      for (let i = 0; i < times; i++)
        await user.click(within(west).getByRole("button", { name: `Increase ${label}` }));
    };
    await inWest("Underground DR Guerrillas Activated", 2);
    await inWest("Underground 26July Guerrillas Activated");
    expect(
      within(west).getByRole("button", { name: "Increase Underground DR Guerrillas Activated" }),
    ).toBeDisabled();
    await user.click(screen.getByRole("checkbox", { name: /Then Assault here, free/ }));
    await up("Active DR Guerrillas removed by the Assault", 2);
    await up("Active 26July Guerrillas removed by the Assault");
    // The East EC, not tapped: its 1 Troop Activates 1 of a Syndicate and a 26July Guerrilla.
    await user.click(
      within(east).getByRole("button", {
        name: "Increase Underground Syndicate Guerrillas Activated",
      }),
    );
    // Picking there added it to the Garrison, whose Assault is already in the West EC.
    expect(screen.getByText(/Garrison's Assault: already in West EC/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Reprisal" }));
    tap("havana");
    await user.click(screen.getByRole("button", { name: "Underground 26July Guerrilla" }));
    await user.click(screen.getByRole("button", { name: "To La Habana" }));
    await user.click(
      screen.getByRole("button", { name: "Apply Garrison + Reprisal for Government" }),
    );
    expect(onApply).toHaveBeenCalledWith(actionOf(ex), undefined);
  });

  it("Garrison: an EC whose Activation leaves no choice is shown as fixed text (3.2.2, 1.4.3)", async () => {
    const ex = example("gov-garrison-activation");
    const { tap, user, up, onApply } = setup(gameOf(ex), "GOV");
    await user.click(screen.getByRole("button", { name: "Garrison" }));
    tap("ec-west");
    await up("From Havana: Police", 2);
    const every = screen.getByRole("region", { name: "Activation in every EC" });
    const central = within(every).getByRole("group", { name: "Activation in Central EC" });
    expect(central).toHaveTextContent(
      /Activate 1 Guerrilla.*: 1 Underground Syndicate Guerrilla flips, no choice to make/,
    );
    expect(within(central).queryByRole("button")).toBeNull();
    const east = within(every).getByRole("group", { name: "Activation in East EC" });
    expect(east).toHaveTextContent(/Activate 2 Guerrillas.*no choice to make/);
    // The West EC: the DR one already Active counts, so 1 or 2 Underground flip; both unless
    // the player says otherwise. Here only the 26July one.
    const west = within(every).getByRole("group", { name: "Activation in West EC" });
    expect(west).toHaveTextContent(
      /1 already Active count.*Underground Guerrillas that flip: 1 to 2/,
    );
    await user.click(
      within(west).getByRole("button", { name: "Decrease Underground DR Guerrillas Activated" }),
    );
    await user.click(screen.getByRole("button", { name: "Apply Garrison for Government" }));
    expect(onApply).toHaveBeenCalledWith(actionOf(ex), undefined);
  });

  it("Sweep: the Activation the cubes demand, Forest 1 per 2, fixed when there is no choice; the Air Strike takes one just Activated (3.2.3, 4.2.2)", async () => {
    const ex = example("gov-sweep-air-strike");
    const { tap, user, up, onApply } = setup(gameOf(ex), "GOV");
    await user.click(screen.getByRole("button", { name: "Sweep" }));
    tap("la-habana");
    await up("From Havana: Troops", 2);
    await up("From Matanzas: Troops");
    const habana = screen.getByText("Sweep in La Habana").closest("li") as HTMLElement;
    expect(habana).toHaveTextContent(
      /Activate 3 Guerrillas.*: 2 Underground 26July Guerrillas and 1 Underground DR Guerrilla flip, no choice to make/,
    );
    tap("pinar-del-rio");
    const pinar = screen.getByText("Sweep in Pinar del Río").closest("li") as HTMLElement;
    await user.click(within(pinar).getByRole("button", { name: "Increase From West EC: Troops" }));
    await user.click(within(pinar).getByRole("button", { name: "Increase From West EC: Troops" }));
    expect(pinar).toHaveTextContent(
      /Activate 1 Guerrilla.*\(Forest: 1 per 2 cubes, 3 there\): 1 Underground 26July Guerrilla flips, no choice to make/,
    );
    expect(within(pinar).queryByRole("button", { name: /Guerrillas Activated/ })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Air Strike" }));
    tap("la-habana");
    await up("Active DR Guerrillas removed");
    await user.click(
      screen.getByRole("button", { name: "Apply Sweep + Air Strike for Government" }),
    );
    expect(onApply).toHaveBeenCalledWith(actionOf(ex), undefined);
  });

  it("Sweep: a choice of whose Guerrillas flip, the Active one counting (3.2.3, 1.4.3)", async () => {
    const ex = example("gov-sweep-activation");
    const { tap, user, up, onApply } = setup(gameOf(ex), "GOV");
    await user.click(screen.getByRole("button", { name: "Sweep" }));
    tap("camaguey-province");
    await up("From Camagüey City: Troops");
    tap("las-villas");
    const villas = screen.getByText("Sweep in Las Villas").closest("li") as HTMLElement;
    await user.click(
      within(villas).getByRole("button", { name: "Increase From Matanzas: Troops" }),
    );
    await user.click(
      within(villas).getByRole("button", { name: "Increase From Matanzas: Troops" }),
    );
    expect(villas).toHaveTextContent(/Choose whose Underground Guerrillas flip: 1 to 2/);
    await user.click(
      within(villas).getByRole("button", {
        name: "Increase Underground Syndicate Guerrillas Activated",
      }),
    );
    tap("la-habana");
    const habana = screen.getByText("Sweep in La Habana").closest("li") as HTMLElement;
    await user.click(within(habana).getByRole("button", { name: "Increase From Havana: Troops" }));
    await user.click(screen.getByRole("button", { name: "Apply Sweep for Government" }));
    expect(onApply).toHaveBeenCalledWith(actionOf(ex), undefined);
  });

  it("Train: a Base for 2 cubes; Transport before it, from one City (3.2.1, 4.2.1)", async () => {
    const ex = example("gov-train-transport");
    const { tap, user, up, onApply, claim } = setup(gameOf(ex), "GOV");
    await user.click(screen.getByRole("button", { name: "Train" }));
    tap("havana");
    await up("Troops placed", 2);
    await up("Police placed", 2);
    tap("las-villas");
    const lasVillas = screen.getByText("Train in Las Villas").closest("li") as HTMLElement;
    await user.click(within(lasVillas).getByRole("button", { name: "Increase Police placed" }));
    tap("camaguey-province");
    const cam = screen.getByText("Train in Camagüey Province").closest("li") as HTMLElement;
    await user.click(within(cam).getByRole("button", { name: "Replace 2 cubes with a Base" }));
    // Only 1 space per Train: the others say where it is.
    expect(
      within(lasVillas).getByText(/already in Camagüey Province \(only 1 space per Train/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Transport" }));
    await user.click(screen.getByRole("checkbox", { name: /Before the Operation/ }));
    tap("sierra-maestra");
    await up("From Havana: Troops", 3);
    expect(screen.getByRole("button", { name: "Increase From Havana: Troops" })).toBeDisabled();
    // Transport is in 1 space: no second destination is offered (4.2.1).
    expect(claim()?.highlight).toEqual([]);
    tap("oriente");
    expect(screen.getByText("Oriente: Transport is in 1 space (4.2.1).")).toBeInTheDocument();
    // The map previews the board after the Transport and the Train, changed spaces outlined.
    const preview = claim()?.preview;
    expect(preview?.board.spaces["sierra-maestra"].pieces.troop).toBe(3);
    expect(preview?.board.spaces["camaguey-province"].pieces.govBase).toBe(1);
    expect([...(preview?.changed ?? [])].sort()).toEqual(
      ["camaguey-province", "havana", "las-villas", "sierra-maestra"].sort(),
    );
    await user.click(
      screen.getByRole("button", { name: "Apply Train + Transport for Government" }),
    );
    expect(onApply).toHaveBeenCalledWith(actionOf(ex), undefined);
  });

  it("Train's Base is not offered where there are not 2 cubes, and says why (3.2.1)", async () => {
    const ex = example("gov-train-transport");
    const { tap, user } = setup(gameOf(ex), "GOV");
    await user.click(screen.getByRole("button", { name: "Train" }));
    tap("pinar-del-rio");
    expect(screen.getByRole("button", { name: "Replace 2 cubes with a Base" })).toBeDisabled();
    expect(screen.getByText(/^No Base here: /)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Civic Action" })).toBeDisabled();
    expect(
      screen.getByText(/^No Civic Action here: Civic Action needs Government Control/),
    ).toBeInTheDocument();
  });

  it("Limited Train with Civic Action: steps of 4 Resources, as many as the space takes (6.3.2)", async () => {
    const ex = example("gov-train-civic-limited");
    const { tap, user, up, onApply } = setup(gameOf(ex), "GOV", "limOp");
    await user.click(screen.getByRole("button", { name: "Train" }));
    tap("havana");
    await user.click(screen.getByRole("button", { name: "Civic Action" }));
    await up("Civic Action steps (4 Resources each)");
    // Terror off, then Neutral to Passive Support: 2 steps with 10 Resources left.
    expect(
      screen.getByRole("button", { name: "Increase Civic Action steps (4 Resources each)" }),
    ).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Apply Train for Government" }));
    expect(onApply).toHaveBeenCalledWith(actionOf(ex), undefined);
  });

  it("Muscle: 2 Police into a City with an open Casino, from any space (4.5.3)", async () => {
    const ex = example("syn-march-muscle");
    const { tap, user, up, onApply, claim } = setup(gameOf(ex), "SYN");
    await user.click(screen.getByRole("button", { name: "March" }));
    tap("havana");
    await up("From La Habana: Underground Syndicate Guerrillas", 2);
    await user.click(screen.getByRole("button", { name: "Muscle" }));
    tap("havana");
    await up("From Matanzas: Police", 2);
    expect(screen.getByRole("button", { name: "Increase From Matanzas: Police" })).toBeDisabled();
    expect(claim()?.preview?.board.spaces.havana.pieces.police).toBe(2);
    await user.click(screen.getByRole("button", { name: "Apply March + Muscle for Syndicate" }));
    expect(onApply).toHaveBeenCalledWith(actionOf(ex), undefined);
  });

  it("Profit: Cash placed with a Guerrilla or cube where a Casino is open (4.5.1)", async () => {
    const ex = example("syn-rally-profit");
    const { tap, user, onApply } = setup(gameOf(ex), "SYN");
    await user.click(screen.getByRole("button", { name: "Rally" }));
    tap("havana");
    await user.click(screen.getByRole("button", { name: "Flip Active to Underground" }));
    tap("las-villas");
    await user.click(screen.getByRole("button", { name: "Profit" }));
    tap("havana");
    const havana = screen.getByText("Profit in Havana").closest("li") as HTMLElement;
    await user.click(
      within(havana).getByRole("button", {
        name: "Place Cash with a Underground Syndicate Guerrilla",
      }),
    );
    tap("pinar-del-rio");
    const pinar = screen.getByText("Profit in Pinar del Río").closest("li") as HTMLElement;
    await user.click(within(pinar).getByRole("button", { name: "Place Cash with a Police" }));
    await user.click(screen.getByRole("button", { name: "Apply Rally + Profit for Syndicate" }));
    expect(onApply).toHaveBeenCalledWith(actionOf(ex), undefined);
  });

  it("Launder: a Cash marker removed for a free Limited March after a paid Rally (2.3.6)", async () => {
    const ex = example("syn-rally-launder-march");
    const { tap, user, up, onApply, claim } = setup(gameOf(ex), "SYN");
    await user.click(screen.getByRole("button", { name: "Rally" }));
    tap("las-villas");
    await user.click(
      screen.getByRole("button", {
        name: "Cash with the Underground Syndicate Guerrilla in Havana",
      }),
    );
    // Construct is never free (2.3.6, 3.3.5): not among the free Operations.
    expect(screen.queryByRole("button", { name: "Free Limited Construct" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Free Limited March" }));
    await user.click(screen.getByRole("button", { name: "Free March in Havana" }));
    await up("From La Habana: Underground Syndicate Guerrillas", 2);
    // The free March costs nothing: the Rally's 1 Resource only.
    expect(screen.getByText("Syndicate Resources 1 → 0")).toBeInTheDocument();
    expect(claim()?.preview?.board.spaces.havana.cash).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Apply Rally for Syndicate" }));
    expect(onApply).toHaveBeenCalledWith(actionOf(ex), undefined);
  });

  it("Bribe: flip up to 2 enemy Guerrillas, either way (4.5.4)", async () => {
    const ex = example("syn-terror-bribe");
    const state = gameOf(ex, [
      { kind: "pieces", space: "la-habana", piece: "m26A", value: 1 },
      { kind: "pieces", space: "la-habana", piece: "drU", value: 2 },
    ]);
    const { tap, user, up, onApply, claim } = setup(state, "SYN");
    await user.click(screen.getByRole("button", { name: "Terror" }));
    tap("pinar-del-rio");
    await user.click(screen.getByRole("button", { name: "Bribe" }));
    tap("la-habana");
    await up("Active 26July Guerrillas flipped");
    await up("Underground DR Guerrillas flipped");
    // 2 in all.
    expect(
      screen.getByRole("button", { name: "Increase Underground DR Guerrillas flipped" }),
    ).toBeDisabled();
    const after = claim()?.preview?.board.spaces["la-habana"].pieces;
    expect(after?.m26U).toBe(1);
    expect(after?.drA).toBe(1);
    await user.click(screen.getByRole("button", { name: "Apply Terror + Bribe for Syndicate" }));
    expect(onApply).toHaveBeenCalledWith(
      {
        faction: "SYN",
        operation: "terror",
        spaces: [{ space: "pinar-del-rio" }],
        special: {
          special: "bribe",
          when: "after",
          spaces: [
            {
              space: "la-habana",
              flip: [
                { piece: "m26A", count: 1 },
                { piece: "drU", count: 1 },
              ],
            },
          ],
        },
      },
      undefined,
    );
  });

  it("26July's Terror toward Neutral, not under the Pact of Caracas (3.3.4, Event 18)", async () => {
    const ex = example("m26-terror-neutral");
    const { tap, user, onApply } = setup(gameOf(ex), "26J");
    await user.click(screen.getByRole("button", { name: "Terror" }));
    tap("havana");
    expect(screen.getByRole("button", { name: "Toward Active Opposition" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await user.click(screen.getByRole("button", { name: "Toward Neutral" }));
    tap("matanzas");
    await user.click(screen.getByRole("button", { name: "Apply Terror for 26July" }));
    expect(onApply).toHaveBeenCalledWith(actionOf(ex), undefined);
  });

  it("Terror toward Neutral is not offered under the Pact of Caracas, and says why (Event 18)", async () => {
    const ex = example("m26-terror-neutral");
    const { tap, user } = setup(
      gameOf(ex, [{ kind: "capabilities", value: [{ card: 18, side: "unshaded" }] }]),
      "26J",
    );
    await user.click(screen.getByRole("button", { name: "Terror" }));
    tap("havana");
    expect(screen.getByRole("button", { name: "Toward Neutral" })).toBeDisabled();
    expect(screen.getByText(/^Not toward Neutral: the Pact of Caracas/)).toBeInTheDocument();
  });

  it("Raúl (#22): an Attack die rerolled once asks for a second die, which counts", async () => {
    const ex = example("m26-attack-ambush");
    const raul = {
      kind: "capabilities" as const,
      value: [{ card: 22, side: "unshaded" as const }],
    };
    const { tap, user, onApply, claim } = setup(gameOf(ex, [raul]), "26J", "opOnly");
    await user.click(screen.getByRole("button", { name: "Attack" }));
    tap("oriente");
    expect(screen.getAllByLabelText(/^Die for /)).toHaveLength(1);
    await user.click(screen.getByRole("checkbox", { name: /Reroll the Attack die once \(Raúl/ }));
    const dice = screen.getAllByLabelText(/^Die for /);
    expect(dice).toHaveLength(2);
    await user.type(dice[0], "6");
    await user.type(dice[1], "2");
    // 3 Guerrillas: the second die, a 2, succeeds (3.3.3; the 6 would fail): 2 pieces removed.
    await user.click(screen.getByRole("button", { name: "Increase Troops" }));
    await user.click(screen.getByRole("button", { name: "Increase Troops" }));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(claim()?.preview?.board.spaces.oriente.pieces.troop).toBe(0);
    await user.click(screen.getByRole("button", { name: "Apply Attack for 26July" }));
    expect(onApply).toHaveBeenCalledWith(
      {
        faction: "26J",
        operation: "attack",
        spaces: [{ space: "oriente", remove: [{ piece: "troop", count: 2 }], reroll: true }],
      },
      { faces: [6, 2], source: "physical" },
    );
  });

  it("no reroll is offered without Raúl", async () => {
    const ex = example("m26-attack-ambush");
    const { tap, user } = setup(gameOf(ex), "26J", "opOnly");
    await user.click(screen.getByRole("button", { name: "Attack" }));
    tap("oriente");
    expect(screen.queryByRole("checkbox", { name: /Reroll/ })).toBeNull();
  });

  it("own pieces taken off the map first, to Rally them again when none is Available (1.4.1)", async () => {
    const ex = example("m26-rally-infiltrate");
    // 12 more Active Guerrillas in Matanzas: all 15 of 26July's on the map.
    const state = gameOf(ex, [{ kind: "pieces", space: "matanzas", piece: "m26A", value: 12 }]);
    const { tap, user, up, onApply } = setup(state, "26J", "opOnly");
    // No Guerrilla Available and none to flip: no Rally.
    expect(screen.getByRole("button", { name: "Rally" })).toBeDisabled();
    await user.click(screen.getByText(/Take your own pieces off the map first/));
    await user.selectOptions(screen.getByRole("combobox", { name: "Space" }), "matanzas");
    await up("Active 26July Guerrillas taken off Matanzas");
    await user.click(screen.getByRole("button", { name: "Rally" }));
    tap("oriente");
    expect(screen.getByText("Rally in Oriente")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Apply Rally for 26July" }));
    expect(onApply).toHaveBeenCalledWith(
      {
        faction: "26J",
        operation: "rally",
        spaces: [{ space: "oriente", place: [{ piece: "m26U", count: 1 }] }],
        removeOwn: [{ space: "matanzas", piece: "m26A", count: 1 }],
      },
      undefined,
    );
  });

  it("the preview is labelled, lists its changed spaces and can be hidden", async () => {
    const ex = example("syn-march-muscle");
    const { tap, user, up, claim } = setup(gameOf(ex), "SYN");
    await user.click(screen.getByRole("button", { name: "March" }));
    tap("havana");
    await up("From La Habana: Underground Syndicate Guerrillas", 2);
    expect(claim()?.preview?.label).toBe("March for Syndicate");
    expect(claim()?.preview?.board.spaces.havana.pieces.synU).toBe(2);
    expect(
      screen.getByText(/^Outlined on the map: La Habana, Havana\. The tracks above the map still/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: /Preview on the map/ }));
    expect(claim()?.preview ?? null).toBeNull();
  });
});
