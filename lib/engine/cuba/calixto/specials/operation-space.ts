import type { SpecialEntry } from "../contracts";
import type { OperationKind } from "../types";

/**
 * Whether the SA just done carried out the accompanying Operation in its own space, so that space
 * is the Operation's first: the Operation goes on from there with an Activation roll (C8.5.4) and
 * never selects it again (a space is selected once per Operation, 3.1).
 *  - Kidnap and Assassinate do Terror in their space first (C8.7.5, C8.7.6; C8.9 card 6: "the
 *    first AN roll is passed" after the Kidnap's Terror).
 *  - Ambush is the Attack in its space, by the Ambush procedure instead of the roll (4.3.2,
 *    4.4.2). INF: as for Kidnap, an Activation roll follows it before another Attack space.
 */
export function specialDidOperation(entry: SpecialEntry, operation: OperationKind): boolean {
  if (operation === "terror") return entry.notes?.includes("terrorFirst") === true;
  if (operation === "attack") return entry.special === "ambush";
  return false;
}
