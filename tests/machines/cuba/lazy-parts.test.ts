/**
 * Issue 22: the parts of a turn the browser loads when first needed (core/lazy-part.ts). The
 * setup loads them all; here the modules are imported afresh, with nothing loaded, as in a page
 * reopened mid-turn. A replay that meets a missing part waits for it and is then the same turn.
 */
import type { Correction } from "@/lib/engine/cuba/calixto/corrections/types";
import { foldGame, type GameEntry, newGameSetup } from "@/lib/engine/cuba/game";
import { nextStep } from "@/lib/engine/cuba/game/next-step";
import type { GameState } from "@/lib/engine/cuba/game/state";
import { viewTurn } from "@/lib/machines/cuba/session";
import {
  appRollInput,
  beginNpTurn,
  confirmTurn,
  createGame,
  editBoard,
  giveInput,
  loadGame,
} from "@/lib/persistence";
import { nextCard } from "@/lib/persistence/turns";
import { testDb } from "../../persistence/db-fixture";

type Session = typeof import("@/lib/machines/cuba/session");

/**
 * A Standard game (all four Factions NP) on `card`, the turn of its first Eligible Faction just
 * begun, or (`propaganda`) a Propaganda Round begun on it.
 */
function turnBegun(card: number, propaganda = false, corrections?: Correction[]): GameState {
  const setup = newGameSetup({
    scenario: "standard",
    roles: { GOV: "np", "26J": "np", DR: "np", SYN: "np" },
    shortGame: false,
    dice: "physical",
    deck: "physical",
    seed: 7,
    conflicts: {},
  });
  if (!setup.ok) throw new Error("setup");
  const log = [
    { seq: 1, type: "game.setup", payload: setup.value, at: 1 },
    {
      seq: 2,
      type: "board.edited",
      payload: {
        edits: [
          { kind: "currentCard", value: card },
          { kind: "nextCard", value: card === 20 ? 21 : 20 },
        ],
      },
      at: 2,
    },
  ] as GameEntry[];
  const before = foldGame(log);
  if (!before.ok) throw new Error(JSON.stringify(before.errors));
  const next = nextStep(before.value);
  const faction = next.kind === "np" ? next.faction : null;
  const payload = propaganda
    ? { kind: "propaganda", faction: null }
    : { kind: "np", faction, ...(corrections ? { corrections } : {}) };
  log.push({ seq: 3, type: "turn.begin", payload, at: 3 } as GameEntry);
  const s = foldGame(log);
  if (!s.ok) throw new Error(JSON.stringify(s.errors));
  return s.value;
}

/** The session module with nothing loaded yet (its own copies of the parts). */
async function freshSession(): Promise<Session> {
  vi.resetModules();
  return import("@/lib/machines/cuba/session");
}

/** readyView until it gives a view; how many times it had to wait. */
async function readied(m: Session, state: GameState) {
  let waits = 0;
  for (;;) {
    const r = m.readyView(state);
    if (!(r instanceof Promise)) return { view: r, waits };
    waits++;
    await r;
  }
}

const same = (a: ReturnType<typeof viewTurn>, b: ReturnType<typeof viewTurn>) => {
  expect(a?.error).toBeUndefined();
  expect(a?.request).toEqual(b?.request);
  expect(a?.trace).toEqual(b?.trace);
  expect(a?.changes).toEqual(b?.changes);
};

describe("a turn replayed with its parts loaded when first needed", () => {
  it("a Propaganda Round waits for its machine, then is the same round", async () => {
    const state = turnBegun(49, true);
    const m = await freshSession();
    const { view, waits } = await readied(m, state);
    expect(waits).toBe(1);
    same(view, viewTurn(state));
  });

  it("an NP Event judged at the turn's start waits for the Event programs, then is the same turn", async () => {
    // C8.9 card 1 (#8): GOV judges the Event (C8.5.2 rows, C8.5.5) before its Operation.
    let found = 0;
    for (let card = 1; card <= 48 && found < 3; card++) {
      const state = turnBegun(card);
      const m = await freshSession();
      const { view, waits } = await readied(m, state);
      same(view, viewTurn(state));
      if (waits > 0) found++;
    }
    // Some of these turns judge an Event at once, and those waited for the programs.
    expect(found).toBe(3);
  });

  it("a turn logged with the player's corrections waits for their overlay, then is the same turn", async () => {
    const state = turnBegun(8, false, [{ kind: "dots", row: "gov-3", columns: ["SWP"] }]);
    const m = await freshSession();
    const { view, waits } = await readied(m, state);
    expect(waits).toBeGreaterThan(0);
    same(view, viewTurn(state));
    expect(view?.data).toBeDefined();
  });

  it("a turn that needs neither part gives its view at once", async () => {
    const m = await freshSession();
    // No Event judged, no Propaganda: an NP turn whose eligibility never reads the Event.
    const states = Array.from({ length: 48 }, (_, i) => turnBegun(i + 1));
    const direct = states.filter((s) => !(m.readyView(s) instanceof Promise));
    expect(direct.length).toBeGreaterThan(0);
  });

  it("every step of turns played at the table replays the same, its parts loaded on the way", async () => {
    // All four Factions NP with the app's deck and dice: Operations with Special Activities and
    // NP Events; each state on the way is reopened with nothing loaded.
    const db = testDb();
    const roles = { GOV: "np", "26J": "np", DR: "np", SYN: "np" } as const;
    const made = await createGame(db, {
      name: "Lazy",
      scenario: "standard",
      roles,
      shortGame: false,
      dice: "app",
      deck: "app",
    });
    if (!made.ok) throw new Error("create");
    const id = made.value.id;
    await editBoard(db, id, [
      { kind: "currentCard", value: 8 },
      { kind: "nextCard", value: 20 },
    ]);
    const stateNow = async () => {
      const g = await loadGame(db, id);
      if (!g?.state) throw new Error("load");
      return g.state;
    };
    const reopened: GameState[] = [];
    let waited = 0;
    for (const card of [30, 12, 41, 5]) {
      for (let turn = 0; turn < 2; turn++) {
        const begun = await beginNpTurn(db, id);
        if (!begun.ok) break;
        for (let i = 0; i < 60; i++) {
          const state = await stateNow();
          reopened.push(state);
          const v = viewTurn(state);
          const m = await freshSession();
          const r = await readied(m, state);
          waited += r.waits;
          same(r.view, v);
          const q = v?.request;
          if (!q) break;
          if (q.kind === "dice" || q.kind === "tieBreak") await appRollInput(db, id);
          else if (q.kind === "question")
            await giveInput(db, id, { type: "question.answered", value: q.options[0].value });
          else if (q.kind === "eventWork") await giveInput(db, id, { type: "event.done" });
          else break;
        }
        await confirmTurn(db, id);
      }
      await nextCard(db, id, card);
    }
    expect(reopened.length).toBeGreaterThan(10);
    expect(waited).toBeGreaterThan(0);
  });
});
