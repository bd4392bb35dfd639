/**
 * #43 Mafia Offensive unshaded (playbook card 43; 5.1.1, 2.3.5): the player's free LimOp treats
 * 1 Syndicate piece as its Faction's own (operations/lent.ts), given by the grant step as
 * `lentBy`. Without the Event, or for a 2nd piece, the use is refused by field, in words.
 */
import { emptyBoard } from "@/data/cuba/scenarios";
import { applyEdits, type BoardEdit } from "@/lib/engine/cuba/board/edit";
import { foldGame, type GameEntry, type GameState } from "@/lib/engine/cuba/game";
import { playerEventPayload } from "@/lib/engine/cuba/game/player-event";
import { previewGrantedAction } from "@/lib/engine/cuba/game/player-grant";
import { grantProgressOf } from "@/lib/engine/cuba/game/turns";
import type { PlayerAction } from "@/lib/engine/cuba/player/action";
import { runPlayerAction } from "@/lib/engine/cuba/player/apply";
import { grantStep } from "@/lib/engine/cuba/player/grant-progress";
import { legalMoves, legalSpaces } from "@/lib/engine/cuba/player/options";
import type { PlayerOptions } from "@/lib/engine/cuba/player/work";
import type { GameBoard } from "@/lib/engine/cuba/types";
import { edit, logOf, push } from "@/tests/fixtures/game-log";

function board(edits: BoardEdit[]): GameBoard {
  const b = emptyBoard({
    roles: { GOV: "np", "26J": "player", DR: "player", SYN: "np" },
    shortGame: false,
  });
  const r = applyEdits(b, edits);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.value;
}

const fold = (log: GameEntry[]): GameState => {
  const r = foldGame(log);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.value;
};

/** 26July has played #43 unshaded for itself: its free LimOp is due. */
function afterEvent(edits: BoardEdit[]): GameState {
  let log = push(
    logOf("empty", { GOV: "np", "26J": "player", DR: "np", SYN: "np" }),
    edit(
      { kind: "currentCard", value: 43 },
      { kind: "nextCard", value: 2 },
      { kind: "eligibility", faction: "SYN", value: "ineligible" },
      { kind: "resources", faction: "26J", value: 0 },
      ...edits,
    ),
  );
  const p = playerEventPayload(fold(log), "26J", "unshaded", [{ kind: "choice", value: "26J" }]);
  if (!p.ok) throw new Error(JSON.stringify(p.errors));
  log = push(log, { type: "player.action", payload: p.value });
  return fold(log);
}

const LENT: PlayerOptions = { free: true, sequence: false, lentBy: "SYN" };
const PAID: PlayerOptions = { sequence: false };

describe("#43 Mafia Offensive: the grant lends 1 Syndicate piece", () => {
  it("the granted LimOp's step says whose piece is lent", () => {
    const state = afterEvent([{ kind: "pieces", space: "oriente", piece: "synU", value: 1 }]);
    const p = grantProgressOf(state);
    expect(p && grantStep(p)).toMatchObject({ anyLimited: true, lentBy: "SYN" });
  });

  it("Terror with only a Syndicate Underground Guerrilla there, through the grant", () => {
    const state = afterEvent([{ kind: "pieces", space: "oriente", piece: "synU", value: 1 }]);
    const r = previewGrantedAction(
      state,
      {
        faction: "26J",
        operation: "terror",
        spaces: [{ space: "oriente", lent: { piece: "synU", count: 1 } }],
      },
      [],
    );
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(r.value.board.spaces.oriente.pieces.synA).toBe(1);
    expect(r.value.board.spaces.oriente.terror).toBe(1);
    expect(r.value.board.resources["26J"]).toBe(0);
  });

  it("the same Terror without naming the lent piece is refused: no 26July Guerrilla there", () => {
    const state = afterEvent([{ kind: "pieces", space: "oriente", piece: "synU", value: 1 }]);
    const r = previewGrantedAction(
      state,
      { faction: "26J", operation: "terror", spaces: [{ space: "oriente" }] },
      [],
    );
    expect(r.ok ? [] : r.errors).toEqual([
      {
        field: "spaces[0].space",
        reason: "Terror needs an Underground Guerrilla of yours in Oriente (3.3.4)",
      },
    ]);
  });
});

