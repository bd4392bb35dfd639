import type { SpecialRecord } from "../action";
import { onlyFields, runMoves } from "../operations/common";
import { isCity, isEc, spaceName, total } from "../pieces";
import type { Work } from "../work";

/**
 * Muscle (4.5.3): with Rally, March or Construct; 1 destination with an open Casino or 1 EC;
 * relocate 1-2 Police there from any spaces if it is a City, 1-2 Troops if a Province or EC.
 */
export function muscle(w: Work, sa: SpecialRecord): void {
  const sp = sa.spaces[0];
  const at = "special.spaces[0]";
  const id = sp.space;
  const name = spaceName(id);
  onlyFields(w, at, sp, ["moves"], "Muscle");
  if (!isEc(id) && w.board.spaces[id].pieces.casinoOpen === 0) {
    w.fail(
      `${at}.space`,
      `Muscle goes to an EC or a space with an open Casino, not ${name} (4.5.3)`,
    );
    return;
  }
  const moves = sp.moves ?? [];
  const n = total(moves);
  if (n < 1 || n > 2) {
    w.fail(`${at}.moves`, "Muscle relocates 1 or 2 cubes (4.5.3)");
    return;
  }
  const kind = isCity(id) ? "police" : "troop";
  runMoves(
    w,
    `${at}.moves`,
    id,
    moves,
    [kind],
    isCity(id) ? "Police (into a City)" : "Troops (into a Province or EC)",
    () => null,
  );
}
