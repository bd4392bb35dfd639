import { PIECE_LABEL } from "@/data/cuba/pieces";
import type { SpaceId } from "../../types";
import type { Move, OperationSpace, SpecialSpace } from "../action";
import { armoredCars } from "../lasting";
import { countOk, move, present, spaceName } from "../pieces";
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

/** Why a move's origin is not one a granting Event allows (5.1.1; 5.1.2 against Armored Cars). */
function grantOriginWhy(w: Work, only: readonly SpaceId[]): string {
  if (only.length)
    return `the Event moves pieces only out of ${only.map(spaceName).join(", ")} (5.1.1)`;
  return w.action.operation === "assault" && armoredCars(w.board)
    ? "the Event has the Troops already there Assault: the Event being played beats Armored Cars' moves (5.1.2)"
    : "the Event has this Operation in place: no piece moves in (5.1.1)";
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
  const only = w.options.grant?.from;
  if (only && !only.includes(m.from)) {
    w.fail(`${at}.from`, grantOriginWhy(w, only));
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
