import { SPECIAL_HANDLERS as SAS } from "@/lib/engine/cuba/calixto/specials";
import { ctx, dice, done, need, position, texts } from "../fixtures";

const m26 = ctx("26J", { operation: "terror" });

describe("Kidnap (4.3.3, C8.7.5)", () => {
  it("in a City, EC or open-Casino space, where 26July outnumbers Police and Terror is possible", () => {
    const b = position({
      havana: { pieces: { m26U: 1, police: 1 } },
      "camaguey-city": { pieces: { m26U: 2, police: 1 } },
      "ec-west": { pieces: { m26U: 1 } },
      matanzas: { pieces: { m26U: 1, casinoOpen: 1 } },
      oriente: { pieces: { m26U: 1 } },
      "santiago-de-cuba": { pieces: { m26A: 2 } },
    });
    expect(SAS.kidnap.candidates(b, m26)).toEqual(["ec-west", "matanzas", "camaguey-city"]);
    expect(SAS.kidnap.candidates(b, ctx("26J", { operation: "rally" }))).toEqual([]);
  });

  it("targets a player Government first: Terror, then a die roll of its Resources", () => {
    const b = position(
      { "camaguey-city": { pieces: { m26U: 2 }, support: 1 } },
      { roles: { GOV: "player" }, resources: { GOV: 3 } },
    );
    const n = need(SAS.kidnap.execute(b, "camaguey-city", m26, []));
    expect(n).toMatchObject({ request: { kind: "dice", spec: "1d6" } });
    const r = done(SAS.kidnap, b, "camaguey-city", m26, [dice(5)]);
    expect(r.board.resources.GOV).toBe(0);
    expect(r.board.resources["26J"]).toBe(b.resources["26J"]);
    expect(r.board.spaces["camaguey-city"]).toMatchObject({ terror: 1, support: 0 });
  });

  it("else the Syndicate where a Casino is open, and closes 1 open Casino there", () => {
    const b = position({ "camaguey-city": { pieces: { m26U: 1, casinoOpen: 2 } } });
    const r = done(SAS.kidnap, b, "camaguey-city", m26, [dice(4)]);
    expect(r.board.resources.SYN).toBe(b.resources.SYN - 4);
    expect(r.board.spaces["camaguey-city"].pieces).toMatchObject({
      casinoOpen: 1,
      casinoClosed: 1,
    });
  });

  it("takes Cash before Resources (Cash Ransom)", () => {
    const b = position({
      matanzas: { pieces: { m26U: 1, synU: 1, casinoOpen: 1 }, cash: ["synU"] },
    });
    const r = done(SAS.kidnap, b, "matanzas", m26);
    expect(r.board.spaces.matanzas.cash).toEqual(["m26A"]);
    expect(r.board.resources.SYN).toBe(b.resources.SYN);
    expect(texts(r)).toContain(
      "Move a Cash marker from an Underground Syndicate Guerrilla to an Active 26July Guerrilla in Matanzas",
    );
  });

  it("Cash Ransom gives the Cash to a 26July Guerrilla even if it already holds Cash (4.5.2)", () => {
    const b = position({
      matanzas: { pieces: { m26U: 1, synU: 1, casinoOpen: 1 }, cash: ["synU", "m26U"] },
    });
    const r = done(SAS.kidnap, b, "matanzas", m26);
    expect(r.board.spaces.matanzas.cash).toEqual(["m26A", "m26A"]);
    expect(r.board.resources.SYN).toBe(b.resources.SYN);
  });

  it("Raúl: a result below 4 is rerolled", () => {
    const b = position(
      { matanzas: { pieces: { m26U: 1, casinoOpen: 1 } } },
      { capabilities: [{ card: 22, side: "unshaded" }] },
    );
    expect(need(SAS.kidnap.execute(b, "matanzas", m26, [dice(2)]))).toMatchObject({
      request: { rule: "Event 22" },
    });
    const r = done(SAS.kidnap, b, "matanzas", m26, [dice(2), dice(6)]);
    expect(r.board.resources.SYN).toBe(b.resources.SYN - 6);
  });

  it("Raúl Momentum: Aid grows by twice the Resources taken", () => {
    const b = position({ matanzas: { pieces: { m26U: 1, casinoOpen: 1 } } }, { momentum: [22] });
    const r = done(SAS.kidnap, b, "matanzas", m26, [dice(3)]);
    expect(r.board.aid).toBe(b.aid + 6);
  });

  it("Guantánamo Bay: Sierra Maestra counts as a City", () => {
    const b = position(
      { "sierra-maestra": { pieces: { m26U: 1 } } },
      { capabilities: [{ card: 2, side: "unshaded" }] },
    );
    expect(SAS.kidnap.candidates(b, m26)).toEqual(["sierra-maestra"]);
  });
});

describe("Kidnap with a certain outcome (C8.2.1)", () => {
  it("does not roll when the target has 1 Resource or none left", () => {
    const b = position(
      { matanzas: { pieces: { m26U: 1, casinoOpen: 1 } } },
      { resources: { SYN: 1 } },
    );
    const r = done(SAS.kidnap, b, "matanzas", ctx("26J", { operation: "terror" }));
    expect(r.board.resources.SYN).toBe(0);
  });
});
