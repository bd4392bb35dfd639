/**
 * Runs a parsed scenario (docs/scenario-format.md) headless and returns a JSON-ready report:
 * every step's decisions (trace records), table changes and inputs, and the final board's
 * derived values. Chance inputs come only from the scenario; running out is an error.
 */
import { createActor } from "xstate";
import { isPropaganda } from "@/data/cuba/events";
import { emptyBoard, standardBoard, variableBoardStart } from "@/data/cuba/scenarios";
import type { FieldError } from "@/lib/engine/core/result";
import { totals, victoryMargins } from "@/lib/engine/cuba/board/board";
import { applyEdits } from "@/lib/engine/cuba/board/edit";
import { type DeckState, shuffleDeck } from "@/lib/engine/cuba/calixto/deck";
import { newScope } from "@/lib/engine/cuba/calixto/scope";
import type {
  EventWorkEvent,
  InputEvent,
  Request,
  SideId,
  TableChange,
  TraceRecord,
} from "@/lib/engine/cuba/calixto/types";
import type { PlayerAction } from "@/lib/engine/cuba/player/action";
import { playerTurn } from "@/lib/engine/cuba/player/turn";
import type { Scenario, ScenarioStep } from "@/lib/engine/cuba/scenario/format";
import { FACTIONS, type GameBoard } from "@/lib/engine/cuba/types";
import { type Answerer, driveToEnd, ScriptExhausted } from "../core/drive";
import { cardWalkMachine } from "./card-walk.machine";
import { runNpEvent } from "./event-runner";
import {
  advance,
  type HeadlessGame,
  runCard,
  runNpTurn,
  runPropaganda,
  runToEnd,
  type TurnRecord,
} from "./game-runner";
import { moveLoopMachine } from "./move-loop.machine";
import { spaceSelectionMachine } from "./space-selection.machine";

export interface StepReport {
  step: number;
  kind: ScenarioStep["kind"];
  records: (Omit<TurnRecord, "inputs"> & { inputs: InputEvent[] })[];
  output?: unknown;
  error?: string;
  /** A player step the rules refuse: every reason, by field (`steps[3].spaces[0]…`); nothing applied. */
  refused?: FieldError[];
}

export interface ScenarioReport {
  scenario: string;
  ok: boolean;
  steps: StepReport[];
  final: {
    board: GameBoard;
    totals: ReturnType<typeof totals>;
    margins: ReturnType<typeof victoryMargins>;
    winner: string | null;
  } | null;
  /** Inputs the scenario gave that nothing asked for; `answers` only when a list has some left. */
  unused: {
    dice: number[];
    ties: string[];
    cards: string[];
    answers?: Record<string, string[]>;
  };
}

/** Answers requests from the scenario's lists; Event work by "card:faction". */
export type ScenarioAnswerer = Answerer & {
  left: () => ScenarioReport["unused"];
  /** The dice not yet used, and taking the first `n` of them (a player step's rolls). */
  dice: () => number[];
  takeDice: (n: number) => number[];
};

export function scenarioAnswerer(s: Scenario): ScenarioAnswerer {
  const dice = [...s.dice];
  const ties = [...s.ties];
  const cards = s.calixto.mode === "physical" ? [...s.calixto.draws] : [];
  const work: Record<string, EventWorkEvent[]> = Object.fromEntries(
    Object.entries(s.events).map(([k, v]) => [k, [...v]]),
  );
  // A list answers a question once per asking, in order; a single answer serves every asking.
  const lists: Record<string, string[]> = Object.fromEntries(
    Object.entries(s.answers).flatMap(([k, v]) => (Array.isArray(v) ? [[k, [...v]]] : [])),
  );
  const asked: Record<string, number> = {};
  const fn = ((r: Request): InputEvent => {
    switch (r.kind) {
      case "dice": {
        const n = r.spec === "2d6" ? 2 : r.spec === "3d6" ? 3 : 1;
        if (dice.length < n)
          throw new ScriptExhausted(`the scenario has no dice left for: ${r.purpose}`);
        return { type: "dice.rolled", faces: dice.splice(0, n), source: "physical" };
      }
      case "card": {
        const card = cards.shift();
        if (!card)
          throw new ScriptExhausted(`the scenario has no Calixto draw left for ${r.faction}`);
        return { type: "card.drawn", card, source: "physical" };
      }
      case "tieBreak": {
        const choice = ties.shift();
        if (choice === undefined)
          throw new ScriptExhausted(
            `the scenario has no tie-break left for: ${r.purpose} (${r.among.join(", ")})`,
          );
        return { type: "tie.broken", choice, source: "physical" };
      }
      case "question": {
        const given = s.answers[r.id];
        const n = asked[r.id] ?? 0;
        asked[r.id] = n + 1;
        const value = Array.isArray(given) ? lists[r.id].shift() : given;
        const field = Array.isArray(given) ? `answers.${r.id}[${n}]` : `answers.${r.id}`;
        if (value === undefined)
          throw new ScriptExhausted(
            Array.isArray(given)
              ? `the scenario's ${given.length} answer(s) to "${r.id}" are used up: ${r.text}`
              : `the scenario does not answer question "${r.id}": ${r.text}`,
          );
        // An answer the question does not offer is refused by name (the screen offers only these).
        if (!r.options.some((o) => o.value === value))
          throw new Error(
            `${field}: "${value}" is not an option of "${r.text}" (${r.options.map((o) => o.value).join(", ")})`,
          );
        return { type: "question.answered", value };
      }
      case "eventWork": {
        const key = `${r.card}:${r.faction}`;
        const next = work[key]?.shift();
        return next ?? { type: "event.done" };
      }
    }
  }) as ScenarioAnswerer;
  fn.left = () => {
    const answers = Object.fromEntries(Object.entries(lists).filter(([, v]) => v.length));
    return { dice, ties, cards, ...(Object.keys(answers).length ? { answers } : {}) };
  };
  fn.dice = () => [...dice];
  fn.takeDice = (n) => dice.splice(0, n);
  return fn;
}

