/**
 * Commands for play at the table. Each is one write transaction (appendPlanned): it reads the
 * game's state once, works out the entry with the engine (an app roll from the game's generator,
 * the board edits of a finished turn) and logs it, re-checked against that state. A refused
 * input (a card of the wrong Faction, a die face of 7) is reported and logs nothing. A turn in
 * progress is replayed at most once per press, and not at all when this tab logged the position
 * the press was made on: its machine is kept running between presses (liveTurns).
 */

import { missedLoads, PartNotLoaded, takeMissedLoads } from "@/lib/engine/core/lazy-part";
import { fail, failAll, ok, type Result } from "@/lib/engine/core/result";
import type { BoardEdit } from "@/lib/engine/cuba/board/edit";
import type { Correction } from "@/lib/engine/cuba/calixto/corrections/types";
import { isNpDeck } from "@/lib/engine/cuba/calixto/deck";
import { isPersistentQuestion } from "@/lib/engine/cuba/calixto/events/answers";
import type { PlayerAnswer } from "@/lib/engine/cuba/calixto/events/program/player";
import { checkInput } from "@/lib/engine/cuba/calixto/input-check";
import type { ColumnId, InputEvent } from "@/lib/engine/cuba/calixto/types";
import type { GameEntry, NewEntry } from "@/lib/engine/cuba/game/entries";
import { stepEntry, stepNeed } from "@/lib/engine/cuba/game/fold";
import { cardBackPayload } from "@/lib/engine/cuba/game/go-back";
import { nextStep } from "@/lib/engine/cuba/game/next-step";
import type { OperationDice } from "@/lib/engine/cuba/game/player-operation";
import type { GameState } from "@/lib/engine/cuba/game/state";
import { calixtoOf, correctionsOf, turnOf } from "@/lib/engine/cuba/game/turns";
import type { PlayerAction } from "@/lib/engine/cuba/player/action";
import { type CardAction, type EventSide, FACTIONS, type Faction } from "@/lib/engine/cuba/types";
import type { LiveTurn } from "@/lib/machines/cuba/session";
import {
  appendEntry,
  appendPlanned,
  changedSince,
  type GameRef,
  MAX_PLANNED,
  NOTHING_TO_LOG,
  refId,
} from "./commands";
import { aidSheetReadings, rememberAidReading } from "./corrections";
import type { CalixtoDB } from "./db";
import { currentState, loadGame } from "./queries";

type Appended = Result<{ seq: number; state: GameState }>;

/**
 * The turn machines, loaded when a turn needs them: the game screen's first load then carries
 * no XState and no turn machines (measured by `npm run bench -- browser`). A command runs the
 * turn inside a transaction, where it cannot wait: every part of a turn is loaded first (the
 * screen loads only those its turn has used so far, core/lazy-part.ts).
 */
type Session = typeof import("@/lib/machines/cuba/session");
let sessionNow: Session | null = null;
/** The turn machines themselves, without the parts a turn loads when a step needs them. */
const machines = (): Promise<Session> =>
  import("@/lib/machines/cuba/session").then((m) => {
    sessionNow = m;
    return m;
  });
// Fetched with the turn commands (they load with the turn views): a press worked out ahead of its
// save needs the machines at hand, with no wait (playAhead).
void machines();
/** The machines with every part of a turn loaded, for a command (it cannot wait in its transaction). */
const session = (): Promise<Session> =>
  machines().then(async (m) => {
    await m.loadTurnParts();
    return m;
  });

/** Resolves once the turn machines and their parts are here: a press can then be worked out ahead (tests). */
export async function turnMachinesReady(): Promise<void> {
  await session();
}
/** The player's corrections of the Calixto data, read when a turn begins (it logs them). */
const playerData = () => import("./data-corrections");

/**
 * The corrections to log with a turn beginning now: the player's, when they differ from the ones
 * the game's last turn began with (`[]` once there are none); nothing when they are the same, so
 * a long game does not repeat them in every turn.
 */
function correctionsChange(now: Correction[], state: GameState) {
  return JSON.stringify(now) === JSON.stringify(correctionsOf(state)) ? {} : { corrections: now };
}

/**
 * Turns this tab's commands left running, by game and log position. The log is append-only, so
 * the same position of the same game is the same turn: a press made on a position this tab
 * logged gives its input to the machine already running instead of replaying the turn. Taken
 * out while a command uses it (a command that fails leaves nothing behind); a few kept.
 */
