/**
 * The record of a player's own Operation and Special Activity (3.0, 4.0): what the player chose,
 * space by space, in the order it is carried out. It holds only choices; the Resources paid, the
 * Activations and the table checklist follow from it (apply.ts), and legality is checked against
 * the board it is played on (check.ts). Plain JSON: it goes into scenario files and the game log.
 */
import type { OperationKind, SpecialKind } from "../calixto/types";
import type { Faction, PieceKind, SpaceId } from "../types";

export type { OperationKind, SpecialKind };

/** Some pieces of one kind; `cash`: Cash markers the moving, flipped or removed pieces hold (4.5.2). */
export interface PieceCount {
  piece: PieceKind;
  count: number;
  cash?: number;
}

/** Pieces moving from `from` into the space of the entry that holds the move. */
export interface Move extends PieceCount {
  from: SpaceId;
}

/**
 * One space of the Operation, with what happens there. Which fields an Operation reads:
 * - Train (3.2.1): `place` Troops/Police; in one space `base` (the 2 cubes replaced) or `civic`.
 * - Garrison (3.2.2): `moves` of cubes into an EC or City; `activate` in an EC; `assault` in 1 EC.
 * - Sweep (3.2.3): `moves` of adjacent Troops in; `activate`: whose Underground Guerrillas flip.
 *   How many Activate is the rules' (1.4.3; Garrison: in every EC), so `activate` is needed only
 *   where the player has a choice (operations/activation.ts).
 * - Assault (3.2.4): `remove` (Active Guerrillas, Bases last); `moves` of Troops (#1 Momentum).
 * - Rally (3.3.1): `place` own Guerrillas, or `base` (the 2 Guerrillas replaced), or `flip`.
 * - March (3.3.2): `moves` of own Guerrillas in from adjacent spaces.
 * - Attack (3.3.3): `remove` up to 2 enemy pieces if the roll succeeds; `reroll` (#22 Raúl).
 * - Terror (3.3.4): `toward` for 26July (default Active Opposition).
 * - Construct (3.3.5): `casino` "place" (closed) or "open".
 * - `lent`: the 1 piece an Event lends (#43 Mafia Offensive: a Syndicate piece) used here as the
 *   Faction's own: in Terror the Underground Guerrilla Activated, in Attack a Guerrilla among the
 *   attackers, in Rally an open Casino as the Faction's Base (operations/lent.ts). A lent
 *   Guerrilla that Marches is a move; one a Rally Base replaces is in `base`.
 */
export interface OperationSpace {
  space: SpaceId;
  moves?: Move[];
  place?: PieceCount[];
  base?: PieceCount[];
  civic?: number;
  flip?: boolean;
  activate?: PieceCount[];
  remove?: PieceCount[];
  assault?: PieceCount[];
  toward?: "neutral" | "activeOpposition";
  reroll?: boolean;
  casino?: "place" | "open";
  lent?: PieceCount;
}

/**
 * One space of the Special Activity. Which fields an SA reads:
 * - Transport (4.2.1): `moves` of up to 3 Troops from one City or Base.
 * - Air Strike (4.2.2), Assassinate (4.4.3), Masferrer's Assault (#5): `remove`.
 * - Reprisal (4.2.3): `relocate` 1 Guerrilla to an adjacent space.
 * - Infiltrate (4.3.1), Subvert (4.4.1), Ambush (4.3.2, 4.4.2): the space only.
 * - Kidnap (4.3.3): `target` GOV or SYN, `reroll` (#22 Raúl).
 * - Profit (4.5.1): `cashTo` (the piece given Cash), or `close` Casinos and `removeCash`.
 * - Muscle (4.5.3): `moves` of 1-2 Police (City) or Troops (Province, EC) from any spaces.
 * - Bribe (4.5.4): `remove` cubes, Guerrillas or a Base, and `flip` Guerrillas.
 */
export interface SpecialSpace {
  space: SpaceId;
  moves?: Move[];
  remove?: PieceCount[];
  flip?: PieceCount[];
  relocate?: { piece: PieceKind; to: SpaceId };
  target?: Faction;
  reroll?: boolean;
  cashTo?: PieceKind;
  close?: number;
  removeCash?: number;
}

export interface SpecialRecord {
  special: SpecialKind;
  /** Immediately before or after the Operation (4.1); Ambush always replaces its Attack. */
  when?: "before" | "after";
  spaces: SpecialSpace[];
}

