import { EVENT_CARDS, isPropaganda } from "@/data/cuba/events";
import { INVENTORY, PIECE_LABEL, POOL_LABEL, POOLS } from "@/data/cuba/pieces";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import type { FieldError } from "../../core/result";
import {
  CASH_HOLDERS,
  FACTIONS,
  type GameBoard,
  PIECE_KINDS,
  SPACE_IDS,
  type SpaceId,
} from "../types";
import { availableCash, onMapByPool } from "./board";
import { casinoLimit, casinos, nonCasinoBases } from "./space";

/**
 * Checks a whole board against the physical limits of the game. Returns every problem,
 * each naming its field, so an editor can reject the change and show why (rules 1.3.4, 1.4.1,
 * 1.4.2, 1.6.2, 3.3.4, 4.5.2).
 */
export function validateBoard(board: GameBoard): FieldError[] {
  const errors: FieldError[] = [];
  for (const id of SPACE_IDS) errors.push(...validateSpace(board, id));

  const totals = onMapByPool(board);
  for (const [i, pool] of POOLS.entries()) {
    const n = totals[i];
    if (n > INVENTORY[pool]) {
      errors.push({
        field: `pieces.${pool}`,
        reason: `${n} ${POOL_LABEL[pool]} on the map exceed the inventory of ${INVENTORY[pool]}`,
      });
    }
  }
  if (availableCash(board) < 0) {
    errors.push({ field: "cash", reason: `more than ${INVENTORY.cash} Cash markers on the map` });
  }
  const markers = SPACE_IDS.reduce(
    (a, id) => a + board.spaces[id].terror + (board.spaces[id].sabotage ? 1 : 0),
    0,
  );
  if (markers > INVENTORY.terrorAndSabotage) {
    errors.push({
      field: "terror",
      reason: `${markers} Terror and Sabotage markers exceed the ${INVENTORY.terrorAndSabotage} in the game`,
    });
  }
  errors.push(...trackErrors(board));
  return errors;
}

/** The tracks, cards and markers off the map: the part of validateBoard no space edit touches. */
export function trackErrors(board: GameBoard): FieldError[] {
  return tracksValid(board) ? [] : trackProblems(board);
}

const CARD_BY_ID = new Map(EVENT_CARDS.map((c) => [c.id, c]));
const wholeTo = (v: number, max: number) => Number.isInteger(v) && v >= 0 && v <= max;

/**
 * trackErrors finds nothing: the same checks as a yes/no, without a message or a closure (the
 * fold checks the tracks after every entry that changes them).
 */
export function tracksValid(b: GameBoard): boolean {
  if (!wholeTo(b.aid, 49)) return false;
  for (const f of FACTIONS) {
    if (!wholeTo(b.resources[f], 49)) return false;
    if (b.roles[f] !== "player" && b.roles[f] !== "np") return false;
    if (b.eligibility[f] !== "eligible" && b.eligibility[f] !== "ineligible") return false;
  }
  if (b.usAlliance !== "firm" && b.usAlliance !== "reluctant" && b.usAlliance !== "embargoed")
    return false;
  for (const c of [b.currentCard, b.nextCard])
    if (c !== null && !(Number.isInteger(c) && c >= 1 && c <= 52)) return false;
  if (b.currentCard !== null && b.currentCard === b.nextCard) return false;
  if (!wholeTo(b.propagandaLeft, 4)) return false;
  if (!Number.isInteger(b.campaignCard) || b.campaignCard < 1 || b.campaignCard > 48) return false;
  const caps = b.capabilities;
  for (let i = 0; i < caps.length; i++) {
    const card = CARD_BY_ID.get(caps[i].card);
    if (!card?.capability || card.capability.side !== caps[i].side) return false;
    for (let j = 0; j < i; j++) if (caps[j].card === caps[i].card) return false;
  }
  const mom = b.momentum;
  for (let i = 0; i < mom.length; i++) {
    const card = CARD_BY_ID.get(mom[i]);
    if (!card?.momentum || isPropaganda(mom[i])) return false;
    for (let j = 0; j < i; j++) if (mom[j] === mom[i]) return false;
    for (const c of caps) if (c.card === mom[i]) return false;
  }
  return true;
}