const running = new WeakMap<CalixtoDB, Map<string, LiveTurn>>();
const KEEP_LIVE = 4;
const liveKey = (gameId: string, seq: number) => `${gameId}@${seq}`;
const liveTurnsOf = (db: CalixtoDB) => {
  const mine = running.get(db) ?? new Map<string, LiveTurn>();
  running.set(db, mine);
  return mine;
};

/**
 * Keep a turn's machine the screen rebuilt for the game at log position `seq` (it shows that
 * position's view): the next press made on it gives its input to this machine, no replay.
 */
export function keepLiveTurn(db: CalixtoDB, gameId: string, seq: number, live: LiveTurn): void {
  const liveTurns = liveTurnsOf(db);
  const key = liveKey(gameId, seq);
  if (liveTurns.has(key)) return;
  liveTurns.set(key, live);
  for (const k of liveTurns.keys()) if (liveTurns.size > KEEP_LIVE) liveTurns.delete(k);
}

/** What the app answers by itself in this game (issue 19: "the app rolls"). */
export interface AutoChance {
  /** Dice: the game's default or the player's later choice is "the app rolls". */
  dice: boolean;
  /** Random picks among equals: "the app picks" (C8.5.6 Step 3). */
  ties: boolean;
}

/**
 * A command's own entries, worked out from the state (the state after the ones before; `step`
 * counts them), null when it has none left. A refusal gives the turn's machine nothing. `turn` gives the turn's machine for that state;
 * an entry that gives the turn an input gives it to that machine too (`gave`), any other entry
 * leaves the machine to be rebuilt from the state after it.
 */
type OwnPlan = (
  state: GameState,
  step: number,
  turn: (state: GameState) => LiveTurn | null,
) => Result<{ entry: NewEntry; gave?: boolean }> | null;

/**
 * Run a play command in one transaction: its own entries, then (given `auto`) the app's rolls and
 * picks the turn then waits for, one logged input each, until it waits for anything else. The
 * turn's machine is taken from this tab's last command when it logged this position, else
 * replayed once from the log; after the command it is kept, with the view it shows, for the
 * screen and the next press.
 */
async function play(
  db: CalixtoDB,
  game: GameRef,
  own: OwnPlan,
  auto?: AutoChance,
): Promise<Result<{ seq: number; state: GameState; logged: number; name: string }>> {
  const m = await session();
  const gameId = refId(game);
  const liveTurns = liveTurnsOf(db);
  // A press is built from the log as it is when pressed: without the position its screen showed,
  // the position now (so of two presses at once, the second is refused, not logged on top).
  const ref: GameRef =
    typeof game === "string" ? { id: game, seen: (await db.games.get(game))?.lastSeq ?? 0 } : game;
  let live: LiveTurn | null | undefined; // undefined: not built for the current state yet
  let ownDone = false;
  let planned = 0;
  const turn = (state: GameState) => {
    if (live !== undefined) return live;
    const key = liveKey(gameId, state.lastSeq);
    const kept = planned === 0 ? liveTurns.get(key) : undefined;
    liveTurns.delete(key);
    live = kept ?? m.liveTurn(state);
    return live;
  };
  const r = await appendPlanned(db, ref, (state, step) => {
    if (!ownDone) {
      const mine = own(state, step, turn);
      if (mine) {
        if (mine.ok) {
          planned++;
          if (!mine.value.gave) live = undefined;
        }
        return mine.ok ? ok(mine.value.entry) : mine;
      }
      ownDone = true;
    }
    const input = auto ? appInput(m, turn(state), state, auto) : null;
    if (input) planned++;
    return input && ok(input);
  });
  // The machine matches the state logged only if every entry planned was logged.
  if (r.ok && live && r.value.logged === planned && turnOf(r.value.state)) {
    liveTurns.set(liveKey(gameId, r.value.seq), live);
    m.rememberView(r.value.state, live.view());
    for (const k of liveTurns.keys()) if (liveTurns.size > KEEP_LIVE) liveTurns.delete(k);
  }
  return r;
}

