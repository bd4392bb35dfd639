import { standardBoard } from "@/data/cuba/scenarios";
import {
  decideEligibility,
  END_OF_TABLE,
  eligibleOrder,
  rowAfter,
} from "@/lib/engine/cuba/calixto/eligibility";
import { tableQuestionId } from "@/lib/engine/cuba/calixto/events";
import type { CardAction, Faction, GameBoard } from "@/lib/engine/cuba/types";
import { ALL_NP, c89 } from "../c89-positions";

/** A Standard board on `card` with `next` showing and the given Eligible Factions. */
function onCard(
  card: number,
  next: number | null,
  eligible: Faction[],
  acted: [Faction, CardAction][] = [],
): GameBoard {
  const b = standardBoard({ roles: ALL_NP, shortGame: false });
  b.currentCard = card;
  b.nextCard = next;
  for (const f of ["GOV", "26J", "DR", "SYN"] as Faction[])
    b.eligibility[f] = eligible.includes(f) ? "eligible" : "ineligible";
  b.cardActions = acted.map(([faction, action]) => ({ faction, action }));
  return b;
}

function decided(r: ReturnType<typeof decideEligibility>) {
  if (r.kind !== "decided") throw new Error(JSON.stringify(r));
  return r;
}

describe("NP Eligibility table rows (C8.5.2)", () => {
  it("1st row 3: Operation Only when the next Eligible could take an effective Critical Event", () => {
    // #24 Vilma Espín (M S D G), 26J and SYN Ineligible: DR 1st, GOV next. #24 is C for GOV
    // (shaded: 26J pieces to remove from a City other than Havana: Santiago has one).
    const b = onCard(24, 1, ["DR", "GOV"]);
    const r = decided(decideEligibility(b, "DR", 1));
    expect(r.action).toBe("opOnly");
    expect(r.row).toBe("1st-3");
  });

  it("1st row 3 is false when the Event would not be effective for the next Eligible", () => {
    const b = onCard(24, 1, ["DR", "GOV"]);
    b.spaces["santiago-de-cuba"].pieces.m26U = 0;
    const r = decided(decideEligibility(b, "DR", 1));
    expect(r.row).not.toBe("1st-3");
  });

  it("1st row 3 evidence judges the next Eligible Faction, not the 1st Eligible (C8.5.2)", () => {
    // #20 (M D S G), 26J 1st, SYN next: #20 is not Critical for SYN.
    const r = decided(decideEligibility(onCard(20, 13, ["26J", "SYN"]), "26J", 1));
    const row3 = r.rows.find((t) => t.kind === "eligibility" && t.row === "1st-3");
    const evidence = row3?.kind === "eligibility" ? (row3.evidence ?? []) : [];
    expect(evidence[0]).toBe("next Eligible: Syndicate");
    expect(evidence.join(" | ")).not.toMatch(/1st Eligible/);
    expect(evidence.at(-1)).toMatch(/Syndicate/);
    expect(evidence.at(-1)).toMatch(/Critical/);
  });

  it("1st row 4: Pass to be 1st Eligible on an upcoming Critical Event", () => {
    // #20 (M D S G), 26J 1st; next #21 Fangio (M S G D) is C★ for 26J.
    const r = decided(decideEligibility(onCard(20, 21, ["26J", "SYN"]), "26J", 1));
    expect(r.action).toBe("pass");
    expect(r.row).toBe("1st-4");
  });

  it("after the 1st Eligible passes, the next Eligible Faction becomes 1st Eligible (2.3.3)", () => {
    const b = onCard(20, 21, ["26J", "SYN"], [["26J", "pass"]]);
    const o = eligibleOrder(b);
    expect(o.ok && o.value.next).toEqual({ faction: "SYN", position: 1 });
    expect(decided(decideEligibility(b, "SYN", 1)).position).toBe(1);
  });

  it("1st row 4 reads only Critical upcoming Events; the alternative reading takes any Event", () => {
    // #20, 26J 1st; next #13 El Che (M G D S) is – for 26J.
    const b = onCard(20, 13, ["26J", "SYN"]);
    expect(decided(decideEligibility(b, "26J", 1)).action).toBe("opSA");
    const alt = { conflicts: { "eligibility-1st-4-qualifier": "alternative" as const } };
    const r = decided(decideEligibility(b, "26J", 1, {}, undefined, undefined, alt));
    expect(r.action).toBe("pass");
    const last = r.rows.at(-1);
    expect(last?.kind === "eligibility" && last.evidence?.[0]).toMatch(/any upcoming Event/);
  });

  it("2nd row 4: Pass when it will be 1st Eligible on the upcoming Event", () => {
    // #20 after 26J's Op + SA: SYN 2nd; next #37 (S G M D), SYN leftmost and not Critical.
    const r = decided(
      decideEligibility(onCard(20, 37, ["26J", "SYN"], [["26J", "opSA"]]), "SYN", 2),
    );
    expect(r.action).toBe("pass");
    expect(r.row).toBe("2nd-4");
  });

  it("2nd row 1 is false when the 2nd Eligible can take a current Critical and effective Event", () => {
    // #8 after GOV's Op + SA: DR 2nd, #8 is only P for DR; make DR 1st on a Critical #35 next.
    const b = c89("c1AfterGov");
    b.nextCard = 35;
    b.eligibility["26J"] = "ineligible";
    b.eligibility.SYN = "ineligible";
    const r = decided(decideEligibility(b, "DR", 2));
    expect(r.action).toBe("pass");
    expect(r.row).toBe("2nd-1");
    // #5 Rolando Masferrer is C★ for DR: with Troops beside a Province at Active Support
    // (Pinar del Río, La Habana next to it has none; give it Troops) it can take it instead.
    const b2 = c89("c1AfterGov");
    b2.currentCard = 5;
    b2.nextCard = 35;
    b2.spaces["pinar-del-rio"].pieces.troop = 1;
    const r2 = decided(decideEligibility(b2, "DR", 2));
    expect(r2.rows[0].kind === "eligibility" && r2.rows[0].result).toBe("no");
    expect(r2.action).toBe("event");
  });

  it("red-checked row 1 is not read for a Faction other than GOV", () => {
    const b = onCard(35, 38, ["DR", "SYN", "26J"]);
    b.spaces.havana.pieces.m26U = 1;
    const r = decided(decideEligibility(b, "DR", 1));
    expect(r.rows[0]).toMatchObject({ row: "1st-1", result: "not read" });
  });

  it("GOV row 1 is false without an Underground DR or 26J Guerrilla in Havana", () => {
    const b = onCard(8, 20, ["GOV", "DR", "SYN", "26J"]);
    b.spaces.havana.pieces.drU = 0;
    b.spaces.havana.pieces.drA = 2;
    const r = decided(decideEligibility(b, "GOV", 1));
    expect(r.rows[0]).toMatchObject({ row: "1st-1", result: "no" });
    expect(r.row).toBe("1st-2"); // #8 is C★ for GOV: a City can be set to Active Support
    expect(r.event?.side).toBe("shaded");
  });

  it("continues at the next row when no Calixto card gave a legal Operation (C8.5.3)", () => {
    const b = c89("c4Start");
    expect(rowAfter(1, "1st-3")).toBe("1st-4");
    expect(rowAfter(1, "1st-5")).toBe(END_OF_TABLE);
    const again = decided(decideEligibility(b, "SYN", 1, {}, undefined, rowAfter(1, "1st-5")));
    expect(again.action).toBe("pass");
    expect(again.row).toBe(END_OF_TABLE);
    expect(again.rows).toEqual([expect.objectContaining({ rule: "C8.5.3", result: "pass" })]);
    const from4 = decided(decideEligibility(b, "SYN", 1, {}, undefined, "1st-4"));
    expect(from4.rows.map((t) => (t.kind === "eligibility" ? t.row : ""))).toEqual([
      "1st-4",
      "1st-5",
    ]);
  });

  it("asks the player once for an unreadable cell, then decides with the answer", () => {
    // #18 Pact of Caracas (M D G S): DR cell unreadable. 26J Ineligible: DR 1st.
    const b = onCard(18, 1, ["DR", "GOV", "SYN"]);
    const ask = decideEligibility(b, "DR", 1);
    expect(ask.kind).toBe("need");
    if (ask.kind !== "need" || ask.request.kind !== "question")
      throw new Error("question expected");
    expect(ask.request.id).toBe(tableQuestionId(18, "DR"));
    expect(ask.row).toBe("1st-2");
    expect(ask.request.options.map((o) => o.value)).toEqual(["C", "P", "M", "-"]);
    const r = decided(decideEligibility(b, "DR", 1, { [ask.request.id]: "C" }));
    expect(r.action).toBe("event");
    expect(r.event?.marker).toEqual({ capability: { card: 18, side: "unshaded" } });
    const notC = decided(decideEligibility(b, "DR", 1, { [ask.request.id]: "P" }));
    expect(notC.action).not.toBe("event");
  });

  it("rejects a Faction that is not next to act, a player Faction and a Propaganda card", () => {
    const b = c89("c1Start");
    const wrong = decideEligibility(b, "DR", 1);
    expect(wrong.kind === "error" && wrong.errors[0].field).toBe("faction");
    const p = c89("c1Start");
    p.roles.GOV = "player";
    const player = decideEligibility(p, "GOV", 1);
    expect(player.kind === "error" && player.errors[0].reason).toMatch(/player/);
    const prop = decideEligibility(c89("c8Start"), "DR", 1);
    expect(prop.kind === "error" && prop.errors[0].field).toBe("currentCard");
    const row = decideEligibility(b, "GOV", 1, {}, undefined, "2nd-3");
    expect(row.kind === "error" && row.errors[0].field).toBe("fromRow");
  });
});

