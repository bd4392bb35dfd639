import { FACTION_NAME, OWNER_OF, PIECE_LABEL } from "@/data/cuba/pieces";
import type { Faction, SpaceId } from "../../types";
import type { Move, OperationSpace, PieceCount, SpecialSpace } from "../action";
import {
  ACTIVE_OF,
  countOk,
  flip,
  label,
  move,
  present,
  spaceName,
  total,
  UNDERGROUND,
} from "../pieces";
import type { Work } from "../work";

/** Refuse detail fields the Operation or SA does not use, so a slip is never silently dropped. */
export function onlyFields(
  w: Work,
  field: string,
  entry: OperationSpace | SpecialSpace,
  allowed: readonly string[],
  what: string,
): boolean {
  let ok = true;
  for (const key of Object.keys(entry)) {
    if (key === "space" || allowed.includes(key)) continue;
    ok = w.fail(`${field}.${key}`, `${what} has no "${key}" here`);
  }
  return ok;
}

/**
 * Pieces moving into `to`, each checked: a kind the move allows, not from the space itself, an
 * origin the move allows (`origin` says why not), and pieces there that have not moved yet.
 */
export function runMoves(
  w: Work,
  field: string,
  to: SpaceId,
  moves: readonly Move[],
  kinds: readonly string[],
  kindsText: string,
  origin: (from: SpaceId) => string | null,
): number {
  let moved = 0;
  moves.forEach((m, i) => {
    moved += runMove(w, `${field}[${i}]`, to, m, kinds, kindsText, origin);
  });
  return moved;
}

/** One move of `runMoves`: how many pieces moved (0 if refused). */
export function runMove(
  w: Work,
  at: string,
  to: SpaceId,
  m: Move,
  kinds: readonly string[],
  kindsText: string,
  origin: (from: SpaceId) => string | null,
): number {
  if (!kinds.includes(m.piece)) {
    w.fail(`${at}.piece`, `only ${kindsText} move here, not ${PIECE_LABEL[m.piece].many}`);
    return 0;
  }
  if (!countOk(w, at, m)) return 0;
  if (m.from === to) {
    w.fail(`${at}.from`, `pieces cannot move from ${spaceName(to)} into itself`);
    return 0;
  }
  const why = origin(m.from);
  if (why) {
    w.fail(`${at}.from`, why);
    return 0;
  }
  if (!present(w, at, m.from, m.piece, m.count, true)) return 0;
  return move(w, at, to, m) ? m.count : 0;
}

/**
 * Activate enemy Underground Guerrillas, up to `capacity` (Sweep 3.2.3, Garrison 3.2.2). Once
 * a Faction is targeted, Activate as many of its Guerrillas as the capacity allows (1.4.1).
 */
export function activateEnemies(
  w: Work,
  field: string,
  space: SpaceId,
  list: readonly PieceCount[],
  capacity: number,
  why: string,
): void {
  const asked = total(list.filter((p) => Number.isInteger(p.count)));
  if (asked > capacity) {
    w.fail(
      field,
      `${capacity} Guerrilla${capacity === 1 ? "" : "s"} at most can be Activated in ${spaceName(space)} (${why})`,
    );
    return;
  }
  const targeted = new Set<Faction>();
  list.forEach((pc, i) => {
    const at = `${field}[${i}]`;
    if (!countOk(w, at, pc)) return;
    if (!UNDERGROUND.includes(pc.piece) || OWNER_OF[pc.piece] === w.faction) {
      w.fail(
        `${at}.piece`,
        `only enemy Underground Guerrillas are Activated, not ${label(pc.piece, 2)}`,
      );
      return;
    }
    if (!present(w, at, space, pc.piece, pc.count)) return;
    if (flip(w, at, space, pc, ACTIVE_OF[pc.piece] as typeof pc.piece))
      targeted.add(OWNER_OF[pc.piece]);
  });
  if (asked < capacity)
    for (const f of targeted) {
      const k = UNDERGROUND.find((u) => OWNER_OF[u] === f);
      const left = k ? w.board.spaces[space].pieces[k] : 0;
      if (left > 0)
        w.fail(
          field,
          `${FACTION_NAME[f]} is targeted, so Activate its Guerrillas to the full ${capacity}: ${left} still Underground in ${spaceName(space)} (1.4.1)`,
        );
    }
}
