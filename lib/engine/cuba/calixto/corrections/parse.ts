import type { EffectiveId } from "@/data/cuba/calixto/effective-events";
import type { EligibilityTest } from "@/data/cuba/calixto/eligibility";
import type { PieceRow } from "@/data/cuba/calixto/piece-priorities";
import { failAll, ok, type Result } from "../../../core/result";
import {
  array,
  boolean,
  type Errors,
  integer,
  join,
  keys,
  object,
  oneOf,
  shown,
  string,
} from "../../game/parse-util";
import { type CardAction, FACTIONS, type Faction } from "../../types";
import { MAX_COUNT } from "../conditions/evaluate";
import type {
  ConditionRef,
  FlowNode,
  InstructionLine,
  OperationBox,
  SpecialEntry,
  SpecialList,
  Target,
} from "../contracts";
import { INSTRUCTION_IDS } from "../handlers";
import {
  CARDS_OF,
  COLUMN_LABEL,
  type ColumnId,
  type InstructionId,
  type OperationKind,
  type SideId,
  type SpecialInstruction,
  type SpecialKind,
} from "../types";
import type { Correction, CorrectionKind } from "./types";

/**
 * Strict reading of one correction from a file or the database: every field named, typed and
 * within range, nothing extra, so a malformed or hostile file changes nothing (issue "Your own
 * cards": share). Whether the ids exist in our data and the result still walks is `check.ts`.
 */

const KINDS: Record<CorrectionKind, true> = {
  node: true,
  an: true,
  box: true,
  list: true,
  dots: true,
  rowOrder: true,
  moveOrder: true,
  moveFactions: true,
  pieceOrder: true,
  pieceFactions: true,
  eligibilityRow: true,
  eligibilityOrder: true,
  effective: true,
  eventCell: true,
  eventInstruction: true,
};
const OPERATIONS: Record<OperationKind, true> = {
  train: true,
  garrison: true,
  sweep: true,
  assault: true,
  rally: true,
  march: true,
  attack: true,
  terror: true,
  construct: true,
};
const SPECIALS: Record<SpecialKind, true> = {
  transport: true,
  airStrike: true,
  reprisal: true,
  infiltrate: true,
  ambush: true,
  kidnap: true,
  subvert: true,
  assassinate: true,
  profit: true,
  muscle: true,
  bribe: true,
  assault: true,
};
const TESTS: Record<EligibilityTest, true> = {
  undergroundInHavana: true,
  currentCriticalEffective: true,
  nextEligibleCouldTakeCritical: true,
  firstOnUpcomingCritical: true,
  firstOnUpcomingCriticalNoCurrent: true,
  firstChoseEvent: true,
  firstOpSAandCurrentTaken: true,
  firstOnUpcoming: true,
  otherwise: true,
};
const EFFECTIVE: Record<EffectiveId, true> = {
  ownOpSA: true,
  momentum: true,
  capability: true,
  addSupport: true,
  addOpposition: true,
  addForces: true,
  addCash: true,
  addUsAlliance: true,
  addSynResources: true,
  addOpenCasinos: true,
  removeEnemyForces: true,
  removeOpposition: true,
  removeSupport: true,
  removeSupportOrOpposition: true,
  reduceResources: true,
  reducePlayerResources: true,
  reduceAid: true,
  reduceUsAlliance: true,
};
const PIECE_ROW_IDS: Record<PieceRow["id"], true> = {
  cash: true,
  bases: true,
  "assault-vulnerable": true,
  "thin-guard": true,
  cubes: true,
  guerrillas: true,
};
const ACTIONS: readonly CardAction[] = ["event", "opSA", "opOnly", "limOp", "pass"];
const LETTERS = ["C", "P", "M", "-"] as const;
const COLUMN_IDS = Object.keys(COLUMN_LABEL) as ColumnId[];
const SIDE_IDS: SideId[] = FACTIONS.flatMap((f) =>
  CARDS_OF[f].flatMap((c) => [c, `${c}${c}` as SideId]),
);
const INSTRUCTIONS = INSTRUCTION_IDS;