describe("Eligibility modifiers", () => {
  it("MAP in play: NP GOV accompanies a Limited Operation with an SA", () => {
    const b = c89("c3AfterDr");
    b.cardActions = [{ faction: "DR", action: "opSA" }];
    b.nextCard = 37;
    b.momentum = [10];
    const r = decided(decideEligibility(b, "GOV", 2));
    expect(r.action).toBe("limOp");
    expect(r.withSpecialActivity).toBe(true);
  });

  it("final Event card (2.3.9): an Op + SA becomes a Limited Operation", () => {
    const b = c89("c1Start");
    b.propagandaLeft = 1;
    b.nextCard = 52;
    const r = decided(decideEligibility(b, "GOV", 1));
    expect(r.action).toBe("limOp");
    expect(r.limitedByFinalCard).toBe(true);
  });

  it("NP 26J holding Cash spends it on a free LimOp with its Limited Operation; NP SYN never does", () => {
    const b = c89("c4AfterSyn");
    b.spaces.oriente.cash = ["m26U"];
    expect(decided(decideEligibility(b, "26J", 2)).cashFreeLimOp).toBe(true);
    const s = c89("c2After26J");
    s.spaces.havana.pieces.synU = 1;
    s.spaces.havana.cash = ["synU"];
    const r = decided(decideEligibility(s, "SYN", 2));
    expect(r.action).toBe("limOp");
    expect(r.cashFreeLimOp).toBeUndefined();
  });
});
