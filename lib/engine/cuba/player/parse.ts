/**
 * Strict reading of a player's action record (action.ts) from untrusted JSON: a scenario step or
 * a logged game entry. Every field is checked for shape and named by its path; whether the
 * action is legal on the board is check.ts's business.
 */
import {
  array,
  boolean,
  type Errors,
  integer,
  join,
  keys,
  object,
  oneOf,
} from "../game/parse-util";
import { FACTIONS, PIECE_KINDS, SPACE_IDS } from "../types";
import type {
  Launder,
  Move,
  OperationSpace,
  OwnRemoval,
  PieceCount,
  PlayerAction,
  SpecialRecord,
  SpecialSpace,
} from "./action";
import { ACCOMPANIES, OPERATION_LABEL } from "./action";

const OPERATION_KINDS = Object.keys(OPERATION_LABEL) as PlayerAction["operation"][];
const SPECIAL_KINDS = Object.keys(ACCOMPANIES) as SpecialRecord["special"][];

/** The fields of an action record; a scenario step adds its own (`kind`). */
export const ACTION_KEYS = ["faction", "operation", "spaces"] as const;
export const ACTION_OPTIONAL = ["limited", "special", "removeOwn", "launder"] as const;

/** No list in an action is longer: 13 spaces, a few moves each. */
const MAX_LIST = 40;

function list(v: unknown, path: string, errors: Errors): unknown[] | undefined {
  const a = array(v, path, errors);
  if (a && a.length > MAX_LIST) {
    errors.push({ field: path, reason: `at most ${MAX_LIST} entries, got ${a.length}` });
    return undefined;
  }
  return a;
}

function count(v: unknown, path: string, errors: Errors, min: number): number | undefined {
  const n = integer(v, path, errors);
  if (n !== undefined && (n < min || n > 99)) {
    errors.push({ field: path, reason: `must be a whole number from ${min} to 99, got ${n}` });
    return undefined;
  }
  return n;
}

function pieceCount(
  v: unknown,
  path: string,
  errors: Errors,
  extra: readonly string[] = [],
): (PieceCount & Record<string, unknown>) | undefined {
  const o = object(v, path, errors);
  if (!o) return undefined;
  const before = errors.length;
  keys(o, path, ["piece", "count", ...extra.filter((k) => k === "from")], ["cash"], errors);
  const piece = oneOf(o.piece, PIECE_KINDS, join(path, "piece"), errors, "piece kind");
  const n = count(o.count, join(path, "count"), errors, 1);
  const cash = o.cash === undefined ? undefined : count(o.cash, join(path, "cash"), errors, 0);
  if (errors.length > before || !piece || n === undefined) return undefined;
  return { piece, count: n, ...(cash === undefined ? {} : { cash }) };
}

function pieceCounts(v: unknown, path: string, errors: Errors): PieceCount[] | undefined {
  const a = list(v, path, errors);
  if (!a) return undefined;
  const out = a.map((x, i) => pieceCount(x, join(path, i), errors));
  return out.every((x) => x !== undefined) ? (out as PieceCount[]) : undefined;
}

function moves(v: unknown, path: string, errors: Errors): Move[] | undefined {
  const a = list(v, path, errors);
  if (!a) return undefined;
  const out = a.map((x, i) => {
    const at = join(path, i);
    const pc = pieceCount(x, at, errors, ["from"]);
    const from = oneOf(
      (x as { from?: unknown })?.from,
      SPACE_IDS,
      join(at, "from"),
      errors,
      "space",
    );
    return pc && from ? ({ from, ...pc } as Move) : undefined;
  });
  return out.every((x) => x !== undefined) ? (out as Move[]) : undefined;
}

const SPACE_FIELDS = [
  "moves",
  "place",
  "base",
  "civic",
  "flip",
  "activate",
  "remove",
  "assault",
  "toward",
  "reroll",
  "casino",
  "lent",
] as const;