/** The app's answer to the die or random pick the turn waits for, given to its machine. */
function appInput(
  m: Session,
  live: LiveTurn | null,
  state: GameState,
  auto: AutoChance,
): NewEntry | null {
  const request = live?.request();
  const mine =
    (request?.kind === "dice" && auto.dice) || (request?.kind === "tieBreak" && auto.ties);
  if (!live || !request || !mine) return null;
  const a = m.appAnswer(state, request);
  if (!a) return null;
  live.give(a.event);
  return { type: "turn.input", payload: { event: a.event, rngAfter: a.rngAfter } };
}

const appended = (r: Awaited<ReturnType<typeof play>>): Appended =>
  r.ok ? ok({ seq: r.value.seq, state: r.value.state }) : r;

/**
 * A press worked out ahead of its save (issue 22): the state it leads to, shown at once, and the
 * save that logs it. The log stays the truth: a save refused (or failed) logs nothing, and the
 * screen goes back to the state the press was made on.
 */
export interface Ahead {
  /** The state the press was made on (the screen goes back to it if the save is refused). */
  base: GameState;
  /** The state the press leads to; its turn view is already worked out (viewTurn finds it). */
  state: GameState;
  /** Log the press's entries onto `base`'s log position, in one transaction. */
  save: () => Promise<Appended>;
}

/**
 * Work out a press on the state the screen shows, with no read and no wait: the same entries
 * `play` would log (the press's own, then the app's rolls and picks given `auto`), given to the
 * turn's machine kept for that position and folded onto the state strictly. Null when it cannot
 * be worked out here (the turn machines not loaded yet, no turn, an entry that needs the log):
 * then the press goes the ordinary way. A refusal of the press itself (a card of the wrong
 * Faction) is returned as is, with nothing to save.
 */
function playAhead(
  db: CalixtoDB,
  gameId: string,
  base: GameState,
  own: OwnPlan,
  auto?: AutoChance,
): Result<Ahead> | null {
  // A step that needs a part of the turn not loaded yet (core/lazy-part.ts) cannot be worked out
  // here: the press goes the ordinary way, which loads every part first.
  takeMissedLoads();
  try {
    const r = workAhead(db, gameId, base, own, auto);
    return takeMissedLoads().length ? null : r;
  } catch (e) {
    if (!(e instanceof PartNotLoaded)) throw e;
    takeMissedLoads();
    return null;
  }
}

function workAhead(
  db: CalixtoDB,
  gameId: string,
  base: GameState,
  own: OwnPlan,
  auto?: AutoChance,
): Result<Ahead> | null {
  const m = sessionNow;
  if (!m || !turnOf(base)) return null;
  const liveTurns = liveTurnsOf(db);
  const baseKey = liveKey(gameId, base.lastSeq);
  // Taken out while the press uses it: a press refused or worked out otherwise leaves no machine
  // behind that may have moved on (the next press then replays the turn once).
  const kept = liveTurns.get(baseKey);
  liveTurns.delete(baseKey);
  let live: LiveTurn | null | undefined = kept;
  // Whether `live` has been given exactly the inputs folded into `state` so far.
  let inStep = true;
  const turn = (state: GameState) => {
    if (live === undefined) live = m.liveTurn(state);
    return live;
  };
  let state = base;
  const entries: NewEntry[] = [];
  let ownDone = false;
  for (let step = 0; step < MAX_PLANNED; step++) {
    let next: Result<{ entry: NewEntry; gave?: boolean }> | null = null;
    if (!ownDone) {
      next = own(state, step, turn);
      if (!next) ownDone = true;
    }
    if (!next) {
      const input = auto ? appInput(m, turn(state), state, auto) : null;
      next = input && ok({ entry: input, gave: true });
    }
    if (!next) break;
    if (!next.ok) {
      if (step > 0) {
        inStep = false;
        break;
      }
      // A plan refuses before it gives its machine anything: the machine stays for the next press.
      if (kept && live === kept) liveTurns.set(baseKey, kept);
      return next;
    }
    const entry = { ...next.value.entry, seq: state.lastSeq + 1 } as GameEntry;
    // An undo or a redo reads the log: not for a press worked out ahead.
    if (stepNeed(state, entry)) return null;
    const stepped = stepEntry(state, entry);
    if (!stepped.ok) {
      if (step === 0) return stepped;
      inStep = false;
      break;
    }
    state = stepped.value;
    entries.push(next.value.entry);
    if (!next.value.gave) live = undefined;
  }
  if (!entries.length) return fail({ field: "entry", reason: NOTHING_TO_LOG });
  const key = liveKey(gameId, state.lastSeq);
  // A part missed on the way: this machine is not the log's turn; keep nothing of it.
  if (missedLoads() > 0) return null;
  if (live && inStep && turnOf(state)) {
    m.rememberView(state, live.view());
    liveTurns.set(key, live);
    for (const k of liveTurns.keys()) if (liveTurns.size > KEEP_LIVE) liveTurns.delete(k);
  }
  const shown = state;
  const save = async (): Promise<Appended> => {
    const r = await appendPlanned(db, { id: gameId, seen: base.lastSeq }, (_, step) =>
      step < entries.length ? ok(entries[step]) : null,
    );
    if (r.ok && r.value.logged === entries.length) return ok({ seq: r.value.seq, state: shown });
    // Not logged as shown: the machine that went ahead is not the log's.
    if (liveTurns.get(key) === live) liveTurns.delete(key);
    return appended(r);
  };
  return ok({ base, state: shown, save });
}

