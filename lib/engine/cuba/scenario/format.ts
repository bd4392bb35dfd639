/**
 * Scenario files for replays, tests and bug reports (docs/scenario-format.md): a board (a preset
 * plus edits, or a whole board), the Calixto deck (the order of an app deck, or the cards drawn
 * from a physical one), the chance inputs in order (dice, random tie-breaks), the player's
 * answers and Event work, and the steps to run. Parsing is strict: any problem names its field.
 */
import { type FieldError, fail, failAll, ok, type Result } from "../../core/result";
import type { BoardEdit } from "../board/edit";
import { validateBoard } from "../board/validate";
import { CONFLICT_IDS } from "../calixto/conflicts";
import {
  CARDS_OF,
  type CardId,
  COLUMNS,
  type ColumnId,
  type EventWorkEvent,
} from "../calixto/types";
import { readBoard } from "../game/parse-board";
import { readEdit } from "../game/parse-edit";
import { readInputEvent } from "../game/parse-turns";
import {
  array,
  boolean,
  checkDeckCards,
  editList,
  join,
  keys,
  MAX_ERRORS,
  object,
  string,
} from "../game/parse-util";
import type { PlayerAction } from "../player/action";
import { readPlayerAction } from "../player/parse";
import {
  CASH_HOLDERS,
  FACTIONS,
  type Faction,
  type GameBoard,
  type Role,
  SPACE_IDS,
  type SpaceId,
} from "../types";

export const SCENARIO_FORMAT = "calixto-scenario";

export type ScenarioStep =
  | { kind: "select"; faction: Faction; column: ColumnId; candidates: SpaceId[]; purpose?: string }
  | { kind: "walk"; faction: Faction; side: string }
  | {
      kind: "move";
      faction: Faction;
      movement: "sweep" | "garrison" | "march" | "transport";
      destination: SpaceId;
      chosen?: SpaceId[];
    }
  | { kind: "turn"; faction?: Faction }
  /** An NP carries out one side of the current card's Event now (C8.5.5 execution only). */
  | { kind: "event"; faction: Faction; side: "unshaded" | "shaded" }
  | { kind: "card" }
  | { kind: "propaganda" }
  | { kind: "play" }
  | { kind: "edit"; edits: BoardEdit[]; note?: string }
  /** A player Faction's own Operation and SA, checked like the game screen's (player/). */
  | { kind: "player"; action: PlayerAction };

export interface Scenario {
  name: string;
  setup: {
    preset: "standard" | "empty" | "variable";
    roles: Record<Faction, Role>;
    shortGame: boolean;
    board?: GameBoard;
    edits: BoardEdit[];
  };
  options: { conflicts: Record<string, "recommended" | "alternative"> };
  /** The Event deck from the card in play: [current, next, then the rest in order]. */
  eventDeck: number[];
  calixto: { mode: "physical"; draws: CardId[] } | { mode: "app"; order: CardId[] };
  dice: number[];
  ties: string[];
  /**
   * Answers to the player's questions, by question id: one answer for every time it is asked,
   * or a list answered in order, one per asking (a player's Agitation step by step).
   */
  answers: Record<string, string | string[]>;
  /** The player's Event work, by "card:faction" (e.g. "35:DR"), each ending with event.done. */
  events: Record<string, EventWorkEvent[]>;
  steps: ScenarioStep[];
  /** Seed for shuffles the scenario does not list (an app deck's reshuffle at Reset). */
  seed: number;
}

type Obj = Record<string, unknown>;

/**
 * A bad value as a message shows it: text cut short, a list or an object named, never written
 * out whole (a value nested thousands deep would overflow the stack, and a long one would fill
 * the screen; issue 21).
 */
function said(v: unknown): string {
  if (typeof v === "string") return JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);
  if (Array.isArray(v)) return "a list";
  if (v === undefined) return "nothing";
  if (v !== null && typeof v === "object") return "an object";
  return String(v);
}
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const ALL_CARDS = Object.values(CARDS_OF).flat() as string[];
const CASH_MARKER = new RegExp(`^(${SPACE_IDS.join("|")}):(${CASH_HOLDERS.join("|")}):\\d{1,3}$`);
const isTieChoice = (v: string) => SPACE_IDS.includes(v as SpaceId) || CASH_MARKER.test(v);

