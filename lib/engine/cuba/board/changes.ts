import { PIECE_LABEL } from "@/data/cuba/pieces";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import type { TableChange } from "../calixto/types";
import type { CashHolder, GameBoard, PieceKind, SpaceId, SpaceState, SupportLevel } from "../types";

/**
 * Board change primitives. Each returns a new board plus the plain instruction for the table
 * ("Move 1 Troop from Santiago de Cuba to Sierra Maestra"), so the checklist and the mirror can
 * never disagree. They do not check legality: operations decide what is legal first.
 */

export interface Changed {
  board: GameBoard;
  change: TableChange;
}

const name = (id: SpaceId) => SPACE_BY_ID[id].name;
export const pieceText = (kind: PieceKind, n: number) =>
  `${n} ${n === 1 ? PIECE_LABEL[kind].one : PIECE_LABEL[kind].many}`;

function withSpace(board: GameBoard, id: SpaceId, fn: (s: SpaceState) => void): GameBoard {
  // A copy of the space deep enough for `fn` (its only nested parts are pieces and cash), at a
  // fraction of structuredClone's cost: every dry run of an Event per candidate space goes here.
  const old = board.spaces[id];
  const s: SpaceState = { ...old, pieces: { ...old.pieces }, cash: [...old.cash] };
  fn(s);
  return { ...board, spaces: { ...board.spaces, [id]: s } };
}

/**
 * Cash markers held by the pieces of `kind` that leave (call after their count is taken off).
 * A piece may hold several markers (4.5.2), so `cashCount` is the number of markers, not of
 * pieces; and once no piece of the kind is left, every marker of the kind went with them.
 */
function takeCash(s: SpaceState, kind: PieceKind, cashCount: number): CashHolder[] {
  const held = s.cash.filter((h) => h === kind).length;
  const n = s.pieces[kind] > 0 ? Math.min(cashCount, held) : held;
  for (let i = 0; i < n; i++) s.cash.splice(s.cash.indexOf(kind as CashHolder), 1);
  return Array<CashHolder>(n).fill(kind as CashHolder);
}

export function placePieces(
  board: GameBoard,
  space: SpaceId,
  piece: PieceKind,
  count: number,
): Changed {
  const next = withSpace(board, space, (s) => {
    s.pieces[piece] += count;
  });
  return {
    board: next,
    change: {
      kind: "place",
      space,
      piece,
      count,
      text: `Place ${pieceText(piece, count)} in ${name(space)}`,
    },
  };
}

/**
 * Remove pieces to Available. `cashCount` says how many Cash markers the removed pieces held
 * (several per piece possible); the caller decides where each goes (4.5.2, C8.2.1 hand-off) and
 * records it separately.
 */
export function removePieces(
  board: GameBoard,
  space: SpaceId,
  piece: PieceKind,
  count: number,
  cashCount = 0,
): Changed {
  const next = withSpace(board, space, (s) => {
    s.pieces[piece] -= count;
    takeCash(s, piece, cashCount);
  });
  return {
    board: next,
    change: {
      kind: "remove",
      space,
      piece,
      count,
      text: `Remove ${pieceText(piece, count)} from ${name(space)} to Available`,
    },
  };
}

/** Move pieces between spaces; the `cashCount` Cash markers they hold move with them (4.5.2). */
export function movePieces(
  board: GameBoard,
  from: SpaceId,
  to: SpaceId,
  piece: PieceKind,
  count: number,
  cashCount = 0,
): Changed {
  let moving: CashHolder[] = [];
  let next = withSpace(board, from, (s) => {
    s.pieces[piece] -= count;
    moving = takeCash(s, piece, cashCount);
  });
  next = withSpace(next, to, (s) => {
    s.pieces[piece] += count;
    s.cash.push(...moving);
  });
  const withCash = moving.length ? ` (with ${moving.length} Cash)` : "";
  return {
    board: next,
    change: {
      kind: "move",
      from,
      to,
      piece,
      count,
      text: `Move ${pieceText(piece, count)}${withCash} from ${name(from)} to ${name(to)}`,
    },
  };
}

/** Flip Guerrillas between Underground and Active, or Casinos between open and closed. */
export function flipPieces(
  board: GameBoard,
  space: SpaceId,
  from: PieceKind,
  to: PieceKind,
  count: number,
  cashCount = 0,
): Changed {
  const next = withSpace(board, space, (s) => {
    s.pieces[from] -= count;
    s.pieces[to] += count;
    const held = takeCash(s, from, cashCount);
    for (const _ of held) s.cash.push(to as CashHolder);
  });
  const verb = to.endsWith("A")
    ? "Activate"
    : to.endsWith("U")
      ? "Flip Underground"
      : to === "casinoClosed"
        ? "Close"
        : "Open";
  const noun =
    verb === "Activate" || verb === "Flip Underground"
      ? pieceText(from, count)
      : pieceText(from, count);
  return {
    board: next,
    change: { kind: "flip", space, from, to, count, text: `${verb} ${noun} in ${name(space)}` },
  };
}

