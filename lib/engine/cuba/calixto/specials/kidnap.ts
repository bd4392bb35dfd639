import { FACTION_NAME } from "@/data/cuba/pieces";
import { flipPieces, transferCash } from "../../board/changes";
import { guerrillas } from "../../board/space";
import { setAid, setResources } from "../../board/tracks";
import type { Faction, GameBoard, SpaceId } from "../../types";
import type { Need, NeedAnswer } from "../contracts";
import { HOLDER_KINDS, holderOf } from "../procedures/cash";
import {
  accompaniesOk,
  CARD,
  capabilityInPlay,
  isCity,
  isEc,
  momentumInPlay,
} from "../procedures/context";
import { defineLine, fixed } from "../procedures/define";
import { askDice, type Work } from "../procedures/run";
import { terrorIn, terrorPossible } from "../procedures/terror";
import { RAUL_MOMENTUM_NP_GOV } from "../rule-readings";
import { type RuleOptions, reading } from "../scope";

/**
 * NP 26July Kidnap (4.3.3, C8.7.5): one space chosen by the Kidnap column where Terror is possible,
 * that is a City, an EC or has an open Casino (Sierra Maestra counts as a City with Guantánamo Bay,
 * card 2 unshaded), and where 26July Guerrillas outnumber Police. Terror there first. Target player
 * Government (City/EC) first, else Syndicate (open Casino) if possible, else NP Government. Cash
 * Ransom: the target's Cash there goes to a 26July Guerrilla instead of a roll. Otherwise roll 1d6
 * and the target loses that many Resources if it tracks them; NP 26July gains nothing (C8.2.1).
 * Raúl (card 22 unshaded): NP 26July rerolls a result below 4; Raúl Momentum (shaded): Aid grows
 * by twice the Resources taken, against an NP Government by twice the roll (RAUL_MOMENTUM_NP_GOV).
 * Then close 1 open Casino there whoever was targeted.
 */
function governmentSpace(board: GameBoard, space: SpaceId): boolean {
  if (isCity(space) || isEc(space)) return true;
  return space === "sierra-maestra" && capabilityInPlay(board, CARD.guantanamo, "unshaded");
}

export function kidnapTarget(board: GameBoard, space: SpaceId): Faction | null {
  const gov = governmentSpace(board, space);
  const syn = board.spaces[space].pieces.casinoOpen > 0;
  if (gov && board.roles.GOV === "player") return "GOV";
  if (syn) return "SYN";
  return gov ? "GOV" : null;
}

/** The target's Cash marker in the space, if any, by holder kind. */
function ransomHolder(board: GameBoard, space: SpaceId, target: Faction) {
  return HOLDER_KINDS[target].find((k) => board.spaces[space].cash.includes(k)) ?? null;
}

const tracksResources = (board: GameBoard, f: Faction) =>
  f === "SYN" || board.roles[f] === "player";

export const kidnap = defineLine({
  id: "kidnap",
  label: "Kidnap",
  rule: "4.3.3, C8.7.5",
  column: fixed("KID"),
  maxSpaces: 1,
  allowed: (board, space, ctx) => {
    const s = board.spaces[space];
    return (
      ctx.faction === "26J" &&
      accompaniesOk("kidnap", ctx) &&
      kidnapTarget(board, space) !== null &&
      guerrillas(s, "26J") > s.pieces.police &&
      terrorPossible(board, space, ctx)
    );
  },
  run: function* (w, space, ctx) {
    w.note("Terror first in the Kidnap space", "C8.7.5");
    terrorIn(w, space, ctx);
    const target = kidnapTarget(w.board, space) as Faction;
    w.note(
      `Kidnap targets ${w.board.roles[target] === "player" ? "player" : "NP"} ${FACTION_NAME[target]}`,
      "C8.7.5",
    );
    yield* ransomOrRoll(w, space, target, ctx.options);
    if (w.board.spaces[space].pieces.casinoOpen > 0) {
      w.apply(flipPieces(w.board, space, "casinoOpen", "casinoClosed", 1));
    }
  },
});

function* ransomOrRoll(
  w: Work,
  space: SpaceId,
  target: Faction,
  options: RuleOptions,
): Generator<Need, void, NeedAnswer> {
  const from = ransomHolder(w.board, space, target);
  // Any 26July Guerrilla there takes it, even one already holding Cash (4.5.2).
  const to = holderOf(w.board.spaces[space], "26J");
  if (from && to) {
    w.apply(transferCash(w.board, space, from, to));
    w.note("Cash Ransom: take the Cash instead of rolling", "4.3.3, C8.7.5");
    return;
  }
  if (!tracksResources(w.board, target)) {
    // Raúl Momentum turns what Kidnap takes into Aid, which is kept even under an NP Government
    // (C8.2.1): the die is rolled though the NP Government loses nothing (reading
    // RAUL_MOMENTUM_NP_GOV; the alternative rolls nothing).
    if (
      momentumInPlay(w.board, CARD.raul) &&
      reading(options, RAUL_MOMENTUM_NP_GOV) === "recommended"
    ) {
      const roll = yield* askDice("1d6", "Kidnap: Resources taken (Raúl Momentum)", "26J", "4.3.3");
      w.note(
        `NP ${FACTION_NAME[target]} keeps no Resources, but Raúl Momentum adds twice the ${roll} kidnapped to Aid`,
        "Event 22, C8.2.1",
      );
      w.apply(setAid(w.board, w.board.aid + 2 * roll));
      return;
    }
    w.note("NP Government and NP 26July track no Resources: nothing to roll for", "C8.2.1, C8.9");
    return;
  }
  const has = w.board.resources[target];
  if (has <= 1) {
    // Any roll takes everything left: a certain outcome is not rolled (C8.2.1).
    if (has === 1) take(w, target, 1);
    else w.note(`${FACTION_NAME[target]} has no Resources to take`, "4.3.3");
    return;
  }
  let roll = yield* askDice("1d6", "Kidnap: Resources taken", "26J", "4.3.3");
  if (roll < 4 && capabilityInPlay(w.board, CARD.raul, "unshaded")) {
    w.note(`Kidnap roll ${roll} is below 4: Raúl rerolls it`, "Event 22");
    roll = yield* askDice("1d6", "Kidnap reroll (Raúl)", "26J", "Event 22");
  }
  take(w, target, Math.min(roll, has));
}

/** The target loses what was kidnapped; Raúl's Momentum turns it into Aid (card 22 shaded). */
function take(w: Work, target: Faction, taken: number): void {
  w.apply(setResources(w.board, target, w.board.resources[target] - taken));
  if (taken > 0 && momentumInPlay(w.board, CARD.raul)) {
    w.apply(setAid(w.board, w.board.aid + 2 * taken));
    w.note("Raúl Momentum: Aid grows by twice the Resources kidnapped", "Event 22");
  }
}
