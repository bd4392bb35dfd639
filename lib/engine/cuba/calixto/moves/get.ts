import {
  MOVE_PRIORITIES,
  type MovePriorities,
  type Requirement,
} from "@/data/cuba/calixto/move-priorities";
import { controlPieces } from "../../board/space";
import { FACTIONS, type Faction, type GameBoard, type PieceKind, type SpaceId } from "../../types";
import type { PieceRef } from "../piece-priorities";
import { DEFAULT_OPTIONS, type RuleOptions } from "../scope";
import { resolveKinds } from "./kinds";
import { columnRows, controlRowApplies, countIn, spaceTestHolds, targetIn } from "./rows";
import type { GetPlan, RowOutcome } from "./types";

/**
 * Get rules (C8.5.7 "Get Pieces to Destination"; C8.5.2 "Get"): read down the acting Faction's
 * column and move just enough of the origin's moveable pieces to meet each applicable row,
 * counting pieces already in the destination and those sent by the rows above; when a row cannot
 * be met, move as many as possible. Pieces go in Piece Priorities order (C8.5.7 Important).
 */
export interface GetContext {
  options?: RuleOptions;
  table?: MovePriorities;
  /** G11's 1d6 for this destination once rolled (rolled once per destination). */
  roll: number | null;
  /** Pieces G11 already sent into this destination from earlier origins. */
  extraMoved: number;
  /** Pieces the movement may still send (Transport: 3 in all, 4.2.1). */
  capLeft: number;
}

export function planGet(
  board: GameBoard,
  f: Faction,
  destination: SpaceId,
  moveable: readonly PieceRef[],
  ctx: GetContext,
): GetPlan {
  const options = ctx.options ?? DEFAULT_OPTIONS;
  const table = ctx.table ?? options.data?.moves ?? MOVE_PRIORITIES;
  const d = board.spaces[destination];
  const taken = new Set<number>();
  const rows: RowOutcome[] = [];
  let extraTaken = 0;

  const takenOf = (kinds: readonly PieceKind[]) =>
    [...taken].filter((i) => kinds.includes(moveable[i].kind)).length;
  const freeOf = (kinds: readonly PieceKind[] | null) =>
    moveable
      .map((_, i) => i)
      .filter((i) => !taken.has(i) && (!kinds || kinds.includes(moveable[i].kind)));
  const take = (n: number, kinds: readonly PieceKind[] | null): number => {
    const room = Math.max(0, ctx.capLeft - taken.size);
    const picked = freeOf(kinds).slice(0, Math.max(0, Math.min(n, room)));
    for (const i of picked) taken.add(i);
    return picked.length;
  };
  /** How many more pieces a requirement asks for, given what is there and what is on its way. */
  const needOf = (r: Requirement): number => {
    if (r.kind === "control") {
      const counts = FACTIONS.map((g) => controlPieces(d, g) + (g === f ? taken.size : 0));
      const own = counts[FACTIONS.indexOf(f)];
      const others = counts.reduce((a, b) => a + b, 0) - own;
      return Math.max(0, others - own + 1);
    }
    if (r.kind === "extraDice") return 0;
    const kinds = resolveKinds(r.counted, f);
    return Math.max(0, targetIn(d, r.target, f) - countIn(d, kinds) - takenOf(kinds));
  };

  for (const ar of columnRows(table.get, f, options)) {
    if (!spaceTestHolds(board, destination, ar.when, f)) continue;
    // ECs are never Controlled (1.7): the Control row does not apply there.
    if (!controlRowApplies(ar.row.need, destination)) continue;
    let wanted = 0;
    let got = 0;
    const reqs = ar.row.combine === "any" ? anyFirstUnmet(ar.row.need, needOf) : ar.row.need;
    for (const r of reqs) {
      if (r.kind === "extraDice") {
        const kinds = resolveKinds(r.counted, f);
        const supply = Math.min(freeOf(kinds).length, Math.max(0, ctx.capLeft - taken.size));
        // The die only matters if more than one piece could come (C8.2.1: certain tests are not rolled).
        if (ctx.roll === null && supply + ctx.extraMoved >= 2)
          return { kind: "needDice", spec: r.spec, row: ar.row.id };
        const amount = ctx.roll === null ? supply : Math.max(0, ctx.roll - ctx.extraMoved);
        const n = take(amount, kinds);
        extraTaken += n;
        wanted += amount;
        got += n;
        continue;
      }
      const n = needOf(r);
      wanted += n;
      got += take(n, r.kind === "control" ? null : resolveKinds(r.counted, f));
    }
    const result = wanted === 0 ? "met" : got < wanted ? "short" : "moved";
    rows.push({ id: ar.row.id, label: ar.label, result, pieces: got });
  }
  const ordered = [...taken].sort((a, b) => a - b).map((i) => moveable[i]);
  return { kind: "plan", take: ordered, extraTaken, rows };
}

/** "Any" rows: met if one alternative is met; otherwise work toward the first one. */
function anyFirstUnmet(
  need: readonly Requirement[],
  needOf: (r: Requirement) => number,
): readonly Requirement[] {
  return need.some((r) => needOf(r) === 0) ? [] : need.slice(0, 1);
}
