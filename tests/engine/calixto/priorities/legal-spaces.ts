import { SPACE_BY_ID } from "@/data/cuba/spaces";
import {
  allUnderground,
  available,
  casinoRoom,
  controlOf,
  guerrillas,
  vulnerableBases,
} from "@/lib/engine/cuba/board";
import { type GameBoard, SPACE_IDS, type SpaceId } from "@/lib/engine/cuba/types";

/**
 * Legal spaces for the actions the C8.9 example selects, computed from the base rules (and the
 * card line where it restricts them), never from the example's answer. These are test helpers:
 * the operations module owns the real ones. Keep rules (C8.5.7) are not modelled here; where an
 * origin matters, the test says which one and why.
 */
const kind = (id: SpaceId) => SPACE_BY_ID[id].kind;
const isCityOrProvince = (id: SpaceId) => kind(id) !== "ec";
const cubes = (b: GameBoard, id: SpaceId) => b.spaces[id].pieces.troop + b.spaces[id].pieces.police;

/**
 * Sweep destinations (3.2.3; C8.6.4; card U "Sweep to Activate Guerrillas"): a City or Province
 * not yet selected, with Underground Guerrillas, where the cubes already there plus the Troops
 * next door (never from a space already chosen as a destination, C8.9/c1) can Activate one:
 * 1 cube per Guerrilla, Forest 1 per 2 cubes.
 */
export function sweepDestinations(b: GameBoard, chosen: readonly SpaceId[]): SpaceId[] {
  return SPACE_IDS.filter((id) => {
    if (!isCityOrProvince(id) || chosen.includes(id)) return false;
    if (allUnderground(b.spaces[id]) === 0) return false;
    const inReach = SPACE_BY_ID[id].adjacent
      .filter((a) => !chosen.includes(a))
      .reduce((n, a) => n + b.spaces[a].pieces.troop, 0);
    const need = SPACE_BY_ID[id].terrain === "forest" ? 2 : 1;
    return cubes(b, id) + inReach >= need;
  });
}

/**
 * Air Strike (4.2.2) on card line Ⓐ: a Province or EC (never a City), not while Embargoed, with
 * a Vulnerable Base or open Casino (C8.5.2).
 */
export function airStrikeVulnerableTargets(b: GameBoard): SpaceId[] {
  if (b.usAlliance === "embargoed") return [];
  return SPACE_IDS.filter((id) => kind(id) !== "city" && vulnerableBases(b.spaces[id]).length > 0);
}

/** 26J Rally (3.3.1): a City or Province at Neutral or Opposition, a Guerrilla Available. */
export function rally26jSpaces(b: GameBoard, chosen: readonly SpaceId[]): SpaceId[] {
  if (available(b, "m26Guerrilla") === 0) return [];
  return SPACE_IDS.filter(
    (id) => isCityOrProvince(id) && !chosen.includes(id) && b.spaces[id].support <= 0,
  );
}

/** SYN Rally (3.3.1): any City or Province (no Support limit), a Guerrilla Available. */
export function rallySynSpaces(b: GameBoard, chosen: readonly SpaceId[]): SpaceId[] {
  if (available(b, "synGuerrilla") === 0) return [];
  return SPACE_IDS.filter((id) => isCityOrProvince(id) && !chosen.includes(id));
}

/**
 * Infiltrate (4.3.1): one space without Support (ECs allowed) that holds or touches an
 * Underground 26J Guerrilla, with a cube to replace.
 */
export function infiltrateSpaces(b: GameBoard): SpaceId[] {
  const u26 = (id: SpaceId) => b.spaces[id].pieces.m26U > 0;
  return SPACE_IDS.filter(
    (id) =>
      b.spaces[id].support <= 0 &&
      cubes(b, id) > 0 &&
      (u26(id) || SPACE_BY_ID[id].adjacent.some(u26)),
  );
}

/**
 * Construct, placing a Casino (3.3.5): a City or Province Controlled by GOV or SYN, with room
 * under the stacking limit (1.4.2) and a Casino Available.
 */
export function constructPlaceSpaces(b: GameBoard): SpaceId[] {
  if (available(b, "casino") === 0) return [];
  return SPACE_IDS.filter((id) => {
    const c = controlOf(b, id);
    return (c === "GOV" || c === "SYN") && casinoRoom(id, b.spaces[id]) > 0;
  });
}

