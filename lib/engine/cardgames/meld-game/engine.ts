import { fail, ok, type Result } from "../../core/result";
import { rollChance } from "../shared/chance";
import { type ActionShapes, CHANCE_SHAPE, checkActionShape } from "../shared/input-shape";
import type { CardGameEngine } from "../shared/types";
import { applyMeldInPlace } from "./apply";
import type { MeldEvent } from "./events";
import { advance } from "./flow";
import { meldLegalMoves, meldPending } from "./legal";
import type { MeldMove } from "./moves";
import type { MeldRules } from "./rules";
import { cloneMeldGame, type MeldGameState, type NewMeldGame, newMeldGame } from "./state";

export interface MeldEngine extends CardGameEngine<MeldGameState, MeldMove, MeldEvent> {
  rules: MeldRules;
  newGame(options: NewMeldGame): Result<MeldGameState>;
}

const MELD_SHAPES: ActionShapes = {
  ...CHANCE_SHAPE,
  propaganda: { seat: "seat", card: "text" },
  spy: { seat: "seat", card: "text", target: "seat" },
  steal: { seat: "seat", card: "text" },
  meld: { seat: "seat", card: "text", count: "count" },
  add: { seat: "seat", card: "text" },
  save: { seat: "seat", card: "text" },
  event: { seat: "seat", card: "text", meld: "meldKind" },
  match: { seat: "seat", card: "text" },
  negate: { seat: "seat" },
  allow: { seat: "seat" },
  attempt: { seat: "seat" },
  loseMeld: { seat: "seat", meld: "meldKind" },
  target: { seat: "seat", target: "seat" },
  discard: { seat: "seat", card: "text" },
  done: { seat: "seat" },
};

/** Bind the shared meld-game rules to one game's descriptor. */
export function meldEngine(rules: MeldRules): MeldEngine {
  const engine: MeldEngine = {
    id: rules.game,
    rules,
    newGame: (options) => newMeldGame(rules, options),
    pending: (s) => meldPending(rules, s),
    legalMoves: (s) => meldLegalMoves(rules, s),
    clone: cloneMeldGame,
    applyInPlace: (s, input, events) => {
      if (s.game !== rules.game)
        return [{ field: "game", reason: `a ${s.game} state given to the ${rules.game} rules` }];
      return applyMeldInPlace(rules, s, input, events);
    },
    apply: (s, input) => {
      const shape = checkActionShape(input, MELD_SHAPES);
      if (shape) return fail(...shape);
      const next = cloneMeldGame(s);
      const events: MeldEvent[] = [];
      const errors = engine.applyInPlace(next, input, events);
      return errors ? fail(...errors) : ok({ state: next, events });
    },
    resolveChance: (s) => {
      const p = meldPending(rules, s);
      return p.kind === "chance" ? rollChance(s.rng, p.request) : null;
    },
  };
  return engine;
}

/** Re-run the automatic steps (used after loading a hand-made position in tests and tools). */
export function settle(rules: MeldRules, s: MeldGameState): MeldGameState {
  const next = cloneMeldGame(s);
  advance(rules, next, null);
  return next;
}
