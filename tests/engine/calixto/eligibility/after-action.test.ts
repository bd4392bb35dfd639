import {
  advanceCard,
  afterAction,
  cardDone,
  cashHandOff,
  eligibleOrder,
  endCard,
  eventEligibility,
  nextEligibility,
  spendCashForFreeLimOp,
} from "@/lib/engine/cuba/calixto/eligibility";
import type { GameBoard } from "@/lib/engine/cuba/types";
import { c89 } from "../c89-positions";

function ok<T>(r: { ok: true; value: T } | { ok: false; errors: unknown }): T {
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.value;
}

describe("after each action on the card (2.3.3-2.3.8)", () => {
  it("NP Syndicate gains 1 Resource when it Passes (C8.5.2); C8.9 card 6: 7 → 8", () => {
    const r = ok(afterAction(c89("c6AfterDr"), "SYN", "pass"));
    expect(r.board.resources.SYN).toBe(8);
    expect(r.cardDone).toBe(false);
    expect(r.changes.map((c) => c.text)).toEqual([
      "Sequence of Play: Syndicate cylinder to Pass",
      "Syndicate Resources 7 → 8",
    ]);
  });

  it("NP DR gains nothing when it Passes (C8.2.1); C8.9 card 5", () => {
    const b = c89("c5AfterGov");
    const r = ok(afterAction(b, "DR", "pass"));
    expect(r.board.resources).toEqual(b.resources);
  });

  it("a player Government gains 3 and a player Insurgent 1 when Passing (2.3.3)", () => {
    const g = c89("c1Start");
    g.roles.GOV = "player";
    expect(ok(afterAction(g, "GOV", "pass")).board.resources.GOV).toBe(g.resources.GOV + 3);
    const d = c89("c1AfterGov");
    d.roles.DR = "player";
    expect(ok(afterAction(d, "DR", "pass")).board.resources.DR).toBe(d.resources.DR + 1);
  });

  it("card 6: DR Event, SYN Pass, then 26J acts as 2nd Eligible and the card ends", () => {
    let b: GameBoard = c89("c6Start");
    b = ok(afterAction(b, "DR", "event")).board;
    b = ok(afterAction(b, "SYN", "pass")).board;
    const o = ok(eligibleOrder(b));
    expect([o.first, o.second]).toEqual(["DR", "26J"]);
    const last = ok(afterAction(b, "26J", "opSA"));
    expect(last.cardDone).toBe(true);
    // The actions stay on the track until the next card is played: they mark the card as done.
    expect(cardDone(last.board)).toBe(true);
    // 2.3.7 when the next card is played: DR and 26J executed, so Ineligible; SYN passed and GOV
    // did nothing: Eligible. The action boxes are cleared.
    const played = ok(advanceCard(last.board, 38));
    expect(played.board.eligibility).toEqual({
      GOV: "eligible",
      "26J": "ineligible",
      DR: "ineligible",
      SYN: "eligible",
    });
    expect(played.board.cardActions).toEqual([]);
  });

  it("the card ends when every Eligible Faction has Passed", () => {
    let b: GameBoard = c89("c5Start");
    b = ok(afterAction(b, "GOV", "pass")).board;
    expect(cardDone(b)).toBe(false);
    const r = ok(afterAction(b, "DR", "pass"));
    expect(r.cardDone).toBe(true);
    const played = ok(advanceCard(r.board, 38));
    expect(played.board.eligibility.GOV).toBe("eligible");
    expect(played.board.eligibility.SYN).toBe("eligible");
  });

  it("endCard takes Event overrides (e.g. a Faction that stays Eligible)", () => {
    const b = c89("c3AfterDr");
    b.cardActions.push({ faction: "GOV", action: "opSA" });
    const s = endCard(b, { DR: "eligible" });
    expect(s.board.eligibility.DR).toBe("eligible");
    expect(s.board.eligibility.GOV).toBe("ineligible");
  });

  it("a Limited Operation counts as an Operation: Ineligible next card; no action: Eligible (2.3.5, 2.3.7)", () => {
    const b = c89("c3AfterDr");
    b.cardActions = [
      { faction: "DR", action: "opOnly" },
      { faction: "GOV", action: "limOp" },
    ];
    const s = endCard(b, {});
    expect(s.board.eligibility.GOV).toBe("ineligible");
    expect(s.board.eligibility.DR).toBe("ineligible");
    expect(s.board.eligibility.SYN).toBe("eligible");
    expect(s.board.eligibility["26J"]).toBe("eligible");
  });

  it("rejects an action out of turn or not open to the 2nd Eligible (2.3.4)", () => {
    const wrong = afterAction(c89("c1Start"), "DR", "opSA");
    expect(!wrong.ok && wrong.errors[0].field).toBe("faction");
    const ev = afterAction(c89("c2After26J"), "SYN", "event");
    expect(ev.ok).toBe(true);
    const b = c89("c3AfterDr");
    b.cardActions = [{ faction: "DR", action: "opOnly" }];
    const late = afterAction(b, "GOV", "event");
    expect(!late.ok && late.errors[0].field).toBe("action");
    // After an Operation (with or without an SA) the 2nd Eligible's Operation is Limited; an
    // Operation Only (or with an SA) follows only the Event.
    for (const first of ["opOnly", "opSA", "limOp"] as const) {
      b.cardActions = [{ faction: "DR", action: first }];
      const full = afterAction(b, "GOV", "opOnly");
      expect(!full.ok && full.errors[0].field).toBe("action");
      expect(afterAction(b, "GOV", "limOp").ok).toBe(true);
    }
    b.cardActions = [{ faction: "DR", action: "event" }];
    expect(afterAction(b, "GOV", "opOnly").ok).toBe(true);
  });

  it("advanceCard plays the card showing and counts the Campaign, once the card is done", () => {
    const b = ok(afterAction(c89("c1AfterGov"), "DR", "event")).board;
    const s = ok(advanceCard(b, 28));
    expect([s.board.currentCard, s.board.nextCard, s.board.campaignCard]).toEqual([20, 28, 2]);
    expect(advanceCard(c89("c1AfterGov"), 28).ok).toBe(false);
  });
});

