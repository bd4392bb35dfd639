import { POOL_LABEL, POOLS, type PoolId } from "@/data/cuba/pieces";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { available, availableCash, controlOf } from "../../board/board";
import {
  activeGuerrillas,
  baseRoom,
  controlPieces,
  enemyForces,
  guerrillas,
  underground,
} from "../../board/space";
import {
  FACTIONS,
  type Faction,
  type GameBoard,
  INSURGENTS,
  type Insurgent,
  SPACE_IDS,
  type SpaceState,
} from "../../types";
import { attackHasTarget } from "../procedures/attack";
import {
  answer,
  bool,
  type ConditionDef,
  enumOf,
  levelOf,
  nameOf,
  num,
  plural,
  SUPPORT_FILTER_IDS,
  SUPPORT_FILTERS,
  type SupportFilter,
} from "./define";

/** Questions about where pieces are and what is Available (reference 1.3-1.6). */

const FACTION_LABEL: Record<Faction, string> = { GOV: "GOV", "26J": "26J", DR: "DR", SYN: "SYN" };
const GUERRILLA_POOL: Record<Insurgent, PoolId> = {
  "26J": "m26Guerrilla",
  DR: "drGuerrilla",
  SYN: "synGuerrilla",
};
const BASE_POOL = { "26J": "m26Base", DR: "drBase" } as const;

function countGuerrillas(s: SpaceState, faction: Insurgent | "any", onlyUnderground: boolean) {
  const fs = faction === "any" ? INSURGENTS : [faction];
  return fs.reduce((a, f) => a + (onlyUnderground ? underground(s, f) : guerrillas(s, f)), 0);
}

/**
 * Guerrillas of a Faction (or any Insurgent) in one space meeting the filters. Covers U Q2 ("any
 * Insurgent's Underground Guerrilla at Passive or Active Support", C8.9/c1), Y Q1, G Q1, H, J
 * Q2, KK, A Q2, EE, PP, QQ, R Q2, S Q1. `min` counts in one space.
 */
const guerrillasWhere: ConditionDef = {
  id: "guerrillasWhere",
  rule: "ref 1.3-1.6; C8.9/c1, c4, c6",
  params: {
    faction: enumOf(["26J", "DR", "SYN", "any"]),
    underground: bool(),
    min: num(),
    minPop: num(true),
    support: enumOf(SUPPORT_FILTER_IDS, true),
    kind: enumOf(["ec", "city", "province"], true),
    noOpenCasino: bool(true),
  },
  evaluate: (board, p) => {
    const faction = p.faction as Insurgent | "any";
    const onlyU = p.underground as boolean;
    const min = p.min as number;
    const filter = p.support ? SUPPORT_FILTERS[p.support as SupportFilter] : null;
    const what = `${onlyU ? "Underground " : ""}${faction === "any" ? "" : `${faction} `}Guerrilla`;
    const evidence: string[] = [];
    for (const id of SPACE_IDS) {
      const s = board.spaces[id];
      const def = SPACE_BY_ID[id];
      if (p.minPop !== undefined && def.pop < (p.minPop as number)) continue;
      if (p.kind !== undefined && def.kind !== p.kind) continue;
      if (filter && !filter(s.support)) continue;
      if (p.noOpenCasino && s.pieces.casinoOpen > 0) continue;
      const n = countGuerrillas(s, faction, onlyU);
      if (n >= min) evidence.push(`${nameOf(id)} (${levelOf(board, id)}): ${plural(n, what)}`);
    }
    return evidence.length
      ? answer(true, evidence)
      : answer(false, [`no space qualifies with ${min}+ ${what}s`]);
  },
};

/** M Q1, F Q1, Z Q1: a City or Province by Population ("2-Pop" = exactly 2, ref 1.3 notes). */
const populatedSpace: ConditionDef = {
  id: "populatedSpace",
  rule: "ref 1.3 notes (2-Pop means exactly 2)",
  params: {
    pop: num(),
    exact: bool(),
    kind: enumOf(["province", "city"], true),
    withoutControlOf: enumOf(FACTIONS, true),
    support: enumOf(SUPPORT_FILTER_IDS, true),
  },
  evaluate: (board, p) => {
    const pop = p.pop as number;
    const filter = p.support ? SUPPORT_FILTERS[p.support as SupportFilter] : null;
    const hits = SPACE_IDS.filter((id) => {
      const def = SPACE_BY_ID[id];
      if (def.kind === "ec") return false;
      if (p.exact ? def.pop !== pop : def.pop < pop) return false;
      if (p.kind !== undefined && def.kind !== p.kind) return false;
      if (p.withoutControlOf !== undefined && controlOf(board, id) === p.withoutControlOf)
        return false;
      return !filter || filter(board.spaces[id].support);
    });
    return hits.length
      ? answer(
          true,
          hits.map((id) => `${nameOf(id)} (Pop ${SPACE_BY_ID[id].pop}, ${levelOf(board, id)})`),
        )
      : answer(false, ["no space of that Population qualifies"]);
  },
};