/** Bounds far above anything a card or table holds, so a hostile file cannot make us work. */
const MAX = { text: 200, list: 40, lines: 30, depth: 2, params: 12 };

const text = (v: unknown, path: string, errors: Errors): string | undefined => {
  const s = string(v, path, errors);
  if (s === undefined) return undefined;
  if (!s.trim() || s.length > MAX.text) {
    errors.push({ field: path, reason: `expected text of 1 to ${MAX.text} characters` });
    return undefined;
  }
  return s;
};

function listOf<T>(
  v: unknown,
  path: string,
  errors: Errors,
  item: (x: unknown, path: string, errors: Errors) => T | undefined,
  max = MAX.list,
  unique = false,
): T[] | undefined {
  const a = array(v, path, errors);
  if (!a) return undefined;
  if (a.length > max) {
    errors.push({ field: path, reason: `at most ${max} items, got ${a.length}` });
    return undefined;
  }
  const out: T[] = [];
  a.forEach((x, i) => {
    const y = item(x, join(path, i), errors);
    if (y !== undefined) out.push(y);
  });
  if (out.length !== a.length) return undefined;
  if (unique && new Set(out.map((x) => JSON.stringify(x))).size !== out.length) {
    errors.push({ field: path, reason: "an item is named twice" });
    return undefined;
  }
  return out;
}

const faction = (v: unknown, p: string, e: Errors) => oneOf<Faction>(v, FACTIONS, p, e, "Faction");
const column = (v: unknown, p: string, e: Errors) => oneOf(v, COLUMN_IDS, p, e, "column");

function params(v: unknown, path: string, errors: Errors) {
  const o = object(v, path, errors);
  if (!o) return undefined;
  const entries = Object.entries(o);
  if (entries.length > MAX.params) {
    errors.push({ field: path, reason: `at most ${MAX.params} parameters` });
    return undefined;
  }
  const out: Record<string, string | number | boolean> = {};
  for (const [k, x] of entries) {
    if (typeof x === "boolean") out[k] = x;
    else if (typeof x === "number") {
      // A card's numbers are counts read off the board (conditions/evaluate.ts MAX_COUNT).
      if (!Number.isInteger(x) || x < 0 || x > MAX_COUNT) {
        errors.push({
          field: join(path, k),
          reason: `a card's number is a whole number from 0 to ${MAX_COUNT}, got ${x}`,
        });
        return undefined;
      }
      out[k] = x;
    } else if (typeof x === "string" && x.length <= MAX.text) out[k] = x;
    else {
      errors.push({
        field: join(path, k),
        reason: `expected text, a number or true/false, got ${shown(x)}`,
      });
      return undefined;
    }
  }
  return out;
}

function condition(v: unknown, path: string, errors: Errors): ConditionRef | undefined {
  const o = object(v, path, errors);
  if (!o) return undefined;
  const before = errors.length;
  keys(o, path, ["id", "label"], ["params", "pact"], errors);
  const id = text(o.id, join(path, "id"), errors);
  const label = text(o.label, join(path, "label"), errors);
  const p = o.params === undefined ? undefined : params(o.params, join(path, "params"), errors);
  const pact = o.pact === undefined ? undefined : params(o.pact, join(path, "pact"), errors);
  if (errors.length > before || id === undefined || label === undefined) return undefined;
  return { id, label, ...(p ? { params: p } : {}), ...(pact ? { pact } : {}) };
}

function target(v: unknown, path: string, errors: Errors): Target | undefined {
  const o = object(v, path, errors);
  if (!o) return undefined;
  const to = oneOf(o.to, ["node", "draw", "flip"] as const, join(path, "to"), errors, "arrow");
  if (to === "node") {
    keys(o, path, ["to", "node"], [], errors);
    const node = text(o.node, join(path, "node"), errors);
    return node === undefined ? undefined : { to, node };
  }
  if (to === undefined) return undefined;
  keys(o, path, ["to"], [], errors);
  return { to };
}

