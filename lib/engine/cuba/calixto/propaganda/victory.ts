import { FACTION_NAME } from "@/data/cuba/pieces";
import { meetsVictory, propagandaWinner, rankByTieOrder, victoryMargins } from "../../board/board";
import { FACTIONS, type Faction, type GameBoard, type Role } from "../../types";
import type { TraceRecord } from "../types";

/**
 * Victory Phase (6.1, 7.2) with the Calixto solitaire rule (C8.3): a lone player can win only in
 * the final Round, NP Factions at any Round; with two or three players anyone at any Round.
 * Ranking and ties (7.1, 7.3): highest margin first; ties go to Non-players, then Syndicate,
 * Directorio, 26July.
 */
export interface Ranked {
  faction: Faction;
  margin: number;
  role: Role;
}

export interface VictoryCheck {
  winner: Faction | null;
  /** True when a Faction won: the game ends now (6.1). */
  gameOver: boolean;
  ranking: Ranked[];
  trace: TraceRecord[];
}

function ranking(board: GameBoard, first: Faction | null): Ranked[] {
  const margins = victoryMargins(board);
  const ordered = rankByTieOrder(board, [...FACTIONS], margins);
  const rest = ordered.filter((f) => f !== first);
  return (first ? [first, ...rest] : rest).map((f) => ({
    faction: f,
    margin: margins[f],
    role: board.roles[f],
  }));
}

export function victoryPhase(board: GameBoard, final: boolean): VictoryCheck {
  const margins = victoryMargins(board);
  const players = FACTIONS.filter((f) => board.roles[f] === "player");
  const solitaire = players.length === 1;
  const trace: TraceRecord[] = FACTIONS.map((f) => {
    const meets = meetsVictory(board, f);
    const barred = meets && solitaire && board.roles[f] === "player" && !final;
    const text = `${FACTION_NAME[f]}: margin ${margins[f]}, ${meets ? "meets its condition" : "short of its condition"}${barred ? ", but a lone player wins only in the final Round" : ""}`;
    return { kind: "note", rule: barred ? "C8.3.1" : "7.2", text };
  });
  const winner = propagandaWinner(board, final);
  trace.push({
    kind: "note",
    rule: "6.1",
    text: winner ? `${FACTION_NAME[winner]} wins: the game ends` : "no victory: the Round goes on",
  });
  return { winner, gameOver: winner !== null, ranking: ranking(board, winner), trace };
}

/** After the final Round without a victory (6.3.5, 7.3): the highest margin wins. */
export function gameEnd(board: GameBoard): {
  winner: Faction;
  ranking: Ranked[];
  trace: TraceRecord[];
} {
  const ranked = ranking(board, null);
  const winner = ranked[0].faction;
  const trace: TraceRecord[] = ranked.map((r, i) => ({
    kind: "note",
    rule: "7.3",
    text: `${i + 1}. ${FACTION_NAME[r.faction]} (${r.role === "np" ? "NP" : "player"}) margin ${r.margin}`,
  }));
  trace.push({ kind: "note", rule: "7.1", text: `${FACTION_NAME[winner]} wins the game` });
  return { winner, ranking: ranked, trace };
}