/** `giveInput` worked out ahead of its save (see playAhead). */
export function giveAhead(
  db: CalixtoDB,
  gameId: string,
  base: GameState,
  event: InputEvent,
  auto?: AutoChance,
): Result<Ahead> | null {
  return playAhead(db, gameId, base, givePlan(event), auto);
}

/** `appRollInput` ("Roll for me", "pick for me") worked out ahead of its save (see playAhead). */
export function appRollAhead(
  db: CalixtoDB,
  gameId: string,
  base: GameState,
  auto?: AutoChance,
): Result<Ahead> | null {
  return sessionNow && playAhead(db, gameId, base, rollPlan(sessionNow), auto);
}

/** Start the next NP Faction's turn (shuffling the app's Calixto deck first if it has none). */
export async function beginNpTurn(
  db: CalixtoDB,
  game: GameRef,
  auto?: AutoChance,
): Promise<Appended> {
  // Read before the transaction: the readings of unreadable aid-sheet cells the player gave in
  // earlier games (C8.5.5) and the player's own corrections of the Calixto data (issue "Your own
  // cards"), logged with the turn so it replays with exactly these.
  const readings = await aidSheetReadings(db);
  const corrections = await (await playerData()).correctionsInForce(db);
  const m = await session();
  let begun = false;
  return appended(
    await play(
      db,
      game,
      (state, step) => {
        if (begun) return null;
        const next = nextStep(state);
        if (next.kind !== "np")
          return step === 0 ? fail({ field: "turn", reason: nextReason(next.kind) }) : null;
        // The app deck is shuffled at the first NP turn, and again when it is no longer the NP
        // Factions' cards (a Faction changed hands since): a Faction without cards in it could
        // never draw, and its turn could not go on (C8.4.1, issue 21).
        const deck = calixtoOf(state).deck;
        const np = FACTIONS.filter((f) => state.board.roles[f] === "np");
        if (
          step === 0 &&
          state.setup.deck === "app" &&
          (!deck || (deck.mode === "app" && !isNpDeck(deck.order, np)))
        )
          return ok({ entry: { type: "deck.shuffled", payload: m.appShuffle(state) } });
        begun = true;
        // Readings carried in with the turn, unless this game already has its own answer.
        const own = calixtoOf(state).answers;
        const remembered = Object.fromEntries(
          Object.entries(readings).filter(([k]) => !(k in own)),
        );
        return ok({
          entry: {
            type: "turn.begin",
            payload: {
              kind: "np",
              faction: next.faction,
              ...(Object.keys(remembered).length ? { answers: remembered } : {}),
              ...correctionsChange(corrections, state),
            },
          },
        });
      },
      auto,
    ),
  );
}

export async function beginPropaganda(
  db: CalixtoDB,
  game: GameRef,
  auto?: AutoChance,
): Promise<Appended> {
  const corrections = await (await playerData()).correctionsInForce(db);
  return appended(
    await play(
      db,
      game,
      (state, step) => {
        if (step > 0) return null;
        if (nextStep(state).kind !== "propaganda")
          return fail({ field: "turn", reason: "the card in play is not a Propaganda card" });
        return ok({
          entry: {
            type: "turn.begin",
            payload: {
              kind: "propaganda",
              faction: null,
              ...correctionsChange(corrections, state),
            },
          },
        });
      },
      auto,
    ),
  );
}

const NOTHING_WAITING = { field: "turn", reason: "nothing is waiting for an input" };

