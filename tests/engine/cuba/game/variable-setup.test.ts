import { VARIABLE_STEPS, variableBoardStart } from "@/data/cuba/scenarios";
import { available } from "@/lib/engine/cuba/board";
import { applyPlacement, foldGame, pendingVariableSteps } from "@/lib/engine/cuba/game";
import { ALL_NP, SOLO_26J } from "@/tests/fixtures/boards";
import { logOf, push } from "@/tests/fixtures/game-log";

// Rules, Set Up, Variable Deployment: Standard markers and Non-player forces, then player
// forces in the printed order, each under its own restriction.
const ALL_PLAYERS = { GOV: "player", "26J": "player", DR: "player", SYN: "player" } as const;
const stepOf = (faction: string, rule: string) =>
  VARIABLE_STEPS.findIndex((s) => s.faction === faction && s.rule === rule);

describe("which Variable Deployment steps remain", () => {
  it("only the player Factions' steps, in the printed order", () => {
    expect(pendingVariableSteps("variable", SOLO_26J)).toEqual([2]);
    expect(pendingVariableSteps("variable", ALL_PLAYERS)).toEqual([0, 1, 2, 3, 4]);
    expect(VARIABLE_STEPS.map((s) => s.faction)).toEqual(["SYN", "DR", "26J", "GOV", "GOV"]);
    expect(pendingVariableSteps("standard", SOLO_26J)).toEqual([]);
  });

  it("the start board keeps Non-player forces and drops the player's", () => {
    const b = variableBoardStart({ roles: SOLO_26J, shortGame: false });
    expect(available(b, "m26Guerrilla")).toBe(15);
    expect(b.spaces.havana.pieces.drU).toBe(2);
    expect(b.spaces.havana.support).toBe(2);
  });
});

describe("checking each step's restriction", () => {
  const start = variableBoardStart({ roles: ALL_PLAYERS, shortGame: false });
  const syn = stepOf("SYN", "one-per-space");
  const m26 = stepOf("26J", "no-dr-forces-max-1-per-city");
  const cities = stepOf("GOV", "cities");
  const province = stepOf("GOV", "one-province");

  it("Syndicate: 3 Casinos, 1 per space, never in an EC", () => {
    expect(
      applyPlacement(start, syn, {
        havana: { casinoOpen: 1 },
        oriente: { casinoOpen: 1 },
        matanzas: { casinoOpen: 1 },
      }).ok,
    ).toBe(true);
    const two = applyPlacement(start, syn, {
      havana: { casinoOpen: 2 },
      oriente: { casinoOpen: 1 },
    });
    expect(!two.ok && two.errors).toEqual([
      { field: "placement.havana", reason: "at most 1 per space in this step, got 2" },
    ]);
    const ec = applyPlacement(start, syn, {
      "ec-west": { casinoOpen: 1 },
      havana: { casinoOpen: 1 },
      oriente: { casinoOpen: 1 },
    });
    expect(!ec.ok && ec.errors[0].field).toBe("placement.ec-west");
  });

  it("counts must match the step exactly", () => {
    const r = applyPlacement(start, syn, { havana: { casinoOpen: 1 } });
    expect(!r.ok && r.errors).toEqual([
      { field: "placement.casinoOpen", reason: "place exactly 3 open Casinos, got 1" },
    ]);
    const wrongKind = applyPlacement(start, syn, { havana: { troop: 1 } });
    expect(!wrongKind.ok && wrongKind.errors[0].field).toBe("placement.havana.troop");
  });

  it("26July: nowhere with Directorio forces, at most 1 Guerrilla per City", () => {
    const withDr = variableBoardStart({ roles: SOLO_26J, shortGame: false }); // NP DR: 2 in Havana, 1 in Camagüey
    const ok = applyPlacement(withDr, m26, {
      "sierra-maestra": { m26U: 2, m26Base: 1 },
      "santiago-de-cuba": { m26U: 1 },
      oriente: { m26U: 1 },
    });
    expect(ok.ok).toBe(true);
    const r = applyPlacement(withDr, m26, {
      havana: { m26U: 1 },
      "santiago-de-cuba": { m26U: 2 },
      oriente: { m26Base: 1 },
      "camaguey-province": { m26U: 1 },
    });
    expect(!r.ok && r.errors.map((e) => e.field)).toEqual([
      "placement.havana",
      "placement.santiago-de-cuba",
      "placement.camaguey-province",
    ]);
  });

  it("Government: 9 Troops and 8 Police among Cities only", () => {
    const good = applyPlacement(start, cities, {
      havana: { troop: 6, police: 4 },
      "camaguey-city": { troop: 1, police: 2 },
      "santiago-de-cuba": { troop: 2, police: 2 },
    });
    expect(good.ok).toBe(true);
    const r = applyPlacement(start, cities, {
      havana: { troop: 8, police: 8 },
      "las-villas": { troop: 1 },
    });
    expect(!r.ok && r.errors[0]).toEqual({
      field: "placement.las-villas",
      reason: "Las Villas is not a City: this step places in Cities only",
    });
  });

  it("Government: 3 Troops in any one Province", () => {
    expect(applyPlacement(start, province, { oriente: { troop: 3 } }).ok).toBe(true);
    const split = applyPlacement(start, province, {
      oriente: { troop: 2 },
      matanzas: { troop: 1 },
    });
    expect(!split.ok && split.errors[0].reason).toBe("all in one Province, got 2 spaces");
    const city = applyPlacement(start, province, { havana: { troop: 3 } });
    expect(!city.ok && city.errors[0].field).toBe("placement.havana");
  });

  it("the board limits still apply: no third Base (1.4.2)", () => {
    const crowded = {
      ...start,
      spaces: {
        ...start.spaces,
        oriente: {
          ...start.spaces.oriente,
          pieces: { ...start.spaces.oriente.pieces, govBase: 2 },
        },
      },
    };
    const r = applyPlacement(crowded, m26, {
      oriente: { m26Base: 1, m26U: 1 },
      matanzas: { m26U: 3 },
    });
    expect(!r.ok && r.errors[0].field).toBe("spaces.oriente.bases");
  });
});

describe("placement in the log", () => {
  it("takes the steps in order, and undo puts a step back", () => {
    const log = logOf("variable", { ...ALL_NP, SYN: "player", DR: "player" });
    const first = foldGame(log);
    expect(first.ok && first.value.placement).toEqual([0, 1]);
    const outOfOrder = push(log, {
      type: "setup.placed",
      payload: { step: 1, placement: { oriente: { drU: 3 } } },
    });
    expect(foldGame(outOfOrder)).toMatchObject({ ok: false, errors: [{ field: "log[1] → step" }] });
    let good = push(log, {
      type: "setup.placed",
      payload: {
        step: 0,
        placement: {
          oriente: { casinoOpen: 1 },
          matanzas: { casinoOpen: 1 },
          "las-villas": { casinoOpen: 1 },
        },
      },
    });
    const s = foldGame(good);
    expect(s.ok && s.value.placement).toEqual([1]);
    expect(s.ok && s.value.board.spaces.oriente.pieces.casinoOpen).toBe(1);
    good = push(good, { type: "meta.undo", payload: {} });
    const u = foldGame(good);
    expect(u.ok && u.value.placement).toEqual([0, 1]);
  });
});
