/**
 * A grown game in IndexedDB (fake-indexeddb in Node: the shape, not browser speed): what one
 * command costs at 500, 10,000 and 50,000 entries (it must not grow with the log: a game built
 * entry by entry would otherwise cost O(n²)), and what reopening it costs against the raw read of
 * its rows, with the snapshots its last commands left. Each game is written by importing its
 * export (one transaction, checked as any import): building 50,000 entries one command at a
 * time would take the bench minutes and measure nothing more.
 */
import "fake-indexeddb/auto";
import { Dexie } from "dexie";
import { standardBoard } from "@/data/cuba/scenarios";
import { buildGameExport } from "@/lib/engine/cuba/game";
import { turnOf } from "@/lib/engine/cuba/game/turns";
import { viewTurn } from "@/lib/machines/cuba/session";
import {
  appRollInput,
  beginNpTurn,
  CalixtoDB,
  cancelTurn,
  editBoard,
  giveInput,
  importGame,
  loadGame,
} from "@/lib/persistence";
import { record, sampled, TARGETS } from "./_stats";
import { makeLog } from "./game-log";

const ROLES = { GOV: "np", "26J": "player", DR: "np", SYN: "np" } as const;
const ALL_NP = { GOV: "np", "26J": "np", DR: "np", SYN: "np" } as const;
const SIZES = [500, 10_000, 50_000] as const;
/** The game reopened against its raw read (the 50,000-entry one takes seconds per read). */
const RESTORED = 10_000;
/** Commands logged after the import, before and while timing (the game's own snapshots). */
const WARM = 30;
const TIMED = 30;

const ms = async (f: () => Promise<unknown>) => {
  const t0 = performance.now();
  await f();
  return performance.now() - t0;
};
const mid = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

/** The rows a reopen needs, read raw: the game, its whole log, its snapshots. */
const raw = async (db: CalixtoDB, id: string) => {
  const lo = [id, Dexie.minKey];
  const hi = [id, Dexie.maxKey];
  await db.games.get(id);
  await db.log.where("[gameId+seq]").between(lo, hi, true, true).toArray();
  await db.snapshots.where("[gameId+seq]").between(lo, hi, true, true).toArray();
};

function ratio(figure: string, num: readonly number[], den: readonly number[], max: number) {
  const pairs = num.map((n, i) => n / den[i]);
  const f = record({
    figure,
    unit: "x",
    median: mid(num) / mid(den),
    min: Math.min(...pairs),
    max: Math.max(...pairs),
    runs: num.length,
    target: { max, text: `≤ ${max}x` },
  });
  console.log(
    `  ${figure.padEnd(48)} ${f.median.toFixed(2)} x (of the medians)   target ${f.target?.text}${f.met ? "" : "  MISSED"}`,
  );
}

