/**
 * Issue 19, "the player's part of every Propaganda phase": for each player Faction the Round
 * stops and asks what section 6 leaves to it, with its costs checked, and records a decline.
 * Each rule is replayed from its scenario in docs/examples/player/ and checked against the text
 * (6.2.4 Cash Deposits, 6.3.2 Civic Action, 6.3.3 Agitation, 6.3.4 Expat Backing, 6.4 Redeploy);
 * then the same Round is played at the table, input by input, through a reload.
 */
import { isFinalCampaign } from "@/lib/engine/cuba/board/board";
import type { BoardEdit } from "@/lib/engine/cuba/board/edit";
import type { Request, TraceRecord } from "@/lib/engine/cuba/calixto/types";
import type { GameBoard } from "@/lib/engine/cuba/types";
import { runPropaganda } from "@/lib/machines/cuba/game-runner";
import { scenarioAnswerer } from "@/lib/machines/cuba/scenario-runner";
import { viewTurn } from "@/lib/machines/cuba/session";
import {
  appRollInput,
  beginPropaganda,
  type CalixtoDB,
  confirmTurn,
  createGame,
  editBoard,
  giveInput,
} from "@/lib/persistence";
import { type Patch, readScenario, replayScenario } from "@/tests/fixtures/replay-scenario";
import { testDb } from "../persistence/db-fixture";
import { must, stateOf } from "../persistence/played-game";

type Raw = Record<string, unknown>;
type Question = Extract<Request, { kind: "question" }>;

const read = (name: string) => readScenario(`player/${name}`);

/** Replay a scenario file, and list the questions the Round put to the player, in order. */
function replay(name: string, patch?: Patch) {
  const { scenario, start, report, final, turn: record } = replayScenario(`player/${name}`, patch);
  const notes = record.trace
    .filter((t): t is Extract<TraceRecord, { kind: "note" }> => t.kind === "note")
    .map((t) => t.text);
  // The same Round again, with an answerer that keeps every question it was asked.
  const asked: Question[] = [];
  const answer = scenarioAnswerer(scenario);
  runPropaganda(
    {
      board: start,
      deck: { mode: "physical", drawn: [] },
      answers: {},
      options: { conflicts: {} },
      eventDeck: [],
      lastWasPropaganda: false,
      over: null,
    },
    (r) => {
      if (r.kind === "question") asked.push(r);
      return answer(r);
    },
    (g) => g.deck,
  );
  return { report, final, record, notes, asked };
}

const ids = (q: Question | undefined) => q?.options.map((o) => o.value);

describe("6.3.3 Agitation: a player 26July (playbook 1-player example, first Round)", () => {
  const { report, final, record, notes, asked } = replay("propaganda-26july");

  it("replays with every answer used", () => {
    expect(report.ok).toBe(true);
    expect(report.unused).toEqual({ dice: [], ties: [], cards: [] });
  });

  it("offers only spaces 26July Controls where a step is left, and a way to stop", () => {
    const first = asked.find((q) => q.id === "agitation");
    // Sierra Maestra is already Active Opposition; Oriente is Government-Controlled.
    expect(ids(first)).toEqual(["matanzas", "las-villas", "santiago-de-cuba", "decline"]);
    expect(first?.rule).toBe("6.3.3");
    expect(first?.detail).toMatch(/26July has 5 Resources/);
    expect(first?.options.at(-1)?.label).toBe("No Agitation");
    expect(
      asked
        .filter((q) => q.id === "agitation")
        .at(-1)
        ?.options.at(-1)?.label,
    ).toBe("Stop Agitation");
  });

  it("3 steps at 1 Resource each: Matanzas and Las Villas to Active Opposition, Santiago Neutral", () => {
    expect(final.spaces.matanzas.support).toBe(-2);
    expect(final.spaces["las-villas"].support).toBe(-2);
    expect(final.spaces["santiago-de-cuba"].support).toBe(0);
    expect(final.spaces.oriente.support).toBe(-1);
    expect(final.resources["26J"]).toBe(2);
    expect(record.changes.map((c) => c.text)).toContain("26July Resources 5 → 4");
  });

  it("the stop and the Directorio's decline are recorded", () => {
    expect(notes).toContain("26July stops Agitation after 3 steps");
    expect(notes).toContain("Directorio declines Expat Backing");
  });

  it("each step is a logged input: the answers, in order", () => {
    expect(record.inputs).toEqual(
      ["matanzas", "las-villas", "las-villas", "decline", "decline"].map((value) => ({
        type: "question.answered",
        value,
      })),
    );
  });

  it("an answer the question does not offer is refused by name, nothing applied", () => {
    const r = replay("propaganda-26july", (s) => {
      (s.answers as Raw).agitation = ["oriente"];
    });
    expect(r.report.ok).toBe(false);
    expect(r.report.steps[0].error).toMatch(/^answers\.agitation\[0\]: "oriente" is not an option/);
  });
});

