import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { controlOf, totalSupport } from "../../board/board";
import { setAid, setUsAlliance } from "../../board/tracks";
import { type GameBoard, SPACE_IDS, type SpaceId, type UsAlliance } from "../../types";
import type { NeedAnswer } from "../contracts";
import { AnswerCursor, type StepResult } from "../step-result";
import type { TableChange, TraceRecord } from "../types";
import { AGITATION, CIVIC_ACTION, supportSteps } from "./shifts";

/**
 * Support Phase (6.3) with the NP instructions (C8.5.9; reference §3.8): the US Alliance test and
 * Aid (6.3.1), NP GOV Civic Action, NP 26J Agitation (shifts.ts), and what the caller needs for
 * NP DR Expat Backing (6.3.4): the caller draws any DR Calixto card and runs its Rally
 * instructions as a free Rally in one of `spaces`. Player Factions do their own Civic Action,
 * Agitation or Expat Backing and record it in the board editor (`playerSteps`).
 */
export interface ExpatBackingPlan {
  faction: "DR";
  /** Cities and Provinces without Active Support or Opposition, not Controlled by another Faction. */
  spaces: SpaceId[];
  /**
   * DR Bases counted Vulnerable for this Rally: Active DR Guerrillas count as Underground
   * (reference §3.8), so only a DR Base with no DR Guerrilla at all is Vulnerable.
   */
  vulnerableDrBases: SpaceId[];
  rule: "6.3.4";
}

const DOWN: Record<UsAlliance, UsAlliance> = {
  firm: "reluctant",
  reluctant: "embargoed",
  embargoed: "embargoed",
};

export function expatBackingSpaces(board: GameBoard): SpaceId[] {
  return SPACE_IDS.filter((id) => {
    const s = board.spaces[id];
    const c = controlOf(board, id);
    return SPACE_BY_ID[id].kind !== "ec" && Math.abs(s.support) < 2 && (c === null || c === "DR");
  });
}

export function expatBackingPlan(board: GameBoard): ExpatBackingPlan {
  const vulnerableDrBases = SPACE_IDS.filter((id) => {
    const p = board.spaces[id].pieces;
    return p.drBase > 0 && p.drU + p.drA === 0;
  });
  return { faction: "DR", spaces: expatBackingSpaces(board), vulnerableDrBases, rule: "6.3.4" };
}

export function supportPhase(
  board: GameBoard,
  answers: readonly NeedAnswer[],
  civicActionBonus = 0,
): StepResult<{ expatBacking: ExpatBackingPlan | null; playerSteps: string[] }> {
  const cur = new AnswerCursor(answers);
  let b = board;
  const changes: TableChange[] = [];
  const trace: TraceRecord[] = [];
  const playerSteps: string[] = [];

  // 6.3.1 US Alliance test: Total Support 18 or less degrades it and costs 10 Aid (even if Embargoed).
  const support = totalSupport(b);
  if (support <= 18) {
    if (b.usAlliance !== "embargoed") {
      const r = setUsAlliance(b, DOWN[b.usAlliance]);
      b = r.board;
      changes.push(r.change);
    }
    const r = setAid(b, b.aid - 10);
    b = r.board;
    changes.push(r.change);
  }
  trace.push({
    kind: "note",
    rule: "6.3.1",
    text: `Total Support ${support}: ${support <= 18 ? "US Alliance down one box, Aid −10" : "US Alliance holds"}`,
  });

  if (b.roles.GOV === "np") {
    const r = supportSteps(b, cur, CIVIC_ACTION, civicActionBonus);
    if (r.kind !== "done") return r;
    b = r.board;
    changes.push(...r.changes);
    trace.push(...r.trace);
  } else playerSteps.push("Government may buy Civic Action (6.3.2)");

  if (b.roles["26J"] === "np") {
    const r = supportSteps(b, cur, AGITATION);
    if (r.kind !== "done") return r;
    b = r.board;
    changes.push(...r.changes);
    trace.push(...r.trace);
  } else playerSteps.push("26July may buy Agitation (6.3.3)");

  let expatBacking: ExpatBackingPlan | null = null;
  if (b.roles.DR === "np") {
    const plan = expatBackingPlan(b);
    expatBacking = plan.spaces.length ? plan : null;
    trace.push({
      kind: "note",
      rule: "C8.5.9",
      text: plan.spaces.length
        ? `NP DR Expat Backing: draw a DR Calixto card and run its Rally in one of ${plan.spaces.map((id) => SPACE_BY_ID[id].name).join(", ")}`
        : "NP DR Expat Backing: no space qualifies",
    });
  } else playerSteps.push("Directorio may free Rally in one space (Expat Backing, 6.3.4)");

  return { kind: "done", board: b, changes, trace, expatBacking, playerSteps };
}
