/**
 * Event sides an NP (or the player) carried out against the card text or its Event Instruction,
 * each replayed from its scenario in docs/examples/events/ and checked against the card text
 * (playbook "Event Text and Background"), the Event Instructions (reference §3.6) and C8.2.1.
 */
import { createActor } from "xstate";
import { emptyBoard } from "@/data/cuba/scenarios";
import { applyEdits, diffBoards } from "@/lib/engine/cuba/board/edit";
import { casinoRoom } from "@/lib/engine/cuba/board/space";
import type { PlayerAnswer } from "@/lib/engine/cuba/calixto/events/program/player";
import { newScope } from "@/lib/engine/cuba/calixto/scope";
import {
  buildGameExport,
  foldGame,
  type GameEntry,
  type GameState,
  parseGameText,
} from "@/lib/engine/cuba/game";
import { playerEventPayload } from "@/lib/engine/cuba/game/player-event";
import type { GameBoard, SpaceId } from "@/lib/engine/cuba/types";
import { driveToEnd, scriptedAnswerer } from "@/lib/machines/core/drive";
import { eventStepMachine } from "@/lib/machines/cuba/event-step.machine";
import { decidedEvent } from "@/tests/fixtures/event-step";
import { edit, logOf, push } from "@/tests/fixtures/game-log";
import { type Patch, replayScenario } from "@/tests/fixtures/replay-scenario";

/** Replay docs/examples/events/<name>.json; `patch` may change it first (more setup edits, other dice). */
const replay = (name: string, patch?: Patch) => replayScenario(`events/${name}`, patch);

const setupEdits = (s: Record<string, unknown>) => (s.setup as { edits: unknown[] }).edits;
const pieces = (b: GameBoard, id: SpaceId) => b.spaces[id].pieces;

describe("#5 Rolando Masferrer unshaded, NP DR: the Province at Active Support and one neighbour (EI #5)", () => {
  it("Pinar del Río (Active Support, Troops) and La Habana go to Passive Opposition", () => {
    const { report, turn: record, final } = replay("05-u-active-support-province");
    expect(report.ok).toBe(true);
    expect(record.action).toBe("event");
    expect(final.spaces["pinar-del-rio"].support).toBe(-1);
    expect(final.spaces["la-habana"].support).toBe(-1);
    // The STN column alone would have taken Las Villas (Pop 2): the EI names the other one.
    expect(final.spaces["las-villas"].support).toBe(1);
    expect(final.spaces["camaguey-province"].support).toBe(1);
  });

  it("with the Troops next to it (in La Habana), the pair is the same", () => {
    const { report, final } = replay("05-u-active-support-province", (s) => {
      setupEdits(s).push(
        { kind: "pieces", space: "pinar-del-rio", piece: "troop", value: 0 },
        { kind: "pieces", space: "la-habana", piece: "troop", value: 1 },
      );
    });
    expect(report.ok).toBe(true);
    expect(final.spaces["pinar-del-rio"].support).toBe(-1);
    expect(final.spaces["la-habana"].support).toBe(-1);
    expect(final.spaces["las-villas"].support).toBe(1);
  });
});

describe("#7 Election unshaded, NP DR short of Guerrillas: one City at a time by Place Guerrillas (C8.2.1)", () => {
  it("its 2 Guerrillas go to Camagüey City, then Santiago (fewest enemy forces); Havana gets none", () => {
    const { report, turn: record, final } = replay("07-u-one-city-at-a-time");
    expect(report.ok).toBe(true);
    expect(record.action).toBe("event");
    expect(pieces(final, "camaguey-city").drU).toBe(1);
    expect(pieces(final, "santiago-de-cuba").drU).toBe(1);
    expect(pieces(final, "havana").drU).toBe(0);
  });
});

describe("#8 General Strike unshaded, NP 26July short of Guerrillas: one City at a time by Place Guerrillas (C8.2.1)", () => {
  it("every City shifts toward Neutral; Santiago (Vulnerable 26J Base), then Havana get the 2 Guerrillas", () => {
    const { report, turn: record, final } = replay("08-u-one-city-at-a-time");
    expect(report.ok).toBe(true);
    expect(record.action).toBe("event");
    expect(final.spaces.havana.support).toBe(1);
    expect(final.spaces["santiago-de-cuba"].support).toBe(0);
    expect(pieces(final, "santiago-de-cuba").m26U).toBe(1);
    expect(pieces(final, "havana").m26U).toBe(1);
    expect(pieces(final, "camaguey-city").m26U).toBe(0);
  });
});

describe("#35 Defections, NP DR: 2 pieces of ONE enemy Faction sharing the space", () => {
  it("both 26July Guerrillas become DR Guerrillas; the lone Police stays", () => {
    const { report, turn: record, final } = replay("35-u-one-enemy");
    expect(report.ok).toBe(true);
    expect(record.action).toBe("event");
    const s = pieces(final, "santiago-de-cuba");
    expect(s.m26U + s.m26A).toBe(0);
    expect(s.police).toBe(1);
    expect(s.drU).toBe(3);
  });
});

