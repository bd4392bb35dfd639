import type { SpaceId } from "@/lib/engine/cuba/types";

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

/** A tile's centre before the map is measured, in fractions of the map's box (16 × 3 grid). */
export function gridCentre(id: SpaceId): { x: number; y: number } {
  const at = MAP_POSITION[id];
  return { x: at.col / 16, y: (at.row - 0.5) / 3 };
}
