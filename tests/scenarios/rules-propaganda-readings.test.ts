/**
 * Issue 18, items 6, 8 and 9: Propaganda cards in a row (6.0), the open readings decided in
 * docs/rules-coverage.md ("Readings decided"), and an SA that leaves no legal Operation (C8.5.3).
 * Each rule is replayed from its scenario in docs/examples/rules/ and checked against the text.
 */
import { readFileSync } from "node:fs";
import { rankByTieOrder, victoryMargins } from "@/lib/engine/cuba/board/board";
import { nextEligibility } from "@/lib/engine/cuba/calixto/eligibility/after-action";
import { parseScenario } from "@/lib/engine/cuba/scenario/format";
import { FACTIONS } from "@/lib/engine/cuba/types";
import { runScenario } from "@/lib/machines/cuba/scenario-runner";
import { nextStep, viewTurn } from "@/lib/machines/cuba/session";
import {
  appRollInput,
  beginPropaganda,
  type CalixtoDB,
  confirmTurn,
  createGame,
  editBoard,
  loadGame,
} from "@/lib/persistence";
import { testDb } from "../persistence/db-fixture";

type Raw = Record<string, unknown>;

/** Replay a scenario file; `patch` may change it first (steps, readings, dice). */
function replay(name: string, patch: (s: Raw) => void = () => {}) {
  const raw = JSON.parse(readFileSync(`docs/examples/rules/${name}.json`, "utf8")) as Raw;
  patch(raw);
  const parsed = parseScenario(raw);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const report = runScenario(parsed.value);
  const final = report.final?.board;
  if (!final) throw new Error(`${name}: no final board`);
  const texts = (step: number) =>
    report.steps[step].records.flatMap((r) => r.changes.map((c) => c.text));
  return { report, final, texts };
}

const steps =
  (...kinds: string[]) =>
  (s: Raw) => {
    s.steps = kinds.map((kind) => ({ kind }));
  };

describe("6.0: a second Propaganda card in a row gets no Round", () => {
  describe("not final: #49 runs its Round, #50 right after it is set aside", () => {
    const { report, final, texts } = replay("propaganda-twice");

    it("replays", () => {
      expect(report.ok).toBe(true);
      expect(report.steps.map((s) => s.kind)).toEqual(["propaganda", "propaganda"]);
    });

    it("the first card's Round changes the Alliance, Aid and Syndicate Resources once (6.2, 6.3.1)", () => {
      expect(texts(0)).toContain("US Alliance Firm → Reluctant");
      expect(final.usAlliance).toBe("reluctant");
      expect(final.aid).toBe(5);
      expect(final.resources.SYN).toBe(12);
    });

    it("the second has no Round: no phase, no Reset, no Calixto reshuffle", () => {
      const second = report.steps[1].records[0];
      expect(second.trace.some((t) => t.kind === "note" && t.rule === "6.0")).toBe(true);
      expect(texts(1)).toEqual([
        "No Propaganda Round for this card: set it aside",
        "Play card #8 and reveal the next card",
      ]);
    });

    it("it still counts as played: 2 Propaganda cards left, #8 in play, #20 showing", () => {
      expect(final.propagandaLeft).toBe(2);
      expect(final.currentCard).toBe(8);
      expect(final.nextCard).toBe(20);
      expect(final.campaignCard).toBe(1);
      expect(report.final?.winner).toBeNull();
    });

    it("`card` steps play each Propaganda card exactly as `propaganda` steps do", () => {
      const byCard = replay("propaganda-twice", steps("card", "card"));
      expect(byCard.report.ok).toBe(true);
      expect(byCard.final).toEqual(final);
      expect(byCard.texts(1)).toEqual(texts(1));
    });
  });

  describe("final: #51 runs its Round, #52 right after it ends the game by margin (7.3)", () => {
    const { report, final, texts } = replay("propaganda-twice-final");

    it("no second Round: the Alliance, Aid and Syndicate Resources change once", () => {
      expect(report.ok).toBe(true);
      expect(final.usAlliance).toBe("reluctant");
      expect(final.aid).toBe(5);
      expect(final.resources.SYN).toBe(12);
      expect(texts(1)).toEqual(["No Propaganda Round: the game ends (final Propaganda card)"]);
    });

    it("the game ends: the highest victory margin wins, ties to Non-players first (7.1, 7.3)", () => {
      const margins = victoryMargins(final);
      const best = rankByTieOrder(final, [...FACTIONS], margins)[0];
      expect(report.final?.winner).toBe(best);
      const trace = report.steps[1].records[0].trace;
      expect(trace.filter((t) => t.rule === "7.3")).toHaveLength(4);
    });

    it("`card` and `play` steps end the game the same way", () => {
      for (const kinds of [["card", "card"], ["play"]]) {
        const r = replay("propaganda-twice-final", steps(...kinds));
        expect(r.report.ok).toBe(true);
        expect(r.final).toEqual(final);
        expect(r.report.final?.winner).toBe(report.final?.winner);
      }
    });

    it("a step that plays on after the end is refused", () => {
      const r = replay("propaganda-twice-final", steps("propaganda", "propaganda", "card"));
      expect(r.report.ok).toBe(false);
      expect(r.report.steps[2].error).toBe("the game is over");
    });
  });

  it("a `propaganda` step on an Event card is refused (2.4)", () => {
    const r = replay("propaganda-twice", (s) => {
      s.eventDeck = [8, 20];
    });
    expect(r.report.ok).toBe(false);
    expect(r.report.steps[0].error).toMatch(/not a Propaganda card/);
  });
});