/** The fields a scenario may have; notes are free text kept for the reader. */
const TOP_KEYS = ["format", "version", "name", "steps"];
const TOP_OPTIONAL = [
  "description",
  "diceNotes",
  "tieNotes",
  "setup",
  "options",
  "eventDeck",
  "calixto",
  "dice",
  "ties",
  "answers",
  "events",
  "seed",
];
/** Each step's fields besides `kind`: required, then optional. */
const STEP_KEYS: Record<string, [string[], string[]]> = {
  select: [["faction", "column", "candidates"], ["purpose"]],
  walk: [["faction", "side"], []],
  move: [["faction", "movement", "destination"], ["chosen"]],
  turn: [[], ["faction"]],
  event: [["faction", "side"], []],
  card: [[], []],
  propaganda: [[], []],
  play: [[], []],
  edit: [["edits"], ["note"]],
};

/** Board edits, each shape-checked like an imported game's (game/parse-edit.ts). */
function readEdits(v: unknown, path: string, errors: FieldError[]): BoardEdit[] | undefined {
  const list = editList(v, path, errors);
  if (!list) return undefined;
  const before = errors.length;
  const out = list.map((e, i) => readEdit(e, join(path, i), errors));
  return errors.length > before ? undefined : (out as BoardEdit[]);
}

