import type { CardConflict } from "@/data/cuba/calixto/cards";
import type { CardTables } from "@/lib/engine/cuba/calixto/cards";
import type { SideId } from "@/lib/engine/cuba/calixto/types";

/**
 * The disputed readings (card-conflicts.ts) that touch a card side: those that patch one of its
 * boxes, drop one, or swap an Operation box it uses. The card browser lists them under the side
 * so the player can compare both readings with the physical card.
 */
export function conflictsOfSide(id: SideId, tables: CardTables): CardConflict[] {
  const side = tables.sides[id];
  if (!side) return [];
  const boxes = new Set(
    Object.values(side.nodes).flatMap((n) => (n.kind === "operation" ? [n.box] : [])),
  );
  return tables.conflicts.filter(
    (c) =>
      (c.patch.nodes ?? []).some((r) => r.side === id) ||
      (c.patch.removeNodes ?? []).some((r) => r.side === id) ||
      Object.keys(c.patch.boxes ?? {}).some((b) => boxes.has(b)),
  );
}
