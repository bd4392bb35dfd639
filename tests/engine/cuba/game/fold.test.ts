import fc from "fast-check";
import { diceTotal, rollFaces } from "@/lib/engine/core";
import { effectiveHistory } from "@/lib/engine/core/log";
import { ok } from "@/lib/engine/core/result";
import { seedRng } from "@/lib/engine/core/rng";
import {
  canRedo,
  canUndo,
  foldGame,
  type GameEntry,
  type GameState,
  REDUCERS,
  type ReducerMap,
  stepEntry,
  stepGame,
  stepNeed,
} from "@/lib/engine/cuba/game";
import { edit, logOf, push, redo, troops, undo } from "@/tests/fixtures/game-log";

/** What the state says of the entries in effect: how many, and the newest. */
const inEffect = (effective: readonly GameEntry[]) => ({
  depth: effective.length,
  top: effective[effective.length - 1].seq,
});

const fold = (log: GameEntry[]) => {
  const r = foldGame(log);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.value;
};

describe("folding a game log", () => {
  it("starts from the set-up record, which cannot be undone", () => {
    const s = fold(logOf());
    expect(s.board.spaces["las-villas"].pieces.troop).toBe(3);
    expect(s.rng).toBe(seedRng(42));
    expect(canUndo(s)).toBe(false);
    expect(fold(push(logOf(), undo))).toMatchObject({ depth: 1, top: 1 });
  });

  it("applies edits, undoes them and redoes them as appended entries", () => {
    let log = push(logOf(), edit(troops("las-villas", 4)));
    log = push(log, edit(troops("las-villas", 5)));
    expect(fold(log).board.spaces["las-villas"].pieces.troop).toBe(5);
    log = push(log, undo);
    expect(fold(log).board.spaces["las-villas"].pieces.troop).toBe(4);
    log = push(log, undo);
    const twice = fold(log);
    expect(twice.board.spaces["las-villas"].pieces.troop).toBe(3);
    expect(twice).toMatchObject({ depth: 1, top: 1 });
    expect(twice.redoable).toEqual([3, 2]);
    log = push(log, redo);
    expect(fold(log).board.spaces["las-villas"].pieces.troop).toBe(4);
    expect(canRedo(fold(log))).toBe(true);
  });

  it("drops the redo stack when a new edit follows an undo", () => {
    let log = push(logOf(), edit(troops("las-villas", 4)));
    log = push(log, undo);
    log = push(log, edit({ kind: "aid", value: 9 }));
    log = push(log, redo);
    const s = fold(log);
    expect(s.board.spaces["las-villas"].pieces.troop).toBe(3);
    expect(s.board.aid).toBe(9);
    expect(canRedo(s)).toBe(false);
  });

  it("agrees with effectiveHistory on which entries are in effect", () => {
    let log = logOf();
    for (const e of [
      edit({ kind: "aid", value: 1 }),
      edit({ kind: "aid", value: 2 }),
      undo,
      redo,
      undo,
      undo,
      redo,
    ])
      log = push(log, e);
    const h = effectiveHistory(log);
    const s = fold(log);
    expect(s).toMatchObject(inEffect(h.effective));
    expect(s.redoable).toEqual(h.redoable.map((e) => e.seq));
    expect(s.board.aid).toBe(1);
  });

  it("names the entry and the board field when an entry does not apply", () => {
    let log = push(logOf(), edit({ kind: "aid", value: 3 }));
    log = push(log, edit({ kind: "pieces", space: "havana", piece: "govBase", value: 3 }));
    const r = foldGame(log);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.errors[0]).toEqual({
      field: "log[2] → spaces.havana.bases",
      reason: "3 Bases exceed the stacking limit of 2 (1.4.2)",
    });
  });

  it("in lenient mode skips such an entry, says which, and goes on", () => {
    let log = push(logOf(), edit({ kind: "pieces", space: "havana", piece: "govBase", value: 3 }));
    log = push(log, edit({ kind: "aid", value: 7 }));
    const r = foldGame(log, { lenient: true });
    expect(r.ok && r.value.board.aid).toBe(7);
    expect(r.ok && r.value.skipped.map((s) => s.seq)).toEqual([2]);
    expect(r.ok && r.value.board.spaces.havana.pieces.govBase).toBe(0);
  });

  it("refuses a log that does not start with its set-up, a second set-up, or seqs out of order", () => {
    const log = logOf();
    expect(foldGame([])).toEqual({
      ok: false,
      errors: [{ field: "log", reason: "empty: a game starts with its set-up record" }],
    });
    expect(foldGame([{ ...edit(), seq: 1 }])).toMatchObject({
      ok: false,
      errors: [{ field: "log[0].type" }],
    });
    expect(foldGame([...log, { ...log[0], seq: 2 }])).toMatchObject({
      ok: false,
      errors: [{ field: "log[1].type" }],
    });
    expect(foldGame([...log, { ...edit(), seq: 1 }])).toMatchObject({
      ok: false,
      errors: [{ field: "log[1].seq" }],
    });
  });

  it("refuses a set-up whose board breaks the limits", () => {
    const log = logOf();
    const setup = log[0] as Extract<GameEntry, { type: "game.setup" }>;
    setup.payload.board.spaces["ec-west"].pieces.govBase = 1;
    expect(foldGame(log)).toMatchObject({
      ok: false,
      errors: [{ field: "log[0] → board.spaces.ec-west.govBase" }],
    });
  });
});

