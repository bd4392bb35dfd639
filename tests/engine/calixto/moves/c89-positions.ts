import { standardBoard } from "@/data/cuba/scenarios";
import type { GameBoard, PieceKind, SpaceId, SupportLevel } from "@/lib/engine/cuba/types";

/**
 * Positions of the C8.9 worked example (reference §4), built from the Standard deployment plus
 * the changes of each replay step, so a test can start "just before step N". All four Factions
 * are Non-players. Only board changes are listed (eligibility and cards are not needed here).
 */
export const ALL_NP = { GOV: "np", "26J": "np", DR: "np", SYN: "np" } as const;

type Change =
  | { space: SpaceId; piece: PieceKind; by: number }
  | { space: SpaceId; support: SupportLevel }
  | { space: SpaceId; terror: number }
  | { resourcesSyn: number }
  | { capability: number };

const p = (space: SpaceId, piece: PieceKind, by: number): Change => ({ space, piece, by });

/** Board changes per reference §4 step number. */
const STEPS: Record<number, Change[]> = {
  // Card 1. 4: Sweep Havana in place, both DR Activated.
  4: [p("havana", "drU", -2), p("havana", "drA", 2)],
  // 6: 1 Troop Santiago → Sierra Maestra, 1 26J Activated there.
  6: [
    p("santiago-de-cuba", "troop", -1),
    p("sierra-maestra", "troop", 1),
    p("sierra-maestra", "m26U", -1),
    p("sierra-maestra", "m26A", 1),
  ],
  // 8: Air Strike closes the Pinar del Río Casino.
  8: [p("pinar-del-rio", "casinoOpen", -1), p("pinar-del-rio", "casinoClosed", 1)],
  // 9: General Strike (DR, unshaded): Havana Passive Support, Camagüey City Neutral, 1 DR per City.
  9: [
    { space: "havana", support: 1 },
    { space: "camaguey-city", support: 0 },
    p("havana", "drU", 1),
    p("camaguey-city", "drU", 1),
    p("santiago-de-cuba", "drU", 1),
  ],
  // Card 2. 12-14: Rally 4 in Sierra Maestra, 1 in Oriente, 1 in Las Villas.
  12: [p("sierra-maestra", "m26U", 4)],
  13: [p("oriente", "m26U", 1)],
  14: [p("las-villas", "m26U", 1)],
  // 16: Infiltrate Las Villas: a Troop replaced by a 26J Guerrilla.
  16: [p("las-villas", "troop", -1), p("las-villas", "m26U", 1)],
  // 19: Construct: closed Casino in Havana, SYN Resources 10.
  19: [p("havana", "casinoClosed", 1), { resourcesSyn: 10 }],
  // Card 3. 20: Morgan in play. 23: Air Strike closes La Habana's Casino.
  20: [{ capability: 28 }],
  23: [p("la-habana", "casinoOpen", -1), p("la-habana", "casinoClosed", 1)],
  // 24: Assault Havana: 2 Active DR removed, the open Casino closed.
  24: [p("havana", "drA", -2), p("havana", "casinoOpen", -1), p("havana", "casinoClosed", 1)],
  // Card 4. 28: SYN Rally in Havana, Pinar del Río, La Habana; Resources 7.
  28: [
    p("havana", "synU", 1),
    p("pinar-del-rio", "synU", 1),
    p("la-habana", "synU", 1),
    { resourcesSyn: 7 },
  ],
  // 29: Muscle: 2 Troops Las Villas → west EC.
  29: [p("las-villas", "troop", -2), p("ec-west", "troop", 2)],
  // 33: March: 3 Underground 26J Sierra Maestra → Oriente.
  33: [p("sierra-maestra", "m26U", -3), p("oriente", "m26U", 3)],
  // Card 5. 36: Transport 3 Troops Havana → Las Villas.
  36: [p("havana", "troop", -3), p("las-villas", "troop", 3)],
  // 37-38: Train 2 Police + 2 Troops in Havana, then in Camagüey City.
  37: [p("havana", "police", 2), p("havana", "troop", 2)],
  38: [p("camaguey-city", "police", 2), p("camaguey-city", "troop", 2)],
  // 39: Place Base in Las Villas replacing 2 Troops.
  39: [p("las-villas", "troop", -2), p("las-villas", "govBase", 1)],
  // Card 6. 41: Defections: both Santiago Police replaced with DR Guerrillas.
  41: [p("santiago-de-cuba", "police", -2), p("santiago-de-cuba", "drU", 2)],
  42: [{ resourcesSyn: 8 }],
  // 45: Terror in Santiago (before Kidnap): Activate the 26J, Terror, Passive Opposition.
  45: [
    p("santiago-de-cuba", "m26U", -1),
    p("santiago-de-cuba", "m26A", 1),
    { space: "santiago-de-cuba", terror: 1 },
    { space: "santiago-de-cuba", support: -1 },
  ],
  // 46: Terror in Las Villas.
  46: [
    p("las-villas", "m26U", -1),
    p("las-villas", "m26A", 1),
    { space: "las-villas", terror: 1 },
    { space: "las-villas", support: -1 },
  ],
  // Card 7. 48: Meyer Lansky: all 4 Casinos to Pinar del Río (2) and Havana (2), all open.
  48: [
    p("havana", "casinoClosed", -2),
    p("pinar-del-rio", "casinoClosed", -1),
    p("la-habana", "casinoClosed", -1),
    p("pinar-del-rio", "casinoOpen", 2),
    p("havana", "casinoOpen", 2),
  ],
  // 50: Havana swept in place (DR and SYN Activated); 2 Troops west EC → Pinar del Río, SYN Activated.
  50: [
    p("havana", "drU", -1),
    p("havana", "drA", 1),
    p("havana", "synU", -1),
    p("havana", "synA", 1),
    p("ec-west", "troop", -2),
    p("pinar-del-rio", "troop", 2),
    p("pinar-del-rio", "synU", -1),
    p("pinar-del-rio", "synA", 1),
  ],
};

function apply(b: GameBoard, c: Change): void {
  if ("resourcesSyn" in c) b.resources.SYN = c.resourcesSyn;
  else if ("capability" in c) b.capabilities.push({ card: c.capability, side: "unshaded" });
  else if ("terror" in c) b.spaces[c.space].terror += c.terror;
  else if ("support" in c) b.spaces[c.space].support = c.support;
  else b.spaces[c.space].pieces[c.piece] += c.by;
}

/** The board just before reference §4 step `step` (all changes of earlier steps applied). */
export function c89Before(step: number): GameBoard {
  const b = standardBoard({ roles: { ...ALL_NP }, shortGame: false });
  for (let s = 1; s < step; s++) for (const c of STEPS[s] ?? []) apply(b, c);
  return b;
}
