import type { SpaceId, SpaceKind, Terrain } from "@/data/schema/board";

/**
 * The 13 map spaces (rules 1.3; shared/reference/cuba-libre-data.md §1.1, confidence H).
 * Order is west to east as on the map. EC names are ours: none is printed.
 * Provenance: map art and rules, cross-checked against the C8.9 example.
 */
export interface SpaceDef {
  id: SpaceId;
  name: string;
  short: string;
  kind: SpaceKind;
  terrain: Terrain | null;
  pop: number;
  econ: number;
  adjacent: SpaceId[];
}

export const SPACES: readonly SpaceDef[] = [
  {
    id: "pinar-del-rio",
    name: "Pinar del Río",
    short: "Pinar",
    kind: "province",
    terrain: "forest",
    pop: 1,
    econ: 0,
    adjacent: ["la-habana", "ec-west"],
  },
  {
    id: "ec-west",
    name: "West EC",
    short: "EC W",
    kind: "ec",
    terrain: null,
    pop: 0,
    econ: 3,
    adjacent: ["pinar-del-rio", "la-habana"],
  },
  {
    id: "la-habana",
    name: "La Habana",
    short: "La Hab.",
    kind: "province",
    terrain: "grassland",
    pop: 1,
    econ: 0,
    adjacent: ["pinar-del-rio", "ec-west", "havana", "matanzas"],
  },
  {
    id: "havana",
    name: "Havana",
    short: "Havana",
    kind: "city",
    terrain: null,
    pop: 6,
    econ: 0,
    adjacent: ["la-habana"],
  },
  {
    id: "matanzas",
    name: "Matanzas",
    short: "Matanzas",
    kind: "province",
    terrain: "grassland",
    pop: 1,
    econ: 0,
    adjacent: ["la-habana", "las-villas"],
  },
  {
    id: "las-villas",
    name: "Las Villas",
    short: "Las Villas",
    kind: "province",
    terrain: "mountain",
    pop: 2,
    econ: 0,
    adjacent: ["matanzas", "ec-central", "camaguey-province"],
  },
  {
    id: "ec-central",
    name: "Central EC",
    short: "EC C",
    kind: "ec",
    terrain: null,
    pop: 0,
    econ: 3,
    adjacent: ["las-villas", "camaguey-province"],
  },
  {
    id: "camaguey-province",
    name: "Camagüey Province",
    short: "Camagüey P.",
    kind: "province",
    terrain: "forest",
    pop: 1,
    econ: 0,
    adjacent: ["las-villas", "ec-central", "camaguey-city", "oriente"],
  },
  {
    id: "camaguey-city",
    name: "Camagüey City",
    short: "Camagüey C.",
    kind: "city",
    terrain: null,
    pop: 1,
    econ: 0,
    adjacent: ["camaguey-province"],
  },
  {
    id: "oriente",
    name: "Oriente",
    short: "Oriente",
    kind: "province",
    terrain: "forest",
    pop: 2,
    econ: 0,
    adjacent: ["camaguey-province", "ec-east", "sierra-maestra"],
  },
  {
    id: "ec-east",
    name: "East EC",
    short: "EC E",
    kind: "ec",
    terrain: null,
    pop: 0,
    econ: 2,
    adjacent: ["oriente", "sierra-maestra"],
  },
  {
    id: "sierra-maestra",
    name: "Sierra Maestra",
    short: "Sierra M.",
    kind: "province",
    terrain: "mountain",
    pop: 1,
    econ: 0,
    adjacent: ["oriente", "ec-east", "santiago-de-cuba"],
  },
  {
    id: "santiago-de-cuba",
    name: "Santiago de Cuba",
    short: "Santiago",
    kind: "city",
    terrain: null,
    pop: 1,
    econ: 0,
    adjacent: ["sierra-maestra"],
  },
];

export const SPACE_BY_ID: Readonly<Record<SpaceId, SpaceDef>> = Object.fromEntries(
  SPACES.map((s) => [s.id, s]),
) as Record<SpaceId, SpaceDef>;

export function spaceDef(id: SpaceId): SpaceDef {
  return SPACE_BY_ID[id];
}

export function isAdjacent(a: SpaceId, b: SpaceId): boolean {
  return SPACE_BY_ID[a].adjacent.includes(b);
}
