import { SPACES } from "@/data/cuba/spaces";
import { cubes } from "../../board/space";
import type { SpaceId } from "../../types";
import { garrisonCost } from "../cost";
import { isCity, isEc, spaceName } from "../pieces";
import type { Work } from "../work";
import { activateIn } from "./activation";
import { assaultIn } from "./assault";
import { onlyFields, runMoves } from "./common";

/**
 * Garrison (3.2.2): pay once by the US Alliance; move any cubes from any spaces into ECs or
 * Cities; then in EVERY EC with cubes, moved into or not, Limited or not, Activate 1 Guerrilla
 * per cube there, Active ones counting (1.4.3); then, if desired, Assault in 1 EC at no added
 * cost. Limited: every moving cube ends in one destination, and the Assault is there. Each entry
 * is a destination (`moves`) and/or an EC where the player picks whose Guerrillas flip
 * (`activate`, only needed when there is a choice: activation.ts) or Assaults (`assault`).
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
  // In each EC, whether or not a cube just moved there, even if Limited (3.2.2): those the
  // player named first, in the order given, then the others in map order.
  spaces.forEach((sp, i) => {
    if (sp.activate && !isEc(sp.space))
      w.fail(`spaces[${i}].activate`, "Garrison Activates Guerrillas in ECs only (3.2.2)");
  });
  const named = spaces
    .map((sp, i) => ({ sp, i }))
    .filter(({ sp, i }) => isEc(sp.space) && spaces.findIndex((o) => o.space === sp.space) === i);
  const others = SPACES.filter(
    (d) => d.kind === "ec" && !named.some(({ sp }) => sp.space === d.id),
  );
  for (const { space, field, list } of [
    ...named.map(({ sp, i }) => ({
      space: sp.space,
      field: `spaces[${i}].activate`,
      list: sp.activate,
    })),
    ...others.map((d) => ({ space: d.id, field: "spaces", list: undefined })),
  ]) {
    const n = cubes(w.board.spaces[space]);
    activateIn(w, field, space, list, n, `1 per cube, ${n} there`, "Garrison");
  }
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
