/**
 * Shape checks for the play entries (turns.ts) when a game file is imported: every field is read
 * from untrusted JSON and any problem is named by its path.
 */

import type { FieldError } from "../../core/result";
import type { BoardEdit } from "../board/edit";
import { checkCorrections } from "../calixto/corrections/check";
import { parseCorrection } from "../calixto/corrections/parse";
import type { Correction } from "../calixto/corrections/types";
import { isPersistentQuestion } from "../calixto/events/answers";
import type { PlayerAnswer } from "../calixto/events/program/player";
import { tableReadingProblem } from "../calixto/events/table-reading";
import type { ColumnId, InputEvent } from "../calixto/types";
import { CARDS_OF, COLUMNS } from "../calixto/types";
import { readPlayerAction } from "../player/parse";
import { FACTIONS, SPACE_IDS } from "../types";
import { EVENT_SIDES } from "./parse-board";
import { readEdit } from "./parse-edit";
import {
  array,
  checkDeckCards,
  type Errors,
  editList,
  integer,
  join,
  keys,
  object,
  oneOf,
  rngState,
  string,
} from "./parse-util";
import type { AppliedEvent, PlayerOperationRecord, TurnPayloads } from "./turns";

const ACTIONS = ["event", "opSA", "opOnly", "limOp", "pass"] as const;
const SOURCES = ["app", "physical"] as const;
const ALL_CARDS = Object.values(CARDS_OF).flat();
const ALL_COLUMNS = [...new Set(Object.values(COLUMNS).flat())];

function edits(v: unknown, path: string, errors: Errors): BoardEdit[] | undefined {
  const list = editList(v, path, errors);
  if (!list) return undefined;
  const before = errors.length;
  const out = list.map((e, i) => readEdit(e, join(path, i), errors));
  return errors.length > before ? undefined : (out as BoardEdit[]);
}

/** A Calixto deck state: `null`, the app's order or the physical cards drawn. */
export function readDeck(v: unknown, path: string, errors: Errors) {
  return deck(v, path, errors);
}

function deck(v: unknown, path: string, errors: Errors) {
  if (v === null) return null;
  const o = object(v, path, errors);
  if (!o) return undefined;
  const mode = oneOf(o.mode, SOURCES, join(path, "mode"), errors, "deck mode");
  const listKey = mode === "app" ? "order" : "drawn";
  keys(o, path, ["mode", listKey], [], errors);
  const list = array(o[listKey], join(path, listKey), errors)?.map((c, i) =>
    oneOf(c, ALL_CARDS, join(join(path, listKey), i), errors, "Calixto card"),
  );
  if (!mode || !list || list.some((c) => c === undefined)) return undefined;
  if (!checkDeckCards(list, join(path, listKey), errors, mode === "app")) return undefined;
  return mode === "app"
    ? { mode, order: list as (typeof ALL_CARDS)[number][] }
    : { mode, drawn: list as (typeof ALL_CARDS)[number][] };
}

