import type { FieldError } from "../../core/result";

/**
 * Small path-aware checks for reading untrusted JSON (imported files, stored rows). Each check
 * records an error naming the exact path (`log[3].payload.edits[0].space`) and returns the value
 * only when it has the right shape. Collecting stops being useful after the first few problems,
 * so callers report at most MAX_ERRORS.
 */
export const MAX_ERRORS = 12;

export type Errors = FieldError[];

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

export const join = (path: string, key: string | number): string =>
  typeof key === "number" ? `${path}[${key}]` : path ? `${path}.${key}` : key;

/** How a wrong value looks, for messages: `the string "x"`, `an array`, `missing`. */
export function shown(v: unknown): string {
  if (v === undefined) return "missing";
  if (v === null) return "null";
  if (Array.isArray(v)) return "an array";
  if (typeof v === "string")
    return `the string ${JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v)}`;
  if (typeof v === "object") return "an object";
  return `${typeof v} ${String(v)}`;
}

/** The closest allowed name, when a typo is likely ("havanna" → "havana"). */
export function suggest(word: string, options: readonly string[]): string | null {
  let best: string | null = null;
  let bestD = Math.max(2, Math.floor(word.length / 3)) + 1;
  for (const o of options) {
    const d = distance(word.toLowerCase(), o.toLowerCase());
    if (d < bestD) {
      best = o;
      bestD = d;
    }
  }
  return best;
}

function distance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 4) return 99;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++)
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length];
}

export function unknownName(what: string, name: string, options: readonly string[]): string {
  const s = suggest(name, options);
  if (s) return `unknown ${what} "${name}" (did you mean "${s}"?)`;
  // A short list is worth spelling out; thirteen spaces are not.
  return options.length <= 6
    ? `unknown ${what} "${name}" (one of ${options.join(", ")})`
    : `unknown ${what} "${name}"`;
}

export function object(
  v: unknown,
  path: string,
  errors: Errors,
): Record<string, unknown> | undefined {
  if (isObject(v)) return v;
  errors.push({ field: path || "(top)", reason: `expected an object, got ${shown(v)}` });
  return undefined;
}

export function array(v: unknown, path: string, errors: Errors): unknown[] | undefined {
  if (Array.isArray(v)) return v;
  errors.push({ field: path, reason: `expected a list, got ${shown(v)}` });
  return undefined;
}

export function integer(v: unknown, path: string, errors: Errors): number | undefined {
  if (typeof v === "number" && Number.isSafeInteger(v)) return v;
  errors.push({
    field: path,
    reason:
      typeof v === "number" && Number.isInteger(v)
        ? `a whole number this large cannot be read exactly, got ${v}`
        : `expected a whole number, got ${shown(v)}`,
  });
  return undefined;
}

export function boolean(v: unknown, path: string, errors: Errors): boolean | undefined {
  if (typeof v === "boolean") return v;
  errors.push({ field: path, reason: `expected true or false, got ${shown(v)}` });
  return undefined;
}

export function string(v: unknown, path: string, errors: Errors): string | undefined {
  if (typeof v === "string") return v;
  errors.push({ field: path, reason: `expected text, got ${shown(v)}` });
  return undefined;
}

export function oneOf<T extends string | number>(
  v: unknown,
  allowed: readonly T[],
  path: string,
  errors: Errors,
  what = "value",
): T | undefined {
  if (allowed.includes(v as T)) return v as T;
  const reason =
    typeof v === "string"
      ? unknownName(what, v, allowed.map(String))
      : `expected one of ${allowed.join(", ")}, got ${shown(v)}`;
  errors.push({ field: path, reason });
  return undefined;
}

/** Flag keys that are not allowed (a typo or a tampered file) and keys that are missing. */
export function keys(
  obj: Record<string, unknown>,
  path: string,
  required: readonly string[],
  optional: readonly string[],
  errors: Errors,
  what = "field",
): void {
  const allowed = [...required, ...optional];
  for (const k of Object.keys(obj))
    if (!allowed.includes(k))
      errors.push({ field: join(path, k), reason: unknownName(what, k, allowed) });
  for (const k of required)
    if (!(k in obj)) errors.push({ field: join(path, k), reason: "missing" });
}

