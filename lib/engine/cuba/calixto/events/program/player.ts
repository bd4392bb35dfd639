import { programFor } from "@/data/cuba/calixto/event-programs";
import { cardTitle, eventCard, isPropaganda } from "@/data/cuba/events";
import { FACTION_NAME } from "@/data/cuba/pieces";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { type DiceSource, type DiceSpec, diceCount, diceTotal } from "../../../../core/dice";
import type { FieldError } from "../../../../core/result";
import { type BoardEdit, diffBoards } from "../../../board/edit";
import type { EventSide, Faction, GameBoard, SpaceId } from "../../../types";
import { actionWords } from "../../action-words";
import { NP_GRANT_CHOOSER } from "../../conflicts";
import type { Need, NeedAnswer } from "../../contracts";
import { deckCards } from "../../deck";
import type { GrantTerms } from "../../grant-terms";
import { DEFAULT_OPTIONS, type RuleOptions, reading } from "../../scope";
import { COLUMN_LABEL, type ColumnId, type TableChange } from "../../types";
import { ANY_OPERATION, grantMatch } from "../grants";
import { playCapability, playMomentum } from "../play";
import { EVENT_TABLES, type EventTables } from "../tables";
import { runEventProgram } from "./run";
import type { EventStep } from "./types";
import type { GrantOut } from "./work";

/**
 * The player's own Event carried out by the app (5.1): the side's program runs with
 * `chooser: "player"`, so every choice the text leaves open (which space, which piece, which
 * Faction, which alternative) is the player's, and the NP-only rules (C8.5.5 effective choices,
 * own pieces only) are off. Only legal options are offered: the program offers a space only
 * where the step can be carried out (5.1.1, 5.1.3 skip what cannot be done). Questions come one
 * at a time; the answers given so far are re-run from the start (engine design "Chance and
 * answers"). Pure; bad input is an error naming its field, never a throw.
 */

/** One answer: a pick among a question's options, or dice faces (with who rolled them). */
export type PlayerAnswer =
  | { kind: "choice"; value: string }
  | { kind: "dice"; faces: number[]; source: DiceSource };

export type PlayerQuestion =
  | {
      kind: "choice";
      text: string;
      options: { value: string; label: string }[];
      rule: string;
    }
  | { kind: "dice"; spec: DiceSpec; text: string; rule: string };

/** A question and its answer, in the player's words (the history says what was done). */
export interface AnsweredQuestion {
  question: string;
  answer: string;
}

export interface PlayerEventInput {
  card: number;
  side: EventSide;
  faction: Faction;
  answers: readonly PlayerAnswer[];
  options?: RuleOptions;
  tables?: EventTables;
}

export type PlayerEventResult =
  | { kind: "need"; question: PlayerQuestion; answered: AnsweredQuestion[] }
  | {
      kind: "done";
      board: GameBoard;
      changes: TableChange[];
      /** The board edits that turn the board before into the board after. */
      edits: BoardEdit[];
      /** Operations or SAs the Event allows, done by the player at the table (C8.5.5, 5.1). */
      grants: string[];
      /** The same grants as records (work.ts GrantOut): a player Faction's go on to its own form. */
      granted: GrantOut[];
      /** What the Event skipped and why (5.1.3, C8.2.1). */
      notes: string[];
      answered: AnsweredQuestion[];
    }
  | { kind: "error"; errors: FieldError[] };

const spaceName = (v: string) => SPACE_BY_ID[v as SpaceId]?.name ?? v;
const fail = (field: string, reason: string): PlayerEventResult => ({
  kind: "error",
  errors: [{ field, reason }],
});

/** The engine's need as a question the player answers (a tie or a space pick is theirs too). */
function questionOf(need: Need): PlayerQuestion | null {
  if (need.kind === "select")
    return {
      kind: "choice",
      text: `${need.purpose}: which space?`,
      options: need.candidates.map((id) => ({ value: id, label: spaceName(id) })),
      rule: "5.1",
    };
  const r = need.request;
  if (r.kind === "question")
    return { kind: "choice", text: r.text, options: r.options, rule: r.rule };
  if (r.kind === "tieBreak")
    return {
      kind: "choice",
      text: `${r.purpose}: which one?`,
      options: r.among.map((v) => ({ value: v, label: spaceName(v) })),
      rule: r.rule,
    };
  if (r.kind === "dice") return { kind: "dice", spec: r.spec, text: r.purpose, rule: r.rule };
  return null;
}