export function readInputEvent(v: unknown, path: string, errors: Errors): InputEvent | undefined {
  const o = object(v, path, errors);
  if (!o) return undefined;
  const before = errors.length;
  const type = oneOf(
    o.type,
    [
      "dice.rolled",
      "card.drawn",
      "tie.broken",
      "question.answered",
      "event.select",
      "event.edit",
      "event.done",
    ] as const,
    join(path, "type"),
    errors,
    "input",
  );
  switch (type) {
    case "dice.rolled": {
      keys(o, path, ["type", "faces", "source"], [], errors);
      const faces = array(o.faces, join(path, "faces"), errors)?.map((f, i) =>
        integer(f, join(join(path, "faces"), i), errors),
      );
      if (faces && faces.length === 0)
        errors.push({
          field: join(path, "faces"),
          reason: "a dice roll needs its faces, e.g. [4]",
        });
      if (faces && faces.length > 3)
        errors.push({
          field: join(path, "faces"),
          reason: `a roll is of 3 dice at most, got ${faces.length} faces`,
        });
      faces?.forEach((f, i) => {
        if (f !== undefined && (f < 1 || f > 6))
          errors.push({
            field: join(join(path, "faces"), i),
            reason: `a die face is 1-6, got ${f}`,
          });
      });
      const source = oneOf(o.source, SOURCES, join(path, "source"), errors, "source");
      return errors.length > before || !faces || !source
        ? undefined
        : { type, faces: faces as number[], source };
    }
    case "card.drawn": {
      keys(o, path, ["type", "card", "source"], [], errors);
      const card = oneOf(o.card, ALL_CARDS, join(path, "card"), errors, "Calixto card");
      const source = oneOf(o.source, SOURCES, join(path, "source"), errors, "source");
      return errors.length > before || !card || !source ? undefined : { type, card, source };
    }
    case "tie.broken": {
      keys(o, path, ["type", "choice", "source"], [], errors);
      const choice = string(o.choice, join(path, "choice"), errors);
      const source = oneOf(o.source, SOURCES, join(path, "source"), errors, "source");
      return errors.length > before || choice === undefined || !source
        ? undefined
        : { type, choice, source };
    }
    case "question.answered": {
      keys(o, path, ["type", "value"], [], errors);
      const value = string(o.value, join(path, "value"), errors);
      return value === undefined ? undefined : { type, value };
    }
    case "event.select": {
      keys(o, path, ["type", "column", "candidates", "purpose"], [], errors);
      const column =
        o.column === null
          ? null
          : oneOf(o.column, ALL_COLUMNS, join(path, "column"), errors, "column");
      const candidates = array(o.candidates, join(path, "candidates"), errors)?.map((c, i) =>
        oneOf(c, SPACE_IDS, join(join(path, "candidates"), i), errors, "space"),
      );
      const purpose = string(o.purpose, join(path, "purpose"), errors);
      return errors.length > before || column === undefined || !candidates || purpose === undefined
        ? undefined
        : { type, column, candidates: candidates as (typeof SPACE_IDS)[number][], purpose };
    }
    case "event.edit": {
      keys(o, path, ["type", "edits"], ["note"], errors);
      const list = edits(o.edits, join(path, "edits"), errors);
      const note = o.note === undefined ? undefined : string(o.note, join(path, "note"), errors);
      return errors.length > before || !list
        ? undefined
        : { type, edits: list, ...(note === undefined ? {} : { note }) };
    }
    case "event.done":
      keys(o, path, ["type"], [], errors);
      return { type };
  }
  return undefined;
}

/** A table cell reading kept for the game: a cell the app asks about, read as a letter (C8.5.5). */
function tableReading(id: string, value: unknown, path: string, errors: Errors): void {
  const bad = tableReadingProblem(id, value);
  if (bad) errors.push({ field: path, reason: bad });
}

type Parser<K extends keyof TurnPayloads> = (
  v: unknown,
  path: string,
  errors: Errors,
) => TurnPayloads[K] | undefined;

/** At most this many corrections logged with a turn: far above every entry of the data. */
export const MAX_TURN_CORRECTIONS = 600;

/**
 * The same list is logged with every turn of a game: check each distinct list once (the check
 * walks all 48 card sides). A small cache, dropped whole when full.
 */
const checked = new Map<string, FieldError[]>();
function checkedOnce(list: readonly Correction[]): FieldError[] {
  const key = JSON.stringify(list);
  let bad = checked.get(key);
  if (!bad) {
    if (checked.size >= 32) checked.clear();
    bad = checkCorrections(list);
    checked.set(key, bad);
  }
  return bad;
}

/** The corrections logged with a turn: each read strictly, and together usable (check.ts). */
function readCorrections(v: unknown, path: string, errors: Errors): Correction[] | undefined {
  const list = array(v, path, errors);
  if (!list) return undefined;
  if (list.length > MAX_TURN_CORRECTIONS) {
    errors.push({ field: path, reason: `at most ${MAX_TURN_CORRECTIONS} corrections` });
    return undefined;
  }
  const out: Correction[] = [];
  list.forEach((c, i) => {
    const r = parseCorrection(c, join(path, i));
    if (r.ok) out.push(r.value);
    else errors.push(...r.errors);
  });
  if (out.length !== list.length) return undefined;
  const bad = checkedOnce(out);
  if (bad.length) {
    errors.push(...bad.map((e) => ({ field: join(path, e.field), reason: e.reason })));
    return undefined;
  }
  return out;
}

