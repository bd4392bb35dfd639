import type { Faction, PieceKind } from "@/data/schema/board";
import type { Provenance } from "@/data/schema/calixto";

/**
 * Move Priorities table (C8.5.7; reference §3.1). Three parts, each read down the acting
 * Faction's column: rows that keep pieces in an origin, rows that get pieces into a destination,
 * and Step C (new destination or new origin). Rows are data; lib/engine/cuba/calixto/moves reads
 * them. Labels are our own short words. Row contents: community transcription (T) unless the
 * rulebook's worked example confirms them (CX C8.9/cN).
 */

/** A piece kind, or the acting Insurgent's own Underground ("ownU") / Active ("ownA") Guerrillas. */
export type CountedKind = PieceKind | "ownU" | "ownA";

/** A red conditional on a row: a test of the origin (keep) or destination (get) space. */
export type SpaceTest =
  | { test: "city" }
  | { test: "ec" }
  | { test: "cityOrProvince" }
  | { test: "forest" }
  | { test: "mountain" }
  /** Not at Active Opposition; `cityOrProvince` leaves ECs out. */
  | { test: "notActiveOpposition"; cityOrProvince: boolean }
  /** Room (1.4.2) for an Available Base of the Faction, and no Support / no Active Support or Opposition. */
  | { test: "roomForBase"; faction: "26J" | "DR"; support: "noSupport" | "noActive" }
  /** A Base of the acting Faction (SYN: an open Casino), in Mountain or not. */
  | { test: "ownBase"; mountain: boolean }
  | { test: "supportOrOpposition" }
  | { test: "openCasino" }
  /** A Province with (or without) a Government Base. */
  | { test: "govBaseProvince"; has: boolean }
  /** Adjacent to a space the acting Faction does not Control (C8.9/c4: Camagüey Province). */
  | { test: "nextToUncontrolled"; spaces: "cityOrProvince" | "any" };

/** A count of pieces in the space: kinds counted, times a factor, plus a constant. */
export interface Quantity {
  kinds: readonly CountedKind[];
  times?: number;
  plus?: number;
}

export type Requirement =
  /** Enough of the acting Faction's pieces for Control (1.7): keep = Control unchanged. */
  | { kind: "control" }
  /** At least `target` pieces of the counted kinds in the space. */
  | { kind: "atLeast"; counted: readonly CountedKind[]; target: number | Quantity }
  /** Get only: a die roll of extra pieces beyond the rows above (G11). */
  | { kind: "extraDice"; counted: readonly CountedKind[]; spec: "1d6" };

/** The other reading of a row, switched on with `reading(options, conflict) === "alternative"`. */
export interface RowAlternative {
  conflict: string;
  label: string;
  when: SpaceTest | null;
  provenance: Provenance;
}

export interface MoveRow {
  id: string;
  label: string;
  /** The columns with a dot in this row. */
  factions: readonly Faction[];
  /** Red conditional: the row applies only where this holds. */
  when: SpaceTest | null;
  need: readonly Requirement[];
  /** "any": one of the requirements is enough (K8); default: all of them. */
  combine?: "all" | "any";
  provenance: Provenance;
  alternative?: RowAlternative;
}

export type StepCTest =
  | { test: "destinationEc" }
  | { test: "actingControls" }
  | { test: "actingLacksControl" }
  | { test: "always" };

export interface StepCRow {
  id: string;
  label: string;
  factions: readonly Faction[];
  when: StepCTest;
  /** A: choose a new destination; B: choose another origin for this destination. */
  goTo: "A" | "B";
  provenance: Provenance;
}

export interface MovePriorities {
  keep: readonly MoveRow[];
  get: readonly MoveRow[];
  stepC: readonly StepCRow[];
}

const ALL: readonly Faction[] = ["GOV", "26J", "DR", "SYN"];
const CUBES: readonly CountedKind[] = ["troop", "police"];
const GUERRILLAS: readonly CountedKind[] = ["m26U", "m26A", "drU", "drA", "synU", "synA"];
const UNDERGROUND: readonly CountedKind[] = ["m26U", "drU", "synU"];
const M26_DR_GUERRILLAS: readonly CountedKind[] = ["m26U", "m26A", "drU", "drA"];
const OWN_GUERRILLAS: readonly CountedKind[] = ["ownU", "ownA"];
/** Enemy pieces of the Government: every Insurgent piece but closed Casinos (C8.5.2 Enemy Forces). */
const INSURGENT_FORCES: readonly CountedKind[] = [
  "m26U",
  "m26A",
  "m26Base",
  "drU",
  "drA",
  "drBase",
  "synU",
  "synA",
  "casinoOpen",
];

