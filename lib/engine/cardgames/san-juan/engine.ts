import { fail, ok } from "../../core/result";
import { rollChance } from "../shared/chance";
import { type ActionShapes, CHANCE_SHAPE, checkActionShape } from "../shared/input-shape";
import type { CardGameEngine } from "../shared/types";
import { applySanJuanInPlace } from "./apply";
import type { SjEvent } from "./events";
import { sjLegalMoves, sjPending } from "./legal";
import type { SjMove } from "./moves";
import { cloneSanJuan, newSanJuan, type SjState } from "./state";

export interface SanJuanEngine extends CardGameEngine<SjState, SjMove, SjEvent> {
  newGame(options: { seed: number | string }): SjState;
}

const SJ_SHAPES: ActionShapes = {
  ...CHANCE_SHAPE,
  reserve: { seat: "seat", cards: "textList" },
  balloon: { seat: "seat" },
  attack: { seat: "seat", cards: "textList" },
  withdraw: { seat: "seat", cards: "textList" },
};

export const sanJuan: SanJuanEngine = {
  id: "san-juan",
  newGame: ({ seed }) => newSanJuan(seed),
  pending: sjPending,
  legalMoves: sjLegalMoves,
  clone: cloneSanJuan,
  applyInPlace: (s, input, events) =>
    s.game === "san-juan"
      ? applySanJuanInPlace(s, input, events)
      : [{ field: "game", reason: `a ${String(s.game)} state given to the San Juan rules` }],
  apply: (s, input) => {
    const shape = checkActionShape(input, SJ_SHAPES);
    if (shape) return fail(...shape);
    const next = cloneSanJuan(s);
    const events: SjEvent[] = [];
    const errors = sanJuan.applyInPlace(next, input, events);
    return errors ? fail(...errors) : ok({ state: next, events });
  },
  resolveChance: (s) => {
    const p = sjPending(s);
    return p.kind === "chance" ? rollChance(s.rng, p.request) : null;
  },
};