export function scenarioBoard(s: Scenario): GameBoard | { error: string } {
  const opts = { roles: s.setup.roles, shortGame: s.setup.shortGame };
  let board =
    s.setup.board ??
    (s.setup.preset === "standard"
      ? standardBoard(opts)
      : s.setup.preset === "variable"
        ? variableBoardStart(opts)
        : emptyBoard(opts));
  board = { ...board, roles: s.setup.roles };
  if (s.eventDeck.length)
    board = { ...board, currentCard: s.eventDeck[0], nextCard: s.eventDeck[1] ?? null };
  const r = applyEdits(board, s.setup.edits);
  if (!r.ok)
    return { error: `setup.edits: ${r.errors.map((e) => `${e.field}: ${e.reason}`).join("; ")}` };
  return r.value;
}

/** Steps that play the game on: refused once it is over. */
const PLAYS: ReadonlySet<ScenarioStep["kind"]> = new Set(["turn", "card", "propaganda", "play"]);

export function runScenario(s: Scenario): ScenarioReport {
  const answerer = scenarioAnswerer(s);
  const board = scenarioBoard(s);
  const steps: StepReport[] = [];
  if ("error" in board) {
    return {
      scenario: s.name,
      ok: false,
      steps: [{ step: 0, kind: "edit", records: [], error: board.error }],
      final: null,
      unused: answerer.left(),
    };
  }
  const npFactions = FACTIONS.filter((f) => s.setup.roles[f] === "np");
  let reshuffles = 0;
  const reshuffle = (g: HeadlessGame): DeckState => {
    if (g.deck.mode === "physical") return { mode: "physical", drawn: [] };
    reshuffles++;
    return { mode: "app", order: shuffleDeck((s.seed + reshuffles) >>> 0, npFactions).order };
  };
  let game: HeadlessGame = {
    board,
    deck:
      s.calixto.mode === "app"
        ? { mode: "app", order: s.calixto.order }
        : { mode: "physical", drawn: [] },
    answers: {},
    options: { conflicts: s.options.conflicts },
    eventDeck: s.eventDeck.slice(2),
    lastWasPropaganda: false,
    over: null,
  };

  for (const [i, step] of s.steps.entries()) {
    const report: StepReport = { step: i, kind: step.kind, records: [] };
    steps.push(report);
    if (game.over && PLAYS.has(step.kind)) {
      report.error = "the game is over";
      break;
    }
    switch (step.kind) {
      case "turn": {
        const r = runNpTurn(game, answerer);
        report.records.push(r.record);
        report.error = r.record.error;
        if (step.faction && r.record.faction !== step.faction)
          report.error = `the next Faction to act is ${r.record.faction}, not ${step.faction}`;
        game = r.game;
        break;
      }
      case "event": {
        const r = runNpEvent(game, step.faction, step.side, answerer);
        report.records.push(r.record);
        report.error = r.record.error;
        game = r.game;
        break;
      }
      case "card": {
        // A Propaganda card is played as the `propaganda` step plays it (6.0, 2.4).
        const current = game.board.currentCard;
        if (current !== null && isPropaganda(current)) {
          const r = runPropaganda(game, answerer, reshuffle);
          report.records.push(r.record);
          report.error = r.record.error;
          game = r.game;
          break;
        }
        const r = runCard(game, answerer);
        report.records.push(...r.records);
        report.error = r.records.find((x) => x.error)?.error;
        const a = report.error ? null : advance(r.game);
        if (a && "error" in a) report.error = a.error;
        game = a && !("error" in a) ? a : r.game;
        break;
      }
      case "propaganda": {
        const r = runPropaganda(game, answerer, reshuffle);
        report.records.push(r.record);
        report.error = r.record.error;
        game = r.game;
        break;
      }
      case "play": {
        const r = runToEnd(game, answerer, reshuffle);
        report.records.push(...r.records);
        report.error = r.error;
        game = r.game;
        break;
      }
      case "player": {
        const r = runPlayerStep(game, step.action, answerer, s);
        if ("refused" in r) {
          report.refused = r.refused.map((e) => ({
            field: `steps[${i}].${e.field}`,
            reason: e.reason,
          }));
          report.error = report.refused.map((e) => `${e.field}: ${e.reason}`).join("; ");
          break;
        }
        report.records.push(r.record);
        game = { ...game, board: r.board };
        break;
      }
      case "edit": {
        const r = applyEdits(game.board, step.edits);
        if (r.ok) game = { ...game, board: r.value };
        else report.error = r.errors.map((e) => `${e.field}: ${e.reason}`).join("; ");
        break;
      }
      default: {
        const r = runProcedureStep(game, step, answerer);
        report.records.push(r.record);
        report.output = r.output;
        report.error = r.record.error;
        // A move loop changes the board; later steps and the final board see it.
        game = { ...game, board: r.board };
        break;
      }
    }
    if (report.error) break;
  }
  const b = game.board;
  return {
    scenario: s.name,
    ok: steps.every((x) => !x.error),
    steps,
    final: {
      board: b,
      totals: totals(b),
      margins: victoryMargins(b),
      winner: game.over?.winner ?? null,
    },
    unused: answerer.left(),
  };
}