/** Own pieces the player takes off the map to Available while operating (1.4.1). */
export interface OwnRemoval extends PieceCount {
  space: SpaceId;
}

/**
 * Laundering (2.3.6): after paying for an Operation with no SA, the Faction removes a Cash
 * marker it owns (`space`, the piece `holder` holding it) for a free Limited Operation of any
 * kind but Construct.
 */
export interface Launder {
  space: SpaceId;
  holder: PieceKind;
  operation: OperationKind;
  spaces: OperationSpace[];
}

export interface PlayerAction {
  faction: Faction;
  operation: OperationKind;
  /** A Limited Operation: one space (one destination), no SA (2.3.5). */
  limited?: boolean;
  spaces: OperationSpace[];
  special?: SpecialRecord;
  /** Own pieces removed to Available first, to have them for placing (1.4.1). */
  removeOwn?: OwnRemoval[];
  /** A Cash marker laundered for a free extra Limited Operation (2.3.6). */
  launder?: Launder;
}

/** The Operations on each Faction's aid sheet (3.2, 3.3; Construct only Syndicate 3.3.5). */
export const OPERATIONS_OF: Readonly<Record<Faction, readonly OperationKind[]>> = {
  GOV: ["train", "garrison", "sweep", "assault"],
  "26J": ["rally", "march", "attack", "terror"],
  DR: ["rally", "march", "attack", "terror"],
  SYN: ["rally", "march", "terror", "construct"],
};

/** The Special Activities of each Faction (4.2-4.5); lasting Events add some (specialsOf). */
export const SPECIALS_OF: Readonly<Record<Faction, readonly SpecialKind[]>> = {
  GOV: ["transport", "airStrike", "reprisal"],
  "26J": ["infiltrate", "ambush", "kidnap"],
  DR: ["subvert", "ambush", "assassinate"],
  SYN: ["profit", "muscle", "bribe"],
};

/** The Operations an SA may accompany (4.1.1); null: any. */
export const ACCOMPANIES: Readonly<Record<SpecialKind, readonly OperationKind[] | null>> = {
  transport: null,
  airStrike: ["garrison", "sweep", "assault"],
  reprisal: ["garrison", "sweep", "assault"],
  infiltrate: ["rally", "march"],
  ambush: ["attack"],
  kidnap: ["terror"],
  subvert: ["rally", "march"],
  assassinate: ["terror"],
  profit: ["rally", "march", "construct"],
  muscle: ["rally", "march", "construct"],
  bribe: null,
  // #5 Rolando Masferrer Momentum: Sweep may free Assault 1 space as its SA.
  assault: ["sweep"],
};

export const OPERATION_LABEL: Readonly<Record<OperationKind, string>> = {
  train: "Train",
  garrison: "Garrison",
  sweep: "Sweep",
  assault: "Assault",
  rally: "Rally",
  march: "March",
  attack: "Attack",
  terror: "Terror",
  construct: "Construct",
};

export const SPECIAL_LABEL: Readonly<Record<SpecialKind, string>> = {
  transport: "Transport",
  airStrike: "Air Strike",
  reprisal: "Reprisal",
  infiltrate: "Infiltrate",
  ambush: "Ambush",
  kidnap: "Kidnap",
  subvert: "Subvert",
  assassinate: "Assassinate",
  profit: "Profit",
  muscle: "Muscle",
  bribe: "Bribe",
  assault: "Assault",
};

export const OPERATION_RULE: Readonly<Record<OperationKind, string>> = {
  train: "3.2.1",
  garrison: "3.2.2",
  sweep: "3.2.3",
  assault: "3.2.4",
  rally: "3.3.1",
  march: "3.3.2",
  attack: "3.3.3",
  terror: "3.3.4",
  construct: "3.3.5",
};

export const SPECIAL_RULE: Readonly<Record<SpecialKind, string>> = {
  transport: "4.2.1",
  airStrike: "4.2.2",
  reprisal: "4.2.3",
  infiltrate: "4.3.1",
  ambush: "4.3.2",
  kidnap: "4.3.3",
  subvert: "4.4.1",
  assassinate: "4.4.3",
  profit: "4.5.1",
  muscle: "4.5.3",
  bribe: "4.5.4",
  assault: "Event 5",
};

/** The section of a Faction's SA: the Directorio's Ambush is 4.4.2, 26July's 4.3.2. */
export const specialRule = (kind: SpecialKind, faction: Faction): string =>
  kind === "ambush" && faction === "DR" ? "4.4.2" : SPECIAL_RULE[kind];
