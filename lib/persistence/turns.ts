/**
 * Commands for play at the table. Each reads the game, works out the entry with the engine
 * (an app roll from the game's generator, the board edits of a finished turn), and appends it
 * with appendEntry, which re-checks it against the folded state in one transaction. A refused
 * input (a card of the wrong Faction, a die face of 7) is reported and logs nothing.
 */
import { fail, failAll, type Result } from "@/lib/engine/core/result";
import type { BoardEdit } from "@/lib/engine/cuba/board/edit";
import { isNpDeck } from "@/lib/engine/cuba/calixto/deck";
import { isPersistentQuestion } from "@/lib/engine/cuba/calixto/events/answers";
import type { PlayerAnswer } from "@/lib/engine/cuba/calixto/events/program/player";
import { checkInput } from "@/lib/engine/cuba/calixto/input-check";
import type { ColumnId, InputEvent } from "@/lib/engine/cuba/calixto/types";
import { cardBackPayload } from "@/lib/engine/cuba/game/go-back";
import { nextStep } from "@/lib/engine/cuba/game/next-step";
import type { OperationDice } from "@/lib/engine/cuba/game/player-operation";
import type { GameState } from "@/lib/engine/cuba/game/state";
import { calixtoOf, correctionsOf, turnOf } from "@/lib/engine/cuba/game/turns";
import type { PlayerAction } from "@/lib/engine/cuba/player/action";
import { type CardAction, type EventSide, FACTIONS, type Faction } from "@/lib/engine/cuba/types";
import { appendEntry, changedSince, type GameRef, refId } from "./commands";
import { aidSheetReadings, rememberAidReading } from "./corrections";
import type { CalixtoDB } from "./db";
import { loadGame } from "./queries";

type Appended = Result<{ seq: number; state: GameState }>;

/**
 * The turn machines, loaded when a turn needs them: the game screen's first load then carries
 * no XState and no turn machines (measured by `npm run bench -- browser`).
 */
const session = () => import("@/lib/machines/cuba/session");
/** The player's corrections of the Calixto data, read when a turn begins (it logs them). */
const playerData = () => import("./data-corrections");

/**
 * The corrections to log with a turn beginning now: the player's, when they differ from the ones
 * the game's last turn began with (`[]` once there are none); nothing when they are the same, so
 * a long game does not repeat them in every turn.
 */
async function correctionsChange(db: CalixtoDB, state: GameState) {
  const now = await (await playerData()).correctionsInForce(db);
  return JSON.stringify(now) === JSON.stringify(correctionsOf(state)) ? {} : { corrections: now };
}

/**
 * The game's state now, refused if the screen that pressed (`ref.seen`) is behind it. The entry
 * a command builds from it is appended `at` that state: appendEntry re-checks inside its write
 * transaction that nothing was logged in between (two tabs, a double tap).
 */
async function current(db: CalixtoDB, ref: GameRef): Promise<Result<GameState>> {
  const gameId = refId(ref);
  const g = await loadGame(db, gameId);
  if (!g) return fail({ field: "game", reason: `no saved game with id "${gameId}"` });
  if (!g.state) return failAll(g.errors);
  return changedSince(ref, g.state.lastSeq) ?? { ok: true, value: g.state };
}

const at = (ref: GameRef, state: GameState): GameRef => ({ id: refId(ref), seen: state.lastSeq });