describe("6.3.2 Civic Action, 6.3.4 Expat Backing and 6.4 Redeploy: player Government and Directorio (playbook tutorial)", () => {
  const { report, final, notes, asked } = replay("propaganda-government");

  it("replays with every answer used", () => {
    expect(report.ok).toBe(true);
    expect(report.unused).toEqual({ dice: [], ties: [], cards: [] });
  });

  it("Civic Action only in Govt-Controlled spaces with Troops and Police: 3 steps, 37 → 25", () => {
    expect(ids(asked.find((q) => q.id === "civic-action"))).toEqual([
      "havana",
      "camaguey-city",
      "santiago-de-cuba",
      "decline",
    ]);
    expect(final.spaces.havana.support).toBe(2);
    expect(final.spaces["camaguey-city"].support).toBe(2);
    expect(final.spaces["santiago-de-cuba"].support).toBe(0);
    expect(final.resources.GOV).toBe(25);
    expect(notes).toContain("Government stops Civic Action after 3 steps");
  });

  it("26July Controls no space that can shift: no question, said so", () => {
    expect(asked.some((q) => q.id === "agitation")).toBe(false);
    expect(notes.some((n) => n.startsWith("26July Agitation: no space allows a step"))).toBe(true);
  });

  it("Expat Backing: Oriente's free Rally replaces 2 Guerrillas with a Base, at no cost", () => {
    expect(ids(asked.find((q) => q.id === "expat-backing"))).toContain("oriente");
    expect(final.spaces.oriente.pieces.drBase).toBe(1);
    expect(final.spaces.oriente.pieces.drU + final.spaces.oriente.pieces.drA).toBe(1);
    expect(final.resources.DR).toBe(6); // 5 + 1 earned (6.2.2), the Rally is free
  });

  it("Redeploy: Police to Las Villas, Pinar's Troops to Havana, 1 Troop to Camagüey City", () => {
    // Police may go to any EC or Govt-Controlled space (6.4.1).
    const policeTo = asked.find((q) => q.id === "redeploy-police-to");
    expect(ids(policeTo)).toEqual([
      "pinar-del-rio",
      "ec-west",
      "havana",
      "las-villas",
      "ec-central",
      "camaguey-city",
      "ec-east",
    ]);
    // Troops that must leave go only to Govt-Controlled Cities or Govt Base spaces (6.4.2).
    expect(ids(asked.find((q) => q.id === "redeploy-must-leave-to"))).toEqual([
      "havana",
      "las-villas",
      "camaguey-city",
      "santiago-de-cuba",
    ]);
    // 6.4.2 cannot be declined: no "decline" among its options.
    expect(
      asked.filter((q) => q.id.startsWith("redeploy-must-leave")).flatMap((q) => ids(q)),
    ).not.toContain("decline");
    const p = (id: keyof GameBoard["spaces"]) => final.spaces[id].pieces;
    expect([p("pinar-del-rio").troop, p("havana").troop, p("havana").police]).toEqual([0, 5, 1]);
    expect([p("las-villas").police, p("las-villas").troop]).toEqual([2, 1]);
    expect([p("santiago-de-cuba").troop, p("santiago-de-cuba").police]).toEqual([1, 1]);
    expect(p("camaguey-city").troop).toBe(2);
    expect(notes).toContain("Government stops moving Troops after 1 move");
  });
});

describe("6.2.4 Cash Deposits by players", () => {
  const { report, final, notes, asked } = replay("propaganda-cash");

  it("replays with every answer used", () => {
    expect(report.ok).toBe(true);
  });

  it("asks 26July, then Directorio, Government and Syndicate, each its options", () => {
    const cash = asked.filter((q) => q.id.startsWith("cash-deposit:"));
    expect(cash.map((q) => q.id)).toEqual([
      "cash-deposit:26J:matanzas:0",
      "cash-deposit:DR:havana:0",
      "cash-deposit:GOV:la-habana:0",
      "cash-deposit:SYN:havana:0",
    ]);
    expect(ids(cash[3])).toEqual(["base", "open", "resources"]);
  });

  it("a Base, +6 Resources, a Base, an opened Casino; no Cash left", () => {
    expect(final.spaces.matanzas.pieces.m26Base).toBe(1);
    expect(final.resources.DR).toBe(5 + 1 + 6);
    expect(final.spaces["la-habana"].pieces.govBase).toBe(1);
    expect(final.spaces.havana.pieces.casinoOpen).toBe(1);
    expect(final.spaces.havana.pieces.casinoClosed).toBe(0);
    expect(Object.values(final.spaces).every((s) => s.cash.length === 0)).toBe(true);
  });

  it("the steps declined are recorded", () => {
    expect(notes).toContain("26July declines Agitation");
    expect(notes).toContain("Directorio declines Expat Backing");
    expect(notes).toContain("Government declines to redeploy Police");
  });
});