describe("#38 Meyer Lansky unshaded, NP DR: 'most Cash' counts markers, a piece may hold several (4.5.2)", () => {
  it("both Cash in Havana pass to the one DR Guerrilla there; Camagüey City's stays", () => {
    const { report, turn: record, final } = replay("38-u-most-cash");
    expect(report.ok).toBe(true);
    expect(record.action).toBe("event");
    expect(final.spaces.havana.cash).toEqual(["drU", "drU"]);
    expect(final.spaces["camaguey-city"].cash).toEqual(["m26U"]);
  });
});

describe("#43 Mafia Offensive unshaded, NP 26July: 1 Syndicate piece counts as its own for the Limited Terror", () => {
  it("the Syndicate Guerrilla in Matanzas Terrors for 26July: Active, Terror marker, Passive Opposition", () => {
    const { report, turn: record, final } = replay("43-u-syndicate-piece-as-own");
    expect(report.ok).toBe(true);
    expect(record.action).toBe("event");
    expect(report.unused.cards).toEqual([]);
    const m = final.spaces.matanzas;
    expect(m.pieces.synU).toBe(0);
    expect(m.pieces.synA).toBe(1);
    expect(m.terror).toBe(1);
    expect(m.support).toBe(-1);
  });
});

describe("#46 Sinatra shaded: Havana keeps a third Casino (1.4.2 exception, 5.1.1)", () => {
  it("the board accepts the table's Sinatra: 3 open Casinos in Havana and Cash with the Police", () => {
    const { report, final } = replay("46-s-third-havana-casino");
    expect(report.ok).toBe(true);
    expect(pieces(final, "havana").casinoOpen).toBe(3);
    expect(final.spaces.havana.cash).toEqual(["police"]);
    // Stacking limits later placements, not the Casino already there (1.4.2).
    expect(casinoRoom("havana", final.spaces.havana)).toBe(0);
    const fourth = applyEdits(final, [
      { kind: "pieces", space: "havana", piece: "casinoClosed", value: 1 },
    ]);
    expect(fourth.ok).toBe(false);
    const elsewhere = applyEdits(final, [
      { kind: "pieces", space: "camaguey-city", piece: "casinoOpen", value: 3 },
    ]);
    expect(elsewhere.ok).toBe(false);
  });

  // The player's "Apply this Event for me" is one player.action entry; the game file holding it
  // must fold again on import.
  const fold = (log: GameEntry[]): GameState => {
    const r = foldGame(log);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    return r.value;
  };
  const ROLES = { GOV: "np", "26J": "np", DR: "np", SYN: "player" } as const;

  it("the app applies the player's Sinatra shaded, and the exported game imports again", () => {
    const log = push(
      logOf("empty", ROLES),
      edit(
        { kind: "currentCard", value: 46 },
        { kind: "nextCard", value: 13 },
        { kind: "pieces", space: "havana", piece: "casinoOpen", value: 2 },
        { kind: "pieces", space: "havana", piece: "police", value: 1 },
      ),
    );
    const p = playerEventPayload(fold(log), "SYN", "shaded", [] as PlayerAnswer[]);
    if (!p.ok) throw new Error(JSON.stringify(p.errors));
    const full = push(log, { type: "player.action", payload: p.value });
    const after = fold(full);
    expect(pieces(after.board, "havana").casinoOpen).toBe(3);
    expect(after.board.spaces.havana.cash).toEqual(["police"]);

    const file = JSON.stringify(
      buildGameExport({ name: "Sinatra", createdAt: 1, updatedAt: 2 }, full),
    );
    const imported = parseGameText(file);
    if (!imported.ok) throw new Error(JSON.stringify(imported.errors));
    expect(imported.value.state.board).toEqual(after.board);
  });

  it("an NP's Sinatra shaded (a table corrected so it takes it) gives edits the board accepts", () => {
    // The Event step as np-turn.machine runs it; the turn is confirmed with the board's diff.
    const board = emptyBoard({ roles: ROLES, shortGame: false });
    board.currentCard = 46;
    board.spaces.havana.pieces.casinoOpen = 2;
    board.spaces.havana.pieces.police = 1;
    const decided = decidedEvent(46, "GOV", "shaded", { position: 2, letter: "P", printed: "P" });
    const scope = newScope(board);
    const actor = createActor(eventStepMachine, {
      input: { scope, decided, deck: { mode: "physical", drawn: [] } },
    }).start();
    driveToEnd(actor, scriptedAnswerer({ eventWork: [{ type: "event.done" }] }));
    expect(pieces(scope.board, "havana").casinoOpen).toBe(3);
    const confirmed = applyEdits(board, diffBoards(board, scope.board));
    expect(confirmed.ok).toBe(true);
  });
});
