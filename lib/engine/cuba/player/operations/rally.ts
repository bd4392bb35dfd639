import { FACTION_KINDS, OWNER_OF } from "@/data/cuba/pieces";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { available } from "../../board/board";
import { flipPieces } from "../../board/changes";
import { baseRoom } from "../../board/space";
import type { PieceKind, SpaceId } from "../../types";
import { spaceCost } from "../cost";
import { guerrillaLife } from "../lasting";
import {
  countOk,
  guerrillaKinds,
  isEc,
  isGuerrillaKind,
  place,
  removeOwn,
  spaceName,
  total,
} from "../pieces";
import type { Work } from "../work";
import { onlyFields } from "./common";
import { lentIn, lentPiece, removeLent } from "./lent";

/**
 * Rally (3.3.1): select Cities or Provinces, 1 Resource each; 26July not where there is Support,
 * Directorio not at Active Support or Active Opposition. In each: place 1 Available Guerrilla,
 * or (26July, DR) replace 2 own Guerrillas with a Base within stacking; where the Faction
 * already has a Base (Syndicate: an open Casino), instead flip all its Guerrillas Underground, or
 * place more: 26July up to twice its Bases plus twice the Population, DR up to its Bases plus
 * the Population. The Guerrilla Life (#30): every 26July Rally flips its Guerrillas Underground.
 * Mafia Offensive (#43, lent.ts): an open Casino as the Faction's Base (`lent`), or a Syndicate
 * Guerrilla as one of the 2 a Base replaces (`base`).
 */