export const TURN_PARSERS: { [K in keyof TurnPayloads]: Parser<K> } = {
  "turn.begin": (v, path, errors) => {
    const o = object(v, path, errors);
    if (!o) return undefined;
    keys(o, path, ["kind", "faction"], ["answers", "corrections"], errors);
    const kind = oneOf(
      o.kind,
      ["np", "propaganda"] as const,
      join(path, "kind"),
      errors,
      "turn kind",
    );
    const faction =
      o.faction === null
        ? null
        : oneOf(o.faction, FACTIONS, join(path, "faction"), errors, "Faction");
    const corrections =
      o.corrections === undefined
        ? undefined
        : readCorrections(o.corrections, join(path, "corrections"), errors);
    if (o.corrections !== undefined && !corrections) return undefined;
    const withCorrections = corrections ? { corrections } : {};
    if (o.answers === undefined)
      return kind && faction !== undefined ? { kind, faction, ...withCorrections } : undefined;
    const before = errors.length;
    const ans = object(o.answers, join(path, "answers"), errors) ?? {};
    for (const [k, a] of Object.entries(ans)) {
      const at = join(join(path, "answers"), k);
      if (!isPersistentQuestion(k))
        errors.push({
          field: at,
          reason: "only Event Cards table readings are carried between games",
        });
      else tableReading(k, a, at, errors);
    }
    return kind && faction !== undefined && errors.length === before
      ? { kind, faction, answers: ans as Record<string, string>, ...withCorrections }
      : undefined;
  },
  "turn.input": (v, path, errors) => {
    const o = object(v, path, errors);
    if (!o) return undefined;
    keys(o, path, ["event"], ["rngAfter"], errors);
    const event = readInputEvent(o.event, join(path, "event"), errors);
    const rngAfter =
      o.rngAfter === undefined ? undefined : rngState(o.rngAfter, join(path, "rngAfter"), errors);
    return event && (o.rngAfter === undefined || rngAfter !== undefined)
      ? { event, ...(rngAfter === undefined ? {} : { rngAfter }) }
      : undefined;
  },
  "turn.override": (v, path, errors) => {
    const o = object(v, path, errors);
    if (!o) return undefined;
    keys(o, path, ["decision", "value", "reason", "keepInputs"], [], errors);
    const decision = integer(o.decision, join(path, "decision"), errors);
    if (decision !== undefined && decision < 1)
      errors.push({
        field: join(path, "decision"),
        reason: `decisions are numbered from 1, got ${decision}`,
      });
    const value =
      typeof o.value === "boolean" ? o.value : string(o.value, join(path, "value"), errors);
    const reason = string(o.reason, join(path, "reason"), errors);
    const keepInputs = integer(o.keepInputs, join(path, "keepInputs"), errors);
    if (keepInputs !== undefined && keepInputs < 0)
      errors.push({
        field: join(path, "keepInputs"),
        reason: `must be 0 or more, got ${keepInputs}`,
      });
    return decision === undefined ||
      decision < 1 ||
      (keepInputs !== undefined && keepInputs < 0) ||
      value === undefined ||
      reason === undefined ||
      keepInputs === undefined
      ? undefined
      : { decision, value, reason, keepInputs };
  },
  "turn.confirm": (v, path, errors) => {
    const o = object(v, path, errors);
    if (!o) return undefined;
    const before = errors.length;
    keys(
      o,
      path,
      ["edits", "action", "deck", "answers", "changes"],
      ["gameOver", "rngAfter"],
      errors,
    );
    const list = edits(o.edits, join(path, "edits"), errors);
    const action =
      o.action === null ? null : oneOf(o.action, ACTIONS, join(path, "action"), errors, "action");
    const d = deck(o.deck, join(path, "deck"), errors);
    const ans = object(o.answers, join(path, "answers"), errors) ?? {};
    for (const [k, a] of Object.entries(ans)) {
      const at = join(join(path, "answers"), k);
      if (isPersistentQuestion(k)) tableReading(k, a, at, errors);
      else string(a, at, errors);
    }
    const changes = array(o.changes, join(path, "changes"), errors)?.map((c, i) =>
      string(c, join(join(path, "changes"), i), errors),
    );
    const go =
      o.gameOver === undefined ? undefined : object(o.gameOver, join(path, "gameOver"), errors);
    const winner = go
      ? go.winner === null
        ? null
        : oneOf(go.winner, FACTIONS, join(path, "gameOver.winner"), errors, "Faction")
      : undefined;
    const rngAfter =
      o.rngAfter === undefined ? undefined : rngState(o.rngAfter, join(path, "rngAfter"), errors);
    if (errors.length > before || !list || action === undefined || d === undefined || !changes)
      return undefined;
    return {
      edits: list,
      action,
      deck: d,
      answers: ans as Record<string, string>,
      changes: changes as string[],
      ...(go ? { gameOver: { winner: winner ?? null } } : {}),
      ...(rngAfter === undefined ? {} : { rngAfter }),
    };
  },
  "turn.cancel": (v, path, errors) => {
    const o = object(v, path, errors);
    if (o) keys(o, path, [], [], errors);
    return o ? {} : undefined;
  },
  "deck.shuffled": (v, path, errors) => {
    const o = object(v, path, errors);
    if (!o) return undefined;
    keys(o, path, ["order", "rngAfter"], [], errors);
    const order = array(o.order, join(path, "order"), errors)?.map((c, i) =>
      oneOf(c, ALL_CARDS, join(join(path, "order"), i), errors, "Calixto card"),
    );
    const rngAfter = rngState(o.rngAfter, join(path, "rngAfter"), errors);
    const fine =
      order &&
      !order.includes(undefined) &&
      checkDeckCards(order, join(path, "order"), errors, true);
    return fine && rngAfter !== undefined
      ? { order: order as (typeof ALL_CARDS)[number][], rngAfter }
      : undefined;
  },
  "player.action": (v, path, errors) => {
    const o = object(v, path, errors);
    if (!o) return undefined;
    keys(
      o,
      path,
      ["faction", "action", "edits"],
      ["note", "side", "applied", "operation", "rngAfter"],
      errors,
    );
    const faction = oneOf(o.faction, FACTIONS, join(path, "faction"), errors, "Faction");
    const action = oneOf(o.action, ACTIONS, join(path, "action"), errors, "action");
    const list = edits(o.edits, join(path, "edits"), errors);
    const note = o.note === undefined ? undefined : string(o.note, join(path, "note"), errors);
    const side =
      o.side === undefined
        ? undefined
        : oneOf(o.side, EVENT_SIDES, join(path, "side"), errors, "Event side");
    if (side && action && action !== "event") {
      errors.push({ field: join(path, "side"), reason: "only an Event has a side" });
      return undefined;
    }
    const before = errors.length;
    const applied =
      o.applied === undefined ? undefined : readApplied(o.applied, join(path, "applied"), errors);
    const operation =
      o.operation === undefined
        ? undefined
        : readOperation(o.operation, join(path, "operation"), errors);
    const rngAfter =
      o.rngAfter === undefined ? undefined : rngState(o.rngAfter, join(path, "rngAfter"), errors);
    if (errors.length > before) return undefined;
    return faction && action && list && (o.side === undefined || side)
      ? {
          faction,
          action,
          edits: list,
          ...(side === undefined ? {} : { side }),
          ...(note === undefined ? {} : { note }),
          ...(applied === undefined ? {} : { applied }),
          ...(operation === undefined ? {} : { operation }),
          ...(rngAfter === undefined ? {} : { rngAfter }),
        }
      : undefined;
  },
  "card.next": (v, path, errors) => {
    const o = object(v, path, errors);
    if (!o) return undefined;
    keys(o, path, ["revealed"], [], errors);
    if (o.revealed === null) return { revealed: null };
    const revealed = integer(o.revealed, join(path, "revealed"), errors);
    if (revealed !== undefined && (revealed < 1 || revealed > 52))
      errors.push({ field: join(path, "revealed"), reason: `a card is 1-52, got ${revealed}` });
    return revealed === undefined || revealed < 1 || revealed > 52 ? undefined : { revealed };
  },
  "readings.set": (v, path, errors) => {
    const o = object(v, path, errors);
    if (!o) return undefined;
    keys(o, path, ["conflicts"], ["dots"], errors);
    const c = object(o.conflicts, join(path, "conflicts"), errors);
    if (!c) return undefined;
    const before = errors.length;
    const dots = o.dots === undefined ? undefined : readDots(o.dots, join(path, "dots"), errors);
    const out: Record<string, "recommended" | "alternative"> = {};
    for (const [id, r] of Object.entries(c)) {
      const value = oneOf(
        r,
        ["recommended", "alternative"] as const,
        join(join(path, "conflicts"), id),
        errors,
        "reading",
      );
      if (value) out[id] = value;
    }
    if (errors.length !== before) return undefined;
    return dots ? { conflicts: out, dots } : { conflicts: out };
  },
};

