import type { CardTables } from "@/lib/engine/cuba/calixto/cards";
import type { CardSide, FlowNode, Target } from "@/lib/engine/cuba/calixto/contracts";
import { backOf, type TraceRecord } from "@/lib/engine/cuba/calixto/types";
import { OPERATION_LABEL } from "./labels";

/**
 * Reading a card side as a vertical flowchart (C8.5.3) and finding the path a turn took on it
 * from the `box` trace records. Pure: the view only draws what these return.
 */

/**
 * The card data a view needs: sides plus the shared Operation boxes and SA lists they name. The
 * engine's `CARD_TABLES` fits as is; pass sides resolved for the game's conflict readings
 * (`resolveSide`) when a reading other than the recommended one is in force.
 */
export type CardLibrary = Pick<CardTables, "sides" | "boxes" | "lists">;

export type BoxRecord = Extract<TraceRecord, { kind: "box" }>;

const nextOf = (n: FlowNode): Target[] =>
  n.kind === "question" ? [n.yes, n.no] : n.kind === "special" ? [n.next] : [];

/**
 * Nodes in reading order: from the start box, yes-branch before no-branch, each node once.
 * Nodes no arrow reaches are appended at the end so nothing on the card is hidden.
 */
export function nodeOrder(side: CardSide): FlowNode[] {
  const order: FlowNode[] = [];
  const seen = new Set<string>();
  const stack = [side.start];
  const all = Object.keys(side.nodes).length;
  // Bounded: a node has at most two arrows, so at most 2 × nodes + 1 ids are ever queued.
  for (let guard = 0; stack.length > 0 && guard < all * 3 + 1; guard++) {
    const id = stack.shift() as string;
    const node = side.nodes[id];
    if (!node || seen.has(id)) continue;
    seen.add(id);
    order.push(node);
    for (const t of nextOf(node)) if (t.to === "node" && !seen.has(t.node)) stack.push(t.node);
  }
  for (const node of Object.values(side.nodes)) if (!seen.has(node.id)) order.push(node);
  return order;
}

/** "Q1", "Q2"… for question boxes in reading order. */
export function questionNumbers(side: CardSide): Map<string, number> {
  const nums = new Map<string, number>();
  for (const n of nodeOrder(side)) if (n.kind === "question") nums.set(n.id, nums.size + 1);
  return nums;
}

export interface FlowPath {
  /** Answer records of this side, by box id (the latest if a box was answered again). */
  answers: Map<string, BoxRecord>;
  /** Node ids the path went through, in order. */
  reached: string[];
  /** Where the path left the card or stopped: DRAW, FLIP, an Operation/SA node, or null. */
  end: Target | null;
}

/** Follow the recorded answers from the start box until an unanswered box or an exit. */
export function flowPath(side: CardSide, trace: readonly TraceRecord[]): FlowPath {
  const answers = new Map<string, BoxRecord>();
  for (const r of trace) if (r.kind === "box" && r.side === side.side) answers.set(r.box, r);
  const reached: string[] = [];
  let id: string | null = side.start;
  let end: Target | null = null;
  const limit = Object.keys(side.nodes).length + 1;
  for (let i = 0; id !== null && i < limit; i++) {
    const node: FlowNode | undefined = side.nodes[id];
    if (!node || reached.includes(id)) break;
    reached.push(id);
    let target: Target | null = null;
    if (node.kind === "question") {
      const a = answers.get(id);
      if (!a) break;
      target = a.answer ? node.yes : node.no;
    } else if (node.kind === "special") {
      target = node.next;
    } else {
      end = { to: "node", node: id };
      break;
    }
    if (target.to === "node") id = target.node;
    else {
      end = target;
      id = null;
    }
  }
  return { answers, reached, end };
}

/** What an arrow leads to, in words: "Q2", "Sweep", "DRAW a new card", "FLIP to UU". */
export function targetLabel(
  side: CardSide,
  target: Target,
  lib?: Pick<CardLibrary, "boxes">,
): string {
  if (target.to === "draw") return "DRAW a new card";
  if (target.to === "flip") {
    return side.face === "front" ? `FLIP to ${backOf(side.card)}` : "FLIP the card";
  }
  const node = side.nodes[target.node];
  if (!node) return `box ${target.node}`;
  if (node.kind === "question") return `Q${questionNumbers(side).get(node.id) ?? "?"}`;
  if (node.kind === "special") return "Special Activity";
  const box = lib?.boxes[node.box];
  return box ? OPERATION_LABEL[box.operation] : `Operation ${node.box}`;
}

/** "AN 3", or the US Alliance value for Government sides (C8.5.4). */
export function anLabel(side: CardSide, usAllianceValue?: number): string {
  if (side.an !== "usAlliance") return `AN ${side.an}`;
  return usAllianceValue === undefined ? "AN = US Alliance" : `AN ${usAllianceValue} (US Alliance)`;
}
