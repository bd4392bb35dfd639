import type { SpecialRecord } from "../action";
import { assaultIn } from "../operations/assault";
import { onlyFields } from "../operations/common";
import type { Work } from "../work";

/** Rolando Masferrer Momentum (#5): Sweep's SA may be a free Assault in 1 space. */
export function masferrerAssault(w: Work, sa: SpecialRecord): void {
  const sp = sa.spaces[0];
  onlyFields(w, "special.spaces[0]", sp, ["remove"], "Masferrer's Assault");
  assaultIn(w, "special.spaces[0].remove", sp.space, sp.remove ?? []);
}
