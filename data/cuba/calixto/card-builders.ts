import {
  backOf,
  type CardId,
  factionOfCard,
  type Provenance,
  type SideId,
} from "@/data/schema/calixto";
import type { CardSide, ConditionRef, FlowNode, Target } from "@/data/schema/card-sides";

/**
 * Small builders that keep the 48 card sides flat and readable. Every front follows one
 * pattern (reference 1.2): first question false → draw, second question false → flip; backs
 * never draw or flip: their single question chooses between two Operations, or they have none.
 */

export const DRAW: Target = { to: "draw" };
export const FLIP: Target = { to: "flip" };
export const to = (node: string): Target => ({ to: "node", node });

type OperationNode = Extract<FlowNode, { kind: "operation" }>;
type Position = "before" | "after" | "between";

/** An Operation box reached by an arrow, with its SA list and where the SA sits (C8.5.3). */
export function op(
  id: string,
  box: string,
  sa: [list: string, position: Position] | null,
  provenance?: Provenance,
): OperationNode {
  return {
    kind: "operation",
    id,
    box,
    sa: sa ? { list: sa[0], position: sa[1] } : null,
    ...(provenance ? { provenance } : {}),
  };
}

export function question(
  id: string,
  cond: ConditionRef,
  yes: Target,
  no: Target,
  provenance?: Provenance,
): FlowNode {
  return { kind: "question", id, cond, yes, no, ...(provenance ? { provenance } : {}) };
}

const nodes = (...list: FlowNode[]): Record<string, FlowNode> =>
  Object.fromEntries(list.map((n) => [n.id, n]));

/** A front: q1 (no → draw) then q2 (no → flip), then the Operation node. */
export function front(
  card: CardId,
  an: CardSide["an"],
  q1: [ConditionRef, Provenance?],
  q2: [ConditionRef, Provenance?],
  operation: OperationNode,
  provenance: Provenance,
): CardSide {
  return {
    side: card,
    card,
    faction: factionOfCard(card),
    face: "front",
    an,
    start: "q1",
    provenance,
    nodes: nodes(
      question("q1", q1[0], to("q2"), DRAW, q1[1]),
      question("q2", q2[0], to(operation.id), FLIP, q2[1]),
      operation,
    ),
  };
}

/** A back with one question choosing between two Operation nodes. */
export function back(
  card: CardId,
  an: CardSide["an"],
  q: ConditionRef,
  yes: OperationNode,
  no: OperationNode,
  provenance: Provenance,
): CardSide {
  return {
    side: backOf(card),
    card,
    faction: factionOfCard(card),
    face: "back",
    an,
    start: "q",
    provenance,
    nodes: nodes(question("q", q, to(yes.id), to(no.id)), yes, no),
  };
}

/** A back with no question: it goes straight to its Operation. */
export function single(
  card: CardId,
  an: CardSide["an"],
  operation: OperationNode,
  provenance: Provenance,
): CardSide {
  return {
    side: backOf(card),
    card,
    faction: factionOfCard(card),
    face: "back",
    an,
    start: operation.id,
    provenance,
    nodes: nodes(operation),
  };
}

export const sideKey = (s: CardSide): SideId => s.side;

/** Provenance shorthands. */
export const CX = (ref: string, note?: string): Provenance => ({
  source: "CX-pic",
  ref,
  ...(note ? { note } : {}),
});
export const T = (ref: string, note?: string): Provenance => ({
  source: "T",
  ref,
  ...(note ? { note } : {}),
});
export const INF = (ref: string, note?: string): Provenance => ({
  source: "INF",
  ref,
  ...(note ? { note } : {}),
});
export const CONFLICT = (ref: string, note?: string): Provenance => ({
  source: "CONFLICT",
  ref,
  ...(note ? { note } : {}),
});
