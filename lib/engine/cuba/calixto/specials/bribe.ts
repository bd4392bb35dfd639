import type { PieceRef } from "../piece-priorities";
import { canPay, pay } from "../procedures/context";
import { defineLine, fixed } from "../procedures/define";
import { removeTarget } from "../procedures/remove";
import {
  BRIBE_BASES_LAST,
  isBaseKind,
  isCubeKind,
  isGuerrillaKind,
  rankedTargets,
} from "../procedures/targets";
import { reading } from "../scope";

/**
 * NP Syndicate Bribe (4.5.4, C8.7.7): one space where it could remove an enemy piece, chosen by
 * the Remove column; costs 3 Syndicate Resources (the only SA with a cost). Remove up to 2 cubes,
 * or up to 2 Guerrillas, or 1 enemy Base (an open Casino is the Syndicate's own). The first piece
 * by the Piece Priorities decides which (Cash holders first for the Syndicate, C8.5.8); NP
 * Syndicate removes rather than flips. Freed Cash goes to a Syndicate Guerrilla (Contraband).
 */
const COST = 3;

const basesLast = (ctx: { options: Parameters<typeof reading>[0] }) =>
  reading(ctx.options, BRIBE_BASES_LAST) === "alternative";

export const bribe = defineLine({
  id: "bribe",
  label: "Bribe",
  rule: "4.5.4, C8.7.7",
  column: fixed("RR"),
  maxSpaces: 1,
  allowed: (board, space, ctx) =>
    ctx.faction === "SYN" &&
    canPay(board, ctx, COST) &&
    rankedTargets(board, space, "SYN", "bribe", "bribe", basesLast(ctx), ctx.options).length > 0,
  run: function* (w, space, ctx) {
    pay(w, ctx, COST, "4.5.4");
    const ranked = () =>
      rankedTargets(w.board, space, "SYN", "bribe", "bribe", basesLast(ctx), ctx.options);
    const first = ranked()[0];
    const same = (r: PieceRef) =>
      isBaseKind(first.kind)
        ? isBaseKind(r.kind)
        : isCubeKind(first.kind)
          ? isCubeKind(r.kind)
          : isGuerrillaKind(r.kind);
    const n = isBaseKind(first.kind) ? 1 : 2;
    w.note(
      isBaseKind(first.kind)
        ? "Bribe removes an enemy Base"
        : isCubeKind(first.kind)
          ? "Bribe removes up to 2 cubes"
          : "Bribe removes up to 2 Guerrillas",
      "4.5.4, C8.5.8",
    );
    for (let i = 0; i < n; i++) {
      const ref = ranked().find(same);
      if (!ref) break;
      yield* removeTarget(w, space, ref, { kind: "contraband" });
    }
  },
});
