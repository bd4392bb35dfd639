/**
 * The whole game as turns for the history view and the Markdown export: the log is folded entry
 * by entry, and each finished turn is rebuilt from its logged inputs to recover its decisions
 * (only its board edits are stored in the log). Player actions and plain board edits become
 * entries of their own.
 */

import { effectiveHistory } from "@/lib/engine/core/log";
import { type BoardEdit, diffBoards } from "@/lib/engine/cuba/board/edit";
import type { TableChange, TraceRecord } from "@/lib/engine/cuba/calixto/types";
import { foldGame, type GameEntry, type GameState, stepGame } from "@/lib/engine/cuba/game";
import type { AppliedEvent } from "@/lib/engine/cuba/game/turns";
import type { Faction } from "@/lib/engine/cuba/types";
import { viewTurn } from "@/lib/machines/cuba/session";
import { entryText } from "./entry-text";
import type { LogTurn } from "./markdown-log";

export interface GameLogItem {
  seq: number;
  kind: "npTurn" | "propaganda" | "player" | "edit" | "card" | "setup";
  card: number | null;
  faction: Faction | null;
  title: string;
  trace: TraceRecord[];
  changes: TableChange[];
  /** Edits that put the table back as it was before this item (history view, C8 undo). */
  undoEdits: BoardEdit[];
}

export function gameLog(entries: readonly GameEntry[]): GameLogItem[] {
  const { effective } = effectiveHistory(entries);
  const items: GameLogItem[] = [];
  const first = foldGame(effective.slice(0, 1));
  if (!first.ok) return items;
  let state: GameState = first.value;
  for (const entry of effective.slice(1)) {
    const before = state;
    const next = stepGame(state, effective, entry);
    if (!next.ok) continue;
    state = next.value;
    const card = before.board.currentCard;
    const undoEdits = diffEdits(state, before);
    switch (entry.type) {
      case "turn.confirm": {
        const view = viewTurn(before);
        items.push({
          seq: entry.seq,
          kind: view?.kind === "propaganda" ? "propaganda" : "npTurn",
          card,
          faction: view?.faction ?? null,
          title: entryText(entry),
          trace: view?.trace ?? [],
          changes:
            view?.changes ??
            entry.payload.changes.map((text) => ({ kind: "track" as const, text })),
          undoEdits,
        });
        break;
      }
      case "player.action": {
        const applied = entry.payload.applied;
        items.push({
          seq: entry.seq,
          kind: "player",
          card,
          faction: entry.payload.faction,
          title: entryText(entry),
          trace: applied ? appliedTrace(applied) : [],
          changes: (applied?.changes ?? []).map((text) => ({ kind: "track" as const, text })),
          undoEdits,
        });
        break;
      }
      case "board.edited":
      case "setup.placed":
      case "readings.set":
        items.push({
          seq: entry.seq,
          kind: "edit",
          card,
          faction: null,
          title: entryText(entry),
          trace: [],
          changes: [],
          undoEdits,
        });
        break;
      case "card.next":
        items.push({
          seq: entry.seq,
          kind: "card",
          card: state.board.currentCard,
          faction: null,
          title: entryText(entry),
          trace: [],
          changes: [],
          undoEdits,
        });
        break;
      default:
        break;
    }
  }
  return items;
}

/** An Event the app applied for the player: the answers, what it skipped, what is left to do. */
function appliedTrace(a: AppliedEvent): TraceRecord[] {
  return [
    ...a.asked.map((q) => ({
      kind: "note" as const,
      text: `${q.question} → ${q.answer}`,
      rule: "5.1",
    })),
    ...a.notes.map((text) => ({ kind: "note" as const, text, rule: "5.1" })),
    ...a.grants.map((g) => ({
      kind: "note" as const,
      text: `Yours to do at the table: ${g}`,
      rule: "5.1",
    })),
  ];
}

function diffEdits(from: GameState, to: GameState): BoardEdit[] {
  return diffBoards(from.board, to.board);
}

export function logTurns(items: readonly GameLogItem[]): LogTurn[] {
  return items
    .filter((i) => i.kind === "npTurn" || i.kind === "propaganda" || i.kind === "player")
    .map((i) => ({
      card: i.card,
      faction: i.faction,
      role: i.kind === "player" ? "you" : "NP",
      trace: i.trace,
      changes: i.changes,
    }));
}
