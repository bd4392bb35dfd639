import { cardTitle } from "@/data/cuba/events";
import type { TableChange, TraceRecord } from "@/lib/engine/cuba/calixto/types";
import type { Faction } from "@/lib/engine/cuba/types";
import { factionName } from "./names";
import { describeRecord } from "./trace-text";

/**
 * The game log as Markdown a player can read or share: a heading per Event card, a sub-heading
 * per faction turn, the decisions as bullets with their rule sections, and the table checklist.
 * Pure: the caller gathers the turns (from the action log) and saves the string.
 */
export interface LogTurn {
  /** Event card number (1-48, Propaganda 49-52); null before the first card. */
  card: number | null;
  /** The acting Faction; null for a Propaganda Round. */
  faction: Faction | null;
  /** Who acted and how, e.g. "1st Eligible" or "NP". */
  role?: string;
  trace: readonly TraceRecord[];
  changes: readonly TableChange[];
  /** What the Faction did, in words ("Operation Only, Rally in Oriente"). */
  action?: string;
  /** The player's own turn: its changes are what they did, not a checklist. */
  byPlayer?: boolean;
  /** Ticked checklist items, by index into `changes`. */
  done?: readonly boolean[];
}

/** Escape the characters Markdown would read as formatting. */
export function escapeMarkdown(text: string): string {
  return text.replace(/([\\`*_[\]<>|#])/g, "\\$1");
}

function cardHeading(card: number | null): string {
  return card === null
    ? "## Before the first card"
    : `## Card ${card}: ${escapeMarkdown(cardTitle(card))}`;
}

function turnLines(turn: LogTurn): string[] {
  const role = turn.role ? ` (${escapeMarkdown(turn.role)})` : "";
  const who = turn.faction === null ? "Propaganda Round" : factionName(turn.faction);
  const lines = [`### ${who}${role}`, ""];
  if (turn.action) lines.push(`Action: ${escapeMarkdown(turn.action)}`, "");
  const decisions = turn.trace.filter((r) => r.kind !== "change");
  if (decisions.length) {
    lines.push("Decisions:", "");
    for (const r of decisions) {
      const t = describeRecord(r);
      lines.push(`- ${escapeMarkdown(t.title)} (${escapeMarkdown(t.rule)})`);
      for (const d of t.details) lines.push(`  - ${escapeMarkdown(d)}`);
    }
    lines.push("");
  }
  if (turn.changes.length && turn.byPlayer) {
    lines.push("Done on the table and the map:", "");
    for (const c of turn.changes) lines.push(`- ${escapeMarkdown(c.text)}`);
  } else if (turn.changes.length) {
    lines.push("On the table:", "");
    turn.changes.forEach((c, i) => {
      lines.push(`- [${turn.done?.[i] ? "x" : " "}] ${escapeMarkdown(c.text)}`);
    });
  } else {
    lines.push("No change on the table.");
  }
  lines.push("");
  return lines;
}

export function renderMarkdownLog(
  turns: readonly LogTurn[],
  title = "Cuba Libre game log",
): string {
  const lines = [`# ${escapeMarkdown(title)}`, ""];
  let current: number | null | undefined;
  for (const turn of turns) {
    if (turn.card !== current) {
      current = turn.card;
      lines.push(cardHeading(turn.card), "");
    }
    lines.push(...turnLines(turn));
  }
  if (turns.length === 0) lines.push("No turns yet.", "");
  return `${lines.join("\n").trimEnd()}\n`;
}
