import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MapLegend } from "@/app/_components/board/map-legend";
import { TrackStrip } from "@/app/_components/board/track-strip";
import { GameLogPanel } from "@/app/_components/play/game-log-panel";
import { TurnWorkspace } from "@/app/_components/play/turn-workspace";
import { c89Replay } from "@/app/_components/reference/c89-replay";
import { Checklist, TurnSteps } from "@/app/_components/turn";
import { TutorialPlayer } from "@/app/_components/tutorial/tutorial-player";
import { standardBoard } from "@/data/cuba/scenarios";
import { SPACES } from "@/data/cuba/spaces";
import { PIECE_IDS } from "@/e2e/codes.mjs";
import { CARD_TABLES } from "@/lib/engine/cuba/calixto/cards";
import { COLUMN_LABEL } from "@/lib/engine/cuba/calixto/types";
import type { GameEntry } from "@/lib/engine/cuba/game";
import type { GameBoard } from "@/lib/engine/cuba/types";
import { viewTurn } from "@/lib/machines/cuba/session";
import {
  beginNpTurn,
  type CalixtoDB,
  confirmTurn,
  createGame,
  editBoard,
  giveInput,
  loadGame,
  recordPlayerAction,
} from "@/lib/persistence";
import { entryText } from "@/lib/ui/entry-text";
import { gameLog, logTurns } from "@/lib/ui/game-log";
import { renderMarkdownLog } from "@/lib/ui/markdown-log";
import { buildTurnSteps } from "@/lib/ui/turn-steps";
import { SOLO_26J } from "@/tests/fixtures/boards";
import { testDb } from "@/tests/persistence/db-fixture";
import { openAllDetails } from "./turn/open-details";

/**
 * No internal id reaches the screen or an export: action codes, space ids, column ids and piece
 * kinds are shown in the player's words (labels.ts).
 */
const ACTION_IDS = ["opSA", "opOnly", "limOp"];
const SPACE_IDS = SPACES.map((s) => s.id);
const COLUMN_IDS = Object.keys(COLUMN_LABEL);

