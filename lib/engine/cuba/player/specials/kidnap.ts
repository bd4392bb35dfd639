import { FACTION_NAME } from "@/data/cuba/pieces";
import { flipPieces, transferCash } from "../../board/changes";
import { guerrillas } from "../../board/space";
import { setAid, setResources } from "../../board/tracks";
import { HOLDER_KINDS, holderOf } from "../../calixto/procedures/cash";
import type { Faction, GameBoard, SpaceId } from "../../types";
import type { SpecialRecord } from "../action";
import { guantanamoKidnap, raulAid, raulReroll } from "../lasting";
import { onlyFields } from "../operations/common";
import { isCity, isEc, spaceName } from "../pieces";
import type { Work } from "../work";

/**
 * Kidnap (4.3.3): in 1 space selected for this Terror that is a City, an EC or has an open Casino
 * (Guantánamo Bay #2: Sierra Maestra as a City) and has more 26July Guerrillas than Police. The
 * Syndicate is the target where there is an open Casino, the Government in a City or EC, either
 * in a City with an open Casino (`target`). Cash Ransom: the target's Cash there goes to a 26July
 * Guerrilla instead of a roll; otherwise roll a die and take that many Resources (up to what the
 * target has; an NP Government tracks none, so it loses nothing, C8.2.1). Then close 1 open Casino
 * there. Raúl (#22): `reroll`; Raúl Momentum: Aid grows by twice what was taken.
 */
export function targetsFor(board: GameBoard, id: SpaceId): Faction[] {
  const gov = isCity(id) || isEc(id) || (id === "sierra-maestra" && guantanamoKidnap(board));
  const syn = board.spaces[id].pieces.casinoOpen > 0;
  return [...(gov ? (["GOV"] as Faction[]) : []), ...(syn ? (["SYN"] as Faction[]) : [])];
}

const tracks = (w: Work, f: Faction) => f === "SYN" || w.board.roles[f] === "player";

export function kidnap(w: Work, sa: SpecialRecord): void {
  const sp = sa.spaces[0];
  const at = "special.spaces[0]";
  const id = sp.space;
  const name = spaceName(id);
  onlyFields(w, at, sp, ["target", "reroll"], "Kidnap");
  if (!w.action.spaces.some((x) => x.space === id)) {
    w.fail(`${at}.space`, `Kidnap is in a space selected for this Terror, not ${name} (4.3.3)`);
    return;
  }
  const can = targetsFor(w.board, id);
  if (can.length === 0) {
    w.fail(
      `${at}.space`,
      `Kidnap is in a City, an EC or a space with an open Casino, not ${name} (4.3.3)`,
    );
    return;
  }
  const s = w.board.spaces[id];
  if (guerrillas(s, "26J") <= s.pieces.police) {
    w.fail(`${at}.space`, `Kidnap needs more 26July Guerrillas than Police in ${name} (4.3.3)`);
    return;
  }
  let target = sp.target;
  if (target === undefined) {
    if (can.length > 1) {
      w.fail(`${at}.target`, "choose the target: the Government or the Syndicate");
      return;
    }
    target = can[0];
  } else if (!can.includes(target)) {
    w.fail(`${at}.target`, `Kidnap in ${name} cannot target ${FACTION_NAME[target]} (4.3.3)`);
    return;
  }
  const ransom = HOLDER_KINDS[target].find((k) => s.cash.includes(k));
  const taker = holderOf(s, "26J");
  if (ransom && taker) {
    if (sp.reroll) w.fail(`${at}.reroll`, "Cash Ransom takes the Cash: there is no roll (4.3.3)");
    w.apply(transferCash(w.board, id, ransom, taker));
    w.note(`Cash Ransom: ${FACTION_NAME[target]}'s Cash goes to a 26July Guerrilla`, "4.3.3");
  } else {
    let roll = w.roll(at, `the Kidnap in ${name}`);
    if (roll === null) return;
    if (sp.reroll) {
      if (!raulReroll(w.board)) {
        w.fail(`${at}.reroll`, "only with Raúl (#22) may a Kidnap be rerolled");
        return;
      }
      const again = w.roll(at, `the Kidnap reroll in ${name} (Raúl)`);
      if (again === null) return;
      w.note(`Raúl: the Kidnap is rerolled (${roll} → ${again})`, "Event 22");
      roll = again;
    }
    const taken = tracks(w, target) ? Math.min(roll, w.board.resources[target]) : roll;
    if (tracks(w, target))
      w.apply(setResources(w.board, target, w.board.resources[target] - taken));
    else w.note(`NP ${FACTION_NAME[target]} tracks no Resources: it loses nothing`, "C8.2.1");
    w.gain("26J", taken);
    w.note(
      `Kidnap: roll ${roll}, 26July takes ${taken} Resource${taken === 1 ? "" : "s"}`,
      "4.3.3",
    );
    if (taken > 0 && raulAid(w.board)) {
      w.apply(setAid(w.board, w.board.aid + 2 * taken));
      w.note("Raúl Momentum: Aid grows by twice the Resources kidnapped", "Event 22");
    }
  }
  if (w.board.spaces[id].pieces.casinoOpen > 0)
    w.apply(flipPieces(w.board, id, "casinoOpen", "casinoClosed", 1));
}
