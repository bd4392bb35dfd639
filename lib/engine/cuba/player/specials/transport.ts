import type { SpecialRecord } from "../action";
import { onlyFields, runMoves } from "../operations/common";
import { isCity, spaceName, total } from "../pieces";
import type { Work } from "../work";

/** Transport (4.2.1): up to 3 Troops from one City or space with a Government Base to 1 other space. */
export function transport(w: Work, sa: SpecialRecord): void {
  const sp = sa.spaces[0];
  const at = "special.spaces[0]";
  onlyFields(w, at, sp, ["moves"], "Transport");
  const moves = sp.moves ?? [];
  if (moves.length === 0) {
    w.fail(`${at}.moves`, "give the Troops Transported");
    return;
  }
  const from = moves[0].from;
  if (moves.some((m) => m.from !== from)) {
    w.fail(`${at}.moves`, "Transport moves Troops from one space only (4.2.1)");
    return;
  }
  if (total(moves) > 3) {
    w.fail(`${at}.moves`, "Transport moves up to 3 Troops (4.2.1)");
    return;
  }
  runMoves(w, `${at}.moves`, sp.space, moves, ["troop"], "Troops", (o) =>
    isCity(o) || w.board.spaces[o].pieces.govBase > 0
      ? null
      : `Transport starts from a City or a space with a Government Base, not ${spaceName(o)} (4.2.1)`,
  );
}
