import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { setSupport } from "../../board/changes";
import { controller } from "../../board/space";
import type { SpecialRecord } from "../action";
import { pactPartnerOf } from "../lasting";
import { onlyFields } from "../operations/common";
import { isProvince, spaceName } from "../pieces";
import type { Work } from "../work";

/**
 * Subvert (4.4.1): with Rally or March, in 1 Province Directorio Controls: add its Population to
 * Directorio Resources and set it to Neutral. Pact of Caracas (#18): not where there is
 * Opposition (INF, as for the Non-players).
 */
export function subvert(w: Work, sa: SpecialRecord): void {
  const sp = sa.spaces[0];
  const at = "special.spaces[0]";
  const id = sp.space;
  const name = spaceName(id);
  onlyFields(w, at, sp, [], "Subvert");
  if (!isProvince(id)) {
    w.fail(`${at}.space`, `Subvert is in a Province, not ${name} (4.4.1)`);
    return;
  }
  const s = w.board.spaces[id];
  if (controller(id, s) !== "DR") {
    w.fail(`${at}.space`, `Subvert needs Directorio Control of ${name} (4.4.1)`);
    return;
  }
  if (s.support < 0 && pactPartnerOf(w.board, "DR")) {
    w.fail(
      `${at}.space`,
      `the Pact of Caracas: Directorio may not remove the Opposition in ${name} (Event 18)`,
    );
    return;
  }
  w.gain("DR", SPACE_BY_ID[id].pop);
  if (s.support !== 0) w.apply(setSupport(w.board, id, 0));
}