/** Conflict and reading ids used by these rows (see RuleOptions in calixto/scope.ts). */
export const MOVE_CONFLICTS = {
  /** K2: City only (recommended, CX C8.9/c1 and c7) or City or Province (T-json). */
  keepK2: "move-keep-K2-city",
  /** G11: next to a Province or City without own Control (recommended, INF) or any space (T). */
  getG11: "move-get-G11-adjacent",
  /**
   * Armored Cars (C8.6.3 back page): NP GOV declines the Momentum's own Troop move before
   * Assault (recommended, INF) or moves no Troops at all while it is in play (alternative).
   */
  armoredCars: "move-armored-cars-scope",
} as const;

export const KEEP_ROWS: readonly MoveRow[] = [
  {
    id: "K1",
    label: "Control of the origin stays as it is",
    factions: ALL,
    when: null,
    need: [{ kind: "control" }],
    provenance: { source: "CX", ref: "C8.9/c1, c7; ref 3.1 K1", note: "neither lost nor gained" },
  },
  {
    id: "K2",
    label: "City: 1 Troop and 1 Police",
    factions: ["GOV"],
    when: { test: "city" },
    need: [
      { kind: "atLeast", counted: ["troop"], target: 1 },
      { kind: "atLeast", counted: ["police"], target: 1 },
    ],
    provenance: {
      source: "CONFLICT",
      ref: "ref 3.1 K2; ref 5 item 6; C8.9/c1, c7",
      note: "CX example says Cities; skipped when it cannot be met (c7)",
    },
    alternative: {
      conflict: MOVE_CONFLICTS.keepK2,
      label: "City or Province: 1 Troop and 1 Police",
      when: { test: "cityOrProvince" },
      provenance: { source: "T", ref: "ref 3.1 K2", note: "T-json reading" },
    },
  },
  {
    id: "K3",
    label: "EC: 1 cube per Guerrilla",
    factions: ["GOV"],
    when: { test: "ec" },
    need: [{ kind: "atLeast", counted: CUBES, target: { kinds: GUERRILLAS } }],
    provenance: { source: "T", ref: "ref 3.1 K3; C8.9/c7" },
  },
  {
    id: "K4",
    label: "Room for a 26J Base, no Support: 3 26J Guerrillas",
    factions: ["26J"],
    when: { test: "roomForBase", faction: "26J", support: "noSupport" },
    need: [{ kind: "atLeast", counted: OWN_GUERRILLAS, target: 3 }],
    provenance: { source: "T", ref: "ref 3.1 K4; C8.9/c4" },
  },
  {
    id: "K5",
    label: "City or Province not at Active Opposition: 1 Underground 26J",
    factions: ["26J"],
    when: { test: "notActiveOpposition", cityOrProvince: true },
    need: [{ kind: "atLeast", counted: ["ownU"], target: 1 }],
    provenance: { source: "T", ref: "ref 3.1 K5" },
  },
  {
    id: "K6",
    label: "Room for a DR Base, no Active Support/Opposition: 3 DR Guerrillas",
    factions: ["DR"],
    when: { test: "roomForBase", faction: "DR", support: "noActive" },
    need: [{ kind: "atLeast", counted: OWN_GUERRILLAS, target: 3 }],
    provenance: { source: "T", ref: "ref 3.1 K6" },
  },
  {
    id: "K7",
    label: "Own Base outside Mountain: 1 own Underground Guerrilla",
    factions: ["26J", "DR", "SYN"],
    when: { test: "ownBase", mountain: false },
    need: [{ kind: "atLeast", counted: ["ownU"], target: 1 }],
    provenance: { source: "T", ref: "ref 3.1 K7", note: "SYN Base read as open Casino (INF)" },
  },
  {
    id: "K8",
    label: "Own Base in Mountain: 1 own Underground or 2 own Active",
    factions: ["26J", "DR", "SYN"],
    when: { test: "ownBase", mountain: true },
    need: [
      { kind: "atLeast", counted: ["ownU"], target: 1 },
      { kind: "atLeast", counted: ["ownA"], target: 2 },
    ],
    combine: "any",
    provenance: { source: "T", ref: "ref 3.1 K8" },
  },
  {
    id: "K9",
    label: "EC: 26J+DR Guerrillas outnumber cubes",
    factions: ["26J", "DR"],
    when: { test: "ec" },
    need: [{ kind: "atLeast", counted: M26_DR_GUERRILLAS, target: { kinds: CUBES, plus: 1 } }],
    provenance: { source: "T", ref: "ref 3.1 K9", note: "keeps the EC Sabotage-ready (6.2.1)" },
  },
  {
    id: "K10",
    label: "EC: own Guerrillas outnumber Police",
    factions: ["26J", "DR", "SYN"],
    when: { test: "ec" },
    need: [{ kind: "atLeast", counted: OWN_GUERRILLAS, target: { kinds: ["police"], plus: 1 } }],
    provenance: { source: "T", ref: "ref 3.1 K10" },
  },
  {
    id: "K11",
    label: "Support or Opposition: 1 own Underground Guerrilla",
    factions: ["SYN", "DR"],
    when: { test: "supportOrOpposition" },
    need: [{ kind: "atLeast", counted: ["ownU"], target: 1 }],
    provenance: { source: "T", ref: "ref 3.1 K11" },
  },
  {
    id: "K12",
    label: "Open Casino: 1 Underground SYN Guerrilla",
    factions: ["SYN"],
    when: { test: "openCasino" },
    need: [{ kind: "atLeast", counted: ["ownU"], target: 1 }],
    provenance: { source: "T", ref: "ref 3.1 K12" },
  },
];

