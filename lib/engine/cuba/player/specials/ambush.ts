import type { SpecialRecord } from "../action";
import { onlyFields } from "../operations/common";
import type { Work } from "../work";

/**
 * Ambush (4.3.2, 4.4.2): in 1 space selected for the Attack, with an Underground Guerrilla of
 * the Faction; the Attack there is carried out as the Ambush says (operations/attack.ts).
 */
export function ambush(w: Work, sa: SpecialRecord): void {
  onlyFields(w, "special.spaces[0]", sa.spaces[0], [], "Ambush");
}