/** Start the next NP Faction's turn (shuffling the app's Calixto deck first if it has none). */
export async function beginNpTurn(db: CalixtoDB, game: GameRef): Promise<Appended> {
  const s = await current(db, game);
  if (!s.ok) return s;
  const next = nextStep(s.value);
  if (next.kind !== "np") return fail({ field: "turn", reason: nextReason(next.kind) });
  let base = at(game, s.value);
  // The app deck is shuffled at the first NP turn, and again when it is no longer the NP
  // Factions' cards (a Faction changed hands since): a Faction without cards in it could never
  // draw, and its turn could not go on (C8.4.1, issue 21).
  const deck = calixtoOf(s.value).deck;
  const np = FACTIONS.filter((f) => s.value.board.roles[f] === "np");
  if (
    s.value.setup.deck === "app" &&
    (!deck || (deck.mode === "app" && !isNpDeck(deck.order, np)))
  ) {
    const { appShuffle } = await session();
    const shuffled = await appendEntry(db, base, {
      type: "deck.shuffled",
      payload: appShuffle(s.value),
    });
    if (!shuffled.ok) return shuffled;
    base = at(game, shuffled.value.state);
  }
  // Readings of unreadable aid-sheet cells the player gave in earlier games (C8.5.5): carried
  // in with the turn, unless this game already has its own answer for the cell.
  const own = calixtoOf(s.value).answers;
  const remembered = Object.fromEntries(
    Object.entries(await aidSheetReadings(db)).filter(([k]) => !(k in own)),
  );
  // The player's own corrections of the Calixto data, logged with the turn so it replays with
  // exactly these (issue "Your own cards"); later changes apply from the next turn.
  const corrections = await correctionsChange(db, s.value);
  return appendEntry(db, base, {
    type: "turn.begin",
    payload: {
      kind: "np",
      faction: next.faction,
      ...(Object.keys(remembered).length ? { answers: remembered } : {}),
      ...corrections,
    },
  });
}

export async function beginPropaganda(db: CalixtoDB, game: GameRef): Promise<Appended> {
  const s = await current(db, game);
  if (!s.ok) return s;
  if (nextStep(s.value).kind !== "propaganda")
    return fail({ field: "turn", reason: "the card in play is not a Propaganda card" });
  const corrections = await correctionsChange(db, s.value);
  return appendEntry(db, at(game, s.value), {
    type: "turn.begin",
    payload: { kind: "propaganda", faction: null, ...corrections },
  });
}

/** Answer the waiting request with the player's own dice, card, pick or answer. */
export async function giveInput(
  db: CalixtoDB,
  game: GameRef,
  event: InputEvent,
): Promise<Appended> {
  const s = await current(db, game);
  if (!s.ok) return s;
  const { viewTurn } = await session();
  const view = viewTurn(s.value);
  if (!view?.request) return fail({ field: "turn", reason: "nothing is waiting for an input" });
  const errors = checkInput(view.request, event);
  if (errors.length) return failAll(errors);
  return appendEntry(db, at(game, s.value), { type: "turn.input", payload: { event } });
}

/** "Roll for me" / "pick for me": the app answers from the game's seeded generator. */
export async function appRollInput(db: CalixtoDB, game: GameRef): Promise<Appended> {
  const s = await current(db, game);
  if (!s.ok) return s;
  const { viewTurn, appAnswer } = await session();
  const view = viewTurn(s.value);
  if (!view?.request) return fail({ field: "turn", reason: "nothing is waiting for an input" });
  const a = appAnswer(s.value, view.request);
  if (!a)
    return fail({ field: "turn", reason: "only dice and random picks can be made by the app" });
  return appendEntry(db, at(game, s.value), {
    type: "turn.input",
    payload: { event: a.event, rngAfter: a.rngAfter },
  });
}

/** Which chance inputs the app answers by itself in this game (issue 19: "the app rolls"). */
export interface AutoChance {
  /** Dice: the game's default or the player's later choice is "the app rolls". */
  dice: boolean;
  /** Random picks among equals: "the app picks" (C8.5.6 Step 3). */
  ties: boolean;
}

/** The most app inputs one settle may log: a turn never waits on more than a few dozen. */
const MAX_SETTLE = 100;

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
  let ref = game;
  let last: Appended | null = null;
  for (let i = 0; i < MAX_SETTLE; i++) {
    const s = await current(db, ref);
    if (!s.ok) return last ?? s;
    const { viewTurn, appAnswer } = await session();
    const request = viewTurn(s.value)?.request;
    const mine =
      (request?.kind === "dice" && auto.dice) || (request?.kind === "tieBreak" && auto.ties);
    if (!request || !mine) return last;
    const a = appAnswer(s.value, request);
    if (!a) return last;
    const r = await appendEntry(db, at(ref, s.value), {
      type: "turn.input",
      payload: { event: a.event, rngAfter: a.rngAfter },
    });
    if (!r.ok) return last ?? r;
    last = r;
    ref = at(ref, r.value.state);
  }
  return last;
}

