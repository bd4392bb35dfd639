import type { EventProgram } from "@/data/schema/event-program";
import { CAPABILITY, INSURGENTS, program, S, U } from "./shared";

/** Event programs for cards 37 to 48, both sides (see shared.ts). */
export const PROGRAMS_37_48: readonly EventProgram[] = [
  // #37 Herbert Matthews
  program(37, U, [
    { do: "resources", label: "26July Resources up 5", of: "26J", delta: 5 },
    { do: "aid", label: "Aid down 6", delta: -6 },
  ]),
  program(37, S, [
    { do: "aid", label: "Aid up 10", delta: 10 },
    { do: "resources", label: "Directorio Resources up 3", of: "DR", delta: 3 },
    { do: "resources", label: "Syndicate Resources up 5", of: "SYN", delta: 5 },
  ]),

  // #38 Meyer Lansky
  program(
    38,
    U,
    [{ do: "custom", id: "38u-move-cash", label: "Cash changes hands within one space" }],
    "4.5.2 Cash sits under a Guerrilla or cube, several under one piece if need be. NP: EI " +
      "ref 3.6 #38 (most Cash markers it can take onto its own pieces, then fewest enemy forces)",
  ),
  program(38, S, [
    {
      do: "custom",
      id: "38s-relocate-casinos",
      label: "Syndicate relocates Casinos within stacking",
    },
    {
      do: "casinos",
      label: "all Casinos open",
      action: "open",
      count: "all",
      spread: "each",
      where: {},
    },
  ]),

  // #39 Turismo
  program(
    39,
    U,
    [
      {
        do: "shift",
        label: "each Casino space 1 level toward Neutral",
        levels: 1,
        toward: "neutral",
        spread: "each",
        where: { filter: "withCasino" },
      },
    ],
    "'Casino space': any Casino, open or closed",
  ),
  program(
    39,
    S,
    [
      {
        do: "custom",
        id: "39s-tourist-income",
        label: "GOV and SYN +3 per open Casino with Police",
      },
    ],
    "counted once per space holding both an open Casino and Police; NP GOV Resources untracked",
  ),

  // #40 Ambassador Smith
  program(
    40,
    U,
    [{ do: "alliance", label: "US Alliance 1 box down", steps: -1 }],
    "Aid stays as it is: no Aid step",
  ),
  program(40, S, [
    { do: "alliance", label: "US Alliance 1 box up", steps: 1 },
    { do: "aid", label: "Aid up 9", delta: 9 },
    { do: "custom", id: "40s-half-aid", label: "SYN gains the lesser of 9 and half Aid" },
  ]),

  // #41 Fat Butcher
  program(
    41,
    U,
    [
      {
        do: "choose",
        labels: ["close a Casino", "Aid down 8"],
        options: [
          [
            {
              do: "casinos",
              label: "close 1 Casino",
              action: "close",
              count: 1,
              spread: "one",
              where: { filter: "withOpenCasino" },
            },
          ],
          [{ do: "aid", label: "Aid down 8", delta: -8 }],
        ],
      },
    ],
    "EI ref 3.6 #41 (GOV, DR, 26J): close a Casino first; only an open Casino can close",
  ),
  program(41, S, [
    {
      do: "grant",
      label: "Syndicate free Ambush",
      to: ["SYN"],
      actions: ["ambush"],
      where: { filter: ["withUndergroundSYN", "withEnemy"] },
      onlyIf: "41s-can-ambush",
      note: "with 1 Underground Syndicate Guerrilla; an Ambush SYN may not otherwise do (5.1.1)",
    },
    {
      do: "casinos",
      label: "open 1 closed Casino",
      action: "open",
      count: 1,
      spread: "one",
      where: { filter: "withClosedCasino" },
    },
  ]),

  // #42 Llano
  program(
    42,
    U,
    [{ do: "custom", id: "42u-base-and-guerrilla", label: "26J Base and any Guerrilla, one City" }],
    "both pieces go in the same City; the 26J Base is not a choice, so an NP DR places it too",
  ),
  program(
    42,
    S,
    [{ do: "custom", id: "42s-city-casino", label: "a City: Opposition out, open Casino in" }],
    "EI ref 3.6 #42: GOV takes a City at Opposition, Havana, Camagüey, Santiago in that order; " +
      "SYN picks by the Place Casinos column. 'Remove any Opposition' read as set it to Neutral",
  ),

  // #43 Mafia Offensive
  program(
    43,
    U,
    [
      {
        do: "grant",
        label: "free Limited Terror",
        to: ["26J", "DR"],
        actions: ["terror"],
        limited: true,
        borrows: "SYN",
        where: { test: "43-terror-space" },
        onlyIf: "43-np-can-terror",
        note:
          "Limited Operation (one space, no Special Activity): draw the Faction's Calixto cards " +
          "until a Terror shows (EI ref 3.6 #43, C8.5.5); 1 Syndicate piece in that space counts " +
          "as the Faction's own: a SYN Underground Guerrilla may be the one that Terrors",
      },
      {
        do: "grant",
        label: "free LimOp",
        to: ["26J", "DR"],
        actions: ["limOp"],
        borrows: "SYN",
        onlyIf: "43-player",
        note: "a Limited Operation of any kind; 1 Syndicate piece counts as that Faction's own",
      },
    ],
    "NP: Limited Terror per EI, a Syndicate Underground Guerrilla counting as its own (borrows); a player: any LimOp",
  ),
  program(43, S, [CAPABILITY]),

  // #44 Rebel Air Force
  program(44, U, [
    {
      do: "grant",
      label: "free Ambush on Government forces",
      to: ["26J", "DR"],
      actions: ["ambush"],
      column: "RR",
      where: { test: "44-guerrilla-with-gov" },
      npPrefer: { filter: "withGovBase" },
      onlyIf: "44-can-ambush",
      terms: {
        ambush: { alone: true, evenIfActive: true, targets: { of: ["GOV"], basesFirst: true } },
      },
      note:
        "1 Guerrilla, Active or Underground, removes Government pieces only, Bases first; " +
        "EI ref 3.6 #44: prefer a space with a Government Base (RR column)",
    },
  ]),
  program(
    44,
    S,
    [{ do: "custom", id: "44s-resource-roll", label: "a die roll of 26J or DR Resources to SYN" }],
    "only what the Faction has moves; EI ref 3.6 #44 SYN: the player Faction with most " +
      "Resources, 26J on a tie; both NP: SYN gains the roll (read also for an NP target a player picks)",
  ),

  // #45 Anastasia
  program(45, U, [
    {
      do: "casinos",
      label: "close all Havana Casinos",
      action: "close",
      count: "all",
      spread: "each",
      where: { spaces: ["havana"] },
    },
    { do: "resources", label: "Syndicate Resources down 5", of: "SYN", delta: -5 },
  ]),
  program(45, S, [{ do: "resources", label: "Syndicate Resources up 10", of: "SYN", delta: 10 }]),

  // #46 Sinatra
  program(46, U, [{ do: "resources", label: "Syndicate Resources down 6", of: "SYN", delta: -6 }]),
  program(
    46,
    S,
    [{ do: "custom", id: "46s-havana-show", label: "open Casino in Havana, Cash with Police" }],
    "the Casino ignores stacking (5.1.1 names this card); the Cash goes only with a Police",
  ),

  // #47 Pact of Miami
  program(47, U, [
    {
      do: "remove",
      label: "remove 2 Guerrillas",
      of: INSURGENTS,
      pieces: ["guerrilla"],
      count: 2,
      spread: "pieces",
      where: {},
    },
    {
      do: "eligibility",
      label: "Government Ineligible through next card",
      faction: "GOV",
      to: "ineligible",
      throughNext: true,
    },
  ]),
  program(47, S, [
    { do: "resources", label: "26July Resources down 3", of: "26J", delta: -3 },
    { do: "resources", label: "Directorio Resources down 3", of: "DR", delta: -3 },
    {
      do: "eligibility",
      label: "26July Ineligible through next card",
      faction: "26J",
      to: "ineligible",
      throughNext: true,
    },
    {
      do: "eligibility",
      label: "Directorio Ineligible through next card",
      faction: "DR",
      to: "ineligible",
      throughNext: true,
    },
  ]),

  // #48 Santo Trafficante Jr
  program(48, U, [
    { do: "resources", label: "Syndicate Resources down 10", of: "SYN", delta: -10 },
    {
      do: "flip",
      label: "all SYN Guerrillas Active",
      of: ["SYN"],
      to: "active",
      count: "all",
      spread: "each",
      where: {},
    },
  ]),
  program(48, S, [CAPABILITY]),
];
