import { guerrillas } from "../../board/space";
import type { Insurgent } from "../../types";
import type { SpecialRecord } from "../action";
import { onlyFields } from "../operations/common";
import { spaceName } from "../pieces";
import { removeTargets } from "../targets";
import type { Work } from "../work";

/**
 * Assassinate (4.4.3): in 1 space selected for this Terror where Directorio Guerrillas outnumber
 * Police, remove or close any 1 enemy piece, even a protected Base. Freed Cash goes to a Guerrilla
 * of the Faction (Commandeer). Mafia Offensive (#43): the Syndicate Assassinates as if DR,
 * whatever the Police.
 */
export function assassinate(w: Work, sa: SpecialRecord): void {
  const sp = sa.spaces[0];
  const at = "special.spaces[0]";
  const id = sp.space;
  const name = spaceName(id);
  const f = w.faction as Insurgent;
  onlyFields(w, at, sp, ["remove"], "Assassinate");
  if (!w.action.spaces.some((x) => x.space === id)) {
    w.fail(
      `${at}.space`,
      `Assassinate is in a space selected for this Terror, not ${name} (4.4.3)`,
    );
    return;
  }
  const s = w.board.spaces[id];
  if (f === "DR" && guerrillas(s, "DR") <= s.pieces.police) {
    w.fail(
      `${at}.space`,
      `Assassinate needs more Directorio Guerrillas than Police in ${name} (4.4.3)`,
    );
    return;
  }
  if (!sp.remove?.length) {
    w.fail(`${at}.remove`, "name the enemy piece to remove");
    return;
  }
  removeTargets(w, `${at}.remove`, id, sp.remove, {
    rule: "assassinate",
    capacity: 1,
    why: "1 enemy piece",
    capture: { kind: "guerrilla", faction: f, rule: "4.4.3", name: "Commandeer" },
    maxExtent: true,
  });
}
