import {
  MOVE_PRIORITIES,
  type MovePriorities,
  type Requirement,
} from "@/data/cuba/calixto/move-priorities";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { controlPieces } from "../../board/space";
import { FACTIONS, type Faction, type GameBoard, type SpaceId } from "../../types";
import { movesAllFrom } from "../grant-terms";
import type { PieceRef } from "../piece-priorities";
import { DEFAULT_OPTIONS, type RuleOptions } from "../scope";
import { movePool, movingKinds, resolveKinds } from "./kinds";
import { columnRows, controlRowApplies, countIn, spaceTestHolds, targetIn } from "./rows";
import type { KeepResult, Movement, RowOutcome } from "./types";

/**
 * Keep rules (C8.5.7 "Keep Pieces in Origin"; C8.5.2 "Keep"): read down the acting Faction's
 * column and leave just enough pieces in the origin for each applicable row; a row that the
 * pieces there cannot meet is ignored (C8.9/c7: Santiago without Police). The pieces kept are
 * the ones that would move last by Piece Priorities, so the moveable ones are the first in
 * move order (C8.9/c4: Sierra Maestra keeps its Active Guerrilla and moves Underground ones).
 */
export function keepInOrigin(
  board: GameBoard,
  f: Faction,
  origin: SpaceId,
  movement: Movement,
  options: RuleOptions = DEFAULT_OPTIONS,
  table: MovePriorities = options.data?.moves ?? MOVE_PRIORITIES,
): KeepResult {
  const pool = movePool(board, f, origin, movingKinds(board, f, movement, options), options);
  const kept = new Set<number>();
  const rows: RowOutcome[] = [];
  // An Event that moves "all its Guerrillas out" keeps none back (5.1.1; grant-terms.ts).
  if (movesAllFrom(options, origin)) return { origin, pool, kept: [], moveable: [...pool], rows };
  for (const ar of columnRows(table.keep, f, options)) {
    if (!spaceTestHolds(board, origin, ar.when, f)) continue;
    if (!controlRowApplies(ar.row.need, origin)) continue;
    const chosen = keepForRow(board, f, origin, pool, kept, ar.row.need, ar.row.combine ?? "all");
    if (chosen === null) {
      rows.push({ id: ar.row.id, label: ar.label, result: "ignored", pieces: 0 });
      continue;
    }
    for (const i of chosen) kept.add(i);
    const result = chosen.length > 0 ? "kept" : "met";
    rows.push({ id: ar.row.id, label: ar.label, result, pieces: chosen.length });
  }
  return {
    origin,
    pool,
    kept: pool.filter((_, i) => kept.has(i)),
    moveable: pool.filter((_, i) => !kept.has(i)),
    rows,
  };
}

/** Pool indexes a row adds to the kept set, or null when the row cannot be met (then ignored). */
function keepForRow(
  board: GameBoard,
  f: Faction,
  origin: SpaceId,
  pool: readonly PieceRef[],
  kept: ReadonlySet<number>,
  need: readonly Requirement[],
  combine: "all" | "any",
): number[] | null {
  if (combine === "any") {
    const options = need
      .map((r) => keepFor(board, f, origin, pool, kept, r))
      .filter((o): o is number[] => o !== null);
    if (options.length === 0) return null;
    // Just enough: the fewest extra pieces; on a tie keep the ones that would move last.
    options.sort((a, b) => a.length - b.length || sum(b) - sum(a));
    return options[0];
  }
  const added = new Set<number>();
  for (const r of need) {
    const more = keepFor(board, f, origin, pool, new Set([...kept, ...added]), r);
    if (more === null) return null;
    for (const i of more) added.add(i);
  }
  return [...added];
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

function keepFor(
  board: GameBoard,
  f: Faction,
  origin: SpaceId,
  pool: readonly PieceRef[],
  kept: ReadonlySet<number>,
  r: Requirement,
): number[] | null {
  const unkept = pool.map((_, i) => i).filter((i) => !kept.has(i));
  if (r.kind === "control")
    return unkept.slice(unkept.length - controlKeep(board, f, origin, unkept.length));
  if (r.kind === "extraDice") return [];
  const s = board.spaces[origin];
  const kinds = resolveKinds(r.counted, f);
  const candidates = unkept.filter((i) => kinds.includes(pool[i].kind));
  const staying = countIn(s, kinds) - candidates.length;
  const extra = targetIn(s, r.target, f) - staying;
  if (extra <= 0) return [];
  if (candidates.length < extra) return null;
  return candidates.slice(candidates.length - extra);
}

/**
 * How many of the unkept pieces must stay so that Control does not change for anyone (K1):
 * removing own pieces can only lose own Control or hand it to another Faction, never undo that,
 * so the first count that leaves the controller unchanged is the answer.
 */
function controlKeep(board: GameBoard, f: Faction, origin: SpaceId, unkept: number): number {
  const before = controllerWithout(board, origin, f, 0);
  for (let stay = 0; stay < unkept; stay++) {
    if (controllerWithout(board, origin, f, unkept - stay) === before) return stay;
  }
  return unkept;
}

/** Controller of a space (1.7) if `removed` of the Faction's pieces left it. ECs: nobody. */
export function controllerWithout(
  board: GameBoard,
  space: SpaceId,
  f: Faction,
  removed: number,
): Faction | null {
  if (SPACE_BY_ID[space].kind === "ec") return null;
  const s = board.spaces[space];
  const counts = FACTIONS.map((g) => controlPieces(s, g) - (g === f ? removed : 0));
  const total = sum(counts);
  const i = counts.findIndex((c) => c > total - c);
  return i < 0 ? null : FACTIONS[i];
}