describe("stepGame: checking one new entry before it is logged", () => {
  it("applies an action strictly and refuses one that breaks a limit", () => {
    const log = logOf();
    const s = fold(log);
    const good = stepGame(s, log, { seq: 2, ...edit(troops("havana", 7)) });
    expect(good.ok && good.value).toMatchObject({ depth: 2, top: 2 });
    const bad = stepGame(s, log, { seq: 2, ...edit(troops("havana", 16)) });
    expect(bad).toMatchObject({ ok: false, errors: [{ field: "pieces.troop" }] });
  });

  it("refuses undo with nothing to undo and redo with nothing to redo", () => {
    const log = logOf();
    const s = fold(log);
    expect(stepGame(s, log, { seq: 2, ...undo })).toMatchObject({
      ok: false,
      errors: [{ field: "undo" }],
    });
    expect(stepGame(s, log, { seq: 2, ...redo })).toMatchObject({
      ok: false,
      errors: [{ field: "redo" }],
    });
  });

  it("gives the same state as folding the longer log", () => {
    let log = push(logOf(), edit(troops("havana", 7)));
    log = push(log, edit(troops("havana", 8)));
    const s = fold(log);
    for (const e of [undo, edit({ kind: "aid", value: 3 })]) {
      const next = { ...e, seq: s.lastSeq + 1 } as GameEntry;
      const stepped = stepGame(s, log, next);
      expect(stepped.ok && stepped.value).toEqual(fold([...log, next]));
    }
  });
});

describe("the extension point: a later entry type that consumes the generator", () => {
  // A stand-in for a future "dice.rolled" entry: an app roll reads the generator and stores the
  // next generator state; replay reads the faces from the log and never re-rolls.
  type Roll = { seq: number; type: "test.roll"; payload: { faces: number[] } };
  const reducers = {
    ...REDUCERS,
    "test.roll": (state: GameState, e: Roll) => {
      const [faces, rng] = rollFaces(state.rng, "1d6");
      if (faces[0] !== e.payload.faces[0])
        return { ok: false as const, errors: [{ field: "faces", reason: "not the app's roll" }] };
      return ok({ ...state, rng, ext: { ...state.ext, lastRoll: diceTotal("1d6", faces) } });
    },
  } as unknown as ReducerMap;

  it("plugs into the fold, and undo restores the generator so a re-roll gives the same face", () => {
    const log = logOf();
    const s0 = fold(log);
    const [faces] = rollFaces(s0.rng, "1d6");
    const rolled = [
      ...log,
      { seq: 2, type: "test.roll", payload: { faces } } as unknown as GameEntry,
    ];
    const s1 = foldGame(rolled, { reducers });
    expect(s1.ok && s1.value.ext.lastRoll).toBe(faces[0]);
    expect(s1.ok && s1.value.rng).not.toBe(s0.rng);
    const undone = foldGame([...rolled, { seq: 3, type: "meta.undo", payload: {} }], { reducers });
    expect(undone.ok && undone.value.rng).toBe(s0.rng);
    expect(undone.ok && rollFaces(undone.value.rng, "1d6")[0]).toEqual(faces);
  });
});

