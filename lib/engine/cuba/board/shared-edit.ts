import { INVENTORY, POOL_OF, POOLS } from "@/data/cuba/pieces";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { BOARD_FIELDS } from "@/data/schema/board";
import { ok, type Result } from "../../core/result";
import {
  CASH_HOLDERS,
  type GameBoard,
  PIECE_KINDS,
  SPACE_IDS,
  type SpaceId,
  type SpaceState,
} from "../types";
import { cashOnMap, onMapByPool } from "./board";
import { applyEdits, applyOne, type BoardEdit, editShapeErrors } from "./edit";
import { casinoLimit, casinos, nonCasinoBases } from "./space";
import { trackErrors } from "./validate";

/**
 * applyEdits for the game log's fold: the same result, in a few microseconds instead of a deep
 * clone and a whole-board check per entry. The new board shares every part the edits leave
 * alone with the board before (the fold's states are values: reducers never mutate them).
 *
 * Only boards this function produced and found valid are known to be valid (CLEAN, with their
 * pieces on the map per pool, 1.4.1). From such a board, validateBoard of the result is empty
 * exactly when the edited spaces pass validateSpace (spaceClean), the pools they changed stay within the
 * inventory, the Cash and Terror/Sabotage totals stay within theirs and the tracks pass: the
 * spaces and fields not edited are those of a valid board. Anything else (a board of unknown
 * validity, an edit refused, a limit exceeded) goes the reference way, applyEdits, so a refusal
 * names the same fields and reasons.
 */
/**
 * The clean boards, with their pieces on the map per pool: kept beside the boards, not on them,
 * so JSON, structuredClone, spreads and equality never see it, and a board keeps its shape (a
 * property added to it would slow every later spread of it).
 */
const CLEAN = new WeakMap<GameBoard, readonly number[]>();
const mark = (b: GameBoard, totals: readonly number[]) => {
  CLEAN.set(b, totals);
  return b;
};

/** Pieces on the map per pool, in POOLS order; each piece kind's pool and each pool's limit. */
const poolTotals = (b: GameBoard) => onMapByPool(b);
const PIECE_POOL = new Map<unknown, number>(PIECE_KINDS.map((k) => [k, POOLS.indexOf(POOL_OF[k])]));
const POOL_LIMIT = POOLS.map((p) => INVENTORY[p]);
const SPACE_SET = new Set<unknown>(SPACE_IDS);
const EC_ONLY_EMPTY = ["govBase", "m26Base", "drBase", "casinoOpen", "casinoClosed"] as const;

/** validateSpace(board, id) is empty: the same checks (1.3.4, 1.4.2, 1.6.2, 3.3.4, 4.5.2), as a yes/no. */
function spaceClean(board: GameBoard, id: SpaceId): boolean {
  const s = board.spaces[id];
  for (const k of PIECE_KINDS) {
    const v = s.pieces[k];
    if (!Number.isInteger(v) || v < 0) return false;
  }
  if (SPACE_BY_ID[id].kind === "ec") {
    for (const k of EC_ONLY_EMPTY) if (s.pieces[k] > 0) return false;
    if (s.support !== 0 || s.terror > 0) return false;
  } else if (nonCasinoBases(s) > 2 || casinos(s) > casinoLimit(id) || s.sabotage) return false;
  if (s.support !== -2 && s.support !== -1 && s.support !== 0 && s.support !== 1 && s.support !== 2)
    return false;
  if (!Number.isInteger(s.terror) || s.terror < 0) return false;
  for (const h of s.cash) if (!CASH_HOLDERS.includes(h) || s.pieces[h] < 1) return false;
  return true;
}

/** Whether the fold knows `board` valid (for tests: such a board must pass validateBoard). */
export const knownValid = (board: GameBoard): boolean => CLEAN.has(board);

/**
 * Remember `board` as valid. Only for a board that validateBoard just passed (or an untouched
 * copy of one): the fold's first board, a copy of the set-up board startGame checked.
 */
export function markValid(board: GameBoard): GameBoard {
  return plainSpaces(board) ? mark(board, poolTotals(board)) : board;
}

/**
 * Every space holds exactly a space's fields and every piece kind, nothing else: validateBoard
 * does not look for extra keys, and the fast path copies a space field by field (copySpace), so
 * a board with extra keys is left to the reference way, whose deep copy keeps them.
 */
function plainSpaces(board: GameBoard): boolean {
  let fields = 0;
  for (const k in board) {
    if (!BOARD_KEYS.has(k)) return false;
    fields++;
  }
  if (fields !== BOARD_KEYS.size) return false;
  for (const id of SPACE_IDS) {
    const s = board.spaces[id];
    let n = 0;
    for (const _ in s) n++;
    if (n !== 5 || !("pieces" in s && "support" in s && "terror" in s && "sabotage" in s))
      return false;
    if (!("cash" in s)) return false;
    let m = 0;
    for (const _ in s.pieces) m++;
    if (m !== PIECE_KINDS.length) return false;
  }
  return true;
}

