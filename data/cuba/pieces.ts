import type { Faction, PieceKind } from "@/data/schema/board";

/**
 * Force inventories (rules "Available Forces" chart; cuba-libre-data.md §2, confidence H).
 * Guerrilla totals are shared between Underground and Active; Casino totals between open and closed.
 */
export const INVENTORY = {
  troop: 15,
  police: 15,
  govBase: 2,
  m26Guerrilla: 15,
  m26Base: 4,
  drGuerrilla: 15,
  drBase: 4,
  synGuerrilla: 6,
  casino: 10,
  cash: 4,
  terrorAndSabotage: 20,
} as const;

/** Which inventory pool a piece kind draws from. */
export type PoolId =
  | "troop"
  | "police"
  | "govBase"
  | "m26Guerrilla"
  | "m26Base"
  | "drGuerrilla"
  | "drBase"
  | "synGuerrilla"
  | "casino";

export const POOL_OF: Readonly<Record<PieceKind, PoolId>> = {
  troop: "troop",
  police: "police",
  govBase: "govBase",
  m26U: "m26Guerrilla",
  m26A: "m26Guerrilla",
  m26Base: "m26Base",
  drU: "drGuerrilla",
  drA: "drGuerrilla",
  drBase: "drBase",
  synU: "synGuerrilla",
  synA: "synGuerrilla",
  casinoOpen: "casino",
  casinoClosed: "casino",
};

export const POOLS: readonly PoolId[] = [
  "troop",
  "police",
  "govBase",
  "m26Guerrilla",
  "m26Base",
  "drGuerrilla",
  "drBase",
  "synGuerrilla",
  "casino",
];

export const OWNER_OF: Readonly<Record<PieceKind, Faction>> = {
  troop: "GOV",
  police: "GOV",
  govBase: "GOV",
  m26U: "26J",
  m26A: "26J",
  m26Base: "26J",
  drU: "DR",
  drA: "DR",
  drBase: "DR",
  synU: "SYN",
  synA: "SYN",
  casinoOpen: "SYN",
  casinoClosed: "SYN",
};

/** Guerrilla and Base kinds per Insurgent, so code reads "guerrillaKinds(f).underground". */
export const FACTION_KINDS = {
  GOV: { underground: null, active: null, base: "govBase" },
  "26J": { underground: "m26U", active: "m26A", base: "m26Base" },
  DR: { underground: "drU", active: "drA", base: "drBase" },
  SYN: { underground: "synU", active: "synA", base: "casinoOpen" },
} as const;

export const POOL_LABEL: Readonly<Record<PoolId, string>> = {
  troop: "Troops",
  police: "Police",
  govBase: "Government Bases",
  m26Guerrilla: "26July Guerrillas",
  m26Base: "26July Bases",
  drGuerrilla: "Directorio Guerrillas",
  drBase: "Directorio Bases",
  synGuerrilla: "Syndicate Guerrillas",
  casino: "Casinos",
};

export const PIECE_LABEL: Readonly<Record<PieceKind, { one: string; many: string }>> = {
  troop: { one: "Troop", many: "Troops" },
  police: { one: "Police", many: "Police" },
  govBase: { one: "Government Base", many: "Government Bases" },
  m26U: { one: "Underground 26July Guerrilla", many: "Underground 26July Guerrillas" },
  m26A: { one: "Active 26July Guerrilla", many: "Active 26July Guerrillas" },
  m26Base: { one: "26July Base", many: "26July Bases" },
  drU: { one: "Underground DR Guerrilla", many: "Underground DR Guerrillas" },
  drA: { one: "Active DR Guerrilla", many: "Active DR Guerrillas" },
  drBase: { one: "DR Base", many: "DR Bases" },
  synU: { one: "Underground Syndicate Guerrilla", many: "Underground Syndicate Guerrillas" },
  synA: { one: "Active Syndicate Guerrilla", many: "Active Syndicate Guerrillas" },
  casinoOpen: { one: "open Casino", many: "open Casinos" },
  casinoClosed: { one: "closed Casino", many: "closed Casinos" },
};

export const FACTION_NAME: Readonly<Record<Faction, string>> = {
  GOV: "Government",
  "26J": "26July",
  DR: "Directorio",
  SYN: "Syndicate",
};
