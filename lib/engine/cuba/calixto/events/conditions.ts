import type { EiCondition } from "@/data/cuba/calixto/event-instructions";
import { FACTION_NAME, POOL_LABEL } from "@/data/cuba/pieces";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { available, isFinalCampaign } from "../../board/board";
import { activeGuerrillas, casinoRoom, guerrillas } from "../../board/space";
import { type Faction, type GameBoard, SPACE_IDS, type SpaceId } from "../../types";
import { cashHoldersOf } from "./pieces";

/**
 * Evaluates the conditions of the Event Instructions table (C8.5.5 ★; reference §3.6) against
 * the board. Every answer carries its evidence: the spaces or counts that make it true, or why
 * it is false.
 */
export interface ConditionAnswer {
  value: boolean;
  evidence: string[];
}

const name = (id: SpaceId) => SPACE_BY_ID[id].name;
const spacesWhere = (pred: (id: SpaceId) => boolean) => SPACE_IDS.filter((id) => pred(id));

function found(spaces: SpaceId[], what: string): ConditionAnswer {
  return spaces.length
    ? { value: true, evidence: [`${what}: ${spaces.map(name).join(", ")}`] }
    : { value: false, evidence: [`no space with ${what}`] };
}

export function evaluateEiCondition(board: GameBoard, cond: EiCondition): ConditionAnswer {
  switch (cond.id) {
    case "usAllianceIs":
      return {
        value: board.usAlliance === cond.value,
        evidence: [`US Alliance is ${board.usAlliance}`],
      };
    case "finalCampaign": {
      const final = isFinalCampaign(board);
      return { value: final, evidence: [final ? "final Campaign" : "not the final Campaign"] };
    }
    case "available": {
      const n = cond.pools.reduce((a, p) => a + available(board, p), 0);
      const what = cond.pools.map((p) => POOL_LABEL[p]).join(" + ");
      return { value: n >= cond.atLeast, evidence: [`${n} ${what} Available`] };
    }
    case "isPlayer": {
      const player = board.roles[cond.faction] === "player";
      return {
        value: player,
        evidence: [`${FACTION_NAME[cond.faction]} is ${player ? "a player" : "a Non-player"}`],
      };
    }
    case "activeWithTroops":
      return found(
        spacesWhere(
          (id) =>
            board.spaces[id].pieces.troop > 0 &&
            activeGuerrillas(board.spaces[id], cond.faction) >= cond.atLeast,
        ),
        `${cond.atLeast}+ Active ${FACTION_NAME[cond.faction]} Guerrillas with Troops`,
      );
    case "troopsAtOrNextToActiveSupportProvince": {
      const provinces = spacesWhere(
        (id) => SPACE_BY_ID[id].kind === "province" && board.spaces[id].support === 2,
      ).filter(
        (id) =>
          board.spaces[id].pieces.troop > 0 ||
          SPACE_BY_ID[id].adjacent.some(
            (n) => SPACE_BY_ID[n].kind === "province" && board.spaces[n].pieces.troop > 0,
          ),
      );
      return found(provinces, "a Province at Active Support with Troops in or next to it");
    }
    case "citiesAtOpposition": {
      const cities = spacesWhere(
        (id) => SPACE_BY_ID[id].kind === "city" && board.spaces[id].support < 0,
      );
      return {
        value: cities.length >= cond.atLeast,
        evidence: [
          `${cities.length} City/Cities at Opposition${cities.length ? `: ${cities.map(name).join(", ")}` : ""}`,
        ],
      };
    }
    case "baseAtLevel": {
      const kind = cond.faction === "26J" ? "m26Base" : "drBase";
      return found(
        spacesWhere(
          (id) =>
            board.spaces[id].pieces[kind] > 0 &&
            (cond.levels as number[]).includes(board.spaces[id].support),
        ),
        `a ${FACTION_NAME[cond.faction]} Base at the named level`,
      );
    }
    case "cashCouldGoTo":
      return found(
        spacesWhere((id) => cashCouldMoveTo(board, id, cond.faction)),
        `Cash held by another Faction beside a ${FACTION_NAME[cond.faction]} piece`,
      );
    case "casinosWouldOpen": {
      const closed = SPACE_IDS.reduce((a, id) => a + board.spaces[id].pieces.casinoClosed, 0);
      return { value: closed >= cond.atLeast, evidence: [`${closed} closed Casino(s) on the map`] };
    }
    case "casinoPlaceableInCity": {
      const left = available(board, "casino");
      const cities = spacesWhere(
        (id) => SPACE_BY_ID[id].kind === "city" && casinoRoom(id, board.spaces[id]) > 0,
      );
      return left > 0
        ? found(cities, "room for a Casino")
        : { value: false, evidence: ["no Casino Available"] };
    }
    case "guerrillaWithGovBase":
      return found(
        spacesWhere(
          (id) =>
            board.spaces[id].pieces.govBase > 0 && guerrillas(board.spaces[id], cond.faction) > 0,
        ),
        `a ${FACTION_NAME[cond.faction]} Guerrilla with a GOV Base`,
      );
    case "counterpartsAvailable": {
      const g = available(board, "m26Guerrilla") > 0;
      const b = available(board, "m26Base") > 0;
      return found(
        spacesWhere((id) => {
          const s = board.spaces[id];
          if (SPACE_BY_ID[id].kind !== "city") return false;
          return (g && s.pieces.drU + s.pieces.drA > 0) || (b && s.pieces.drBase > 0);
        }),
        "a City with DR pieces that 26J could replace",
      );
    }
    case "not": {
      const inner = evaluateEiCondition(board, cond.cond);
      return { value: !inner.value, evidence: inner.evidence };
    }
    case "all": {
      const parts = cond.conds.map((c) => evaluateEiCondition(board, c));
      return { value: parts.every((p) => p.value), evidence: parts.flatMap((p) => p.evidence) };
    }
  }
}

/** Cash in the space held by a piece of another Faction, and a piece of `to` that could take it. */
export function cashCouldMoveTo(board: GameBoard, id: SpaceId, to: Faction): boolean {
  const s = board.spaces[id];
  const mine = cashHoldersOf(to);
  const others = s.cash.filter((h) => !mine.includes(h));
  return others.length > 0 && mine.some((k) => s.pieces[k] > 0);
}
