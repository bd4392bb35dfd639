import { SPACE_BY_ID } from "@/data/cuba/spaces";
import type { Faction, GameBoard, SpaceId } from "../../types";
import type { InstructionContext, InstructionHandler, Need, NeedAnswer } from "../contracts";
import type { ColumnId, InstructionId } from "../types";
import { reusableSpaces, unselected } from "./context";
import { refuse, runProcedure, Work } from "./run";

/**
 * One place that turns a line's rules into an InstructionHandler, so every handler checks its
 * space the same way: `allowed` says whether the line is legal AND has an effect in a space (the
 * candidates test, C8.6.4 "only where Assault would have some effect", C8.7.1); `run` carries it
 * out. Executing in a space that is not allowed returns an error instead of a silent no-op.
 */
export interface LineSpec {
  id: InstructionId;
  /** Rule sections for the trace. */
  rule: string;
  column: (faction: Faction) => ColumnId | null;
  allowed: (board: GameBoard, space: SpaceId, ctx: InstructionContext) => boolean;
  /** Carry the line out; a generator when it may need answers (dice, ties, choices). */
  run: (
    w: Work,
    space: SpaceId,
    ctx: InstructionContext,
  ) => Generator<Need, void, NeedAnswer> | void;
  /** Order the candidates where the line itself orders them (Terror on ECs by Econ). */
  order?: (spaces: SpaceId[]) => SpaceId[];
  activationRoll?: "roll" | "none";
  maxSpaces?: number;
  mayReuseSelected?: boolean;
  /** An earlier step of the same SA that makes this line illegal (InstructionHandler.ruledOutBy). */
  ruledOutBy?: (earlierSteps: readonly InstructionId[]) => string | null;
  /** The SA entry's sub-lines are parts of this line (InstructionHandler.ownsSubLines). */
  ownsSubLines?: boolean;
  /** Short label for the trace, e.g. "Assault". */
  label: string;
}

export function defineLine(spec: LineSpec): InstructionHandler {
  const pool = (ctx: InstructionContext) =>
    spec.mayReuseSelected ? reusableSpaces(ctx) : unselected(ctx);
  const ruledOut = (ctx: InstructionContext) =>
    spec.ruledOutBy ? spec.ruledOutBy(ctx.earlierSteps ?? []) : null;
  const candidates = (board: GameBoard, ctx: InstructionContext) => {
    if (ruledOut(ctx) !== null) return [];
    const ok = pool(ctx).filter((id) => spec.allowed(board, id, ctx));
    return spec.order ? spec.order(ok) : ok;
  };
  return {
    id: spec.id,
    column: spec.column,
    candidates,
    activationRoll: spec.activationRoll ?? "roll",
    ...(spec.maxSpaces ? { maxSpaces: spec.maxSpaces } : {}),
    ...(spec.mayReuseSelected ? { mayReuseSelected: true } : {}),
    ...(spec.ruledOutBy ? { ruledOutBy: spec.ruledOutBy } : {}),
    ...(spec.ownsSubLines ? { ownsSubLines: true } : {}),
    execute: (board, space, ctx, answers) => {
      if (!SPACE_BY_ID[space]) return refuse("space", `unknown space "${space}"`);
      const out = ruledOut(ctx);
      if (out !== null) return refuse("space", out);
      if (!spec.allowed(board, space, ctx)) {
        return refuse(
          "space",
          `${spec.label} is not legal or would have no effect in ${SPACE_BY_ID[space].name} (${spec.rule})`,
        );
      }
      return runProcedure(function* () {
        const w = new Work(board);
        w.line(spec.id, `${spec.label} in ${SPACE_BY_ID[space].name}`, spec.rule);
        const steps = spec.run(w, space, ctx);
        if (steps) yield* steps;
        return w;
      }, answers);
    },
  };
}

/** A column that does not depend on the Faction. */
export const fixed =
  (column: ColumnId | null) =>
  (_faction: Faction): ColumnId | null =>
    column;
