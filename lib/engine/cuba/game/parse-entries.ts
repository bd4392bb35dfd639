import { SCENARIOS } from "@/data/cuba/scenarios";
import type { BoardEdit } from "../board/edit";
import { CONFLICT_IDS } from "../calixto/conflicts";
import { FACTIONS, PIECE_KINDS, SPACE_IDS } from "../types";
import type {
  GameEntry,
  GameEntryPayloads,
  GameEntryType,
  MetaPayload,
  Placement,
} from "./entries";
import { readBoard } from "./parse-board";
import { readEdit } from "./parse-edit";
import { readDeck, TURN_PARSERS } from "./parse-turns";
import {
  array,
  boolean,
  type Errors,
  editList,
  integer,
  join,
  keys,
  LIMITS,
  object,
  oneOf,
  record,
  rngState,
  string,
} from "./parse-util";

/**
 * Shape checks for log entries read from outside. One payload parser per entry type: adding an
 * entry type to GameEntryPayloads makes PAYLOAD_PARSERS incomplete until its parser is added.
 */
type PayloadParser<K extends GameEntryType> = (
  v: unknown,
  path: string,
  errors: Errors,
) => GameEntryPayloads[K] | undefined;

function readPlacement(v: unknown, path: string, errors: Errors): Placement | undefined {
  const o = object(v, path, errors);
  if (!o) return undefined;
  const before = errors.length;
  const out: Placement = {};
  for (const [space, pieces] of Object.entries(o)) {
    const p = join(path, space);
    if (!oneOf(space, SPACE_IDS, p, errors, "space")) continue;
    const obj = object(pieces, p, errors);
    if (!obj) continue;
    keys(obj, p, [], PIECE_KINDS, errors, "piece kind");
    const counts: Partial<Record<(typeof PIECE_KINDS)[number], number>> = {};
    for (const k of PIECE_KINDS) if (k in obj) counts[k] = integer(obj[k], join(p, k), errors);
    out[space as (typeof SPACE_IDS)[number]] = counts;
  }
  return errors.length > before ? undefined : out;
}

const meta = (v: unknown, path: string, errors: Errors): MetaPayload | undefined => {
  const o = object(v, path, errors);
  if (!o) return undefined;
  keys(o, path, [], [], errors);
  return {};
};

