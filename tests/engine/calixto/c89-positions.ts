import { standardBoard } from "@/data/cuba/scenarios";
import type { CardAction, Faction, GameBoard, PieceKind, SpaceId } from "@/lib/engine/cuba/types";

/**
 * The positions of the rulebook's worked example (C8.9; reference §4), built from the Standard
 * deployment plus the changes the example lists, step by step. Eligibility, the actions already
 * taken on the card and the cards showing are set explicitly from the text ("eligible DR, GOV"),
 * not derived by the code under test.
 */
export const ALL_NP = { GOV: "np", "26J": "np", DR: "np", SYN: "np" } as const;

type Edit = (b: GameBoard) => void;

const add =
  (space: SpaceId, piece: PieceKind, n: number): Edit =>
  (b) => {
    b.spaces[space].pieces[piece] += n;
  };
const move =
  (from: SpaceId, to: SpaceId, piece: PieceKind, n: number): Edit =>
  (b) => {
    b.spaces[from].pieces[piece] -= n;
    b.spaces[to].pieces[piece] += n;
  };
const flip =
  (space: SpaceId, from: PieceKind, to: PieceKind, n: number): Edit =>
  (b) => {
    b.spaces[space].pieces[from] -= n;
    b.spaces[space].pieces[to] += n;
  };
const support =
  (space: SpaceId, level: -2 | -1 | 0 | 1 | 2): Edit =>
  (b) => {
    b.spaces[space].support = level;
  };
const eligible =
  (...fs: Faction[]): Edit =>
  (b) => {
    for (const f of ["GOV", "26J", "DR", "SYN"] as Faction[])
      b.eligibility[f] = fs.includes(f) ? "eligible" : "ineligible";
  };
const acted =
  (...as: [Faction, CardAction][]): Edit =>
  (b) => {
    b.cardActions = as.map(([faction, action]) => ({ faction, action }));
  };
const cards =
  (current: number, next: number | null, campaignCard: number): Edit =>
  (b) => {
    b.currentCard = current;
    b.nextCard = next;
    b.campaignCard = campaignCard;
  };

