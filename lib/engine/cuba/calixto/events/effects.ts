import type { EffectiveId } from "@/data/cuba/calixto/effective-events";
import { type EventEffect, effectsFor } from "@/data/cuba/calixto/event-effects";
import type { EventSide } from "@/data/cuba/calixto/event-instructions";
import { FACTION_NAME } from "@/data/cuba/pieces";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { isFinalCampaign } from "../../board/board";
import { type Faction, type GameBoard, SPACE_IDS, type SpaceId } from "../../types";
import { DEFAULT_OPTIONS, type RuleOptions } from "../scope";
import { COLUMNS, type ColumnId } from "../types";
import { cashCouldMoveTo } from "./conditions";
import { enemySpaces, placeable } from "./own-and-enemy";
import { cardProgram } from "./program/card-groups";
import { carryJudgedRun, judgeEvent } from "./program/run";
import { SHIFT_TEXT, shifted, supportHits } from "./support-hits";
import type { EventTables } from "./tables";
import { whereSpaces } from "./where";

/**
 * Would an Event side be effective for a Faction on this board (C8.5.5)? Each effect of the
 * side (event-effects.ts) is turned into the Effective Events kinds it would produce for the
 * acting Faction, keeping only those listed for it, with their red conditions (reference §3.4).
 * NP Factions place only their own pieces and remove only enemy ones (C8.5.5), so only those
 * count. The matching Space Selection columns are returned leftmost first (C8.5.5).
 */
export interface EffectHit {
  id: EffectiveId;
  evidence: string;
  column: ColumnId | null;
}

export type EffectEvaluation =
  | { known: false; reason: string }
  | { known: true; hits: EffectHit[]; columns: ColumnId[]; grants: string[] | null };

const name = (id: SpaceId) => SPACE_BY_ID[id].name;
const list = (ids: SpaceId[]) => ids.map(name).join(", ");

function effectHits(board: GameBoard, e: EventEffect, f: Faction): EffectHit[] {
  switch (e.kind) {
    case "capability":
      return [{ id: "capability", evidence: "puts a Capability into play", column: null }];
    case "momentum":
      return [{ id: "momentum", evidence: "puts a Momentum card into play", column: null }];
    case "grant":
      return e.to.includes(f)
        ? [
            {
              id: "ownOpSA",
              evidence: `gives ${FACTION_NAME[f]} ${e.ops.join(" + ")}`,
              column: e.ops.includes("march") ? "MD" : null,
            },
          ]
        : [];
    case "shift":
    case "set":
    case "clear": {
      const hits = new Map<EffectiveId, { spaces: SpaceId[]; column: ColumnId }>();
      for (const id of whereSpaces(board, e.where, f)) {
        if (SPACE_BY_ID[id].kind === "ec") continue;
        const old = board.spaces[id].support;
        let next: number;
        if (e.kind === "shift") next = shifted(old, e.toward, e.levels);
        else if (e.kind === "set") next = e.level;
        else if (e.what === "support") next = Math.min(old, 0);
        else next = Math.max(old, 0);
        for (const [hit, column] of supportHits(f, old, next)) {
          const h = hits.get(hit) ?? { spaces: [], column };
          h.spaces.push(id);
          hits.set(hit, h);
        }
      }
      return [...hits].map(([id, h]) => ({
        id,
        evidence: `${SHIFT_TEXT[id]} in ${list(h.spaces)}`,
        column: h.column,
      }));
    }
    case "place": {
      const owners = e.owners ?? [f];
      if (!owners.includes(f)) return [];
      return placeable(board, f, e.pieces, whereSpaces(board, e.where, f)).flatMap((p) => {
        const hits: EffectHit[] = [
          {
            id: "addForces",
            evidence: `places ${FACTION_NAME[f]} pieces (${list(p.spaces)})`,
            column: p.column,
          },
        ];
        if (p.column === "PCas" && e.open)
          hits.push({ id: "addOpenCasinos", evidence: "places an open Casino", column: "PCas" });
        return hits;
      });
    }
    case "remove": {
      const at = enemySpaces(board, whereSpaces(board, e.where, f), e.of, f, e.pieces);
      return at.length
        ? [
            {
              id: "removeEnemyForces",
              evidence: `enemy pieces to remove in ${list(at)}`,
              column: "RR",
            },
          ]
        : [];
    }
    case "replace": {
      const by = e.by ?? [f];
      if (!by.includes(f)) return [];
      const at = enemySpaces(board, whereSpaces(board, e.where, f), e.of, f, e.pieces);
      const own = placeable(board, f, f === "GOV" ? ["cube"] : ["guerrilla"], at);
      if (!at.length || !own.length) return [];
      return [
        {
          id: "removeEnemyForces",
          evidence: `enemy pieces to replace in ${list(at)}`,
          column: "RR",
        },
        {
          id: "addForces",
          evidence: `${FACTION_NAME[f]} pieces Available to put in`,
          column: "RR",
        },
      ];
    }
    case "closeCasinos": {
      if (f === "SYN") return [];
      const at = whereSpaces(board, e.where, f).filter(
        (id) => board.spaces[id].pieces.casinoOpen > 0,
      );
      return at.length
        ? [
            {
              id: "removeEnemyForces",
              evidence: `open Casino to close in ${list(at)}`,
              column: "RR",
            },
          ]
        : [];
    }
    case "openCasinos": {
      const closed = SPACE_IDS.reduce((a, id) => a + board.spaces[id].pieces.casinoClosed, 0);
      return f === "SYN" && closed > 0
        ? [
            {
              id: "addOpenCasinos",
              evidence: `${closed} closed Casino(s) would open`,
              column: "PCas",
            },
          ]
        : [];
    }
    case "resources": {
      if (e.sign > 0)
        return e.of === "SYN" && f === "SYN" && board.resources.SYN < 49
          ? [{ id: "addSynResources", evidence: "adds Syndicate Resources", column: null }]
          : [];
      if (e.of === f) return [];
      const tracked = board.roles[e.of] === "player" || e.of === "SYN";
      if (!tracked || board.resources[e.of] <= 0) return [];
      const id: EffectiveId =
        board.roles[e.of] === "player" ? "reducePlayerResources" : "reduceResources";
      const text = `lowers ${FACTION_NAME[e.of]} Resources (${board.resources[e.of]})`;
      return f === "SYN"
        ? id === "reducePlayerResources"
          ? [{ id, evidence: text, column: null }]
          : []
        : [{ id: "reduceResources", evidence: text, column: null }];
    }
    case "usAlliance":
      if (e.sign > 0 && board.usAlliance !== "firm")
        return [
          {
            id: "addUsAlliance",
            evidence: `US Alliance up from ${board.usAlliance}`,
            column: null,
          },
        ];
      if (e.sign < 0 && board.usAlliance !== "embargoed")
        return [
          {
            id: "reduceUsAlliance",
            evidence: `US Alliance down from ${board.usAlliance}`,
            column: null,
          },
        ];
      return [];
    case "aid":
      return e.sign < 0 && board.aid > 0
        ? [{ id: "reduceAid", evidence: `lowers Aid (${board.aid})`, column: null }]
        : [];
    case "cashTransfer": {
      const at = SPACE_IDS.filter((id) => cashCouldMoveTo(board, id, f));
      return at.length
        ? [
            {
              id: "addCash",
              evidence: `Cash could pass to ${FACTION_NAME[f]} in ${list(at)}`,
              column: f === "SYN" ? "CASH" : null,
            },
          ]
        : [];
    }
  }
}

