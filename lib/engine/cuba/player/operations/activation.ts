import { FACTION_NAME, OWNER_OF } from "@/data/cuba/pieces";
import type { Faction, GameBoard, PieceKind, SpaceId } from "../../types";
import type { PieceCount } from "../action";
import {
  ACTIVE,
  ACTIVE_OF,
  countOk,
  flip,
  label,
  present,
  spaceName,
  UNDERGROUND,
} from "../pieces";
import type { Work } from "../work";

/**
 * What Sweep (3.2.3) or Garrison (3.2.2) must Activate in one space. "Activate" is satisfied by
 * Guerrillas already Active (1.4.3 NOTE), of any other Faction, Syndicate included (1.4): the
 * number Activated is the cubes' capacity or the Guerrillas there, whichever is less; the
 * Underground ones that must flip are what the Active ones there do not cover.
 */
export interface ActivationDue {
  /** Guerrillas Activated there: min(capacity, the other Factions' Guerrillas there). */
  count: number;
  /** Those already Active there (they count, 1.4.3). */
  active: number;
  /** Underground Guerrillas there, by kind (only kinds present). */
  underground: PieceCount[];
  /** The fewest and the most Underground Guerrillas that may flip. */
  minFlip: number;
  maxFlip: number;
  /** The flips when there is nothing to choose (or the most, of the 1 Faction there); null: ask. */
  fixed: PieceCount[] | null;
  /** More than one pick is legal: the player may say whose (or how many) flip. */
  choice: boolean;
}

export function activationDue(
  board: GameBoard,
  faction: Faction,
  space: SpaceId,
  capacity: number,
): ActivationDue {
  const pieces = board.spaces[space].pieces;
  const enemy = (k: PieceKind) => OWNER_OF[k] !== faction && pieces[k] > 0;
  const underground = UNDERGROUND.filter(enemy).map((piece) => ({ piece, count: pieces[piece] }));
  const active = ACTIVE.filter(enemy).reduce((n, k) => n + pieces[k], 0);
  const hidden = underground.reduce((n, p) => n + p.count, 0);
  const count = Math.max(0, Math.min(capacity, active + hidden));
  const minFlip = Math.max(0, count - active);
  const maxFlip = Math.min(count, hidden);
  let fixed: PieceCount[] | null = null;
  if (maxFlip === 0) fixed = [];
  // One Faction's Underground there: it flips as many as the cubes allow, once targeted (3.1).
  else if (underground.length === 1) fixed = [{ piece: underground[0].piece, count: maxFlip }];
  // Exactly enough (or too few) Underground ones: all flip.
  else if (maxFlip === hidden) fixed = underground;
  const choice = fixed === null || minFlip < maxFlip;
  return { count, active, underground, minFlip, maxFlip, fixed, choice };
}

/** How a refusal asking the player to pick whose Guerrillas flip begins (options.ts). */
export const CHOOSE_ACTIVATION = "choose whose Guerrillas";

const guerrillas = (n: number) => `${n} Guerrilla${n === 1 ? "" : "s"}`;

/**
 * Activate in `space` what `what` (e.g. "Sweep") must (3.2.2, 3.2.3, 1.4.3): `list` is the
 * player's pick of whose Underground Guerrillas flip; without one the engine flips what there is
 * no choice about, and asks when there is. Too few or too many flips are refused at `field`.
 */
export function activateIn(
  w: Work,
  field: string,
  space: SpaceId,
  list: readonly PieceCount[] | undefined,
  capacity: number,
  why: string,
  what: string,
): void {
  const due = activationDue(w.board, w.faction, space, capacity);
  w.activations.push({ space, field, why, ...due });
  const where = `${what} in ${spaceName(space)}`;
  const chosen = list ?? due.fixed;
  if (chosen === null) {
    const whose = due.underground.map((p) => FACTION_NAME[OWNER_OF[p.piece]]).join(" and ");
    const { minFlip: lo, maxFlip: hi } = due;
    const range = lo === hi ? `${lo}` : hi - lo === 1 ? `${lo} or ${hi}` : `${lo} to ${hi}`;
    const counting = due.active ? `, the ${due.active} already Active counting` : "";
    w.fail(
      field,
      `${CHOOSE_ACTIVATION} ${what} Activates in ${spaceName(space)}: ${due.count} (${why})${counting}, so ${range} of the Underground ${whose} Guerrillas there flip (1.4.3)`,
    );
    return;
  }
  const valid = chosen.filter((p) => Number.isInteger(p.count));
  const flips = valid.reduce((n, p) => n + p.count, 0);
  if (flips > due.count) {
    w.fail(field, `${where} Activates ${guerrillas(due.count)} at most (${why}); ${flips} chosen`);
    return;
  }
  if (flips < due.minFlip) {
    const counted = Math.min(due.active, due.count);
    w.fail(
      field,
      `${where} must Activate ${guerrillas(due.count)}; ${flips + counted} chosen${counted ? ` (the ${counted} already Active count${counted === 1 ? "s" : ""})` : ""}`,
    );
    return;
  }
  chosen.forEach((pc, i) => {
    const at = `${field}[${i}]`;
    if (!countOk(w, at, pc)) return;
    if (!UNDERGROUND.includes(pc.piece) || OWNER_OF[pc.piece] === w.faction) {
      w.fail(
        `${at}.piece`,
        ACTIVE.includes(pc.piece)
          ? `${FACTION_NAME[OWNER_OF[pc.piece]]} Guerrillas already Active count without being chosen (1.4.3)`
          : `only enemy Underground Guerrillas flip, not ${label(pc.piece, 2)}`,
      );
      return;
    }
    if (!present(w, at, space, pc.piece, pc.count)) return;
    flip(w, at, space, pc, ACTIVE_OF[pc.piece] as PieceKind);
  });
  const counted = due.count - flips;
  if (counted > 0)
    w.note(
      `${where}: ${counted} already Active Guerrilla${counted === 1 ? "" : "s"} count${counted === 1 ? "s" : ""} as Activated`,
      "1.4.3",
    );
}
