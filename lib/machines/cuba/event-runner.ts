/**
 * Headless: an NP carries out one named Event side of the current card now (C8.5.5 execution:
 * Event Instructions, effective choices one space at a time, granted Operations and SAs through
 * the Calixto machines, the Capability or Momentum marker). The scenario step `event` runs it, so
 * an Event side can be proven by a run on a board written from its text, without arranging the
 * Eligibility and Event Cards table to make the NP choose it.
 */
import { createActor } from "xstate";
import type { EventSide } from "@/data/cuba/calixto/event-instructions";
import { eventTablesOf, orderedEventDecision } from "@/lib/engine/cuba/calixto/events";
import { newScope } from "@/lib/engine/cuba/calixto/scope";
import type { InputEvent } from "@/lib/engine/cuba/calixto/types";
import type { Faction } from "@/lib/engine/cuba/types";
import { type Answerer, driveToEnd } from "../core/drive";
import { eventStepMachine } from "./event-step.machine";
import { type HeadlessGame, nextSearch, type TurnRecord } from "./game-runner";

export function runNpEvent(
  game: HeadlessGame,
  faction: Faction,
  side: EventSide,
  answerer: Answerer,
  maxInputs = 400,
): { game: HeadlessGame; record: TurnRecord } {
  const card = game.board.currentCard;
  const base = { kind: "turn" as const, card, faction, action: "event" as const };
  if (card === null)
    return {
      game,
      record: { ...base, trace: [], changes: [], inputs: [], error: "no Event card is showing" },
    };
  const scope = newScope(game.board, game.options);
  const decided = orderedEventDecision(
    game.board,
    card,
    faction,
    side,
    eventTablesOf(scope.options),
    scope.options,
  );
  const actor = createActor(eventStepMachine, {
    input: { scope, decided, deck: nextSearch(game.deck) },
  }).start();
  let inputs: InputEvent[] = [];
  let error: string | undefined;
  try {
    inputs = driveToEnd(actor, answerer, maxInputs);
  } catch (e) {
    error = (e as Error).message;
  }
  const out = actor.getSnapshot().output;
  const record: TurnRecord = {
    ...base,
    trace: scope.trace,
    changes: scope.changes,
    inputs,
    after: scope.board,
    error,
  };
  if (!out || error) return { game, record };
  return { game: { ...game, board: scope.board, deck: out.deck }, record };
}
