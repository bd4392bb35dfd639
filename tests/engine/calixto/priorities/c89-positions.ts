import { standardBoard } from "@/data/cuba/scenarios";
import {
  addTerror,
  type Changed,
  chain,
  flipPieces,
  movePieces,
  placePieces,
  removePieces,
  setResources,
  setSupport,
} from "@/lib/engine/cuba/board";
import type { GameBoard } from "@/lib/engine/cuba/types";

/**
 * The board at each point of the C8.9 worked example where a space is selected, replayed from
 * the Standard set-up with the changes listed in reference §4 (step numbers are that list's).
 * All four Factions are Non-players. Each name is the position just BEFORE the selection.
 */
type Edit = (b: GameBoard) => Changed;
const apply = (b: GameBoard, ...edits: Edit[]) => chain(b, ...edits).board;

export const ALL_NP = { GOV: "np", "26J": "np", DR: "np", SYN: "np" } as const;

function build() {
  const start = standardBoard({ roles: { ...ALL_NP }, shortGame: false });

  // Card 1, step 4: Sweep in place in Havana Activates both DR Guerrillas.
  const c1Sweep2 = apply(start, (b) => flipPieces(b, "havana", "drU", "drA", 2));
  // Steps 5-6: 1 Troop from Santiago into Sierra Maestra, 1 26J Guerrilla Activated there.
  const c1AirStrike = apply(
    c1Sweep2,
    (b) => movePieces(b, "santiago-de-cuba", "sierra-maestra", "troop", 1),
    (b) => flipPieces(b, "sierra-maestra", "m26U", "m26A", 1),
  );
  // Step 8: Air Strike closes the Pinar del Río Casino. Step 9: DR General Strike (unshaded).
  const afterCard1 = apply(
    c1AirStrike,
    (b) => flipPieces(b, "pinar-del-rio", "casinoOpen", "casinoClosed", 1),
    (b) => setSupport(b, "havana", 1),
    (b) => setSupport(b, "camaguey-city", 0),
    (b) => placePieces(b, "havana", "drU", 1),
    (b) => placePieces(b, "camaguey-city", "drU", 1),
    (b) => placePieces(b, "santiago-de-cuba", "drU", 1),
  );

  // Card 2, step 12: Rally ② places 4 in Sierra Maestra (its only 26J Base).
  const c2RallyPg1 = apply(afterCard1, (b) => placePieces(b, "sierra-maestra", "m26U", 4));
  // Step 13: 1 Guerrilla placed in Oriente.
  const c2RallyPg2 = apply(c2RallyPg1, (b) => placePieces(b, "oriente", "m26U", 1));
  // Step 14: 1 in Las Villas.
  const c2Infiltrate = apply(c2RallyPg2, (b) => placePieces(b, "las-villas", "m26U", 1));
  // Step 16: Infiltrate replaces a Troop in Las Villas.
  const c2Construct = apply(
    c2Infiltrate,
    (b) => removePieces(b, "las-villas", "troop", 1),
    (b) => placePieces(b, "las-villas", "m26U", 1),
  );
  // Step 19: closed Casino placed in Havana, SYN pays 5.
  const afterCard2 = apply(
    c2Construct,
    (b) => placePieces(b, "havana", "casinoClosed", 1),
    (b) => setResources(b, "SYN", 10),
  );

  // Card 3, steps 23-24: Air Strike closes La Habana's Casino; Assault in Havana.
  const afterCard3 = apply(
    afterCard2,
    (b) => flipPieces(b, "la-habana", "casinoOpen", "casinoClosed", 1),
    (b) => removePieces(b, "havana", "drA", 2),
    (b) => flipPieces(b, "havana", "casinoOpen", "casinoClosed", 1),
  );

  // Card 4, step 28: SYN Rally by PG, three spaces.
  const c4RallyPg1 = afterCard3;
  const c4RallyPg2 = apply(c4RallyPg1, (b) => placePieces(b, "havana", "synU", 1));
  const c4RallyPg3 = apply(c4RallyPg2, (b) => placePieces(b, "pinar-del-rio", "synU", 1));
  const c4Muscle = apply(
    c4RallyPg3,
    (b) => placePieces(b, "la-habana", "synU", 1),
    (b) => setResources(b, "SYN", 7),
  );
  // Step 29: Muscle moves 2 Troops from Las Villas to the west EC.
  const c4March = apply(c4Muscle, (b) => movePieces(b, "las-villas", "ec-west", "troop", 2));
  // Step 33: 26J Limited March, 3 Underground from Sierra Maestra to Oriente.
  const afterCard4 = apply(c4March, (b) => movePieces(b, "sierra-maestra", "oriente", "m26U", 3));

  // Card 5, step 36: Transport, 3 Troops from Havana to Las Villas.
  const c5Transport = afterCard4;
  const c5TrainPc1 = apply(c5Transport, (b) => movePieces(b, "havana", "las-villas", "troop", 3));
  // Step 37: Train in Havana, 2 Police and 2 Troops.
  const c5TrainPc2 = apply(
    c5TrainPc1,
    (b) => placePieces(b, "havana", "police", 2),
    (b) => placePieces(b, "havana", "troop", 2),
  );
  // Step 38: Train in Camagüey City; step 39: GOV Base replaces 2 Troops in Las Villas.
  const afterCard5 = apply(
    c5TrainPc2,
    (b) => placePieces(b, "camaguey-city", "police", 2),
    (b) => placePieces(b, "camaguey-city", "troop", 2),
    (b) => removePieces(b, "las-villas", "troop", 2),
    (b) => placePieces(b, "las-villas", "govBase", 1),
  );

  // Card 6, step 41: Defections replaces both Police in Santiago with DR Guerrillas.
  const c6Defections = afterCard5;
  const c6Kidnap = apply(
    c6Defections,
    (b) => removePieces(b, "santiago-de-cuba", "police", 2),
    (b) => placePieces(b, "santiago-de-cuba", "drU", 2),
    (b) => setResources(b, "SYN", 8), // step 42: SYN passes, +1
  );
  // Step 45: Terror in Santiago before the Kidnap.
  const c6TerrorStao = apply(
    c6Kidnap,
    (b) => flipPieces(b, "santiago-de-cuba", "m26U", "m26A", 1),
    (b) => addTerror(b, "santiago-de-cuba"),
    (b) => setSupport(b, "santiago-de-cuba", -1),
  );
  // Step 46: Terror in Las Villas.
  const afterCard6 = apply(
    c6TerrorStao,
    (b) => flipPieces(b, "las-villas", "m26U", "m26A", 1),
    (b) => addTerror(b, "las-villas"),
    (b) => setSupport(b, "las-villas", -1),
  );

  // Card 7, step 48: Meyer Lansky lifts all 4 Casinos, then places them one by one (PCas).
  const c7Casino1 = apply(
    afterCard6,
    (b) => removePieces(b, "pinar-del-rio", "casinoClosed", 1),
    (b) => removePieces(b, "la-habana", "casinoClosed", 1),
    (b) => removePieces(b, "havana", "casinoClosed", 2),
  );
  const c7Casino2 = apply(c7Casino1, (b) => placePieces(b, "pinar-del-rio", "casinoClosed", 1));
  const c7Casino3 = apply(c7Casino2, (b) => placePieces(b, "pinar-del-rio", "casinoClosed", 1));
  const c7Casino4 = apply(c7Casino3, (b) => placePieces(b, "havana", "casinoClosed", 1));
  const c7Sweep1 = apply(
    c7Casino4,
    (b) => placePieces(b, "havana", "casinoClosed", 1),
    (b) => flipPieces(b, "pinar-del-rio", "casinoClosed", "casinoOpen", 2),
    (b) => flipPieces(b, "havana", "casinoClosed", "casinoOpen", 2),
  );
  // Step 50: Sweep in place in Havana Activates the DR and SYN Guerrillas.
  const c7Sweep2 = apply(
    c7Sweep1,
    (b) => flipPieces(b, "havana", "drU", "drA", 1),
    (b) => flipPieces(b, "havana", "synU", "synA", 1),
  );
  // Then 2 Troops from the west EC into Pinar del Río (Forest: 1 Activation per 2 cubes).
  const c7Sweep3 = apply(
    c7Sweep2,
    (b) => movePieces(b, "ec-west", "pinar-del-rio", "troop", 2),
    (b) => flipPieces(b, "pinar-del-rio", "synU", "synA", 1),
  );
  // Step 51: Santiago's Troop into Sierra Maestra, 2 Underground 26J Activated.
  const c7AirStrike = apply(
    c7Sweep3,
    (b) => movePieces(b, "santiago-de-cuba", "sierra-maestra", "troop", 1),
    (b) => flipPieces(b, "sierra-maestra", "m26U", "m26A", 2),
  );

  return {
    start,
    c1Sweep2,
    c1AirStrike,
    afterCard1,
    c2RallyPg1,
    c2RallyPg2,
    c2Infiltrate,
    c2Construct,
    afterCard3,
    c4RallyPg1,
    c4RallyPg2,
    c4RallyPg3,
    c4Muscle,
    c4March,
    c5Transport,
    c5TrainPc1,
    c5TrainPc2,
    c6Defections,
    c6Kidnap,
    c6TerrorStao,
    afterCard6,
    c7Casino1,
    c7Casino2,
    c7Casino3,
    c7Casino4,
    c7Sweep1,
    c7Sweep2,
    c7Sweep3,
    c7AirStrike,
  };
}

export type C89Position = keyof ReturnType<typeof build>;

let cache: ReturnType<typeof build> | null = null;

/** A fresh copy of the board at a named point of the example. */
export function c89(position: C89Position): GameBoard {
  cache ??= build();
  return structuredClone(cache[position]);
}