function node(v: unknown, path: string, errors: Errors): FlowNode | undefined {
  const o = object(v, path, errors);
  if (!o) return undefined;
  const before = errors.length;
  const kind = oneOf(
    o.kind,
    ["question", "operation", "special"] as const,
    join(path, "kind"),
    errors,
    "box kind",
  );
  const id = text(o.id, join(path, "id"), errors);
  if (kind === "question") {
    keys(o, path, ["kind", "id", "cond", "yes", "no"], [], errors);
    const cond = condition(o.cond, join(path, "cond"), errors);
    const yes = target(o.yes, join(path, "yes"), errors);
    const no = target(o.no, join(path, "no"), errors);
    if (errors.length > before || !id || !cond || !yes || !no) return undefined;
    return { kind, id, cond, yes, no };
  }
  if (kind === "operation") {
    keys(o, path, ["kind", "id", "box", "sa"], [], errors);
    const box = text(o.box, join(path, "box"), errors);
    let sa: { list: string; position: "before" | "after" | "between" } | null = null;
    if (o.sa !== null) {
      const s = object(o.sa, join(path, "sa"), errors);
      if (s) {
        keys(s, join(path, "sa"), ["list", "position"], [], errors);
        const list = text(s.list, join(path, "sa.list"), errors);
        const position = oneOf(
          s.position,
          ["before", "after", "between"] as const,
          join(path, "sa.position"),
          errors,
          "position",
        );
        if (list && position) sa = { list, position };
      }
    }
    if (errors.length > before || !id || !box) return undefined;
    return { kind, id, box, sa };
  }
  if (kind === "special") {
    keys(o, path, ["kind", "id", "list", "next"], [], errors);
    const list = text(o.list, join(path, "list"), errors);
    const next = target(o.next, join(path, "next"), errors);
    if (errors.length > before || !id || !list || !next) return undefined;
    return { kind, id, list, next };
  }
  return undefined;
}

const LINE_FIELDS = ["column", "onlyIf", "where", "notes", "lines"];

/** The fields an Operation line and an SA entry share (column, condition, restriction, notes). */
function lineExtras(o: Record<string, unknown>, path: string, errors: Errors, depth: number) {
  const out: Partial<InstructionLine> = {};
  if (o.column !== undefined) out.column = column(o.column, join(path, "column"), errors);
  if (o.onlyIf !== undefined) out.onlyIf = condition(o.onlyIf, join(path, "onlyIf"), errors);
  if (o.where !== undefined) out.where = text(o.where, join(path, "where"), errors);
  if (o.notes !== undefined) out.notes = listOf(o.notes, join(path, "notes"), errors, text, 12);
  if (o.lines !== undefined) {
    if (depth >= MAX.depth)
      errors.push({ field: join(path, "lines"), reason: "lines nest too deep" });
    else
      out.lines = listOf(
        o.lines,
        join(path, "lines"),
        errors,
        (x, p) => line(x, p, errors, depth + 1),
        MAX.lines,
      );
  }
  return out;
}

function line(v: unknown, path: string, errors: Errors, depth = 0): InstructionLine | undefined {
  const o = object(v, path, errors);
  if (!o) return undefined;
  const before = errors.length;
  keys(o, path, ["n", "instruction"], ["starred", "noActivationRoll", ...LINE_FIELDS], errors);
  const n = o.n === null ? null : integer(o.n, join(path, "n"), errors);
  if (typeof n === "number" && (n < 1 || n > 9))
    errors.push({ field: join(path, "n"), reason: `a line number is 1 to 9, got ${n}` });
  const instruction = oneOf(
    o.instruction,
    INSTRUCTIONS,
    join(path, "instruction"),
    errors,
    "instruction",
  );
  const out: InstructionLine = { n: n ?? null, instruction: instruction as InstructionId };
  if (o.starred !== undefined) out.starred = boolean(o.starred, join(path, "starred"), errors);
  if (o.noActivationRoll !== undefined)
    out.noActivationRoll = boolean(o.noActivationRoll, join(path, "noActivationRoll"), errors);
  Object.assign(out, lineExtras(o, path, errors, depth));
  return errors.length > before ? undefined : out;
}