/** Check one answer against its question; the engine answer it stands for, or the reason. */
function checkAnswer(
  need: Need,
  q: PlayerQuestion,
  a: PlayerAnswer,
): { answer: NeedAnswer; words: string } | string {
  if (q.kind === "dice") {
    if (a.kind !== "dice") return `"${q.text}" needs ${q.spec}, not a choice`;
    const n = diceCount(q.spec);
    if (a.faces.length !== n || a.faces.some((f) => !Number.isInteger(f) || f < 1 || f > 6))
      return `"${q.text}" needs ${n} die face${n > 1 ? "s" : ""} from 1 to 6, got ${a.faces.join(", ") || "none"}`;
    const total = diceTotal(q.spec, a.faces);
    const by = a.source === "app" ? "rolled by the app" : "your dice";
    return { answer: { kind: "dice", faces: [...a.faces] }, words: `${total} (${by})` };
  }
  if (a.kind !== "choice") return `"${q.text}" needs one of its choices, not dice`;
  const o = q.options.find((x) => x.value === a.value);
  if (!o)
    return `"${a.value}" is not one of the choices for "${q.text}": ${q.options.map((x) => x.label).join(", ")}`;
  const answer: NeedAnswer =
    need.kind === "select"
      ? { kind: "space", space: o.value as SpaceId }
      : { kind: "choice", value: o.value };
  return { answer, words: o.label };
}

const words = actionWords;

const names = (ids: readonly string[]) => ids.map(spaceName).join(", ");

/** One action's terms in words (grant-terms.ts), or "" when the Event adds nothing to it. */
function termsText(action: string, t: GrantTerms | undefined): string {
  if (!t) return "";
  const parts = [
    t.spaces ? `only in ${names(t.spaces) || "no space"}` : "",
    t.from ? (t.from.length ? `only from ${names(t.from)}` : "in place, nothing moves in") : "",
    t.all ? "every Guerrilla there moves out" : "",
    t.oneSpace ? "in one space" : "",
    t.alone ? "needs no accompanying Operation" : "",
    t.evenIfActive ? "even with an Active Guerrilla" : "",
    t.asIfNeutral ? "as if the spaces were Neutral" : "",
    t.each ? "in each of them where it can act" : "",
    t.targets
      ? `${t.targets.of.map((f) => FACTION_NAME[f]).join(" or ")} pieces only${t.targets.basesFirst ? ", Bases first" : ""}`
      : "",
    t.thenUnderground ? "then the Guerrillas that moved flip Underground" : "",
  ].filter(Boolean);
  return parts.length ? `${words(action)}: ${parts.join(", ")}` : "";
}

/**
 * A granted Operation or SA in the player's words: the player does it at the table. It reads the
 * same grant record the NP's Calixto machines obey (granted-action.machine.ts).
 */
export function grantText(g: GrantOut): string {
  const where = g.spaces ? ` in ${names(g.spaces) || "no space"}` : "";
  const limits = [
    g.limited ? "in one space" : "",
    g.sameSpace ? "the later ones where the first one acted" : "",
    ...g.actions.map((a) => termsText(a, g.terms?.[a])),
  ].filter(Boolean);
  return `${FACTION_NAME[g.faction]}: ${g.actions.map(words).join(" + ")} for free${where}${limits.length ? ` (${limits.join("; ")})` : ""}${g.note ? `, ${g.note}` : ""}`;
}

/** The column that picks a granted action's space when no Calixto card shows it (C8.5.5). */
const FALLBACK_COLUMN: Readonly<Record<string, ColumnId>> = {
  ambush: "RR",
  march: "MD",
  rally: "PG",
};

/**
 * Who decides a free action the player's Event gives a Non-player (reading NP_GRANT_CHOOSER):
 * the Non-player itself, as a Marching Faction chooses its own destinations (5.1 example), by a
 * Calixto draw until a card shows the action (C8.5.5); or, read as 5.1's first paragraph, the
 * player who executed the Event.
 */
