import { standardBoard } from "@/data/cuba/scenarios";
import { applyEdits } from "@/lib/engine/cuba/board/edit";
import { EVENT_TABLES } from "@/lib/engine/cuba/calixto/events";
import {
  type PlayerAnswer,
  type PlayerEventResult,
  playerEvent,
} from "@/lib/engine/cuba/calixto/events/program/player";
import type { EventProgram } from "@/lib/engine/cuba/calixto/events/program/types";
import type { GameBoard, PieceKind } from "@/lib/engine/cuba/types";
import { makeBoard, SOLO_26J } from "@/tests/fixtures/boards";

/**
 * The player's own Event (5.1): every choice the text leaves open is the player's, asked one
 * question at a time; the answers given so far are re-run from the start.
 */
const choice = (value: string): PlayerAnswer => ({ kind: "choice", value });

/** Answer each question by the first key its text contains (a City's name, say). */
function drive(
  board: GameBoard,
  card: number,
  side: "unshaded" | "shaded",
  by: (q: { text: string; options: { value: string; label: string }[] }) => string,
): { result: PlayerEventResult; asked: string[] } {
  const answers: PlayerAnswer[] = [];
  const asked: string[] = [];
  for (let i = 0; i < 50; i++) {
    const r = playerEvent(board, { card, side, faction: "26J", answers });
    if (r.kind !== "need") return { result: r, asked };
    if (r.question.kind !== "choice") throw new Error(`unexpected ${r.question.kind}`);
    asked.push(r.question.text);
    answers.push(choice(by(r.question)));
  }
  throw new Error("did not finish");
}

const standard = () => standardBoard({ roles: SOLO_26J, shortGame: false });

describe("#8 General Strike unshaded, the player's own Event (5.1)", () => {
  const pieceFor: Record<string, PieceKind> = {
    Havana: "m26U",
    "Camagüey City": "drU",
    "Santiago de Cuba": "synU",
  };
  const byCity = (q: { text: string; options: { value: string }[] }) => {
    const city = Object.keys(pieceFor).find((c) => q.text.includes(c));
    if (!city) throw new Error(`no City in "${q.text}"`);
    return pieceFor[city];
  };

  it("shifts each City 1 level toward Neutral and places the Guerrilla the player names in each", () => {
    const board = standard();
    const { result, asked } = drive(board, 8, "unshaded", byCity);
    if (result.kind !== "done") throw new Error(JSON.stringify(result));
    // One question per City: whose Guerrilla goes there ("any 1 Guerrilla").
    expect(asked).toHaveLength(3);
    const s = result.board.spaces;
    expect(s.havana.support).toBe(1);
    expect(s["camaguey-city"].support).toBe(0);
    expect(s["santiago-de-cuba"].support).toBe(0);
    expect(s.havana.pieces.m26U).toBe(board.spaces.havana.pieces.m26U + 1);
    expect(s["camaguey-city"].pieces.drU).toBe(board.spaces["camaguey-city"].pieces.drU + 1);
    expect(s["santiago-de-cuba"].pieces.synU).toBe(
      board.spaces["santiago-de-cuba"].pieces.synU + 1,
    );
    // The edits turn the board before into the board after, and the words say what was done.
    const applied = applyEdits(board, result.edits);
    expect(applied.ok && applied.value.spaces).toEqual(s);
    expect(result.answered.map((a) => a.answer)).toEqual(
      expect.arrayContaining([
        "Underground 26July Guerrilla",
        "Underground DR Guerrilla",
        "Underground Syndicate Guerrilla",
      ]),
    );
    expect(result.changes.some((c) => /Havana/.test(c.text))).toBe(true);
  });

  it("offers every Insurgent's Guerrilla in a City, whoever plays it", () => {
    const r = playerEvent(standard(), { card: 8, side: "unshaded", faction: "26J", answers: [] });
    if (r.kind !== "need" || r.question.kind !== "choice") throw new Error(JSON.stringify(r));
    expect(r.question.options.map((o) => o.value).sort()).toEqual(["drU", "m26U", "synU"]);
  });

  it("other answers give another board: the answers drive it", () => {
    const { result } = drive(standard(), 8, "unshaded", () => "synU");
    if (result.kind !== "done") throw new Error(JSON.stringify(result));
    expect(result.board.spaces.havana.pieces.synU).toBe(1);
    expect(result.board.spaces.havana.pieces.m26U).toBe(0);
  });
});

