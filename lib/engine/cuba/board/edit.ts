import { type FieldError, fail, failAll, ok, type Result } from "../../core/result";
import { plainEdit, readEdit } from "../game/parse-edit";
import { MAX_ERRORS } from "../game/parse-util";
import type { Faction, GameBoard, PieceKind, SpaceId } from "../types";
import { FACTIONS, PIECE_KINDS, SPACE_IDS } from "../types";
import type { BoardEdit } from "./board-edit";
import { validateBoard } from "./validate";

// The edit's shape lives below its reader (game/parse-edit.ts) and this applier: board-edit.ts.
export type { BoardEdit } from "./board-edit";

/**
 * A deep copy of a board (what structuredClone gives, about ten times faster): every space, its
 * pieces and Cash, every record and list of the tracks.
 */
export function cloneBoard(b: GameBoard): GameBoard {
  const spaces = {} as GameBoard["spaces"];
  for (const id of Object.keys(b.spaces) as SpaceId[]) {
    const s = b.spaces[id];
    spaces[id] = { ...s, pieces: { ...s.pieces }, cash: [...s.cash] };
  }
  return {
    ...b,
    spaces,
    resources: { ...b.resources },
    capabilities: b.capabilities.map((c) => ({ ...c })),
    momentum: [...b.momentum],
    roles: { ...b.roles },
    eligibility: { ...b.eligibility },
    cardActions: b.cardActions.map((a) => ({ ...a })),
  };
}

const SPACE_SET = new Set<unknown>(SPACE_IDS);
const PIECE_SET = new Set<unknown>(PIECE_KINDS);
const FACTION_SET = new Set<unknown>(FACTIONS);

/** Apply one edit to `b` in place (a copy the caller owns); an edit naming nothing known is refused. */
export function applyOne(b: GameBoard, e: BoardEdit): FieldError | null {
  switch (e.kind) {
    case "pieces":
    case "support":
    case "terror":
    case "sabotage":
    case "cash": {
      if (!SPACE_SET.has(e.space)) return { field: "space", reason: `unknown space "${e.space}"` };
      const s = b.spaces[e.space];
      // An unknown kind would add a key validateBoard never looks at: refuse it here.
      if (e.kind === "pieces" && !PIECE_SET.has(e.piece))
        return { field: "piece", reason: `unknown piece kind "${e.piece}"` };
      if (e.kind === "pieces") s.pieces[e.piece] = e.value;
      else if (e.kind === "support") s.support = e.value;
      else if (e.kind === "terror") s.terror = e.value;
      else if (e.kind === "sabotage") s.sabotage = e.value;
      else s.cash = [...e.value];
      return null;
    }
    case "usAlliance":
      b.usAlliance = e.value;
      return null;
    case "aid":
      b.aid = e.value;
      return null;
    case "resources":
    case "role":
    case "eligibility":
      if (!FACTION_SET.has(e.faction))
        return { field: "faction", reason: `unknown Faction "${e.faction}"` };
      if (e.kind === "resources") b.resources[e.faction] = e.value;
      else if (e.kind === "role") b.roles[e.faction] = e.value;
      else b.eligibility[e.faction] = e.value;
      return null;
    case "cardActions":
      b.cardActions = e.value.map((a) => ({ ...a }));
      return null;
    case "capabilities":
      b.capabilities = e.value.map((c) => ({ ...c }));
      return null;
    case "momentum":
      b.momentum = [...e.value];
      return null;
    case "currentCard":
      b.currentCard = e.value;
      return null;
    case "nextCard":
      b.nextCard = e.value;
      return null;
    case "propagandaLeft":
      b.propagandaLeft = e.value;
      return null;
    case "campaignCard":
      b.campaignCard = e.value;
      return null;
    case "shortGame":
      b.shortGame = e.value;
      return null;
  }
}

