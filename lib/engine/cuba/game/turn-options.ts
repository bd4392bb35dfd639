import { overlayPart } from "../calixto/corrections/overlay-part";
import type { CalixtoData, Correction } from "../calixto/corrections/types";
import type { RuleOptions } from "../calixto/scope";
import type { GameState } from "./state";
import { ruleOptionsOf, turnOf } from "./turns";

/** The data with a turn's corrections laid over ours, worked out once per logged list. */
const overlaid = new WeakMap<readonly Correction[], CalixtoData>();
function dataFor(corrections: readonly Correction[]): CalixtoData {
  let d = overlaid.get(corrections);
  if (!d) {
    // Loaded with the first turn that has corrections (core/lazy-part.ts).
    d = overlayPart.now().overlayCorrections(corrections);
    overlaid.set(corrections, d);
  }
  return d;
}

/**
 * Everything the turn in progress reads its data with (issue "Your own cards"): the player's
 * corrections logged with the turn laid over our data, then this game's disputed readings and
 * dots on top, so a switch made in the game wins in it.
 */
export function turnRuleOptions(s: GameState): RuleOptions {
  const options = ruleOptionsOf(s);
  const corrections = turnOf(s)?.corrections;
  return corrections?.length ? { ...options, data: dataFor(corrections) } : options;
}
