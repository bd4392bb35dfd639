import {
  type Faction,
  type GameBoard,
  PIECE_KINDS,
  type PieceKind,
  type Role,
  SPACE_IDS,
  type SpaceId,
  type SpaceState,
  type SupportLevel,
} from "@/data/schema/board";

/**
 * Set-ups (rules "Set Up" on the back of the rulebook; cuba-libre-data.md §4, confidence H).
 * Standard: markers and forces as printed. Empty: markers only, for entering a position by hand.
 * Variable: markers and Non-player forces as in Standard, then the player forces placed by the
 * player in the order below (a guided placement in the UI).
 */
export type ScenarioId = "standard" | "variable" | "empty";

export interface ScenarioOptions {
  roles: Record<Faction, Role>;
  shortGame: boolean;
}

type Placement = Partial<Record<PieceKind, number>> & { support?: SupportLevel };

const STANDARD_SPACES: Partial<Record<SpaceId, Placement>> = {
  "pinar-del-rio": { support: 2, casinoOpen: 1 },
  "la-habana": { support: 1, m26U: 1, casinoOpen: 1 },
  havana: { support: 2, troop: 6, police: 4, drU: 2, casinoOpen: 1 },
  matanzas: { support: -1 },
  "las-villas": { troop: 3 },
  "camaguey-province": { support: -1, drU: 1 },
  "camaguey-city": { support: 1, troop: 1, police: 2 },
  oriente: { support: -1 },
  "sierra-maestra": { support: -2, m26U: 2, m26Base: 1 },
  "santiago-de-cuba": { troop: 2, police: 2, m26U: 1 },
};

function emptySpace(): SpaceState {
  const pieces = Object.fromEntries(PIECE_KINDS.map((k) => [k, 0])) as Record<PieceKind, number>;
  return { pieces, support: 0, terror: 0, sabotage: false, cash: [] };
}

function spaceFrom(p: Placement | undefined): SpaceState {
  const s = emptySpace();
  if (!p) return s;
  const { support, ...pieces } = p;
  if (support !== undefined) s.support = support;
  for (const [k, v] of Object.entries(pieces)) s.pieces[k as PieceKind] = v as number;
  return s;
}

function markers(options: ScenarioOptions): Omit<GameBoard, "spaces"> {
  return {
    usAlliance: "firm",
    aid: 15,
    resources: { GOV: 15, "26J": 10, DR: 5, SYN: 15 },
    capabilities: [],
    momentum: [],
    roles: { ...options.roles },
    eligibility: { GOV: "eligible", "26J": "eligible", DR: "eligible", SYN: "eligible" },
    cardActions: [],
    currentCard: null,
    nextCard: null,
    propagandaLeft: 4,
    campaignCard: 1,
    shortGame: options.shortGame,
  };
}

export function standardBoard(options: ScenarioOptions): GameBoard {
  const spaces = Object.fromEntries(
    SPACE_IDS.map((id) => [id, spaceFrom(STANDARD_SPACES[id])]),
  ) as Record<SpaceId, SpaceState>;
  return { ...markers(options), spaces };
}

export function emptyBoard(options: ScenarioOptions): GameBoard {
  const spaces = Object.fromEntries(SPACE_IDS.map((id) => [id, emptySpace()])) as Record<
    SpaceId,
    SpaceState
  >;
  return { ...markers(options), spaces };
}

/** Which Standard pieces belong to each Faction, so Variable set-up can keep only the NP ones. */
function ownerOfPlacementKey(k: string): Faction | null {
  if (k === "troop" || k === "police" || k === "govBase") return "GOV";
  if (k.startsWith("m26")) return "26J";
  if (k.startsWith("dr")) return "DR";
  if (k.startsWith("syn") || k.startsWith("casino")) return "SYN";
  return null;
}

/**
 * Variable deployment start: Standard markers and Support, NP forces as in Standard, player
 * forces removed (to be placed with VARIABLE_STEPS).
 */
export function variableBoardStart(options: ScenarioOptions): GameBoard {
  const spaces = Object.fromEntries(
    SPACE_IDS.map((id) => {
      const p = STANDARD_SPACES[id];
      const kept: Placement = {};
      if (p) {
        for (const [k, v] of Object.entries(p)) {
          const owner = ownerOfPlacementKey(k);
          if (owner === null || options.roles[owner] === "np")
            (kept as Record<string, number>)[k] = v as number;
        }
      }
      return [id, spaceFrom(kept)];
    }),
  ) as Record<SpaceId, SpaceState>;
  return { ...markers(options), spaces };
}

/** One step of the guided Variable placement, in the rulebook's order. */
export interface VariableStep {
  faction: Faction;
  label: string;
  pieces: Partial<Record<PieceKind, number>>;
  /** Where the pieces may go. */
  rule: "one-per-space" | "anywhere" | "no-dr-forces-max-1-per-city" | "cities" | "one-province";
}

export const VARIABLE_STEPS: readonly VariableStep[] = [
  {
    faction: "SYN",
    label: "3 Casinos, 1 each in any spaces",
    pieces: { casinoOpen: 3 },
    rule: "one-per-space",
  },
  { faction: "DR", label: "3 Guerrillas anywhere", pieces: { drU: 3 }, rule: "anywhere" },
  {
    faction: "26J",
    label: "4 Guerrillas and 1 Base anywhere without DR forces, at most 1 Guerrilla per City",
    pieces: { m26U: 4, m26Base: 1 },
    rule: "no-dr-forces-max-1-per-city",
  },
  {
    faction: "GOV",
    label: "9 Troops and 8 Police among the Cities",
    pieces: { troop: 9, police: 8 },
    rule: "cities",
  },
  {
    faction: "GOV",
    label: "3 Troops in any one Province",
    pieces: { troop: 3 },
    rule: "one-province",
  },
];

export function scenarioBoard(id: ScenarioId, options: ScenarioOptions): GameBoard {
  if (id === "standard") return standardBoard(options);
  if (id === "variable") return variableBoardStart(options);
  return emptyBoard(options);
}

export const SCENARIOS: readonly { id: ScenarioId; name: string; description: string }[] = [
  {
    id: "standard",
    name: "Standard deployment",
    description: "The printed set-up: every Faction's forces and markers as in the rulebook.",
  },
  {
    id: "variable",
    name: "Variable deployment",
    description:
      "Markers and NP forces as Standard; you then place the player Factions' forces step by step.",
  },
  {
    id: "empty",
    name: "Empty board",
    description: "Markers at their starting values and no pieces: enter any position by hand.",
  },
];