export const GET_ROWS: readonly MoveRow[] = [
  {
    id: "G1",
    label: "Enough own pieces for Control",
    factions: ALL,
    when: null,
    need: [{ kind: "control" }],
    provenance: { source: "CX", ref: "C8.9/c1, c5, c7; ref 3.1 G1" },
  },
  {
    id: "G2",
    label: "City or Province: 1 Police",
    factions: ["GOV"],
    when: { test: "cityOrProvince" },
    need: [{ kind: "atLeast", counted: ["police"], target: 1 }],
    provenance: { source: "T", ref: "ref 3.1 G2" },
  },
  {
    id: "G3",
    label: "Forest: 2 cubes per Underground Guerrilla",
    factions: ["GOV"],
    when: { test: "forest" },
    need: [{ kind: "atLeast", counted: CUBES, target: { kinds: UNDERGROUND, times: 2 } }],
    provenance: { source: "T", ref: "ref 3.1 G3" },
  },
  {
    id: "G4",
    label: "Mountain: 2 Troops per enemy piece",
    factions: ["GOV"],
    when: { test: "mountain" },
    need: [{ kind: "atLeast", counted: ["troop"], target: { kinds: INSURGENT_FORCES, times: 2 } }],
    provenance: { source: "T", ref: "ref 3.1 G4", note: "enemy piece = enemy forces (INF)" },
  },
  {
    id: "G5",
    label: "EC: 1 cube per Guerrilla",
    factions: ["GOV"],
    when: { test: "ec" },
    need: [{ kind: "atLeast", counted: CUBES, target: { kinds: GUERRILLAS } }],
    provenance: { source: "T", ref: "ref 3.1 G5" },
  },
  {
    id: "G6",
    label: "Province with a GOV Base: 2 cubes",
    factions: ["GOV"],
    when: { test: "govBaseProvince", has: true },
    need: [{ kind: "atLeast", counted: CUBES, target: 2 }],
    provenance: { source: "T", ref: "ref 3.1 G6", note: "T-json; condition unreadable in T-ocr" },
  },
  {
    id: "G7",
    label: "Province without a GOV Base: 3 cubes",
    factions: ["GOV"],
    when: { test: "govBaseProvince", has: false },
    need: [{ kind: "atLeast", counted: CUBES, target: 3 }],
    provenance: { source: "T", ref: "ref 3.1 G7", note: "T-json; T-ocr partly legible" },
  },
  {
    id: "G8",
    label: "Not at Active Opposition: 1 Underground 26J",
    factions: ["26J"],
    when: { test: "notActiveOpposition", cityOrProvince: false },
    need: [{ kind: "atLeast", counted: ["ownU"], target: 1 }],
    provenance: { source: "T", ref: "ref 3.1 G8" },
  },
  {
    id: "G9",
    label: "Room for a 26J Base, no Support: 3 26J Guerrillas",
    factions: ["26J"],
    when: { test: "roomForBase", faction: "26J", support: "noSupport" },
    need: [{ kind: "atLeast", counted: OWN_GUERRILLAS, target: 3 }],
    provenance: { source: "T", ref: "ref 3.1 G9; C8.9/c4" },
  },
  {
    id: "G10",
    label: "Room for a DR Base, no Active Support/Opposition: 3 DR Guerrillas",
    factions: ["DR"],
    when: { test: "roomForBase", faction: "DR", support: "noActive" },
    need: [{ kind: "atLeast", counted: OWN_GUERRILLAS, target: 3 }],
    provenance: { source: "T", ref: "ref 3.1 G10" },
  },
  {
    id: "G11",
    label: "Next to a space without own Control: 1d6 more own Guerrillas",
    factions: ["26J", "DR", "SYN"],
    when: { test: "nextToUncontrolled", spaces: "cityOrProvince" },
    need: [{ kind: "extraDice", counted: OWN_GUERRILLAS, spec: "1d6" }],
    provenance: {
      source: "T",
      ref: "ref 3.1 G11; C8.9/c4",
      note: "adjacent space read as Province or City, as on cards GG and J (INF): ECs have no Control",
    },
    alternative: {
      conflict: MOVE_CONFLICTS.getG11,
      label: "Next to any space without own Control (ECs count): 1d6 more own Guerrillas",
      when: { test: "nextToUncontrolled", spaces: "any" },
      provenance: { source: "T", ref: "ref 3.1 G11", note: "literal row wording" },
    },
  },
  {
    id: "G12",
    label: "EC: 26J+DR Guerrillas outnumber cubes",
    factions: ["26J", "DR"],
    when: { test: "ec" },
    need: [{ kind: "atLeast", counted: M26_DR_GUERRILLAS, target: { kinds: CUBES, plus: 1 } }],
    provenance: { source: "T", ref: "ref 3.1 G12" },
  },
  {
    id: "G13",
    label: "EC: own Guerrillas outnumber Police",
    factions: ["26J", "DR", "SYN"],
    when: { test: "ec" },
    need: [{ kind: "atLeast", counted: OWN_GUERRILLAS, target: { kinds: ["police"], plus: 1 } }],
    provenance: { source: "T", ref: "ref 3.1 G13" },
  },
  {
    id: "G14",
    label: "Support or Opposition: 1 own Underground Guerrilla",
    factions: ["SYN", "DR"],
    when: { test: "supportOrOpposition" },
    need: [{ kind: "atLeast", counted: ["ownU"], target: 1 }],
    provenance: { source: "T", ref: "ref 3.1 G14" },
  },
  {
    id: "G15",
    label: "Open Casino: 1 Underground SYN Guerrilla",
    factions: ["SYN"],
    when: { test: "openCasino" },
    need: [{ kind: "atLeast", counted: ["ownU"], target: 1 }],
    provenance: { source: "T", ref: "ref 3.1 G15" },
  },
];