describe("NP Cash (C8.2.1)", () => {
  it("spends one held Cash marker on the free LimOp; a random pick when several", () => {
    const b = c89("c4AfterSyn");
    b.spaces.oriente.cash = ["m26U"];
    b.spaces["sierra-maestra"].cash = ["m26U"];
    const need = spendCashForFreeLimOp(b, "26J", []);
    expect(need.kind === "need" && need.need.kind === "request" && need.need.request.kind).toBe(
      "tieBreak",
    );
    const done = spendCashForFreeLimOp(b, "26J", [{ kind: "choice", value: "oriente:m26U:0" }]);
    if (done.kind !== "done") throw new Error("done expected");
    expect(done.board.spaces.oriente.cash).toEqual([]);
    expect(done.board.spaces["sierra-maestra"].cash).toEqual(["m26U"]);
  });

  it("hands Cash to another own piece, then to NP GOV, DR, 26J, SYN in that order, else Available", () => {
    const b = c89("c7Start");
    // Santiago: 3 DR Guerrillas, 1 Troop, 1 Active 26J. A DR Guerrilla with Cash just left.
    expect(cashHandOff(b, "santiago-de-cuba", "DR").to).toBe("drU");
    const noDr = structuredClone(b);
    noDr.spaces["santiago-de-cuba"].pieces.drU = 0;
    expect(cashHandOff(noDr, "santiago-de-cuba", "DR").to).toBe("troop");
    noDr.spaces["santiago-de-cuba"].pieces.troop = 0;
    expect(cashHandOff(noDr, "santiago-de-cuba", "DR").to).toBe("m26A");
    noDr.spaces["santiago-de-cuba"].pieces.m26A = 0;
    const none = cashHandOff(noDr, "santiago-de-cuba", "DR");
    expect(none.to).toBeNull();
    expect(none.changes[0].text).toMatch(/to Available/);
  });

  it("hands Cash only to NP Factions, and leaves a player's Cash to the player", () => {
    const b = c89("c7Start");
    b.spaces["santiago-de-cuba"].pieces.drU = 0;
    b.roles.GOV = "player";
    expect(cashHandOff(b, "santiago-de-cuba", "DR").to).toBe("m26A");
    b.roles.DR = "player";
    expect(cashHandOff(b, "santiago-de-cuba", "DR").playerDecides).toBe(true);
  });
});

