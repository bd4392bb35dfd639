import type { InstructionContext } from "@/lib/engine/cuba/calixto/contracts";
import {
  garrisonActivation,
  keepInOrigin,
  MOVE_HANDLERS,
  type Movement,
  marchActivates,
  originsInReach,
  planGet,
  sweepActivations,
} from "@/lib/engine/cuba/calixto/moves";
import type { RuleOptions } from "@/lib/engine/cuba/calixto/scope";
import type { Faction } from "@/lib/engine/cuba/types";
import { handBoard } from "./board";

const LINE = {
  sweep: "sweepMove",
  garrison: "garrisonMove",
  march: "marchMove",
  transport: "transport",
} as const;

function ctx(
  faction: Faction,
  movement: Movement,
  over: Partial<InstructionContext> = {},
  options: RuleOptions = { conflicts: {} },
): InstructionContext {
  return {
    faction,
    limited: false,
    free: false,
    selected: [],
    line: { n: 1, instruction: LINE[movement] },
    options,
    ...over,
  };
}

describe("Sweep (3.2.3, C8.6.4)", () => {
  it("Activates 1 Guerrilla per cube, only 1 per 2 cubes in Forest (odd cube dropped)", () => {
    const b = handBoard({
      "pinar-del-rio": { troop: 3, m26U: 3 },
      matanzas: { troop: 1, police: 1, m26U: 3 },
    });
    expect(sweepActivations(b, "pinar-del-rio")).toBe(1);
    expect(sweepActivations(b, "matanzas")).toBe(2);
    b.spaces["pinar-del-rio"].pieces.troop = 1;
    expect(sweepActivations(b, "pinar-del-rio")).toBe(0);
  });

  it("a Forest space with 1 cube and no possible origin has no effect: no candidate; 2 cubes: candidate", () => {
    const b = handBoard({ "pinar-del-rio": { police: 1, drU: 1 } });
    const c = MOVE_HANDLERS.sweepMove;
    expect(c.candidates(b, ctx("GOV", "sweep"))).not.toContain("pinar-del-rio");
    b.spaces["pinar-del-rio"].pieces.police = 2;
    expect(c.candidates(b, ctx("GOV", "sweep"))).toContain("pinar-del-rio");
  });

  it("never an EC, never for an Insurgent, never a space already selected", () => {
    const b = handBoard({ "ec-west": { troop: 2, m26U: 2 }, havana: { troop: 2, drU: 1 } });
    expect(MOVE_HANDLERS.sweepMove.candidates(b, ctx("GOV", "sweep"))).not.toContain("ec-west");
    expect(MOVE_HANDLERS.sweepMove.candidates(b, ctx("DR", "sweep"))).toEqual([]);
    expect(
      MOVE_HANDLERS.sweepMove.candidates(b, ctx("GOV", "sweep", { selected: ["havana"] })),
    ).not.toContain("havana");
  });

  it("Activates player Guerrillas before NP ones (C8.5.8)", () => {
    const b = handBoard({ havana: { troop: 1, m26U: 1, drU: 1 } }, { DR: "player" });
    const r = MOVE_HANDLERS.sweepMove.execute(b, "havana", ctx("GOV", "sweep"), []);
    expect(r.kind === "done" && r.board.spaces.havana.pieces).toMatchObject({ drA: 1, m26U: 1 });
  });
});

