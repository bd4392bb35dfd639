/**
 * Scenario files for replays, tests and bug reports (docs/scenario-format.md): a board (a preset
 * plus edits, or a whole board), the Calixto deck (the order of an app deck, or the cards drawn
 * from a physical one), the chance inputs in order (dice, random tie-breaks), the player's
 * answers and Event work, and the steps to run. Parsing is strict: any problem names its field.
 */
import { type FieldError, fail, failAll, ok, type Result } from "../../core/result";
import type { BoardEdit } from "../board/edit";
import {
  CARDS_OF,
  type CardId,
  COLUMNS,
  type ColumnId,
  type EventWorkEvent,
} from "../calixto/types";
import {
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
  | { kind: "card" }
  | { kind: "propaganda" }
  | { kind: "play" }
  | { kind: "edit"; edits: BoardEdit[]; note?: string };

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
  /** Answers to the player's questions, by question id. */
  answers: Record<string, string>;
  /** The player's Event work, by "card:faction" (e.g. "35:DR"), each ending with event.done. */
  events: Record<string, EventWorkEvent[]>;
  steps: ScenarioStep[];
  /** Seed for shuffles the scenario does not list (an app deck's reshuffle at Reset). */
  seed: number;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const ALL_CARDS = Object.values(CARDS_OF).flat() as string[];

export function parseScenario(data: unknown): Result<Scenario> {
  const errors: FieldError[] = [];
  const err = (field: string, reason: string) => errors.push({ field, reason });
  if (!isObj(data)) return fail({ field: "(file)", reason: "a scenario is a JSON object" });
  if (data.format !== SCENARIO_FORMAT) err("format", `must be "${SCENARIO_FORMAT}"`);
  if (data.version !== 1) err("version", "must be 1");
  const name = typeof data.name === "string" ? data.name : "";
  if (!name) err("name", "give the scenario a name");

  if (!isObj(data.setup)) err("setup", "missing: preset and roles");
  const setupIn: Obj = isObj(data.setup) ? data.setup : {};
  const preset = setupIn.preset ?? "standard";
  if (!["standard", "empty", "variable"].includes(preset as string))
    err("setup.preset", `must be standard, empty or variable, got ${JSON.stringify(preset)}`);
  const roles = {} as Record<Faction, Role>;
  const rolesIn = isObj(setupIn.roles) ? setupIn.roles : {};
  for (const f of FACTIONS) {
    const r = rolesIn[f] ?? "np";
    if (r !== "np" && r !== "player")
      err(`setup.roles.${f}`, `must be "np" or "player", got ${JSON.stringify(r)}`);
    roles[f] = r as Role;
  }
  const edits = Array.isArray(setupIn.edits) ? (setupIn.edits as BoardEdit[]) : [];
  if (setupIn.edits !== undefined && !Array.isArray(setupIn.edits))
    err("setup.edits", "must be a list of board edits");
  if (setupIn.board !== undefined && !isObj(setupIn.board))
    err("setup.board", "must be a board object");

  const conflicts: Record<string, "recommended" | "alternative"> = {};
  const confIn = isObj(data.options) && isObj(data.options.conflicts) ? data.options.conflicts : {};
  for (const [k, v] of Object.entries(confIn)) {
    if (v !== "recommended" && v !== "alternative")
      err(`options.conflicts.${k}`, "must be recommended or alternative");
    else conflicts[k] = v;
  }

  const eventDeck = Array.isArray(data.eventDeck) ? data.eventDeck : [];
  if (data.eventDeck !== undefined && !Array.isArray(data.eventDeck))
    err("eventDeck", "must be a list of card numbers");
  eventDeck.forEach((c, i) => {
    if (!Number.isInteger(c) || (c as number) < 1 || (c as number) > 52)
      err(`eventDeck[${i}]`, `must be a card number 1-52, got ${JSON.stringify(c)}`);
  });

  let calixto: Scenario["calixto"] = { mode: "physical", draws: [] };
  if (data.calixto !== undefined) {
    if (!isObj(data.calixto)) err("calixto", "must be an object");
    const c: Obj = isObj(data.calixto) ? data.calixto : {};
    const list = (c.mode === "app" ? c.order : c.draws) ?? [];
    if (c.mode !== "app" && c.mode !== "physical") err("calixto.mode", "must be app or physical");
    if (!Array.isArray(list))
      err(`calixto.${c.mode === "app" ? "order" : "draws"}`, "must be a list of card letters");
    else
      list.forEach((card, i) => {
        if (!ALL_CARDS.includes(card as string))
          err(
            `calixto.${c.mode === "app" ? "order" : "draws"}[${i}]`,
            `"${card}" is not a Calixto card front (U-Z, G-M, A-F, N-T)`,
          );
      });
    calixto =
      c.mode === "app"
        ? { mode: "app", order: (list as CardId[]) ?? [] }
        : { mode: "physical", draws: (list as CardId[]) ?? [] };
  }

  const dice = Array.isArray(data.dice) ? data.dice : [];
  if (data.dice !== undefined && !Array.isArray(data.dice))
    err("dice", "must be a list of die faces");
  dice.forEach((d, i) => {
    if (!Number.isInteger(d) || (d as number) < 1 || (d as number) > 6)
      err(`dice[${i}]`, `a die face is 1-6, got ${JSON.stringify(d)}`);
  });
  const ties = Array.isArray(data.ties) ? data.ties.map(String) : [];
  const answers: Record<string, string> = {};
  if (isObj(data.answers))
    for (const [k, v] of Object.entries(data.answers)) answers[k] = String(v);

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
    list.forEach((w, i) => {
      const at = `events.${key}[${i}]`;
      if (!isObj(w) || !["event.select", "event.edit", "event.done"].includes(w.type as string))
        err(`${at}.type`, "must be event.select, event.edit or event.done");
      else if (w.type === "event.select") checkSpaces(w.candidates, `${at}.candidates`, err);
      else if (w.type === "event.edit" && !Array.isArray(w.edits))
        err(`${at}.edits`, "must be a list of board edits");
    });
    events[key] = list as EventWorkEvent[];
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
    const f = s.faction as Faction;
    const needFaction = () => {
      if (!FACTIONS.includes(f))
        err(`${at}.faction`, `must be GOV, 26J, DR or SYN, got ${JSON.stringify(s.faction)}`);
    };
    switch (s.kind) {
      case "select":
        needFaction();
        if (FACTIONS.includes(f) && !(COLUMNS[f] as readonly string[]).includes(s.column as string))
          err(
            `${at}.column`,
            `${JSON.stringify(s.column)} is not a ${f} column (${COLUMNS[f]?.join(", ")})`,
          );
        checkSpaces(s.candidates, `${at}.candidates`, err);
        break;
      case "walk":
        needFaction();
        if (typeof s.side !== "string" || !ALL_CARDS.includes((s.side as string)[0]))
          err(`${at}.side`, `must be a card side such as "U" or "UU"`);
        break;
      case "move":
        needFaction();
        if (!["sweep", "garrison", "march", "transport"].includes(s.movement as string))
          err(`${at}.movement`, "must be sweep, garrison, march or transport");
        if (!SPACE_IDS.includes(s.destination as SpaceId))
          err(`${at}.destination`, `unknown space ${JSON.stringify(s.destination)}`);
        if (s.chosen !== undefined) checkSpaces(s.chosen, `${at}.chosen`, err);
        break;
      case "turn":
        if (s.faction !== undefined) needFaction();
        break;
      case "card":
      case "propaganda":
      case "play":
        break;
      case "edit":
        if (!Array.isArray(s.edits)) err(`${at}.edits`, "must be a list of board edits");
        break;
      default:
        err(
          `${at}.kind`,
          `unknown step ${JSON.stringify(s.kind)}: use select, walk, move, turn, card, propaganda, play or edit`,
        );
    }
    steps.push(s as unknown as ScenarioStep);
  });

  if (errors.length) return failAll(errors);
  return ok({
    name,
    setup: {
      preset: preset as Scenario["setup"]["preset"],
      roles,
      shortGame: setupIn.shortGame === true,
      board: setupIn.board as GameBoard | undefined,
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
    seed: Number.isInteger(data.seed) ? (data.seed as number) : 1,
  });
}

function checkSpaces(v: unknown, field: string, err: (f: string, r: string) => void): void {
  if (!Array.isArray(v)) {
    err(field, "must be a list of space ids");
    return;
  }
  v.forEach((id, i) => {
    if (!SPACE_IDS.includes(id as SpaceId))
      err(`${field}[${i}]`, `unknown space ${JSON.stringify(id)}`);
  });
}