export function rally(w: Work): void {
  const f = w.faction;
  const k = guerrillaKinds(f);
  if (!k) return;
  const free = w.options.free === true;
  w.action.spaces.forEach((sp, i) => {
    const at = `spaces[${i}]`;
    const id = sp.space;
    const name = spaceName(id);
    onlyFields(w, at, sp, ["place", "base", "flip", "lent"], "Rally");
    if (isEc(id)) {
      w.fail(`${at}.space`, "Rally selects Cities and Provinces, not ECs (3.3.1)");
      return;
    }
    // An Event's "as if Neutral" (#17) lifts the Support condition (5.1.1).
    const support = w.options.grant?.asIfNeutral ? 0 : w.board.spaces[id].support;
    if (f === "26J" && support > 0) {
      w.fail(`${at}.space`, `26July may not Rally where there is Support, as in ${name} (3.3.1)`);
      return;
    }
    if (f === "DR" && Math.abs(support) === 2) {
      w.fail(
        `${at}.space`,
        `Directorio may not Rally at Active Support or Active Opposition, as in ${name} (3.3.1)`,
      );
      return;
    }
    const modes = [sp.place?.length ? 1 : 0, sp.base ? 1 : 0, sp.flip ? 1 : 0].reduce(
      (a, b) => a + b,
    );
    if (modes !== 1) {
      w.fail(
        at,
        modes === 0
          ? "say what the Rally does here: place Guerrillas, replace 2 with a Base, or flip them Underground"
          : "a Rally space either places Guerrillas, replaces 2 with a Base, or flips them: one of these (3.3.1)",
      );
      return;
    }
    if (!w.pay(at, spaceCost(w.board, "rally", id, free), `Rally in ${name}`)) return;
    const s = w.board.spaces[id];
    let bases = f === "SYN" ? s.pieces.casinoOpen : s.pieces[FACTION_KINDS[f].base];
    // Mafia Offensive (#43): an open Casino there counts as the Faction's Base (lent.ts).
    if (sp.lent) {
      if (sp.base) {
        w.fail(
          `${at}.lent`,
          "the lent open Casino counts as your Base to place more Guerrillas or flip them, not when 2 Guerrillas become a Base (3.3.1)",
        );
        return;
      }
      const pc = lentPiece(
        w,
        `${at}.lent`,
        id,
        sp.lent,
        ["casinoOpen"],
        "in a Rally the lent piece is an open Casino, as your Base (3.3.1)",
      );
      if (!pc) return;
      bases += 1;
      w.note(`Rally: ${lentIn(pc.piece, id)} counts as your Base`, "3.3.1, Event 43");
    }
    if (sp.place?.length) placeGuerrillas(w, `${at}.place`, id, bases);
    else if (sp.base) buildBase(w, `${at}.base`, id);
    else if (sp.flip) {
      if (bases === 0) {
        w.fail(
          `${at}.flip`,
          `flipping needs ${f === "SYN" ? "an open Casino" : "a Base"} of yours in ${name} (3.3.1)`,
        );
        return;
      }
      const n = w.board.spaces[id].pieces[k.a];
      if (n === 0) {
        w.fail(`${at}.flip`, `no Active Guerrilla of yours in ${name} to flip`);
        return;
      }
      w.apply(flipPieces(w.board, id, k.a, k.u, n, n));
      return;
    }
    if (f === "26J" && guerrillaLife(w.board)) {
      const n = w.board.spaces[id].pieces[k.a];
      if (n > 0) {
        w.apply(flipPieces(w.board, id, k.a, k.u, n, n));
        w.note(`The Guerrilla Life: the 26July Guerrillas in ${name} flip Underground`, "Event 30");
      }
    }
  });

  function placeGuerrillas(w: Work, at: string, id: SpaceId, bases: number): void {
    const list = w.action.spaces.find((s) => s.space === id)?.place ?? [];
    const kinds = guerrillaKinds(f) as { u: PieceKind; a: PieceKind };
    if (list.some((pc) => pc.piece !== kinds.u)) {
      w.fail(at, "new Guerrillas are placed Underground, your own only (1.4.3)");
      return;
    }
    if (!list.every((pc, j) => countOk(w, `${at}[${j}]`, pc))) return;
    const n = total(list);
    const pop = SPACE_BY_ID[id].pop;
    const max = bases === 0 || f === "SYN" ? 1 : f === "26J" ? 2 * bases + 2 * pop : bases + pop;
    if (n > max) {
      w.fail(
        at,
        max === 1
          ? `Rally places 1 Guerrilla here (more only where you have a Base, 3.3.1)`
          : `up to ${max} here: ${f === "26J" ? "twice the Bases plus twice the Population" : "the Bases plus the Population"} (3.3.1)`,
      );
      return;
    }
    place(w, at, id, kinds.u, n);
  }

  function buildBase(w: Work, at: string, id: SpaceId): void {
    const list = w.action.spaces.find((s) => s.space === id)?.base ?? [];
    if (f === "SYN") {
      w.fail(at, "the Syndicate builds Casinos with Construct, not Rally (3.3.1, 3.3.5)");
      return;
    }
    const base = FACTION_KINDS[f].base;
    if (total(list) !== 2 || list.some((pc) => !isGuerrillaKind(pc.piece))) {
      w.fail(at, "a Base replaces exactly 2 of your Guerrillas (3.3.1)");
      return;
    }
    if (available(w.board, base === "m26Base" ? "m26Base" : "drBase") < 1) {
      w.fail(at, "none of your Bases is Available (1.4.1)");
      return;
    }
    if (baseRoom(id, w.board.spaces[id]) < 1) {
      w.fail(at, `${spaceName(id)} already has 2 Bases (stacking, 1.4.2)`);
      return;
    }
    let ok = true;
    list.forEach((pc, j) => {
      const field = `${at}[${j}]`;
      ok = ok && countOk(w, field, pc);
      // Mafia Offensive (#43): a lent Syndicate Guerrilla may be one of the 2 (lent.ts).
      if (ok && OWNER_OF[pc.piece] !== f) ok = removeLent(w, field, id, pc);
      else ok = ok && removeOwn(w, field, id, pc);
    });
    if (ok) place(w, at, id, base, 1);
  }
}