describe("#35 Defections, the player's own Event (5.1)", () => {
  // 26July plays it: Havana and Santiago hold 26July pieces beside enemy ones.
  const board = () =>
    makeBoard(
      {
        havana: { police: 2, troop: 1, m26U: 1 },
        "santiago-de-cuba": { police: 1, drU: 1, m26U: 1 },
        "sierra-maestra": { m26U: 2 },
      },
      { roles: SOLO_26J },
    );

  it("asks the space among those with own and enemy pieces, then each piece replaced", () => {
    const first = playerEvent(board(), { card: 35, side: "unshaded", faction: "26J", answers: [] });
    if (first.kind !== "need" || first.question.kind !== "choice")
      throw new Error(JSON.stringify(first));
    expect(first.question.options.map((o) => o.label).sort()).toEqual([
      "Havana",
      "Santiago de Cuba",
    ]);
    const second = playerEvent(board(), {
      card: 35,
      side: "unshaded",
      faction: "26J",
      answers: [choice("santiago-de-cuba")],
    });
    if (second.kind !== "need" || second.question.kind !== "choice")
      throw new Error(JSON.stringify(second));
    expect(second.question.text).toMatch(/Santiago de Cuba/);
    expect(second.question.options.map((o) => o.value)).toEqual(
      expect.arrayContaining(["police", "drU"]),
    );
    const done = playerEvent(board(), {
      card: 35,
      side: "unshaded",
      faction: "26J",
      // "The enemy's" pieces are one Faction's: DR has no second piece there, the Police stays.
      answers: [choice("santiago-de-cuba"), choice("drU")],
    });
    if (done.kind !== "done") throw new Error(JSON.stringify(done));
    const s = done.board.spaces["santiago-de-cuba"].pieces;
    expect([s.police, s.drU, s.m26U]).toEqual([1, 0, 2]);
    expect(done.board.spaces.havana.pieces.police).toBe(2);
  });

  it("refuses an answer that is not one of the options, naming it and the question", () => {
    const r = playerEvent(board(), {
      card: 35,
      side: "unshaded",
      faction: "26J",
      answers: [choice("sierra-maestra")],
    });
    expect(r.kind).toBe("error");
    if (r.kind !== "error") return;
    expect(r.errors[0].field).toBe("answers[0]");
    expect(r.errors[0].reason).toMatch(/sierra-maestra.*not one of.*Havana, Santiago de Cuba/);
  });

  it("refuses answers beyond the last question", () => {
    const r = playerEvent(board(), {
      card: 35,
      side: "unshaded",
      faction: "26J",
      answers: [choice("havana"), choice("police"), choice("police"), choice("troop")],
    });
    expect(r.kind === "error" && r.errors[0].field).toBe("answers[3]");
  });
});

describe("sides the app cannot carry out", () => {
  it("says so when the side has no program yet", () => {
    const tables = { ...EVENT_TABLES, programs: [] };
    const r = playerEvent(standard(), {
      card: 12,
      side: "shaded",
      faction: "26J",
      answers: [],
      tables,
    });
    expect(r.kind === "error" && r.errors[0]).toEqual({
      field: "program",
      reason: expect.stringMatching(/not carry out .*yet.*yourself/),
    });
  });

  it("refuses a shaded side on a one-text card (5.2)", () => {
    const r = playerEvent(standard(), { card: 35, side: "shaded", faction: "26J", answers: [] });
    expect(r.kind === "error" && r.errors[0].field).toBe("side");
  });
});

