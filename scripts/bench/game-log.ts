/**
 * How long the game log takes to fold, check and store as a game grows: the board screen folds
 * on every change (from the cached snapshot when it can), and a command folds before it writes.
 * Persistence figures run on fake-indexeddb in Node, so they show the shape, not browser speed.
 */
import "fake-indexeddb/auto";
import { Dexie } from "dexie";
import { standardBoard } from "@/data/cuba/scenarios";
import {
  buildGameExport,
  foldGame,
  type GameEntry,
  newGameSetup,
  parseGameExport,
  startGame,
  stepGame,
} from "@/lib/engine/cuba/game";
import type { PieceKind, SpaceId } from "@/lib/engine/cuba/types";
import { CalixtoDB, createGame, editBoard, importGame, loadGame, undo } from "@/lib/persistence";
import { playedGame } from "@/tests/fixtures/played-game";
import { line, per, record, sampled, TARGETS, timeIt } from "./_stats";

const ROLES = { GOV: "np", "26J": "player", DR: "np", SYN: "np" } as const;
const SPACES: SpaceId[] = ["havana", "las-villas", "oriente", "matanzas"];
const KINDS: PieceKind[] = ["police", "m26U", "drU"];

/** A log of n entries: edits with an undo and a redo every tenth entry (deterministic). */
export function makeLog(
  n: number,
  game: Partial<Pick<Parameters<typeof newGameSetup>[0], "roles" | "dice" | "deck">> = {},
): GameEntry[] {
  const setup = newGameSetup({
    scenario: "standard",
    roles: ROLES,
    shortGame: false,
    dice: "app",
    deck: "app",
    seed: 1,
    ...game,
  });
  if (!setup.ok) throw new Error("setup");
  const log: GameEntry[] = [{ seq: 1, type: "game.setup", payload: setup.value }];
  for (let seq = 2; log.length < n; seq++) {
    if (seq % 10 === 0) log.push({ seq, type: "meta.undo", payload: {} });
    else if (seq % 10 === 1) log.push({ seq, type: "meta.redo", payload: {} });
    else {
      const space = SPACES[seq % SPACES.length];
      const piece = KINDS[(seq >> 2) % KINDS.length];
      const value = 1 + (seq % 2);
      log.push({
        seq,
        type: "board.edited",
        payload: { edits: [{ kind: "pieces", space, piece, value }] },
      });
    }
  }
  return log;
}

const raw = async (db: CalixtoDB, id: string) => {
  const [lo, hi] = [
    [id, Dexie.minKey],
    [id, Dexie.maxKey],
  ];
  await db.games.get(id);
  await db.log.where("[gameId+seq]").between(lo, hi, true, true).toArray();
  await db.snapshots.where("[gameId+seq]").between(lo, hi, true, true).toArray();
};
const ms = async (f: () => Promise<unknown>) => {
  const t0 = performance.now();
  await f();
  return performance.now() - t0;
};

