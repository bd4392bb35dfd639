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
 * instructions as a free Rally in one of `spaces`. The Round asks player Factions for their own
 * Civic Action, Agitation and Expat Backing between these steps (player-shifts.ts,
 * player-expat.ts), in the order of 6.3.
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

type Part<X = object> = StepResult<X>;

/** 6.3.1 US Alliance test, then NP Government Civic Action (6.3.2, C8.5.9). */
export function supportOpening(
  board: GameBoard,
  answers: readonly NeedAnswer[],
  civicActionBonus = 0,
): Part {
  return opening(board, new AnswerCursor(answers), civicActionBonus);
}

function opening(board: GameBoard, cur: AnswerCursor, civicActionBonus: number): Part {
  let b = board;
  const changes: TableChange[] = [];
  const trace: TraceRecord[] = [];

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
  }
  return { kind: "done", board: b, changes, trace };
}

/** NP 26July Agitation (6.3.3, C8.5.9); nothing for a player 26July. */
export function npAgitation(board: GameBoard, answers: readonly NeedAnswer[]): Part {
  return agitation(board, new AnswerCursor(answers));
}

function agitation(board: GameBoard, cur: AnswerCursor): Part {
  if (board.roles["26J"] !== "np") return { kind: "done", board, changes: [], trace: [] };
  return supportSteps(board, cur, AGITATION);
}

/** What NP DR Expat Backing needs (6.3.4, C8.5.9), null when no space qualifies. */
export function npExpatBacking(board: GameBoard): {
  plan: ExpatBackingPlan | null;
  trace: TraceRecord[];
} {
  const plan = expatBackingPlan(board);
  return {
    plan: plan.spaces.length ? plan : null,
    trace: [
      {
        kind: "note",
        rule: "C8.5.9",
        text: plan.spaces.length
          ? `NP DR Expat Backing: draw a DR Calixto card and run its Rally in one of ${plan.spaces.map((id) => SPACE_BY_ID[id].name).join(", ")}`
          : "NP DR Expat Backing: no space qualifies",
      },
    ],
  };
}

/**
 * The NP parts of the Support Phase in one call (the Round runs them as separate steps, with
 * the player's choices between them, player-shifts.ts and player-expat.ts): `playerSteps` names
 * what the player Factions are asked.
 */
export function supportPhase(
  board: GameBoard,
  answers: readonly NeedAnswer[],
  civicActionBonus = 0,
): StepResult<{ expatBacking: ExpatBackingPlan | null; playerSteps: string[] }> {
  const playerSteps: string[] = [];
  const cur = new AnswerCursor(answers);
  const first = opening(board, cur, civicActionBonus);
  if (first.kind !== "done") return first;
  if (board.roles.GOV === "player") playerSteps.push("Government may buy Civic Action (6.3.2)");
  const second = agitation(first.board, cur);
  if (second.kind !== "done") return second;
  if (board.roles["26J"] === "player") playerSteps.push("26July may buy Agitation (6.3.3)");
  const b = second.board;
  let expatBacking: ExpatBackingPlan | null = null;
  const trace = [...first.trace, ...second.trace];
  if (b.roles.DR === "np") {
    const x = npExpatBacking(b);
    expatBacking = x.plan;
    trace.push(...x.trace);
  } else playerSteps.push("Directorio may free Rally in one space (Expat Backing, 6.3.4)");
  return {
    kind: "done",
    board: b,
    changes: [...first.changes, ...second.changes],
    trace,
    expatBacking,
    playerSteps,
  };
}