function operationSpace(v: unknown, path: string, errors: Errors): OperationSpace | undefined {
  const o = object(v, path, errors);
  if (!o) return undefined;
  const before = errors.length;
  keys(o, path, ["space"], SPACE_FIELDS, errors);
  const space = oneOf(o.space, SPACE_IDS, join(path, "space"), errors, "space");
  const out: OperationSpace = { space: space ?? "havana" };
  if (o.moves !== undefined) out.moves = moves(o.moves, join(path, "moves"), errors);
  for (const k of ["place", "base", "activate", "remove", "assault"] as const)
    if (o[k] !== undefined) out[k] = pieceCounts(o[k], join(path, k), errors);
  if (o.lent !== undefined) out.lent = pieceCount(o.lent, join(path, "lent"), errors);
  if (o.civic !== undefined) out.civic = count(o.civic, join(path, "civic"), errors, 1);
  if (o.flip !== undefined) out.flip = boolean(o.flip, join(path, "flip"), errors);
  if (o.reroll !== undefined) out.reroll = boolean(o.reroll, join(path, "reroll"), errors);
  if (o.toward !== undefined)
    out.toward = oneOf(
      o.toward,
      ["neutral", "activeOpposition"] as const,
      join(path, "toward"),
      errors,
      "direction",
    );
  if (o.casino !== undefined)
    out.casino = oneOf(
      o.casino,
      ["place", "open"] as const,
      join(path, "casino"),
      errors,
      "choice",
    );
  return errors.length > before ? undefined : out;
}

function specialSpace(v: unknown, path: string, errors: Errors): SpecialSpace | undefined {
  const o = object(v, path, errors);
  if (!o) return undefined;
  const before = errors.length;
  keys(
    o,
    path,
    ["space"],
    ["moves", "remove", "flip", "relocate", "target", "reroll", "cashTo", "close", "removeCash"],
    errors,
  );
  const space = oneOf(o.space, SPACE_IDS, join(path, "space"), errors, "space");
  const out: SpecialSpace = { space: space ?? "havana" };
  if (o.moves !== undefined) out.moves = moves(o.moves, join(path, "moves"), errors);
  if (o.remove !== undefined) out.remove = pieceCounts(o.remove, join(path, "remove"), errors);
  if (o.flip !== undefined) out.flip = pieceCounts(o.flip, join(path, "flip"), errors);
  if (o.relocate !== undefined) {
    const at = join(path, "relocate");
    const r = object(o.relocate, at, errors);
    if (r) {
      keys(r, at, ["piece", "to"], [], errors);
      const piece = oneOf(r.piece, PIECE_KINDS, join(at, "piece"), errors, "piece kind");
      const to = oneOf(r.to, SPACE_IDS, join(at, "to"), errors, "space");
      if (piece && to) out.relocate = { piece, to };
    }
  }
  if (o.target !== undefined)
    out.target = oneOf(o.target, FACTIONS, join(path, "target"), errors, "Faction");
  if (o.reroll !== undefined) out.reroll = boolean(o.reroll, join(path, "reroll"), errors);
  if (o.cashTo !== undefined)
    out.cashTo = oneOf(o.cashTo, PIECE_KINDS, join(path, "cashTo"), errors, "piece kind");
  if (o.close !== undefined) out.close = count(o.close, join(path, "close"), errors, 0);
  if (o.removeCash !== undefined)
    out.removeCash = count(o.removeCash, join(path, "removeCash"), errors, 0);
  return errors.length > before ? undefined : out;
}

