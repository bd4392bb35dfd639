import { SPECIAL_HANDLERS as SAS } from "@/lib/engine/cuba/calixto/specials";
import { ctx, done, position, texts } from "../fixtures";

const syn = ctx("SYN", { operation: "construct" });

describe("Profit (4.5.1, C8.7.7)", () => {
  it("① places Cash with a Syndicate Guerrilla, Underground first, where a Casino is open; 2 spaces at most", () => {
    const b = position({
      havana: { pieces: { synU: 1, synA: 1, casinoOpen: 1 } },
      matanzas: { pieces: { synA: 1, casinoOpen: 1 } },
      oriente: { pieces: { synU: 1, casinoClosed: 1 } },
      "camaguey-city": { pieces: { police: 1, casinoOpen: 1 } },
    });
    expect(SAS.profitPlaceCash.maxSpaces).toBe(2);
    expect(SAS.profitPlaceCash.candidates(b, syn)).toEqual(["havana", "matanzas"]);
    const r = done(SAS.profitPlaceCash, b, "havana", syn);
    expect(r.board.spaces.havana.cash).toEqual(["synU"]);
    expect(SAS.profitPlaceCash.candidates(b, ctx("SYN", { operation: "terror" }))).toEqual([]);
  });

  it("① may place Cash with a Guerrilla that already holds Cash (a piece may hold several, 4.5.2)", () => {
    const b = position({ havana: { pieces: { synU: 1, casinoOpen: 1 }, cash: ["synU"] } });
    expect(SAS.profitPlaceCash.candidates(b, syn)).toEqual(["havana"]);
    const r = done(SAS.profitPlaceCash, b, "havana", syn);
    expect(r.board.spaces.havana.cash).toEqual(["synU", "synU"]);
  });

  it("① needs an Available Cash marker (4 in all)", () => {
    const b = position({
      havana: {
        pieces: { synU: 2, synA: 2, casinoOpen: 1 },
        cash: ["synU", "synU", "synA", "synA"],
      },
      matanzas: { pieces: { synU: 1, casinoOpen: 1 } },
    });
    expect(SAS.profitPlaceCash.candidates(b, syn)).toEqual([]);
  });

  it("② closes every open Casino for +3 each, never in the final Campaign", () => {
    const b = position({ havana: { pieces: { casinoOpen: 2 } } });
    const r = done(SAS.profitCloseCasinos, b, "havana", syn);
    expect(r.board.spaces.havana.pieces).toMatchObject({ casinoOpen: 0, casinoClosed: 2 });
    expect(r.board.resources.SYN).toBe(b.resources.SYN + 6);
    expect(SAS.profitCloseCasinos.candidates({ ...b, propagandaLeft: 1 }, syn)).toEqual([]);
  });

  it("③ removes all Cash Syndicate Guerrillas hold for +3 each, Resources capped at 49", () => {
    const b = position(
      { havana: { pieces: { synU: 1, synA: 1, police: 1 }, cash: ["synU", "synA", "police"] } },
      { resources: { SYN: 45 } },
    );
    const r = done(SAS.profitRemoveCash, b, "havana", syn);
    expect(r.board.spaces.havana.cash).toEqual(["police"]);
    expect(r.board.resources.SYN).toBe(49);
    expect(texts(r)).toContain(
      "Remove a Cash marker held by an Active Syndicate Guerrilla in Havana",
    );
  });
});
