import { availableCash, isFinalCampaign } from "../../board/board";
import { flipPieces, placeCash, removeCash } from "../../board/changes";
import { cashOf } from "../../board/space";
import { setResources } from "../../board/tracks";
import type { CashHolder } from "../../types";
import { canHold } from "../procedures/cash";
import { accompaniesOk } from "../procedures/context";
import { defineLine, fixed } from "../procedures/define";
import type { Work } from "../procedures/run";
import type { InstructionId } from "../types";

/**
 * NP Syndicate Profit (4.5.1, C8.7.7), with Rally, March or Construct. The card's numbered steps
 * run in the card's order (SA-S1: ①②③ as below; card T: close, remove, place), each in as many
 * spaces as it can (special-steps.ts, C8.5.3):
 * - Place Cash with Syndicate Guerrillas, Underground first, in 1 or 2 spaces with an open
 *   Casino, each chosen by the Place Cash column; needs an Available Cash marker.
 * - Close every open Casino, +3 Resources each; never in the final Campaign.
 * - Remove every Cash marker Syndicate Guerrillas hold, +3 each.
 * Profit either places Cash or closes Casinos / removes Cash (4.5.1 "Alternatively"): once one
 * kind of step acted, the other kind is illegal in the same Profit and is skipped (skip illegal
 * instructions, C8.2.1; reference 1.1 note, INF). `ruledOutBy` says so. Resources stop at 49.
 */
const LIQUIDATING: readonly InstructionId[] = ["profitCloseCasinos", "profitRemoveCash"];
const afterPlacing = (earlier: readonly InstructionId[]) =>
  earlier.includes("profitPlaceCash")
    ? "Cash was placed, so the same Profit may not also close Casinos or remove Cash (4.5.1)"
    : null;
const afterLiquidating = (earlier: readonly InstructionId[]) =>
  earlier.some((i) => LIQUIDATING.includes(i))
    ? "Casinos were closed or Cash removed, so the same Profit may not also place Cash (4.5.1)"
    : null;

const gain = (w: Work, n: number) => {
  if (n > 0) w.apply(setResources(w.board, "SYN", w.board.resources.SYN + 3 * n));
};

export const profitPlaceCash = defineLine({
  id: "profitPlaceCash",
  label: "Profit: place Cash",
  rule: "4.5.1, C8.7.7",
  column: fixed("CASH"),
  maxSpaces: 2,
  ruledOutBy: afterLiquidating,
  allowed: (board, space, ctx) => {
    const s = board.spaces[space];
    return (
      ctx.faction === "SYN" &&
      accompaniesOk("profit", ctx) &&
      availableCash(board) > 0 &&
      s.pieces.casinoOpen > 0 &&
      // Any Syndicate Guerrilla, even one already holding Cash (4.5.2).
      (canHold(s, "synU") || canHold(s, "synA"))
    );
  },
  run(w, space) {
    const s = w.board.spaces[space];
    const holder: CashHolder = canHold(s, "synU") ? "synU" : "synA";
    w.apply(placeCash(w.board, space, holder));
  },
});

export const profitCloseCasinos = defineLine({
  id: "profitCloseCasinos",
  label: "Profit: close Casinos",
  rule: "4.5.1, C8.7.7",
  column: fixed(null),
  // Every space: "close all" / "remove all" (C8.7.7); an SA step takes one space by default.
  maxSpaces: Number.POSITIVE_INFINITY,
  ruledOutBy: afterPlacing,
  allowed: (board, space, ctx) =>
    ctx.faction === "SYN" &&
    accompaniesOk("profit", ctx) &&
    !isFinalCampaign(board) &&
    board.spaces[space].pieces.casinoOpen > 0,
  run(w, space) {
    const n = w.board.spaces[space].pieces.casinoOpen;
    w.apply(flipPieces(w.board, space, "casinoOpen", "casinoClosed", n));
    gain(w, n);
  },
});

export const profitRemoveCash = defineLine({
  id: "profitRemoveCash",
  label: "Profit: remove Cash",
  rule: "4.5.1, C8.7.7",
  column: fixed(null),
  // Every space: "close all" / "remove all" (C8.7.7); an SA step takes one space by default.
  maxSpaces: Number.POSITIVE_INFINITY,
  ruledOutBy: afterPlacing,
  allowed: (board, space, ctx) =>
    ctx.faction === "SYN" && accompaniesOk("profit", ctx) && cashOf(board.spaces[space], "SYN") > 0,
  run: function* (w, space) {
    let n = 0;
    for (const holder of ["synA", "synU"] as const) {
      const held = w.board.spaces[space].cash.filter((h) => h === holder).length;
      for (let i = 0; i < held; i++) {
        w.apply(removeCash(w.board, space, holder));
        n++;
      }
    }
    gain(w, n);
  },
});
