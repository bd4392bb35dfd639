import {
  BOX_BY_ID,
  CARD_CONFLICTS,
  type CardConflict,
  SIDE_BY_ID,
  SPECIAL_LIST_BY_ID,
} from "@/data/cuba/calixto/cards";
import type { CardTables } from "@/data/schema/calixto-data";
import { fail, ok, type Result } from "../../../core/result";
import { usAllianceValue } from "../../board/board";
import type { GameBoard } from "../../types";
import type { CardSide, FlowNode, OperationBox, SpecialList } from "../contracts";
import { DEFAULT_OPTIONS, type RuleOptions, reading } from "../scope";
import { backOf, type CardId, cardOfSide, type SideId } from "../types";

/**
 * Card data lookups (C8.5.3). Tables are a parameter with the built-in data as default, so a
 * player's corrections can be overlaid; `resolveSide` applies the readings chosen in RuleOptions
 * to the conflicts of card-conflicts.ts and returns plain data the walk and runner use as is.
 * The tables' shape (CardTables) is declared with the data, in data/schema/calixto-data.ts.
 */
export type { CardTables } from "@/data/schema/calixto-data";

export const CARD_TABLES: CardTables = {
  sides: SIDE_BY_ID,
  boxes: BOX_BY_ID,
  lists: SPECIAL_LIST_BY_ID,
  conflicts: CARD_CONFLICTS,
};

function applyConflict(side: CardSide, c: CardConflict): CardSide {
  const nodes: Record<string, FlowNode> = { ...side.nodes };
  for (const r of c.patch.nodes ?? []) if (r.side === side.side) nodes[r.node.id] = r.node;
  for (const r of c.patch.removeNodes ?? []) if (r.side === side.side) delete nodes[r.node];
  for (const [id, n] of Object.entries(nodes)) {
    const alt = n.kind === "operation" ? c.patch.boxes?.[n.box] : undefined;
    if (n.kind === "operation" && alt) nodes[id] = { ...n, box: alt };
  }
  return { ...side, nodes };
}

/** The card tables in force: the player's corrected ones, or ours. */
export const cardTablesOf = (options: RuleOptions): CardTables =>
  options.data?.cards ?? CARD_TABLES;

/** The side as the chosen readings have it (recommended unless an option says otherwise). */
export function resolveSide(
  id: SideId,
  options: RuleOptions = DEFAULT_OPTIONS,
  tables: CardTables = cardTablesOf(options),
): Result<CardSide> {
  const side = tables.sides[id];
  if (!side) return fail({ field: "side", reason: `no Calixto card side "${id}"` });
  let out = side;
  for (const c of tables.conflicts) {
    if (reading(options, c.id) === "alternative") out = applyConflict(out, c);
  }
  return ok(out);
}

export function operationBox(id: string, tables: CardTables = CARD_TABLES): Result<OperationBox> {
  const box = tables.boxes[id];
  return box ? ok(box) : fail({ field: "box", reason: `no Operation box "${id}"` });
}

export function specialList(id: string, tables: CardTables = CARD_TABLES): Result<SpecialList> {
  const list = tables.lists[id];
  return list ? ok(list) : fail({ field: "list", reason: `no Special Activity list "${id}"` });
}

/** The Activation Number in force: Government sides use the US Alliance value (C8.5.4). */
export function activationNumber(side: CardSide, board: GameBoard): number {
  return side.an === "usAlliance" ? usAllianceValue(board) : side.an;
}

export const isBackSide = (id: SideId) => id.length === 2;

/** Flip: the face-down side of the card on top (C8.5.3). A back has nothing to flip to. */
export function flipSide(id: SideId): Result<SideId> {
  if (isBackSide(id))
    return fail({ field: "side", reason: `${id} is already the back of card ${cardOfSide(id)}` });
  return ok(backOf(id as CardId));
}
