import type { FieldError } from "../../core/result";

/**
 * Shape check of a card-game action before the rules see it (a screen, a saved game, a script):
 * an object with a known `type` and exactly that action's fields, each of the right kind. A
 * refusal names the field; the rules then judge the meaning (whose turn, which card).
 */
export type FieldKind = "seat" | "text" | "count" | "meldKind" | "textList" | "faces";

export type ActionShapes = Record<string, Record<string, FieldKind>>;

/** A chance input: the values rolled or drawn, and the generator state after them (optional). */
export const CHANCE_SHAPE: ActionShapes = { chance: { values: "faces" } };

const describe = (v: unknown): string =>
  v === null
    ? "null"
    : Array.isArray(v)
      ? "a list"
      : typeof v === "string"
        ? `the text ${JSON.stringify(v.slice(0, 20))}`
        : typeof v === "object"
          ? "an object"
          : `${typeof v} ${String(v)}`;

const isCount = (v: unknown) => typeof v === "number" && Number.isSafeInteger(v) && v >= 0;

function fits(kind: FieldKind, v: unknown): string | null {
  switch (kind) {
    case "seat":
    case "count":
      return isCount(v) ? null : `expected a whole number 0 or more, got ${describe(v)}`;
    case "text":
      return typeof v === "string" && v.length > 0 && v.length <= 60
        ? null
        : `expected a card name, got ${describe(v)}`;
    case "meldKind":
      return v === "M" || v === "C" || v === "L"
        ? null
        : `expected a meld type: M (Method), C (Conspiracy) or L (Location), got ${describe(v)}`;
    case "textList":
      return Array.isArray(v) && v.length <= 120 && v.every((x) => typeof x === "string")
        ? null
        : `expected a list of card names, got ${describe(v)}`;
    case "faces":
      return Array.isArray(v) && v.length <= 120 && v.every(isCount)
        ? null
        : `expected a list of whole numbers, got ${describe(v)}`;
  }
}

export function checkActionShape(input: unknown, shapes: ActionShapes): FieldError[] | null {
  if (typeof input !== "object" || input === null || Array.isArray(input))
    return [{ field: "input", reason: `expected an action, got ${describe(input)}` }];
  const o = input as Record<string, unknown>;
  const type = o.type;
  const shape = typeof type === "string" && Object.hasOwn(shapes, type) ? shapes[type] : null;
  if (!shape)
    return [
      {
        field: "input.type",
        reason: `unknown action ${describe(type)} (one of ${Object.keys(shapes).join(", ")})`,
      },
    ];
  const errors: FieldError[] = [];
  const optional = type === "chance" ? ["rng"] : [];
  for (const k of Object.keys(o))
    if (k !== "type" && !(k in shape) && !optional.includes(k))
      errors.push({ field: `input.${k}`, reason: `a ${type} action has no "${k}"` });
  for (const [k, kind] of Object.entries(shape)) {
    if (!(k in o)) errors.push({ field: `input.${k}`, reason: "missing" });
    else {
      const bad = fits(kind, o[k]);
      if (bad) errors.push({ field: `input.${k}`, reason: bad });
    }
  }
  if ("rng" in o && !(isCount(o.rng) && (o.rng as number) <= 0xffffffff))
    errors.push({ field: "input.rng", reason: "the generator's state is a 32-bit whole number" });
  return errors.length ? errors : null;
}