/** Any City or Province with room for a Casino (1.4.2): Meyer Lansky relocations (C8.9/c7). */
export function casinoRoomSpaces(b: GameBoard): SpaceId[] {
  return SPACE_IDS.filter((id) => casinoRoom(id, b.spaces[id]) > 0);
}

/**
 * Muscle destination (4.5.3): one space with an open Casino or one EC, where cubes could come
 * from elsewhere (Police into a City, Troops into a Province or EC).
 */
export function muscleDestinations(b: GameBoard): SpaceId[] {
  return SPACE_IDS.filter((id) => {
    if (kind(id) !== "ec" && b.spaces[id].pieces.casinoOpen === 0) return false;
    const piece = kind(id) === "city" ? "police" : "troop";
    return SPACE_IDS.some((o) => o !== id && b.spaces[o].pieces[piece] > 0);
  });
}

/** Muscle origins for Troops (4.5.3): every other space holding Troops. */
export function muscleTroopOrigins(b: GameBoard, destination: SpaceId): SpaceId[] {
  return SPACE_IDS.filter((id) => id !== destination && b.spaces[id].pieces.troop > 0);
}

/** March destinations (3.3.2): spaces next to the given origins. */
export function marchDestinations(origins: readonly SpaceId[]): SpaceId[] {
  return SPACE_IDS.filter(
    (id) => !origins.includes(id) && origins.some((o) => SPACE_BY_ID[o].adjacent.includes(id)),
  );
}

/** Transport (4.2.1): up to 3 Troops from a City or Base space to any 1 other space. */
export function transportDestinations(origin: SpaceId): SpaceId[] {
  return SPACE_IDS.filter((id) => id !== origin);
}

/**
 * Train placing cubes (3.2.1; card V "sets of 4 only"): a City, or a Province with a GOV Base,
 * not yet selected, while 4 cubes are Available.
 */
export function trainCubeSpaces(b: GameBoard, chosen: readonly SpaceId[]): SpaceId[] {
  if (available(b, "troop") + available(b, "police") < 4) return [];
  return SPACE_IDS.filter(
    (id) =>
      !chosen.includes(id) &&
      (kind(id) === "city" || (kind(id) === "province" && b.spaces[id].pieces.govBase > 0)),
  );
}

/**
 * Defections as DR plays it (C8.9/c6): a space holding both DR pieces and enemy cubes or
 * Guerrillas to replace.
 */
export function defectionsSpaces(b: GameBoard): SpaceId[] {
  return SPACE_IDS.filter((id) => {
    const s = b.spaces[id];
    const dr = guerrillas(s, "DR") + s.pieces.drBase;
    const enemies = cubes(b, id) + guerrillas(s, "26J") + guerrillas(s, "SYN");
    return dr > 0 && enemies > 0;
  });
}

/**
 * 26J Terror (3.3.4) on card J line ①: spaces with an Underground 26J Guerrilla, not at Active
 * Opposition, not yet selected; with a 26J Base outside Mountain only if 2+ Underground (C8.6.5).
 */
export function terror26jSpaces(b: GameBoard, chosen: readonly SpaceId[]): SpaceId[] {
  return SPACE_IDS.filter((id) => {
    const s = b.spaces[id];
    if (chosen.includes(id) || s.pieces.m26U === 0 || s.support === -2) return false;
    if (kind(id) !== "ec" && s.pieces.m26Base > 0 && SPACE_BY_ID[id].terrain !== "mountain")
      return s.pieces.m26U >= 2;
    return true;
  });
}

/**
 * Kidnap (4.3.3): a City, EC or space with an open Casino where 26J Guerrillas outnumber Police;
 * NP 26J picks it first, then does Terror there (C8.7.5), so it needs an Underground 26J.
 */
export function kidnapSpaces(b: GameBoard): SpaceId[] {
  return SPACE_IDS.filter((id) => {
    const s = b.spaces[id];
    const where = kind(id) !== "province" || s.pieces.casinoOpen > 0;
    return where && s.pieces.m26U > 0 && guerrillas(s, "26J") > s.pieces.police;
  });
}
