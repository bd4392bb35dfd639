/**
 * Issue 18, items 6, 8 and 9: Propaganda cards in a row (6.0), the open readings decided in
 * docs/rules-coverage.md ("Readings decided"), and an SA that leaves no legal Operation (C8.5.3).
 * Each rule is replayed from its scenario in docs/examples/rules/ and checked against the text.
 */
import { rankByTieOrder, victoryMargins } from "@/lib/engine/cuba/board/board";
import { CONFLICT_IDS, CONFLICTS } from "@/lib/engine/cuba/calixto/conflicts";
import { nextEligibility } from "@/lib/engine/cuba/calixto/eligibility/after-action";
import {
  FINAL_CARD_NP_LIMITED,
  MAP_CASH_AFTER_SA,
  RAUL_MOMENTUM_NP_GOV,
} from "@/lib/engine/cuba/calixto/rule-readings";
import { FACTIONS } from "@/lib/engine/cuba/types";
import { nextStep, viewTurn } from "@/lib/machines/cuba/session";
import {
  appRollInput,
  beginPropaganda,
  type CalixtoDB,
  confirmTurn,
  createGame,
  editBoard,
} from "@/lib/persistence";
import { type Patch, replayScenario } from "@/tests/fixtures/replay-scenario";
import { testDb } from "../persistence/db-fixture";
import { must, stateOf } from "../persistence/played-game";

type Raw = Record<string, unknown>;

/** Replay a scenario file; `patch` may change it first (steps, readings, dice). */
function replay(name: string, patch?: Patch) {
  const { report, final } = replayScenario(`rules/${name}`, patch);
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

    it("card steps play each Propaganda card exactly as propaganda steps do", () => {
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

    it("card and play steps end the game the same way", () => {
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

  it("a propaganda step on an Event card is refused (2.4)", () => {
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

  const state = (id: string) => stateOf(db, id);
  const ok = must;
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

/** A replay with one reading switched to its alternative (RuleOptions.conflicts). */
const alternative =
  (id: string, more: (s: Raw) => void = () => {}) =>
  (s: Raw) => {
    s.options = { conflicts: { [id]: "alternative" } };
    more(s);
  };

describe("readings decided (docs/rules-coverage.md), each switchable per game", () => {
  it("the three are listed with the other disputed readings", () => {
    const ids = CONFLICTS.map((c) => c.id);
    for (const id of [MAP_CASH_AFTER_SA, RAUL_MOMENTUM_NP_GOV, FINAL_CARD_NP_LIMITED]) {
      expect(ids).toContain(id);
      expect(CONFLICT_IDS.has(id)).toBe(true);
    }
  });

  describe("a. MAP then Cash: a Limited Operation with an SA buys no free LimOp (2.3.6)", () => {
    const { report, final } = replay("map-cash-kept");
    const turn = report.steps[0].records[0];
    const sides = (t: typeof turn) =>
      t.trace
        .filter((r) => r.kind === "cardOutcome" && r.outcome === "operation")
        .map((r) => (r as { side: string }).side);

    it("NP GOV's LimOp carries card V's Transport, and no second card is drawn for Cash", () => {
      expect(report.ok).toBe(true);
      expect(report.unused).toEqual({ dice: [], ties: [], cards: [] });
      expect(turn.action).toBe("limOp");
      expect(sides(turn)).toEqual(["V"]);
    });

    it("the Cash stays with its Police in Havana, and the trace says why", () => {
      expect(final.spaces.havana.cash).toEqual(["police"]);
      expect(turn.trace.some((t) => t.kind === "note" && t.rule === "2.3.6, C8.2.1")).toBe(true);
      const cashRow = turn.trace.find((t) => t.kind === "eligibility" && t.label === "Cash held");
      expect(cashRow).toMatchObject({ result: "free LimOp if no SA is done" });
    });

    it("the alternative (C8.2.1 alone) spends it on a free LimOp, card W, with its own SA", () => {
      const alt = replay("map-cash-kept", alternative(MAP_CASH_AFTER_SA));
      expect(alt.report.ok).toBe(true);
      expect(sides(alt.report.steps[0].records[0])).toEqual(["V", "W"]);
      expect(alt.final.spaces.havana.cash).toEqual([]);
    });
  });

  describe("b. Raúl Momentum, NP 26July Kidnaps the NP Government: Aid grows by twice the roll", () => {
    const { report, final, texts } = replay("raul-momentum-np-gov");

    it("the Kidnap rolls though the NP Government keeps no Resources; Aid 10 + 2 × 4", () => {
      expect(report.ok).toBe(true);
      expect(report.unused).toEqual({ dice: [], ties: [], cards: [] });
      expect(report.steps[0].records[0].action).toBe("opSA");
      expect(texts(0)).toContain("Aid 10 → 18");
      expect(final.aid).toBe(18);
    });

    it("the alternative rolls nothing and leaves Aid alone", () => {
      const alt = replay(
        "raul-momentum-np-gov",
        alternative(RAUL_MOMENTUM_NP_GOV, (s) => {
          s.dice = [1];
        }),
      );
      expect(alt.report.ok).toBe(true);
      expect(alt.report.unused.dice).toEqual([]);
      expect(alt.final.aid).toBe(10);
    });
  });

  describe("c. the last Event card before the final Propaganda: NP Operations are Limited (2.3.9, C8.5.2)", () => {
    const { report, texts } = replay("final-card-np-limited");
    const turn = report.steps[0].records[0];

    it("NP GOV's Op + SA becomes a Limited Operation: one Sweep space, no roll, no SA", () => {
      expect(report.ok).toBe(true);
      expect(report.unused).toEqual({ dice: [], ties: [], cards: [] });
      expect(turn.action).toBe("limOp");
      expect(turn.trace.filter((t) => t.kind === "activation")).toHaveLength(0);
      expect(turn.trace.filter((t) => t.kind === "specialActivity")).toHaveLength(0);
      expect(texts(0)).toEqual([
        "Activate 2 Underground DR Guerrillas in Havana",
        "Sequence of Play: Government cylinder to Limited Operation",
      ]);
    });

    it("the alternative (only player Operations are Limited) keeps the Op + SA of C8.9 card 1", () => {
      const alt = replay(
        "final-card-np-limited",
        alternative(FINAL_CARD_NP_LIMITED, (s) => {
          s.dice = [3, 1];
        }),
      );
      expect(alt.report.ok).toBe(true);
      expect(alt.report.steps[0].records[0].action).toBe("opSA");
      expect(alt.texts(0)).toContain("Close 1 open Casino in Pinar del Río");
    });
  });
});
