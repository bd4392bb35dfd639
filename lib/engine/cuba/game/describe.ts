import { cardTitle } from "@/data/cuba/events";
import { FACTION_NAME, PIECE_LABEL } from "@/data/cuba/pieces";
import { SCENARIOS, VARIABLE_STEPS } from "@/data/cuba/scenarios";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { SUPPORT_LABEL } from "../board/changes";
import type { BoardEdit } from "../board/edit";
import type { InputEvent } from "../calixto/types";
import { describePlayerAction } from "../player/describe";
import type { GameEntry } from "./entries";

/** Short labels of our own for the history list and the command line. */
const card = (id: number | null) => (id === null ? "none" : `#${id} ${cardTitle(id)}`);
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function describeEdit(e: BoardEdit): string {
  switch (e.kind) {
    case "pieces":
      return `${SPACE_BY_ID[e.space]?.name ?? e.space}: ${cap(PIECE_LABEL[e.piece]?.many ?? e.piece)} → ${e.value}`;
    case "support":
      return `${SPACE_BY_ID[e.space]?.name ?? e.space}: ${SUPPORT_LABEL[e.value]}`;
    case "terror":
      return `${SPACE_BY_ID[e.space]?.name ?? e.space}: Terror → ${e.value}`;
    case "sabotage":
      return `${SPACE_BY_ID[e.space]?.name ?? e.space}: Sabotage ${e.value ? "placed" : "removed"}`;
    case "cash":
      return `${SPACE_BY_ID[e.space]?.name ?? e.space}: Cash → ${e.value.length}`;
    case "usAlliance":
      return `US Alliance → ${cap(e.value)}`;
    case "aid":
      return `Aid → ${e.value}`;
    case "resources":
      return `${FACTION_NAME[e.faction]} Resources → ${e.value}`;
    case "role":
      return `${FACTION_NAME[e.faction]} → ${e.value === "np" ? "Non-player" : "player"}`;
    case "eligibility":
      return `${FACTION_NAME[e.faction]} → ${cap(e.value)}`;
    case "cardActions":
      return "Sequence of Play track updated";
    case "capabilities":
      return `Capabilities: ${e.value.map((c) => cardTitle(c.card)).join(", ") || "none"}`;
    case "momentum":
      return `Momentum: ${e.value.map(cardTitle).join(", ") || "none"}`;
    case "currentCard":
      return `Current card → ${card(e.value)}`;
    case "nextCard":
      return `Next card → ${card(e.value)}`;
    case "propagandaLeft":
      return `Propaganda cards left → ${e.value}`;
    case "campaignCard":
      return `Card of the Campaign → ${e.value}`;
    case "shortGame":
      return `Short game ${e.value ? "on" : "off"}`;
  }
}

export function describeEntry(entry: GameEntry): string {
  switch (entry.type) {
    case "game.setup": {
      const s = SCENARIOS.find((x) => x.id === entry.payload.scenario);
      return `Set-up: ${s?.name ?? entry.payload.scenario}`;
    }
    case "board.edited":
      return (
        entry.payload.note ?? (entry.payload.edits.map(describeEdit).join("; ") || "No change")
      );
    case "setup.placed":
      return `Variable set-up: ${FACTION_NAME[VARIABLE_STEPS[entry.payload.step]?.faction ?? "GOV"]} ${VARIABLE_STEPS[entry.payload.step]?.label ?? ""}`;
    case "meta.undo":
      return "Undo";
    case "meta.redo":
      return "Redo";
    case "turn.begin": {
      const begins =
        entry.payload.kind === "propaganda"
          ? "Propaganda Round begins"
          : `${FACTION_NAME[entry.payload.faction ?? "GOV"]} NP turn begins`;
      const c = entry.payload.corrections;
      if (!c) return begins;
      return c.length
        ? `${begins}, with ${c.length} of your correction${c.length === 1 ? "" : "s"}`
        : `${begins}, with none of your corrections now`;
    }
    case "turn.input":
      return describeInput(entry.payload.event);
    case "turn.override":
      return `Correction of decision ${entry.payload.decision}: ${String(entry.payload.value)} (${entry.payload.reason})`;
    case "turn.confirm":
      return `Turn confirmed: ${entry.payload.action ?? "Propaganda"}, ${entry.payload.changes.length} change${entry.payload.changes.length === 1 ? "" : "s"} on the table`;
    case "turn.cancel":
      return "Turn cancelled";
    case "deck.shuffled":
      return "Calixto deck shuffled";
    case "player.action":
      return `${FACTION_NAME[entry.payload.faction]} (you): ${entry.payload.action}${entry.payload.side ? ` (${entry.payload.side})` : ""}${entry.payload.applied ? ", applied by the app" : ""}${entry.payload.operation ? ` — ${describePlayerAction(entry.payload.operation.action)}` : ""}${entry.payload.note ? `, ${entry.payload.note}` : ""}`;
    case "readings.set": {
      const parts = Object.entries(entry.payload.conflicts).map(([id, v]) => `${id} ${v}`);
      for (const [row, cols] of Object.entries(entry.payload.dots ?? {}))
        parts.push(
          cols === null
            ? `priority row ${row}: the app's dots`
            : `priority row ${row}: your dots ${cols.join(" ") || "(none)"}`,
        );
      return `Readings: ${parts.join(", ")}`;
    }
    case "card.back": {
      const n = entry.payload.changes.length;
      return `Went back to before ${card(entry.payload.card)}: ${n} change${n === 1 ? "" : "s"} on the table`;
    }
    case "card.next":
      return entry.payload.revealed === null
        ? "Next card played"
        : `Next card played; ${card(entry.payload.revealed)} revealed`;
  }
}

function describeInput(e: InputEvent): string {
  switch (e.type) {
    case "dice.rolled":
      return `Dice ${e.faces.join(", ")} (${e.source === "app" ? "rolled by the app" : "your dice"})`;
    case "card.drawn":
      return `Calixto card ${e.card} drawn`;
    case "tie.broken":
      return `Random pick: ${e.choice}`;
    case "question.answered":
      return `Answer: ${e.value}`;
    case "event.select":
      return `Event: choose a space (${e.column ?? "no column"})`;
    case "event.edit":
      return e.note ?? `Event: ${e.edits.map(describeEdit).join("; ")}`;
    case "event.done":
      return "Event done";
  }
}
