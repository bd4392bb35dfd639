import type { RemoveKind } from "@/data/cuba/calixto/event-effects";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { available } from "../../board/board";
import { baseRoom, casinoRoom, guerrillas } from "../../board/space";
import type { Faction, GameBoard, SpaceId } from "../../types";
import type { ColumnId } from "../types";

/**
 * Pieces an Event could remove from an enemy, or place for the acting Faction (C8.5.5: NPs
 * place only friendly pieces and remove only enemy ones; 1.4.1 Available; 1.4.2 stacking).
 */
const PIECES_OF: Record<Faction, Record<RemoveKind, (b: GameBoard, id: SpaceId) => number>> = {
  GOV: {
    guerrilla: () => 0,
    base: (b, id) => b.spaces[id].pieces.govBase,
    cube: (b, id) => b.spaces[id].pieces.troop + b.spaces[id].pieces.police,
    troop: (b, id) => b.spaces[id].pieces.troop,
  },
  "26J": {
    guerrilla: (b, id) => guerrillas(b.spaces[id], "26J"),
    base: (b, id) => b.spaces[id].pieces.m26Base,
    cube: () => 0,
    troop: () => 0,
  },
  DR: {
    guerrilla: (b, id) => guerrillas(b.spaces[id], "DR"),
    base: (b, id) => b.spaces[id].pieces.drBase,
    cube: () => 0,
    troop: () => 0,
  },
  SYN: {
    guerrilla: (b, id) => guerrillas(b.spaces[id], "SYN"),
    base: (b, id) => b.spaces[id].pieces.casinoOpen,
    cube: () => 0,
    troop: () => 0,
  },
};

export function enemySpaces(
  board: GameBoard,
  spaces: SpaceId[],
  of: Faction[],
  f: Faction,
  kinds: RemoveKind[],
) {
  const enemies = of.filter((o) => o !== f);
  return spaces.filter((id) =>
    enemies.some((e) => kinds.some((k) => PIECES_OF[e][k](board, id) > 0)),
  );
}

/** Can the acting Faction put any of its own pieces of these kinds in one of the spaces? */
export function placeable(board: GameBoard, f: Faction, kinds: string[], spaces: SpaceId[]) {
  const out: { column: ColumnId; spaces: SpaceId[] }[] = [];
  const land = spaces.filter((id) => SPACE_BY_ID[id].kind !== "ec");
  if (kinds.includes("guerrilla") && f !== "GOV") {
    const pool = f === "26J" ? "m26Guerrilla" : f === "DR" ? "drGuerrilla" : "synGuerrilla";
    if (available(board, pool) > 0 && spaces.length) out.push({ column: "PG", spaces });
  }
  if (kinds.includes("base") && f !== "SYN") {
    const pool = f === "GOV" ? "govBase" : f === "26J" ? "m26Base" : "drBase";
    const room = land.filter((id) => baseRoom(id, board.spaces[id]) > 0);
    if (available(board, pool) > 0 && room.length) out.push({ column: "PB", spaces: room });
  }
  if (kinds.includes("cube") && f === "GOV") {
    if (available(board, "troop") + available(board, "police") > 0 && spaces.length)
      out.push({ column: "PC", spaces });
  }
  if (kinds.includes("casino") && f === "SYN") {
    const room = land.filter((id) => casinoRoom(id, board.spaces[id]) > 0);
    if (available(board, "casino") > 0 && room.length) out.push({ column: "PCas", spaces: room });
  }
  return out;
}
