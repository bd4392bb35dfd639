import type { EiHint, EventSide } from "@/data/cuba/calixto/event-instructions";
import { instructionFor } from "@/data/cuba/calixto/event-instructions";
import type { EventLetter } from "@/data/cuba/calixto/event-table";
import { cardTitle, eventCard } from "@/data/cuba/events";
import { FACTION_NAME } from "@/data/cuba/pieces";
import type { FieldError } from "../../../core/result";
import { isFinalCampaign } from "../../board/board";
import { type CapabilityInPlay, FACTIONS, type Faction, type GameBoard } from "../../types";
import { usedCorrection } from "../corrections/used";
import { DEFAULT_OPTIONS, type RuleOptions, reading } from "../scope";
import type { ColumnId, Request } from "../types";
import { effectiveQuestionId, NO_ANSWERS, type RememberedAnswers } from "./answers";
import type { EffectHit } from "./effects";
import { eventJudging } from "./judging-part";
import { type Effective, resolveLetter } from "./letter";
import { carryJudgedRun } from "./program/judged-run";
import { chooseSide } from "./side";
import { EVENT_TABLES, type EventTables } from "./tables";

/**
 * Does an NP Faction execute the Event, and how (C8.5.5, C8.8)? A 1st Eligible NP takes it only
 * when Critical, a 2nd Eligible NP when Critical or Performed, and in both cases only when it
 * would be effective. Effectiveness is computed from the board where the Event side is encoded
 * (event-effects.ts), otherwise the player is asked a yes/no question listing the Faction's
 * effective effects.
 */
export type EventMarker = { capability: CapabilityInPlay } | { momentum: number } | null;

export type EventDecision =
  | { kind: "need"; request: Request }
  | { kind: "error"; errors: FieldError[] }
  | {
      kind: "decided";
      card: number;
      faction: Faction;
      position: 1 | 2;
      take: boolean;
      /** The letter after M and ★ gates: what the table means for this decision. */
      letter: Effective;
      printed: EventLetter;
      why: string[];
      side: EventSide;
      /** The effective actions found, or "player" when the player answered the question. */
      effective: EffectHit[] | "player" | null;
      /** Event Instructions hints for carrying it out (reference §3.6), our short words. */
      instructions: EiHint[];
      /** Space Selection columns to use: instruction columns first, then leftmost effective. */
      columnHints: ColumnId[];
      /** Operations/SAs the Event grants: draw Calixto cards until one matches (C8.5.5). */
      grants: string[] | null;
      /** Capability or Momentum to put on the board once the Event is done (5.3, 5.4). */
      marker: EventMarker;
      rule: "C8.5.5";
    };

export function effectiveQuestion(
  board: GameBoard,
  card: number,
  faction: Faction,
  side: EventSide,
  tables: EventTables,
): Request {
  const labels = tables.effective[faction]
    .filter(
      (e) =>
        e.onlyIf === undefined ||
        (e.onlyIf === "firstThreeCardsOfCampaign" && board.campaignCard <= 3) ||
        (e.onlyIf === "notFinalCampaign" && !isFinalCampaign(board)) ||
        (e.onlyIf === "govIsPlayer" && board.roles.GOV === "player"),
    )
    .map((e) => e.label);
  return {
    kind: "question",
    id: effectiveQuestionId(card, faction, side, board.cardActions.length),
    text:
      `Would #${card} ${cardTitle(card)} (${side}) do any of these for ` +
      `${FACTION_NAME[faction]} right now: ${labels.join("; ")}?`,
    options: [
      { value: "yes", label: "Yes: at least one of them" },
      { value: "no", label: "No: none of them" },
    ],
    rule: "C8.5.5",
  };
}

function markerFor(card: number, side: EventSide): EventMarker {
  const def = eventCard(card);
  if (def?.capability && def.capability.side === side) return { capability: { card, side } };
  if (def?.momentum && side === "shaded") return { momentum: card };
  return null;
}

