import type { SpecialRecord } from "../action";
import { guantanamoAirStrike } from "../lasting";
import { onlyFields } from "../operations/common";
import { isCity, spaceName } from "../pieces";
import { removeTargets } from "../targets";
import type { Work } from "../work";

/**
 * Air Strike (4.2.2): with Garrison, Sweep or Assault, in 1 Province or EC, not when the US
 * Alliance is Embargoed; remove 1 Active Guerrilla, or a Base of a Faction with no Guerrillas
 * there (Casinos close). Guantánamo Bay Momentum (#2): 2 pieces, even if Embargoed.
 */
export function airStrike(w: Work, sa: SpecialRecord): void {
  const sp = sa.spaces[0];
  const at = "special.spaces[0]";
  onlyFields(w, at, sp, ["remove"], "Air Strike");
  const guantanamo = guantanamoAirStrike(w.board);
  if (isCity(sp.space)) {
    w.fail(
      `${at}.space`,
      `Air Strike is in a Province or EC, not in ${spaceName(sp.space)} (4.2.2)`,
    );
    return;
  }
  if (w.board.usAlliance === "embargoed" && !guantanamo) {
    w.fail("special", "no Air Strike while the US Alliance is Embargoed (4.2.2, 6.3.1)");
    return;
  }
  if (!sp.remove?.length) {
    w.fail(`${at}.remove`, "name the piece the Air Strike removes");
    return;
  }
  removeTargets(w, `${at}.remove`, sp.space, sp.remove, {
    rule: "airStrike",
    capacity: guantanamo ? 2 : 1,
    why: guantanamo ? "2 with Guantánamo Bay" : "1 piece",
    capture: { kind: "none" },
    maxExtent: true,
  });
}