export const STEP_C_ROWS: readonly StepCRow[] = [
  {
    id: "C1",
    label: "Destination is an EC: new destination",
    factions: ALL,
    when: { test: "destinationEc" },
    goTo: "A",
    provenance: { source: "T", ref: "ref 3.1 Step C row 1" },
  },
  {
    id: "C2",
    label: "Acting Faction now Controls the destination: new destination",
    factions: ["GOV", "26J", "DR"],
    when: { test: "actingControls" },
    goTo: "A",
    provenance: { source: "T", ref: "ref 3.1 Step C row 2" },
  },
  {
    id: "C3",
    label: "Acting Faction lacks Control of the destination: another origin",
    factions: ALL,
    when: { test: "actingLacksControl" },
    goTo: "B",
    provenance: { source: "CX", ref: "C8.9/c1, c7; ref 3.1 Step C row 3" },
  },
  {
    id: "C4",
    label: "Otherwise: new destination",
    factions: ALL,
    when: { test: "always" },
    goTo: "A",
    provenance: {
      source: "T",
      ref: "ref 3.1 Step C row 4",
      note: "SYN column in T; a bound for all",
    },
  },
];

export const MOVE_PRIORITIES: MovePriorities = {
  keep: KEEP_ROWS,
  get: GET_ROWS,
  stepC: STEP_C_ROWS,
};
