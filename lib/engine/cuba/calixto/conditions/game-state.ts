import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { available, controlOf, isFinalCampaign, openCasinos } from "../../board/board";
import { casinoRoom } from "../../board/space";
import { FACTIONS, type Faction, SPACE_IDS } from "../../types";
import { OPERATION_KINDS } from "../types";
import { answer, bool, type ConditionDef, enumOf, nameOf, num } from "./define";

/** Questions about the game state rather than one space (reference 1.1, 1.6; C8.6.5). */

/** SA red conditionals naming the Operation ("Sweep:", "Rally:", "Terror:"). */
const operationIs: ConditionDef = {
  id: "operationIs",
  rule: "C8.7.1 red conditionals",
  params: { operation: enumOf(OPERATION_KINDS) },
  evaluate: (_board, p, ctx) =>
    answer(ctx.operation === p.operation, [`Operation is ${ctx.operation ?? "not chosen yet"}`]),
};

const factionIsPlayer: ConditionDef = {
  id: "factionIsPlayer",
  rule: "C8.5.3 red conditionals",
  params: { faction: enumOf(FACTIONS) },
  evaluate: (board, p) => {
    const f = p.faction as Faction;
    return answer(board.roles[f] === "player", [`${f} is ${board.roles[f]}`]);
  },
};

/** Final Campaign: only one Propaganda card left (C8.6.5). */
const finalCampaign: ConditionDef = {
  id: "finalCampaign",
  rule: "C8.6.5",
  params: { is: bool() },
  evaluate: (board, p) => {
    const fin = isFinalCampaign(board);
    return answer(fin === p.is, [
      `${board.propagandaLeft} Propaganda card(s) left: ${fin ? "" : "not "}the final Campaign`,
    ]);
  },
};

const synResources: ConditionDef = {
  id: "synResources",
  rule: "C8.5.4 Resources",
  params: { op: enumOf(["lt", "lte", "gt", "gte"]), n: num() },
  evaluate: (board, p) => {
    const r = board.resources.SYN;
    const n = p.n as number;
    const ok = p.op === "lt" ? r < n : p.op === "lte" ? r <= n : p.op === "gt" ? r > n : r >= n;
    return answer(ok, [`SYN Resources ${r}`]);
  },
};

const openCasinosBelow: ConditionDef = {
  id: "openCasinos",
  rule: "ref 1.6 P",
  params: { below: num() },
  evaluate: (board, p) => {
    const n = openCasinos(board);
    return answer(n < (p.below as number), [`${n} open Casinos`]);
  },
};

/**
 * N, P, Q, T Q2: enough Resources, and a City or Province Controlled by GOV or SYN where
 * Construct could place a closed Casino (Available, within stacking) or, when opening counts,
 * open a closed one (3.3.5, 1.4.2). N/P/Q count opening only in the final Campaign; T's
 * wording counts it always (reference 1.6, 1.7 item 6).
 */
const constructPossible: ConditionDef = {
  id: "constructPossible",
  rule: "3.3.5; C8.6.5; C8.9/c2",
  params: { minResources: num(), open: enumOf(["finalCampaign", "always"]) },
  evaluate: (board, p) => {
    const r = board.resources.SYN;
    if (r < (p.minResources as number)) return answer(false, [`SYN Resources ${r}`]);
    const canOpen = p.open === "always" || isFinalCampaign(board);
    const casinosLeft = available(board, "casino");
    const evidence: string[] = [];
    for (const id of SPACE_IDS) {
      if (SPACE_BY_ID[id].kind === "ec") continue;
      const c = controlOf(board, id);
      if (c !== "GOV" && c !== "SYN") continue;
      const s = board.spaces[id];
      if (casinosLeft > 0 && casinoRoom(id, s) > 0) evidence.push(`${nameOf(id)}: place`);
      else if (canOpen && s.pieces.casinoClosed > 0) evidence.push(`${nameOf(id)}: open`);
    }
    return evidence.length
      ? answer(true, [`SYN Resources ${r}`, ...evidence])
      : answer(false, [`SYN Resources ${r}`, "no GOV- or SYN-Controlled space for Construct"]);
  },
};

export const GAME_STATE_CONDITIONS: readonly ConditionDef[] = [
  operationIs,
  factionIsPlayer,
  finalCampaign,
  synResources,
  openCasinosBelow,
  constructPossible,
];