/** Answer the waiting request with the player's own dice, card, pick or answer. */
export async function giveInput(
  db: CalixtoDB,
  game: GameRef,
  event: InputEvent,
  auto?: AutoChance,
): Promise<Appended> {
  return appended(await play(db, game, givePlan(event), auto));
}

/** The player's input, checked against the request waiting and given to the turn's machine. */
const givePlan =
  (event: InputEvent): OwnPlan =>
  (state, step, turn) => {
    if (step > 0) return null;
    const live = turn(state);
    const request = live?.request();
    if (!live || !request) return fail(NOTHING_WAITING);
    const errors = checkInput(request, event);
    if (errors.length) return failAll(errors);
    live.give(event);
    return ok({ entry: { type: "turn.input", payload: { event } }, gave: true });
  };

/** "Roll for me" / "pick for me": the app answers from the game's seeded generator. */
export async function appRollInput(
  db: CalixtoDB,
  game: GameRef,
  auto?: AutoChance,
): Promise<Appended> {
  return appended(await play(db, game, rollPlan(await session()), auto));
}

/** The app's die or pick from the game's generator, given to the turn's machine. */
const rollPlan =
  (m: Session): OwnPlan =>
  (state, step, turn) => {
    if (step > 0) return null;
    const live = turn(state);
    const request = live?.request();
    if (!live || !request) return fail(NOTHING_WAITING);
    const a = m.appAnswer(state, request);
    if (!a)
      return fail({
        field: "turn",
        reason: "only dice and random picks can be made by the app",
      });
    live.give(a.event);
    return ok({
      entry: { type: "turn.input", payload: { event: a.event, rngAfter: a.rngAfter } },
      gave: true,
    });
  };

/**
 * The app rolls and picks for the turn by itself: while the turn waits for a die (and dice are
 * the app's) or a random pick (and picks are the app's), log the app's answer from the game's
 * generator, one logged input each, exactly as a "Roll for me" press would. Stops at anything
 * else (a card to draw, a question, the checklist). Returns the last append, or null if the turn
 * was not waiting for such an input.
 */
export async function settleAppInputs(
  db: CalixtoDB,
  game: GameRef,
  auto: AutoChance,
): Promise<Appended | null> {
  if (!auto.dice && !auto.ties) return null;
  const r = await play(db, game, () => null, auto);
  if (!r.ok && r.errors[0]?.reason === NOTHING_TO_LOG) return null;
  return appended(r);
}

/**
 * A play command, then the app's own rolls and picks that follow it (settleAppInputs). The play
 * commands here take `auto` themselves and do both in one transaction; this is for any other.
 */
export function withAppInputs(
  db: CalixtoDB,
  auto: AutoChance,
  command: (ref: GameRef) => Promise<Appended>,
): (ref: GameRef) => Promise<Appended> {
  return async (ref) => {
    const r = await command(ref);
    if (!r.ok) return r;
    const settled = await settleAppInputs(
      db,
      { id: refId(ref), seen: r.value.state.lastSeq },
      auto,
    );
    return settled?.ok ? settled : r;
  };
}

/** Correct a decision (a box answer or a chosen space); later inputs no longer apply. */
export async function overrideDecision(
  db: CalixtoDB,
  game: GameRef,
  decision: number,
  value: boolean | string,
  reason: string,
  auto?: AutoChance,
): Promise<Appended> {
  if (!reason.trim())
    return fail({ field: "reason", reason: "say why the table differs (it is kept in the log)" });
  const m = await session();
  return appended(
    await play(
      db,
      game,
      (state, step, turn) => {
        if (step > 0) return null;
        const view = turn(state)?.view();
        if (!view) return fail({ field: "turn", reason: "no turn is in progress" });
        if (decision < 1 || !view.trace.some((t) => t.decision === decision))
          return fail({ field: "decision", reason: `no decision ${decision} in this turn` });
        return ok({
          entry: {
            type: "turn.override",
            payload: {
              decision,
              value,
              reason: reason.trim(),
              keepInputs: m.inputsBefore(view, decision),
            },
          },
        });
      },
      auto,
    ),
  );
}

