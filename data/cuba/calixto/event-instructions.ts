import type { PoolId } from "@/data/cuba/pieces";
import type { EventSide, Faction, Insurgent, SupportLevel, UsAlliance } from "@/data/schema/board";
import type { ColumnId, Provenance } from "@/data/schema/calixto";

/**
 * The Event Instructions table of the NP aid (C8.5.5 ★; reference §3.6, community transcription
 * checked against the OCR of the sheet). Each entry says, for one card and one NP Faction:
 *  - a gate on the letter of the Event Cards table:
 *      `criticalOnlyIf`: a C★ counts as Critical only while the condition holds; otherwise it
 *        falls back to `otherwise` ("-" not taken, "P" Performed, or "unspecified" where the
 *        sheet gives no fallback: then the reading of conflict `ei-only-critical-fallback`);
 *      `performedOnlyIf`: the Event is not executed at all unless the condition holds;
 *  - which side to play when it differs from the default (C8.5.5: GOV and SYN shaded, 26J and
 *    DR unshaded);
 *  - hints for carrying it out (column, preferences), in our own short words.
 * Conditions are data; lib/engine/cuba/calixto/events evaluates them against the board.
 */
export type EiCondition =
  | { id: "usAllianceIs"; value: UsAlliance }
  | { id: "finalCampaign" }
  | { id: "available"; pools: PoolId[]; atLeast: number }
  | { id: "isPlayer"; faction: Faction }
  /** 2+ Active Guerrillas of the Faction in one space that holds Troops. */
  | { id: "activeWithTroops"; faction: Insurgent; atLeast: number }
  /** Troops in, or adjacent to, a Province at Active Support. */
  | { id: "troopsAtOrNextToActiveSupportProvince" }
  /** At least `atLeast` Cities at Passive or Active Opposition. */
  | { id: "citiesAtOpposition"; atLeast: number }
  /** A Base of the Faction in a space whose Support level is one of `levels`. */
  | { id: "baseAtLevel"; faction: "26J" | "DR"; levels: SupportLevel[] }
  /** A space where a Cash marker held by another Faction's piece shares a space with the Faction's piece. */
  | { id: "cashCouldGoTo"; faction: Faction }
  /** Closed Casinos on the map that the Event would open. */
  | { id: "casinosWouldOpen"; atLeast: number }
  /** A City with room for a Casino while a Casino is Available. */
  | { id: "casinoPlaceableInCity" }
  /** A Guerrilla of the Faction in a space with a GOV Base. */
  | { id: "guerrillaWithGovBase"; faction: Insurgent }
  /** A City holding DR pieces, while the 26J counterparts are Available. */
  | { id: "counterpartsAvailable"; faction: "26J" }
  | { id: "not"; cond: EiCondition }
  | { id: "all"; conds: EiCondition[] };

/** The side type lives with the board types; re-exported for the data modules that use it. */
export type { EventSide };

export type EiGate =
  | {
      kind: "criticalOnlyIf";
      cond: EiCondition;
      label: string;
      otherwise: "-" | "P" | "unspecified";
      /** Where the sources disagree on `otherwise`: the other reading, switched by conflict id. */
      conflict?: { id: string; alternative: "-" | "P" };
    }
  | {
      kind: "performedOnlyIf";
      cond: EiCondition;
      label: string;
      /**
       * The condition is the Event's whole worth to the Faction: while it holds the side counts
       * as effective though none of its effects is on the Effective Events table (#17 shaded for
       * GOV and SYN). Our reading; `conflict` switches to the strict one (never effective).
       */
      effect?: { conflict: string };
    };

export type EiSide =
  | { kind: "fixed"; side: EventSide }
  | { kind: "when"; cond: EiCondition; label: string; ifTrue: EventSide; ifFalse: EventSide };

export interface EiHint {
  label: string;
  column?: ColumnId;
}

export interface EventInstruction {
  card: number;
  faction: Faction;
  gate?: EiGate;
  side?: EiSide;
  hints?: EiHint[];
  provenance: Provenance;
}

/** Conflict id for "Only Critical if X." entries that give no fallback (reference §5.15). */
export const NO_FALLBACK_CONFLICT = "ei-only-critical-fallback";

/**
 * Conflict id for #17 Alberto Bayo shaded, GOV and SYN (P★, "only if 26J is a player"): the
 * Instruction names when it is taken (recommended) or, read strictly, nothing on the Effective
 * Events table is ever met, so it is never taken (alternative). docs/event-programs-audit.md.
 */
export const BAYO_SHADED_CONFLICT = "ei-17-shaded-effective";

