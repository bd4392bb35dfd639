/**
 * How long the game log takes to fold, check and store as a game grows: the board screen folds
 * on every change (from the cached snapshot when it can), and a command folds before it writes.
 * Persistence figures run on fake-indexeddb in Node, so they show the shape, not browser speed.
 */
import "fake-indexeddb/auto";
import { standardBoard } from "@/data/cuba/scenarios";
import {
  buildGameExport,
  foldGame,
  type GameEntry,
  newGameSetup,
  parseGameExport,
  stepGame,
} from "@/lib/engine/cuba/game";
import type { PieceKind, SpaceId } from "@/lib/engine/cuba/types";
import { CalixtoDB, createGame, editBoard, loadGame, undo } from "@/lib/persistence";
import { line, timeIt } from "./_stats";

const ROLES = { GOV: "np", "26J": "player", DR: "np", SYN: "np" } as const;
const SPACES: SpaceId[] = ["havana", "las-villas", "oriente", "matanzas"];
const KINDS: PieceKind[] = ["police", "m26U", "drU"];

/** A log of n entries: edits with an undo and a redo every tenth entry (deterministic). */
function makeLog(n: number): GameEntry[] {
  const setup = newGameSetup({
    scenario: "standard",
    roles: ROLES,
    shortGame: false,
    dice: "app",
    deck: "app",
    seed: 1,
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

export async function run(): Promise<void> {
  standardBoard({ roles: ROLES, shortGame: false });
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
    console.log(
      line(
        `foldGame, ${n} entries, from scratch`,
        timeIt(() => foldGame(log), runs, 5),
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
    const samples: number[] = [];
    for (let i = 0; i < 20; i++) {
      const t0 = performance.now();
      await editBoard(db, id, [{ kind: "aid", value: i }]);
      samples.push(performance.now() - t0);
    }
    const loads: number[] = [];
    for (let i = 0; i < 20; i++) {
      const t0 = performance.now();
      await loadGame(db, id);
      loads.push(performance.now() - t0);
    }
    const t0 = performance.now();
    await undo(db, id);
    const undoMs = performance.now() - t0;
    const med = (a: number[]) => a.sort((x, y) => x - y)[a.length >> 1];
    console.log(
      `  Dexie (fake-indexeddb), ~${size} entries: editBoard median ${med(samples).toFixed(1)} ms, loadGame median ${med(loads).toFixed(1)} ms, undo (from a checkpoint) ${undoMs.toFixed(1)} ms`,
    );
  }
  await db.delete();
}
