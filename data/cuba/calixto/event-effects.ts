import type { Faction, SpaceId, SupportLevel } from "@/data/schema/board";
import type { Provenance } from "@/data/schema/calixto";
import type { EventSide } from "./event-instructions";

/**
 * What each Event side does, in a small vocabulary of our own, so the engine can tell from the
 * board whether the Event would be effective for an NP Faction (C8.5.5: at least one of its
 * effects appears for that Faction on the Effective Events table). This is NOT the card text:
 * the player reads the card and applies it on the table. A side missing here (or `ask: true`)
 * makes the engine ask the player a yes/no question listing the Faction's effective effects.
 *
 * Source: our reading of the event texts (rules playbook "Event Text and Background"), hence
 * provenance INF on every entry. `executing` means the Faction that plays the Event.
 */
export type EffectWhere =
  | "any" // any City, Province or EC
  | "cityOrProvince"
  | "city"
  | "cityNotHavana"
  | "province"
  | "mountain"
  | "withTroops" // City or Province with Troops
  | "provinceWithTroopsOrNext" // a Province with Troops, or one adjacent to such a Province
  | "cityWithCubes"
  | "withCasino"
  | "govControlled"
  | "noPolice"
  | "withOwnPiece" // the executing Faction has a piece there
  | "withOwnAndEnemy" // the executing Faction and an enemy both have pieces there
  | "noGovControl"
  | "nearLasVillas" // Las Villas or adjacent
  | "withDrGuerrilla"
  | "with26JPiece";

export interface Where {
  filter?: EffectWhere;
  spaces?: SpaceId[];
}

export type PlaceKind = "guerrilla" | "base" | "cube" | "casino";
export type RemoveKind = "guerrilla" | "base" | "cube" | "troop";

export type EventEffect =
  | { kind: "capability" }
  | { kind: "momentum" }
  /** The Event gives Operations or SAs to one of `to` (the executing Faction if it is listed). */
  | { kind: "grant"; to: Faction[]; ops: string[] }
  /** Shift Support/Opposition; `each` = every matching space, otherwise one chosen space. */
  | {
      kind: "shift";
      where: Where;
      each: boolean;
      toward: "support" | "opposition" | "neutral";
      levels: number;
    }
  | { kind: "set"; where: Where; each: boolean; level: SupportLevel }
  /** Remove all Support (or all Opposition) from one chosen space. */
  | { kind: "clear"; where: Where; what: "support" | "opposition" }
  /** Place pieces; `owners` = whose pieces may be placed (default: the executing Faction's). */
  | { kind: "place"; where: Where; pieces: PlaceKind[]; owners?: Faction[]; open?: boolean }
  /** Remove pieces of `of` (NPs only ever remove enemy pieces, C8.5.5). */
  | { kind: "remove"; where: Where; of: Faction[]; pieces: RemoveKind[] }
  /** Replace pieces of `of` with pieces of `by` (default: the executing Faction's). */
  | { kind: "replace"; where: Where; of: Faction[]; pieces: RemoveKind[]; by?: Faction[] }
  | { kind: "closeCasinos"; where: Where }
  | { kind: "openCasinos" }
  | { kind: "resources"; of: Faction; sign: 1 | -1 }
  | { kind: "usAlliance"; sign: 1 | -1 }
  | { kind: "aid"; sign: 1 | -1 }
  /** Cash moved between pieces within a space. */
  | { kind: "cashTransfer" };

export interface EventSideEffects {
  card: number;
  side: EventSide;
  effects: EventEffect[];
  /** Effectiveness cannot be judged from these effects alone: ask the player. */
  ask?: boolean;
  provenance: Provenance;
}

const INF: Provenance = { source: "INF", ref: "rules playbook event texts; C8.5.5" };
const ALL_INSURGENTS: Faction[] = ["26J", "DR", "SYN"];
const ALL: Faction[] = ["GOV", "26J", "DR", "SYN"];

type Entry = [number, EventSide, EventEffect[], { ask?: boolean; note?: string }?];

const U = "unshaded" as const;
const S = "shaded" as const;

