import { cardTitle } from "@/data/cuba/events";
import { FACTION_NAME, PIECE_LABEL } from "@/data/cuba/pieces";
import { SCENARIOS, VARIABLE_STEPS } from "@/data/cuba/scenarios";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { SUPPORT_LABEL } from "../board/changes";
import type { BoardEdit } from "../board/edit";
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
  }
}
