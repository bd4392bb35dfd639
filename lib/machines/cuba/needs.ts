import type { Need } from "@/lib/engine/cuba/calixto/contracts";
import type { TurnScope } from "@/lib/engine/cuba/calixto/scope";
import type { Faction } from "@/lib/engine/cuba/types";
import type { SpaceSelectionInput } from "./space-selection.machine";

/**
 * What a machine that runs a pure step with answers (a card line, a procedure) does with the step's
 * needs: the transitions that take a die, a tie-break or a player's answer back to the step, and
 * the input of the nested space choice by priorities (C8.5.6) the step asks for.
 */

/** The inputs a waiting step takes, each recorded as its next answer, back to `target`. */
export const answeredTo = <T extends string>(target: T) =>
  ({
    "dice.rolled": { target, actions: "answer" },
    "tie.broken": { target, actions: "answer" },
    "question.answered": { target, actions: "answer" },
  }) as const;

/** A step's last result, as far as its needs go. */
type WithNeed = { kind: string; need?: Need } | null;

/** The nested space choice a step asks for (`fallbackPurpose` when it names none). */
export function selectionInput(
  scope: TurnScope,
  faction: Faction,
  result: WithNeed,
  fallbackPurpose: string,
): SpaceSelectionInput {
  const need = result?.kind === "need" && result.need?.kind === "select" ? result.need : null;
  return {
    scope,
    faction,
    column: need?.column ?? null,
    candidates: need?.candidates ?? [],
    purpose: need?.purpose ?? fallbackPurpose,
    board: need?.board,
  };
}
