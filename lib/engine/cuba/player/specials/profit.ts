import { availableCash } from "../../board/board";
import { flipPieces, placeCash, removeCash } from "../../board/changes";
import { CASH_HOLDERS, type CashHolder } from "../../types";
import type { SpecialRecord } from "../action";
import { onlyFields } from "../operations/common";
import { label, spaceName } from "../pieces";
import type { Work } from "../work";

/**
 * Profit (4.5.1): with Rally, March or Construct. Either place 1 Available Cash marker with any
 * Guerrilla or cube (`cashTo`) in each of 1 or 2 spaces with an open Casino; or, in spaces with
 * open Casinos or Syndicate-owned Cash, close any Casinos (`close`) and remove any Syndicate Cash
 * (`removeCash`) for +3 Syndicate Resources each (to 49).
 */
export function profit(w: Work, sa: SpecialRecord): void {
  const placing = sa.spaces.some((sp) => sp.cashTo !== undefined);
  if (placing) {
    if (sa.spaces.length > 2)
      w.fail("special.spaces", "Profit places Cash in 1 or 2 spaces (4.5.1)");
    sa.spaces.slice(0, 2).forEach((sp, i) => {
      const at = `special.spaces[${i}]`;
      const name = spaceName(sp.space);
      onlyFields(w, at, sp, ["cashTo"], "Profit placing Cash");
      const s = w.board.spaces[sp.space];
      if (s.pieces.casinoOpen === 0) {
        w.fail(
          `${at}.space`,
          `Profit places Cash only where there is an open Casino, not in ${name} (4.5.1)`,
        );
        return;
      }
      const to = sp.cashTo;
      if (!to) {
        w.fail(`${at}.cashTo`, "say which Guerrilla or cube takes the Cash");
        return;
      }
      if (!(CASH_HOLDERS as readonly string[]).includes(to)) {
        w.fail(`${at}.cashTo`, "Cash goes under a Guerrilla or a cube (4.5.2)");
        return;
      }
      if (s.pieces[to] === 0) {
        w.fail(`${at}.cashTo`, `${name} has no ${label(to, 1)}`);
        return;
      }
      if (availableCash(w.board) < 1) {
        w.fail(`${at}`, "no Cash marker is Available (4.5.2)");
        return;
      }
      w.apply(placeCash(w.board, sp.space, to as CashHolder));
    });
    return;
  }
  let gained = 0;
  sa.spaces.forEach((sp, i) => {
    const at = `special.spaces[${i}]`;
    const name = spaceName(sp.space);
    onlyFields(w, at, sp, ["close", "removeCash"], "Profit");
    const s = w.board.spaces[sp.space];
    const close = sp.close ?? 0;
    const cash = sp.removeCash ?? 0;
    const own = s.cash.filter((h) => h === "synU" || h === "synA");
    if (!Number.isInteger(close) || close < 0 || close > s.pieces.casinoOpen) {
      w.fail(
        `${at}.close`,
        `${name} has ${s.pieces.casinoOpen} open Casino${s.pieces.casinoOpen === 1 ? "" : "s"}`,
      );
      return;
    }
    if (!Number.isInteger(cash) || cash < 0 || cash > own.length) {
      w.fail(
        `${at}.removeCash`,
        `${name} has ${own.length} Syndicate Cash marker${own.length === 1 ? "" : "s"}`,
      );
      return;
    }
    if (close + cash === 0) {
      w.fail(at, "close a Casino or remove Syndicate Cash here");
      return;
    }
    if (close > 0) w.apply(flipPieces(w.board, sp.space, "casinoOpen", "casinoClosed", close));
    for (let n = 0; n < cash; n++) w.apply(removeCash(w.board, sp.space, own[n]));
    gained += 3 * (close + cash);
  });
  w.gain("SYN", gained);
}