describe("Events that change Eligibility (2.3.7)", () => {
  it("#19: the executing Faction stays Eligible; #47 shaded: 26J and DR Ineligible next card", () => {
    expect(eventEligibility(19, "unshaded", "DR")).toEqual({ DR: "eligible" });
    expect(eventEligibility(47, "shaded", "GOV")).toEqual({
      "26J": "ineligible",
      DR: "ineligible",
    });
    expect(eventEligibility(8, "unshaded", "DR")).toEqual({});
    const b = c89("c3AfterDr");
    b.currentCard = 19;
    b.cardActions = [
      { faction: "DR", action: "event" },
      { faction: "GOV", action: "opSA" },
    ];
    const s = endCard(b, eventEligibility(19, "unshaded", "DR"));
    expect(s.board.eligibility.DR).toBe("eligible");
    expect(s.board.eligibility.GOV).toBe("ineligible");
  });

  it("a player's Event side is kept on the track and applied when the next card is played", () => {
    // #19 (order 26J, DR, SYN, GOV): the player 26July plays the unshaded side, which keeps the
    // executing Faction Eligible; NP DR then does Op + SA and becomes Ineligible as usual.
    let b: GameBoard = c89("c1Start");
    b.currentCard = 19;
    b.roles["26J"] = "player";
    b = ok(afterAction(b, "26J", "event", "unshaded")).board;
    expect(b.cardActions[0]).toEqual({ faction: "26J", action: "event", side: "unshaded" });
    b = ok(afterAction(b, "DR", "opSA")).board;
    expect(nextEligibility(b).map((e) => [e.faction, e.value, e.reason])).toEqual([
      ["GOV", "eligible", "didNotExecute"],
      ["26J", "eligible", "event"],
      ["DR", "ineligible", "executed"],
      ["SYN", "eligible", "didNotExecute"],
    ]);
    const next = ok(advanceCard(b, null)).board.eligibility;
    expect(next["26J"]).toBe("eligible");
    expect(next.DR).toBe("ineligible");
  });

  it("#47 shaded played by a player DR makes 26July Ineligible though it did not act", () => {
    let b: GameBoard = c89("c1Start");
    b.currentCard = 47; // order SYN, DR, 26J, GOV
    b.roles.DR = "player";
    b = ok(afterAction(b, "SYN", "opSA")).board;
    b = ok(afterAction(b, "DR", "event", "shaded")).board;
    const e = nextEligibility(b).find((x) => x.faction === "26J");
    expect(e).toEqual({
      faction: "26J",
      value: "ineligible",
      reason: "event",
      event: { card: 47, side: "shaded", executing: "DR" },
    });
    expect(ok(advanceCard(b, null)).board.eligibility["26J"]).toBe("ineligible");
  });

  it("a player's Event recorded without a side changes nothing beyond 2.3.7; a side on a non-Event is refused", () => {
    let b: GameBoard = c89("c1Start");
    b.currentCard = 19;
    b.roles["26J"] = "player";
    const bad = afterAction(b, "26J", "opSA", "shaded");
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors[0]?.field).toBe("side");
    // #19 has one text only: there is no shaded side to have played (5.2).
    const single = afterAction(b, "26J", "event", "shaded");
    expect(single.ok).toBe(false);
    if (!single.ok) expect(single.errors[0]?.reason).toMatch(/#19 .* has one text only/);
    b = ok(afterAction(b, "26J", "event")).board;
    b = ok(afterAction(b, "DR", "opSA")).board;
    expect(ok(advanceCard(b, null)).board.eligibility["26J"]).toBe("ineligible");
  });
});
