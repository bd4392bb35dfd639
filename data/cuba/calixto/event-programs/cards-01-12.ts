import type { EventProgram } from "@/data/schema/event-program";
import { CAPABILITY, INSURGENTS, MOMENTUM, program, S, U } from "./shared";

/** Event programs for cards 1 to 12, both sides (see shared.ts). */
export const PROGRAMS_01_12: readonly EventProgram[] = [
  program(
    1,
    U,
    [
      {
        do: "grant",
        label: "26July or DR: free March into a space, then free Ambush there",
        to: ["26J", "DR"],
        actions: ["march", "ambush"],
        column: "MD",
        npWhere: { filter: "withEnemy" },
        limited: true,
        sameSpace: true,
        terms: { ambush: { alone: true, evenIfActive: true } },
        note: "one March destination; the Ambush is there, even if its Guerrillas are all Active (5.1.1)",
      },
    ],
    "EI #1 (26J, DR): March destination with enemy forces, column MD; the Ambush needs no Attack (5.1.1)",
  ),
  program(1, S, [MOMENTUM]),
  program(2, U, [CAPABILITY]),
  program(2, S, [MOMENTUM]),
  program(
    3,
    U,
    [
      {
        do: "custom",
        id: "3u-march-out",
        label: "a Troop space: a Faction free Marches all its Guerrillas out, then Underground",
      },
    ],
    "the March is a grant from that space (C8.5.5); flipping the marched Guerrillas Underground is in the grant's note, since grants run after the program",
  ),
  program(
    3,
    S,
    [
      {
        do: "custom",
        id: "3s-sweep-assault",
        label: "a Province or City with Troops: free Sweep in place, then free Assault",
        column: "RR",
      },
    ],
    "EI #3 GOV: a space with Underground Guerrillas where the Assault after the Sweep works, column RR",
  ),
  program(4, U, [
    {
      do: "setSupport",
      label: "Support removed in a space without Police",
      level: 0,
      spread: "one",
      where: { filter: ["noPolice", "support"] },
    },
  ]),
  program(4, S, [MOMENTUM]),
  program(
    5,
    U,
    [
      {
        do: "custom",
        id: "5u-two-provinces",
        label: "a Province with Troops and 1 adjacent Province to Passive Opposition",
        column: "STN",
      },
    ],
    "EI #5 DR: the Province at Active Support (Troops in or next to it) is one of the pair, then an adjacent Province; column STN",
  ),
  program(5, S, [MOMENTUM]),
  program(6, U, [
    {
      do: "remove",
      label: "all Troops out of a Mountain space",
      of: ["GOV"],
      pieces: ["troop"],
      count: "all",
      spread: "one",
      where: { filter: "mountain" },
    },
  ]),
  program(6, S, [MOMENTUM]),
  program(
    7,
    U,
    [
      {
        do: "place",
        label: "1 Guerrilla in each City",
        owners: INSURGENTS,
        pieces: ["guerrilla"],
        count: 1,
        spread: "each",
        where: { filter: "city" },
      },
    ],
    "the text names no Faction: any Insurgent's Guerrilla, the executing Faction's choice (5.1); an NP places its own",
  ),
  program(7, S, [
    {
      do: "setSupport",
      label: "a City to Neutral",
      level: 0,
      spread: "one",
      where: { filter: "city" },
    },
    { do: "aid", label: "Aid +10", delta: 10 },
  ]),
  program(8, U, [
    {
      do: "shift",
      label: "each City 1 level toward Neutral",
      levels: 1,
      toward: "neutral",
      spread: "each",
      where: { filter: "city" },
    },
    {
      do: "place",
      label: "any 1 Guerrilla in each City",
      owners: INSURGENTS,
      pieces: ["guerrilla"],
      count: 1,
      spread: "each",
      where: { filter: "city" },
    },
  ]),
  program(
    8,
    S,
    [
      {
        do: "setSupport",
        label: "a City to Active Support",
        level: 2,
        spread: "one",
        where: { filter: "city" },
        mark: "city",
      },
      {
        do: "flip",
        label: "Activate all Guerrillas there",
        of: INSURGENTS,
        to: "active",
        count: "all",
        spread: "each",
        where: { at: "city" },
      },
      {
        do: "custom",
        id: "8s-open-casino",
        label: "open any 1 closed Casino",
      },
    ],
    "EI #8 GOV orders the Casino to open (GOV Control, most cubes, fewest Guerrillas): the NP opens one though opening a Casino is not on its Effective Events list",
  ),
  program(9, U, [
    {
      do: "shift",
      label: "each GOV-Controlled space 1 level toward Neutral",
      levels: 1,
      toward: "neutral",
      spread: "each",
      where: { filter: "govControl" },
    },
    { do: "alliance", label: "US Alliance up 1", steps: 1 },
  ]),
  program(
    9,
    S,
    [
      {
        do: "flip",
        label: "Activate DR Guerrillas in Cities with cubes",
        of: ["DR"],
        to: "active",
        count: "all",
        spread: "each",
        where: { filter: ["city", "withCubes"] },
      },
      {
        do: "grant",
        label: "GOV free Assault on those DR pieces",
        to: ["GOV"],
        actions: ["assault"],
        where: { filter: ["city", "withCubes", "withDRPiece"] },
        terms: { assault: { targets: { of: ["DR"] } } },
        note: "in each of these Cities, against the DR pieces only",
      },
      { do: "alliance", label: "US Alliance down 1", steps: -1 },
    ],
    "'all DR pieces': the Assault targets DR Guerrillas and Bases only, in every City with cubes and DR pieces",
  ),
  program(
    10,
    U,
    [
      {
        do: "replace",
        label: "a cube with any 2 Guerrillas",
        of: ["GOV"],
        pieces: ["cube"],
        by: INSURGENTS,
        byPieces: ["guerrilla"],
        ratio: 2,
        count: 1,
        spread: "one",
        where: { filter: "withCubes" },
      },
    ],
    "'any 2': a player may mix Factions; an NP puts in its own (C8.5.5); fewer Available, fewer go in (5.1.1)",
  ),
  program(10, S, [MOMENTUM]),
  program(
    11,
    U,
    [
      { do: "resources", label: "GOV Resources -10", of: "GOV", delta: -10 },
      {
        do: "custom",
        id: "11u-troops-off",
        label: "a die roll of Troops removed",
      },
      { do: "alliance", label: "US Alliance up 1", steps: 1 },
      { do: "aid", label: "Aid +10", delta: 10 },
      { do: "redeploy", label: "GOV Redeploys as in Propaganda" },
    ],
    "one text only; the Troops come off even though they are GOV's own (custom: the NP order is EI #11)",
  ),
  program(
    12,
    U,
    [
      {
        do: "remove",
        label: "any 2 Guerrillas",
        of: INSURGENTS,
        pieces: ["guerrilla"],
        count: 2,
        spread: "pieces",
        where: {},
      },
    ],
    "EI #12 SYN plays this side; an NP removes only enemy Guerrillas (C8.5.5)",
  ),
  program(12, S, [
    {
      do: "place",
      label: "1 Police anywhere",
      owners: ["GOV"],
      pieces: ["police"],
      count: 1,
      spread: "one",
      where: {},
    },
    { do: "resourcesFromAid", label: "GOV Resources + lesser of 6 and Aid", of: "GOV", cap: 6 },
  ]),
];