export const SUPPORT_LABEL: Readonly<Record<SupportLevel, string>> = {
  2: "Active Support",
  1: "Passive Support",
  0: "Neutral",
  [-1]: "Passive Opposition",
  [-2]: "Active Opposition",
} as Record<SupportLevel, string>;

export function setSupport(board: GameBoard, space: SpaceId, level: SupportLevel): Changed {
  const was = board.spaces[space].support;
  const next = withSpace(board, space, (s) => {
    s.support = level;
  });
  return {
    board: next,
    change: {
      kind: "marker",
      space,
      text: `${name(space)}: ${SUPPORT_LABEL[was]} → ${SUPPORT_LABEL[level]}`,
    },
  };
}

export function addTerror(board: GameBoard, space: SpaceId, count = 1): Changed {
  const next = withSpace(board, space, (s) => {
    s.terror += count;
  });
  return {
    board: next,
    change: {
      kind: "marker",
      space,
      text: `Place ${count} Terror marker${count > 1 ? "s" : ""} in ${name(space)}`,
    },
  };
}

export function removeTerror(board: GameBoard, space: SpaceId, count = 1): Changed {
  const next = withSpace(board, space, (s) => {
    s.terror -= count;
  });
  return {
    board: next,
    change: {
      kind: "marker",
      space,
      text: `Remove ${count} Terror marker${count > 1 ? "s" : ""} from ${name(space)}`,
    },
  };
}

export function setSabotage(board: GameBoard, space: SpaceId, value: boolean): Changed {
  const next = withSpace(board, space, (s) => {
    s.sabotage = value;
  });
  return {
    board: next,
    change: {
      kind: "marker",
      space,
      text: `${value ? "Place" : "Remove"} Sabotage ${value ? "on" : "from"} ${name(space)}`,
    },
  };
}

const withArticle = (holder: CashHolder) =>
  `${/^[AEIOUaeiou]/.test(PIECE_LABEL[holder].one) ? "an" : "a"} ${PIECE_LABEL[holder].one}`;

/** Place a Cash marker with a piece (Profit, Seizure, Events). */
export function placeCash(board: GameBoard, space: SpaceId, holder: CashHolder): Changed {
  const next = withSpace(board, space, (s) => {
    s.cash.push(holder);
  });
  return {
    board: next,
    change: {
      kind: "cash",
      space,
      text: `Place a Cash marker with ${withArticle(holder)} in ${name(space)}`,
    },
  };
}

export function removeCash(board: GameBoard, space: SpaceId, holder: CashHolder): Changed {
  const next = withSpace(board, space, (s) => {
    const at = s.cash.indexOf(holder);
    if (at >= 0) s.cash.splice(at, 1);
  });
  return {
    board: next,
    change: {
      kind: "cash",
      space,
      text: `Remove a Cash marker held by ${withArticle(holder)} in ${name(space)}`,
    },
  };
}

/**
 * Put a freed Cash marker (its holder just left the space, removePieces took it off) with another
 * piece in the same space: the owner's hand-off, Seizure, Commandeer or Captured Goods (4.5.2).
 */
export function passCash(board: GameBoard, space: SpaceId, to: CashHolder): Changed {
  const next = withSpace(board, space, (s) => {
    s.cash.push(to);
  });
  return {
    board: next,
    change: {
      kind: "cash",
      space,
      text: `Put the freed Cash marker with ${withArticle(to)} in ${name(space)}`,
    },
  };
}

/** A freed Cash marker nobody takes goes back to Available (4.5.2, C8.2.1). The board is unchanged. */
export function returnCash(board: GameBoard, space: SpaceId): Changed {
  return {
    board,
    change: {
      kind: "cash",
      space,
      text: `Return the freed Cash marker in ${name(space)} to Available`,
    },
  };
}

/** Move one Cash marker between two pieces in the same space (Cash Ransom 4.3.3). */
export function transferCash(
  board: GameBoard,
  space: SpaceId,
  from: CashHolder,
  to: CashHolder,
): Changed {
  const next = withSpace(board, space, (s) => {
    const at = s.cash.indexOf(from);
    if (at >= 0) s.cash.splice(at, 1, to);
  });
  return {
    board: next,
    change: {
      kind: "cash",
      space,
      text: `Move a Cash marker from ${withArticle(from)} to ${withArticle(to)} in ${name(space)}`,
    },
  };
}

/** Apply a sequence of primitives, collecting the changes. */
export function chain(
  board: GameBoard,
  ...steps: ((b: GameBoard) => Changed)[]
): { board: GameBoard; changes: TableChange[] } {
  let b = board;
  const changes: TableChange[] = [];
  for (const step of steps) {
    const r = step(b);
    b = r.board;
    changes.push(r.change);
  }
  return { board: b, changes };
}
