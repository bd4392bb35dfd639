import type { SpaceId } from "@/lib/engine/cuba/types";

/**
 * How the map is laid out: `wide` draws the island in one band (16 columns, 3 rows), as on the
 * physical map; `bands` cuts it in two halves, the west above the east (8 columns, 6 rows), for
 * a column too narrow to show the one band with readable names (a phone, the map beside the
 * panel at 1024 px). The chain of Provinces is cut between Las Villas and Camagüey Province: the
 * line joining them runs from the end of the west half to the start of the east half.
 */
export type MapArrangement = "wide" | "bands";

export interface MapGrid {
  cols: number;
  rows: number;
  /** Where each space sits (its first column and its row, 1-based); every space spans 2 columns. */
  at: Record<SpaceId, { col: number; row: number }>;
}

/**
 * Where each space sits on the schematic map (16 columns, 3 rows), west to east as on the
 * physical map: the Provinces in their chain along the middle row (1.3; reference data §1.2),
 * each City beside its one Province (Havana and Camagüey City on the north coast, Santiago at
 * the east end next to Sierra Maestra), each EC on the south side straddling the two Provinces
 * it touches. Every space spans two columns.
 */
export const MAP_POSITION: Record<SpaceId, { col: number; row: number }> = {
  havana: { col: 3, row: 1 },
  "camaguey-city": { col: 9, row: 1 },
  "pinar-del-rio": { col: 1, row: 2 },
  "la-habana": { col: 3, row: 2 },
  matanzas: { col: 5, row: 2 },
  "las-villas": { col: 7, row: 2 },
  "camaguey-province": { col: 9, row: 2 },
  oriente: { col: 11, row: 2 },
  "sierra-maestra": { col: 13, row: 2 },
  "santiago-de-cuba": { col: 15, row: 2 },
  "ec-west": { col: 2, row: 3 },
  "ec-central": { col: 8, row: 3 },
  "ec-east": { col: 12, row: 3 },
};

/**
 * The same map in two halves (8 columns, 6 rows): rows 1-3 the west (Havana north of La Habana,
 * Pinar del Río to Las Villas, the West EC between Pinar del Río and La Habana, the Central EC
 * south of Las Villas), rows 4-6 the east (Camagüey City north of its Province, Camagüey
 * Province to Santiago de Cuba, the East EC between Oriente and Sierra Maestra). The Central EC
 * sits under Las Villas, off the line from Las Villas to Camagüey Province, so that line shows.
 */
export const BANDS_POSITION: Record<SpaceId, { col: number; row: number }> = {
  havana: { col: 3, row: 1 },
  "pinar-del-rio": { col: 1, row: 2 },
  "la-habana": { col: 3, row: 2 },
  matanzas: { col: 5, row: 2 },
  "las-villas": { col: 7, row: 2 },
  "ec-west": { col: 2, row: 3 },
  "ec-central": { col: 7, row: 3 },
  "camaguey-city": { col: 1, row: 4 },
  "camaguey-province": { col: 1, row: 5 },
  oriente: { col: 3, row: 5 },
  "sierra-maestra": { col: 5, row: 5 },
  "santiago-de-cuba": { col: 7, row: 5 },
  "ec-east": { col: 4, row: 6 },
};

export const MAP_GRID: Record<MapArrangement, MapGrid> = {
  wide: { cols: 16, rows: 3, at: MAP_POSITION },
  bands: { cols: 8, rows: 6, at: BANDS_POSITION },
};

/** Each adjacent pair of spaces once (1.3; the map data lists each side of a pair). */
export function adjacentPairs(
  spaces: readonly { id: SpaceId; adjacent: readonly SpaceId[] }[],
): [SpaceId, SpaceId][] {
  const seen = new Set<string>();
  const pairs: [SpaceId, SpaceId][] = [];
  for (const s of spaces)
    for (const a of s.adjacent) {
      const key = [s.id, a].sort().join("|");
      if (seen.has(key)) continue;
      seen.add(key);
      pairs.push([s.id, a]);
    }
  return pairs;
}

/** A tile's centre before the map is measured, in fractions of the map's box. */
export function gridCentre(
  id: SpaceId,
  arrangement: MapArrangement = "wide",
): { x: number; y: number } {
  const { cols, rows, at } = MAP_GRID[arrangement];
  return { x: at[id].col / cols, y: (at[id].row - 0.5) / rows };
}
