import { cubes } from "../../board/space";
import type { SpaceId } from "../../types";
import { garrisonCost } from "../cost";
import { isCity, isEc, spaceName } from "../pieces";
import type { Work } from "../work";
import { assaultIn } from "./assault";
import { activateEnemies, onlyFields, runMoves } from "./common";

/**
 * Garrison (3.2.2): pay once by the US Alliance; move any cubes from any spaces into ECs or
 * Cities; then in each EC Activate 1 Guerrilla per cube there; then, if desired, Assault in 1 EC
 * at no added cost. Limited: every moving cube ends in one destination, and the Assault is there.
 * Each entry is a destination (`moves`) and/or an EC where Guerrillas are Activated (`activate`)
 * or Assaulted (`assault`).
 */
export function garrison(w: Work): void {
  const spaces = w.action.spaces;
  if (!w.pay("spaces", garrisonCost(w.board, w.options.free === true), "Garrison")) return;
  let destination: SpaceId | null = null;
  spaces.forEach((sp, i) => {
    const f = `spaces[${i}]`;
    onlyFields(w, f, sp, ["moves", "activate", "assault"], "Garrison");
    if (!sp.moves?.length && !sp.activate?.length && sp.assault === undefined)
      w.fail(f, "give the cubes moving in, the Guerrillas Activated or the Assault");
    if (!sp.moves?.length) return;
    if (!isEc(sp.space) && !isCity(sp.space)) {
      w.fail(`${f}.space`, "Garrison moves cubes into ECs and Cities only (3.2.2)");
      return;
    }
    if (w.action.limited && destination !== null) {
      w.fail(f, "a Limited Garrison moves all its cubes into one destination (2.3.5, 3.2.2)");
      return;
    }
    destination = sp.space;
    runMoves(
      w,
      `${f}.moves`,
      sp.space,
      sp.moves,
      ["troop", "police"],
      "Troops and Police",
      () => null,
    );
  });
  // In each EC, whether or not a cube just moved there (3.2.2).
  spaces.forEach((sp, i) => {
    if (!sp.activate?.length) return;
    const f = `spaces[${i}].activate`;
    if (!isEc(sp.space)) {
      w.fail(f, "Garrison Activates Guerrillas in ECs only (3.2.2)");
      return;
    }
    const n = cubes(w.board.spaces[sp.space]);
    activateEnemies(w, f, sp.space, sp.activate, n, `1 per cube: ${n} cube${n === 1 ? "" : "s"}`);
  });
  const assaults = spaces.map((sp, i) => ({ sp, i })).filter(({ sp }) => sp.assault !== undefined);
  assaults.slice(1).forEach(({ i }) => {
    w.fail(`spaces[${i}].assault`, "Garrison Assaults in 1 EC only (3.2.2)");
  });
  const a = assaults[0];
  if (!a) return;
  const f = `spaces[${a.i}].assault`;
  if (!isEc(a.sp.space)) {
    w.fail(f, "Garrison's Assault is in an EC (3.2.2)");
    return;
  }
  if (w.action.limited && destination !== null && a.sp.space !== destination) {
    w.fail(
      f,
      `a Limited Garrison Assaults in its destination, ${spaceName(destination)} (2.3.5, 3.2.2)`,
    );
    return;
  }
  assaultIn(w, f, a.sp.space, a.sp.assault ?? []);
}