/** Each stage: the decision points of the example, with the edits that lead to them. */
const STAGES = {
  // Card 1: #8 General Strike (G D S M), all Eligible.
  c1Start: [cards(8, 20, 1)],
  c1AfterGov: [
    flip("havana", "drU", "drA", 2), // Sweep in place (step 4)
    move("santiago-de-cuba", "sierra-maestra", "troop", 1), // step 6
    flip("sierra-maestra", "m26U", "m26A", 1),
    flip("pinar-del-rio", "casinoOpen", "casinoClosed", 1), // Air Strike (step 8)
    acted(["GOV", "opSA"]),
  ],
  // Card 2: #20 The Twelve (M D S G); eligible 26J, SYN.
  c2Start: [
    support("havana", 1), // DR Event (step 9)
    support("camaguey-city", 0),
    add("havana", "drU", 1),
    add("camaguey-city", "drU", 1),
    add("santiago-de-cuba", "drU", 1),
    acted(),
    eligible("26J", "SYN"),
    cards(20, 28, 2),
  ],
  c2After26J: [
    add("sierra-maestra", "m26U", 4), // Rally (steps 12-14)
    add("oriente", "m26U", 1),
    add("las-villas", "m26U", 1),
    add("las-villas", "troop", -1), // Infiltrate (step 16)
    add("las-villas", "m26U", 1),
    acted(["26J", "opSA"]),
  ],
  // Card 3: #28 Morgan (D G S M); eligible DR, GOV.
  c3Start: [
    add("havana", "casinoClosed", 1), // Construct (step 19)
    (b) => {
      b.resources.SYN = 10;
    },
    acted(),
    eligible("DR", "GOV"),
    cards(28, 37, 3),
  ],
  c3AfterDr: [
    (b) => {
      b.capabilities = [{ card: 28, side: "unshaded" }];
    },
    acted(["DR", "event"]),
  ],
  // Card 4: #37 Herbert Matthews (S G M D); eligible SYN, 26J.
  c4Start: [
    flip("la-habana", "casinoOpen", "casinoClosed", 1), // Air Strike (step 23)
    add("havana", "drA", -2), // Assault (step 24)
    flip("havana", "casinoOpen", "casinoClosed", 1),
    acted(),
    eligible("SYN", "26J"),
    cards(37, 11, 4),
  ],
  c4AfterSyn: [
    add("havana", "synU", 1), // Rally (step 28)
    add("pinar-del-rio", "synU", 1),
    add("la-habana", "synU", 1),
    (b) => {
      b.resources.SYN = 7;
    },
    move("las-villas", "ec-west", "troop", 2), // Muscle (step 29)
    acted(["SYN", "opSA"]),
  ],
  // Card 5: #11 Batista Flees (G S D M); eligible GOV, DR.
  c5Start: [
    move("sierra-maestra", "oriente", "m26U", 3), // Limited March (step 33)
    acted(),
    eligible("GOV", "DR"),
    cards(11, 35, 5),
  ],
  c5AfterGov: [
    move("havana", "las-villas", "troop", 3), // Transport (step 36)
    add("havana", "police", 2), // Train (step 37)
    add("havana", "troop", 2),
    add("camaguey-city", "police", 2), // step 38
    add("camaguey-city", "troop", 2),
    add("las-villas", "troop", -2), // Place Base (step 39)
    add("las-villas", "govBase", 1),
    acted(["GOV", "opSA"]),
  ],
  // Card 6: #35 Defections (D S M G); eligible DR, SYN, 26J.
  c6Start: [acted(), eligible("DR", "SYN", "26J"), cards(35, 38, 6)],
  c6AfterDr: [
    add("santiago-de-cuba", "police", -2), // Defections (step 41)
    add("santiago-de-cuba", "drU", 2),
    acted(["DR", "event"]),
  ],
  c6AfterSynPass: [
    (b) => {
      b.resources.SYN = 8;
    },
    acted(["DR", "event"], ["SYN", "pass"]),
  ],
  // Card 7: #38 Meyer Lansky (S G M D); eligible SYN, GOV.
  c7Start: [
    flip("santiago-de-cuba", "m26U", "m26A", 1), // Kidnap / Terror (step 45)
    (b) => {
      b.spaces["santiago-de-cuba"].terror = 1;
      b.spaces["las-villas"].terror = 1;
    },
    support("santiago-de-cuba", -1),
    flip("las-villas", "m26U", "m26A", 1), // step 46
    support("las-villas", -1),
    acted(),
    eligible("SYN", "GOV"),
    cards(38, 49, 7),
  ],
  c7AfterSyn: [
    (b) => {
      // Meyer Lansky (step 48): all four Casinos to Pinar del Río and Havana, all open.
      for (const id of ["pinar-del-rio", "la-habana", "havana"] as SpaceId[]) {
        b.spaces[id].pieces.casinoOpen = 0;
        b.spaces[id].pieces.casinoClosed = 0;
      }
      b.spaces["pinar-del-rio"].pieces.casinoOpen = 2;
      b.spaces.havana.pieces.casinoOpen = 2;
    },
    acted(["SYN", "event"]),
  ],
  // Card 8: #49 Propaganda.
  c8Start: [
    flip("havana", "drU", "drA", 1), // Sweep in place (step 50)
    flip("havana", "synU", "synA", 1),
    move("ec-west", "pinar-del-rio", "troop", 2),
    flip("pinar-del-rio", "synU", "synA", 1),
    move("santiago-de-cuba", "sierra-maestra", "troop", 1), // step 51
    flip("sierra-maestra", "m26U", "m26A", 2),
    add("pinar-del-rio", "synA", -1), // Air Strike (step 52)
    acted(),
    eligible("DR", "26J"),
    cards(49, null, 7),
  ],
} satisfies Record<string, Edit[]>;

export type C89Stage = keyof typeof STAGES;
const ORDER = Object.keys(STAGES) as C89Stage[];

/** The board at a stage of the example (all four Factions NP). */
export function c89(stage: C89Stage): GameBoard {
  const b = standardBoard({ roles: ALL_NP, shortGame: false });
  for (const s of ORDER) {
    for (const edit of STAGES[s]) edit(b);
    if (s === stage) break;
  }
  return b;
}