const ENTRIES: readonly Entry[] = [
  [1, U, [{ kind: "grant", to: ["26J", "DR"], ops: ["march", "ambush"] }]],
  [1, S, [{ kind: "momentum" }]],
  [2, U, [{ kind: "capability" }]],
  [2, S, [{ kind: "momentum" }]],
  [3, U, [{ kind: "grant", to: ALL_INSURGENTS, ops: ["march"] }]],
  [3, S, [{ kind: "grant", to: ["GOV"], ops: ["sweep", "assault"] }]],
  [4, U, [{ kind: "clear", where: { filter: "noPolice" }, what: "support" }]],
  [4, S, [{ kind: "momentum" }]],
  [5, U, [{ kind: "set", where: { filter: "provinceWithTroopsOrNext" }, each: false, level: -1 }]],
  [5, S, [{ kind: "momentum" }]],
  [6, U, [{ kind: "remove", where: { filter: "mountain" }, of: ["GOV"], pieces: ["troop"] }]],
  [6, S, [{ kind: "momentum" }]],
  [7, U, [{ kind: "place", where: { filter: "city" }, pieces: ["guerrilla"] }]],
  [
    7,
    S,
    [
      { kind: "set", where: { filter: "city" }, each: false, level: 0 },
      { kind: "aid", sign: 1 },
    ],
  ],
  [
    8,
    U,
    [
      { kind: "shift", where: { filter: "city" }, each: true, toward: "neutral", levels: 1 },
      { kind: "place", where: { filter: "city" }, pieces: ["guerrilla"] },
    ],
  ],
  [8, S, [{ kind: "set", where: { filter: "city" }, each: false, level: 2 }]],
  [
    9,
    U,
    [
      {
        kind: "shift",
        where: { filter: "govControlled" },
        each: true,
        toward: "neutral",
        levels: 1,
      },
      { kind: "usAlliance", sign: 1 },
    ],
  ],
  [
    9,
    S,
    [
      { kind: "remove", where: { filter: "cityWithCubes" }, of: ["DR"], pieces: ["guerrilla"] },
      { kind: "usAlliance", sign: -1 },
    ],
  ],
  [10, U, [{ kind: "replace", where: { filter: "any" }, of: ["GOV"], pieces: ["cube"] }]],
  [10, S, [{ kind: "momentum" }]],
  [
    11,
    U,
    [
      { kind: "resources", of: "GOV", sign: -1 },
      { kind: "usAlliance", sign: 1 },
      { kind: "aid", sign: 1 },
    ],
    { note: "one text only" },
  ],
  [
    12,
    U,
    [{ kind: "remove", where: { filter: "any" }, of: ALL_INSURGENTS, pieces: ["guerrilla"] }],
  ],
  [
    12,
    S,
    [
      { kind: "place", where: { filter: "any" }, pieces: ["cube"], owners: ["GOV"] },
      { kind: "resources", of: "GOV", sign: 1 },
    ],
  ],
  [13, U, [{ kind: "capability" }], { note: "one text only" }],
  [
    14,
    U,
    [
      {
        kind: "place",
        where: { spaces: ["pinar-del-rio"] },
        pieces: ["base", "guerrilla"],
        owners: ["26J"],
      },
    ],
  ],
  [
    14,
    S,
    [
      {
        kind: "shift",
        where: { spaces: ["pinar-del-rio"] },
        each: true,
        toward: "support",
        levels: 2,
      },
    ],
  ],
  [15, U, [{ kind: "place", where: { filter: "any" }, pieces: ["guerrilla"], owners: ["26J"] }]],
  [
    15,
    S,
    [
      { kind: "resources", of: "GOV", sign: 1 },
      { kind: "aid", sign: 1 },
    ],
  ],
  [
    16,
    U,
    [{ kind: "place", where: { filter: "with26JPiece" }, pieces: ["base"], owners: ["26J"] }],
  ],
  [
    16,
    S,
    [
      { kind: "remove", where: { filter: "any" }, of: ["26J"], pieces: ["base"] },
      { kind: "resources", of: "26J", sign: -1 },
    ],
  ],
  [17, U, [{ kind: "grant", to: ["26J", "DR"], ops: ["rally"] }]],
  [17, S, [], { ask: true, note: "Activation and Ineligibility are not on the Effective table" }],
  [18, U, [{ kind: "capability" }], { note: "one text only" }],
  [
    19,
    U,
    [{ kind: "place", where: { filter: "withOwnPiece" }, pieces: ["guerrilla", "base", "cube"] }],
    { note: "one text only" },
  ],
  [20, U, [{ kind: "grant", to: ALL, ops: ["march", "rally"] }]],
  [
    21,
    U,
    [{ kind: "shift", where: { filter: "city" }, each: false, toward: "opposition", levels: 1 }],
  ],
  [22, U, [{ kind: "capability" }]],
  [22, S, [{ kind: "momentum" }]],
  [
    23,
    U,
    [
      {
        kind: "shift",
        where: { filter: "province" },
        each: false,
        toward: "opposition",
        levels: 1,
      },
    ],
  ],
  [23, S, [{ kind: "remove", where: { filter: "province" }, of: ["26J"], pieces: ["base"] }]],
  [
    24,
    U,
    [
      {
        kind: "set",
        where: { spaces: ["sierra-maestra", "oriente", "santiago-de-cuba"] },
        each: false,
        level: -2,
      },
    ],
  ],
  [
    24,
    S,
    [
      {
        kind: "remove",
        where: { filter: "cityNotHavana" },
        of: ["26J"],
        pieces: ["guerrilla", "base"],
      },
    ],
  ],
  [
    25,
    U,
    [
      {
        kind: "place",
        where: { spaces: ["camaguey-province", "oriente"] },
        pieces: ["guerrilla", "base"],
        owners: ["DR"],
      },
    ],
  ],
  [25, S, [{ kind: "remove", where: { filter: "any" }, of: ["DR"], pieces: ["base"] }]],
  [
    26,
    U,
    [
      { kind: "place", where: { filter: "any" }, pieces: ["guerrilla"], owners: ["DR"] },
      { kind: "grant", to: ["DR"], ops: ["march", "rally", "ambush"] },
    ],
  ],
  [
    26,
    S,
    [
      { kind: "remove", where: { filter: "any" }, of: ["DR"], pieces: ["guerrilla"] },
      { kind: "resources", of: "DR", sign: -1 },
    ],
  ],
  [
    27,
    U,
    [
      { kind: "place", where: { filter: "any" }, pieces: ["guerrilla"], owners: ["DR"] },
      { kind: "set", where: { spaces: ["havana"] }, each: true, level: 0 },
    ],
  ],
  [
    27,
    S,
    [
      { kind: "remove", where: { filter: "any" }, of: ["DR"], pieces: ["guerrilla", "base"] },
      { kind: "resources", of: "DR", sign: -1 },
    ],
  ],
  [28, U, [{ kind: "capability" }]],
  [28, S, [{ kind: "set", where: { filter: "withDrGuerrilla" }, each: false, level: 2 }]],
  [
    29,
    U,
    [
      {
        kind: "place",
        where: { spaces: ["las-villas"] },
        pieces: ["base", "guerrilla"],
        owners: ["DR", "26J"],
      },
    ],
  ],
  [
    29,
    S,
    [
      { kind: "remove", where: { filter: "any" }, of: ["DR"], pieces: ["guerrilla", "base"] },
      {
        kind: "replace",
        where: { filter: "any" },
        of: ["DR"],
        pieces: ["guerrilla", "base"],
        by: ["26J"],
      },
    ],
  ],
  [30, U, [{ kind: "capability" }]],
  [30, S, [{ kind: "place", where: { filter: "city" }, pieces: ["guerrilla"], owners: ["DR"] }]],
  [31, U, [{ kind: "place", where: { filter: "mountain" }, pieces: ["base", "guerrilla"] }]],
  [
    31,
    S,
    [{ kind: "shift", where: { filter: "mountain" }, each: false, toward: "support", levels: 1 }],
  ],
  [
    32,
    U,
    [
      {
        kind: "replace",
        where: { filter: "city" },
        of: ["DR"],
        pieces: ["guerrilla", "base"],
        by: ["26J"],
      },
    ],
  ],
  [
    32,
    S,
    [
      {
        kind: "replace",
        where: { filter: "city" },
        of: ["26J"],
        pieces: ["guerrilla", "base"],
        by: ["DR"],
      },
    ],
  ],
  [33, U, [], { ask: true, note: "only Resources for 26J or DR: untracked for an NP" }],
  [
    33,
    S,
    [
      { kind: "place", where: { filter: "noGovControl" }, pieces: ["base"], owners: ["DR"] },
      { kind: "set", where: { filter: "noGovControl" }, each: false, level: 0 },
    ],
  ],
  [34, U, [{ kind: "resources", of: "SYN", sign: 1 }]],
  [
    34,
    S,
    [
      { kind: "resources", of: "GOV", sign: 1 },
      { kind: "aid", sign: 1 },
    ],
  ],
  [
    35,
    U,
    [
      {
        kind: "replace",
        where: { filter: "withOwnAndEnemy" },
        of: ALL,
        pieces: ["guerrilla", "cube"],
      },
    ],
    { note: "one text only" },
  ],
  [
    36,
    U,
    [
      {
        kind: "replace",
        where: { filter: "nearLasVillas" },
        of: ["GOV", "26J", "SYN"],
        pieces: ["guerrilla", "cube", "base"],
        by: ["DR"],
      },
    ],
  ],
  [
    36,
    S,
    [
      {
        kind: "replace",
        where: { filter: "any" },
        of: ["DR"],
        pieces: ["guerrilla"],
        by: ["26J", "SYN"],
      },
    ],
  ],
  [
    37,
    U,
    [
      { kind: "resources", of: "26J", sign: 1 },
      { kind: "aid", sign: -1 },
    ],
  ],
  [
    37,
    S,
    [
      { kind: "aid", sign: 1 },
      { kind: "resources", of: "DR", sign: 1 },
      { kind: "resources", of: "SYN", sign: 1 },
    ],
  ],
  [38, U, [{ kind: "cashTransfer" }]],
  [38, S, [{ kind: "openCasinos" }]],
  [
    39,
    U,
    [{ kind: "shift", where: { filter: "withCasino" }, each: true, toward: "neutral", levels: 1 }],
  ],
  [39, S, [], { ask: true, note: "income depends on Police beside open Casinos" }],
  [40, U, [{ kind: "usAlliance", sign: -1 }]],
  [
    40,
    S,
    [
      { kind: "usAlliance", sign: 1 },
      { kind: "aid", sign: 1 },
      { kind: "resources", of: "SYN", sign: 1 },
    ],
  ],
  [41, U, [{ kind: "closeCasinos", where: { filter: "any" } }]],
  [41, S, [{ kind: "grant", to: ["SYN"], ops: ["ambush"] }]],
  [
    42,
    U,
    [
      { kind: "place", where: { filter: "city" }, pieces: ["base"], owners: ["26J"] },
      { kind: "place", where: { filter: "city" }, pieces: ["guerrilla"] },
    ],
  ],
  [
    42,
    S,
    [
      { kind: "clear", where: { filter: "city" }, what: "opposition" },
      { kind: "place", where: { filter: "city" }, pieces: ["casino"], owners: ["SYN"], open: true },
    ],
  ],
  [43, U, [{ kind: "grant", to: ["26J", "DR"], ops: ["limOp"] }]],
  [43, S, [{ kind: "capability" }]],
  [44, U, [{ kind: "grant", to: ["26J", "DR"], ops: ["ambush"] }]],
  [
    44,
    S,
    [
      { kind: "resources", of: "26J", sign: -1 },
      { kind: "resources", of: "DR", sign: -1 },
      { kind: "resources", of: "SYN", sign: 1 },
    ],
  ],
  [
    45,
    U,
    [
      { kind: "closeCasinos", where: { spaces: ["havana"] } },
      { kind: "resources", of: "SYN", sign: -1 },
    ],
  ],
  [45, S, [{ kind: "resources", of: "SYN", sign: 1 }]],
  [46, U, [{ kind: "resources", of: "SYN", sign: -1 }]],
  [
    46,
    S,
    [
      {
        kind: "place",
        where: { spaces: ["havana"] },
        pieces: ["casino"],
        owners: ["SYN"],
        open: true,
      },
    ],
  ],
  [
    47,
    U,
    [{ kind: "remove", where: { filter: "any" }, of: ALL_INSURGENTS, pieces: ["guerrilla"] }],
  ],
  [
    47,
    S,
    [
      { kind: "resources", of: "26J", sign: -1 },
      { kind: "resources", of: "DR", sign: -1 },
    ],
  ],
  [48, U, [{ kind: "resources", of: "SYN", sign: -1 }]],
  [48, S, [{ kind: "capability" }]],
];

export const EVENT_EFFECTS: readonly EventSideEffects[] = ENTRIES.map(
  ([card, side, effects, extra]) => ({
    card,
    side,
    effects,
    ...(extra?.ask ? { ask: true } : {}),
    provenance: extra?.note ? { ...INF, note: extra.note } : INF,
  }),
);

export function effectsFor(
  card: number,
  side: EventSide,
  table: readonly EventSideEffects[] = EVENT_EFFECTS,
): EventSideEffects | undefined {
  return table.find((e) => e.card === card && e.side === side);
}
