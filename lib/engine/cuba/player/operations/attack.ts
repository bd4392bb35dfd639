import { POOL_OF } from "@/data/cuba/pieces";
import { available } from "../../board/board";
import { flipPieces } from "../../board/changes";
import { guerrillas } from "../../board/space";
import type { Insurgent, PieceKind, SpaceId } from "../../types";
import { spaceCost } from "../cost";
import { raulReroll } from "../lasting";
import { ACTIVE_OF, flip, guerrillaKinds, label, place, spaceName } from "../pieces";
import { hasEnemy, removeTargets } from "../targets";
import type { Work } from "../work";
import { onlyFields } from "./common";
import { lentGuerrillaKinds, lentIn, lentPiece } from "./lent";

/**
 * Attack (3.3.3, 26July and Directorio): in spaces with an own Guerrilla and an enemy piece,
 * 1 Resource each; Activate all own Guerrillas there and roll: at or below their number, remove
 * or close up to 2 enemy pieces (Bases after their Faction's cubes and Guerrillas, Casinos only
 * with no Syndicate Guerrillas, Troops or Police); a targeted Faction loses all the 2 it can
 * (1.4.1, 3.1). A 1 places an Available Guerrilla (Captured Goods); freed Cash goes to an own
 * Guerrilla. Ambush (4.3.2, 4.4.2) in one Attack space instead Activates 1 Underground Guerrilla and succeeds without a roll, as if a 1. Raúl (#22): 26July may
 * reroll (`reroll`: the second die counts). Mafia Offensive (#43, `lent`): 1 Syndicate Guerrilla
 * counts among the attackers, is Activated with them, and is not a target (operations/lent.ts).
 */
export function attack(w: Work): void {
  const f = w.faction as Insurgent;
  const k = guerrillaKinds(f);
  if (!k) return;
  const free = w.options.free === true;
  const sa = w.action.special;
  const ambushAt = sa?.special === "ambush" ? sa.spaces[0]?.space : undefined;
  if (ambushAt && !w.action.spaces.some((sp) => sp.space === ambushAt))
    w.fail(
      "special.spaces[0].space",
      `Ambush is in a space selected for the Attack, not ${spaceName(ambushAt)} (4.3.2)`,
    );
  w.action.spaces.forEach((sp, i) => {
    const at = `spaces[${i}]`;
    const id = sp.space;
    const name = spaceName(id);
    onlyFields(w, at, sp, ["remove", "reroll", "lent"], "Attack");
    const s = w.board.spaces[id];
    const lent = sp.lent
      ? lentPiece(
          w,
          `${at}.lent`,
          id,
          sp.lent,
          lentGuerrillaKinds(w),
          "the lent piece attacks as a Guerrilla (3.3.3)",
        )
      : null;
    if (sp.lent && !lent) return;
    if (!lent && guerrillas(s, f) === 0) {
      w.fail(`${at}.space`, `Attack needs a Guerrilla of yours in ${name} (3.3.3)`);
      return;
    }
    // The lent Guerrilla is on the Faction's side: not the enemy piece the Attack needs.
    if (!hasEnemy(w.board, id, f, lent?.piece)) {
      w.fail(`${at}.space`, `Attack needs an enemy piece in ${name} (3.3.3)`);
      return;
    }
    if (!w.pay(at, spaceCost(w.board, "attack", id, free), `Attack in ${name}`)) return;
    const ambush = id === ambushAt;
    let success: boolean;
    let capturedGoods: boolean;
    if (ambush) {
      const u = w.board.spaces[id].pieces[k.u];
      if (u === 0 && w.options.grant?.evenIfActive !== true) {
        w.fail(
          "special.spaces[0]",
          `Ambush needs an Underground Guerrilla of yours in ${name} (4.3.2)`,
        );
        return;
      }
      if (u > 0) w.apply(flipPieces(w.board, id, k.u, k.a, 1));
      w.note(`Ambush in ${name}: the Attack succeeds without a roll`, "4.3.2");
      success = true;
      capturedGoods = true;
    } else {
      const u = w.board.spaces[id].pieces[k.u];
      if (u > 0) w.apply(flipPieces(w.board, id, k.u, k.a, u, u));
      const up = lent && ACTIVE_OF[lent.piece];
      if (lent && up && !flip(w, `${at}.lent`, id, lent, up)) return;
      if (lent) w.note(`Attack: ${lentIn(lent.piece, id)} attacks as yours`, "3.3.3, Event 43");
      const n = guerrillas(w.board.spaces[id], f) + (lent ? 1 : 0);
      let roll = w.roll(at, `the Attack in ${name}`);
      if (roll === null) return;
      if (sp.reroll) {
        if (f !== "26J" || !raulReroll(w.board)) {
          w.fail(`${at}.reroll`, "only 26July with Raúl (#22) may reroll an Attack");
          return;
        }
        const again = w.roll(at, `the Attack reroll in ${name} (Raúl)`);
        if (again === null) return;
        w.note(`Raúl: the Attack in ${name} is rerolled (${roll} → ${again})`, "Event 22");
        roll = again;
      }
      success = roll <= n;
      capturedGoods = roll === 1;
      w.note(
        `Attack in ${name}: roll ${roll} against ${n} Guerrilla${n === 1 ? "" : "s"}: ${success ? "success" : "failure"}`,
        "3.3.3",
      );
    }
    const lentKind = lent ? (ACTIVE_OF[lent.piece] ?? lent.piece) : null;
    if (success && lentKind && !lentSpared(w, `${at}.remove`, id, sp.remove ?? [], lentKind))
      return;
    if (success)
      removeTargets(w, `${at}.remove`, id, sp.remove ?? [], {
        rule: "attack",
        capacity: 2,
        why: "Attack removes up to 2",
        capture: { kind: "guerrilla", faction: f, rule: "3.3.3", name: "Captured Goods" },
        // "Up to 2" leaves the choice of targets; a Faction once targeted loses pieces to the
        // Attack's full 2 (1.4.1, 3.1), as docs/operations.md reads it for every removal.
        maxExtent: true,
        spare: lentKind ?? undefined,
      });
    else if (sp.remove?.length)
      w.fail(`${at}.remove`, `the Attack in ${name} failed: nothing is removed`);
    if (capturedGoods) capture(w, id, k.u);
  });
}

/** Captured Goods (3.3.3) or Ambush (4.3.2): 1 Available Guerrilla placed Underground. */
function capture(w: Work, id: SpaceId, kind: PieceKind): void {
  if (available(w.board, POOL_OF[kind]) < 1) {
    w.note(`No Guerrilla Available to place in ${spaceName(id)}`, "3.3.3, 1.4.1");
    return;
  }
  place(w, "spaces", id, kind, 1);
  w.note(`Captured Goods: a Guerrilla is placed in ${spaceName(id)}`, "3.3.3");
}

/** The lent Guerrilla fights on the Faction's side (#43): the Attack does not remove it. */
function lentSpared(
  w: Work,
  field: string,
  id: SpaceId,
  list: readonly { piece: PieceKind; count: number }[],
  kind: PieceKind,
): boolean {
  const others = w.board.spaces[id].pieces[kind] - 1;
  const i = list.findIndex((r) => r.piece === kind);
  if (i < 0 || list[i].count <= others) return true;
  return w.fail(
    `${field}[${i}]`,
    `${lentIn(kind, id)} attacks on your side: ${others === 0 ? "no" : others} other ${label(kind, others === 1 ? 1 : 2)} to remove (Event 43)`,
  );
}