/** Apply a batch of edits; on any problem nothing changes and every problem is reported. */
/** The shape errors of a list of edits (null, wrong types, unknown kinds), or null if none. */
export function editShapeErrors(edits: readonly BoardEdit[]): Result<never> | null {
  const shape: FieldError[] = [];
  if (!Array.isArray(edits)) return fail({ field: "edits", reason: "expected a list of edits" });
  if (edits.every(plainEdit)) return null;
  for (const [i, e] of edits.entries()) readEdit(e, `edits[${i}]`, shape);
  return shape.length ? failAll(shape.slice(0, MAX_ERRORS)) : null;
}

export function applyEdits(board: GameBoard, edits: readonly BoardEdit[]): Result<GameBoard> {
  // Edits reach here from the editor, a turn's checklist, scenario files and imports: each is
  // shape-checked first, so a null or a value of the wrong type is refused by name, not thrown.
  const shape = editShapeErrors(edits);
  if (shape) return shape;
  const next = cloneBoard(board);
  for (const e of edits) {
    const err = applyOne(next, e);
    if (err) return fail(err);
  }
  const errors = validateBoard(next);
  return errors.length ? failAll(errors.slice(0, MAX_ERRORS)) : ok(next);
}

/** The edits that turn `from` into `to` (used to record an NP turn's changes as plain edits). */
export function diffBoards(from: GameBoard, to: GameBoard): BoardEdit[] {
  const edits: BoardEdit[] = [];
  for (const space of SPACE_IDS) {
    const a = from.spaces[space];
    const z = to.spaces[space];
    for (const piece of Object.keys(z.pieces) as PieceKind[]) {
      if (a.pieces[piece] !== z.pieces[piece])
        edits.push({ kind: "pieces", space, piece, value: z.pieces[piece] });
    }
    if (a.support !== z.support) edits.push({ kind: "support", space, value: z.support });
    if (a.terror !== z.terror) edits.push({ kind: "terror", space, value: z.terror });
    if (a.sabotage !== z.sabotage) edits.push({ kind: "sabotage", space, value: z.sabotage });
    if (JSON.stringify([...a.cash].sort()) !== JSON.stringify([...z.cash].sort()))
      edits.push({ kind: "cash", space, value: [...z.cash] });
  }
  if (from.usAlliance !== to.usAlliance) edits.push({ kind: "usAlliance", value: to.usAlliance });
  if (from.aid !== to.aid) edits.push({ kind: "aid", value: to.aid });
  for (const f of Object.keys(to.resources) as Faction[]) {
    if (from.resources[f] !== to.resources[f])
      edits.push({ kind: "resources", faction: f, value: to.resources[f] });
    if (from.roles[f] !== to.roles[f]) edits.push({ kind: "role", faction: f, value: to.roles[f] });
    if (from.eligibility[f] !== to.eligibility[f])
      edits.push({ kind: "eligibility", faction: f, value: to.eligibility[f] });
  }
  if (JSON.stringify(from.cardActions) !== JSON.stringify(to.cardActions))
    edits.push({ kind: "cardActions", value: to.cardActions });
  if (JSON.stringify(from.capabilities) !== JSON.stringify(to.capabilities))
    edits.push({ kind: "capabilities", value: to.capabilities });
  if (JSON.stringify(from.momentum) !== JSON.stringify(to.momentum))
    edits.push({ kind: "momentum", value: to.momentum });
  if (from.currentCard !== to.currentCard)
    edits.push({ kind: "currentCard", value: to.currentCard });
  if (from.nextCard !== to.nextCard) edits.push({ kind: "nextCard", value: to.nextCard });
  if (from.propagandaLeft !== to.propagandaLeft)
    edits.push({ kind: "propagandaLeft", value: to.propagandaLeft });
  if (from.campaignCard !== to.campaignCard)
    edits.push({ kind: "campaignCard", value: to.campaignCard });
  if (from.shortGame !== to.shortGame) edits.push({ kind: "shortGame", value: to.shortGame });
  return edits;
}
