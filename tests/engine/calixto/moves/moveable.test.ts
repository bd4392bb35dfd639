import { MOVE_CONFLICTS } from "@/data/cuba/calixto/move-priorities";
import { emptyBoard } from "@/data/cuba/scenarios";
import { keepInOrigin, moveableCount, moveablePieces } from "@/lib/engine/cuba/calixto/moves";
import type { RuleOptions } from "@/lib/engine/cuba/calixto/scope";
import type { GameBoard, PieceKind, SpaceId } from "@/lib/engine/cuba/types";
import { ALL_NP, c89Before } from "./c89-positions";

const alt = (id: string): RuleOptions => ({ conflicts: { [id]: "alternative" } });

function board(pieces: Partial<Record<SpaceId, Partial<Record<PieceKind, number>>>>): GameBoard {
  const b = emptyBoard({ roles: { ...ALL_NP }, shortGame: false });
  for (const [space, ps] of Object.entries(pieces)) {
    for (const [k, n] of Object.entries(ps)) b.spaces[space as SpaceId].pieces[k as PieceKind] = n;
  }
  return b;
}

describe("moveable pieces: the keep rules (C8.5.7, C8.5.2 Keep)", () => {
  it("C8.9 step 31 (card GG): Sierra Maestra keeps 3 26J (room for a Base, no Support), 3 Underground are moveable", () => {
    const b = c89Before(31);
    expect(b.spaces["sierra-maestra"].pieces).toMatchObject({
      m26U: 5,
      m26A: 1,
      m26Base: 1,
      troop: 1,
    });
    expect(moveablePieces(b, "26J", "sierra-maestra", "march")).toEqual({ m26U: 3 });
    expect(moveableCount(b, "26J", "sierra-maestra", "march")).toBe(3);
    const keep = keepInOrigin(b, "26J", "sierra-maestra", "march");
    expect(keep.kept.map((p) => p.kind).sort()).toEqual(["m26A", "m26U", "m26U"]);
    expect(keep.rows.find((r) => r.id === "K4")).toMatchObject({ result: "kept", pieces: 2 });
  });

  it("C8.9 step 6 (card 1): Santiago keeps Control and 1 Troop + 1 Police (City), so 1 Troop may Sweep out", () => {
    const b = c89Before(6);
    expect(moveablePieces(b, "GOV", "santiago-de-cuba", "sweep")).toEqual({ troop: 1 });
  });

  it("C8.9 step 51 (card 7): with no Police K2 cannot be met and is ignored; K1 holds (DR keeps Control)", () => {
    const b = c89Before(51);
    expect(b.spaces["santiago-de-cuba"].pieces).toMatchObject({ troop: 1, police: 0, drU: 3 });
    const keep = keepInOrigin(b, "GOV", "santiago-de-cuba", "sweep");
    expect(keep.rows.map((r) => [r.id, r.result])).toEqual([
      ["K1", "met"],
      ["K2", "ignored"],
    ]);
    expect(moveableCount(b, "GOV", "santiago-de-cuba", "sweep")).toBe(1);
  });

  it("C8.9 step 50 (card 7): the west EC has no Guerrillas, so K3 holds nothing back", () => {
    expect(moveablePieces(c89Before(50), "GOV", "ec-west", "sweep")).toEqual({ troop: 2 });
  });

  it("C8.9 step 44 (card J): Oriente has 1 moveable 26J; Las Villas' 2 would hand Control to GOV (K1)", () => {
    const b = c89Before(44);
    expect(moveableCount(b, "26J", "oriente", "march")).toBe(1);
    expect(moveableCount(b, "26J", "las-villas", "march")).toBe(0);
    expect(keepInOrigin(b, "26J", "las-villas", "march").rows[0]).toMatchObject({
      id: "K1",
      result: "kept",
      pieces: 2,
    });
  });

  it("K1 with ties: an uncontrolled origin keeps what stops another Faction gaining Control", () => {
    // Matanzas: 2 DR vs 2 GOV + 1 26J. No one Controls; 1 DR leaving still leaves no Control (2 vs 2).
    const b = board({ matanzas: { drU: 2, troop: 2, m26U: 1 } });
    expect(moveableCount(b, "DR", "matanzas", "march")).toBe(1);
    // 2 DR vs 2 GOV: one DR leaving gives GOV Control, so both stay.
    const c = board({ matanzas: { drU: 2, troop: 2 } });
    expect(moveableCount(c, "DR", "matanzas", "march")).toBe(0);
  });

  it("K1 keeps exactly the pieces Control needs (GOV 4 vs 1: 2 may go)", () => {
    const b = board({ oriente: { troop: 4, m26U: 1 } });
    expect(moveablePieces(b, "GOV", "oriente", "sweep")).toEqual({ troop: 2 });
  });

  it("K2 is read as City only; the alternative reading also keeps 1 Troop + 1 Police in Provinces", () => {
    const b = board({ matanzas: { troop: 3, police: 1 } });
    expect(moveablePieces(b, "GOV", "matanzas", "sweep")).toEqual({ troop: 3 });
    expect(moveablePieces(b, "GOV", "matanzas", "sweep", alt(MOVE_CONFLICTS.keepK2))).toEqual({
      troop: 2,
    });
  });

  it("K8: a Mountain Base without Underground Guerrillas keeps 2 Active ones", () => {
    // No room for a 26J Base (a GOV Base fills the 2nd slot), so K4 does not apply.
    const b = board({ "sierra-maestra": { m26Base: 1, govBase: 1, m26A: 3 } });
    b.spaces["sierra-maestra"].support = -2;
    expect(moveablePieces(b, "26J", "sierra-maestra", "march")).toEqual({ m26A: 1 });
    // With an Underground one too: K1 keeps 1 Active; K8 then needs 1 more piece either way
    // and keeps the one that would move last (Active), so the Underground one may go.
    b.spaces["sierra-maestra"].pieces.m26U = 1;
    const keep = keepInOrigin(b, "26J", "sierra-maestra", "march");
    expect(keep.rows.find((r) => r.id === "K8")).toMatchObject({ result: "kept", pieces: 1 });
    expect(moveablePieces(b, "26J", "sierra-maestra", "march")).toEqual({ m26U: 1, m26A: 1 });
  });

  it("K4 needs room (stacking, 1.4.2) and an Available 26J Base (1.4.1)", () => {
    const b = board({ oriente: { m26U: 4 } });
    expect(moveableCount(b, "26J", "oriente", "march")).toBe(1);
    b.spaces.oriente.pieces.m26Base = 2; // no room left: K1 and K7 keep 1 Underground only
    expect(moveableCount(b, "26J", "oriente", "march")).toBe(3);
    const c = board({ oriente: { m26U: 4 }, havana: { m26Base: 4 } });
    expect(moveableCount(c, "26J", "oriente", "march")).toBe(3); // no Available Base: only K1 and K5
  });

  it("K3/K9: an EC keeps 1 cube per Guerrilla for GOV, and 26J+DR above the cubes for 26J", () => {
    const b = board({ "ec-east": { police: 2, troop: 1, m26U: 2, drU: 1 } });
    expect(moveableCount(b, "GOV", "ec-east", "garrison")).toBe(0);
    // 4 Guerrillas and only 3 cubes: K3 cannot be met, so it is ignored (C8.5.2 Keep).
    b.spaces["ec-east"].pieces.m26U = 3;
    expect(moveableCount(b, "GOV", "ec-east", "garrison")).toBe(3);
    // 26J+DR 4 > 3 cubes must hold: 1 DR + 3 26J are needed, none of the 26J may go.
    expect(moveableCount(b, "26J", "ec-east", "march")).toBe(0);
    b.spaces["ec-east"].pieces.m26U = 6;
    expect(moveableCount(b, "26J", "ec-east", "march")).toBe(3);
  });

  it("Garrison moves cubes (Police first), Sweep and Transport only Troops, March only own Guerrillas", () => {
    const b = board({ "camaguey-city": { troop: 3, police: 3 } });
    // K1 keeps 1 (the Troop, last in move order), K2 adds 1 Police.
    expect(moveablePieces(b, "GOV", "camaguey-city", "garrison")).toEqual({ police: 2, troop: 2 });
    expect(moveablePieces(b, "GOV", "camaguey-city", "sweep")).toEqual({ troop: 2 });
    expect(moveablePieces(b, "26J", "camaguey-city", "march")).toEqual({});
    expect(moveablePieces(b, "DR", "camaguey-city", "sweep")).toEqual({});
  });

  it("Transport counts only from a City or a GOV Base space (4.2.1)", () => {
    const b = board({ "las-villas": { troop: 4 }, matanzas: { troop: 4, govBase: 1 } });
    expect(moveableCount(b, "GOV", "las-villas", "transport")).toBe(0);
    expect(moveableCount(b, "GOV", "matanzas", "transport")).toBe(4);
  });

  it("Armored Cars: NP GOV still moves Troops by default; the alternative reading moves none", () => {
    const b = board({ matanzas: { troop: 4 } });
    b.momentum = [1];
    expect(moveableCount(b, "GOV", "matanzas", "sweep")).toBe(3); // K1 keeps 1
    const opts = alt(MOVE_CONFLICTS.armoredCars);
    expect(moveableCount(b, "GOV", "matanzas", "sweep", opts)).toBe(0);
    b.spaces.matanzas.pieces.police = 2;
    expect(moveablePieces(b, "GOV", "matanzas", "garrison", opts)).toEqual({ police: 2 });
  });
});
