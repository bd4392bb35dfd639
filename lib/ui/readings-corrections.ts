import { CARD_CONFLICTS } from "@/data/cuba/calixto/cards";
import { ELIGIBILITY_ROWS } from "@/data/cuba/calixto/eligibility";
import { EVENT_INSTRUCTIONS } from "@/data/cuba/calixto/event-instructions";
import { EVENT_TABLE } from "@/data/cuba/calixto/event-table";
import { PRIORITY_TABLES } from "@/data/cuba/calixto/priorities";
import { FACTIONS } from "@/lib/engine/cuba/types";

/**
 * Which of the player's corrections a disputed reading touches (issue "Your own cards": a
 * per-game switch and a per-player correction must not fight). The rule the engine follows: the
 * corrections lie under the game's readings, so a switch to the alternative in this game wins
 * over the correction of the same entry for this game; while the switch stays on the
 * recommended reading, the correction is what is read.
 */
function keysOf(conflictId: string): string[] {
  const keys: string[] = [];
  for (const c of CARD_CONFLICTS)
    if (c.id === conflictId) {
      for (const r of c.patch.nodes ?? []) keys.push(`node:${r.side}:${r.node.id}`);
      for (const r of c.patch.removeNodes ?? []) keys.push(`node:${r.side}:${r.node}`);
      for (const box of Object.keys(c.patch.boxes ?? {})) keys.push(`box:${box}`);
    }
  for (const f of FACTIONS)
    for (const row of PRIORITY_TABLES[f].rows)
      if (row.conflict?.id === conflictId) keys.push(`dots:${row.id}`);
  for (const row of [...ELIGIBILITY_ROWS.first, ...ELIGIBILITY_ROWS.second])
    if (row.conflict?.id === conflictId) keys.push(`eligibility:${row.id}`);
  for (const [card, row] of Object.entries(EVENT_TABLE))
    for (const f of FACTIONS)
      if (row[f].conflict?.id === conflictId) keys.push(`cell:${card}:${f}`);
  for (const ei of EVENT_INSTRUCTIONS)
    if (ei.gate?.kind === "criticalOnlyIf" && ei.gate.conflict?.id === conflictId)
      keys.push(`ei:${ei.card}:${ei.faction}`);
  return keys;
}

/** The player's corrections (in words) of the entries a disputed reading touches. */
export function correctionsUnder(
  conflictId: string,
  corrected: ReadonlyMap<string, string>,
): string[] {
  return keysOf(conflictId).flatMap((k) => {
    const words = corrected.get(k);
    return words ? [words] : [];
  });
}