function deciderText(g: GrantOut, board: GameBoard, options: RuleOptions): string {
  if (board.roles[g.faction] !== "np") return "";
  const who = `the ${FACTION_NAME[g.faction]}`;
  if (reading(options, NP_GRANT_CHOOSER) === "alternative")
    return `; you decide it for ${who} (5.1)`;
  const named = g.actions.filter((a) => a !== ANY_OPERATION);
  const unmatched = named.filter(
    (a) => !deckCards([g.faction]).some((c) => grantMatch(c, g.faction, [a], options)),
  );
  if (unmatched.length) {
    const col = FALLBACK_COLUMN[unmatched[0]];
    return `; ${who} is a Non-player and decides it: none of its Calixto cards shows ${words(unmatched[0])}, so its ${col ? COLUMN_LABEL[col] : "Space Selection"} column picks the space (C8.5.5)`;
  }
  const draw =
    named.length === 0
      ? "draw one of its Calixto cards and follow it"
      : named.length > 1
        ? `for ${named.map(words).join(" and ")} in turn, draw its Calixto cards until one shows it (both sides) and follow that card`
        : `draw its Calixto cards until one shows ${words(named[0])} (both sides) and follow that card`;
  return `; ${who} is a Non-player and decides it: ${draw} (C8.5.5)`;
}

/** Carry out the player's own Event with the answers given so far (5.1). */
export function playerEvent(board: GameBoard, input: PlayerEventInput): PlayerEventResult {
  const { card, side, faction } = input;
  const def = eventCard(card);
  if (isPropaganda(card) || !def) return fail("card", `#${card} is not an Event card`);
  if (def.single && side === "shaded")
    return fail("side", `#${card} ${cardTitle(card)} has one text only: it has no shaded side`);
  const tables = input.tables ?? EVENT_TABLES;
  const program = programFor(card, side, tables.programs);
  if (!program)
    return fail(
      "program",
      `The app cannot carry out #${card} ${cardTitle(card)} (${side}) yet: apply it yourself at the table and in the map`,
    );
  const ctx = {
    actor: faction,
    chooser: "player" as const,
    card,
    side,
    hints: [],
    options: input.options ?? DEFAULT_OPTIONS,
    tables,
  };
  // Re-run with one more answer each time, checking each against the question it answers.
  const given: NeedAnswer[] = [];
  const answered: AnsweredQuestion[] = [];
  for (let i = 0; ; i++) {
    const r = runEventProgram(board, program, ctx, given);
    if (r.kind === "error") return r;
    if (r.kind === "done") {
      if (i < input.answers.length)
        return fail(
          `answers[${i}]`,
          `the Event is complete after ${i} answer${i === 1 ? "" : "s"}; ${input.answers.length - i} more given`,
        );
      return finish(board, r, program.steps, card, side, answered, ctx.options);
    }
    const q = questionOf(r.need);
    if (!q) return fail(`answers[${i}]`, "the Event asks for something the app cannot ask you");
    const a = input.answers[i];
    if (!a) return { kind: "need", question: q, answered };
    const f = checkAnswer(r.need, q, a);
    if (typeof f === "string") return fail(`answers[${i}]`, f);
    given.push(f.answer);
    answered.push({ question: q.text, answer: f.words });
  }
}

function finish(
  before: GameBoard,
  r: Extract<ReturnType<typeof runEventProgram>, { kind: "done" }>,
  steps: readonly EventStep[],
  card: number,
  side: EventSide,
  answered: AnsweredQuestion[],
  options: RuleOptions,
): PlayerEventResult {
  let board = r.board;
  const changes = [...r.changes];
  const notes = r.trace.flatMap((t) => (t.kind === "note" ? [t.text] : []));
  // A Capability or Momentum side goes into play with the Event (5.3, 5.4).
  const lasting = steps.find((s) => s.do === "lasting");
  if (lasting) {
    const p =
      lasting.kind === "capability" ? playCapability(board, card, side) : playMomentum(board, card);
    if (p.ok) {
      board = p.value.board;
      changes.push(...p.value.changes);
    } else notes.push(p.errors.map((e) => e.reason).join("; "));
  }
  return {
    kind: "done",
    board,
    changes,
    edits: diffBoards(before, board),
    grants: r.grants.map((g) => grantText(g) + deciderText(g, before, options)),
    granted: r.grants.map((g) => structuredClone(g)),
    notes,
    answered,
  };
}