/** The turn is finished and the table matches the checklist: the mirror takes its changes. */
export async function confirmTurn(db: CalixtoDB, game: GameRef): Promise<Appended> {
  const m = await session();
  let before: GameState | null = null;
  let answers: Record<string, string> = {};
  const done = await play(db, game, (state, step, turn) => {
    if (step > 0) return null;
    const view = turn(state)?.view();
    if (!view) return fail({ field: "turn", reason: "no turn is in progress" });
    const broken = view.done || view.error ? m.turnCannotGoOn(view) : null;
    if (broken)
      return fail({
        field: "turn",
        reason: `the turn cannot go on (${broken}): cancel it; confirming would bring it back`,
      });
    const payload = m.confirmPayload(state, view);
    if (!payload) return fail({ field: "turn", reason: "the turn is not finished yet" });
    before = state;
    answers = payload.answers;
    return ok({ entry: { type: "turn.confirm", payload } });
  });
  if (done.ok && before) await rememberNewReadings(db, before, answers, done.value.name);
  return appended(done);
}

/** Aid-sheet readings first given in this turn are kept for future games (C8.5.5). */
async function rememberNewReadings(
  db: CalixtoDB,
  before: GameState,
  answers: Record<string, string>,
  gameName: string,
): Promise<void> {
  const known = { ...turnOf(before)?.remembered, ...calixtoOf(before).answers };
  for (const [question, value] of Object.entries(answers)) {
    if (!isPersistentQuestion(question) || known[question] === value) continue;
    await rememberAidReading(db, question, value, `given in game "${gameName}"`);
  }
}

export const cancelTurn = (db: CalixtoDB, game: GameRef) =>
  appendEntry(db, game, { type: "turn.cancel", payload: {} });

/** The player's own action on the card, with the board changes it made (2.3). */
export const recordPlayerAction = (
  db: CalixtoDB,
  game: GameRef,
  faction: Faction,
  action: CardAction,
  edits: BoardEdit[],
  note?: string,
  side?: EventSide,
) =>
  appendEntry(db, game, {
    type: "player.action",
    payload: { faction, action, edits, ...(side ? { side } : {}), ...(note ? { note } : {}) },
  });

/**
 * A command that logs ONE entry worked out from the state (a player's Event, Operation or
 * granted action), or logs nothing and says why by field.
 */
async function oneEntry(
  db: CalixtoDB,
  game: GameRef,
  make: (state: GameState) => Result<NewEntry>,
): Promise<Appended> {
  return appended(
    await play(db, game, (state, step) => {
      if (step > 0) return null;
      const entry = make(state);
      return entry.ok ? ok({ entry: entry.value }) : entry;
    }),
  );
}

/** The player's step is due now (2.3), else why not. */
function playerDue(state: GameState) {
  const next = nextStep(state);
  return next.kind === "player" ? ok(next) : fail({ field: "turn", reason: nextReason(next.kind) });
}

/**
 * The player's own Event carried out by the app from their answers (5.1): the engine re-runs
 * the Event on the saved game, refuses answers that do not fit (and logs nothing), and writes
 * ONE player.action entry with the whole Event's edits, so one undo takes it all back.
 */
export async function applyPlayerEvent(
  db: CalixtoDB,
  game: GameRef,
  side: EventSide,
  answers: readonly PlayerAnswer[],
  note?: string,
): Promise<Appended> {
  // The Event programs load only when a player applies an Event (keeps /game's first load small).
  const { playerEventPayload } = await import("@/lib/engine/cuba/game/player-event");
  return oneEntry(db, game, (state) => {
    const next = playerDue(state);
    if (!next.ok) return next;
    const payload = playerEventPayload(state, next.value.faction, side, answers, note);
    return payload.ok ? ok({ type: "player.action", payload: payload.value }) : payload;
  });
}

/**
 * Go back to before the card that entry `before` put in play (issue 20): ONE entry, which one
 * Undo takes back, carrying the board edits that put the table back and the same in words.
 */
export async function goBackToCard(
  db: CalixtoDB,
  game: GameRef,
  before: number,
): Promise<Appended> {
  const gameId = refId(game);
  const g = await loadGame(db, gameId);
  if (!g) return fail({ field: "game", reason: `no saved game with id "${gameId}"` });
  if (!g.state) return failAll(g.errors);
  const moved = changedSince(game, g.state.lastSeq);
  if (moved) return moved;
  const payload = cardBackPayload(g.state, g.entries, before);
  if (!payload.ok) return payload;
  // Logged only onto the log it was worked out from (the whole log: a rare command).
  return appendEntry(
    db,
    { id: gameId, seen: g.state.lastSeq },
    { type: "card.back", payload: payload.value },
  );
}

