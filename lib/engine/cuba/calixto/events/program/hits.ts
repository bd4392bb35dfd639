import type { EffectiveId } from "@/data/cuba/calixto/effective-events";
import { FACTION_NAME, OWNER_OF } from "@/data/cuba/pieces";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { cashOf, controlPieces } from "../../../board/space";
import {
  FACTIONS,
  type Faction,
  type GameBoard,
  PIECE_KINDS,
  type PieceKind,
  SPACE_IDS,
  type SpaceId,
} from "../../../types";
import type { ColumnId } from "../../types";
import { SHIFT_TEXT, supportHits } from "../support-hits";

/**
 * What an Event did, read from the board before and after it, as the Effective Events kinds of
 * the acting Faction (C8.5.5, reference §3.4) with the Space Selection column that matches each
 * (C8.5.6). Judging by the result means the judge and the execution cannot disagree.
 */
export interface DiffHit {
  id: EffectiveId;
  evidence: string;
  column: ColumnId | null;
  spaces: SpaceId[];
}

const name = (id: SpaceId) => SPACE_BY_ID[id].name;
const ALLIANCE = { embargoed: 0, reluctant: 1, firm: 2 } as const;

/** Own pieces placed, by the column that places them (Bases PB, cubes PC, Guerrillas PG, Casinos PCas). */
function placedColumn(f: Faction, kind: string): ColumnId {
  if (kind === "casinoOpen" || kind === "casinoClosed") return "PCas";
  if (kind === "govBase" || kind === "m26Base" || kind === "drBase") return "PB";
  if (f === "GOV") return "PC";
  return "PG";
}

/** A Faction's own piece kinds placed by a column (diffHits' totals), worked out once. */
const OWN_KINDS = new Map<string, readonly PieceKind[]>();
function ownKinds(f: Faction, col: ColumnId): readonly PieceKind[] {
  const key = `${f}:${col}`;
  let kinds = OWN_KINDS.get(key);
  if (!kinds) {
    kinds = PIECE_KINDS.filter((k) => OWNER_OF[k] === f && placedColumn(f, k) === col);
    OWN_KINDS.set(key, kinds);
  }
  return kinds;
}

/**
 * Only the spaces that changed are read: a board change replaces the space it touches and shares
 * the others (board/changes.ts), and an unchanged space adds no hit, so the result is the same as
 * reading every space, at the cost of the spaces the step touched (an Event's dry run per
 * candidate space, C8.5.5).
 */
export function diffHits(before: GameBoard, after: GameBoard, f: Faction): DiffHit[] {
  const hits = new Map<string, DiffHit>();
  const add = (id: EffectiveId, column: ColumnId | null, space: SpaceId | null, text: string) => {
    const key = `${id}:${column}`;
    const h = hits.get(key) ?? { id, evidence: text, column, spaces: [] };
    if (space && !h.spaces.includes(space)) h.spaces.push(space);
    hits.set(key, h);
  };
  const changed =
    before.spaces === after.spaces
      ? []
      : SPACE_IDS.filter((id) => before.spaces[id] !== after.spaces[id]);
  // Own pieces added: the map total of a column's kinds goes up (relocating is not adding).
  const grown = new Set<ColumnId>();
  for (const col of ["PB", "PC", "PG", "PCas"] as const) {
    let d = 0;
    for (const id of changed)
      for (const k of ownKinds(f, col))
        d += after.spaces[id].pieces[k] - before.spaces[id].pieces[k];
    if (d > 0) grown.add(col);
  }
  let opened = 0;
  for (const id of changed)
    opened += after.spaces[id].pieces.casinoOpen - before.spaces[id].pieces.casinoOpen;
  const moreOpen = opened > 0;
  for (const id of changed) {
    const a = before.spaces[id];
    const b = after.spaces[id];
    for (const k of PIECE_KINDS) {
      const d = b.pieces[k] - a.pieces[k];
      const col = placedColumn(f, k);
      if (d > 0 && OWNER_OF[k] === f && grown.has(col))
        add("addForces", col, id, "adds own pieces");
    }
    if (f === "SYN" && b.pieces.casinoOpen > a.pieces.casinoOpen && moreOpen)
      add("addOpenCasinos", "PCas", id, "opens or places a Casino");
    let enemyLost = false;
    for (const e of FACTIONS) {
      if (e === f) continue;
      if (controlPieces(b, e) < controlPieces(a, e)) enemyLost = true;
    }
    if (enemyLost) add("removeEnemyForces", "RR", id, "removes enemy pieces");
    if (SPACE_BY_ID[id].kind !== "ec" && a.support !== b.support)
      for (const [hit, column] of supportHits(f, a.support, b.support))
        add(hit, column, id, SHIFT_TEXT[hit] ?? hit);
    if (cashOf(b, f) > cashOf(a, f))
      add("addCash", f === "SYN" ? "CASH" : null, id, "Cash with own pieces");
  }
  if (f === "SYN" && after.resources.SYN > before.resources.SYN)
    add("addSynResources", null, null, "adds Syndicate Resources");
  for (const e of FACTIONS) {
    if (e === f) continue;
    const tracked = after.roles[e] === "player" || e === "SYN";
    if (!tracked || after.resources[e] >= before.resources[e]) continue;
    const text = `lowers ${FACTION_NAME[e]} Resources`;
    if (after.roles[e] === "player") add("reducePlayerResources", null, null, text);
    add("reduceResources", null, null, text);
  }
  if (ALLIANCE[after.usAlliance] > ALLIANCE[before.usAlliance])
    add("addUsAlliance", null, null, "raises the US Alliance");
  if (ALLIANCE[after.usAlliance] < ALLIANCE[before.usAlliance])
    add("reduceUsAlliance", null, null, "lowers the US Alliance");
  if (after.aid < before.aid) add("reduceAid", null, null, "lowers Aid");
  return [...hits.values()].map((h) => ({
    ...h,
    evidence: h.spaces.length ? `${h.evidence} (${h.spaces.map(name).join(", ")})` : h.evidence,
  }));
}
