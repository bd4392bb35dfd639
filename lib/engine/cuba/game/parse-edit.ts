import type { BoardEdit } from "../board/board-edit";
import { CASH_HOLDERS, FACTIONS, PIECE_KINDS, SPACE_IDS } from "../types";
import {
  CARD_ACTIONS,
  EVENT_SIDES,
  readCapability,
  readCardAction,
  SUPPORT_LEVELS,
} from "./parse-board";
import {
  array,
  boolean,
  cardList,
  type Errors,
  integer,
  isObject,
  join,
  keys,
  object,
  oneOf,
} from "./parse-util";

/** Every kind of BoardEdit (the union is in board/edit.ts; `satisfies` keeps the two in step). */
const EDIT_KINDS = [
  "pieces",
  "support",
  "terror",
  "sabotage",
  "cash",
  "usAlliance",
  "aid",
  "resources",
  "role",
  "eligibility",
  "cardActions",
  "capabilities",
  "momentum",
  "currentCard",
  "nextCard",
  "propagandaLeft",
  "campaignCard",
  "shortGame",
] as const satisfies readonly BoardEdit["kind"][];

/** The fields each edit kind carries besides `kind` and `value`. */
const EDIT_TARGET: Partial<Record<BoardEdit["kind"], "space" | "faction">> = {
  pieces: "space",
  support: "space",
  terror: "space",
  sabotage: "space",
  cash: "space",
  resources: "faction",
  role: "faction",
  eligibility: "faction",
};

const KIND_SET = new Set<unknown>(EDIT_KINDS);
const SPACE_SET = new Set<unknown>(SPACE_IDS);
const FACTION_SET = new Set<unknown>(FACTIONS);
const PIECE_SET = new Set<unknown>(PIECE_KINDS);
const SUPPORT_SET = new Set<unknown>(SUPPORT_LEVELS);
const ACTION_SET = new Set<unknown>(CARD_ACTIONS);
const SIDE_SET = new Set<unknown>(EVENT_SIDES);
const CASH_SET = new Set<unknown>(CASH_HOLDERS);
const safeInt = (v: unknown) => typeof v === "number" && Number.isSafeInteger(v);

/** A card action readCardAction takes as it is (no allocation, no message). */
function plainCardAction(v: unknown): boolean {
  if (!isObject(v) || !FACTION_SET.has(v.faction) || !ACTION_SET.has(v.action)) return false;
  for (const k in v) if (k !== "faction" && k !== "action" && k !== "side") return false;
  return v.side === undefined || (SIDE_SET.has(v.side) && v.action === "event");
}

/**
 * Whether readEdit takes this edit as it is, answered without building its copy or any message
 * (the fold checks the shape of every edit of every entry it reads). Never true for an edit
 * readEdit refuses; false for some it takes (rarer kinds): those go through readEdit.
 */
export function plainEdit(v: unknown): boolean {
  if (!isObject(v) || !KIND_SET.has(v.kind)) return false;
  const kind = v.kind as BoardEdit["kind"];
  const target = EDIT_TARGET[kind];
  let fields = 0;
  for (const k in v) {
    if (!(k === "kind" || k === "value" || k === target || (k === "piece" && kind === "pieces")))
      return false;
    fields++;
  }
  if (fields !== 2 + (target ? 1 : 0) + (kind === "pieces" ? 1 : 0) || !("value" in v))
    return false;
  if (target === "space" && !SPACE_SET.has(v.space)) return false;
  if (target === "faction" && !FACTION_SET.has(v.faction)) return false;
  if (kind === "pieces" && !PIECE_SET.has(v.piece)) return false;
  const x = v.value;
  switch (kind) {
    case "pieces":
    case "terror":
    case "aid":
    case "resources":
    case "propagandaLeft":
    case "campaignCard":
      return safeInt(x);
    case "support":
      return SUPPORT_SET.has(x);
    case "sabotage":
    case "shortGame":
      return typeof x === "boolean";
    case "usAlliance":
      return x === "firm" || x === "reluctant" || x === "embargoed";
    case "role":
      return x === "player" || x === "np";
    case "eligibility":
      return x === "eligible" || x === "ineligible";
    case "currentCard":
    case "nextCard":
      return x === null || safeInt(x);
    case "cardActions":
      return Array.isArray(x) && x.length <= 48 && x.every(plainCardAction);
    case "cash":
      // As readEditValue: a list (of any length: validateBoard limits it) of Cash holders.
      return Array.isArray(x) && x.every((h) => CASH_SET.has(h));
    default:
      return false;
  }
}

/** Shape check of one BoardEdit read from outside; errors name the exact path. */
export function readEdit(v: unknown, path: string, errors: Errors): BoardEdit | undefined {
  const o = object(v, path, errors);
  if (!o) return undefined;
  const kind = oneOf(o.kind, EDIT_KINDS, join(path, "kind"), errors, "edit kind");
  if (!kind) return undefined;
  const target = EDIT_TARGET[kind];
  const required = [
    "kind",
    "value",
    ...(target ? [target] : []),
    ...(kind === "pieces" ? ["piece"] : []),
  ];
  const before = errors.length;
  keys(o, path, required, [], errors);
  const space =
    target === "space"
      ? oneOf(o.space, SPACE_IDS, join(path, "space"), errors, "space")
      : undefined;
  const faction =
    target === "faction"
      ? oneOf(o.faction, FACTIONS, join(path, "faction"), errors, "Faction")
      : undefined;
  const piece =
    kind === "pieces"
      ? oneOf(o.piece, PIECE_KINDS, join(path, "piece"), errors, "piece kind")
      : undefined;
  const value = readEditValue(kind, o.value, join(path, "value"), errors);
  if (errors.length > before) return undefined;
  return {
    kind,
    value,
    ...(space && { space }),
    ...(faction && { faction }),
    ...(piece && { piece }),
  } as BoardEdit;
}

function readEditValue(kind: BoardEdit["kind"], v: unknown, path: string, errors: Errors): unknown {
  switch (kind) {
    case "pieces":
    case "terror":
    case "aid":
    case "resources":
    case "propagandaLeft":
    case "campaignCard":
      return integer(v, path, errors);
    case "support":
      return oneOf(v, SUPPORT_LEVELS, path, errors, "support level");
    case "sabotage":
    case "shortGame":
      return boolean(v, path, errors);
    case "cash":
      return array(v, path, errors)?.map((h, i) =>
        oneOf(h, CASH_HOLDERS, join(path, i), errors, "Cash holder"),
      );
    case "usAlliance":
      return oneOf(
        v,
        ["firm", "reluctant", "embargoed"] as const,
        path,
        errors,
        "US Alliance level",
      );
    case "role":
      return oneOf(v, ["player", "np"] as const, path, errors, "role");
    case "eligibility":
      return oneOf(v, ["eligible", "ineligible"] as const, path, errors, "eligibility");
    case "currentCard":
    case "nextCard":
      return v === null ? null : integer(v, path, errors);
    case "momentum":
      return cardList(v, path, errors, "Momentum cards")?.map((m, i) =>
        integer(m, join(path, i), errors),
      );
    case "capabilities":
      return cardList(v, path, errors, "Capabilities")?.map((c, i) =>
        readCapability(c, join(path, i), errors),
      );
    case "cardActions":
      return cardList(v, path, errors, "card actions")?.map((a, i) =>
        readCardAction(a, join(path, i), errors),
      );
  }
}