describe("Garrison (3.2.2, C8.6.4)", () => {
  it("goes to ECs and Cities only, from anywhere, with no Activation roll", () => {
    const b = handBoard({
      "las-villas": { troop: 4, police: 4 },
      "ec-east": { m26U: 2 },
      "santiago-de-cuba": { m26U: 1 },
      oriente: { drU: 1 },
    });
    const cands = MOVE_HANDLERS.garrisonMove.candidates(b, ctx("GOV", "garrison"));
    expect(cands).toEqual(expect.arrayContaining(["ec-east", "santiago-de-cuba"]));
    expect(cands).not.toContain("oriente");
    expect(MOVE_HANDLERS.garrisonMove.activationRoll).toBe("none");
  });

  it("brings Police into a City it already Controls (G2) and 1 cube per Guerrilla onto an EC (G5), Police first", () => {
    const b = handBoard({
      "las-villas": { troop: 4, police: 4 },
      "camaguey-city": { troop: 2 },
      "ec-central": { m26U: 2, drU: 1 },
    });
    const keep = keepInOrigin(b, "GOV", "las-villas", "garrison");
    const ctxGet = { roll: null, extraMoved: 0, capLeft: Number.POSITIVE_INFINITY };
    const city = planGet(b, "GOV", "camaguey-city", keep.moveable, ctxGet);
    expect(city.kind === "plan" && city.take.map((p) => p.kind)).toEqual(["police"]);
    const ec = planGet(b, "GOV", "ec-central", keep.moveable, ctxGet);
    expect(ec.kind === "plan" && ec.take.map((p) => p.kind)).toEqual([
      "police",
      "police",
      "police",
    ]);
  });

  it("Activates in every EC after all moves, 1 Guerrilla per cube (garrisonActivation)", () => {
    const b = handBoard({
      "ec-west": { police: 2, m26U: 2, drU: 1 },
      "ec-east": { troop: 1, synU: 1 },
      "ec-central": { m26U: 2 },
      havana: { troop: 5, drU: 2 },
    });
    const step = garrisonActivation(b);
    expect(step.board.spaces["ec-west"].pieces).toMatchObject({ m26A: 2, drU: 1 });
    expect(step.board.spaces["ec-east"].pieces).toMatchObject({ synA: 1 });
    expect(step.board.spaces["ec-central"].pieces).toMatchObject({ m26U: 2 });
    expect(step.board.spaces.havana.pieces.drU).toBe(2);
    expect(step.changes.map((c) => c.text)).toEqual([
      "Activate 2 Underground 26July Guerrillas in West EC",
      "Activate 1 Underground Syndicate Guerrilla in East EC",
    ]);
  });
});

describe("March (3.3.2, C8.6.5)", () => {
  it("a moving group goes Active entering an EC or a City or Province with Support when it plus the cubes exceed 3", () => {
    const b = handBoard({
      havana: { troop: 2, support: 1 },
      "camaguey-city": { troop: 2 },
      "santiago-de-cuba": { troop: 2, support: -1 },
      matanzas: { support: 1, police: 1 },
      oriente: { troop: 3 },
    });
    expect(marchActivates(b, "havana", 2)).toBe(true);
    expect(marchActivates(b, "havana", 1)).toBe(false);
    expect(marchActivates(b, "camaguey-city", 5)).toBe(false); // Neutral City
    expect(marchActivates(b, "santiago-de-cuba", 5)).toBe(false); // City at Opposition
    expect(marchActivates(b, "ec-east", 4)).toBe(true);
    expect(marchActivates(b, "ec-east", 3)).toBe(false);
    expect(marchActivates(b, "matanzas", 3)).toBe(true);
    expect(marchActivates(b, "oriente", 5)).toBe(false); // Province without Support
  });

  it("NP Syndicate pays 1 Resource per City or Province destination, nothing for an EC, nothing when free", () => {
    const b = handBoard({ "ec-west": { synU: 3 }, "pinar-del-rio": { casinoOpen: 1, troop: 1 } });
    b.resources.SYN = 3;
    const paid = MOVE_HANDLERS.marchMove.execute(b, "pinar-del-rio", ctx("SYN", "march"), []);
    expect(paid.kind === "done" && paid.board.resources.SYN).toBe(2);
    const ec = MOVE_HANDLERS.marchMove.execute(b, "ec-west", ctx("SYN", "march"), []);
    expect(ec.kind === "done" && [ec.board.resources.SYN, ec.skipActivationRoll]).toEqual([
      3,
      true,
    ]);
    const free = MOVE_HANDLERS.marchMove.execute(
      b,
      "pinar-del-rio",
      ctx("SYN", "march", { free: true }),
      [],
    );
    expect(free.kind === "done" && free.board.resources.SYN).toBe(3);
  });

  it("NP Syndicate without Resources can only March onto ECs (C8.5.4)", () => {
    const b = handBoard({
      "la-habana": { synU: 4, casinoOpen: 1 },
      "pinar-del-rio": { troop: 2 },
      "ec-west": { police: 1 },
    });
    b.resources.SYN = 1;
    const rich = MOVE_HANDLERS.marchMove.candidates(b, ctx("SYN", "march"));
    expect(rich).toEqual(expect.arrayContaining(["pinar-del-rio", "ec-west"]));
    b.resources.SYN = 0;
    const poor = MOVE_HANDLERS.marchMove.candidates(b, ctx("SYN", "march"));
    expect(poor).toContain("ec-west");
    expect(poor).not.toContain("pinar-del-rio");
  });

  it("Morgan lets NP DR take origins two spaces away; 26J still only adjacent ones", () => {
    const b = handBoard({});
    expect(originsInReach(b, "DR", "march", "las-villas")).not.toContain("la-habana");
    b.capabilities = [{ card: 28, side: "unshaded" }];
    expect(originsInReach(b, "DR", "march", "las-villas")).toEqual(
      expect.arrayContaining(["la-habana", "matanzas", "camaguey-city", "oriente", "ec-central"]),
    );
    expect(originsInReach(b, "26J", "march", "las-villas")).not.toContain("la-habana");
  });
});