export function eventDecision(
  board: GameBoard,
  card: number,
  faction: Faction,
  position: 1 | 2,
  answers: RememberedAnswers = NO_ANSWERS,
  tables: EventTables = EVENT_TABLES,
  options: RuleOptions = DEFAULT_OPTIONS,
): EventDecision {
  if (!FACTIONS.includes(faction))
    return { kind: "error", errors: [{ field: "faction", reason: `unknown Faction ${faction}` }] };
  if (position !== 1 && position !== 2)
    return { kind: "error", errors: [{ field: "position", reason: "must be 1 or 2" }] };
  const campaignPosition = card === board.nextCard ? board.campaignCard + 1 : board.campaignCard;
  const res = resolveLetter(board, card, faction, campaignPosition, answers, tables, options);
  if (res.kind !== "letter") return res;

  // The trace says which of the player's corrections this decision read (issue "Your own cards").
  const why = [
    ...res.evidence,
    ...[`cell:${card}:${faction}`, `ei:${card}:${faction}`, `effective:${faction}`].flatMap(
      (key) => usedCorrection(options, key) ?? [],
    ),
  ];
  const { side, why: sideWhy } = chooseSide(board, card, faction, tables);
  const ei = instructionFor(card, faction, tables.instructions);
  const instructions = ei?.hints ?? [];
  const base = {
    kind: "decided" as const,
    card,
    faction,
    position,
    letter: res.letter,
    printed: res.printed,
    side,
    instructions,
    rule: "C8.5.5" as const,
  };

  const wanted = position === 1 ? res.letter === "C" : res.letter !== "-";
  if (!wanted) {
    why.push(
      position === 1
        ? "1st Eligible takes only a Critical Event"
        : "2nd Eligible takes only a Critical or Performed Event",
    );
    return {
      ...base,
      take: false,
      why,
      effective: null,
      columnHints: [],
      grants: null,
      marker: null,
    };
  }
  why.push(sideWhy);

  // The Event programs load with the first Event judged (judging-part.ts).
  const evald = eventJudging.now().evaluateEffects(board, card, side, faction, tables, options);
  const hintColumns = instructions.flatMap((h) => (h.column ? [h.column] : []));
  if (!evald.known) {
    const q = effectiveQuestion(board, card, faction, side, tables);
    const given = answers[q.kind === "question" ? q.id : ""];
    if (given === undefined) return { kind: "need", request: q };
    if (given !== "yes" && given !== "no")
      return {
        kind: "error",
        errors: [
          { field: `answers.${q.kind === "question" ? q.id : ""}`, reason: "must be yes or no" },
        ],
      };
    const take = given === "yes";
    why.push(`player: ${take ? "effective" : "not effective"} (${evald.reason})`);
    return {
      ...base,
      take,
      why,
      effective: "player",
      columnHints: [...new Set(hintColumns)],
      grants: null,
      marker: take ? markerFor(card, side) : null,
    };
  }
  // An Instruction whose gate is the Event's worth (#17 shaded): the gate held, since the letter
  // is not "-" here, so the side counts as effective unless the strict reading is chosen.
  const gate = ei?.gate;
  const byGate =
    evald.hits.length === 0 &&
    gate?.kind === "performedOnlyIf" &&
    gate.effect !== undefined &&
    reading(options, gate.effect.conflict) !== "alternative";
  const take = evald.hits.length > 0 || byGate;
  why.push(
    evald.hits.length > 0
      ? `effective: ${evald.hits.map((h) => h.evidence).join("; ")}`
      : byGate
        ? `effective by the Event Instructions: taken while ${gate.label} (none of its effects is on the Effective Events table)`
        : "not effective: none of its effects is listed for this Faction now",
  );
  // The dry run that judged it goes with the decision: the execution takes it over (run.ts).
  return carryJudgedRun(
    {
      ...base,
      take,
      why,
      effective: evald.hits,
      columnHints: take ? [...new Set([...hintColumns, ...evald.columns])] : [],
      grants: take ? evald.grants : null,
      marker: take ? markerFor(card, side) : null,
    },
    evald,
  );
}

/**
 * An NP carries out a named Event side now, whatever its Eligibility and the Event Cards table
 * say: the execution half of C8.5.5 alone (Event Instructions, effective choices, grants,
 * marker). Scenarios use it to prove an Event side by running it (docs/scenario-format.md,
 * step `event`); the NP turn itself always decides with `eventDecision`.
 */
export function orderedEventDecision(
  board: GameBoard,
  card: number,
  faction: Faction,
  side: EventSide,
  tables: EventTables = EVENT_TABLES,
  options: RuleOptions = DEFAULT_OPTIONS,
): Extract<EventDecision, { kind: "decided" }> {
  const ei = instructionFor(card, faction, tables.instructions);
  const instructions = ei?.hints ?? [];
  const hintColumns = instructions.flatMap((h) => (h.column ? [h.column] : []));
  // The Event programs load with the first Event judged (judging-part.ts).
  const evald = eventJudging.now().evaluateEffects(board, card, side, faction, tables, options);
  const hits = evald.known ? evald.hits : [];
  return carryJudgedRun<Extract<EventDecision, { kind: "decided" }>>(
    {
      kind: "decided",
      card,
      faction,
      position: 1,
      take: true,
      letter: "C",
      printed: "C",
      side,
      instructions,
      rule: "C8.5.5",
      why: [
        `ordered by the scenario: ${FACTION_NAME[faction]} carries out #${card} (${side})`,
        evald.known
          ? hits.length
            ? `effective: ${hits.map((h) => h.evidence).join("; ")}`
            : "not effective for this Faction now (carried out all the same)"
          : `effectiveness not encoded: ${evald.reason}`,
      ],
      effective: evald.known ? hits : null,
      columnHints: [...new Set([...hintColumns, ...(evald.known ? evald.columns : [])])],
      grants: evald.known ? evald.grants : null,
      marker: markerFor(card, side),
    },
    evald,
  );
}
