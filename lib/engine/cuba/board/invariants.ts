import { POOLS } from "@/data/cuba/pieces";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { CASH_HOLDERS, type GameBoard, PIECE_KINDS, SPACE_IDS } from "../types";
import { available } from "./board";
import { validateBoard } from "./validate";

/**
 * What must hold on every board the engine produces (rules 1.3.4, 1.4.1, 1.4.2, 1.6.2, 1.8,
 * 3.3.4, 4.5.2), stated as player-readable breaches. validateBoard covers the physical limits;
 * this adds the conservation checks a long headless game needs (no negative count, every
 * piece either on the map or Available, every Cash marker under a piece of its holder's kind).
 */
export function boardBreaches(board: GameBoard): string[] {
  const out = validateBoard(board).map((e) => `${e.field}: ${e.reason}`);
  for (const id of SPACE_IDS) {
    const s = board.spaces[id];
    const name = SPACE_BY_ID[id].name;
    for (const k of PIECE_KINDS)
      if (!Number.isInteger(s.pieces[k]) || s.pieces[k] < 0)
        out.push(`${name}: ${k} count ${s.pieces[k]} is not a whole number 0 or more`);
    for (const h of CASH_HOLDERS)
      if (s.cash.includes(h) && s.pieces[h] < 1)
        out.push(`${name}: a Cash marker is held by a ${h} that is not there (4.5.2)`);
    if (SPACE_BY_ID[id].kind === "ec" && (s.support !== 0 || s.terror > 0))
      out.push(`${name}: an EC with Support/Opposition or Terror (1.6.2, 3.3.4)`);
  }
  for (const pool of POOLS)
    if (available(board, pool) < 0) out.push(`${pool}: fewer than 0 Available (1.4.1)`);
  return [...new Set(out)];
}