export const PAYLOAD_PARSERS: { [K in GameEntryType]: PayloadParser<K> } = {
  "game.setup": (v, path, errors) => {
    const o = object(v, path, errors);
    if (!o) return undefined;
    const before = errors.length;
    keys(o, path, ["scenario", "options", "roles", "board", "seed", "dice", "deck"], [], errors);
    const scenario = oneOf(
      o.scenario,
      SCENARIOS.map((s) => s.id),
      join(path, "scenario"),
      errors,
      "scenario",
    );
    const opts = object(o.options, join(path, "options"), errors);
    let options: GameEntryPayloads["game.setup"]["options"] | undefined;
    if (opts) {
      keys(opts, join(path, "options"), ["shortGame", "conflicts"], [], errors);
      const shortGame = boolean(opts.shortGame, join(path, "options.shortGame"), errors);
      const c = object(opts.conflicts, join(path, "options.conflicts"), errors) ?? {};
      for (const [id, r] of Object.entries(c)) {
        if (!CONFLICT_IDS.has(id)) {
          errors.push({
            field: join(join(path, "options.conflicts"), id),
            reason: "no disputed reading has this id",
          });
          continue;
        }
        oneOf(
          r,
          ["recommended", "alternative"] as const,
          join(join(path, "options.conflicts"), id),
          errors,
          "reading",
        );
      }
      if (shortGame !== undefined)
        options = { shortGame, conflicts: c as Record<string, "recommended" | "alternative"> };
    }
    const roles = record(
      o.roles,
      join(path, "roles"),
      FACTIONS,
      (x, p) => oneOf(x, ["player", "np"] as const, p, errors, "role"),
      errors,
      "Faction",
    );
    const board = readBoard(o.board, join(path, "board"), errors);
    const seed = integer(o.seed, join(path, "seed"), errors);
    if (seed !== undefined && (seed < 0 || seed > 0xffffffff))
      errors.push({
        field: join(path, "seed"),
        reason: `must be from 0 to 4294967295, got ${seed}`,
      });
    const dice = oneOf(
      o.dice,
      ["app", "physical"] as const,
      join(path, "dice"),
      errors,
      "dice source",
    );
    const deck = oneOf(
      o.deck,
      ["app", "physical"] as const,
      join(path, "deck"),
      errors,
      "deck source",
    );
    if (
      errors.length > before ||
      !scenario ||
      !options ||
      !roles ||
      !board ||
      seed === undefined ||
      !dice ||
      !deck
    )
      return undefined;
    return { scenario, options, roles, board, seed, dice, deck };
  },
  "board.edited": (v, path, errors) => {
    const o = object(v, path, errors);
    if (!o) return undefined;
    const before = errors.length;
    keys(o, path, ["edits"], ["note"], errors);
    const edits = editList(o.edits, join(path, "edits"), errors)?.map((e, i) =>
      readEdit(e, join(join(path, "edits"), i), errors),
    );
    const note = o.note === undefined ? undefined : string(o.note, join(path, "note"), errors);
    if (errors.length > before || !edits) return undefined;
    return note === undefined
      ? { edits: edits as BoardEdit[] }
      : { edits: edits as BoardEdit[], note };
  },
  "setup.placed": (v, path, errors) => {
    const o = object(v, path, errors);
    if (!o) return undefined;
    keys(o, path, ["step", "placement"], [], errors);
    const step = integer(o.step, join(path, "step"), errors);
    const placement = readPlacement(o.placement, join(path, "placement"), errors);
    return step !== undefined && placement ? { step, placement } : undefined;
  },
  "card.back": (v, path, errors) => {
    const o = object(v, path, errors);
    if (!o) return undefined;
    const before = errors.length;
    keys(
      o,
      path,
      [
        "before",
        "card",
        "edits",
        "changes",
        "rng",
        "placement",
        "played",
        "afterPropaganda",
        "deck",
      ],
      ["gameOver"],
      errors,
    );
    const seq = integer(o.before, join(path, "before"), errors);
    const card = integer(o.card, join(path, "card"), errors);
    if (card !== undefined && (card < 1 || card > 52))
      errors.push({ field: join(path, "card"), reason: `a card is 1-52, got ${card}` });
    const edits = editList(o.edits, join(path, "edits"), errors)?.map((e, i) =>
      readEdit(e, join(join(path, "edits"), i), errors),
    );
    const changes = array(o.changes, join(path, "changes"), errors)?.map((c, i) =>
      string(c, join(join(path, "changes"), i), errors),
    );
    const rng = rngState(o.rng, join(path, "rng"), errors);
    const placement = array(o.placement, join(path, "placement"), errors)?.map((n, i) =>
      integer(n, join(join(path, "placement"), i), errors),
    );
    const played = array(o.played, join(path, "played"), errors)?.map((n, i) => {
      const c = integer(n, join(join(path, "played"), i), errors);
      if (c !== undefined && (c < 1 || c > 52))
        errors.push({ field: join(join(path, "played"), i), reason: `a card is 1-52, got ${c}` });
      return c;
    });
    const afterPropaganda = boolean(o.afterPropaganda, join(path, "afterPropaganda"), errors);
    const deck = readDeck(o.deck, join(path, "deck"), errors);
    const go =
      o.gameOver === undefined ? undefined : object(o.gameOver, join(path, "gameOver"), errors);
    const winner = go
      ? go.winner === null
        ? null
        : oneOf(go.winner, FACTIONS, join(path, "gameOver.winner"), errors, "Faction")
      : undefined;
    if (
      errors.length > before ||
      seq === undefined ||
      card === undefined ||
      !edits ||
      !changes ||
      rng === undefined ||
      !placement ||
      !played ||
      afterPropaganda === undefined ||
      deck === undefined
    )
      return undefined;
    return {
      before: seq,
      card,
      edits: edits as BoardEdit[],
      changes: changes as string[],
      rng,
      placement: placement as number[],
      played: played as number[],
      afterPropaganda,
      deck,
      ...(go ? { gameOver: { winner: winner ?? null } } : {}),
    };
  },
  "meta.undo": meta,
  "meta.redo": meta,
  ...TURN_PARSERS,
};

function badSeq(seq: number, path: string, errors: Errors): undefined {
  errors.push({
    field: path,
    reason: `entries are numbered 1, 2, 3… up to ${LIMITS.seq}, got ${BigInt(seq)}`,
  });
  return undefined;
}

const ENTRY_TYPES = Object.keys(PAYLOAD_PARSERS) as GameEntryType[];

/** Check one log entry: `{ seq, type, payload, at? }` with the payload its type expects. */
export function readEntry(v: unknown, path: string, errors: Errors): GameEntry | undefined {
  const o = object(v, path, errors);
  if (!o) return undefined;
  const before = errors.length;
  keys(o, path, ["seq", "type", "payload"], ["at"], errors);
  // Entries are numbered as they are logged; a seq near 2^53 would leave no room for the next.
  const seq =
    typeof o.seq === "number" && Number.isInteger(o.seq) && (o.seq < 1 || o.seq > LIMITS.seq)
      ? badSeq(o.seq, join(path, "seq"), errors)
      : integer(o.seq, join(path, "seq"), errors);
  const at = o.at === undefined ? undefined : integer(o.at, join(path, "at"), errors);
  if (at !== undefined && at < 0)
    errors.push({ field: join(path, "at"), reason: `a time is 0 or later, got ${at}` });
  const type = oneOf(o.type, ENTRY_TYPES, join(path, "type"), errors, "entry type");
  const payload = type
    ? (PAYLOAD_PARSERS[type] as PayloadParser<GameEntryType>)(
        o.payload,
        join(path, "payload"),
        errors,
      )
    : undefined;
  if (errors.length > before || seq === undefined || !type || payload === undefined)
    return undefined;
  return { seq, type, payload, ...(at !== undefined && { at }) } as GameEntry;
}
