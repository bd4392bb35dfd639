import type { EventProgram } from "@/data/schema/event-program";
import { CAPABILITY, program, S, U } from "./shared";

/** Event programs for cards 25 to 36, both sides (see shared.ts). */
export const PROGRAMS_25_36: readonly EventProgram[] = [
  program(
    25,
    U,
    [{ do: "custom", id: "25u-yacht", label: "DR Guerrilla and Base in one eastern Province" }],
    "both pieces in the same space, one where both fit if any (5.1.3)",
  ),
  program(25, S, [
    {
      do: "remove",
      label: "a DR Base",
      of: ["DR"],
      pieces: ["base"],
      count: 1,
      spread: "one",
      where: {},
    },
  ]),
  program(
    26,
    U,
    [
      {
        do: "place",
        label: "a DR Guerrilla anywhere",
        owners: ["DR"],
        pieces: ["guerrilla"],
        count: 1,
        spread: "one",
        where: {},
        mark: "loeches",
        column: "PG",
      },
      { do: "custom", id: "26u-free-op", label: "free March, Rally or Ambush there" },
    ],
    "the DR acts whoever executes; EI: NP Ambushes if enemy forces there, else Rallies",
  ),
  program(26, S, [
    {
      do: "remove",
      label: "a DR Guerrilla",
      of: ["DR"],
      pieces: ["guerrilla"],
      count: 1,
      spread: "one",
      where: {},
    },
    { do: "resources", label: "DR Resources -5", of: "DR", delta: -5 },
  ]),
  program(27, U, [
    {
      do: "place",
      label: "2 DR Guerrillas anywhere",
      owners: ["DR"],
      pieces: ["guerrilla"],
      count: 2,
      spread: "pieces",
      where: {},
    },
    {
      do: "setSupport",
      label: "Havana to Neutral",
      level: 0,
      spread: "each",
      where: { spaces: ["havana"] },
    },
    { do: "eligibility", label: "DR Eligible", faction: "DR", to: "eligible" },
  ]),
  program(
    27,
    S,
    [
      {
        do: "remove",
        label: "the 2 DR pieces nearest Havana",
        of: ["DR"],
        pieces: ["guerrilla", "base"],
        count: 2,
        spread: "pieces",
        where: { test: "27-nearestDR" },
      },
      { do: "resources", label: "DR Resources -3", of: "DR", delta: -3 },
    ],
    "nearest counted in spaces along adjacencies (ECs included); a tie is a choice",
  ),
  program(28, U, [CAPABILITY]),
  program(28, S, [
    {
      do: "setSupport",
      label: "a DR Guerrilla space to Active Support",
      level: 2,
      spread: "one",
      where: { filter: "withDRGuerrilla" },
    },
  ]),
  program(
    29,
    U,
    [
      {
        do: "choose",
        labels: ["Directorio places", "26July places"],
        options: [
          [
            {
              do: "place",
              label: "DR Base in Las Villas",
              owners: ["DR"],
              pieces: ["base"],
              count: 1,
              spread: "one",
              where: { spaces: ["las-villas"] },
            },
            {
              do: "place",
              label: "2 DR Guerrillas in Las Villas",
              owners: ["DR"],
              pieces: ["guerrilla"],
              count: 2,
              spread: "one",
              where: { spaces: ["las-villas"] },
            },
          ],
          [
            {
              do: "place",
              label: "26J Base in Las Villas",
              owners: ["26J"],
              pieces: ["base"],
              count: 1,
              spread: "one",
              where: { spaces: ["las-villas"] },
            },
            {
              do: "place",
              label: "2 26J Guerrillas in Las Villas",
              owners: ["26J"],
              pieces: ["guerrilla"],
              count: 2,
              spread: "one",
              where: { spaces: ["las-villas"] },
            },
          ],
        ],
      },
    ],
    "one Faction places all three pieces",
  ),
  program(
    29,
    S,
    [
      {
        do: "choose",
        labels: ["replace with its 26July counterpart", "remove it"],
        options: [
          [
            {
              do: "custom",
              id: "29s-counterpart",
              label: "a DR piece to its 26J counterpart",
              onlyIf: "29-mayReplace",
            },
          ],
          [
            {
              do: "remove",
              label: "a DR piece",
              of: ["DR"],
              pieces: ["guerrilla", "base"],
              count: 1,
              spread: "one",
              where: {},
            },
          ],
        ],
      },
    ],
    "counterpart = same type and side (Underground/Active); an NP other than 26July removes (C8.5.5)",
  ),
  program(30, U, [CAPABILITY]),
  program(30, S, [
    {
      do: "flip",
      label: "all DR Guerrillas Underground",
      of: ["DR"],
      to: "underground",
      count: "all",
      spread: "each",
      where: {},
    },
    {
      do: "place",
      label: "a DR Guerrilla in a City",
      owners: ["DR"],
      pieces: ["guerrilla"],
      count: 1,
      spread: "one",
      where: { filter: "city" },
    },
  ]),
  program(
    31,
    U,
    [{ do: "custom", id: "31u-mountain", label: "a Base and a Guerrilla in one Mountain" }],
    "'any non-Casino Base' read as a Government, 26July or DR Base; an NP places its own",
  ),
  program(31, S, [
    {
      do: "shift",
      label: "a Mountain 1 toward Active Support",
      levels: 1,
      toward: "support",
      spread: "one",
      where: { filter: "mountain" },
    },
  ]),
  program(
    32,
    U,
    [{ do: "custom", id: "32u-to-26J", label: "a City's DR pieces to 26J counterparts" }],
    "removed only where the counterpart is not Available (5.1.1)",
  ),
  program(32, S, [
    { do: "custom", id: "32s-to-DR", label: "a City's 26J pieces to DR counterparts" },
  ]),
  program(
    33,
    U,
    [
      {
        do: "choose",
        labels: ["Directorio +5", "26July +5"],
        options: [
          [{ do: "resources", label: "DR Resources +5", of: "DR", delta: 5 }],
          [{ do: "resources", label: "26J Resources +5", of: "26J", delta: 5 }],
        ],
      },
    ],
    "only Resources of Factions an NP does not track (C8.2.1)",
  ),
  program(
    33,
    S,
    [{ do: "custom", id: "33s-prio", label: "a DR Base where no Government Control, Neutral" }],
    "the space is selected first; set to Neutral even if no Base can go there (5.1.3)",
  ),
  program(
    34,
    U,
    [{ do: "custom", id: "34u-tour", label: "one Insurgent a die roll, the others +2" }],
    "an NP Insurgent picks itself (EI #34); an NP Government picks an untracked one (ours)",
  ),
  program(34, S, [
    { do: "resourcesFromAid", label: "GOV + lesser of 8 or Aid", of: "GOV", cap: 8 },
    { do: "aid", label: "Aid +8", delta: 8 },
  ]),
  program(
    35,
    U,
    [
      {
        do: "replace",
        label: "2 of one enemy's Guerrillas or cubes with own, in a space with own and its pieces",
        of: ["enemy"],
        pieces: ["guerrilla", "cube"],
        by: ["actor"],
        // Police and Troops listed apart, so a player may pick either kind of cube.
        byPieces: ["guerrilla", "police", "troop"],
        count: 2,
        oneOwner: true,
        spread: "one",
        where: { filter: ["withOwnPiece", "withEnemy"] },
      },
    ],
    "one text only; 'your' = the executing Faction; 'the enemy's' = one enemy Faction: an NP " +
      "takes the one with most such pieces there (up to 2), Piece Priorities on a tie",
  ),
  program(
    36,
    U,
    [
      {
        do: "custom",
        id: "36u-menoyo",
        label: "a non-DR piece near Las Villas to 2 DR Guerrillas",
      },
    ],
    "'within 1 space' = Las Villas or adjacent; Casinos never taken",
  ),
  program(36, S, [
    {
      do: "replace",
      label: "a DR Guerrilla with a non-DR Guerrilla",
      of: ["DR"],
      pieces: ["guerrilla"],
      by: ["26J", "SYN"],
      byPieces: ["guerrilla"],
      count: 1,
      spread: "one",
      where: {},
    },
  ]),
];