function special(v: unknown, path: string, errors: Errors): SpecialRecord | undefined {
  const o = object(v, path, errors);
  if (!o) return undefined;
  const before = errors.length;
  keys(o, path, ["special", "spaces"], ["when"], errors);
  const kind = oneOf(o.special, SPECIAL_KINDS, join(path, "special"), errors, "Special Activity");
  const when =
    o.when === undefined
      ? undefined
      : oneOf(o.when, ["before", "after"] as const, join(path, "when"), errors, "time");
  const spaces = list(o.spaces, join(path, "spaces"), errors)?.map((s, i) =>
    specialSpace(s, join(join(path, "spaces"), i), errors),
  );
  if (errors.length > before || !kind || !spaces) return undefined;
  return { special: kind, ...(when ? { when } : {}), spaces: spaces as SpecialSpace[] };
}

/**
 * Read an action record. `extra` names the fields the container adds (a scenario step's `kind`),
 * which are allowed and left out.
 */
export function readPlayerAction(
  v: unknown,
  path: string,
  errors: Errors,
  extra: readonly string[] = [],
): PlayerAction | undefined {
  const o = object(v, path, errors);
  if (!o) return undefined;
  const before = errors.length;
  keys(o, path, [...ACTION_KEYS], [...ACTION_OPTIONAL, ...extra], errors);
  const faction = oneOf(o.faction, FACTIONS, join(path, "faction"), errors, "Faction");
  const operation = oneOf(
    o.operation,
    OPERATION_KINDS,
    join(path, "operation"),
    errors,
    "Operation",
  );
  const limited =
    o.limited === undefined ? undefined : boolean(o.limited, join(path, "limited"), errors);
  const spaces = list(o.spaces, join(path, "spaces"), errors)?.map((s, i) =>
    operationSpace(s, join(join(path, "spaces"), i), errors),
  );
  const sa =
    o.special === undefined ? undefined : special(o.special, join(path, "special"), errors);
  const removeOwn =
    o.removeOwn === undefined
      ? undefined
      : ownRemovals(o.removeOwn, join(path, "removeOwn"), errors);
  const laundered =
    o.launder === undefined ? undefined : launder(o.launder, join(path, "launder"), errors);
  if (errors.length > before || !faction || !operation || !spaces) return undefined;
  return {
    faction,
    operation,
    ...(limited ? { limited } : {}),
    spaces: spaces as OperationSpace[],
    ...(sa ? { special: sa } : {}),
    ...(removeOwn ? { removeOwn } : {}),
    ...(laundered ? { launder: laundered } : {}),
  };
}

function launder(v: unknown, path: string, errors: Errors): Launder | undefined {
  const o = object(v, path, errors);
  if (!o) return undefined;
  const before = errors.length;
  keys(o, path, ["space", "holder", "operation", "spaces"], [], errors);
  const space = oneOf(o.space, SPACE_IDS, join(path, "space"), errors, "space");
  const holder = oneOf(o.holder, PIECE_KINDS, join(path, "holder"), errors, "piece kind");
  const operation = oneOf(
    o.operation,
    OPERATION_KINDS,
    join(path, "operation"),
    errors,
    "Operation",
  );
  const spaces = list(o.spaces, join(path, "spaces"), errors)?.map((s, i) =>
    operationSpace(s, join(join(path, "spaces"), i), errors),
  );
  if (errors.length > before || !space || !holder || !operation || !spaces) return undefined;
  return { space, holder, operation, spaces: spaces as OperationSpace[] };
}

function ownRemovals(v: unknown, path: string, errors: Errors): OwnRemoval[] | undefined {
  const a = list(v, path, errors);
  if (!a) return undefined;
  const out = a.map((x, i) => {
    const at = join(path, i);
    const o = object(x, at, errors);
    if (!o) return undefined;
    keys(o, at, ["space", "piece", "count"], ["cash"], errors);
    const space = oneOf(o.space, SPACE_IDS, join(at, "space"), errors, "space");
    const { space: _s, ...rest } = o;
    const pc = pieceCount(rest, at, errors);
    return space && pc ? { space, ...pc } : undefined;
  });
  return out.every((x) => x !== undefined) ? (out as OwnRemoval[]) : undefined;
}