/**
 * A player's own Operation and SA (docs/scenario-format.md "player"): checked and carried out as
 * the game screen does (player/turn.ts), its dice taken from the scenario's list in order, its
 * box filled on the Sequence of Play track. A refusal applies nothing.
 */
function runPlayerStep(
  game: HeadlessGame,
  action: PlayerAction,
  answerer: ScenarioAnswerer,
  s: Scenario,
): { refused: FieldError[] } | { record: TurnRecord; board: GameBoard } {
  const r = playerTurn(game.board, action, {
    dice: answerer.dice(),
    spareDice: true,
    conflicts: s.options.conflicts,
  });
  if (!r.ok) return { refused: r.errors };
  const faces = answerer.takeDice(r.value.rolls.length);
  const trace: TraceRecord[] = [
    ...r.value.rolls.map((roll) => ({
      kind: "note" as const,
      rule: roll.field.startsWith("special") ? "4.3.3" : "3.3.3",
      text: `Roll for ${roll.purpose}: ${roll.face}`,
    })),
    ...r.value.notes.map((n) => ({ kind: "note" as const, rule: n.rule, text: n.text })),
  ];
  return {
    board: r.value.board,
    record: {
      kind: "player",
      card: game.board.currentCard,
      faction: action.faction,
      action: r.value.cardAction,
      trace,
      changes: r.value.changes,
      inputs: faces.map((f) => ({ type: "dice.rolled", faces: [f], source: "physical" })),
      after: r.value.board,
    },
  };
}

/** The step-level procedures: one space selection, one card walk, one move loop. */
function runProcedureStep(
  game: HeadlessGame,
  step: Extract<ScenarioStep, { kind: "select" | "walk" | "move" }>,
  answerer: Answerer,
): { record: TurnRecord; output: unknown; board: HeadlessGame["board"] } {
  const scope = newScope(game.board, game.options);
  const actor =
    step.kind === "select"
      ? createActor(spaceSelectionMachine, {
          input: {
            scope,
            faction: step.faction,
            column: step.column,
            candidates: step.candidates,
            purpose: step.purpose ?? "scenario selection",
          },
        })
      : step.kind === "walk"
        ? createActor(cardWalkMachine, {
            input: { scope, faction: step.faction, side: step.side as SideId },
          })
        : createActor(moveLoopMachine, {
            input: {
              scope,
              faction: step.faction,
              movement: step.movement,
              destination: step.destination,
              chosenDestinations: [...(step.chosen ?? []), step.destination],
              limited: false,
            },
          });
  actor.start();
  let inputs: InputEvent[] = [];
  let error: string | undefined;
  try {
    inputs = driveToEnd(actor, answerer);
  } catch (e) {
    error = (e as Error).message;
  }
  const trace: TraceRecord[] = scope.trace;
  const changes: TableChange[] = scope.changes;
  return {
    record: {
      kind: "turn",
      card: game.board.currentCard,
      faction: step.faction,
      action: null,
      trace,
      changes,
      inputs,
      error,
    },
    output: actor.getSnapshot().output,
    board: scope.board,
  };
}
