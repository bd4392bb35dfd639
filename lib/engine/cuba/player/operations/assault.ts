import { assaultCapacity } from "../../calixto/procedures/assault";
import type { SpaceId } from "../../types";
import type { PieceCount } from "../action";
import { spaceCost } from "../cost";
import { armoredCars } from "../lasting";
import { spaceName } from "../pieces";
import { removeTargets } from "../targets";
import type { Work } from "../work";
import { onlyFields, runMoves } from "./common";

/**
 * Assault (3.2.4): select any spaces, pay by the US Alliance each; in each remove 1 Active
 * Guerrilla per Troop (Mountain: 1 per 2 Troops), in a City or EC also 1 per Police; a Faction's
 * Bases only once it has no Guerrillas there; Casinos close (1.4.5); freed Cash goes to a cube
 * (Seizure). S.I.M. (#4): Police count as Troops; Sánchez Mosquera (#6): Mountain as City;
 * Armored Cars (#1): first, Troops may move into the Assault spaces from any other spaces.
 */
export function assault(w: Work): void {
  const free = w.options.free === true;
  const cars = armoredCars(w.board);
  const paid = w.action.spaces.map((sp, i) => {
    const f = `spaces[${i}]`;
    onlyFields(w, f, sp, ["remove", "moves"], "Assault");
    if (sp.moves?.length && !cars) {
      w.fail(`${f}.moves`, "Troops move before an Assault only with Armored Cars Momentum (#1)");
      return false;
    }
    return w.pay(
      f,
      spaceCost(w.board, "assault", sp.space, free),
      `Assault in ${spaceName(sp.space)}`,
    );
  });
  // Armored Cars: the moves come before the Assault.
  w.action.spaces.forEach((sp, i) => {
    if (paid[i] && sp.moves?.length)
      runMoves(w, `spaces[${i}].moves`, sp.space, sp.moves, ["troop"], "Troops", () => null);
  });
  w.action.spaces.forEach((sp, i) => {
    if (paid[i]) assaultIn(w, `spaces[${i}].remove`, sp.space, sp.remove ?? []);
  });
}

/** One Assault in one space: Garrison's and Masferrer's use it too. */
export function assaultIn(
  w: Work,
  field: string,
  space: SpaceId,
  remove: readonly PieceCount[],
): void {
  const s = w.board.spaces[space].pieces;
  removeTargets(w, field, space, remove, {
    rule: "assault",
    capacity: assaultCapacity(w.board, space),
    why: `${s.troop} Troops and ${s.police} Police`,
    capture: { kind: "seizure" },
    maxExtent: true,
  });
}
