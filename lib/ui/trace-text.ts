import {
  backOf,
  COLUMN_LABEL,
  cardOfSide,
  type TraceRecord,
} from "@/lib/engine/cuba/calixto/types";
import {
  actionLabel,
  INSTRUCTION_LABEL,
  isInstructionId,
  isOperationId,
  OPERATION_LABEL,
  readableIds,
  SPECIAL_LABEL,
} from "./labels";

/** Where an Operation box's SA list sits, in words (C8.5.3; base rules 4.1). */
const SA_POSITION = {
  before: "before it",
  after: "after it",
  between: "between its parts",
} as const;

import { factionName, factionWords, listNames, sideName, spaceName } from "./names";
import { outcomeText, rowNumber } from "./narrowing";

/**
 * One trace record in plain words: a title line, detail lines (evidence, rows, reasons) and the
 * rule it cites. Used by the step list, the screen-reader announcement and the Markdown log.
 */
export interface RecordText {
  title: string;
  details: string[];
  rule: string;
}

const yesNo = (b: boolean) => (b ? "Yes" : "No");

const SOURCE_TEXT: Record<string, string> = {
  app: "drawn by the app",
  physical: "your physical card",
  deck: "drawn from the app deck",
};

function body(r: TraceRecord): { title: string; details: string[] } {
  switch (r.kind) {
    case "eligibility":
      // Past the last row (C8.5.2): no row applied; its label repeats that, so it is said once.
      if (r.row === "end")
        return {
          title: `${factionName(r.faction)}: no row applies → ${eligibilityResult(r.result, r.evidence ?? [])}`,
          details: r.evidence ?? [],
        };
      return {
        title: `${factionName(r.faction)}: ${eligibilityRow(r.row)} (${r.label}) → ${eligibilityResult(r.result, r.evidence ?? [])}`,
        details: r.evidence ?? [],
      };
    case "cardDrawn":
      return {
        title: `${factionName(r.faction)} Calixto card ${r.card} (${SOURCE_TEXT[r.source] ?? r.source})`,
        details: r.movedToBottom.length
          ? [`Moved to the bottom first: ${listNames(r.movedToBottom)}`]
          : [],
      };
    case "box":
      return {
        title: `${capital(sideName(r.side))}: ${r.question} ${yesNo(r.answer)}`,
        details: r.evidence,
      };
    case "cardOutcome": {
      const where = capital(sideName(r.side));
      if (r.outcome === "draw")
        return { title: `${where}: DRAW, this card goes to the bottom`, details: [] };
      if (r.outcome === "flip")
        return {
          title: `${where}: FLIP to ${r.side.length === 1 ? backOf(cardOfSide(r.side)) : "the other side"}`,
          details: [],
        };
      if (r.outcome === "special")
        return { title: `${where}: Special Activity box, then the card goes on`, details: [] };
      const op = r.operation ? `: ${OPERATION_LABEL[r.operation]}` : "";
      const sa = r.sa ? `, with a Special Activity ${SA_POSITION[r.sa]}` : "";
      return { title: `${where}: to the Operation${op}${sa}`, details: [] };
    }
    case "deckExhausted":
      return {
        title: `Every ${factionName(r.faction)} card drawn without a legal Operation: next Eligibility row`,
        details: r.drawn.length ? [`Cards tried: ${listNames(r.drawn)}`] : [],
      };
    case "selection": {
      const column = r.column ? ` (${COLUMN_LABEL[r.column]} column)` : "";
      return {
        title: `${readableIds(r.purpose)}${column}: ${r.chosen ? spaceName(r.chosen) : "no space"}`,
        details: r.steps.map(
          (s) =>
            `Row ${rowNumber(s.row)} ${s.label}: ${outcomeText(s)}${s.note ? ` (${s.note})` : ""}`,
        ),
      };
    }
    case "activation":
      return {
        title: `Activation roll ${r.roll} against AN ${r.an}: ${
          r.continues ? "higher, so another space" : "not higher, so no more spaces"
        }`,
        details: [],
      };
    case "instruction":
      // A record with `skipped` closes a line: it may have run in several spaces before (the
      // activation loop writes one when a roll stops it), so say why it ends, not "skipped".
      // An Event's own record ("#8") reads as a sentence, not as a card line.
      if (r.line.startsWith("#")) return { title: readableIds(r.text), details: [] };
      return { title: instructionTitle(r), details: [] };
    case "specialActivity":
      return {
        title: `Special Activity ${r.letter}, ${r.activity ? SPECIAL_LABEL[r.activity] : INSTRUCTION_LABEL[r.sa]}: ${r.result}`,
        details: r.reason ? [r.reason] : [],
      };
    case "move": {
      const step = r.step === "keep" ? "Keep" : r.step === "get" ? "Get" : `Step ${r.step}`;
      // The move loop may already start its text with the step ("Step C: another origin").
      const text = r.text.startsWith(`${step}:`) ? r.text.slice(step.length + 1).trim() : r.text;
      return { title: `Move, ${step}: ${text}`, details: r.evidence ?? [] };
    }
    case "change":
      return { title: r.change.text, details: [] };
    case "note":
      return { title: r.text, details: [] };
  }
}

