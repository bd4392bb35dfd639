import { hasVulnerableBase } from "../../board/space";
import type { GameBoard, SpaceId } from "../../types";
import type { InstructionContext, Need, NeedAnswer } from "../contracts";
import { accompaniesOk, CARD, isCity, momentumInPlay } from "../procedures/context";
import { defineLine, fixed } from "../procedures/define";
import { removeTarget } from "../procedures/remove";
import type { Work } from "../procedures/run";
import { rankedTargets } from "../procedures/targets";
import type { RuleOptions } from "../scope";

/**
 * NP Government Air Strike (4.2.2, C8.7.4): one Province or EC (never a City), with Garrison,
 * Sweep or Assault, not while Embargoed. Removes 1 Active Guerrilla, or a Base / closes a Casino
 * of a Faction with no Guerrillas there. Guantánamo Bay Momentum (card 2 shaded): 2 pieces and
 * allowed even if Embargoed. Spaces by the Remove column; Ⓐ only where a Vulnerable Base or
 * Casino stands (C8.5.2 terms). The piece is chosen by the Piece Priorities (C8.9 card 7 removes
 * the Active Syndicate Guerrilla guarding a Vulnerable Casino).
 */
function strikable(board: GameBoard, space: SpaceId, ctx: InstructionContext): boolean {
  const guantanamo = momentumInPlay(board, CARD.guantanamo);
  return (
    ctx.faction === "GOV" &&
    !isCity(space) &&
    (board.usAlliance !== "embargoed" || guantanamo) &&
    accompaniesOk("airStrike", ctx) &&
    rankedTargets(board, space, "GOV", "airStrike", undefined, false, ctx.options).length > 0
  );
}

function* strike(w: Work, space: SpaceId, options: RuleOptions): Generator<Need, void, NeedAnswer> {
  const n = momentumInPlay(w.board, CARD.guantanamo) ? 2 : 1;
  if (n === 2) w.note("Guantánamo Bay: Air Strike removes 2 pieces", "Event 2");
  for (let i = 0; i < n; i++) {
    const [ref] = rankedTargets(w.board, space, "GOV", "airStrike", undefined, false, options);
    if (!ref) break;
    yield* removeTarget(w, space, ref, { kind: "none" });
  }
}

export const airStrikeVulnerable = defineLine({
  id: "airStrikeVulnerable",
  label: "Air Strike where a Vulnerable Base or Casino stands",
  rule: "4.2.2, C8.7.4",
  column: fixed("RR"),
  maxSpaces: 1,
  allowed: (board, space, ctx) =>
    hasVulnerableBase(board.spaces[space]) && strikable(board, space, ctx),
  run: function* (w, space, ctx) {
    yield* strike(w, space, ctx.options);
  },
});

export const airStrike = defineLine({
  id: "airStrike",
  label: "Air Strike",
  rule: "4.2.2, C8.7.4",
  column: fixed("RR"),
  maxSpaces: 1,
  allowed: strikable,
  run: function* (w, space, ctx) {
    yield* strike(w, space, ctx.options);
  },
});
