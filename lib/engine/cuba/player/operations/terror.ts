import { addTerror, flipPieces, setSabotage, setSupport } from "../../board/changes";
import { markersLeft } from "../../calixto/procedures/context";
import type { SupportLevel } from "../../types";
import { spaceCost } from "../cost";
import { pactPartnerOf } from "../lasting";
import { ACTIVE_OF, flip, guerrillaKinds, isEc, spaceName } from "../pieces";
import type { Work } from "../work";
import { onlyFields } from "./common";
import { lentGuerrillaKinds, lentIn, lentPiece } from "./lent";

/**
 * Terror (3.3.4): in spaces with an own Underground Guerrilla, 1 Resource per City or Province
 * (0 on an EC); Activate 1 of them; in a City or Province place a Terror marker and shift 1
 * level toward Neutral (26July may instead shift toward Active Opposition, `toward`); on an EC
 * without Sabotage place Sabotage. 20 markers in all. Pact of Caracas (#18): 26July and DR do not
 * shift Opposition toward Neutral (INF, as for the Non-players). Mafia Offensive (#43, `lent`):
 * an Underground Syndicate Guerrilla counts as the Faction's own, and is the one Activated.
 */
export function terror(w: Work): void {
  const k = guerrillaKinds(w.faction);
  if (!k) return;
  const free = w.options.free === true;
  w.action.spaces.forEach((sp, i) => {
    const at = `spaces[${i}]`;
    const id = sp.space;
    const name = spaceName(id);
    onlyFields(w, at, sp, w.faction === "26J" ? ["toward", "lent"] : ["lent"], "Terror");
    const s = w.board.spaces[id];
    const lent = sp.lent
      ? lentPiece(
          w,
          `${at}.lent`,
          id,
          sp.lent,
          lentGuerrillaKinds(w).filter((x) => ACTIVE_OF[x]),
          "Terror Activates an Underground Guerrilla (3.3.4)",
        )
      : null;
    if (sp.lent && !lent) return;
    if (!lent && s.pieces[k.u] === 0) {
      w.fail(`${at}.space`, `Terror needs an Underground Guerrilla of yours in ${name} (3.3.4)`);
      return;
    }
    const level = s.support;
    const toward = w.faction === "26J" ? (sp.toward ?? "activeOpposition") : "neutral";
    const next = (
      toward === "activeOpposition"
        ? Math.max(-2, level - 1)
        : level > 0
          ? level - 1
          : level < 0
            ? level + 1
            : 0
    ) as SupportLevel;
    if (!isEc(id) && level < 0 && next > level && pactPartnerOf(w.board, w.faction)) {
      w.fail(
        `${at}${w.faction === "26J" ? ".toward" : ".space"}`,
        `the Pact of Caracas: ${w.factionName} may not shift the Opposition in ${name} toward Neutral (Event 18)`,
      );
      return;
    }
    if (!w.pay(at, spaceCost(w.board, "terror", id, free), `Terror in ${name}`)) return;
    if (lent) {
      if (!flip(w, `${at}.lent`, id, lent, ACTIVE_OF[lent.piece] as typeof lent.piece)) return;
      w.note(`Terror: ${lentIn(lent.piece, id)} is the one Activated, as yours`, "3.3.4, Event 43");
    } else w.apply(flipPieces(w.board, id, k.u, k.a, 1));
    if (isEc(id)) {
      if (s.sabotage) w.note(`${name} already has Sabotage`, "3.3.4");
      else if (markersLeft(w.board) < 1) w.note("No Sabotage marker left", "3.3.4");
      else w.apply(setSabotage(w.board, id, true));
      return;
    }
    if (markersLeft(w.board) < 1) w.note("No Terror marker left", "3.3.4");
    else w.apply(addTerror(w.board, id));
    if (next !== level) w.apply(setSupport(w.board, id, next));
  });
}
