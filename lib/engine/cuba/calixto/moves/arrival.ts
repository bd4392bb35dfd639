import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { flipPieces, movePieces } from "../../board/changes";
import type { Faction, GameBoard, PieceKind, SpaceId } from "../../types";
import { cashHeldBy, type PieceRef } from "../piece-priorities";
import type { Step, TableChange, TraceRecord } from "../types";
import { ownGuerrillaKinds } from "./kinds";
import type { Movement } from "./types";

/**
 * Moving one group from an origin into the destination, and what happens to a Marching group
 * as it enters (3.3.2): it goes Active if it enters an EC or a City or Province with Support and
 * its Guerrillas plus the cubes there exceed 3. Activation belongs to the move itself because only
 * the move knows the group (pieces from one origin to one destination move as one group, 3.3.2).
 */
export interface GroupMove {
  step: Step;
  /** The group as it stands in the destination after entering (kinds after any Activation). */
  arrived: PieceRef[];
  activated: number;
}

export function moveGroup(
  board: GameBoard,
  f: Faction,
  movement: Movement,
  origin: SpaceId,
  destination: SpaceId,
  group: readonly PieceRef[],
): GroupMove {
  let b = board;
  const changes: TableChange[] = [];
  for (const kind of kindsInOrder(group)) {
    const ofKind = group.filter((p) => p.kind === kind);
    const cash = cashHeldBy(ofKind);
    const r = movePieces(b, origin, destination, kind, ofKind.length, cash);
    b = r.board;
    changes.push(r.change);
  }
  let arrived = group.map((p) => ({ ...p }));
  let activated = 0;
  const own = ownGuerrillaKinds(f);
  if (movement === "march" && own.u && own.a && marchActivates(b, destination, group.length)) {
    const under = group.filter((p) => p.kind === own.u);
    if (under.length > 0) {
      const r = flipPieces(b, destination, own.u, own.a, under.length, cashHeldBy(under));
      b = r.board;
      changes.push(r.change);
      activated = under.length;
      arrived = arrived.map((p) => (p.kind === own.u ? { ...p, kind: own.a as PieceKind } : p));
    }
  }
  return { step: { board: b, changes }, arrived, activated };
}

/**
 * Whether a Marching group goes Active on entering (3.3.2): the space is an EC, or a City or
 * Province with Support (Passive or Active; a Neutral or Opposition City does not spot it), AND
 * the group's own Guerrillas plus the cubes there exceed 3. Only this group counts, not Guerrillas
 * already there or arriving from other origins. Every March (card, Event grant, El Che) comes
 * through here.
 */
export function marchActivates(board: GameBoard, destination: SpaceId, groupSize: number): boolean {
  const s = board.spaces[destination];
  const exposed = SPACE_BY_ID[destination].kind === "ec" || s.support > 0;
  return exposed && groupSize + s.pieces.troop + s.pieces.police > 3;
}

function kindsInOrder(group: readonly PieceRef[]): PieceKind[] {
  const out: PieceKind[] = [];
  for (const p of group) if (!out.includes(p.kind)) out.push(p.kind);
  return out;
}

/** Trace rule tag of El Che's flip; also how a later destination learns it was spent. */
export const EL_CHE_RULE = "C8.6.3 El Che";

/**
 * El Che (C8.6.3 back page): in the first destination of a 26J March where any moving Guerrilla
 * is Active after moving, flip all the moving Guerrillas there Underground. Returns null when it
 * does not apply here.
 */
export function elCheFlip(
  board: GameBoard,
  f: Faction,
  destination: SpaceId,
  arrived: readonly PieceRef[],
): Step | null {
  const own = ownGuerrillaKinds(f);
  if (!own.u || !own.a) return null;
  const active = arrived.filter((p) => p.kind === own.a);
  if (active.length === 0) return null;
  const r = flipPieces(board, destination, own.a, own.u, active.length, cashHeldBy(active));
  return { board: r.board, changes: [r.change] };
}

/** Whether El Che was already used in an earlier destination of this March (from the trace). */
export function elCheSpent(trace: readonly TraceRecord[], earlier: readonly SpaceId[]): boolean {
  return trace.some(
    (t) =>
      t.kind === "move" &&
      t.rule === EL_CHE_RULE &&
      (t.evidence ?? []).some((e) => earlier.includes(e as SpaceId)),
  );
}
