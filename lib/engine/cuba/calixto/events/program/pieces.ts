import { FACTIONS, type Faction, type PieceKind } from "../../../types";
import type { Owner, PieceClass } from "./types";

/**
 * Piece classes of the Event vocabulary mapped to board piece kinds, per Faction (1.4). For a
 * removal every kind of the class counts; a placement puts the first kind (Guerrillas go
 * Underground, 1.4.3; Casinos closed unless the step says open, 1.4.4).
 */
const KINDS: Record<Faction, Partial<Record<PieceClass, readonly PieceKind[]>>> = {
  GOV: {
    troop: ["troop"],
    police: ["police"],
    cube: ["police", "troop"],
    govBase: ["govBase"],
    base: ["govBase"],
  },
  "26J": {
    guerrilla: ["m26U", "m26A"],
    underground: ["m26U"],
    active: ["m26A"],
    base: ["m26Base"],
  },
  DR: {
    guerrilla: ["drU", "drA"],
    underground: ["drU"],
    active: ["drA"],
    base: ["drBase"],
  },
  SYN: {
    guerrilla: ["synU", "synA"],
    underground: ["synU"],
    active: ["synA"],
    casino: ["casinoClosed", "casinoOpen"],
    base: ["casinoClosed", "casinoOpen"],
    openCasino: ["casinoOpen"],
    closedCasino: ["casinoClosed"],
  },
};

export function kindsOf(f: Faction, classes: readonly PieceClass[]): PieceKind[] {
  const out: PieceKind[] = [];
  for (const c of classes) for (const k of KINDS[f][c] ?? []) if (!out.includes(k)) out.push(k);
  return out;
}

/** The kind a placement of this class puts on the map for a Faction, or null if it has none. */
export function placedKind(
  f: Faction,
  c: PieceClass,
  opts: { active?: boolean; closed?: boolean } = {},
): PieceKind | null {
  return placedKinds(f, c, opts)[0] ?? null;
}

/**
 * Every kind a placement of this class may put for a Faction: Guerrillas Underground unless the
 * step says Active (1.4.3); Casinos open unless the step says closed (1.4.4); a "cube" may be a
 * Police or a Troop (the placer chooses; an NP alternates, ref 3.2 row 5).
 */
export function placedKinds(
  f: Faction,
  c: PieceClass,
  opts: { active?: boolean; closed?: boolean } = {},
): PieceKind[] {
  if (c === "guerrilla" || c === "underground" || c === "active") {
    const ks = KINDS[f].guerrilla;
    if (!ks) return [];
    return [opts.active || c === "active" ? ks[1] : ks[0]];
  }
  if (f === "SYN" && (c === "casino" || c === "base" || c === "openCasino" || c === "closedCasino"))
    return [
      (opts.closed || c === "closedCasino") && c !== "openCasino" ? "casinoClosed" : "casinoOpen",
    ];
  return [...(KINDS[f][c] ?? [])];
}

export const isBaseKind = (k: PieceKind) =>
  k === "govBase" ||
  k === "m26Base" ||
  k === "drBase" ||
  k === "casinoOpen" ||
  k === "casinoClosed";

export const isGuerrillaKind = (k: PieceKind) =>
  k === "m26U" || k === "m26A" || k === "drU" || k === "drA" || k === "synU" || k === "synA";

/** Resolve "actor" in an owner list. */
export function owners(list: readonly Owner[], actor: Faction): Faction[] {
  const out: Faction[] = [];
  for (const o of list) {
    const fs = o === "actor" ? [actor] : o === "enemy" ? FACTIONS.filter((x) => x !== actor) : [o];
    for (const f of fs) if (FACTIONS.includes(f) && !out.includes(f)) out.push(f);
  }
  return out;
}
