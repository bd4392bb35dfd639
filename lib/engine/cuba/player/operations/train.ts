import { available } from "../../board/board";
import { removeTerror, setSupport } from "../../board/changes";
import { baseRoom, controller } from "../../board/space";
import type { SpaceId, SupportLevel } from "../../types";
import { CIVIC_ACTION_STEP, spaceCost } from "../cost";
import { countOk, isCity, isEc, place, removeOwn, spaceName, total } from "../pieces";
import type { Work } from "../work";
import { onlyFields } from "./common";

/**
 * Train (3.2.1): in each selected City or Province pay by the US Alliance; place up to 4
 * Available cubes in each City and each Province with a Government Base. Then in up to 1
 * selected space replace 2 cubes with a Government Base (stacking, 1.4.2) or take Civic Action
 * (6.3.2: Troops, Police and Government Control there; 4 Resources a step, even if free).
 */
export function train(w: Work): void {
  const spaces = w.action.spaces;
  const free = w.options.free === true;
  spaces.forEach((sp, i) => {
    const f = `spaces[${i}]`;
    onlyFields(w, f, sp, ["place", "base", "civic"], "Train");
    if (isEc(sp.space)) {
      w.fail(`${f}.space`, "Train selects Cities and Provinces, not ECs (3.2.1)");
      return;
    }
    if (!w.pay(f, spaceCost(w.board, "train", sp.space, free), `Train in ${spaceName(sp.space)}`))
      return;
    if (!sp.place?.length) return;
    const s = w.board.spaces[sp.space];
    if (!isCity(sp.space) && s.pieces.govBase === 0) {
      w.fail(
        `${f}.place`,
        `cubes are placed only in Cities and in Provinces with a Government Base; ${spaceName(sp.space)} has none (3.2.1)`,
      );
      return;
    }
    if (total(sp.place) > 4) {
      w.fail(`${f}.place`, "Train places up to 4 cubes in a space (3.2.1)");
      return;
    }
    sp.place.forEach((pc, j) => {
      const at = `${f}.place[${j}]`;
      if (pc.piece !== "troop" && pc.piece !== "police") {
        w.fail(`${at}.piece`, "Train places Troops and Police only (3.2.1)");
        return;
      }
      if (countOk(w, at, pc)) place(w, at, sp.space, pc.piece, pc.count);
    });
  });

  // Then, in up to 1 selected space: a Base or Civic Action (3.2.1).
  const extra = spaces
    .map((sp, i) => ({ sp, i }))
    .filter(({ sp }) => sp.base !== undefined || sp.civic !== undefined);
  extra.slice(1).forEach(({ i }) => {
    w.fail(
      `spaces[${i}]`,
      "Train builds a Base or takes Civic Action in only 1 selected space (3.2.1)",
    );
  });
  const one = extra[0];
  if (!one) return;
  const f = `spaces[${one.i}]`;
  const id = one.sp.space;
  if (isEc(id)) return;
  if (one.sp.base !== undefined && one.sp.civic !== undefined) {
    w.fail(f, "either replace 2 cubes with a Base or take Civic Action, not both (3.2.1)");
    return;
  }
  if (one.sp.base !== undefined) {
    const cubes = one.sp.base;
    if (total(cubes) !== 2 || cubes.some((c) => c.piece !== "troop" && c.piece !== "police")) {
      w.fail(`${f}.base`, "a Government Base replaces exactly 2 cubes (Troops or Police) (3.2.1)");
      return;
    }
    if (available(w.board, "govBase") < 1) {
      w.fail(`${f}.base`, "no Government Base is Available (1.4.1)");
      return;
    }
    if (baseRoom(id, w.board.spaces[id]) < 1) {
      w.fail(`${f}.base`, `${spaceName(id)} already has 2 Bases (stacking, 1.4.2)`);
      return;
    }
    let ok = true;
    cubes.forEach((pc, j) => {
      if (ok && countOk(w, `${f}.base[${j}]`, pc)) ok = removeOwn(w, `${f}.base[${j}]`, id, pc);
      else ok = false;
    });
    if (ok) place(w, `${f}.base`, id, "govBase", 1);
    return;
  }
  civicAction(w, `${f}.civic`, id, one.sp.civic as number);
}

/** Civic Action in one space during Train (3.2.1, 6.3.2). */
function civicAction(w: Work, field: string, id: SpaceId, steps: number): void {
  if (!Number.isInteger(steps) || steps < 1) {
    w.fail(field, `give the number of Civic Action steps, 1 or more (got ${steps})`);
    return;
  }
  const s = w.board.spaces[id];
  const name = spaceName(id);
  if (controller(id, s) !== "GOV") {
    w.fail(field, `Civic Action needs Government Control of ${name} (6.3.2)`);
    return;
  }
  if (s.pieces.troop === 0 || s.pieces.police === 0) {
    w.fail(field, `Civic Action needs both Troops and Police in ${name} (6.3.2)`);
    return;
  }
  for (let n = 0; n < steps; n++) {
    const now = w.board.spaces[id];
    if (now.terror === 0 && now.support >= 2) {
      w.fail(
        field,
        `${name} is at Active Support after ${n} step${n === 1 ? "" : "s"}: no more to do`,
      );
      return;
    }
    if (!w.pay(field, CIVIC_ACTION_STEP, "Each Civic Action step")) return;
    if (now.terror > 0) w.apply(removeTerror(w.board, id, 1));
    else w.apply(setSupport(w.board, id, (now.support + 1) as SupportLevel));
  }
  w.note(`Civic Action in ${name}: ${steps} step${steps === 1 ? "" : "s"}`, "3.2.1, 6.3.2");
}
