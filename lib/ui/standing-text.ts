import { cardTitle } from "@/data/cuba/events";
import { FACTION_NAME } from "@/data/cuba/pieces";
import type { GameStanding } from "@/lib/persistence/rows";

const nth = (p: 1 | 2) => (p === 1 ? "1st" : "2nd");

/**
 * Where a saved game stands, in words (issue 20, item 10): the card in play and what the table
 * does next, or the turn in progress. "#8 General Strike in play · Government NP turn in progress".
 */
export function standingText(s: GameStanding): string {
  const card = s.card === null ? "No card in play yet" : `#${s.card} ${cardTitle(s.card)} in play`;
  const n = s.next;
  switch (n.kind) {
    case "turn":
      return `${card} · ${
        n.turn === "propaganda"
          ? "Propaganda Round in progress"
          : `${n.faction ? `${FACTION_NAME[n.faction]} NP` : "NP"} turn in progress`
      }`;
    case "np":
      return `${card} · next: the ${FACTION_NAME[n.faction]} NP turn (${nth(n.position)} Eligible)`;
    case "player":
      return `${card} · next: your ${FACTION_NAME[n.faction]} turn (${nth(n.position)} Eligible)`;
    case "cardDone":
      return `${card} · card done${s.nextCard === null ? "" : `, #${s.nextCard} next`}`;
    case "propaganda":
      return `${card} · next: ${n.noRound ? "set it aside with no Round" : "the Propaganda Round"}`;
    case "noCard":
      return s.card === null ? "No card entered yet" : `${card} · next card not entered`;
    case "gameOver":
      return `Game over: ${n.winner ? `${FACTION_NAME[n.winner]} wins` : "no winner"}`;
  }
}
