import { loadTurnParts } from "@/lib/machines/cuba/parts";
/**
 * The whole game as turns for the history view and the Markdown export: the log is folded entry
 * by entry, and each finished turn is rebuilt from its logged inputs to recover its decisions
 * (only its board edits are stored in the log). Player actions and plain board edits become
 * entries of their own.
 */

import { FACTION_NAME } from "@/data/cuba/pieces";
import { effectiveHistory } from "@/lib/engine/core/log";
import { type BoardEdit, diffBoards } from "@/lib/engine/cuba/board/edit";
import type { TableChange, TraceRecord } from "@/lib/engine/cuba/calixto/types";
import { foldGame, type GameEntry, type GameState, stepGame } from "@/lib/engine/cuba/game";
import { describeEdit } from "@/lib/engine/cuba/game/describe";
import type { AppliedEvent } from "@/lib/engine/cuba/game/turns";
import { grantWords } from "@/lib/engine/cuba/player/grant-progress";
import type { Faction } from "@/lib/engine/cuba/types";
import { viewTurn } from "@/lib/machines/cuba/session";
import { combineChanges } from "./checklist";
import { entryText } from "./entry-text";
import { actionLabel, SIDE_LABEL } from "./labels";
import type { LogTurn } from "./markdown-log";

// Synchronous turns here (the log rebuilds every turn): every part of a turn that the browser
// loads when first needed is loaded with this module (core/lazy-part.ts).
await loadTurnParts();

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
  /** What the Faction did on the card, in words (2.3.4): "Operation Only, Rally in Oriente". */
  action?: string;
  /** An NP turn's start in the log: the key its checklist ticks are saved under. */
  turnKey?: string;
}

/** Board edits that are the card flow, not a Faction's doing. */
const CARD_FLOW = new Set<BoardEdit["kind"]>(["currentCard", "nextCard", "propagandaLeft"]);

/** One line per thing changed: a later edit of the same space and piece (or track) wins. */
function lastPerTarget(edits: readonly BoardEdit[]): BoardEdit[] {
  const byKey = new Map<string, BoardEdit>();
  for (const e of edits) {
    if (CARD_FLOW.has(e.kind)) continue;
    const key = [
      e.kind,
      "space" in e ? e.space : "",
      "piece" in e ? e.piece : "",
      "faction" in e ? e.faction : "",
    ].join("|");
    byKey.delete(key);
    byKey.set(key, e);
  }
  return [...byKey.values()];
}

