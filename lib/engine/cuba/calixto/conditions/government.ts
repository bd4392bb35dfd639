import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { controlOf } from "../../board/board";
import { controlPieces, cubes, guerrillas, vulnerableEnemies } from "../../board/space";
import { type GameBoard, INSURGENTS, type PieceKind, SPACE_IDS, type SpaceId } from "../../types";
import { planAssault } from "../procedures/assault";
import { isGuerrillaKind } from "../procedures/targets";
import { answer, type ConditionDef, nameOf, num, plural } from "./define";

/** Government card questions (reference 1.3 and its notes). */

const isCity = (id: SpaceId) => SPACE_BY_ID[id].kind === "city";
const isEc = (id: SpaceId) => SPACE_BY_ID[id].kind === "ec";
const govPieces = (board: GameBoard, id: SpaceId) => controlPieces(board.spaces[id], "GOV");

/** U Q1, W Q2: a City below Active Support. */
const cityNotActiveSupport: ConditionDef = {
  id: "cityNotActiveSupport",
  rule: "ref 1.3 U; C8.9/c1",
  params: {},
  evaluate: (board) => {
    const hits = SPACE_IDS.filter((id) => isCity(id) && board.spaces[id].support < 2);
    return hits.length
      ? answer(true, hits.map(nameOf))
      : answer(false, ["every City is at Active Support"]);
  },
};

/**
 * V Q1: Troops above what the Government needs to keep Control, in a City or a Province with a
 * GOV Base (reference 1.3 notes; C8.9/c5 Havana). A space the Government does not Control has
 * no Control to keep: we read it as not qualifying (INF), since the card looks for Troops it
 * can take away safely.
 */
const troopsSpareForControl: ConditionDef = {
  id: "troopsSpareForControl",
  rule: "ref 1.3 notes; C8.9/c5",
  params: { min: num() },
  evaluate: (board, p) => {
    const min = p.min as number;
    const evidence: string[] = [];
    for (const id of SPACE_IDS) {
      const s = board.spaces[id];
      const eligible = isCity(id) || (SPACE_BY_ID[id].kind === "province" && s.pieces.govBase > 0);
      if (!eligible || controlOf(board, id) !== "GOV") continue;
      const gov = govPieces(board, id);
      const others = INSURGENTS.reduce((a, f) => a + controlPieces(s, f), 0);
      const spare = Math.min(s.pieces.troop, gov - others - 1);
      if (spare >= min)
        evidence.push(`${nameOf(id)}: ${plural(spare, "Troop")} spare (GOV ${gov} vs ${others})`);
    }
    return evidence.length
      ? answer(true, evidence)
      : answer(false, [`no GOV-Controlled City or Base Province has ${min}+ spare Troops`]);
  },
};

/** VV-YY: an EC that would be Sabotaged at Propaganda (reference 1.3 notes; 6.2.1). */
const ecGuerrillasExceedCubes: ConditionDef = {
  id: "ecGuerrillasExceedCubes",
  rule: "ref 1.3 notes; 6.2.1",
  params: {},
  evaluate: (board) => {
    const evidence: string[] = [];
    for (const id of SPACE_IDS) {
      if (!isEc(id)) continue;
      const s = board.spaces[id];
      const g = guerrillas(s, "26J") + guerrillas(s, "DR");
      if (g > cubes(s)) evidence.push(`${nameOf(id)}: ${g} 26J+DR Guerrillas vs ${cubes(s)} cubes`);
    }
    return evidence.length
      ? answer(true, evidence)
      : answer(false, ["no EC has more 26J+DR Guerrillas than cubes"]);
  },
};

/** W Q1, X Q1: GOV pieces together with Vulnerable Enemies (C8.5.2 terms). */
const govForcesWithVulnerableEnemies: ConditionDef = {
  id: "govForcesWithVulnerableEnemies",
  rule: "C8.5.2 Vulnerable Enemies; ref 1.3 notes",
  params: {},
  evaluate: (board) => {
    const evidence: string[] = [];
    for (const id of SPACE_IDS) {
      const v = vulnerableEnemies(board.spaces[id]);
      if (govPieces(board, id) > 0 && v > 0)
        evidence.push(`${nameOf(id)}: ${plural(v, "Vulnerable Enemy", "Vulnerable Enemies")}`);
    }
    return evidence.length
      ? answer(true, evidence)
      : answer(false, ["no space holds both GOV forces and Vulnerable Enemies"]);
  },
};

/**
 * Z Q2: what one Assault could do in a space. It asks the Assault itself (`planAssault`, the
 * pieces G-ASSAULT would take there by the Piece Priorities), so whatever changes the Assault
 * changes the answer: removals per Troop, Mountain and Police (3.2.4), Bases and open Casinos
 * last (3.2.4, 1.4.5), and the Momentum S.I.M. #4 and Sánchez Mosquera #6.
 */
const BASE_LABEL: Partial<Record<PieceKind, string>> = {
  m26Base: "remove a 26J Base",
  drBase: "remove a DR Base",
  casinoOpen: "close an open Casino",
};

const assaultCouldRemove: ConditionDef = {
  id: "assaultCouldRemove",
  rule: "3.2.4; 1.4.5; C8.9/c3",
  params: { guerrillas: num() },
  evaluate: (board, p, ctx) => {
    const need = p.guerrillas as number;
    const evidence: string[] = [];
    for (const id of SPACE_IDS) {
      const plan = planAssault(board, id, ctx.options);
      const taken = plan.filter((r) => isGuerrillaKind(r.kind)).length;
      if (taken >= need) {
        evidence.push(`${nameOf(id)}: could remove ${taken} Active Guerrillas`);
        continue;
      }
      for (const r of plan) {
        const label = BASE_LABEL[r.kind];
        if (label) evidence.push(`${nameOf(id)}: could ${label}`);
      }
    }
    return evidence.length
      ? answer(true, evidence)
      : answer(false, [`no single Assault reaches ${need}+ Guerrillas or a Base/Casino`]);
  },
};

/** SA-G1 B, SA-GZZ A: a GOV-Controlled space at Passive or Active Opposition. */
const govControlAtOpposition: ConditionDef = {
  id: "govControlAtOpposition",
  rule: "ref 1.1 SA-G1",
  params: {},
  evaluate: (board) => {
    const hits = SPACE_IDS.filter(
      (id) => controlOf(board, id) === "GOV" && board.spaces[id].support < 0,
    );
    return hits.length
      ? answer(true, hits.map(nameOf))
      : answer(false, ["no GOV-Controlled space is at Opposition"]);
  },
};

export const GOVERNMENT_CONDITIONS: readonly ConditionDef[] = [
  cityNotActiveSupport,
  troopsSpareForControl,
  ecGuerrillasExceedCubes,
  govForcesWithVulnerableEnemies,
  assaultCouldRemove,
  govControlAtOpposition,
];