const strings = (v: unknown, path: string, errors: Errors): string[] | undefined => {
  const list = array(v, path, errors);
  if (!list) return undefined;
  const out = list.map((x, i) => string(x, join(path, i), errors));
  return out.every((x) => x !== undefined) ? (out as string[]) : undefined;
};

function readAnswer(v: unknown, path: string, errors: Errors): PlayerAnswer | undefined {
  const o = object(v, path, errors);
  if (!o) return undefined;
  const kind = oneOf(o.kind, ["choice", "dice"] as const, join(path, "kind"), errors, "answer");
  if (kind === "choice") {
    keys(o, path, ["kind", "value"], [], errors);
    const value = string(o.value, join(path, "value"), errors);
    return value === undefined ? undefined : { kind, value };
  }
  if (kind === "dice") {
    keys(o, path, ["kind", "faces", "source"], [], errors);
    const before = errors.length;
    const faces = array(o.faces, join(path, "faces"), errors)?.map((f, i) => {
      const n = integer(f, join(join(path, "faces"), i), errors);
      if (n !== undefined && (n < 1 || n > 6))
        errors.push({ field: join(join(path, "faces"), i), reason: `a die face is 1-6, got ${n}` });
      return n;
    });
    const source = oneOf(o.source, SOURCES, join(path, "source"), errors, "source");
    return errors.length > before || !faces || !source
      ? undefined
      : { kind, faces: faces as number[], source };
  }
  return undefined;
}