/**
 * Carry a valid board's mark over to a board made from it without touching the map (`spaces` the
 * same object: eligibility after an action, the next card, 2.3): validateBoard reads nothing off
 * the map but the tracks, so the new board is valid exactly when trackErrors finds nothing. Any
 * other board is returned unmarked (its first edit then goes the reference way).
 */
export function carryValid(before: GameBoard, after: GameBoard): GameBoard {
  const totals = CLEAN.get(before);
  if (
    totals &&
    after !== before &&
    after.spaces === before.spaces &&
    !CLEAN.has(after) &&
    trackErrors(after).length === 0
  )
    mark(after, totals);
  return after;
}

export function applyEditsShared(board: GameBoard, edits: readonly BoardEdit[]): Result<GameBoard> {
  // The same shape check as applyEdits first (a Cash holder that is no piece kind, a null).
  const shape = editShapeErrors(edits);
  if (shape) return shape;
  const totals = CLEAN.get(board);
  const fast = totals ? fromClean(board, totals, edits) : null;
  if (fast) return ok(fast);
  const r = applyEdits(board, edits);
  if (r.ok) markValid(r.value);
  return r;
}

/**
 * A space of a clean board copied for editing, its fields named (a clean board's spaces have
 * exactly these: plainSpaces), so every copy has one shape and copies several times faster than
 * a spread of spaces of several shapes.
 */
const copySpace = (s: SpaceState): SpaceState => {
  const p = s.pieces;
  return {
    pieces: {
      troop: p.troop,
      police: p.police,
      govBase: p.govBase,
      m26U: p.m26U,
      m26A: p.m26A,
      m26Base: p.m26Base,
      drU: p.drU,
      drA: p.drA,
      drBase: p.drBase,
      synU: p.synU,
      synA: p.synA,
      casinoOpen: p.casinoOpen,
      casinoClosed: p.casinoClosed,
    },
    support: s.support,
    terror: s.terror,
    sabotage: s.sabotage,
    cash: s.cash,
  };
};

/** A clean board's fields (plainSpaces). */
const BOARD_KEYS = new Set<string>(BOARD_FIELDS);

/**
 * A clean board copied for editing, its fields named: one shape for every copy (copySpace), in
 * the order the scenarios' boards have them, so the copy reads back the same as JSON.
 */
const copyBoard = (b: GameBoard): GameBoard => ({
  usAlliance: b.usAlliance,
  aid: b.aid,
  resources: b.resources,
  capabilities: b.capabilities,
  momentum: b.momentum,
  roles: b.roles,
  eligibility: b.eligibility,
  cardActions: b.cardActions,
  currentCard: b.currentCard,
  nextCard: b.nextCard,
  propagandaLeft: b.propagandaLeft,
  campaignCard: b.campaignCard,
  shortGame: b.shortGame,
  spaces: b.spaces,
});

function fromClean(
  board: GameBoard,
  totals: readonly number[],
  edits: readonly BoardEdit[],
): GameBoard | null {
  const next = copyBoard(board);
  // Usually one or two of each: arrays are cheaper than sets here.
  const touched: SpaceId[] = [];
  const copied: string[] = [];
  let totalsNext: number[] | null = null;
  let cash = false;
  let markers = false;
  let track = false;
  for (const e of edits) {
    if ("space" in e) {
      if (!SPACE_SET.has(e.space)) return null;
      if (!touched.length) next.spaces = { ...board.spaces };
      if (!touched.includes(e.space)) {
        next.spaces[e.space] = copySpace(board.spaces[e.space]);
        touched.push(e.space);
      }
      // The pools' totals move by what each edit changes (an unknown kind is refused below).
      const pool = e.kind === "pieces" ? PIECE_POOL.get(e.piece) : undefined;
      if (e.kind === "pieces" && pool !== undefined) {
        totalsNext ??= totals.slice();
        totalsNext[pool] += e.value - next.spaces[e.space].pieces[e.piece];
      }
      cash ||= e.kind === "cash";
      markers ||= e.kind === "terror" || e.kind === "sabotage";
    } else {
      track = true;
      const record =
        e.kind === "resources"
          ? "resources"
          : e.kind === "role"
            ? "roles"
            : e.kind === "eligibility"
              ? "eligibility"
              : null;
      // applyOne refuses an unknown Faction before it writes to the copy.
      if (record && !copied.includes(record)) {
        next[record] = { ...board[record] } as never;
        copied.push(record);
      }
    }
    if (applyOne(next, e)) return null;
  }
  for (const id of touched) if (!spaceClean(next, id)) return null;
  if (totalsNext)
    for (let i = 0; i < totalsNext.length; i++) if (totalsNext[i] > POOL_LIMIT[i]) return null;
  const nextTotals = totalsNext ?? totals;
  if (cash && cashOnMap(next) > INVENTORY.cash) return null;
  if (markers) {
    const n = SPACE_IDS.reduce(
      (a, id) => a + next.spaces[id].terror + (next.spaces[id].sabotage ? 1 : 0),
      0,
    );
    if (n > INVENTORY.terrorAndSabotage) return null;
  }
  if (track && trackErrors(next).length) return null;
  mark(next, nextTotals);
  return next;
}