/** A play command, then the app's own rolls and picks that follow it (settleAppInputs). */
export function withAppInputs(
  db: CalixtoDB,
  auto: AutoChance,
  command: (ref: GameRef) => Promise<Appended>,
): (ref: GameRef) => Promise<Appended> {
  return async (ref) => {
    const r = await command(ref);
    if (!r.ok) return r;
    const settled = await settleAppInputs(db, at(ref, r.value.state), auto);
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
): Promise<Appended> {
  if (!reason.trim())
    return fail({ field: "reason", reason: "say why the table differs (it is kept in the log)" });
  const s = await current(db, game);
  if (!s.ok) return s;
  const { viewTurn, inputsBefore } = await session();
  const view = viewTurn(s.value);
  if (!view) return fail({ field: "turn", reason: "no turn is in progress" });
  if (decision < 1 || !view.trace.some((t) => t.decision === decision))
    return fail({ field: "decision", reason: `no decision ${decision} in this turn` });
  return appendEntry(db, at(game, s.value), {
    type: "turn.override",
    payload: { decision, value, reason: reason.trim(), keepInputs: inputsBefore(view, decision) },
  });
}

/** The turn is finished and the table matches the checklist: the mirror takes its changes. */
export async function confirmTurn(db: CalixtoDB, game: GameRef): Promise<Appended> {
  const s = await current(db, game);
  if (!s.ok) return s;
  const { viewTurn, confirmPayload, turnCannotGoOn } = await session();
  const view = viewTurn(s.value);
  if (!view) return fail({ field: "turn", reason: "no turn is in progress" });
  const broken = view.done || view.error ? turnCannotGoOn(view) : null;
  if (broken)
    return fail({
      field: "turn",
      reason: `the turn cannot go on (${broken}): cancel it; confirming would bring it back`,
    });
  const payload = confirmPayload(s.value, view);
  if (!payload) return fail({ field: "turn", reason: "the turn is not finished yet" });
  const done = await appendEntry(db, at(game, s.value), { type: "turn.confirm", payload });
  if (done.ok) {
    const row = await db.games.get(refId(game));
    await rememberNewReadings(db, s.value, payload.answers, row?.name ?? refId(game));
  }
  return done;
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
  const s = await current(db, game);
  if (!s.ok) return s;
  const next = nextStep(s.value);
  if (next.kind !== "player") return fail({ field: "turn", reason: nextReason(next.kind) });
  // The Event programs load only when a player applies an Event (keeps /game's first load small).
  const { playerEventPayload } = await import("@/lib/engine/cuba/game/player-event");
  const payload = playerEventPayload(s.value, next.faction, side, answers, note);
  if (!payload.ok) return payload;
  return appendEntry(db, at(game, s.value), { type: "player.action", payload: payload.value });
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
  return appendEntry(db, at(game, g.state), { type: "card.back", payload: payload.value });
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
  const s = await current(db, game);
  if (!s.ok) return s;
  const next = nextStep(s.value);
  if (next.kind !== "player") return fail({ field: "turn", reason: nextReason(next.kind) });
  const { playerOperationPayload } = await import("@/lib/engine/cuba/game/player-operation");
  const payload = playerOperationPayload(s.value, action, dice, note);
  if (!payload.ok) return payload;
  return appendEntry(db, at(game, s.value), { type: "player.action", payload: payload.value });
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
  const s = await current(db, game);
  if (!s.ok) return s;
  const { playerGrantPayload } = await import("@/lib/engine/cuba/game/player-grant");
  const payload = playerGrantPayload(s.value, action, dice, note);
  if (!payload.ok) return payload;
  return appendEntry(db, at(game, s.value), { type: "player.grant", payload: payload.value });
}

/** The player declines the granted action due now and the rest of its grant: one entry. */
export async function declineGrantedAction(
  db: CalixtoDB,
  game: GameRef,
  note?: string,
): Promise<Appended> {
  const s = await current(db, game);
  if (!s.ok) return s;
  const { declineGrantPayload } = await import("@/lib/engine/cuba/game/player-grant");
  const payload = declineGrantPayload(s.value, note);
  if (!payload.ok) return payload;
  return appendEntry(db, at(game, s.value), { type: "player.grant", payload: payload.value });
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
  const s = await current(db, game);
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