type InstructionRecord = Extract<TraceRecord, { kind: "instruction" }>;

/**
 * A card line's record in words (C8.5.3, C8.7.2). The engine names the line by its number, "★"
 * for a starred line, "Event" for an Event's instruction, or the instruction's id when the text
 * already says what was done in which space; its text may be "operation: instructionId".
 */
function instructionTitle(r: InstructionRecord): string {
  const skipped = r.skipped ? `: ${r.skipped}` : "";
  // A numbered step of a Special Activity (C8.7.2): begun, or skipped and why.
  if (r.special !== undefined)
    return `Special Activity ${r.special}, step ${r.line}: ${readableIds(r.text)}${r.skipped ? `: skipped: ${r.skipped}` : ""}`;
  if (r.line === "Event") return `Event instruction: ${readableIds(r.text)}${skipped}`;
  // A line carried out in a space: its text names the action and the space.
  if (isInstructionId(r.line)) return `${readableIds(r.text)}${skipped}`;
  const which = r.line === "★" ? "starred line" : r.line ? `line ${r.line}` : "line";
  // "assault: assault" from the Activation loop: the Operation, then the line's instruction.
  const m = /^([a-z]+): (\w+)$/.exec(r.text);
  if (m && isOperationId(m[1])) {
    const op = OPERATION_LABEL[m[1]];
    const what = readableIds(m[2]);
    return `${op}, ${which}${what === op ? "" : `: ${what}`}${skipped}`;
  }
  return `${capital(which)}: ${readableIds(r.text)}${skipped}`;
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function describeRecord(r: TraceRecord): RecordText {
  const { title, details } = body(r);
  const extra = r.overridden ? [`Corrected by you: ${r.overridden.reason}`] : [];
  // The data's labels name Factions by the cards' codes; the player reads their names.
  return {
    title: factionWords(title),
    details: [...details.map(factionWords), ...extra],
    rule: r.rule,
  };
}

/**
 * A row's outcome in words (C8.5.2): the action it gives, "does not apply" when its test fails,
 * and for a row with a red check mark of another Faction, that it was skipped and for whom.
 */
function eligibilityResult(result: string, evidence: readonly string[]): string {
  if (result === "no") return "does not apply";
  if (result === "not read") {
    const only = evidence.map((e) => /^red check: (.+) only$/.exec(e)?.[1]).find(Boolean);
    return only
      ? `skipped: this row is for ${only} only`
      : "skipped: this row is for another Faction";
  }
  return actionLabel(result);
}

/** "1st-3" → "1st Eligible, row 3". */
function eligibilityRow(row: string): string {
  const m = /^(1st|2nd)-(\d+)$/.exec(row);
  if (m) return `${m[1]} Eligible, row ${m[2]}`;
  return `row ${row}`;
}
