import { OWNER_OF } from "@/data/cuba/pieces";
import type { SpecialRecord } from "../action";
import { BRIBE_COST } from "../cost";
import { onlyFields } from "../operations/common";
import {
  ACTIVE_OF,
  countOk,
  flip,
  isBaseKind,
  isCubeKind,
  isGuerrillaKind,
  label,
  total,
  UNDERGROUND_OF,
} from "../pieces";
import { removeTargets } from "../targets";
import type { Work } from "../work";

/**
 * Bribe (4.5.4): in any 1 space, Syndicate Resources -3 (the one SA with a cost; none if free);
 * then one of: remove up to 2 cubes; remove or flip up to 2 Guerrillas (one may go and another
 * flip); remove an enemy Base. Freed Cash: to the piece the Syndicate names (`cashTo`, else one
 * of its Guerrillas), Contraband.
 */
export function bribe(w: Work, sa: SpecialRecord): void {
  const sp = sa.spaces[0];
  const at = "special.spaces[0]";
  const id = sp.space;
  onlyFields(w, at, sp, ["remove", "flip", "cashTo"], "Bribe");
  const remove = sp.remove ?? [];
  const flips = sp.flip ?? [];
  const cubes = remove.filter((p) => isCubeKind(p.piece));
  const gs = remove.filter((p) => isGuerrillaKind(p.piece));
  const bases = remove.filter((p) => isBaseKind(p.piece));
  const kinds = [cubes.length > 0, gs.length + flips.length > 0, bases.length > 0].filter(
    Boolean,
  ).length;
  if (kinds > 1) {
    w.fail(
      at,
      "Bribe removes cubes, or removes or flips Guerrillas, or removes a Base: one of these (4.5.4)",
    );
    return;
  }
  if (kinds === 0) {
    w.fail(at, "say what the Bribe removes or flips");
    return;
  }
  if (!w.pay(at, w.options.free ? 0 : BRIBE_COST, "Bribe")) return;
  let capacity = 2;
  let why = "up to 2 cubes";
  if (gs.length + flips.length > 0) {
    why = "up to 2 Guerrillas removed or flipped";
    capacity = 2 - total(flips);
    if (capacity < 0) {
      w.fail(`${at}.flip`, "Bribe flips or removes up to 2 Guerrillas (4.5.4)");
      return;
    }
  } else if (bases.length > 0) {
    capacity = 1;
    why = "1 enemy Base";
  }
  flips.forEach((pc, i) => {
    const f = `${at}.flip[${i}]`;
    if (!countOk(w, f, pc)) return;
    const to = ACTIVE_OF[pc.piece] ?? UNDERGROUND_OF[pc.piece];
    if (!to) {
      w.fail(`${f}.piece`, `Bribe flips Guerrillas, not ${label(pc.piece, 2)}`);
      return;
    }
    flip(w, f, id, pc, to);
  });
  if (remove.length) {
    const own = remove.find((p) => OWNER_OF[p.piece] === "SYN");
    if (own) {
      w.fail(`${at}.remove`, "Bribe removes other Factions' pieces (4.5.4)");
      return;
    }
    removeTargets(w, `${at}.remove`, id, remove, {
      rule: "bribe",
      capacity,
      why,
      capture: { kind: "contraband", ...(sp.cashTo ? { to: sp.cashTo as never } : {}) },
      maxExtent: false,
    });
  }
}