export async function run(): Promise<void> {
  standardBoard({ roles: ROLES, shortGame: false });
  const db = new CalixtoDB(`bench-grown-${process.pid}`);
  const appends = new Map<number, number[]>();
  const ids = new Map<number, string>();
  for (const n of SIZES) {
    const log = makeLog(n - WARM - TIMED);
    const file = JSON.parse(
      JSON.stringify(buildGameExport({ name: `grown ${n}`, createdAt: 0, updatedAt: 0 }, log)),
    );
    const imported = await importGame(db, file);
    if (!imported.ok) throw new Error(JSON.stringify(imported.errors));
    ids.set(n, imported.value.id);
    appends.set(n, []);
  }
  // Interleaved (one append to each game in turn), so a busy moment hits every size alike.
  for (let i = 0; i < WARM + TIMED; i++)
    for (const n of SIZES) {
      const t = await ms(() => editBoard(db, ids.get(n) ?? "", [{ kind: "aid", value: i % 40 }]));
      if (i >= WARM) appends.get(n)?.push(t);
    }
  for (const n of SIZES)
    console.log(
      sampled(
        `append (one board edit) at ${n.toLocaleString("en")} entries`,
        "ms",
        appends.get(n) ?? [],
      ),
    );
  const small = appends.get(SIZES[0]) ?? [];
  const large = appends.get(SIZES[SIZES.length - 1]) ?? [];
  ratio("append at 50,000 / at 500 entries", large, small, 2);

  // The game screen's re-read after a change (a press saved): loadGame given its last read reads
  // only the entries after it (load-game.ts). What still grows with the log is the copy of the
  // list of entries the screen is given (about 0.5 ms at 50,000 entries), not any read.
  for (const n of SIZES) {
    const id = ids.get(n) ?? "";
    let known = await loadGame(db, id);
    const times: number[] = [];
    for (let i = 0; i < WARM + TIMED; i++) {
      await editBoard(db, id, [{ kind: "aid", value: (i + 7) % 40 }]);
      const t0 = performance.now();
      known = await loadGame(db, id, known);
      if (i >= WARM) times.push(performance.now() - t0);
    }
    console.log(
      sampled(
        `the screen's re-read after an append at ${n.toLocaleString("en")} entries`,
        "ms",
        times,
      ),
    );
  }

  // Reopening the 10,000-entry game (the board screen's loadGame) against the raw read of the
  // same rows, paired run by run, alternating which goes first.
  const biggest = ids.get(RESTORED) ?? "";
  const reads: number[] = [];
  const restores: number[] = [];
  for (let i = 0; i < 3; i++) await loadGame(db, biggest);
  for (let i = 0; i < 20; i++) {
    const a = await ms(() => (i % 2 ? raw(db, biggest) : loadGame(db, biggest)));
    const b = await ms(() => (i % 2 ? loadGame(db, biggest) : raw(db, biggest)));
    reads.push(i % 2 ? a : b);
    restores.push(i % 2 ? b : a);
  }
  const rows = await db.snapshots.where("gameId").equals(biggest).toArray();
  const kb = JSON.stringify(rows).length / 1000;
  console.log(sampled("10,000 entries: snapshot rows held", "kB", [kb]));
  console.log(sampled("10,000 entries: raw read of the rows", "ms", reads));
  console.log(sampled("10,000 entries: restore (loadGame)", "ms", restores));
  ratio("10,000 entries: restore / raw read", restores, reads, TARGETS.restoreVsRead.max);

  // A press at the table: "Roll for me" in a Government turn on card 8 (C8.9 card 1: Calixto
  // cards Y then U, then the Activation dice), on the position the screen shows, as the play tab
  // sends it; at 100 and 10,000 entries.
  const pressed = new Map<number, number[]>();
  for (const n of [100, 10_000]) {
    const log = makeLog(n, { roles: ALL_NP, dice: "physical", deck: "physical" });
    const file = JSON.parse(
      JSON.stringify(buildGameExport({ name: `table ${n}`, createdAt: 0, updatedAt: 0 }, log)),
    );
    const imported = await importGame(db, file);
    if (!imported.ok) throw new Error(JSON.stringify(imported.errors));
    const id = imported.value.id;
    await editBoard(db, id, [
      { kind: "currentCard", value: 8 },
      { kind: "nextCard", value: 20 },
    ]);
    pressed.set(n, await rollPresses(db, id, 40));
  }
  for (const [n, times] of pressed)
    console.log(sampled(`press 'Roll for me' at ${n.toLocaleString("en")} entries`, "ms", times));
  await db.delete();
}

/** `count` timed "Roll for me" presses, beginning (and cancelling) Government turns as needed. */
async function rollPresses(db: CalixtoDB, id: string, count: number): Promise<number[]> {
  const times: number[] = [];
  while (times.length < count) {
    const g = await loadGame(db, id);
    if (!g?.state) throw new Error("no state");
    if (turnOf(g.state)) await cancelTurn(db, { id, seen: g.state.lastSeq });
    for (const step of [
      () => beginNpTurn(db, id),
      () => giveInput(db, id, { type: "card.drawn", card: "Y", source: "physical" }),
      () => giveInput(db, id, { type: "card.drawn", card: "U", source: "physical" }),
    ]) {
      const r = await step();
      if (!r.ok) throw new Error(JSON.stringify(r.errors));
    }
    for (let rolls = 0; rolls < 20 && times.length < count; rolls++) {
      const s = (await loadGame(db, id))?.state;
      if (!s || viewTurn(s)?.request?.kind !== "dice") break;
      times.push(await ms(() => appRollInput(db, { id, seen: s.lastSeq })));
    }
  }
  return times;
}