const T = (card: number, faction: Faction, note?: string): Provenance => ({
  source: "T",
  ref: `ref 3.6 #${card} ${faction}`,
  ...(note ? { note } : {}),
});
const CONFLICT = (card: number, faction: Faction, note: string): Provenance => ({
  source: "CONFLICT",
  ref: `ref 3.6 #${card} ${faction}; ref 5.7`,
  note,
});

const avail = (pools: PoolId[], atLeast: number): EiCondition => ({
  id: "available",
  pools,
  atLeast,
});
const shaded: EiSide = { kind: "fixed", side: "shaded" };
const unshaded: EiSide = { kind: "fixed", side: "unshaded" };

export const EVENT_INSTRUCTIONS: readonly EventInstruction[] = [
  {
    card: 1,
    faction: "DR",
    hints: [{ label: "March destination with enemy forces", column: "MD" }],
    provenance: T(1, "DR"),
  },
  {
    card: 1,
    faction: "26J",
    hints: [{ label: "March destination with enemy forces", column: "MD" }],
    provenance: T(1, "26J"),
  },
  {
    card: 2,
    faction: "GOV",
    gate: {
      kind: "performedOnlyIf",
      cond: { id: "usAllianceIs", value: "embargoed" },
      label: "US Alliance is Embargoed",
    },
    provenance: T(2, "GOV"),
  },
  {
    card: 3,
    faction: "GOV",
    hints: [
      {
        label: "space with Underground Guerrillas where the Assault after Sweep works",
        column: "RR",
      },
    ],
    provenance: T(3, "GOV"),
  },
  {
    card: 3,
    faction: "DR",
    gate: {
      kind: "criticalOnlyIf",
      cond: { id: "activeWithTroops", faction: "DR", atLeast: 2 },
      label: "2+ Active DR Guerrillas share a space with Troops",
      otherwise: "-",
    },
    hints: [{ label: "March out of the Troop space with most Active DR Guerrillas" }],
    provenance: T(3, "DR"),
  },
  {
    card: 3,
    faction: "26J",
    gate: {
      kind: "criticalOnlyIf",
      cond: { id: "activeWithTroops", faction: "26J", atLeast: 2 },
      label: "2+ Active 26J Guerrillas share a space with Troops",
      otherwise: "-",
    },
    hints: [{ label: "March out of the Troop space with most Active 26J Guerrillas" }],
    provenance: T(3, "26J"),
  },
  {
    card: 5,
    faction: "DR",
    gate: {
      kind: "criticalOnlyIf",
      cond: { id: "troopsAtOrNextToActiveSupportProvince" },
      label: "Troops in or next to a Province at Active Support",
      otherwise: "-",
    },
    hints: [
      {
        label: "that Province and one adjacent Province to Passive Opposition",
        column: "STN",
      },
    ],
    provenance: T(5, "DR"),
  },
  {
    card: 7,
    faction: "GOV",
    gate: {
      kind: "criticalOnlyIf",
      cond: { id: "citiesAtOpposition", atLeast: 1 },
      label: "a City is at Opposition",
      otherwise: "-",
    },
    provenance: T(7, "GOV"),
  },
  {
    card: 8,
    faction: "GOV",
    hints: [
      { label: "Casino to open: GOV Control, then most cubes, then fewest Guerrillas, random" },
    ],
    provenance: T(8, "GOV"),
  },
  {
    card: 8,
    faction: "26J",
    gate: {
      kind: "performedOnlyIf",
      cond: { id: "not", cond: { id: "citiesAtOpposition", atLeast: 2 } },
      label: "fewer than 2 Cities at Opposition",
    },
    provenance: T(8, "26J"),
  },
  {
    card: 10,
    faction: "DR",
    gate: {
      kind: "criticalOnlyIf",
      cond: avail(["drGuerrilla"], 2),
      label: "2+ DR Guerrillas Available",
      otherwise: "unspecified",
    },
    provenance: T(10, "DR"),
  },
  {
    card: 10,
    faction: "26J",
    gate: {
      kind: "criticalOnlyIf",
      cond: avail(["m26Guerrilla"], 2),
      label: "2+ 26J Guerrillas Available",
      otherwise: "unspecified",
    },
    provenance: T(10, "26J"),
  },
  {
    card: 11,
    faction: "GOV",
    gate: {
      kind: "criticalOnlyIf",
      cond: {
        id: "all",
        conds: [
          { id: "not", cond: { id: "usAllianceIs", value: "firm" } },
          { id: "not", cond: { id: "finalCampaign" } },
        ],
      },
      label: "US Alliance not Firm and not the final Campaign",
      otherwise: "-",
    },
    hints: [
      { label: "Troops off first where most Troops: Provinces, then Cities" },
      { label: "keep GOV Control, and 2 cubes with a GOV Base, where possible" },
    ],
    provenance: T(11, "GOV"),
  },
  { card: 12, faction: "SYN", side: unshaded, provenance: T(12, "SYN") },
  {
    card: 14,
    faction: "26J",
    gate: {
      kind: "criticalOnlyIf",
      cond: avail(["m26Base"], 1),
      label: "a 26J Base Available",
      otherwise: "-",
    },
    provenance: T(14, "26J"),
  },
  {
    card: 15,
    faction: "26J",
    gate: {
      kind: "criticalOnlyIf",
      cond: avail(["m26Guerrilla"], 3),
      label: "3+ 26J Guerrillas Available",
      otherwise: "unspecified",
    },
    hints: [{ label: "1 Guerrilla in each of 3 different spaces", column: "PG" }],
    provenance: T(15, "26J"),
  },
  { card: 16, faction: "DR", side: shaded, provenance: T(16, "DR") },
  {
    card: 17,
    faction: "GOV",
    gate: {
      kind: "performedOnlyIf",
      cond: { id: "isPlayer", faction: "26J" },
      label: "26J is a player",
      effect: { conflict: BAYO_SHADED_CONFLICT },
    },
    provenance: T(17, "GOV", "the gate stands for the effect test (INF, conflict below)"),
  },
  {
    card: 17,
    faction: "SYN",
    gate: {
      kind: "performedOnlyIf",
      cond: { id: "isPlayer", faction: "26J" },
      label: "26J is a player",
      effect: { conflict: BAYO_SHADED_CONFLICT },
    },
    provenance: T(17, "SYN", "the gate stands for the effect test (INF, conflict below)"),
  },
  {
    card: 17,
    faction: "DR",
    gate: {
      kind: "criticalOnlyIf",
      cond: { id: "baseAtLevel", faction: "DR", levels: [2, -2] },
      label: "a DR Base at Active Support or Active Opposition",
      otherwise: "P",
      conflict: { id: "ei-17-DR-fallback", alternative: "-" },
    },
    hints: [{ label: "Rally at those Bases first", column: "PG" }],
    provenance: CONFLICT(17, "DR", "raw OCR: else Performed (recommended); cleaned table: else –"),
  },
  {
    card: 17,
    faction: "26J",
    gate: {
      kind: "criticalOnlyIf",
      cond: { id: "baseAtLevel", faction: "26J", levels: [1, 2] },
      label: "a 26J Base at Passive or Active Support",
      otherwise: "-",
    },
    hints: [{ label: "Rally at those Bases first", column: "PG" }],
    provenance: T(17, "26J"),
  },
  {
    card: 19,
    faction: "GOV",
    hints: [
      { label: "a Province without a GOV Base if possible", column: "PB" },
      { label: "then any space", column: "PC" },
    ],
    provenance: T(19, "GOV"),
  },
  {
    card: 19,
    faction: "DR",
    gate: {
      kind: "criticalOnlyIf",
      cond: avail(["drBase"], 1),
      label: "a DR Base Available",
      otherwise: "-",
    },
    provenance: T(19, "DR"),
  },
  {
    card: 19,
    faction: "26J",
    gate: {
      kind: "criticalOnlyIf",
      cond: avail(["m26Base"], 1),
      label: "a 26J Base Available",
      otherwise: "-",
    },
    provenance: T(19, "26J"),
  },
  {
    card: 21,
    faction: "26J",
    hints: [{ label: "prefer a City with a 26J piece and no Opposition", column: "STAO" }],
    provenance: T(21, "26J"),
  },
  { card: 23, faction: "DR", side: shaded, provenance: T(23, "DR") },
  {
    card: 24,
    faction: "26J",
    hints: [{ label: "prefer a space with Support" }],
    provenance: T(24, "26J"),
  },
  {
    card: 25,
    faction: "DR",
    gate: {
      kind: "criticalOnlyIf",
      cond: avail(["drBase"], 1),
      label: "a DR Base Available",
      otherwise: "-",
    },
    provenance: T(25, "DR"),
  },
  { card: 25, faction: "26J", side: shaded, provenance: T(25, "26J") },
  {
    card: 26,
    faction: "DR",
    gate: {
      kind: "criticalOnlyIf",
      cond: avail(["drGuerrilla"], 1),
      label: "a DR Guerrilla Available",
      otherwise: "-",
    },
    hints: [
      { label: "place the Guerrilla", column: "PG" },
      { label: "then Ambush there if enemy forces, otherwise Rally" },
    ],
    provenance: T(26, "DR"),
  },
  { card: 26, faction: "26J", side: shaded, provenance: T(26, "26J") },
  { card: 27, faction: "26J", side: shaded, provenance: T(27, "26J") },
  {
    card: 29,
    faction: "DR",
    gate: {
      kind: "criticalOnlyIf",
      cond: avail(["drBase"], 1),
      label: "a DR Base Available",
      otherwise: "-",
    },
    provenance: T(29, "DR"),
  },
  {
    card: 29,
    faction: "26J",
    side: {
      kind: "when",
      cond: avail(["m26Base"], 1),
      label: "a 26J Base Available",
      ifTrue: "unshaded",
      ifFalse: "shaded",
    },
    provenance: T(29, "26J"),
  },
  { card: 30, faction: "DR", side: shaded, provenance: T(30, "DR") },
  {
    card: 31,
    faction: "DR",
    gate: {
      kind: "criticalOnlyIf",
      cond: avail(["drBase"], 1),
      label: "a DR Base Available",
      otherwise: "-",
    },
    provenance: T(31, "DR"),
  },
  {
    card: 31,
    faction: "26J",
    gate: {
      kind: "performedOnlyIf",
      cond: avail(["m26Base"], 1),
      label: "a 26J Base Available",
    },
    provenance: T(31, "26J"),
  },
  {
    card: 32,
    faction: "26J",
    gate: {
      kind: "performedOnlyIf",
      cond: { id: "counterpartsAvailable", faction: "26J" },
      label: "26J forces Available to place",
    },
    provenance: T(32, "26J", "condition read as: a City with DR pieces and 26J counterparts left"),
  },
  {
    card: 33,
    faction: "DR",
    gate: {
      kind: "criticalOnlyIf",
      cond: avail(["drBase"], 1),
      label: "a DR Base Available",
      otherwise: "unspecified",
    },
    side: shaded,
    provenance: T(33, "DR"),
  },
  {
    card: 34,
    faction: "SYN",
    side: unshaded,
    hints: [{ label: "choose NP Syndicate as the Insurgent Faction" }],
    provenance: T(34, "SYN"),
  },
  {
    card: 35,
    faction: "GOV",
    gate: {
      kind: "performedOnlyIf",
      cond: avail(["troop", "police"], 2),
      label: "2+ cubes Available",
    },
    provenance: T(35, "GOV"),
  },
  {
    card: 35,
    faction: "SYN",
    gate: {
      kind: "performedOnlyIf",
      cond: avail(["synGuerrilla"], 2),
      label: "2+ SYN Guerrillas Available",
    },
    provenance: T(35, "SYN"),
  },
  {
    card: 35,
    faction: "DR",
    gate: {
      kind: "criticalOnlyIf",
      cond: avail(["drGuerrilla"], 2),
      label: "2+ DR Guerrillas Available",
      otherwise: "-",
    },
    provenance: { source: "CX", ref: "C8.9/c5, c6; ref 3.6 #35 DR" },
  },
  {
    card: 35,
    faction: "26J",
    gate: {
      kind: "performedOnlyIf",
      cond: avail(["m26Guerrilla"], 2),
      label: "2+ 26J Guerrillas Available",
    },
    provenance: T(35, "26J"),
  },
  {
    card: 36,
    faction: "DR",
    gate: {
      kind: "criticalOnlyIf",
      cond: avail(["drGuerrilla"], 2),
      label: "2+ DR Guerrillas Available",
      otherwise: "unspecified",
    },
    provenance: T(36, "DR"),
  },
  {
    card: 36,
    faction: "26J",
    gate: {
      kind: "performedOnlyIf",
      cond: avail(["m26Guerrilla"], 1),
      label: "a 26J Guerrilla Available",
    },
    side: shaded,
    provenance: T(36, "26J"),
  },
  {
    card: 38,
    faction: "GOV",
    gate: {
      kind: "criticalOnlyIf",
      cond: { id: "cashCouldGoTo", faction: "GOV" },
      label: "Cash could go to a GOV piece",
      otherwise: "-",
    },
    side: unshaded,
    hints: [{ label: "most Cash movable to cubes; then fewest enemy forces" }],
    provenance: T(38, "GOV"),
  },
  {
    card: 38,
    faction: "SYN",
    gate: {
      kind: "criticalOnlyIf",
      cond: { id: "casinosWouldOpen", atLeast: 2 },
      label: "2+ Casinos would open",
      otherwise: "-",
    },
    hints: [{ label: "lift every Casino, then place each again", column: "PCas" }],
    provenance: { source: "CX", ref: "C8.9/c7; ref 3.6 #38 SYN" },
  },
  {
    card: 38,
    faction: "DR",
    gate: {
      kind: "criticalOnlyIf",
      cond: { id: "cashCouldGoTo", faction: "DR" },
      label: "Cash could go to a DR piece",
      otherwise: "-",
    },
    hints: [{ label: "most Cash movable to DR Guerrillas; then fewest enemy forces" }],
    provenance: T(38, "DR"),
  },
  {
    card: 38,
    faction: "26J",
    gate: {
      kind: "criticalOnlyIf",
      cond: { id: "cashCouldGoTo", faction: "26J" },
      label: "Cash could go to a 26J piece",
      otherwise: "-",
    },
    hints: [{ label: "most Cash movable to 26J Guerrillas; then fewest enemy forces" }],
    provenance: T(38, "26J"),
  },
  {
    card: 41,
    faction: "GOV",
    side: unshaded,
    hints: [{ label: "close a Casino" }],
    provenance: T(41, "GOV"),
  },
  {
    card: 41,
    faction: "DR",
    hints: [{ label: "close a Casino if possible" }],
    provenance: T(41, "DR"),
  },
  {
    card: 41,
    faction: "26J",
    hints: [{ label: "close a Casino if possible" }],
    provenance: T(41, "26J"),
  },
  {
    card: 42,
    faction: "GOV",
    gate: {
      kind: "criticalOnlyIf",
      cond: { id: "citiesAtOpposition", atLeast: 1 },
      label: "a City is at Opposition",
      otherwise: "-",
    },
    hints: [{ label: "City at Opposition, in the order Havana, Camagüey, Santiago" }],
    provenance: T(42, "GOV"),
  },
  {
    card: 42,
    faction: "SYN",
    gate: {
      kind: "criticalOnlyIf",
      cond: { id: "casinoPlaceableInCity" },
      label: "a Casino could be placed",
      otherwise: "unspecified",
    },
    hints: [{ label: "the City is chosen by the Casino column", column: "PCas" }],
    provenance: T(42, "SYN"),
  },
  {
    card: 42,
    faction: "26J",
    gate: {
      kind: "criticalOnlyIf",
      cond: avail(["m26Base"], 1),
      label: "a 26J Base Available",
      otherwise: "-",
    },
    provenance: T(42, "26J"),
  },
  {
    card: 43,
    faction: "DR",
    hints: [{ label: "draw a DR Calixto card for a Limited Terror; SYN Guerrillas count as DR" }],
    provenance: T(43, "DR"),
  },
  {
    card: 43,
    faction: "26J",
    hints: [{ label: "draw a 26J Calixto card for a Limited Terror; SYN Guerrillas count as 26J" }],
    provenance: T(43, "26J"),
  },
  {
    card: 44,
    faction: "SYN",
    hints: [
      { label: "target the player Faction with most Resources (26J on a tie)" },
      { label: "if 26J and DR are both NP: SYN just gains a die roll of Resources" },
    ],
    provenance: T(44, "SYN"),
  },
  {
    card: 44,
    faction: "DR",
    gate: {
      kind: "criticalOnlyIf",
      cond: { id: "guerrillaWithGovBase", faction: "DR" },
      label: "a DR Guerrilla shares a space with a GOV Base",
      otherwise: "P",
      conflict: { id: "ei-44-fallback", alternative: "-" },
    },
    hints: [{ label: "prefer a space with a GOV Base", column: "RR" }],
    provenance: CONFLICT(44, "DR", "raw OCR: else Performed (recommended); cleaned table: else –"),
  },
  {
    card: 44,
    faction: "26J",
    gate: {
      kind: "criticalOnlyIf",
      cond: { id: "guerrillaWithGovBase", faction: "26J" },
      label: "a 26J Guerrilla shares a space with a GOV Base",
      otherwise: "P",
      conflict: { id: "ei-44-fallback", alternative: "-" },
    },
    hints: [{ label: "prefer a space with a GOV Base", column: "RR" }],
    provenance: CONFLICT(44, "26J", "raw OCR: else Performed (recommended); cleaned table: else –"),
  },
  { card: 45, faction: "GOV", side: unshaded, provenance: T(45, "GOV") },
  { card: 46, faction: "GOV", side: unshaded, provenance: T(46, "GOV") },
  { card: 48, faction: "GOV", side: unshaded, provenance: T(48, "GOV") },
];

export function instructionFor(
  card: number,
  faction: Faction,
  table: readonly EventInstruction[] = EVENT_INSTRUCTIONS,
): EventInstruction | undefined {
  return table.find((e) => e.card === card && e.faction === faction);
}
