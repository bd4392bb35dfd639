import { OWNER_OF } from "@/data/cuba/pieces";
import { addTerror, setSupport } from "../../board/changes";
import { controller } from "../../board/space";
import { markersLeft } from "../../calixto/procedures/context";
import type { SupportLevel } from "../../types";
import type { SpecialRecord } from "../action";
import { onlyFields } from "../operations/common";
import { adjacent, isGuerrillaKind, move, present, spaceName } from "../pieces";
import type { Work } from "../work";

/**
 * Reprisal (4.2.3): with Garrison, Sweep or Assault, in 1 Government-Controlled space: place a
 * Terror marker, shift Opposition 1 level toward Neutral, and relocate 1 Guerrilla from there
 * to an adjacent space (`relocate`; required while any Guerrilla is there).
 */
export function reprisal(w: Work, sa: SpecialRecord): void {
  const sp = sa.spaces[0];
  const at = "special.spaces[0]";
  const id = sp.space;
  const name = spaceName(id);
  onlyFields(w, at, sp, ["relocate"], "Reprisal");
  if (controller(id, w.board.spaces[id]) !== "GOV") {
    w.fail(`${at}.space`, `Reprisal needs Government Control of ${name} (4.2.3)`);
    return;
  }
  const s = w.board.spaces[id];
  const any =
    s.pieces.m26U + s.pieces.m26A + s.pieces.drU + s.pieces.drA + s.pieces.synU + s.pieces.synA;
  if (!sp.relocate && any > 0) {
    w.fail(`${at}.relocate`, `relocate 1 Guerrilla from ${name} to an adjacent space (4.2.3)`);
    return;
  }
  if (markersLeft(w.board) < 1) w.note("No Terror marker left", "3.3.4");
  else w.apply(addTerror(w.board, id));
  if (s.support < 0) w.apply(setSupport(w.board, id, (s.support + 1) as SupportLevel));
  const r = sp.relocate;
  if (!r) return;
  if (!isGuerrillaKind(r.piece) || OWNER_OF[r.piece] === "GOV") {
    w.fail(`${at}.relocate.piece`, "Reprisal relocates a Guerrilla (4.2.3)");
    return;
  }
  if (!adjacent(id, r.to)) {
    w.fail(`${at}.relocate.to`, `${spaceName(r.to)} is not adjacent to ${name}`);
    return;
  }
  if (!present(w, `${at}.relocate`, id, r.piece, 1)) return;
  move(w, `${at}.relocate`, r.to, { from: id, piece: r.piece, count: 1 });
}
