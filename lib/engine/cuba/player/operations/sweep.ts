import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { cubes } from "../../board/space";
import { spaceCost } from "../cost";
import { simPolice } from "../lasting";
import { adjacent, isEc, spaceName } from "../pieces";
import type { Work } from "../work";
import { activateIn } from "./activation";
import { onlyFields, runMoves } from "./common";

/**
 * Sweep (3.2.3): select Cities or Provinces, pay by the US Alliance each; first move adjacent
 * Troops into them (S.I.M. Momentum #4: Police too); then in each, Activate 1 Guerrilla per cube
 * there (Forest: 1 per 2 cubes, odd cube dropped), as many as there are Guerrillas, Active ones
 * counting (1.4.3): the player picks whose Underground ones flip (`activate`) only when there is
 * a choice (activation.ts). A piece moves once.
 */
export function sweep(w: Work): void {
  const free = w.options.free === true;
  const police = simPolice(w.board);
  const paid = w.action.spaces.map((sp, i) => {
    const f = `spaces[${i}]`;
    onlyFields(w, f, sp, ["moves", "activate"], "Sweep");
    if (isEc(sp.space))
      return w.fail(`${f}.space`, "Sweep selects Cities and Provinces, not ECs (3.2.3)");
    if (!w.pay(f, spaceCost(w.board, "sweep", sp.space, free), `Sweep in ${spaceName(sp.space)}`))
      return false;
    runMoves(
      w,
      `${f}.moves`,
      sp.space,
      sp.moves ?? [],
      police ? ["troop", "police"] : ["troop"],
      police ? "Troops and Police (S.I.M.)" : "Troops",
      (from) =>
        adjacent(from, sp.space)
          ? null
          : `${spaceName(from)} is not adjacent to ${spaceName(sp.space)}`,
    );
    return true;
  });
  w.action.spaces.forEach((sp, i) => {
    if (!paid[i]) return;
    const n = cubes(w.board.spaces[sp.space]);
    const forest = SPACE_BY_ID[sp.space].terrain === "forest";
    const capacity = forest ? Math.floor(n / 2) : n;
    activateIn(
      w,
      `spaces[${i}].activate`,
      sp.space,
      sp.activate,
      capacity,
      forest ? `Forest: 1 per 2 cubes, ${n} there` : `1 per cube, ${n} there`,
      "Sweep",
    );
  });
}
