import fc from "fast-check";
import { emptyBoard } from "@/data/cuba/scenarios";
import { validateBoard } from "@/lib/engine/cuba/board";
import { COLUMNS, type ColumnId } from "@/lib/engine/cuba/calixto/types";
import {
  CASH_HOLDERS,
  FACTIONS,
  type Faction,
  type GameBoard,
  PIECE_KINDS,
  SPACE_IDS,
  type SpaceId,
  type SupportLevel,
} from "@/lib/engine/cuba/types";

/**
 * Random valid boards for property tests: start empty, then apply random single-piece
 * placements, Support levels, Cash and roles, keeping each change only while the board stays
 * valid (inventories, stacking, EC limits, Cash holders: validateBoard).
 */
const placement = fc.record({
  space: fc.constantFrom(...SPACE_IDS),
  kind: fc.constantFrom(...PIECE_KINDS),
});
const supportAt = fc.record({
  space: fc.constantFrom(...SPACE_IDS),
  level: fc.constantFrom<SupportLevel>(-2, -1, 0, 1, 2),
});
const cashAt = fc.record({ space: fc.constantFrom(...SPACE_IDS), pick: fc.nat() });
const role = fc.constantFrom("player" as const, "np" as const);

export const validBoard: fc.Arbitrary<GameBoard> = fc
  .record({
    pieces: fc.array(placement, { minLength: 5, maxLength: 90, size: "large" }),
    support: fc.array(supportAt, { maxLength: 13, size: "large" }),
    cash: fc.array(cashAt, { maxLength: 4 }),
    roles: fc.record({ GOV: role, "26J": role, DR: role, SYN: role }),
  })
  .map(({ pieces, support, cash, roles }) => {
    const b = emptyBoard({ roles, shortGame: false });
    // Apply a change, and undo it if the board is no longer valid.
    const keepIfValid = (apply: () => void, undo: () => void) => {
      apply();
      if (validateBoard(b).length > 0) undo();
    };
    for (const { space, kind } of pieces) {
      const p = b.spaces[space].pieces;
      keepIfValid(
        () => p[kind]++,
        () => p[kind]--,
      );
    }
    for (const { space, level } of support) {
      const s = b.spaces[space];
      const was = s.support;
      keepIfValid(
        () => {
          s.support = level;
        },
        () => {
          s.support = was;
        },
      );
    }
    for (const c of cash) {
      // Cash sits under a Guerrilla or cube already in the space (4.5.2).
      const s = b.spaces[c.space];
      const holders = CASH_HOLDERS.filter((h) => s.pieces[h] > 0);
      if (holders.length === 0) continue;
      const holder = holders[c.pick % holders.length];
      keepIfValid(
        () => s.cash.push(holder),
        () => s.cash.pop(),
      );
    }
    return b;
  });

export const factionAndColumn: fc.Arbitrary<{ faction: Faction; column: ColumnId }> = fc
  .constantFrom(...FACTIONS)
  .chain((faction) =>
    fc.constantFrom(...(COLUMNS[faction] as readonly ColumnId[])).map((column) => ({
      faction,
      column,
    })),
  );

export const candidateSet: fc.Arbitrary<SpaceId[]> = fc.subarray([...SPACE_IDS]);

export const CONFLICT_IDS = [
  "GOV-row5-columns",
  "GOV-row8-columns",
  "26J-row6-columns",
  "26J-row9-columns",
  "26J-row12-columns",
  "DR-row2-columns",
  "DR-row5-columns",
  "SYN-row12-columns",
] as const;

export const ruleOptions = fc.subarray([...CONFLICT_IDS]).map((ids) => ({
  conflicts: Object.fromEntries(ids.map((id) => [id, "alternative" as const])),
}));
