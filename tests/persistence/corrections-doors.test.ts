import { SIDE_BY_ID } from "@/data/cuba/calixto/cards";
import type { FlowNode } from "@/lib/engine/cuba/calixto/contracts";
import type { CalixtoDB } from "@/lib/persistence";
import {
  applyDataImport,
  loadCorrections,
  previewDataImport,
  saveCorrection,
} from "@/lib/persistence/data-corrections";
import { testDb } from "./db-fixture";

// Issue 21.1-21.2: a set of corrections is saved or imported only if every turn can go on with
// it: the static check first, then (for what it cannot decide) the seeded trial, with progress.
// The trial itself is tested in tests/machines/cuba/corrections-trial.test.ts; here it is
// replaced by one that fails, to see that a failed trial refuses by name and writes nothing.

const failing = vi.hoisted(() => ({ on: false }));
vi.mock("@/lib/machines/cuba/corrections-trial", async (original) => {
  const real = await original<typeof import("@/lib/machines/cuba/corrections-trial")>();
  return {
    ...real,
    trialOnce: async (
      _list: Parameters<typeof real.trialOnce>[0],
      onTrial?: Parameters<typeof real.trialOnce>[1],
    ) => {
      if (!failing.on) return { turns: 0, games: 0, problems: [] };
      onTrial?.({ turns: 120, total: 240 });
      return {
        turns: 130,
        games: 1,
        problems: [{ seed: 3, card: 12, faction: "DR", what: "the test turn failed" }],
      };
    },
  };
});

const q1 = SIDE_BY_ID.Y.nodes.q1 as Extract<FlowNode, { kind: "question" }>;
const swapped = {
  kind: "node",
  side: "Y",
  node: { kind: "question", id: "q1", cond: q1.cond, yes: q1.no, no: q1.yes },
};
const file = (...corrections: unknown[]) =>
  JSON.stringify({
    format: "calixto-data-corrections",
    version: 1,
    corrections: corrections.map((correction) => ({ correction })),
  });
const otherwiseEvent = {
  kind: "eligibilityRow",
  row: "2nd-3",
  test: "otherwise",
  onlyFor: null,
  result: "event",
};
const opSAon2nd5 = {
  kind: "eligibilityRow",
  row: "2nd-5",
  test: "nextEligibleCouldTakeCritical",
  onlyFor: null,
  result: "opSA",
};

describe("corrections that would break a turn are refused at the door", () => {
  let db: CalixtoDB;
  beforeEach(() => {
    db = testDb();
    failing.on = false;
  });
  afterEach(async () => {
    await db.delete();
  });

  it("saving refuses the issue's two rows by name and writes nothing", async () => {
    for (const c of [otherwiseEvent, opSAon2nd5]) {
      const r = await saveCorrection(db, c);
      expect(r.ok).toBe(false);
      expect(!r.ok && r.errors[0].field).toBe("corrections[0]");
      expect(!r.ok && r.errors[0].reason).toMatch(/2.3.4/);
    }
    expect(await db.dataCorrections.count()).toBe(0);
    expect((await loadCorrections(db)).revision).toBe(0);
  });

  it("importing refuses them too", async () => {
    const r = await previewDataImport(db, file(swapped, otherwiseEvent));
    expect(!r.ok && r.errors.map((e) => e.field)).toEqual(["corrections[1]"]);
  });

  it("a failed trial refuses the save by name, with progress shown, and writes nothing", async () => {
    failing.on = true;
    const seen: unknown[] = [];
    const r = await saveCorrection(db, swapped, undefined, (p) => seen.push(p));
    expect(r.ok).toBe(false);
    expect(!r.ok && r.errors).toEqual([
      {
        field: "corrections",
        reason:
          "with these corrections a test game cannot go on (seeded game 3, card #12, DR's turn): the test turn failed",
      },
    ]);
    expect(seen).toEqual([{ turns: 120, total: 240 }]);
    expect(await db.dataCorrections.count()).toBe(0);
  });

  it("a failed trial refuses an import at preview and at apply", async () => {
    failing.on = false;
    const preview = await previewDataImport(db, file(swapped));
    expect(preview.ok).toBe(true);
    failing.on = true;
    expect((await previewDataImport(db, file(swapped))).ok).toBe(false);
    if (preview.ok) expect((await applyDataImport(db, preview.value.file)).ok).toBe(false);
    expect(await db.dataCorrections.count()).toBe(0);
  });

  it("the statically decided tables need no trial", async () => {
    failing.on = true;
    expect((await saveCorrection(db, { kind: "dots", row: "gov-3", columns: ["SWP"] })).ok).toBe(
      true,
    );
  });
});