describe("starting from cached states equals folding from scratch (property)", () => {
  const action = fc.oneof(
    fc.integer({ min: 0, max: 15 }).map((n) => ({ kind: "edit" as const, n })),
    fc.constant({ kind: "undo" as const }),
    fc.constant({ kind: "redo" as const }),
    fc.integer({ min: 16, max: 20 }).map((n) => ({ kind: "bad" as const, n })),
  );

  it("for any edits, undos and redos, and any set of earlier states offered as checkpoints", () => {
    fc.assert(
      fc.property(
        fc.array(action, { maxLength: 30 }),
        fc.array(fc.nat(), { maxLength: 4 }),
        (actions, cuts) => {
          let log = logOf();
          for (const a of actions) {
            if (a.kind === "undo") log = push(log, undo);
            else if (a.kind === "redo") log = push(log, redo);
            else log = push(log, edit(troops("havana", a.n))); // 16+ breaks the inventory
          }
          const whole = foldGame(log, { lenient: true });
          if (!whole.ok) return false;
          const checkpoints = cuts.flatMap((c) => {
            const r = foldGame(log.slice(0, 1 + (c % log.length)), { lenient: true });
            return r.ok ? [r.value] : [];
          });
          const resumed = foldGame(log, { lenient: true, from: checkpoints });
          expect(resumed.ok && resumed.value).toEqual(whole.value);
          const h = effectiveHistory(log);
          expect(whole.value).toMatchObject(inEffect(h.effective));
          expect(whole.value.redoable).toEqual(h.redoable.map((e) => e.seq));
          return true;
        },
      ),
      { numRuns: 300 },
    );
  });

  it("stepping entry by entry (stepEntry, without the log) gives the fold at every position", () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        let log = logOf();
        for (const a of actions) {
          if (a.kind === "undo") log = push(log, undo);
          else if (a.kind === "redo") log = push(log, redo);
          else log = push(log, edit(troops("havana", a.n)));
        }
        let s = fold(log.slice(0, 1));
        const states = [s];
        for (let i = 1; i < log.length; i++) {
          const e = log[i];
          const need = stepNeed(s, e);
          const before =
            need?.kind === "before" ? states.filter((x) => x.lastSeq <= need.at).at(-1) : undefined;
          const redone = need?.kind === "redone" ? log.find((x) => x.seq === need.seq) : undefined;
          const r = stepEntry(s, e, { lenient: true, before, redone });
          if (!r.ok) return false;
          s = r.value;
          states.push(s);
          const whole = foldGame(log.slice(0, i + 1), { lenient: true });
          expect(whole.ok && s).toEqual(whole.ok && whole.value);
        }
        return true;
      }),
      { numRuns: 200 },
    );
  });

  it("ignores a cached state from another branch of undo", () => {
    let log = push(logOf(), edit(troops("havana", 7)));
    const branch = foldGame(log);
    log = push(push(log, undo), edit(troops("havana", 2)));
    const r = foldGame(log, { from: branch.ok ? [branch.value] : [] });
    expect(r.ok && r.value.board.spaces.havana.pieces.troop).toBe(2);
  });
});
