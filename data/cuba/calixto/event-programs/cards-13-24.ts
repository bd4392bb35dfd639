import type { EventProgram } from "@/data/schema/event-program";
import { CAPABILITY, INSURGENTS, MOMENTUM, program, S, U } from "./shared";

/** Event programs for cards 13 to 24, both sides (see shared.ts). */
export const PROGRAMS_13_24: readonly EventProgram[] = [
  program(13, U, [CAPABILITY], "one text only; the Capability acts on 26J Marches (5.3)"),

  program(14, U, [
    {
      do: "place",
      label: "26J Base in Pinar del Río",
      owners: ["26J"],
      pieces: ["base"],
      count: 1,
      spread: "one",
      where: { spaces: ["pinar-del-rio"] },
    },
    {
      do: "place",
      label: "26J Guerrilla in Pinar del Río",
      owners: ["26J"],
      pieces: ["guerrilla"],
      count: 1,
      spread: "one",
      where: { spaces: ["pinar-del-rio"] },
    },
  ]),
  program(14, S, [
    {
      do: "shift",
      label: "Pinar del Río 2 toward Support",
      levels: 2,
      toward: "support",
      spread: "each",
      where: { spaces: ["pinar-del-rio"] },
    },
  ]),

  program(
    15,
    U,
    [
      {
        do: "place",
        label: "3 26J Guerrillas, 3 spaces",
        owners: ["26J"],
        pieces: ["guerrilla"],
        count: 1,
        spread: { spaces: 3 },
        where: {},
        column: "PG",
        onlyIf: "15-np",
      },
      {
        do: "place",
        label: "3 26J Guerrillas anywhere",
        owners: ["26J"],
        pieces: ["guerrilla"],
        count: 3,
        spread: "pieces",
        where: {},
        onlyIf: "15-player",
      },
    ],
    "EI (26J): an NP puts 1 in each of 3 different spaces by PG; a player may stack them; 'anywhere' read as any space, ECs included",
  ),
  program(15, S, [
    { do: "resourcesFromAid", label: "GOV Resources + Aid (max 10)", of: "GOV", cap: 10 },
    { do: "aid", label: "Aid +5", delta: 5 },
  ]),

  program(16, U, [
    {
      do: "place",
      label: "26J Base with a 26J piece",
      owners: ["26J"],
      pieces: ["base"],
      count: 1,
      spread: "one",
      where: { filter: "with26JPiece" },
    },
  ]),
  program(16, S, [
    {
      do: "remove",
      label: "a 26J Base",
      of: ["26J"],
      pieces: ["base"],
      count: 1,
      spread: "one",
      where: {},
    },
    { do: "resources", label: "26J Resources −3", of: "26J", delta: -3 },
  ]),

  program(
    17,
    U,
    [{ do: "custom", id: "17u-rally-at-bases", label: "free Rallies at own Bases" }],
    "custom: the granted spaces are the chosen Faction's Base spaces, not the executor's",
  ),
  program(17, S, [
    {
      do: "flip",
      label: "all 26J Guerrillas Active",
      of: ["26J"],
      to: "active",
      count: "all",
      spread: "each",
      where: {},
    },
    {
      do: "eligibility",
      label: "26J Ineligible through next card",
      faction: "26J",
      to: "ineligible",
      throughNext: true,
    },
  ]),

  program(
    18,
    U,
    [
      CAPABILITY,
      {
        do: "eligibility",
        label: "the executing Faction stays Eligible for the next card",
        faction: "actor",
        to: "eligible",
      },
    ],
    "one text only",
  ),

  program(
    19,
    U,
    [
      { do: "custom", id: "19u-manifesto", label: "each Faction 2 pieces with its own" },
      {
        do: "eligibility",
        label: "the executing Faction stays Eligible for the next card",
        faction: "actor",
        to: "eligible",
      },
    ],
    "one text only; an NP Faction always places, by Piece Priorities (Bases first, C8.5.8); GOV per EI: Base + cube in a Province without a GOV Base (PB), else 2 cubes (PC)",
  ),

  program(
    20,
    U,
    [
      {
        do: "grant",
        label: "free March, then Rally at a destination",
        to: INSURGENTS,
        actions: ["march", "rally"],
        sameSpace: true,
        terms: { rally: { oneSpace: true } },
        note: "the Rally in one space the March moved into",
      },
    ],
    "only Insurgents March (5.1.1: no Operation of another Faction's type)",
  ),
  program(
    20,
    S,
    [{ do: "custom", id: "20s-halve-most", label: "half the Guerrillas of the fullest space" }],
    "'any Guerrillas': an NP removes enemy ones first, then its own if the half needs more",
  ),

  program(
    21,
    U,
    [
      {
        do: "shift",
        label: "a City 1 toward Opposition",
        levels: 1,
        toward: "opposition",
        spread: "one",
        where: { test: "21-city" },
        mark: "city",
        column: "STAO",
      },
      {
        do: "shift",
        label: "1 more if a 26J piece there",
        levels: 1,
        toward: "opposition",
        spread: "each",
        where: { at: "city", filter: "with26JPiece" },
      },
    ],
    "EI (26J): STAO, prefer a City with a 26J piece and no Opposition",
  ),
  program(
    21,
    S,
    [{ do: "custom", id: "21s-casino-or-cash", label: "2 Casino spaces: open or Cash" }],
    "per space one of the two; Cash with any Guerrilla or cube (an NP: its own)",
  ),

  program(22, U, [CAPABILITY]),
  program(22, S, [MOMENTUM]),

  program(23, U, [
    {
      do: "shift",
      label: "2 Provinces 1 toward Opposition",
      levels: 1,
      toward: "opposition",
      spread: { spaces: 2 },
      where: { filter: "province" },
    },
  ]),
  program(23, S, [
    {
      do: "remove",
      label: "a 26J Base in a Province",
      of: ["26J"],
      pieces: ["base"],
      count: 1,
      spread: "one",
      where: { filter: "province" },
    },
  ]),

  program(
    24,
    U,
    [
      {
        do: "setSupport",
        label: "Sierra Maestra or next to Active Opposition",
        level: -2,
        spread: "one",
        where: { test: "24-sierra-or-next" },
      },
    ],
    "EI (26J): prefer a space with Support",
  ),
  program(24, S, [
    {
      do: "remove",
      label: "all 26J pieces from a City (not Havana)",
      of: ["26J"],
      pieces: ["guerrilla", "base"],
      count: "all",
      spread: "one",
      where: { filter: "cityNotHavana" },
    },
  ]),
];
