import type { DiceSpec } from "../../../core/dice";
import type { FieldError } from "../../../core/result";
import type { GameBoard } from "../../types";
import { evaluateCondition } from "../conditions/evaluate";
import type { CardSide, ConditionContext, ConditionResult, FlowNode, Target } from "../contracts";
import type { TraceRecord } from "../types";
import { CARD_TABLES, type CardTables } from "./resolve";

/**
 * Reading a card side (C8.5.3): start at the first blue box; true follows the green arrow,
 * false the red one; an arrow ends at another box, an Operation box, an SA box inside the flow
 * (card T), DRAW or FLIP. `visitNode` is one step (the machine calls it box by box so each
 * answer is a recorded, overridable decision); `walkSide` runs a whole side with scripted dice
 * and is what the benchmark and property tests drive.
 */

export type QuestionNode = Extract<FlowNode, { kind: "question" }>;
export type OperationNode = Extract<FlowNode, { kind: "operation" }>;
export type SpecialNode = Extract<FlowNode, { kind: "special" }>;

export type WalkOutcome =
  | { outcome: "draw" }
  | { outcome: "flip" }
  | { outcome: "operation"; node: OperationNode }
  /** An SA box inside the flow: do the SA, then walk again from `node.next`. */
  | { outcome: "special"; node: SpecialNode };

export type NodeVisit =
  | { kind: "question"; node: QuestionNode; result: ConditionResult }
  | { kind: "outcome"; outcome: WalkOutcome }
  | { kind: "error"; errors: FieldError[] };

export const RULE = "C8.5.3";

function nodeOf(side: CardSide, id: string): FlowNode | FieldError {
  const node = side.nodes[id];
  return (
    node ?? { field: `${side.side}.nodes.${id}`, reason: `side ${side.side} has no box "${id}"` }
  );
}

/** Evaluate the node: a question gives its condition result; other nodes end the walk. */
export function visitNode(
  side: CardSide,
  nodeId: string,
  board: GameBoard,
  ctx: ConditionContext,
  faces?: readonly number[],
): NodeVisit {
  const node = nodeOf(side, nodeId);
  if ("field" in node) return { kind: "error", errors: [node] };
  if (node.kind === "operation")
    return { kind: "outcome", outcome: { outcome: "operation", node } };
  if (node.kind === "special") return { kind: "outcome", outcome: { outcome: "special", node } };
  return { kind: "question", node, result: evaluateCondition(board, node.cond, ctx, faces) };
}

/** Where an arrow leads: another node to visit, or the end of the walk. */
export function follow(target: Target): { next: string } | { end: "draw" | "flip" } {
  return target.to === "node" ? { next: target.node } : { end: target.to };
}

export function boxRecord(
  side: CardSide,
  node: QuestionNode,
  answer: boolean,
  evidence: string[],
  overridden?: { reason: string },
): TraceRecord {
  return {
    kind: "box",
    rule: RULE,
    side: side.side,
    box: node.id,
    question: node.cond.label,
    answer,
    evidence,
    ...(overridden ? { overridden } : {}),
  };
}

export function outcomeRecord(
  side: CardSide,
  o: WalkOutcome,
  tables: CardTables = CARD_TABLES,
): TraceRecord {
  const detail =
    o.outcome === "operation"
      ? `${o.node.box}${o.node.sa ? ` with ${o.node.sa.list} ${o.node.sa.position}` : ""}`
      : o.outcome === "special"
        ? o.node.list
        : undefined;
  return {
    kind: "cardOutcome",
    rule: RULE,
    side: side.side,
    outcome: o.outcome,
    ...(detail ? { detail } : {}),
    ...(o.outcome === "operation" && tables.boxes[o.node.box]
      ? { operation: tables.boxes[o.node.box].operation }
      : {}),
    ...(o.outcome === "operation" && o.node.sa ? { sa: o.node.sa.position } : {}),
  };
}

/** A walk visits each node at most once (the self-check proves every flow acyclic). */
export const walkBound = (side: CardSide) => Object.keys(side.nodes).length + 1;

export type WalkResult =
  | { kind: "done"; outcome: WalkOutcome; records: TraceRecord[]; diceUsed: number }
  | {
      kind: "needDice";
      node: string;
      spec: DiceSpec;
      purpose: string;
      records: TraceRecord[];
      diceUsed: number;
    }
  | { kind: "error"; errors: FieldError[]; records: TraceRecord[] };

export interface WalkOptions {
  start?: string;
  /** Dice faces for each die question, in order (re-run with one more answer each time). */
  dice?: readonly (readonly number[])[];
  /** A player correction of a box answer, by node id. */
  override?: (nodeId: string) => boolean | undefined;
}

/** Walk a side from `start` to its outcome, pausing when a die is needed and none is left. */
export function walkSide(
  side: CardSide,
  board: GameBoard,
  ctx: ConditionContext,
  opts: WalkOptions = {},
): WalkResult {
  const records: TraceRecord[] = [];
  const dice = opts.dice ?? [];
  let used = 0;
  let at = opts.start ?? side.start;
  for (let step = 0; step < walkBound(side); step++) {
    const visit = visitNode(side, at, board, ctx);
    if (visit.kind === "error") return { kind: "error", errors: visit.errors, records };
    if (visit.kind === "outcome") {
      records.push(outcomeRecord(side, visit.outcome));
      return { kind: "done", outcome: visit.outcome, records, diceUsed: used };
    }
    const forced = opts.override?.(at);
    let result = visit.result;
    // A die is asked for only when the answer is not already certain (C8.2.1), and not at all
    // when the player has overridden this box.
    if (forced === undefined && result.kind === "needDice") {
      const faces = dice[used];
      if (!faces) {
        const { spec, purpose } = result;
        return { kind: "needDice", node: at, spec, purpose, records, diceUsed: used };
      }
      used++;
      result = evaluateCondition(board, visit.node.cond, ctx, faces);
    }
    const evidence = result.kind === "answer" ? result.evidence : ["overridden before rolling"];
    const answer = forced ?? (result.kind === "answer" ? result.answer : null);
    if (answer === null) {
      const reason = `die faces ${JSON.stringify(dice[used - 1])} rejected`;
      return { kind: "error", errors: [{ field: `${side.side}.${at}`, reason }], records };
    }
    const overridden = forced !== undefined ? { reason: "player override" } : undefined;
    records.push(boxRecord(side, visit.node, answer, evidence, overridden));
    const next = follow(answer ? visit.node.yes : visit.node.no);
    if ("end" in next) {
      const o: WalkOutcome = { outcome: next.end };
      records.push(outcomeRecord(side, o));
      return { kind: "done", outcome: o, records, diceUsed: used };
    }
    at = next.next;
  }
  return {
    kind: "error",
    errors: [{ field: `${side.side}`, reason: `walk did not end within ${walkBound(side)} steps` }],
    records,
  };
}