/** Fill a record keyed by a fixed list (spaces, factions, piece kinds) with a checked value each. */
export function record<K extends string, V>(
  v: unknown,
  path: string,
  names: readonly K[],
  item: (x: unknown, path: string) => V | undefined,
  errors: Errors,
  what: string,
): Record<K, V> | undefined {
  const obj = object(v, path, errors);
  if (!obj) return undefined;
  keys(obj, path, names, [], errors, what);
  const out = {} as Record<K, V>;
  let whole = true;
  for (const k of names) {
    if (!(k in obj)) {
      whole = false;
      continue;
    }
    const x = item(obj[k], join(path, k));
    if (x === undefined) whole = false;
    else out[k] = x;
  }
  return whole ? out : undefined;
}

/**
 * Stated limits on a game, the same when the app writes one (appendEntry refuses the entry that
 * would pass them) and when it reads one back (import): every game the app can write it can read
 * (issue 21.4). Far above what a whole game writes (a full game logs a few thousand entries of a
 * few dozen edits each), so past them a file is not the app's.
 */
export const LIMITS = {
  /** Log entries in one game, undone ones included (the export carries them all). */
  entries: 100_000,
  /** Board edits in one entry. */
  edits: 500,
  /**
   * A game file's size, as the app exports it (two-space indented JSON), in UTF-8 bytes: never
   * fewer than its characters, so a text or a file within it is within it either way.
   */
  fileChars: 100_000_000,
  /** The highest seq: entries are numbered from 1 as they are logged. */
  seq: 1_000_000_000,
} as const;

/** A list of at most `max` items; a longer one is refused with the limit stated (`says(n)`). */
export function boundedArray(
  v: unknown,
  path: string,
  errors: Errors,
  max: number,
  says: (n: number) => string,
): unknown[] | undefined {
  const list = array(v, path, errors);
  if (list && list.length > max) {
    errors.push({ field: path, reason: says(list.length) });
    return undefined;
  }
  return list;
}

/**
 * The cards of one kind that can be in play at once: 48 Event cards, each in play once (5.3, 5.4).
 * A longer list cannot be the app's and is refused before the rule checks look at each card.
 */
export const cardList = (v: unknown, path: string, errors: Errors, what: string) =>
  boundedArray(v, path, errors, 48, (n) => `at most 48 ${what} can be in play, got ${n}`);

/** A list of board edits within the stated limit. */
export const editList = (v: unknown, path: string, errors: Errors) =>
  boundedArray(
    v,
    path,
    errors,
    LIMITS.edits,
    (n) => `an entry holds at most ${LIMITS.edits} board edits, got ${n}`,
  );

/** The generator's whole state is one unsigned 32-bit number (core/rng.ts). */
export function rngState(v: unknown, path: string, errors: Errors): number | undefined {
  const n = integer(v, path, errors);
  if (n === undefined) return undefined;
  if (n < 0 || n > 0xffffffff) {
    errors.push({
      field: path,
      reason: `the generator's state is a whole number from 0 to 4294967295, got ${n}`,
    });
    return undefined;
  }
  return n;
}

/** The cards of a Calixto deck: no card twice; an app deck (`nonEmpty`) holds at least one. */
export function checkDeckCards(
  cards: readonly unknown[],
  path: string,
  errors: Errors,
  nonEmpty: boolean,
): boolean {
  const before = errors.length;
  if (nonEmpty && cards.length === 0)
    errors.push({ field: path, reason: "the Calixto deck has no cards" });
  const seen = new Set<unknown>();
  cards.forEach((c, i) => {
    if (seen.has(c))
      errors.push({ field: join(path, i), reason: `card ${c} is in the deck twice` });
    seen.add(c);
  });
  return errors.length === before;
}