/** The record of an Event the app applied for the player (turns.ts AppliedEvent). */
function readApplied(v: unknown, path: string, errors: Errors): AppliedEvent | undefined {
  const o = object(v, path, errors);
  if (!o) return undefined;
  const before = errors.length;
  keys(o, path, ["card", "answers", "asked", "changes", "notes", "grants"], [], errors);
  const card = integer(o.card, join(path, "card"), errors);
  if (card !== undefined && (card < 1 || card > 48))
    errors.push({ field: join(path, "card"), reason: `an Event card is 1-48, got ${card}` });
  const answers = array(o.answers, join(path, "answers"), errors)?.map((a, i) =>
    readAnswer(a, join(join(path, "answers"), i), errors),
  );
  const asked = array(o.asked, join(path, "asked"), errors)?.map((a, i) => {
    const at = join(join(path, "asked"), i);
    const q = object(a, at, errors);
    if (!q) return undefined;
    keys(q, at, ["question", "answer"], [], errors);
    const question = string(q.question, join(at, "question"), errors);
    const answer = string(q.answer, join(at, "answer"), errors);
    return question === undefined || answer === undefined ? undefined : { question, answer };
  });
  const changes = strings(o.changes, join(path, "changes"), errors);
  const notes = strings(o.notes, join(path, "notes"), errors);
  const grants = strings(o.grants, join(path, "grants"), errors);
  if (
    errors.length > before ||
    card === undefined ||
    !answers ||
    !asked ||
    !changes ||
    !notes ||
    !grants
  )
    return undefined;
  return {
    card,
    answers: answers as PlayerAnswer[],
    asked: asked as AppliedEvent["asked"],
    changes,
    notes,
    grants,
  };
}

/**
 * The record of a player's own Operation (turns.ts PlayerOperationRecord): the action read as
 * strictly as a scenario's player step, the dice (faces 1-6, who rolled them), the checklist.
 */
function readOperation(
  v: unknown,
  path: string,
  errors: Errors,
): PlayerOperationRecord | undefined {
  const o = object(v, path, errors);
  if (!o) return undefined;
  const before = errors.length;
  keys(o, path, ["action", "dice", "changes"], [], errors);
  const action = readPlayerAction(o.action, join(path, "action"), errors);
  const d = object(o.dice, join(path, "dice"), errors);
  let dice: PlayerOperationRecord["dice"] | undefined;
  if (d) {
    const at = join(path, "dice");
    keys(d, at, ["faces", "source"], [], errors);
    const faces = array(d.faces, join(at, "faces"), errors);
    if (faces && faces.length > 20)
      errors.push({ field: join(at, "faces"), reason: `at most 20 dice, got ${faces.length}` });
    const read = (faces ?? []).slice(0, 20).map((f, i) => {
      const n = integer(f, join(join(at, "faces"), i), errors);
      if (n !== undefined && (n < 1 || n > 6))
        errors.push({ field: join(join(at, "faces"), i), reason: `a die face is 1-6, got ${n}` });
      return n;
    });
    const source = oneOf(d.source, SOURCES, join(at, "source"), errors, "source");
    if (faces && source) dice = { faces: read as number[], source };
  }
  const changes = strings(o.changes, join(path, "changes"), errors);
  if (errors.length > before || !action || !dice || !changes) return undefined;
  return { action, dice, changes };
}

/** Row id → the columns with a dot (each a known column id), or null for the app's reading. */
function readDots(
  v: unknown,
  path: string,
  errors: Errors,
): Record<string, ColumnId[] | null> | undefined {
  const o = object(v, path, errors);
  if (!o) return undefined;
  const out: Record<string, ColumnId[] | null> = {};
  for (const [id, cols] of Object.entries(o)) {
    if (cols === null) {
      out[id] = null;
      continue;
    }
    const list = array(cols, join(path, id), errors);
    if (!list) continue;
    const ok = list.map((c, i) => oneOf(c, ALL_COLUMNS, join(join(path, id), i), errors, "column"));
    if (ok.every((c) => c !== undefined)) out[id] = ok as ColumnId[];
  }
  return out;
}