function box(v: unknown, path: string, errors: Errors): OperationBox | undefined {
  const o = object(v, path, errors);
  if (!o) return undefined;
  const before = errors.length;
  // `provenance` is the overlay's own (always "player"): accepted so a saved box reads back.
  keys(o, path, ["id", "operation", "lines"], ["splitAt", "provenance"], errors);
  const id = text(o.id, join(path, "id"), errors);
  const operation = oneOf(
    o.operation,
    Object.keys(OPERATIONS) as OperationKind[],
    join(path, "operation"),
    errors,
    "Operation",
  );
  const lines = listOf(
    o.lines,
    join(path, "lines"),
    errors,
    (x, p) => line(x, p, errors),
    MAX.lines,
  );
  const splitAt =
    o.splitAt === undefined ? undefined : integer(o.splitAt, join(path, "splitAt"), errors);
  // The lines before the SA "between": at least one on each side of it (C8.5.3).
  if (splitAt !== undefined && lines && (splitAt < 1 || splitAt >= lines.length))
    errors.push({
      field: join(path, "splitAt"),
      reason: `the SA goes between two lines: 1 to ${lines.length - 1} lines before it, got ${splitAt}`,
    });
  if (errors.length > before || !id || !operation || !lines) return undefined;
  return {
    id,
    operation,
    lines,
    ...(splitAt === undefined ? {} : { splitAt }),
    provenance: { source: "player" },
  };
}