/** The reference check of the tracks, with every problem named (tracksValid is its yes/no). */
export function trackProblems(board: GameBoard): FieldError[] {
  const errors: FieldError[] = [];
  const whole = (field: string, v: number, max: number) => {
    if (!Number.isInteger(v) || v < 0 || v > max)
      errors.push({ field, reason: `must be a whole number from 0 to ${max}, got ${v}` });
  };
  whole("aid", board.aid, 49);
  for (const f of FACTIONS) whole(`resources.${f}`, board.resources[f], 49);
  if (!["firm", "reluctant", "embargoed"].includes(board.usAlliance)) {
    errors.push({
      field: "usAlliance",
      reason: `must be Firm, Reluctant or Embargoed, got ${board.usAlliance}`,
    });
  }
  for (const f of FACTIONS) {
    if (!["player", "np"].includes(board.roles[f]))
      errors.push({ field: `roles.${f}`, reason: "must be player or np" });
    if (!["eligible", "ineligible"].includes(board.eligibility[f])) {
      errors.push({ field: `eligibility.${f}`, reason: "must be eligible or ineligible" });
    }
  }
  for (const key of ["currentCard", "nextCard"] as const) {
    const c = board[key];
    if (c !== null && !(Number.isInteger(c) && c >= 1 && c <= 52)) {
      errors.push({
        field: key,
        reason: `must be an Event card 1-48 or a Propaganda card 49-52, got ${c}`,
      });
    }
  }
  if (board.currentCard !== null && board.currentCard === board.nextCard) {
    errors.push({ field: "nextCard", reason: "the next card cannot be the card in play" });
  }
  whole("propagandaLeft", board.propagandaLeft, 4);
  if (!Number.isInteger(board.campaignCard) || board.campaignCard < 1 || board.campaignCard > 48) {
    errors.push({
      field: "campaignCard",
      reason: `must be from 1 to 48, got ${board.campaignCard}`,
    });
  }
  for (const [i, cap] of board.capabilities.entries()) {
    const card = EVENT_CARDS.find((c) => c.id === cap.card);
    if (!card?.capability)
      errors.push({ field: `capabilities[${i}]`, reason: `card ${cap.card} is not a Capability` });
    // Cards 2 and 22 are a Capability on one side and Momentum on the other (5.3, 5.4).
    else if (card.capability.side !== cap.side)
      errors.push({
        field: `capabilities[${i}]`,
        reason: `card ${cap.card} is a Capability only on its ${card.capability.side} side`,
      });
    if (board.capabilities.findIndex((c) => c.card === cap.card) < i)
      errors.push({ field: `capabilities[${i}]`, reason: `card ${cap.card} is already in play` });
  }
  const seen = new Set<number>();
  for (const [i, m] of board.momentum.entries()) {
    const card = EVENT_CARDS.find((c) => c.id === m);
    if (!card?.momentum || isPropaganda(m))
      errors.push({ field: `momentum[${i}]`, reason: `card ${m} is not a Momentum card` });
    if (seen.has(m))
      errors.push({ field: `momentum[${i}]`, reason: `card ${m} is already in play` });
    if (board.capabilities.some((c) => c.card === m))
      errors.push({
        field: `momentum[${i}]`,
        reason: `card ${m} is in play as a Capability: a card is played on one side only (5.2)`,
      });
    seen.add(m);
  }
  return errors;
}

export function validateSpace(board: GameBoard, id: SpaceId): FieldError[] {
  const errors: FieldError[] = [];
  const def = SPACE_BY_ID[id];
  const s = board.spaces[id];
  const at = (f: string) => `spaces.${id}.${f}`;

  for (const k of PIECE_KINDS) {
    const v = s.pieces[k];
    if (!Number.isInteger(v) || v < 0)
      errors.push({
        field: at(k),
        reason: `${PIECE_LABEL[k].many} must be a whole number 0 or more, got ${v}`,
      });
  }
  if (def.kind === "ec") {
    for (const k of ["govBase", "m26Base", "drBase", "casinoOpen", "casinoClosed"] as const) {
      if (s.pieces[k] > 0)
        errors.push({
          field: at(k),
          reason: `${def.name} is an Economic Center: no Bases or Casinos (1.3.4)`,
        });
    }
    if (s.support !== 0)
      errors.push({
        field: at("support"),
        reason: `${def.name} is an Economic Center: no Support or Opposition (1.6.2)`,
      });
    if (s.terror > 0)
      errors.push({
        field: at("terror"),
        reason: `${def.name} is an Economic Center: it takes Sabotage, not Terror (3.3.4)`,
      });
  } else {
    if (nonCasinoBases(s) > 2)
      errors.push({
        field: at("bases"),
        reason: `${nonCasinoBases(s)} Bases exceed the stacking limit of 2 (1.4.2)`,
      });
    if (casinos(s) > casinoLimit(id))
      errors.push({
        field: at("casinos"),
        reason:
          id === "havana"
            ? `${casinos(s)} Casinos exceed Havana's limit of 3: 2 by stacking plus the one Sinatra places (1.4.2)`
            : `${casinos(s)} Casinos exceed the stacking limit of 2 (1.4.2)`,
      });
    if (s.sabotage)
      errors.push({
        field: at("sabotage"),
        reason: `${def.name} is not an Economic Center: Sabotage goes on ECs only (3.3.4)`,
      });
  }
  if (![-2, -1, 0, 1, 2].includes(s.support))
    errors.push({
      field: at("support"),
      reason: `must be a level from Active Opposition to Active Support, got ${s.support}`,
    });
  if (!Number.isInteger(s.terror) || s.terror < 0)
    errors.push({
      field: at("terror"),
      reason: `Terror markers must be a whole number 0 or more, got ${s.terror}`,
    });

  for (const h of s.cash) {
    if (!CASH_HOLDERS.includes(h))
      errors.push({
        field: at("cash"),
        reason: `${h} cannot hold Cash (only Guerrillas and cubes, 4.5.2)`,
      });
  }
  for (const h of CASH_HOLDERS) {
    const held = s.cash.filter((c) => c === h).length;
    // A piece may hold several Cash markers (4.5.2): one piece of the kind is enough. A negative
    // count is reported once above, not again as missing Cash holders.
    if (held > 0 && s.pieces[h] < 1) {
      errors.push({
        field: at("cash"),
        reason: `${held} Cash held by ${PIECE_LABEL[h].many} but no ${PIECE_LABEL[h].one} there: Cash needs a piece to hold it (4.5.2)`,
      });
    }
  }
  return errors;
}