describe("Transport (4.2.1, C8.7.4) and Armored Cars (C8.6.3)", () => {
  it("takes Troops from a City or GOV Base space to any one other space", () => {
    const b = handBoard({ havana: { troop: 6, police: 2 }, "las-villas": { m26U: 2 } });
    const cands = MOVE_HANDLERS.transport.candidates(b, ctx("GOV", "transport"));
    expect(cands).toEqual(expect.arrayContaining(["las-villas", "oriente", "santiago-de-cuba"]));
    // Havana is the origin; an empty EC needs no cube (G5), so nothing would move there.
    expect(cands).not.toContain("havana");
    expect(cands).not.toContain("ec-east");
    expect(MOVE_HANDLERS.transport.activationRoll).toBe("none");
  });

  it("Armored Cars in play: recommended reading keeps Transport and Sweep moves; the alternative moves no Troops", () => {
    const b = handBoard({ havana: { troop: 6, police: 2 }, "la-habana": { m26U: 2 } });
    b.momentum = [1];
    expect(MOVE_HANDLERS.transport.candidates(b, ctx("GOV", "transport")).length).toBeGreaterThan(
      0,
    );
    expect(MOVE_HANDLERS.sweepMove.candidates(b, ctx("GOV", "sweep"))).toContain("la-habana");
    const alt: RuleOptions = { conflicts: { "move-armored-cars-scope": "alternative" } };
    expect(MOVE_HANDLERS.transport.candidates(b, ctx("GOV", "transport", {}, alt))).toEqual([]);
    expect(MOVE_HANDLERS.sweepMove.candidates(b, ctx("GOV", "sweep", {}, alt))).not.toContain(
      "la-habana",
    );
    // A player Government is not bound by the NP note.
    const p = handBoard({ havana: { troop: 6, police: 2 } }, { GOV: "player" });
    p.momentum = [1];
    expect(
      MOVE_HANDLERS.transport.candidates(p, ctx("GOV", "transport", {}, alt)).length,
    ).toBeGreaterThan(0);
  });
});

it("every handler names its column and movement", () => {
  const ids = Object.entries(MOVE_HANDLERS).map(([k, h]) => [
    k,
    h.id,
    h.column("GOV"),
    h.column("DR"),
    h.movement,
  ]);
  expect(ids).toEqual([
    ["sweepMove", "sweepMove", "SWP", "SWP", "sweep"],
    ["garrisonMove", "garrisonMove", "GAR", "GAR", "garrison"],
    ["marchMove", "marchMove", null, "MD", "march"],
    ["transport", "transport", "TRN", "TRN", "transport"],
  ]);
});
