import type { TableChange } from "../calixto/types";
import { pieceText } from "./changes";

/**
 * The turn's table changes as the player makes them by hand: a track moved several times is one
 * line, and the same piece movement made several times is one line with the total. Used by the
 * checklist, the log's confirmed-turn lines and the history counts, so all of them agree.
 */

const TRACK_MOVE = /^(.+) (-?\d+) → (-?\d+)$/;

/**
 * A track the turn moved several times ("Resources 10 → 14", "14 → 12", "12 → 10") as one line
 * at the place of its first change: the player sets the marker once, to where it ends.
 */
export function combineChanges(changes: readonly TableChange[]): TableChange[] {
  return mergeSamePieces(combineTracks(changes));
}

function combineTracks(changes: readonly TableChange[]): TableChange[] {
  const out: TableChange[] = [];
  const open = new Map<string, { at: number; from: string; via: string[]; to: string }>();
  for (const c of changes) {
    const m = c.kind === "track" ? TRACK_MOVE.exec(c.text) : null;
    if (!m) {
      out.push(c);
      continue;
    }
    const [, label, from, to] = m;
    const run = open.get(label);
    if (run && run.to === from) {
      run.via.push(from);
      run.to = to;
      out[run.at] = { kind: "track", text: trackText(label, run) };
      continue;
    }
    open.set(label, { at: out.length, from, via: [], to });
    out.push(c);
  }
  return out;
}

function trackText(label: string, r: { from: string; via: string[]; to: string }): string {
  const via = r.via.join(", then ");
  return `${label} ${r.from} → ${r.to} (was ${via}${r.via.length > 1 ? "," : ""} on the way)`;
}

type PieceChange = Extract<TableChange, { kind: "place" | "remove" | "move" | "flip" }>;

/** What one piece change does, for merging: same key = same hand movement, only the count differs. */
function pieceKey(c: TableChange): string | null {
  switch (c.kind) {
    case "place":
    case "remove":
      return `${c.kind}:${c.space}:${c.piece}`;
    case "move":
      return `move:${c.from}:${c.to}:${c.piece}`;
    case "flip":
      return `flip:${c.space}:${c.from}:${c.to}`;
    default:
      return null;
  }
}

/** The spaces and piece kinds a change touches: "space:piece" (Cash and markers by space). */
function touches(c: TableChange): string[] {
  switch (c.kind) {
    case "place":
    case "remove":
      return [`${c.space}:${c.piece}`];
    case "move":
      return [`${c.from}:${c.piece}`, `${c.to}:${c.piece}`, `${c.from}:cash`, `${c.to}:cash`];
    case "flip":
      return [`${c.space}:${c.from}`, `${c.space}:${c.to}`];
    case "cash":
      return [`${c.space}:cash`];
    default:
      return [];
  }
}

/** The piece named in a change's text: the flipped piece, else the placed/removed/moved one. */
const pieceOf = (c: PieceChange) => (c.kind === "flip" ? c.from : c.piece);

/** The same text for `count` pieces, or null where the text is not the plain template. */
function recount(c: PieceChange, count: number): string | null {
  const was = pieceText(pieceOf(c), c.count);
  if (c.text.includes("Cash") || c.text.indexOf(was) !== c.text.lastIndexOf(was)) return null;
  return c.text.includes(was) ? c.text.replace(was, pieceText(pieceOf(c), count)) : null;
}

/**
 * The same hand movement made several times ("Remove 1 Troop from Oriente to Available", twice)
 * as one line with the total ("Remove 2 Troops …"), at the place of its first occurrence, as a
 * hand would make it. Only where nothing in between touched the same pieces of those spaces
 * (a flip, a removal, a Cash marker), so the board after the list is the same.
 */
export function mergeSamePieces(changes: readonly TableChange[]): TableChange[] {
  const out: TableChange[] = [];
  for (const c of changes) {
    const key = pieceKey(c);
    let merged = false;
    if (key !== null) {
      const mine = new Set(touches(c));
      for (let i = out.length - 1; i >= 0; i--) {
        const o = out[i];
        if (pieceKey(o) === key) {
          const total = (o as PieceChange).count + (c as PieceChange).count;
          const text = recount(o as PieceChange, total);
          if (text !== null && recount(c as PieceChange, total) === text) {
            out[i] = { ...(o as PieceChange), count: total, text };
            merged = true;
          }
          break;
        }
        if (touches(o).some((t) => mine.has(t))) break;
      }
    }
    if (!merged) out.push(c);
  }
  return out;
}