describe("costs checked: Terror first, no step the Faction cannot pay", () => {
  const { report, final, notes, asked } = replay("propaganda-costs");

  it("replays with every answer used", () => {
    expect(report.ok).toBe(true);
    expect(report.unused).toEqual({ dice: [], ties: [], cards: [] });
  });

  it("Civic Action: the Terror marker goes first; 2 Resources left cannot buy a step, so no more asking", () => {
    const civic = asked.filter((q) => q.id === "civic-action");
    expect(civic).toHaveLength(1);
    expect(civic[0].options.map((o) => o.label)).toEqual([
      "Havana: remove a Terror marker",
      "No Civic Action",
    ]);
    expect(final.spaces.havana.support).toBe(1);
    expect(final.resources.GOV).toBe(2);
    expect(notes).toContain("Government Civic Action: 2 Resources, a step costs 4");
  });

  it("Agitation: both Terror markers, then one shift; at 0 Resources it ends", () => {
    expect(asked.filter((q) => q.id === "agitation")).toHaveLength(3);
    expect(final.spaces["sierra-maestra"].support).toBe(-2);
    expect(final.resources["26J"]).toBe(0);
  });

  it("Expat Backing at a DR Base: up to Bases plus Population Guerrillas (3.3.1)", () => {
    const how = asked.find((q) => q.id === "expat-backing-rally");
    expect(ids(how)).toEqual(["many", "flip"]);
    expect(ids(asked.find((q) => q.id === "expat-backing-count"))).toEqual(["1", "2"]);
    // 1 Active + 2 placed; Reset flips them all Underground (6.5).
    expect(final.spaces.matanzas.pieces.drU).toBe(3);
  });

  it("a list of answers used up stops the scenario by name", () => {
    const r = replay("propaganda-costs", (s) => {
      (s.answers as Raw).agitation = ["sierra-maestra"];
    });
    expect(r.report.ok).toBe(false);
    expect(r.report.steps[0].error).toMatch(/answer\(s\) to "agitation" are used up/);
  });
});

describe("at the table: each choice is a logged input, and a reload comes back to the same question", () => {
  let db: CalixtoDB;
  beforeEach(() => {
    db = testDb();
  });
  afterEach(async () => {
    await db.delete();
  });

  const state = (id: string) => stateOf(db, id);
  const ok = must;

  it("plays the 26July Round of the scenario, surviving a reload mid-Agitation", async () => {
    const raw = read("propaganda-26july");
    const setup = raw.setup as { roles: Record<string, string>; edits: BoardEdit[] };
    const id = ok(
      await createGame(db, {
        name: "Agitation",
        scenario: "empty",
        roles: setup.roles as never,
        shortGame: false,
        dice: "app",
        deck: "app",
      }),
    ).value.id;
    ok(
      await editBoard(db, id, [
        ...setup.edits,
        { kind: "currentCard", value: 49 },
        { kind: "nextCard", value: 8 },
      ]),
    );
    ok(await beginPropaganda(db, id));
    /** Let the app roll what it asks, up to the next question. */
    const toQuestion = async () => {
      for (let i = 0; i < 20; i++) {
        const v = viewTurn(await state(id));
        if (!v?.request || v.request.kind === "question") return v;
        ok(await appRollInput(db, id));
      }
      throw new Error("no question");
    };
    const first = await toQuestion();
    expect(first?.request).toMatchObject({ kind: "question", id: "agitation" });
    ok(await giveInput(db, id, { type: "question.answered", value: "matanzas" }));

    // A reload: the game is read again from the log and the turn rebuilt from its inputs.
    const again = viewTurn(await state(id));
    expect(again?.request).toMatchObject({ kind: "question", id: "agitation" });
    expect(again?.board.spaces.matanzas.support).toBe(-2);
    expect(again?.board.resources["26J"]).toBe(4);
    expect(again?.changes.map((c) => c.text)).toContain("26July Resources 5 → 4");
    expect(ids(again?.request as Question | undefined)).toEqual([
      "las-villas",
      "santiago-de-cuba",
      "decline",
    ]);

    // An answer that is not offered is refused, and nothing is logged.
    const before = (await state(id)).lastSeq;
    const refused = await giveInput(db, id, { type: "question.answered", value: "matanzas" });
    expect(refused.ok).toBe(false);
    expect((await state(id)).lastSeq).toBe(before);

    for (const value of ["las-villas", "las-villas", "decline", "decline"]) {
      await toQuestion();
      ok(await giveInput(db, id, { type: "question.answered", value }));
    }
    const done = await toQuestion();
    expect(done?.done).toBe(true);
    ok(await confirmTurn(db, id));
    const after = (await state(id)).board;
    expect(after.spaces.matanzas.support).toBe(-2);
    expect(after.spaces["las-villas"].support).toBe(-2);
    expect(after.spaces["santiago-de-cuba"].support).toBe(0);
    expect(after.resources["26J"]).toBe(2);
    expect(after.currentCard).toBe(8);
    expect(isFinalCampaign(after)).toBe(false);
  });
});
