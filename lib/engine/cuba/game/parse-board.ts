import { BOARD_FIELDS } from "@/data/schema/board";
import { failAll, ok, type Result } from "../../core/result";
import {
  CASH_HOLDERS,
  type CapabilityInPlay,
  type CardAction,
  type CardActionRecord,
  type EventSide,
  FACTIONS,
  type GameBoard,
  PIECE_KINDS,
  SPACE_IDS,
  type SpaceState,
  type SupportLevel,
} from "../types";
import {
  array,
  boolean,
  cardList,
  type Errors,
  integer,
  join,
  keys,
  MAX_ERRORS,
  object,
  oneOf,
  record,
} from "./parse-util";

/**
 * Deep shape check of a board read from outside (a file, a stored row): every field present,
 * every name known, every value of the right type. Limits (inventory, stacking, ECs, Cash) are
 * validateBoard's job and are checked by whoever applies the board.
 */
export function parseBoard(value: unknown, path = ""): Result<GameBoard> {
  const errors: Errors = [];
  const board = readBoard(value, path, errors);
  if (errors.length || !board) return failAll(errors.slice(0, MAX_ERRORS));
  return ok(board);
}

export const CARD_ACTIONS: readonly CardAction[] = ["event", "opSA", "opOnly", "limOp", "pass"];
export const EVENT_SIDES: readonly EventSide[] = ["unshaded", "shaded"];

/** One Sequence of Play box: who did what, and for an Event optionally which side (2.3.7). */
export function readCardAction(
  v: unknown,
  p: string,
  errors: Errors,
): CardActionRecord | undefined {
  const o = object(v, p, errors);
  if (!o) return undefined;
  keys(o, p, ["faction", "action"], ["side"], errors);
  const faction = oneOf(o.faction, FACTIONS, join(p, "faction"), errors, "Faction");
  const action = oneOf(o.action, CARD_ACTIONS, join(p, "action"), errors, "card action");
  if (o.side === undefined) return faction && action ? { faction, action } : undefined;
  const side = oneOf(o.side, EVENT_SIDES, join(p, "side"), errors, "Event side");
  if (side && action && action !== "event") {
    errors.push({ field: join(p, "side"), reason: "only an Event has a side" });
    return undefined;
  }
  return faction && action && side ? { faction, action, side } : undefined;
}
export const SUPPORT_LEVELS: readonly SupportLevel[] = [-2, -1, 0, 1, 2];

export function readBoard(value: unknown, path: string, errors: Errors): GameBoard | undefined {
  const b = object(value, path, errors);
  if (!b) return undefined;
  keys(b, path, BOARD_FIELDS, [], errors);
  const at = (k: string) => join(path, k);
  const before = errors.length;

  const spaces = record(
    b.spaces,
    at("spaces"),
    SPACE_IDS,
    (v, p) => readSpace(v, p, errors),
    errors,
    "space",
  );
  const usAlliance = oneOf(
    b.usAlliance,
    ["firm", "reluctant", "embargoed"] as const,
    at("usAlliance"),
    errors,
    "US Alliance level",
  );
  const aid = integer(b.aid, at("aid"), errors);
  const resources = record(
    b.resources,
    at("resources"),
    FACTIONS,
    (v, p) => integer(v, p, errors),
    errors,
    "Faction",
  );
  const capabilities = cardList(b.capabilities, at("capabilities"), errors, "Capabilities")?.map(
    (c, i) => readCapability(c, join(at("capabilities"), i), errors),
  );
  const momentum = cardList(b.momentum, at("momentum"), errors, "Momentum cards")?.map((m, i) =>
    integer(m, join(at("momentum"), i), errors),
  );
  const roles = record(
    b.roles,
    at("roles"),
    FACTIONS,
    (v, p) => oneOf(v, ["player", "np"] as const, p, errors, "role"),
    errors,
    "Faction",
  );
  const eligibility = record(
    b.eligibility,
    at("eligibility"),
    FACTIONS,
    (v, p) => oneOf(v, ["eligible", "ineligible"] as const, p, errors, "eligibility"),
    errors,
    "Faction",
  );
  const cardActions = cardList(b.cardActions, at("cardActions"), errors, "card actions")?.map(
    (a, i) => readCardAction(a, join(at("cardActions"), i), errors),
  );
  const card = (k: "currentCard" | "nextCard") =>
    b[k] === null ? null : integer(b[k], at(k), errors);
  const currentCard = card("currentCard");
  const nextCard = card("nextCard");
  const propagandaLeft = integer(b.propagandaLeft, at("propagandaLeft"), errors);
  const campaignCard = integer(b.campaignCard, at("campaignCard"), errors);
  const shortGame = boolean(b.shortGame, at("shortGame"), errors);

  if (errors.length > before) return undefined;
  return {
    spaces: spaces as GameBoard["spaces"],
    usAlliance: usAlliance as GameBoard["usAlliance"],
    aid: aid as number,
    resources: resources as GameBoard["resources"],
    capabilities: capabilities as CapabilityInPlay[],
    momentum: momentum as number[],
    roles: roles as GameBoard["roles"],
    eligibility: eligibility as GameBoard["eligibility"],
    cardActions: cardActions as GameBoard["cardActions"],
    currentCard: currentCard as number | null,
    nextCard: nextCard as number | null,
    propagandaLeft: propagandaLeft as number,
    campaignCard: campaignCard as number,
    shortGame: shortGame as boolean,
  };
}

function readSpace(value: unknown, path: string, errors: Errors): SpaceState | undefined {
  const s = object(value, path, errors);
  if (!s) return undefined;
  keys(s, path, ["pieces", "support", "terror", "sabotage", "cash"], [], errors);
  const before = errors.length;
  const pieces = record(
    s.pieces,
    join(path, "pieces"),
    PIECE_KINDS,
    (v, p) => integer(v, p, errors),
    errors,
    "piece kind",
  );
  const support = oneOf(s.support, SUPPORT_LEVELS, join(path, "support"), errors, "support level");
  const terror = integer(s.terror, join(path, "terror"), errors);
  const sabotage = boolean(s.sabotage, join(path, "sabotage"), errors);
  const cash = array(s.cash, join(path, "cash"), errors)?.map((h, i) =>
    oneOf(h, CASH_HOLDERS, join(join(path, "cash"), i), errors, "Cash holder"),
  );
  if (errors.length > before) return undefined;
  return {
    pieces: pieces as SpaceState["pieces"],
    support: support as SupportLevel,
    terror: terror as number,
    sabotage: sabotage as boolean,
    cash: cash as SpaceState["cash"],
  };
}

export function readCapability(
  value: unknown,
  path: string,
  errors: Errors,
): CapabilityInPlay | undefined {
  const o = object(value, path, errors);
  if (!o) return undefined;
  keys(o, path, ["card", "side"], [], errors);
  const card = integer(o.card, join(path, "card"), errors);
  const side = oneOf(o.side, EVENT_SIDES, join(path, "side"), errors, "side");
  return card !== undefined && side ? { card, side } : undefined;
}
