import type { Faction, GameBoard } from "../../types";
import type { SpecialList } from "../contracts";
import { mafiaOffensiveInPlay, masferrerInPlay } from "../events/capabilities";
import type { OperationKind } from "../types";

/**
 * Special Activities that a lasting Event puts ahead of the card's list (C8.6.3, C8.7.3: the
 * back page's Additional Capability & Momentum Instructions; reference §3.7). The runner tries this list
 * first, at `position`; only if it does nothing does the card's own SA list follow, where the card
 * puts it (INF: the back page names the SA to use; the card's list stays the fallback, as the
 * Golden Rule skips an instruction that cannot be done, C8.2.1).
 *  - Rolando Masferrer (card 5 Momentum): NP GOV Sweep with an SA Assaults in one Sweep space
 *    by the Remove column, after the Sweep (it needs the Sweep's spaces).
 *  - Mafia Offensive (card 43 shaded Capability): NP SYN Terror with an SA Assassinates first to
 *    remove one enemy piece; Terror in the Assassinate space first, so it goes before the Terror
 *    Operation and its space is the Terror's first (as DR's Assassinate, C8.7.6). If it cannot,
 *    the card's Bribe.
 */
export interface LastingSpecial {
  card: number;
  list: SpecialList;
  position: "before" | "after";
}

const BACK_PAGE = { source: "CX" as const, ref: "Calixto rulebook back page; ref 3.7" };

const MASFERRER: LastingSpecial = {
  card: 5,
  position: "after",
  list: {
    id: "Event-5",
    provenance: BACK_PAGE,
    entries: [
      {
        letter: "#5",
        special: "assault",
        instruction: "masferrerAssault",
        column: "RR",
        provenance: BACK_PAGE,
      },
    ],
  },
};

const MAFIA_OFFENSIVE: LastingSpecial = {
  card: 43,
  position: "before",
  list: {
    id: "Event-43",
    provenance: BACK_PAGE,
    entries: [
      {
        letter: "#43",
        special: "assassinate",
        instruction: "assassinate",
        column: "RR",
        notes: ["terrorFirst"],
        provenance: BACK_PAGE,
      },
    ],
  },
};

/** The lasting Event's SA for this Operation, if one is in play; null when the card's list rules. */
export function lastingSpecial(
  board: GameBoard,
  faction: Faction,
  operation: OperationKind,
): LastingSpecial | null {
  if (faction === "GOV" && operation === "sweep" && masferrerInPlay(board)) return MASFERRER;
  if (faction === "SYN" && operation === "terror" && mafiaOffensiveInPlay(board))
    return MAFIA_OFFENSIVE;
  return null;
}