export function parseScenario(data: unknown): Result<Scenario> {
  const errors: FieldError[] = [];
  const err = (field: string, reason: string) => errors.push({ field, reason });
  if (!isObj(data)) return fail({ field: "(file)", reason: "a scenario is a JSON object" });
  keys(data, "", TOP_KEYS, TOP_OPTIONAL, errors);
  if (data.format !== SCENARIO_FORMAT) err("format", `must be "${SCENARIO_FORMAT}"`);
  if (data.version !== 1) err("version", "must be 1");
  const name = typeof data.name === "string" ? data.name : "";
  if (!name) err("name", "give the scenario a name");
  if (data.description !== undefined) string(data.description, "description", errors);
  for (const k of ["diceNotes", "tieNotes"])
    if (data[k] !== undefined)
      array(data[k], k, errors)?.forEach((n, i) => void string(n, join(k, i), errors));

  if (data.setup !== undefined && !isObj(data.setup)) err("setup", "must be an object");
  const setupIn: Obj = isObj(data.setup) ? data.setup : {};
  keys(setupIn, "setup", [], ["preset", "roles", "shortGame", "board", "edits"], errors);
  const preset = setupIn.preset ?? "standard";
  if (!["standard", "empty", "variable"].includes(preset as string))
    err("setup.preset", `must be standard, empty or variable, got ${said(preset)}`);
  if (setupIn.shortGame !== undefined) boolean(setupIn.shortGame, "setup.shortGame", errors);
  const roles = {} as Record<Faction, Role>;
  if (setupIn.roles !== undefined && !isObj(setupIn.roles))
    err("setup.roles", "must map Factions to np or player");
  const rolesIn = isObj(setupIn.roles) ? setupIn.roles : {};
  keys(rolesIn, "setup.roles", [], FACTIONS, errors, "Faction");
  for (const f of FACTIONS) {
    const r = rolesIn[f] ?? "np";
    if (r !== "np" && r !== "player")
      err(`setup.roles.${f}`, `must be "np" or "player", got ${said(r)}`);
    roles[f] = r as Role;
  }
  const edits =
    setupIn.edits === undefined ? [] : (readEdits(setupIn.edits, "setup.edits", errors) ?? []);
  let board: GameBoard | undefined;
  if (setupIn.board !== undefined) {
    const before = errors.length;
    board = readBoard(setupIn.board, "setup.board", errors);
    if (board && errors.length === before)
      for (const e of validateBoard(board).slice(0, MAX_ERRORS))
        err(`setup.board.${e.field}`, e.reason);
  }

  const conflicts: Record<string, "recommended" | "alternative"> = {};
  if (data.options !== undefined) {
    const o = object(data.options, "options", errors);
    if (o) keys(o, "options", [], ["conflicts"], errors);
    if (o?.conflicts !== undefined && !isObj(o.conflicts))
      err("options.conflicts", "must map disputed readings to recommended or alternative");
  }
  const confIn = isObj(data.options) && isObj(data.options.conflicts) ? data.options.conflicts : {};
  for (const [k, v] of Object.entries(confIn)) {
    if (!CONFLICT_IDS.has(k)) err(`options.conflicts.${k}`, "no disputed reading has this id");
    else if (v !== "recommended" && v !== "alternative")
      err(`options.conflicts.${k}`, "must be recommended or alternative");
    else conflicts[k] = v;
  }

  const eventDeck = Array.isArray(data.eventDeck) ? data.eventDeck : [];
  if (data.eventDeck !== undefined && !Array.isArray(data.eventDeck))
    err("eventDeck", "must be a list of card numbers");
  eventDeck.forEach((c, i) => {
    if (!Number.isInteger(c) || (c as number) < 1 || (c as number) > 52)
      err(`eventDeck[${i}]`, `must be a card number 1-52, got ${said(c)}`);
    else if (eventDeck.indexOf(c) < i) err(`eventDeck[${i}]`, `card ${c} is in the deck twice`);
  });

  let calixto: Scenario["calixto"] = { mode: "physical", draws: [] };
  if (data.calixto !== undefined) {
    if (!isObj(data.calixto)) err("calixto", "must be an object");
    const c: Obj = isObj(data.calixto) ? data.calixto : {};
    const listKey = c.mode === "app" ? "order" : "draws";
    if (c.mode !== "app" && c.mode !== "physical") err("calixto.mode", "must be app or physical");
    else keys(c, "calixto", ["mode"], [listKey], errors);
    const list = c[listKey] ?? [];
    if (!Array.isArray(list)) err(`calixto.${listKey}`, "must be a list of card letters");
    else {
      list.forEach((card, i) => {
        if (!ALL_CARDS.includes(card as string))
          err(
            `calixto.${listKey}[${i}]`,
            `${said(card)} is not a Calixto card front (U-Z, G-M, A-F, N-T)`,
          );
      });
      // An app deck is the whole deck, each card once (C8.4.1); physical draws may repeat a card
      // over several searches.
      if (c.mode === "app") checkDeckCards(list, "calixto.order", errors, true);
    }
    const cards = Array.isArray(list) ? (list as CardId[]) : [];
    calixto = c.mode === "app" ? { mode: "app", order: cards } : { mode: "physical", draws: cards };
  }

  const dice = Array.isArray(data.dice) ? data.dice : [];
  if (data.dice !== undefined && !Array.isArray(data.dice))
    err("dice", "must be a list of die faces");
  dice.forEach((d, i) => {
    if (!Number.isInteger(d) || (d as number) < 1 || (d as number) > 6)
      err(`dice[${i}]`, `a die face is 1-6, got ${said(d)}`);
  });
  const ties: string[] = [];
  if (data.ties !== undefined)
    array(data.ties, "ties", errors)?.forEach((t, i) => {
      const v = string(t, join("ties", i), errors);
      if (v === undefined) return;
      // What a tie-break can offer: a space, or a Cash marker "space:holder:n" (C8.2.1).
      if (!isTieChoice(v))
        err(
          join("ties", i),
          `unknown tie-break choice ${said(v)}: a space id (e.g. "havana") or a Cash marker ("havana:synU:0")`,
        );
      else ties.push(v);
    });
  const answers: Record<string, string | string[]> = {};
  if (data.answers !== undefined) {
    const a = object(data.answers, "answers", errors) ?? {};
    for (const [k, v] of Object.entries(a)) {
      if (Array.isArray(v)) {
        const list: string[] = [];
        v.forEach((x, i) => {
          const text = string(x, join(join("answers", k), i), errors);
          if (text !== undefined) list.push(text);
        });
        answers[k] = list;
        continue;
      }
      const text = string(v, join("answers", k), errors);
      if (text !== undefined) answers[k] = text;
    }
  }
  let seed = 1;
  if (data.seed !== undefined) {
    if (
      !Number.isInteger(data.seed) ||
      (data.seed as number) < 0 ||
      (data.seed as number) > 0xffffffff
    )
      err("seed", `must be a whole number from 0 to 4294967295, got ${said(data.seed)}`);
    else seed = data.seed as number;
  }

  // Optional: the engine carries out the Events it has programs for; work listed here overrides.
  const events: Record<string, EventWorkEvent[]> = {};
  if (data.events !== undefined && !isObj(data.events))
    err("events", 'must map "card:faction" to Event work');
  for (const [key, list] of Object.entries(isObj(data.events) ? data.events : {})) {
    if (!/^\d+:(GOV|26J|DR|SYN)$/.test(key))
      err(`events.${key}`, 'key must be "card:faction", e.g. "35:DR"');
    if (!Array.isArray(list)) {
      err(`events.${key}`, "must be a list of event.select / event.edit / event.done");
      continue;
    }
    const work: EventWorkEvent[] = [];
    list.forEach((w, i) => {
      const at = `events.${key}[${i}]`;
      if (isObj(w) && typeof w.type === "string" && !w.type.startsWith("event.")) {
        err(`${at}.type`, "must be event.select, event.edit or event.done");
        return;
      }
      const e = readInputEvent(w, at, errors);
      if (e) work.push(e as EventWorkEvent);
    });
    events[key] = work;
  }

  const steps: ScenarioStep[] = [];
  if (!Array.isArray(data.steps) || data.steps.length === 0)
    err("steps", "give at least one step to run");
  (Array.isArray(data.steps) ? data.steps : []).forEach((s, i) => {
    const at = `steps[${i}]`;
    if (!isObj(s)) {
      err(at, "must be an object with a kind");
      return;
    }
    const shape = typeof s.kind === "string" ? STEP_KEYS[s.kind] : undefined;
    if (shape) keys(s, at, ["kind", ...shape[0]], shape[1], errors);
    const f = s.faction as Faction;
    const needFaction = () => {
      if (!FACTIONS.includes(f))
        err(`${at}.faction`, `must be GOV, 26J, DR or SYN, got ${said(s.faction)}`);
    };
    switch (s.kind) {
      case "select":
        needFaction();
        if (FACTIONS.includes(f) && !(COLUMNS[f] as readonly string[]).includes(s.column as string))
          err(`${at}.column`, `${said(s.column)} is not a ${f} column (${COLUMNS[f]?.join(", ")})`);
        checkSpaces(s.candidates, `${at}.candidates`, err);
        if (s.purpose !== undefined) string(s.purpose, `${at}.purpose`, errors);
        steps.push(s as unknown as ScenarioStep);
        break;
      case "walk":
        needFaction();
        if (typeof s.side !== "string" || !ALL_CARDS.includes((s.side as string)[0]))
          err(`${at}.side`, `must be a card side such as "U" or "UU"`);
        steps.push(s as unknown as ScenarioStep);
        break;
      case "move":
        needFaction();
        if (!["sweep", "garrison", "march", "transport"].includes(s.movement as string))
          err(`${at}.movement`, "must be sweep, garrison, march or transport");
        if (!SPACE_IDS.includes(s.destination as SpaceId))
          err(`${at}.destination`, unknownSpace(s.destination));
        if (s.chosen !== undefined) checkSpaces(s.chosen, `${at}.chosen`, err);
        steps.push(s as unknown as ScenarioStep);
        break;
      case "event":
        needFaction();
        if (s.side !== "unshaded" && s.side !== "shaded")
          err(`${at}.side`, `must be "unshaded" or "shaded", got ${said(s.side)}`);
        steps.push(s as unknown as ScenarioStep);
        break;
      case "turn":
        if (s.faction !== undefined) needFaction();
        steps.push(s as unknown as ScenarioStep);
        break;
      case "card":
      case "propaganda":
      case "play":
        steps.push({ kind: s.kind });
        break;
      case "player": {
        const action = readPlayerAction(s, at, errors, ["kind"]);
        if (action) steps.push({ kind: "player", action });
        break;
      }
      case "edit": {
        const list = readEdits(s.edits, `${at}.edits`, errors);
        const note = s.note === undefined ? undefined : string(s.note, `${at}.note`, errors);
        steps.push({ kind: "edit", edits: list ?? [], ...(note === undefined ? {} : { note }) });
        break;
      }
      default:
        err(
          `${at}.kind`,
          `unknown step ${said(s.kind)}: use select, walk, move, turn, event, card, propaganda, play, edit or player`,
        );
    }
  });

  if (errors.length) return failAll(errors);
  return ok({
    name,
    setup: {
      preset: preset as Scenario["setup"]["preset"],
      roles,
      shortGame: setupIn.shortGame === true,
      board,
      edits,
    },
    options: { conflicts },
    eventDeck: eventDeck as number[],
    calixto,
    dice: dice as number[],
    ties,
    answers,
    events,
    steps,
    seed,
  });
}

const unknownSpace = (v: unknown) =>
  typeof v === "string" ? `unknown space ${said(v)}` : `unknown space (${said(v)})`;

function checkSpaces(v: unknown, field: string, err: (f: string, r: string) => void): void {
  if (!Array.isArray(v)) {
    err(field, "must be a list of space ids");
    return;
  }
  v.forEach((id, i) => {
    if (!SPACE_IDS.includes(id as SpaceId)) err(`${field}[${i}]`, unknownSpace(id));
  });
}
