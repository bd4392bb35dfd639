import { describeEntry } from "@/lib/engine/cuba/game/describe";
import type { GameEntry } from "@/lib/engine/cuba/game/entries";
import { describePlayerAction } from "@/lib/engine/cuba/player/describe";
import { actionLabel, choiceLabel, columnLabel, FACTION_LABEL, SIDE_LABEL } from "./labels";

/**
 * A log entry in the player's words for the history list and the game log: the engine's short
 * description, with actions, spaces, pieces and columns named by labels.ts instead of ids.
 */
export function entryText(entry: GameEntry): string {
  switch (entry.type) {
    case "player.action": {
      const p = entry.payload;
      const side = p.side ? ` (${SIDE_LABEL[p.side]})` : "";
      const applied = p.applied ? ", applied by the app" : "";
      const op = p.operation ? ` — ${describePlayerAction(p.operation.action)}` : "";
      const note = p.note ? `, ${p.note}` : "";
      return `${FACTION_LABEL[p.faction]} (you): ${actionLabel(p.action)}${side}${applied}${op}${note}`;
    }
    case "turn.confirm": {
      const n = entry.payload.changes.length;
      const action = entry.payload.action ? actionLabel(entry.payload.action) : "Propaganda";
      return `Turn confirmed: ${action}, ${n} change${n === 1 ? "" : "s"} on the table`;
    }
    case "turn.override": {
      const v = entry.payload.value;
      const value = typeof v === "boolean" ? (v ? "Yes" : "No") : choiceLabel(v);
      return `Correction of decision ${entry.payload.decision}: ${value} (${entry.payload.reason})`;
    }
    case "turn.input": {
      const e = entry.payload.event;
      if (e.type === "tie.broken") return `Random pick: ${choiceLabel(e.choice)}`;
      if (e.type === "question.answered") return `Answer: ${choiceLabel(e.value)}`;
      if (e.type === "event.select")
        return `Event: choose a space${e.column ? ` (${columnLabel(e.column)} column)` : ""}`;
      return describeEntry(entry);
    }
    default:
      return describeEntry(entry);
  }
}
