import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { available } from "../../board/board";
import { type Changed, flipPieces, placePieces, removePieces } from "../../board/changes";
import { baseRoom } from "../../board/space";
import type { GameBoard, SpaceId } from "../../types";
import type { NeedAnswer } from "../contracts";
import { AnswerCursor, type StepResult } from "../step-result";
import type { TableChange, TraceRecord } from "../types";
import { DECLINE } from "./player-shifts";
import { expatBackingSpaces } from "./support";

/**
 * A player Directorio's Expat Backing (6.3.4): a free Rally (3.3.1) in one City or Province
 * with neither Active Support nor Active Opposition, Controlled by no Faction but the
 * Directorio. The Rally there does one of: place 1 Available Guerrilla; replace 2 DR Guerrillas
 * with a DR Base (within stacking, 1.4.2); where a DR Base already is, flip all DR Guerrillas
 * Underground, or place Guerrillas up to DR Bases there plus the space's Population. Only
 * spaces where something can be done are offered; declining is recorded.
 */
type Way = "one" | "many" | "flip" | "baseAA" | "baseAU" | "baseUU";

const RULE = "6.3.4";
const name = (id: SpaceId) => SPACE_BY_ID[id].name;

function ways(board: GameBoard, id: SpaceId): { value: Way; label: string }[] {
  const p = board.spaces[id].pieces;
  const free = available(board, "drGuerrilla");
  const out: { value: Way; label: string }[] = [];
  if (p.drBase > 0) {
    const most = Math.min(free, p.drBase + SPACE_BY_ID[id].pop);
    if (most > 1) out.push({ value: "many", label: `Place up to ${most} Guerrillas` });
    else if (most === 1) out.push({ value: "one", label: "Place 1 Guerrilla" });
    if (p.drA > 0) out.push({ value: "flip", label: "Flip all DR Guerrillas Underground" });
  } else if (free > 0) out.push({ value: "one", label: "Place 1 Guerrilla" });
  if (p.drU + p.drA >= 2 && baseRoom(id, board.spaces[id]) > 0 && available(board, "drBase") > 0) {
    const mixed = p.drA > 0 && p.drU > 0;
    const base = "Replace 2 Guerrillas with a DR Base";
    if (p.drA >= 2) out.push({ value: "baseAA", label: mixed ? `${base} (2 Active)` : base });
    if (mixed) out.push({ value: "baseAU", label: `${base} (1 Active, 1 Underground)` });
    if (p.drU >= 2) out.push({ value: "baseUU", label: mixed ? `${base} (2 Underground)` : base });
  }
  return out;
}

/** Spaces where the player's free Rally can do something. */
export function playerExpatSpaces(board: GameBoard): SpaceId[] {
  return expatBackingSpaces(board).filter((id) => ways(board, id).length > 0);
}

export function playerExpatBacking(board: GameBoard, answers: readonly NeedAnswer[]): StepResult {
  const trace: TraceRecord[] = [];
  const note = (text: string) => trace.push({ kind: "note", rule: RULE, text });
  const spaces = playerExpatSpaces(board);
  if (!spaces.length) {
    note(
      "Directorio Expat Backing: no City or Province qualifies (neither Active Support nor Active Opposition, no other Faction's Control, something to Rally)",
    );
    return { kind: "done", board, changes: [], trace };
  }
  const cur = new AnswerCursor(answers);
  const where = cur.question(
    "expat-backing",
    "Directorio Expat Backing: free Rally in which space?",
    [
      ...spaces.map((id) => ({ value: id, label: name(id) })),
      { value: DECLINE, label: "No Expat Backing" },
    ],
    RULE,
    "One City or Province with neither Active Support nor Active Opposition and no Control by another Faction; the Rally costs nothing.",
  );
  if (!where.ok) return where.result;
  if (where.value === DECLINE) {
    note("Directorio declines Expat Backing");
    return { kind: "done", board, changes: [], trace };
  }
  const id = where.value as SpaceId;
  const options = ways(board, id);
  const how = cur.question(
    "expat-backing-rally",
    `Directorio Expat Backing in ${name(id)}: Rally how?`,
    options,
    "3.3.1",
  );
  if (!how.ok) return how.result;
  const way = how.value as Way;
  let count = 1;
  if (way === "many") {
    const p = board.spaces[id].pieces;
    const most = Math.min(available(board, "drGuerrilla"), p.drBase + SPACE_BY_ID[id].pop);
    const n = cur.question(
      "expat-backing-count",
      `Directorio Expat Backing in ${name(id)}: how many Guerrillas?`,
      Array.from({ length: most }, (_, i) => ({ value: String(i + 1), label: String(i + 1) })),
      "3.3.1",
      `Up to DR Bases there plus Population, ${most} with the Guerrillas Available.`,
    );
    if (!n.ok) return n.result;
    count = Number(n.value);
  }
  let b = board;
  const changes: TableChange[] = [];
  const apply = (r: Changed) => {
    b = r.board;
    changes.push(r.change);
  };
  if (way === "one" || way === "many") apply(placePieces(b, id, "drU", count));
  else if (way === "flip") apply(flipPieces(b, id, "drA", "drU", b.spaces[id].pieces.drA));
  else {
    const active = way === "baseAA" ? 2 : way === "baseAU" ? 1 : 0;
    if (active) apply(removePieces(b, id, "drA", active));
    if (active < 2) apply(removePieces(b, id, "drU", 2 - active));
    apply(placePieces(b, id, "drBase", 1));
  }
  note(`Directorio Expat Backing: free Rally in ${name(id)}`);
  return { kind: "done", board: b, changes, trace };
}
