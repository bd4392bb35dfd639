import { flipPieces } from "../../board/changes";
import { controller } from "../../board/space";
import { spaceCost } from "../cost";
import { isEc, place, spaceName } from "../pieces";
import type { Work } from "../work";
import { onlyFields } from "./common";

/**
 * Construct (3.3.5, Syndicate only): in Cities or Provinces the Government or the Syndicate
 * Controls, 5 Resources each, never free; place a closed Casino within stacking, or open a
 * closed one (`casino`: "place", the default, or "open").
 */
export function construct(w: Work): void {
  w.action.spaces.forEach((sp, i) => {
    const at = `spaces[${i}]`;
    const id = sp.space;
    const name = spaceName(id);
    onlyFields(w, at, sp, ["casino"], "Construct");
    if (isEc(id)) {
      w.fail(`${at}.space`, "Construct selects Cities and Provinces, not ECs (3.3.5)");
      return;
    }
    const c = controller(id, w.board.spaces[id]);
    if (c !== "GOV" && c !== "SYN") {
      w.fail(`${at}.space`, `Construct needs Government or Syndicate Control of ${name} (3.3.5)`);
      return;
    }
    const open = sp.casino === "open";
    if (open && w.board.spaces[id].pieces.casinoClosed === 0) {
      w.fail(`${at}.casino`, `${name} has no closed Casino to open`);
      return;
    }
    if (!w.pay(at, spaceCost(w.board, "construct", id, false), `Construct in ${name}`)) return;
    if (open) w.apply(flipPieces(w.board, id, "casinoClosed", "casinoOpen", 1));
    else place(w, `${at}.casino`, id, "casinoClosed", 1);
  });
}