/** Whether a listed effect's red condition holds now (reference §3.4 ✓ marks). */
function conditionHolds(board: GameBoard, cond: string | undefined): boolean {
  if (cond === "firstThreeCardsOfCampaign") return board.campaignCard <= 3;
  if (cond === "notFinalCampaign") return !isFinalCampaign(board);
  if (cond === "govIsPlayer") return board.roles.GOV === "player";
  return true;
}

export function evaluateEffects(
  board: GameBoard,
  card: number,
  side: EventSide,
  f: Faction,
  tables: EventTables,
  options: RuleOptions = DEFAULT_OPTIONS,
): EffectEvaluation {
  // Ours unless the bundle brings its own: loaded with the card (card-groups.ts).
  const program = tables.programs
    ? tables.programs.find((p) => p.card === card && p.side === side)
    : cardProgram(card, side);
  if (program) {
    const j = judgeEvent(board, program, {
      actor: f,
      chooser: "np",
      card,
      side,
      hints: [],
      options,
      tables,
    });
    const named = j.grants.find((g) => g.faction === f);
    // The dry run goes on with the evaluation, for the execution to take over (run.ts).
    return carryJudgedRun(
      { known: true, hits: j.hits, columns: j.columns, grants: named ? named.actions : null },
      j,
    );
  }
  const entry = effectsFor(card, side, tables.effects);
  if (!entry) return { known: false, reason: "this Event side is not encoded" };
  if (entry.ask) return { known: false, reason: entry.provenance.note ?? "needs the player's eye" };
  const listed = tables.effective[f];
  const hits: EffectHit[] = [];
  for (const e of entry.effects) {
    for (const h of effectHits(board, e, f)) {
      const row = listed.find((l) => l.id === h.id);
      if (!row || !conditionHolds(board, row.onlyIf)) continue;
      if (!hits.some((x) => x.id === h.id && x.evidence === h.evidence)) hits.push(h);
    }
  }
  const order = COLUMNS[f] as readonly ColumnId[];
  const columns = [...new Set(hits.map((h) => h.column).filter((c): c is ColumnId => c !== null))]
    .filter((c) => order.includes(c))
    .sort((a, b) => order.indexOf(a) - order.indexOf(b));
  const grant = entry.effects.find((e) => e.kind === "grant" && e.to.includes(f));
  return {
    known: true,
    hits,
    columns,
    grants: grant && grant.kind === "grant" ? grant.ops : null,
  };
}