describe("6.0 at the table: the app's play flow", () => {
  let db: CalixtoDB;
  beforeEach(() => {
    db = testDb();
  });
  afterEach(async () => {
    await db.delete();
  });

  const state = async (id: string) => {
    const g = await loadGame(db, id);
    if (!g?.state) throw new Error("no state");
    return g.state;
  };
  const ok = <T extends { ok: boolean }>(r: T): Extract<T, { ok: true }> => {
    if (!r.ok) throw new Error(JSON.stringify((r as unknown as { errors: unknown }).errors));
    return r as Extract<T, { ok: true }>;
  };
  /** Begin the Propaganda card's turn, let the app roll what it asks, and confirm it. */
  async function playPropaganda(id: string) {
    ok(await beginPropaganda(db, id));
    for (let i = 0; i < 40; i++) {
      const view = viewTurn(await state(id));
      if (!view?.request) break;
      ok(await appRollInput(db, id));
    }
    ok(await confirmTurn(db, id));
  }

  it("the third Propaganda card has its Round; the fourth, right after it, ends the game at once", async () => {
    const created = ok(
      await createGame(db, {
        name: "Propaganda twice",
        scenario: "standard",
        roles: { GOV: "np", "26J": "player", DR: "np", SYN: "np" },
        shortGame: false,
        dice: "app",
        deck: "app",
      }),
    );
    const id = created.value.id;
    ok(
      await editBoard(db, id, [
        { kind: "currentCard", value: 51 },
        { kind: "nextCard", value: 52 },
        { kind: "propagandaLeft", value: 2 },
      ]),
    );
    expect(nextStep(await state(id))).toEqual({ kind: "propaganda", noRound: false });
    await playPropaganda(id);
    const afterRound = await state(id);
    expect(afterRound.board.currentCard).toBe(52);
    expect(afterRound.board.propagandaLeft).toBe(1);
    expect(nextStep(afterRound)).toEqual({ kind: "propaganda", noRound: true });

    await playPropaganda(id);
    const end = await state(id);
    // No Victory, Resources or Support phase: the board is as the first Round left it.
    expect(end.board).toEqual(afterRound.board);
    const best = rankByTieOrder(end.board, [...FACTIONS], victoryMargins(end.board))[0];
    expect(nextStep(end)).toEqual({ kind: "gameOver", winner: best });
  });
});

describe("C8.5.3 Loops and Edge Cases: an SA done before the card shows its Operation, which has no legal space", () => {
  // Card T's SA box comes before Construct or the back's Rally/March are known. Once Muscle has
  // moved 2 Troops it cannot be taken back: the Operation is skipped and the turn ends in the
  // Operation + SA box; no further card is drawn (C8.5.3; decided in docs/rules-coverage.md).
  const { report, final, texts } = replay("sa-without-operation");
  const turn = report.steps[0].records[0];

  it("replays with every input used", () => {
    expect(report.ok).toBe(true);
    expect(report.unused).toEqual({ dice: [], ties: [], cards: [] });
  });

  it("the turn is an Operation + SA, not a Pass", () => {
    expect(turn.action).toBe("opSA");
    expect(final.cardActions).toEqual([{ faction: "SYN", action: "opSA" }]);
    expect(texts(0)).toContain(
      "Sequence of Play: Syndicate cylinder to Operation + Special Activity",
    );
    // A Pass would have paid NP Syndicate +1 Resource (C8.5.2).
    expect(final.resources.SYN).toBe(0);
  });

  it("the checklist is Muscle's: 2 Troops from Las Villas to Central EC, and they stay", () => {
    expect(texts(0).filter((t) => t === "Move 1 Troop from Las Villas to Central EC")).toHaveLength(
      2,
    );
    expect(final.spaces["las-villas"].pieces.troop).toBe(0);
    expect(final.spaces["ec-central"].pieces.troop).toBe(2);
  });

  it("the turn ends on card T: no further card is drawn, and the trace says why", () => {
    const drawn = turn.trace.filter((t) => t.kind === "cardDrawn").map((t) => t.card);
    expect(drawn).toEqual(["T"]);
    expect(
      turn.trace.some(
        (t) => t.kind === "note" && t.rule === "C8.5.3" && /Operation is skipped/.test(t.text),
      ),
    ).toBe(true);
  });

  it("having executed, Syndicate is Ineligible for the next card (2.3.7)", () => {
    const syn = nextEligibility(final).find((e) => e.faction === "SYN");
    expect(syn).toMatchObject({ value: "ineligible", reason: "executed" });
  });
});