export function gameLog(entries: readonly GameEntry[]): GameLogItem[] {
  const { effective } = effectiveHistory(entries);
  const items: GameLogItem[] = [];
  const first = foldGame(effective.slice(0, 1));
  if (!first.ok) return items;
  let state: GameState = first.value;
  // Map edits since the last turn or card: the player mirrors their own turn on the map before
  // recording it (2.3), so they belong to the player's action.
  let sinceTurn: BoardEdit[] = [];
  let turnKey: string | undefined;
  for (const entry of effective.slice(1)) {
    const before = state;
    const next = stepGame(state, effective, entry);
    if (!next.ok) continue;
    state = next.value;
    const card = before.board.currentCard;
    const undoEdits = diffEdits(state, before);
    /** An entry with no Faction and no trace: a map edit, a card moved, a reading set. */
    const plain = (kind: "edit" | "card", onCard: typeof card, changes: string[] = []) =>
      items.push({
        seq: entry.seq,
        kind,
        card: onCard,
        faction: null,
        title: entryText(entry),
        trace: [],
        changes: changes.map((text) => ({ kind: "track" as const, text })),
        undoEdits,
      });
    switch (entry.type) {
      case "turn.confirm": {
        sinceTurn = [];
        const view = viewTurn(before);
        items.push({
          seq: entry.seq,
          kind: view?.kind === "propaganda" ? "propaganda" : "npTurn",
          card,
          faction: view?.faction ?? null,
          title: entryText(entry),
          trace: view?.trace ?? [],
          changes: view
            ? combineChanges(view.changes)
            : entry.payload.changes.map((text) => ({ kind: "track" as const, text })),
          undoEdits,
          ...(entry.payload.action ? { action: actionLabel(entry.payload.action) } : {}),
          ...(turnKey ? { turnKey } : {}),
        });
        break;
      }
      case "turn.begin":
        turnKey = String(entry.seq);
        break;
      case "player.action": {
        const p = entry.payload;
        const applied = p.applied;
        // An Operation the app carried out keeps its own checklist (player-operation.ts).
        const done = applied ?? p.operation;
        const edits = done ? sinceTurn : lastPerTarget([...sinceTurn, ...p.edits]);
        sinceTurn = [];
        items.push({
          seq: entry.seq,
          kind: "player",
          card,
          faction: p.faction,
          title: entryText(entry),
          trace: applied ? appliedTrace(applied) : [],
          changes: [...(done?.changes ?? []), ...lastPerTarget(edits).map(describeEdit)].map(
            (text) => ({ kind: "track" as const, text }),
          ),
          undoEdits,
          action: [
            `${actionLabel(p.action)}${p.side ? ` (${SIDE_LABEL[p.side]})` : ""}`,
            ...(p.note ? [p.note] : []),
          ].join(", "),
        });
        break;
      }
      case "player.grant": {
        // The action a player's Event granted (5.1), free: its own checklist, or declined.
        const p = entry.payload;
        sinceTurn = [];
        items.push({
          seq: entry.seq,
          kind: "player",
          card,
          faction: p.faction,
          title: entryText(entry),
          trace: [],
          changes: (p.operation?.changes ?? []).map((text) => ({ kind: "track" as const, text })),
          undoEdits,
          action: p.declined ? "Granted action declined" : "Granted by the Event (free)",
        });
        break;
      }
      case "board.edited":
        // A new card in play starts a new turn: earlier edits are not the next action's.
        if (entry.payload.edits.some((e) => e.kind === "currentCard")) sinceTurn = [];
        else sinceTurn = [...sinceTurn, ...entry.payload.edits];
        plain("edit", card);
        break;
      case "setup.placed":
      case "readings.set":
        plain("edit", card);
        break;
      case "card.back":
        sinceTurn = [];
        plain("edit", state.board.currentCard, entry.payload.changes);
        break;
      case "card.next":
        sinceTurn = [];
        plain("card", state.board.currentCard);
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
    ...(a.due ?? []).map((g) => ({
      kind: "note" as const,
      text: `Granted to you, entered next: ${grantWords(g)}`,
      rule: "5.1",
    })),
    // A grant's words begin with its Faction's name (events/program/player.ts grantText).
    ...a.grants
      .filter((g) => !(a.due ?? []).some((d) => g.startsWith(`${FACTION_NAME[d.faction]}:`)))
      .map((g) => ({
        kind: "note" as const,
        text: `Yours to do at the table: ${g}`,
        rule: "5.1",
      })),
  ];
}

function diffEdits(from: GameState, to: GameState): BoardEdit[] {
  return diffBoards(from.board, to.board);
}

/** The turns for the Markdown export; `ticks` by turn key, as the turn's checklist saved them. */
export function logTurns(
  items: readonly GameLogItem[],
  ticks: Readonly<Record<string, readonly boolean[]>> = {},
): LogTurn[] {
  return items
    .filter((i) => i.kind === "npTurn" || i.kind === "propaganda" || i.kind === "player")
    .map((i) => ({
      card: i.card,
      faction: i.faction,
      role: i.kind === "player" ? "you" : "NP",
      trace: i.trace,
      changes: i.changes,
      ...(i.action ? { action: i.action } : {}),
      ...(i.kind === "player" ? { byPlayer: true } : {}),
      ...(i.turnKey && ticks[i.turnKey] ? { done: ticks[i.turnKey] } : {}),
    }));
}
