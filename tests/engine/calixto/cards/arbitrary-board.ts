import fc from "fast-check";
import { emptyBoard, standardBoard } from "@/data/cuba/scenarios";
import { validateBoard } from "@/lib/engine/cuba/board";
import {
  CASH_HOLDERS,
  type CashHolder,
  type GameBoard,
  PIECE_KINDS,
  type PieceKind,
  type Role,
  SPACE_IDS,
  type SpaceId,
  type SupportLevel,
} from "@/lib/engine/cuba/types";

/**
 * Random valid boards for property tests: the Standard or an empty board with pieces added or
 * taken away, levels set,
 * Cash handed to pieces and markers moved, each change kept only if `validateBoard` still
 * accepts the board (inventory, stacking, ECs).
 */
const addition = fc.record({
  space: fc.constantFrom(...SPACE_IDS),
  kind: fc.constantFrom(...PIECE_KINDS),
  n: fc.integer({ min: -3, max: 10 }),
});

const role = fc.constantFrom<Role>("np", "player");

export const arbitraryBoard: fc.Arbitrary<GameBoard> = fc
  .record({
    standard: fc.boolean(),
    additions: fc.array(addition, { maxLength: 60 }),
    levels: fc.array(fc.constantFrom<SupportLevel>(-2, -1, 0, 1, 2, 2), {
      minLength: SPACE_IDS.length,
      maxLength: SPACE_IDS.length,
    }),
    cash: fc.array(
      fc.record({ space: fc.constantFrom(...SPACE_IDS), holder: fc.constantFrom(...CASH_HOLDERS) }),
      {
        maxLength: 4,
      },
    ),
    synResources: fc.integer({ min: 0, max: 49 }),
    usAlliance: fc.constantFrom("firm", "reluctant", "embargoed" as const),
    propagandaLeft: fc.integer({ min: 1, max: 4 }),
    pact: fc.boolean(),
    morgan: fc.boolean(),
    roles: fc.record({ GOV: role, "26J": role, DR: role, SYN: role }),
  })
  .map((r) => {
    const setup = { roles: r.roles, shortGame: false };
    let b = r.standard ? standardBoard(setup) : emptyBoard(setup);
    const tryChange = (change: (next: GameBoard) => void) => {
      const next = structuredClone(b);
      change(next);
      if (validateBoard(next).length === 0) b = next;
    };
    for (const a of r.additions) {
      tryChange((next) => {
        const p = next.spaces[a.space as SpaceId].pieces;
        p[a.kind as PieceKind] = Math.max(0, p[a.kind as PieceKind] + a.n);
      });
    }
    SPACE_IDS.forEach((id, i) => {
      tryChange((next) => {
        next.spaces[id].support = r.levels[i];
      });
    });
    for (const c of r.cash) {
      tryChange((next) => {
        next.spaces[c.space as SpaceId].cash.push(c.holder as CashHolder);
      });
    }
    b.resources.SYN = r.synResources;
    b.usAlliance = r.usAlliance;
    b.propagandaLeft = r.propagandaLeft;
    if (r.pact) b.capabilities.push({ card: 18, side: "unshaded" });
    if (r.morgan) b.capabilities.push({ card: 28, side: "unshaded" });
    return b;
  });
