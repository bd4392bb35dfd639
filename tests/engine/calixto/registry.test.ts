import { OPERATION_HANDLERS } from "@/lib/engine/cuba/calixto/operations";
import { SPECIAL_HANDLERS } from "@/lib/engine/cuba/calixto/specials";
import { COLUMNS, type InstructionId } from "@/lib/engine/cuba/calixto/types";
import type { Faction } from "@/lib/engine/cuba/types";

/** Which Factions' cards carry each line (reference §1.1 shared boxes and SA lists). */
const USERS: Record<string, Faction[]> = {
  trainPlaceCubes: ["GOV"],
  trainPlaceBase: ["GOV"],
  trainCivicAction: ["GOV"],
  garrisonAssaultEc: ["GOV"],
  assaultBasesCasinos: ["GOV"],
  assault: ["GOV"],
  rallyPlaceBase: ["26J", "DR"],
  rallyPlaceGuerrillas: ["26J", "DR", "SYN"],
  rallyFlipMostActive: ["26J", "DR"],
  attack4Plus: ["26J", "DR"],
  attackAllActive: ["26J", "DR"],
  terrorShift: ["26J", "DR", "SYN"],
  terrorEcs: ["26J", "DR"],
  constructOpen: ["SYN"],
  constructPlace: ["SYN"],
  airStrikeVulnerable: ["GOV"],
  airStrike: ["GOV"],
  reprisal: ["GOV"],
  infiltrate: ["26J"],
  ambush: ["26J", "DR"],
  kidnap: ["26J"],
  subvert: ["DR"],
  assassinateCloseCasino: ["DR"],
  assassinateBase: ["DR"],
  assassinate: ["DR", "SYN"],
  profitPlaceCash: ["SYN"],
  profitCloseCasinos: ["SYN"],
  profitRemoveCash: ["SYN"],
  bribe: ["SYN"],
  muscle: ["SYN"],
  masferrerAssault: ["GOV"], // Rolando Masferrer's SA (back page), not on a card
};

describe("Handler registries", () => {
  const all = { ...OPERATION_HANDLERS, ...SPECIAL_HANDLERS };

  it("cover every Operation and SA line except the four moving lines", () => {
    expect(Object.keys(all).sort()).toEqual(Object.keys(USERS).sort());
    for (const [id, h] of Object.entries(all)) expect(h.id).toBe(id as InstructionId);
  });

  it("default to a column of the acting Faction's own table (C8.5.6)", () => {
    for (const [id, h] of Object.entries(all)) {
      for (const f of USERS[id]) {
        const col = h.column(f);
        if (col !== null) expect(COLUMNS[f] as readonly string[]).toContain(col);
      }
    }
  });

  it("limit the one-space Special Activities to one space", () => {
    for (const id of [
      "airStrike",
      "reprisal",
      "infiltrate",
      "ambush",
      "kidnap",
      "subvert",
      "bribe",
      "muscle",
      "masferrerAssault",
    ] as const)
      expect(SPECIAL_HANDLERS[id].maxSpaces).toBe(1);
  });
});