/**
 * HH, JJ, MM, AA, BB, CC, D Q2: 4+ own Guerrillas, or 1+ own Underground Guerrilla, in a space
 * with enemy forces (C8.5.2 terms; closed Casinos ignored). The enemy half asks the Attack and
 * Ambush lines' own test (`attackHasTarget`: a piece Attack could take, 3.3.3, 4.3.2), so a
 * lasting Event that changes the targets changes both. Pact of Caracas variants ignore the other
 * rebel Faction's pieces, as the targets do (Event 18).
 */
const attackTarget: ConditionDef = {
  id: "attackTarget",
  rule: "ref 1.4 HH; C8.5.2; 3.3.3",
  params: {
    faction: enumOf(["26J", "DR"]),
    noOwnControl: bool(true),
    ignore: enumOf(["26J", "DR"], true),
  },
  evaluate: (board, p, ctx) => {
    const f = p.faction as Insurgent;
    const evidence: string[] = [];
    for (const id of SPACE_IDS) {
      const s = board.spaces[id];
      const ignored = p.ignore ? controlPieces(s, p.ignore as Faction) : 0;
      const enemies = enemyForces(s, f) - ignored;
      if (enemies <= 0 || !attackHasTarget(board, id, f, ctx.options)) continue;
      if (p.noOwnControl && controlOf(board, id) === f) continue;
      const g = guerrillas(s, f);
      const u = underground(s, f);
      if (g >= 4 || u >= 1)
        evidence.push(`${nameOf(id)}: ${g} ${f} (${u} Underground) vs ${enemies} enemy`);
    }
    return evidence.length
      ? answer(true, evidence)
      : answer(false, [`no space with enemy forces holds 4+ ${f} or an Underground ${f}`]);
  },
};

/** K Q2, C Q2 (and B's second half): 3+ Guerrillas where an Available Base could go. */
export function baseRoomSpaces(board: GameBoard, f: "26J" | "DR", min: number, sf: SupportFilter) {
  if (available(board, BASE_POOL[f]) < 1) return { ok: false as const, hits: [] as string[] };
  const hits = SPACE_IDS.filter((id) => {
    const s = board.spaces[id];
    return baseRoom(id, s) > 0 && guerrillas(s, f) >= min && SUPPORT_FILTERS[sf](s.support);
  }).map((id) => `${nameOf(id)}: ${guerrillas(board.spaces[id], f)} ${f} Guerrillas, room`);
  return { ok: true as const, hits };
}

const baseRoomWithGuerrillas: ConditionDef = {
  id: "baseRoomWithGuerrillas",
  rule: "ref 1.4 K, 1.5 C; 1.4.2",
  params: { faction: enumOf(["26J", "DR"]), min: num(), support: enumOf(SUPPORT_FILTER_IDS) },
  evaluate: (board, p) => {
    const f = p.faction as "26J" | "DR";
    const r = baseRoomSpaces(board, f, p.min as number, p.support as SupportFilter);
    if (!r.ok) return answer(false, [`no ${f} Base Available`]);
    return r.hits.length
      ? answer(true, r.hits)
      : answer(false, [`no space has ${p.min}+ ${f} Guerrillas and room for a Base`]);
  },
};

/** Available pieces (1.4.1): a pool, "cubes" (Troops plus Police) or "cash" markers. */
export function availableOf(board: GameBoard, what: string): number {
  if (what === "cash") return availableCash(board);
  if (what === "cubes") return available(board, "troop") + available(board, "police");
  return available(board, what as PoolId);
}

const AVAILABLE_LABEL: Record<string, string> = {
  ...POOL_LABEL,
  cubes: "cubes (Troops plus Police)",
  cash: "Cash markers",
};

const availableCount: ConditionDef = {
  id: "available",
  rule: "1.4.1",
  params: { what: enumOf([...POOLS, "cubes", "cash"]), min: num() },
  evaluate: (board, p) => {
    const n = availableOf(board, p.what as string);
    return answer(n >= (p.min as number), [`${n} ${AVAILABLE_LABEL[p.what as string]} Available`]);
  },
};

/** TT: Available Guerrillas plus Active ones on the map (reference 1.6 SYN notes, INF). */
export function availableAndActive(board: GameBoard, f: Insurgent): number {
  const active = SPACE_IDS.reduce((a, id) => a + activeGuerrillas(board.spaces[id], f), 0);
  return available(board, GUERRILLA_POOL[f]) + active;
}

const availableOrActiveGuerrillas: ConditionDef = {
  id: "availableOrActiveGuerrillas",
  rule: "ref 1.6 SYN notes",
  params: { faction: enumOf(INSURGENTS), min: num() },
  evaluate: (board, p) => {
    const f = p.faction as Insurgent;
    const n = availableAndActive(board, f);
    return answer(n >= (p.min as number), [
      `${plural(n, `${FACTION_LABEL[f]} Guerrilla`)} Available or Active`,
    ]);
  },
};

export const PRESENCE_CONDITIONS: readonly ConditionDef[] = [
  guerrillasWhere,
  populatedSpace,
  attackTarget,
  baseRoomWithGuerrillas,
  availableCount,
  availableOrActiveGuerrillas,
];

export { GUERRILLA_POOL };