function rawIds(text: string): string[] {
  const found: string[] = [];
  // URLs and file names may carry ids; the words around them may not.
  const words = text.replace(/\/[\w/#.-]+/g, " ");
  for (const id of [...ACTION_IDS, ...PIECE_IDS, ...SPACE_IDS])
    if (new RegExp(`(^|[^\\w-])${id}($|[^\\w-])`).test(words)) found.push(id);
  // Calixto cards are named by letters, a back by its letter twice ("card R, back (RR)").
  const noCards = words.replace(
    /\b([Cc]ard [A-Z]{1,2}, back \(|[Cc]ard |to |ref [\d.]+ )[A-Z]{1,2}\b/g,
    " ",
  );
  for (const id of COLUMN_IDS)
    if (new RegExp(`(^|[^\\w-])${id}($|[^\\w-])`).test(noCards)) found.push(id);
  return found;
}

const replay = c89Replay();
if (!replay.ok) throw new Error(replay.error);
const turns = replay.turns;

describe("no internal id reaches the screen or an export", { timeout: 60_000 }, () => {
  afterEach(cleanup);

  it("finds the ids this test looks for (the check can fail)", () => {
    expect(rawIds("Government: opSA.")).toEqual(["opSA"]);
    expect(rawIds("Random pick: matanzas")).toEqual(["matanzas"]);
    expect(rawIds("Event: choose a space (STAS)")).toEqual(["STAS"]);
    expect(rawIds("Place 1 drU in ec-west")).toEqual(["drU", "ec-west"]);
    expect(rawIds("see /rules/calixto#ec-west, Matanzas, Shift Toward Active Support")).toEqual([]);
    expect(rawIds("Card R, back (RR): FLIP to RR")).toEqual([]);
    expect(rawIds("Muscle origin (RR)")).toEqual(["RR"]);
  });

  it("the C8.9 replay: every turn's steps and checklist, the tutorial and the Markdown export", () => {
    for (const turn of turns) {
      const steps = buildTurnSteps(turn.trace);
      const { container, unmount } = render(
        <>
          <TurnSteps
            trace={turn.trace}
            cursor={Math.max(0, steps.length - 1)}
            onCursorChange={() => {}}
            cards={CARD_TABLES}
          />
          <Checklist changes={turn.changes} done={[]} onToggle={() => {}} />
        </>,
      );
      openAllDetails(container);
      expect(rawIds(container.textContent ?? ""), `#${turn.card} ${turn.faction}`).toEqual([]);
      unmount();
    }
    const { container } = render(<TutorialPlayer turns={turns} />);
    expect(rawIds(container.textContent ?? "")).toEqual([]);
    const md = renderMarkdownLog(
      turns.map((t) => ({ card: t.card, faction: t.faction, trace: t.trace, changes: t.changes })),
    );
    expect(rawIds(md)).toEqual([]);
  });

  it("the board's track strip and map legend", async () => {
    const board = {
      ...standardBoard({ roles: SOLO_26J, shortGame: false }),
      currentCard: 8,
      nextCard: 49,
      cardActions: [
        { faction: "GOV", action: "opSA" },
        { faction: "26J", action: "limOp" },
        { faction: "SYN", action: "pass" },
      ],
    } satisfies GameBoard;
    const { container } = render(
      <>
        <TrackStrip board={board} onEdit={() => {}} />
        <MapLegend />
      </>,
    );
    await userEvent.click(screen.getByRole("button", { name: "More about the map" }));
    // Text node by text node: the strip's short values sit in adjacent elements.
    const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
    const words: string[] = [];
    while (walker.nextNode()) words.push(walker.currentNode.textContent ?? "");
    expect(rawIds(words.join(" "))).toEqual([]);
  });

  it("each log entry reads in words: player actions, random picks, Event columns, confirmations", () => {
    const entries: GameEntry[] = [
      {
        seq: 2,
        type: "player.action",
        payload: { faction: "DR", action: "opOnly", edits: [], note: "Rally" },
      },
      {
        seq: 3,
        type: "turn.input",
        payload: { event: { type: "tie.broken", choice: "matanzas", source: "physical" } },
      },
      {
        seq: 4,
        type: "turn.input",
        payload: {
          event: {
            type: "event.select",
            column: "STAS",
            candidates: ["ec-west"],
            purpose: "Shift",
          },
        },
      },
      {
        seq: 5,
        type: "turn.input",
        payload: { event: { type: "tie.broken", choice: "drU", source: "app" } },
      },
      {
        seq: 6,
        type: "turn.confirm",
        payload: { action: "limOp", changes: [], edits: [], answers: {} },
      },
      {
        seq: 7,
        type: "turn.override",
        payload: { decision: 3, value: "las-villas", reason: "the table", keepInputs: 1 },
      },
    ] as unknown as GameEntry[];
    const texts = entries.map(entryText);
    expect(texts[0]).toBe("Directorio (you): Operation Only, Rally");
    expect(texts[1]).toBe("Random pick: Matanzas");
    expect(texts[2]).toMatch(/Shift Toward Active Support/);
    expect(texts[4]).toMatch(/Limited Operation/);
    expect(texts[5]).toMatch(/Las Villas/);
    for (const t of texts) expect(rawIds(t), t).toEqual([]);
  });

  describe("a played game", () => {
    let db: CalixtoDB;
    beforeEach(() => {
      db = testDb();
    });
    afterEach(async () => {
      cleanup();
      await db.delete();
    });

    it("the finished NP turn, the game log and its Markdown export", async () => {
      const roles = { GOV: "np", "26J": "np", DR: "player", SYN: "np" } as const;
      const c = await createGame(db, {
        name: "Log",
        scenario: "standard",
        roles,
        shortGame: false,
        dice: "physical",
        deck: "physical",
      });
      if (!c.ok) throw new Error("create");
      const id = c.value.id;
      const step = async (r: Promise<{ ok: boolean }>) => {
        const x = await r;
        if (!x.ok) throw new Error(JSON.stringify(x));
      };
      await step(
        editBoard(db, id, [
          { kind: "currentCard", value: 8 },
          { kind: "nextCard", value: 20 },
        ]),
      );
      await step(beginNpTurn(db, id));
      await step(giveInput(db, id, { type: "card.drawn", card: "Y", source: "physical" }));
      await step(giveInput(db, id, { type: "card.drawn", card: "U", source: "physical" }));
      await step(giveInput(db, id, { type: "dice.rolled", faces: [3], source: "physical" }));
      await step(giveInput(db, id, { type: "dice.rolled", faces: [1], source: "physical" }));
      const state = (await loadGame(db, id))?.state;
      const view = state && viewTurn(state);
      if (!state || !view?.done) throw new Error("turn not finished");
      const ws = render(
        <TurnWorkspace
          db={db}
          gameId={id}
          state={state}
          view={view}
          turnKey="1"
          busy={false}
          error={null}
          give={() => {}}
          appAnswer={() => {}}
          onOverride={() => {}}
          onConfirm={() => {}}
          onCancel={() => {}}
          onHighlight={() => {}}
        />,
      );
      openAllDetails(ws.container);
      expect(ws.container.textContent).toMatch(/Government: Operation \+ Special Activity\./);
      expect(rawIds(ws.container.textContent ?? "")).toEqual([]);
      ws.unmount();
      await step(confirmTurn(db, id));
      // 2nd Eligible after the Government's Op + SA: a Limited Operation (2.3.4).
      await step(recordPlayerAction(db, id, "DR", "limOp", [], "Rally in Camagüey Province"));
      const entries = (await loadGame(db, id))?.entries ?? [];
      const { container } = render(<GameLogPanel entries={entries} name="Log" />);
      openAllDetails(container);
      expect(container.textContent).toMatch(/Limited Operation/);
      expect(rawIds(container.textContent ?? "")).toEqual([]);
      const md = renderMarkdownLog(logTurns(gameLog(entries)), "Log");
      expect(rawIds(md)).toEqual([]);
    });
  });
});