function entry(v: unknown, path: string, errors: Errors): SpecialEntry | undefined {
  const o = object(v, path, errors);
  if (!o) return undefined;
  const before = errors.length;
  keys(o, path, ["letter", "special", "instruction"], LINE_FIELDS, errors);
  const letter = string(o.letter, join(path, "letter"), errors);
  if (letter !== undefined && !/^([ABCD]|#[1-9][0-9]?)$/.test(letter))
    errors.push({
      field: join(path, "letter"),
      reason: `expected A, B, C, D or #card, got ${shown(letter)}`,
    });
  const special = oneOf(
    o.special,
    Object.keys(SPECIALS) as SpecialKind[],
    join(path, "special"),
    errors,
    "Special Activity",
  );
  const instruction = oneOf(
    o.instruction,
    INSTRUCTIONS,
    join(path, "instruction"),
    errors,
    "instruction",
  );
  const extras = lineExtras(o, path, errors, 0);
  if (errors.length > before || !letter || !special || !instruction) return undefined;
  return {
    letter: letter as SpecialEntry["letter"],
    special,
    instruction: instruction as SpecialInstruction,
    ...extras,
  } as SpecialEntry;
}

function specialList(v: unknown, path: string, errors: Errors): SpecialList | undefined {
  const o = object(v, path, errors);
  if (!o) return undefined;
  const before = errors.length;
  keys(o, path, ["id", "entries"], ["provenance"], errors);
  const id = text(o.id, join(path, "id"), errors);
  const entries = listOf(
    o.entries,
    join(path, "entries"),
    errors,
    (x, p) => entry(x, p, errors),
    8,
  );
  if (errors.length > before || !id || !entries) return undefined;
  return { id, entries, provenance: { source: "player" } };
}

const FIELDS: Record<CorrectionKind, string[]> = {
  node: ["side", "node"],
  an: ["side", "an"],
  box: ["box"],
  list: ["list"],
  dots: ["row", "columns"],
  rowOrder: ["faction", "rows"],
  moveOrder: ["table", "rows"],
  moveFactions: ["row", "factions"],
  pieceOrder: ["rows"],
  pieceFactions: ["row", "factions"],
  eligibilityRow: ["row", "test", "onlyFor", "result"],
  eligibilityOrder: ["position", "rows"],
  effective: ["faction", "entries"],
  eventCell: ["card", "faction", "letter", "star"],
  eventInstruction: ["card", "faction", "side", "keepGate"],
};

const card = (v: unknown, p: string, e: Errors) => {
  const n = integer(v, p, e);
  if (n !== undefined && (n < 1 || n > 48)) {
    e.push({ field: p, reason: `an Event card is #1 to #48, got ${n}` });
    return undefined;
  }
  return n;
};

function body(kind: CorrectionKind, o: Record<string, unknown>, path: string, e: Errors) {
  const f = (k: string) => join(path, k);
  const ids = (k: string) => listOf(o[k], f(k), e, text, MAX.list, true);
  const factions = () => listOf(o.factions, f("factions"), e, faction, 4, true);
  switch (kind) {
    case "node":
      return {
        side: oneOf(o.side, SIDE_IDS, f("side"), e, "card side"),
        node: node(o.node, f("node"), e),
      };
    case "an":
      return {
        side: oneOf(o.side, SIDE_IDS, f("side"), e, "card side"),
        an: integer(o.an, f("an"), e),
      };
    case "box":
      return { box: box(o.box, f("box"), e) };
    case "list":
      return { list: specialList(o.list, f("list"), e) };
    case "dots":
      return {
        row: text(o.row, f("row"), e),
        columns: listOf(o.columns, f("columns"), e, column, 8, true),
      };
    case "rowOrder":
      return { faction: faction(o.faction, f("faction"), e), rows: ids("rows") };
    case "moveOrder":
      return {
        table: oneOf(o.table, ["keep", "get"] as const, f("table"), e, "table"),
        rows: ids("rows"),
      };
    case "moveFactions":
      return { row: text(o.row, f("row"), e), factions: factions() };
    case "pieceOrder":
      return {
        rows: listOf(
          o.rows,
          f("rows"),
          e,
          (x, p) =>
            oneOf(x, Object.keys(PIECE_ROW_IDS) as PieceRow["id"][], p, e, "Piece Priorities row"),
          6,
          true,
        ),
      };
    case "pieceFactions":
      return {
        row: oneOf(
          o.row,
          Object.keys(PIECE_ROW_IDS) as PieceRow["id"][],
          f("row"),
          e,
          "Piece Priorities row",
        ),
        factions: factions(),
      };
    case "eligibilityRow":
      return {
        row: text(o.row, f("row"), e),
        test: oneOf(o.test, Object.keys(TESTS) as EligibilityTest[], f("test"), e, "test"),
        onlyFor: o.onlyFor === null ? null : faction(o.onlyFor, f("onlyFor"), e),
        result: oneOf(o.result, ACTIONS, f("result"), e, "result"),
      };
    case "eligibilityOrder":
      return { position: oneOf(o.position, [1, 2] as const, f("position"), e), rows: ids("rows") };
    case "effective":
      return {
        faction: faction(o.faction, f("faction"), e),
        entries: listOf(
          o.entries,
          f("entries"),
          e,
          (x, p) =>
            oneOf(x, Object.keys(EFFECTIVE) as EffectiveId[], p, e, "Effective Events entry"),
          20,
          true,
        ),
      };
    case "eventCell":
      return {
        card: card(o.card, f("card"), e),
        faction: faction(o.faction, f("faction"), e),
        letter: oneOf(o.letter, LETTERS, f("letter"), e, "letter"),
        star: boolean(o.star, f("star"), e),
      };
    case "eventInstruction":
      return {
        card: card(o.card, f("card"), e),
        faction: faction(o.faction, f("faction"), e),
        side: oneOf(o.side, ["unshaded", "shaded", "default"] as const, f("side"), e, "side"),
        keepGate: boolean(o.keepGate, f("keepGate"), e),
      };
  }
}

/** Read one correction strictly (field names, types, ranges); no id lookups here. */
export function parseCorrection(v: unknown, path = "correction"): Result<Correction> {
  const errors: Errors = [];
  const o = object(v, path, errors);
  if (!o) return failAll(errors);
  const kind = oneOf(
    o.kind,
    Object.keys(KINDS) as CorrectionKind[],
    join(path, "kind"),
    errors,
    "kind of correction",
  );
  if (!kind) return failAll(errors);
  keys(o, path, ["kind", ...FIELDS[kind]], [], errors);
  const b = body(kind, o, path, errors);
  if (errors.length) return failAll(errors);
  for (const [k, x] of Object.entries(b))
    if (x === undefined) return failAll([{ field: join(path, k), reason: "could not be read" }]);
  return ok({ kind, ...b } as Correction);
}
