/**
 * The Faction order of each Event card (2.3.2: who is 1st and 2nd Eligible, left to right) against
 * the playbook: every card's heading in "Event Text and Background" and the Card List on its
 * back page print the same order, in letters (G Government, M 26July, D Directorio, S Syndicate).
 * Table written by hand from /work/shared/reference/cuba-libre-playbook.txt.
 */
import { EVENT_CARDS, eventCard } from "@/data/cuba/events";
import { eligibleOrder, projectedFirstEligible } from "@/lib/engine/cuba/calixto/eligibility";
import type { Faction } from "@/lib/engine/cuba/types";
import { c89 } from "../calixto/c89-positions";

const PLAYBOOK_ORDER: Record<number, string> = {
  1: "GMDS",
  2: "GMDS",
  3: "GMSD",
  4: "GMSD",
  5: "GDMS",
  6: "GDMS",
  7: "GDSM",
  8: "GDSM",
  9: "GSMD",
  10: "GSMD",
  11: "GSDM",
  12: "GSDM",
  13: "MGDS",
  14: "MGDS",
  15: "MGSD",
  16: "MGSD",
  17: "MDGS",
  18: "MDGS",
  19: "MDSG",
  20: "MDSG",
  21: "MSGD",
  22: "MSGD",
  23: "MSDG",
  24: "MSDG",
  25: "DGMS",
  26: "DGMS",
  27: "DGSM",
  28: "DGSM",
  29: "DMGS",
  30: "DMGS",
  31: "DMSG",
  32: "DMSG",
  33: "DSGM",
  34: "DSGM",
  35: "DSMG",
  36: "DSMG",
  37: "SGMD",
  38: "SGMD",
  39: "SGDM",
  40: "SGDM",
  41: "SMGD",
  42: "SMGD",
  43: "SMDG",
  44: "SMDG",
  45: "SDGM",
  46: "SDGM",
  47: "SDMG",
  48: "SDMG",
};

const LETTER: Record<Faction, string> = { GOV: "G", "26J": "M", DR: "D", SYN: "S" };

describe("Event card Faction order (2.3.2) matches the playbook", () => {
  it("covers the 48 Event cards", () => {
    expect(EVENT_CARDS.map((c) => c.id)).toEqual(Object.keys(PLAYBOOK_ORDER).map(Number));
  });

  it.each(EVENT_CARDS.map((c) => [c.id, c.title] as const))("#%i %s", (id) => {
    const card = eventCard(id);
    expect(card?.order.map((f) => LETTER[f]).join("")).toBe(PLAYBOOK_ORDER[id]);
  });

  it("each order says where it was read", () => {
    for (const c of EVENT_CARDS) {
      expect(c.orderFrom).toEqual({ source: "playbook", ref: `Event Text #${c.id}; Card List` });
    }
  });
});

describe("what the order decides on #17 Alberto Bayo (2.3.2; C8.5.2 Eligibility table)", () => {
  it("with 26July and DR Ineligible, the Government is 1st Eligible and the Syndicate 2nd", () => {
    const b = c89("c1Start");
    b.currentCard = 17;
    b.eligibility["26J"] = "ineligible";
    b.eligibility.DR = "ineligible";
    const o = eligibleOrder(b);
    if (!o.ok) throw new Error(JSON.stringify(o.errors));
    expect([o.value.first, o.value.second]).toEqual(["GOV", "SYN"]);
  });

  it("as the next card, it puts the Government ahead of the Syndicate once 26July and DR have acted", () => {
    const b = c89("c1Start");
    b.cardActions = [
      { faction: "26J", action: "opSA" },
      { faction: "DR", action: "event" },
    ];
    expect(projectedFirstEligible(b, 17, "SYN")).toBe("GOV");
  });
});