export async function run(): Promise<void> {
  standardBoard({ roles: ROLES, shortGame: false });

  // Real played games (tests/fixtures/played-game.ts: turns, their inputs and confirmations,
  // player actions, next cards), folded from scratch as a JSON copy (as read back from storage).
  const played = [1, 2, 3, 4, 5].map((seed) => JSON.parse(JSON.stringify(playedGame(seed, 2000))));
  const entries = played.reduce((a, l) => a + l.length, 0);
  for (const log of played) foldGame(log); // warm-up
  const perGame = timeIt(
    () => {
      for (const log of played) foldGame(log);
    },
    30,
    5,
  );
  console.log(
    line(
      `foldGame, played games, per entry (${played.length} games, ${entries} entries)`,
      per(perGame, entries),
      TARGETS.foldPerEntry,
    ),
  );
  const setups = played.map((l) => l[0]);
  const startAll = timeIt(
    () => {
      for (const s of setups) startGame(s);
    },
    300,
    30,
  );
  console.log(
    line("startGame (check the set-up record, copy its board)", per(startAll, setups.length)),
  );

  for (const n of [100, 1000, 5000]) {
    // End on an edit, so the snapshot case really resumes (an undo in the tail re-folds).
    const base = makeLog(n - 1);
    const log: GameEntry[] = [
      ...base,
      { seq: n + 1, type: "board.edited", payload: { edits: [{ kind: "aid", value: 3 }] } },
    ];
    const runs = n >= 5000 ? 20 : n >= 1000 ? 100 : 500;
    const full = foldGame(log);
    if (!full.ok) throw new Error(JSON.stringify(full.errors));
    const prefix = foldGame(log.slice(0, -1));
    if (!prefix.ok) throw new Error("prefix");
    const scratch = timeIt(() => foldGame(log), runs, 5);
    console.log(line(`foldGame, ${n} entries, from scratch`, scratch));
    // Per board edit folded (the entries in effect past the set-up; undone ones cost nothing).
    const folded = full.value.depth - 1;
    console.log(
      line(
        `foldGame from scratch, per board edit (${folded} of ${n})`,
        per(scratch, folded),
        TARGETS.foldPerEntry,
      ),
    );
    const cut = foldGame(log.slice(0, Math.floor(n / 2)));
    if (!cut.ok) throw new Error("half");
    console.log(
      line(
        `foldGame, ${n} entries, from a checkpoint at n/2`,
        timeIt(() => foldGame(log, { from: [cut.value] }), runs, 5),
      ),
    );
    console.log(
      line(
        `foldGame, ${n} entries, from a snapshot at n-1`,
        timeIt(() => foldGame(log, { from: prefix.value }), runs, 5),
      ),
    );
    const next: GameEntry = {
      seq: n + 100,
      type: "board.edited",
      payload: { edits: [{ kind: "aid", value: 9 }] },
    };
    console.log(
      line(
        `stepGame, one edit after ${n} entries`,
        timeIt(() => stepGame(full.value, log, next), runs, 5),
      ),
    );
    const file = JSON.parse(
      JSON.stringify(buildGameExport({ name: "bench", createdAt: 0, updatedAt: 0 }, log)),
    );
    console.log(
      line(
        `parseGameExport (check + fold), ${n} entries`,
        timeIt(() => parseGameExport(file), runs, 5),
      ),
    );
  }

  // Dexie on fake-indexeddb: a command (read log + snapshot, fold, write) and a screen load.
  const db = new CalixtoDB(`bench-${process.pid}`);
  const made = await createGame(db, {
    name: "bench",
    scenario: "standard",
    roles: ROLES,
    shortGame: false,
    dice: "app",
    deck: "app",
    seed: 1,
  });
  if (!made.ok) throw new Error("create");
  const id = made.value.id;
  for (const size of [100, 1000]) {
    let count = (await loadGame(db, id))?.entries.length ?? 0;
    while (count < size) {
      const r = await editBoard(db, id, [{ kind: "aid", value: count % 40 }]);
      if (!r.ok) throw new Error("edit");
      count++;
    }
    const edits: number[] = [];
    for (let i = 0; i < 20; i++)
      edits.push(await ms(() => editBoard(db, id, [{ kind: "aid", value: i }])));
    const loads: number[] = [];
    for (let i = 0; i < 20; i++) loads.push(await ms(() => loadGame(db, id)));
    console.log(sampled(`Dexie, ~${size} entries: editBoard`, "ms", edits));
    console.log(sampled(`Dexie, ~${size} entries: loadGame`, "ms", loads));
    console.log(
      sampled(`Dexie, ~${size} entries: undo (from a checkpoint)`, "ms", [
        await ms(() => undo(db, id)),
      ]),
    );
  }

  // Restore of a 2,000-entry game (the board screen's loadGame) against the raw IndexedDB read
  // of the same rows (the game, its log, its snapshots), paired run by run.
  const big = makeLog(2000);
  const imported = await importGame(
    db,
    JSON.parse(JSON.stringify(buildGameExport({ name: "big", createdAt: 0, updatedAt: 0 }, big))),
  );
  if (!imported.ok) throw new Error(JSON.stringify(imported.errors));
  const bigId = imported.value.id;
  for (const cache of ["with its snapshot", "log only, no snapshot"] as const) {
    if (cache === "log only, no snapshot")
      await db.snapshots.where("gameId").equals(bigId).delete();
    const reads: number[] = [];
    const restores: number[] = [];
    for (let i = 0; i < 5; i++) await loadGame(db, bigId); // warm-up
    for (let i = 0; i < 30; i++) {
      // Alternate which goes first, so neither always meets the warmer caches.
      const first =
        i % 2 === 0 ? await ms(() => raw(db, bigId)) : await ms(() => loadGame(db, bigId));
      const second =
        i % 2 === 0 ? await ms(() => loadGame(db, bigId)) : await ms(() => raw(db, bigId));
      const [r, l] = i % 2 === 0 ? [first, second] : [second, first];
      reads.push(r);
      restores.push(l);
    }
    console.log(sampled(`2,000 entries, ${cache}: raw read of the rows`, "ms", reads));
    console.log(sampled(`2,000 entries, ${cache}: restore (loadGame)`, "ms", restores));
    // Median: the ratio of the typical times (the medians), as one slow run on a busy machine
    // would skew a median of run-by-run ratios; min and max: of the run-by-run ratios.
    const mid = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
    const pairs = reads.map((r, i) => restores[i] / r);
    const ratio = record({
      figure: `2,000 entries, ${cache}: restore / raw read`,
      unit: "x",
      median: mid(restores) / mid(reads),
      min: Math.min(...pairs),
      max: Math.max(...pairs),
      runs: reads.length,
      target: TARGETS.restoreVsRead,
    });
    console.log(
      `  ${ratio.figure.padEnd(48)} ${ratio.median.toFixed(2)} x (of the medians), run by run ${ratio.min.toFixed(2)}-${ratio.max.toFixed(2)} x   target ${TARGETS.restoreVsRead.text}${ratio.met ? "" : "  MISSED"}`,
    );
  }
  await db.delete();
}
