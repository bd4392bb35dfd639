import { available } from "../../board/board";
import { placePieces, removePieces } from "../../board/changes";
import type { SpaceId } from "../../types";
import { SPACE_IDS } from "../../types";
import type { SpecialRecord } from "../action";
import { onlyFields } from "../operations/common";
import { adjacent, freeCash, spaceName } from "../pieces";
import type { Work } from "../work";

/**
 * Infiltrate (4.3.1): with Rally or March, in 1 space without Support (an EC too) that has or is
 * adjacent to an Underground 26July Guerrilla: replace 1 cube, Police if any there, else Troops,
 * with a 26July Guerrilla (removed only if none is Available). Freed Cash goes to a 26July
 * Guerrilla there (Commandeer).
 */
export function infiltrate(w: Work, sa: SpecialRecord): void {
  const sp = sa.spaces[0];
  const at = "special.spaces[0]";
  const id = sp.space;
  const name = spaceName(id);
  onlyFields(w, at, sp, [], "Infiltrate");
  const s = w.board.spaces[id];
  if (s.support > 0)
    return void w.fail(
      `${at}.space`,
      `Infiltrate is in a space without Support; ${name} has Support (4.3.1)`,
    );
  const near = (x: SpaceId) => w.board.spaces[x].pieces.m26U > 0;
  if (!near(id) && !SPACE_IDS.some((x) => adjacent(x, id) && near(x))) {
    w.fail(
      `${at}.space`,
      `Infiltrate needs an Underground 26July Guerrilla in or adjacent to ${name} (4.3.1)`,
    );
    return;
  }
  const cube = s.pieces.police > 0 ? "police" : s.pieces.troop > 0 ? "troop" : null;
  if (!cube) {
    w.fail(`${at}.space`, `${name} has no cube to replace (4.3.1)`);
    return;
  }
  const cash = s.pieces[cube] === 1 ? s.cash.filter((h) => h === cube).length : 0;
  w.apply(removePieces(w.board, id, cube, 1, cash));
  if (available(w.board, "m26Guerrilla") > 0) w.apply(placePieces(w.board, id, "m26U", 1));
  else w.note("No 26July Guerrilla Available: the cube is only removed", "4.3.1, 1.4.1");
  for (let i = 0; i < cash; i++)
    freeCash(w, id, "GOV", {
      kind: "guerrilla",
      faction: "26J",
      rule: "4.3.1",
      name: "Commandeer",
    });
}