describe("#43: what each Operation does with the lent piece (3.3.1-3.3.4)", () => {
  it("a 2nd Syndicate piece in Terror is refused, naming the field", () => {
    const b = board([{ kind: "pieces", space: "oriente", piece: "synU", value: 2 }]);
    const w = runPlayerAction(
      b,
      {
        faction: "26J",
        operation: "terror",
        limited: true,
        spaces: [{ space: "oriente", lent: { piece: "synU", count: 2 } }],
      },
      LENT,
    );
    expect(w.errors).toEqual([
      {
        field: "spaces[0].lent.count",
        reason: "the Event lends you 1 Syndicate piece, not 2 (5.1.1)",
      },
    ]);
  });

  it("a 2nd Syndicate Guerrilla from another origin in March is refused, naming that move", () => {
    const b = board([
      { kind: "pieces", space: "sierra-maestra", piece: "synU", value: 1 },
      { kind: "pieces", space: "ec-east", piece: "synA", value: 1 },
    ]);
    const w = runPlayerAction(
      b,
      {
        faction: "26J",
        operation: "march",
        limited: true,
        spaces: [
          {
            space: "oriente",
            moves: [
              { from: "sierra-maestra", piece: "synU", count: 1 },
              { from: "ec-east", piece: "synA", count: 1 },
            ],
          },
        ],
      },
      LENT,
    );
    expect(w.errors).toEqual([
      {
        field: "spaces[0].moves[1]",
        reason: "the Event lends you 1 Syndicate piece, already used in this Operation (5.1.1)",
      },
    ]);
  });

  it("Attack with only the lent Guerrilla needs another enemy piece; the lent one is no target", () => {
    const only = board([{ kind: "pieces", space: "oriente", piece: "synU", value: 1 }]);
    const attack = (remove: PlayerAction["spaces"][number]["remove"]): PlayerAction => ({
      faction: "26J",
      operation: "attack",
      limited: true,
      spaces: [
        { space: "oriente", lent: { piece: "synU", count: 1 }, ...(remove ? { remove } : {}) },
      ],
    });
    expect(runPlayerAction(only, attack(undefined), { ...LENT, dice: [1] }).errors).toEqual([
      { field: "spaces[0].space", reason: "Attack needs an enemy piece in Oriente (3.3.3)" },
    ]);
    const withTroop = board([
      { kind: "pieces", space: "oriente", piece: "synU", value: 1 },
      { kind: "pieces", space: "oriente", piece: "troop", value: 1 },
    ]);
    const w = runPlayerAction(withTroop, attack([{ piece: "synA", count: 1 }]), {
      ...LENT,
      dice: [1],
    });
    expect(w.errors).toEqual([
      {
        field: "spaces[0].remove[0]",
        reason:
          "the lent Syndicate Guerrilla in Oriente attacks on your side: no other Active Syndicate Guerrillas to remove (Event 43)",
      },
    ]);
    const ok = runPlayerAction(withTroop, attack([{ piece: "troop", count: 1 }]), {
      ...LENT,
      dice: [1],
    });
    expect(ok.errors).toEqual([]);
    expect(ok.board.spaces.oriente.pieces).toMatchObject({ troop: 0, synA: 1, m26U: 1 });
  });

  it("Rally: an open Casino counts as 26July's Base: up to 2x1 + 2x Population 2 = 6 placed", () => {
    const b = board([{ kind: "pieces", space: "oriente", piece: "casinoOpen", value: 1 }]);
    const rally = (count: number): PlayerAction => ({
      faction: "26J",
      operation: "rally",
      limited: true,
      spaces: [
        {
          space: "oriente",
          place: [{ piece: "m26U", count }],
          lent: { piece: "casinoOpen", count: 1 },
        },
      ],
    });
    const w = runPlayerAction(b, rally(6), LENT);
    expect(w.errors).toEqual([]);
    expect(w.board.spaces.oriente.pieces).toMatchObject({ m26U: 6, casinoOpen: 1 });
    expect(runPlayerAction(b, rally(7), LENT).errors).toEqual([
      {
        field: "spaces[0].place",
        reason: "up to 6 here: twice the Bases plus twice the Population (3.3.1)",
      },
    ]);
  });

  it("Rally: a Syndicate Guerrilla may be one of the 2 a new Base replaces (to Syndicate Available)", () => {
    const b = board([
      { kind: "pieces", space: "oriente", piece: "m26U", value: 1 },
      { kind: "pieces", space: "oriente", piece: "synA", value: 1 },
    ]);
    const w = runPlayerAction(
      b,
      {
        faction: "26J",
        operation: "rally",
        limited: true,
        spaces: [
          {
            space: "oriente",
            base: [
              { piece: "m26U", count: 1 },
              { piece: "synA", count: 1 },
            ],
          },
        ],
      },
      LENT,
    );
    expect(w.errors).toEqual([]);
    expect(w.board.spaces.oriente.pieces).toMatchObject({ m26U: 0, synA: 0, m26Base: 1 });
  });
});

describe("#43: without the Event no Syndicate piece is the player's", () => {
  const b = board([
    { kind: "pieces", space: "oriente", piece: "synU", value: 1 },
    { kind: "pieces", space: "sierra-maestra", piece: "synU", value: 1 },
  ]);

  it("a Terror naming a Syndicate Guerrilla is refused", () => {
    const w = runPlayerAction(
      b,
      {
        faction: "26J",
        operation: "terror",
        limited: true,
        spaces: [{ space: "oriente", lent: { piece: "synU", count: 1 } }],
      },
      PAID,
    );
    expect(w.errors).toEqual([
      {
        field: "spaces[0].lent",
        reason:
          "Underground Syndicate Guerrillas are not yours to use: only an Event that lends one (Mafia Offensive, #43) allows it",
      },
    ]);
  });

  it("a March moving a Syndicate Guerrilla is refused, and none is offered", () => {
    const march: PlayerAction = {
      faction: "26J",
      operation: "march",
      limited: true,
      spaces: [{ space: "oriente", moves: [{ from: "sierra-maestra", piece: "synU", count: 1 }] }],
    };
    expect(runPlayerAction(b, march, PAID).errors).toEqual([
      {
        field: "spaces[0].moves[0].piece",
        reason: "only your own Guerrillas move here, not Underground Syndicate Guerrillas",
      },
    ]);
    const bare = { ...march, spaces: [{ space: "oriente" as const, moves: [] }] };
    expect(legalMoves(b, bare, 0, PAID).moves).toEqual([]);
    expect(legalMoves(b, bare, 0, LENT).moves).toEqual([
      { from: "sierra-maestra", piece: "synU", max: 1 },
    ]);
  });

  it("the Terror space is offered only with the lent piece", () => {
    const draft: PlayerAction = { faction: "26J", operation: "terror", limited: true, spaces: [] };
    const at = (o: PlayerOptions) => legalSpaces(b, draft, o).find((c) => c.value === "oriente");
    expect(at(PAID)?.ok).toBe(false);
    expect(at(LENT)?.ok).toBe(true);
  });
});
