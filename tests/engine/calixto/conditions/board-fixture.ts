import { emptyBoard } from "@/data/cuba/scenarios";
import { evaluateCondition } from "@/lib/engine/cuba/calixto/conditions";
import type {
  ConditionContext,
  ConditionRef,
  ConditionResult,
} from "@/lib/engine/cuba/calixto/contracts";
import { DEFAULT_OPTIONS } from "@/lib/engine/cuba/calixto/scope";
import type { Faction, GameBoard, PieceKind, SpaceId, SupportLevel } from "@/lib/engine/cuba/types";

/** Hand-made boards for condition tests: an empty map plus the pieces and levels listed. */
export type SpaceSpec = Partial<Record<PieceKind, number>> & { support?: SupportLevel };

export const ALL_NP = { GOV: "np", "26J": "np", DR: "np", SYN: "np" } as const;

export function board(spaces: Partial<Record<SpaceId, SpaceSpec>> = {}): GameBoard {
  const b = emptyBoard({ roles: { ...ALL_NP }, shortGame: false });
  for (const [id, spec] of Object.entries(spaces)) {
    const { support, ...pieces } = spec;
    const s = b.spaces[id as SpaceId];
    if (support !== undefined) s.support = support;
    for (const [k, n] of Object.entries(pieces)) s.pieces[k as PieceKind] = n as number;
  }
  return b;
}

export function ask(
  b: GameBoard,
  ref: ConditionRef,
  faction: Faction = "GOV",
  faces?: number[],
  extra: Partial<ConditionContext> = {},
): ConditionResult {
  return evaluateCondition(b, ref, { faction, options: DEFAULT_OPTIONS, ...extra }, faces);
}

/** The answer, failing loudly if a die was asked for instead. */
export function yes(r: ConditionResult): boolean {
  if (r.kind !== "answer") throw new Error(`expected an answer, got a dice request: ${r.purpose}`);
  return r.answer;
}