describe("what the app leaves to the player, and lasting cards", () => {
  const only = (p: EventProgram) => ({ ...EVENT_TABLES, programs: [p] });
  it("lists a granted Operation + SA in words, after asking which Faction does it (5.1)", () => {
    // A test-only side: "26July or Directorio may March and Ambush for free, in one space".
    const tables = only({
      card: 8,
      side: "shaded",
      provenance: { source: "INF", ref: "test" },
      steps: [{ do: "grant", to: ["26J", "DR"], actions: ["march", "ambush"], limited: true }],
    });
    const ask = playerEvent(standard(), {
      card: 8,
      side: "shaded",
      faction: "26J",
      answers: [],
      tables,
    });
    if (ask.kind !== "need" || ask.question.kind !== "choice") throw new Error(JSON.stringify(ask));
    expect(ask.question.options.map((o) => o.label)).toEqual(["26July", "Directorio"]);
    const r = playerEvent(standard(), {
      card: 8,
      side: "shaded",
      faction: "26J",
      answers: [choice("DR")],
      tables,
    });
    expect(r.kind === "done" && r.grants).toEqual([
      "Directorio: March + Ambush for free (in one space); the Directorio is a Non-player and decides it: for March and Ambush in turn, draw its Calixto cards until one shows it (both sides) and follow that card (C8.5.5)",
    ]);
  });

  it("puts a Capability side into play with the Event (5.3)", () => {
    // #13 El Che: a one-text Capability (unshaded).
    const tables = only({
      card: 13,
      side: "unshaded",
      provenance: { source: "INF", ref: "test" },
      steps: [{ do: "lasting", kind: "capability" }],
    });
    const r = playerEvent(standard(), {
      card: 13,
      side: "unshaded",
      faction: "26J",
      answers: [],
      tables,
    });
    if (r.kind !== "done") throw new Error(JSON.stringify(r));
    expect(r.board.capabilities).toEqual([{ card: 13, side: "unshaded" }]);
    expect(r.edits).toEqual([{ kind: "capabilities", value: [{ card: 13, side: "unshaded" }] }]);
  });
});

describe("#41 Fat Butcher shaded by a player while the Syndicate is a Non-player: who Ambushes?", () => {
  // Standard board plus an Underground Syndicate Guerrilla in Havana, with the Police there.
  const board = () => {
    const b = structuredClone(standard());
    b.spaces.havana.pieces.synU += 1;
    return b;
  };
  const run = (options?: { conflicts: Record<string, "alternative"> }) => {
    const r = playerEvent(board(), {
      card: 41,
      side: "shaded",
      faction: "26J",
      answers: [],
      ...(options ? { options } : {}),
    });
    // Questions (which closed Casino opens) are the executing player's: answer the first option.
    let out = r;
    const answers: PlayerAnswer[] = [];
    while (out.kind === "need" && out.question.kind === "choice") {
      answers.push(choice(out.question.options[0].value));
      out = playerEvent(board(), {
        card: 41,
        side: "shaded",
        faction: "26J",
        answers,
        ...(options ? { options } : {}),
      });
    }
    if (out.kind !== "done") throw new Error(JSON.stringify(out));
    return out.grants;
  };

  it("the Non-player Syndicate decides its Ambush: no Calixto card shows one, so its Remove column", () => {
    const [g] = run();
    expect(g).toMatch(/^Syndicate: Ambush for free/);
    expect(g).toContain(
      "the Syndicate is a Non-player and decides it: none of its Calixto cards shows Ambush, so its Remove or Replace column picks the space (C8.5.5)",
    );
  });

  it("under the alternative reading the executing player decides it (5.1)", () => {
    const [g] = run({ conflicts: { "player-event-np-grant": "alternative" } });
    expect(g).toMatch(/you decide it for the Syndicate \(5\.1\)$/);
  });
});