/**
 * The player's own Operation and Special Activity, checked and carried out by the app (2.3, 3.0,
 * 4.0): the engine runs the action on the saved game with the dice given (the player's own, or
 * the app's from `rollForPlayerOperation`), refuses an illegal choice by field and logs nothing,
 * or writes ONE player.action entry with the whole Operation's edits, the record and the
 * checklist, and the Faction's box on the Sequence of Play track. One Undo takes it all back.
 */
export async function applyPlayerOperation(
  db: CalixtoDB,
  game: GameRef,
  action: PlayerAction,
  dice?: OperationDice,
  note?: string,
): Promise<Appended> {
  const { playerOperationPayload } = await import("@/lib/engine/cuba/game/player-operation");
  return oneEntry(db, game, (state) => {
    const next = playerDue(state);
    if (!next.ok) return next;
    const payload = playerOperationPayload(state, action, dice, note);
    return payload.ok ? ok({ type: "player.action", payload: payload.value }) : payload;
  });
}

/**
 * The action a player's Event granted, due now (5.1): checked by the grant's terms on the saved
 * game (free, confined as the text says), refused by field with nothing logged, or ONE
 * player.grant entry with its whole effect. One Undo takes it back and it is due again.
 */
export async function applyGrantedAction(
  db: CalixtoDB,
  game: GameRef,
  action: PlayerAction,
  dice?: OperationDice,
  note?: string,
): Promise<Appended> {
  const { playerGrantPayload } = await import("@/lib/engine/cuba/game/player-grant");
  return oneEntry(db, game, (state) => {
    const payload = playerGrantPayload(state, action, dice, note);
    return payload.ok ? ok({ type: "player.grant", payload: payload.value }) : payload;
  });
}

/** The player declines the granted action due now and the rest of its grant: one entry. */
export async function declineGrantedAction(
  db: CalixtoDB,
  game: GameRef,
  note?: string,
): Promise<Appended> {
  const { declineGrantPayload } = await import("@/lib/engine/cuba/game/player-grant");
  return oneEntry(db, game, (state) => {
    const payload = declineGrantPayload(state, note);
    return payload.ok ? ok({ type: "player.grant", payload: payload.value }) : payload;
  });
}

/**
 * "Roll for me" in the player's own Operation: the app's next `count` dice from the game's
 * generator (nothing is logged until the Operation is applied with them).
 */
export async function rollForPlayerOperation(
  db: CalixtoDB,
  game: GameRef,
  count: number,
): Promise<Result<number[]>> {
  const s = await currentState(db, game);
  if (!s.ok) return s;
  if (s.value.setup.dice !== "app")
    return fail({ field: "dice", reason: "this game is set to physical dice: roll at the table" });
  const { appRolls } = await import("@/lib/engine/cuba/game/player-operation");
  return { ok: true, value: appRolls(s.value, count).faces };
}

/** Play the card showing and reveal the next (2.3.8). */
export const nextCard = (db: CalixtoDB, game: GameRef, revealed: number | null) =>
  appendEntry(db, game, { type: "card.next", payload: { revealed } });

function nextReason(kind: string): string {
  switch (kind) {
    case "turn":
      return "a turn is already in progress";
    case "player":
      return "the next Eligible Faction is yours: record your action";
    case "grant":
      return "your Event's granted action is due: carry it out or decline it";
    case "cardDone":
      return "the card is done: play the next card";
    case "propaganda":
      return "a Propaganda card is in play: run the Propaganda Round";
    case "noCard":
      return "enter the card in play first";
    case "gameOver":
      return "the game is over";
    default:
      return "no NP turn is due";
  }
}

/** Switch disputed readings (CONFLICT marks) for the rest of this game; not during a turn. */
export const setReadings = (
  db: CalixtoDB,
  game: GameRef,
  conflicts: Record<string, "recommended" | "alternative">,
) => appendEntry(db, game, { type: "readings.set", payload: { conflicts } });

/**
 * The player's own reading of one Space Selection Priorities row (the columns with a dot on
 * their aid sheet), or null to go back to the app's reading; for this game, not during a turn.
 */
export const setRowDots = (db: CalixtoDB, game: GameRef, row: string, columns: ColumnId[] | null) =>
  appendEntry(db, game, {
    type: "readings.set",
    payload: { conflicts: {}, dots: { [row]: columns } },
  });
