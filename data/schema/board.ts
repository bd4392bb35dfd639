/**
 * The Cuba Libre board as plain JSON (rules 1.3-1.8, 2.3). Everything derived
 * (Control, totals, Available pieces, victory) is computed by selectors, never stored.
 */

export const FACTIONS = ["GOV", "26J", "DR", "SYN"] as const;
export type Faction = (typeof FACTIONS)[number];
export type Insurgent = Exclude<Faction, "GOV">;
export const INSURGENTS: readonly Insurgent[] = ["26J", "DR", "SYN"];

export const SPACE_IDS = [
  "pinar-del-rio",
  "ec-west",
  "la-habana",
  "havana",
  "matanzas",
  "las-villas",
  "ec-central",
  "camaguey-province",
  "camaguey-city",
  "oriente",
  "ec-east",
  "sierra-maestra",
  "santiago-de-cuba",
] as const;
export type SpaceId = (typeof SPACE_IDS)[number];

export type SpaceKind = "province" | "city" | "ec";
export type Terrain = "forest" | "grassland" | "mountain";

/**
 * Every kind of piece that can sit in a space. Guerrillas are split by Underground/Active
 * (1.4.3) and Casinos by open/closed (1.4.4) because the rules treat them differently.
 * "m26" is 26July (the rules also call it M26): identifiers cannot start with a digit.
 */
export const PIECE_KINDS = [
  "troop",
  "police",
  "govBase",
  "m26U",
  "m26A",
  "m26Base",
  "drU",
  "drA",
  "drBase",
  "synU",
  "synA",
  "casinoOpen",
  "casinoClosed",
] as const;
export type PieceKind = (typeof PIECE_KINDS)[number];

/** Pieces that can hold a Cash marker (4.5.2: a Guerrilla or a cube). */
export const CASH_HOLDERS = [
  "troop",
  "police",
  "m26U",
  "m26A",
  "drU",
  "drA",
  "synU",
  "synA",
] as const;
export type CashHolder = (typeof CASH_HOLDERS)[number];

/** Support/Opposition level of a City or Province: +2 Active Support ... -2 Active Opposition (1.6.1). */
export type SupportLevel = -2 | -1 | 0 | 1 | 2;

export interface SpaceState {
  pieces: Record<PieceKind, number>;
  /** Always 0 on ECs (1.6.2 note). */
  support: SupportLevel;
  /** Terror markers (several may share a City or Province, 3.3.4). */
  terror: number;
  /** Sabotage marker (ECs only, at most one, 3.3.4). */
  sabotage: boolean;
  /** One entry per Cash marker in the space: the kind of piece holding it (4.5.2). */
  cash: CashHolder[];
}

export type UsAlliance = "firm" | "reluctant" | "embargoed";
export type Role = "player" | "np";
export type Eligibility = "eligible" | "ineligible";

/** What a Faction did on the current card, as the Sequence of Play track shows it (2.3.4). */
export type CardAction = "event" | "opSA" | "opOnly" | "limOp" | "pass";

export interface CapabilityInPlay {
  card: number;
  side: EventSide;
}

/** An Event card's two sides (5.2): unshaded favours the COIN side, shaded the Insurgents. */
export type EventSide = "unshaded" | "shaded";

/**
 * One box filled on the Sequence of Play track. `side` is kept for a player's Event so its
 * effect on Eligibility (2.3.7) is applied at the end of the card; an NP's side is derived.
 */
export interface CardActionRecord {
  faction: Faction;
  action: CardAction;
  side?: EventSide;
}

export interface GameBoard {
  spaces: Record<SpaceId, SpaceState>;
  usAlliance: UsAlliance;
  aid: number;
  /** Tracked for all four; only NP Syndicate and players actually use them (C8.2.1). */
  resources: Record<Faction, number>;
  /** Insurgent Capabilities in play (5.3): last the whole game. */
  capabilities: CapabilityInPlay[];
  /** Government Momentum cards in play (5.4): discarded at Reset. */
  momentum: number[];
  roles: Record<Faction, Role>;
  eligibility: Record<Faction, Eligibility>;
  /** Actions taken so far on the current card, in order (Sequence of Play track). */
  cardActions: CardActionRecord[];
  /** Current card (1-48 Events, 49-52 Propaganda) and the one showing next (2.2). */
  currentCard: number | null;
  nextCard: number | null;
  /** Propaganda cards not yet resolved; 1 means this is the final Campaign (C8.6.5). */
  propagandaLeft: number;
  /** Position of the current card within its Campaign, 1 for the first card after a Propaganda. */
  campaignCard: number;
  /** Short game option (2.1): 8 Event cards set aside. */
  shortGame: boolean;
}

/** A board's fields, each one: copyBoard names them, and a game file's board has these alone. */
export const BOARD_FIELDS = [
  "spaces",
  "usAlliance",
  "aid",
  "resources",
  "capabilities",
  "momentum",
  "roles",
  "eligibility",
  "cardActions",
  "currentCard",
  "nextCard",
  "propagandaLeft",
  "campaignCard",
  "shortGame",
] as const satisfies readonly (keyof GameBoard)[];
