import fc from "fast-check";
import { standardBoard } from "@/data/cuba/scenarios";
import type { FieldError } from "@/lib/engine/core/result";
import { cloneBoard } from "@/lib/engine/cuba/board/edit";
import { trackProblems, tracksValid } from "@/lib/engine/cuba/board/validate";
import { plainEdit, readEdit } from "@/lib/engine/cuba/game/parse-edit";
import { FACTIONS, type GameBoard, PIECE_KINDS, SPACE_IDS } from "@/lib/engine/cuba/types";

/**
 * The fold's quick checks (issue 22) answer yes/no where the reference checks build messages:
 * a quick yes must never pass what the reference refuses.
 */

const ALL_NP = { GOV: "np", "26J": "np", DR: "np", SYN: "np" } as const;
const odd = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.constant("x"),
  fc.constant(-1),
  fc.constant(1.5),
  fc.constant(99),
  fc.constant([]),
  fc.constant({}),
  fc.constant(true),
  fc.constant(2 ** 60),
);
const fieldValue = fc.oneof(
  fc.constantFrom(...SPACE_IDS.slice(0, 4), ...FACTIONS, ...PIECE_KINDS.slice(0, 4)),
  fc.constantFrom("firm", "embargoed", "player", "np", "eligible", "ineligible", "event", "pass"),
  fc.integer({ min: -3, max: 60 }),
  fc.boolean(),
  odd,
);
const cardAction = fc.record(
  {
    faction: fc.oneof(fc.constantFrom(...FACTIONS), odd),
    action: fc.oneof(fc.constantFrom("event", "opSA", "opOnly", "limOp", "pass"), odd),
    side: fc.oneof(fc.constantFrom("unshaded", "shaded"), odd),
    extra: fieldValue,
  },
  { requiredKeys: [] },
);
const edit = fc.record(
  {
    kind: fc.oneof(
      fc.constantFrom(
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
        "currentCard",
        "nextCard",
        "propagandaLeft",
        "campaignCard",
        "shortGame",
      ),
      odd,
    ),
    space: fc.oneof(fc.constantFrom(...SPACE_IDS), odd),
    faction: fc.oneof(fc.constantFrom(...FACTIONS), odd),
    piece: fc.oneof(fc.constantFrom(...PIECE_KINDS), odd),
    value: fc.oneof(fieldValue, fc.array(cardAction, { maxLength: 3 })),
    note: fieldValue,
  },
  { requiredKeys: [] },
);

/** Edits with exactly the keys their kind has, values right or wrong. */
const TARGET: Record<string, string[]> = {
  pieces: ["space", "piece"],
  support: ["space"],
  terror: ["space"],
  sabotage: ["space"],
  cash: ["space"],
  resources: ["faction"],
  role: ["faction"],
  eligibility: ["faction"],
};
const shaped = fc
  .constantFrom(
    "pieces",
    "support",
    "terror",
    "sabotage",
    "usAlliance",
    "aid",
    "resources",
    "role",
    "eligibility",
    "cardActions",
    "currentCard",
    "nextCard",
    "propagandaLeft",
    "campaignCard",
    "shortGame",
  )
  .chain((kind) =>
    fc
      .record({
        space: fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...SPACE_IDS) }, odd),
        faction: fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...FACTIONS) }, odd),
        piece: fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...PIECE_KINDS) }, odd),
        value: fc.oneof(fieldValue, fc.array(cardAction, { maxLength: 3 })),
      })
      .map((r) => {
        const e: Record<string, unknown> = { kind, value: r.value };
        for (const k of TARGET[kind] ?? []) e[k] = r[k as keyof typeof r];
        return e;
      }),
  );

describe("quick checks agree with the reference checks", () => {
  it("an edit plainEdit takes, readEdit takes too", () => {
    let taken = 0;
    fc.assert(
      fc.property(fc.oneof(edit, shaped), (e) => {
        if (!plainEdit(e)) return;
        taken++;
        const errors: FieldError[] = [];
        readEdit(e, "edit", errors);
        expect(errors).toEqual([]);
      }),
      { numRuns: 5000 },
    );
    expect(taken).toBeGreaterThan(0);
  });

  it("tracksValid is true exactly when the reference finds no problem with the tracks", () => {
    const base = standardBoard({ roles: ALL_NP, shortGame: false });
    const tracks = fc.record(
      {
        aid: fc.oneof(fc.integer({ min: -1, max: 50 }), odd),
        usAlliance: fc.oneof(fc.constantFrom("firm", "reluctant", "embargoed"), odd),
        resources: fc.record({
          GOV: fc.integer({ min: -1, max: 50 }),
          SYN: fc.oneof(fc.nat(49), odd),
        }),
        roles: fc.record({ DR: fc.oneof(fc.constantFrom("player", "np"), odd) }),
        eligibility: fc.record({ GOV: fc.oneof(fc.constantFrom("eligible", "ineligible"), odd) }),
        currentCard: fc.oneof(fc.integer({ min: 0, max: 53 }), fc.constant(null), odd),
        nextCard: fc.oneof(fc.integer({ min: 0, max: 53 }), fc.constant(null)),
        propagandaLeft: fc.oneof(fc.integer({ min: -1, max: 5 }), odd),
        campaignCard: fc.oneof(fc.integer({ min: 0, max: 49 }), odd),
        capabilities: fc.array(
          fc.record({
            card: fc.integer({ min: 1, max: 52 }),
            side: fc.constantFrom("unshaded", "shaded"),
          }),
          { maxLength: 3 },
        ),
        momentum: fc.array(fc.integer({ min: 1, max: 52 }), { maxLength: 3 }),
      },
      { requiredKeys: [] },
    );
    let valid = 0;
    fc.assert(
      fc.property(tracks, (t) => {
        const b = {
          ...base,
          ...t,
          resources: { ...base.resources, ...t.resources },
          roles: { ...base.roles, ...t.roles },
          eligibility: { ...base.eligibility, ...t.eligibility },
        } as unknown as GameBoard;
        const quick = tracksValid(b);
        if (quick) valid++;
        expect(quick).toBe(trackProblems(b).length === 0);
      }),
      { numRuns: 5000 },
    );
    expect(valid).toBeGreaterThan(0);
  });

  it("cloneBoard is a deep copy: equal, and sharing nothing a reducer could change", () => {
    const b = standardBoard({ roles: ALL_NP, shortGame: false });
    const c = cloneBoard(b);
    expect(c).toEqual(structuredClone(b));
    c.spaces.havana.pieces.troop = 15;
    c.spaces.havana.cash.push("troop");
    c.resources.GOV = 1;
    c.capabilities.push({ card: 13, side: "unshaded" });
    expect(b).toEqual(standardBoard({ roles: ALL_NP, shortGame: false }));
  });
});
