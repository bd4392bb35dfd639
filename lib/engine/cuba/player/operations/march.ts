import { OWNER_OF } from "@/data/cuba/pieces";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { flipPieces } from "../../board/changes";
import { marchActivates } from "../../calixto/moves/arrival";
import type { Faction, GameBoard, PieceKind, SpaceId } from "../../types";
import type { Move } from "../action";
import { spaceCost } from "../cost";
import { elChe, morgan } from "../lasting";
import { ACTIVE_OF, adjacent, guerrillaKinds, spaceName, UNDERGROUND_OF } from "../pieces";
import type { Work } from "../work";
import { onlyFields, runMove } from "./common";
import { lentGuerrillaKinds, lentIn } from "./lent";

/**
 * March (3.3.2): each destination costs 1 Resource if a City or Province, 0 if an EC; own
 * Guerrillas move in from adjacent spaces, each once; those from one origin to one destination
 * move as one group, which goes Active on entering an EC or a space with Support when the group
 * plus the cubes there exceed 3 (the shared `marchActivates`). Limited: one destination.
 * Morgan (#28): DR Guerrillas may come from 2 spaces away. El Che (#13): the first group of
 * each 26July March flips Underground. Mafia Offensive (#43): 1 Syndicate Guerrilla may move as
 * one of the Faction's, in the group from its origin (lent.ts).
 */
export function march(w: Work): void {
  const k = guerrillaKinds(w.faction);
  if (!k) return;
  const free = w.options.free === true;
  // Mafia Offensive (#43): 1 Syndicate Guerrilla may March as the Faction's own (lent.ts).
  const lentKinds = lentGuerrillaKinds(w);
  const kinds = [k.u, k.a, ...lentKinds];
  const kindsText = lentKinds.length
    ? "your own Guerrillas and the 1 lent Syndicate Guerrilla"
    : "your own Guerrillas";
  let first = true;
  w.action.spaces.forEach((sp, i) => {
    const at = `spaces[${i}]`;
    const to = sp.space;
    onlyFields(w, at, sp, ["moves"], "March");
    if (!sp.moves?.length) {
      w.fail(`${at}.moves`, "give the Guerrillas marching in");
      return;
    }
    if (!w.pay(at, spaceCost(w.board, "march", to, free), `Marching into ${spaceName(to)}`)) return;
    // One group per origin, in the order the origins are first listed (3.3.2).
    const origins: SpaceId[] = [];
    for (const m of sp.moves) if (!origins.includes(m.from)) origins.push(m.from);
    for (const from of origins) {
      const group: { m: Move; i: number }[] = sp.moves
        .map((m, j) => ({ m, i: j }))
        .filter(({ m }) => m.from === from);
      const before = w.errors.length;
      let moved = 0;
      // By kind: the Underground ones that arrived (with the Cash they hold), the Active ones.
      const hidden = new Map<PieceKind, { n: number; cash: number }>();
      const shown = new Map<PieceKind, number>();
      for (const { m, i: j } of group) {
        const field = `${at}.moves[${j}]`;
        const lent = kinds.includes(m.piece) && OWNER_OF[m.piece] !== w.faction;
        if (lent && !w.borrow(field, m.piece, m.count)) continue;
        const n = runMove(w, field, to, m, kinds, kindsText, (o) =>
          reach(w.board, w.faction, o, to),
        );
        if (n === 0) continue;
        moved += n;
        if (lent) w.note(`March: ${lentIn(m.piece, from)} moves as yours`, "3.3.2, Event 43");
        if (ACTIVE_OF[m.piece]) {
          const h = hidden.get(m.piece) ?? { n: 0, cash: 0 };
          hidden.set(m.piece, { n: h.n + n, cash: h.cash + (m.cash ?? 0) });
        } else shown.set(m.piece, (shown.get(m.piece) ?? 0) + n);
      }
      if (w.errors.length > before || moved === 0) continue;
      if (hidden.size > 0 && marchActivates(w.board, to, moved)) {
        for (const [u, h] of hidden) {
          const a = ACTIVE_OF[u] as PieceKind;
          w.apply(flipPieces(w.board, to, u, a, h.n, h.cash));
          // The moved pieces stay moved whatever side is up (3.3.2: no Guerrilla moves twice).
          w.markArrived(to, u, -h.n);
          w.markArrived(to, a, h.n);
          shown.set(a, (shown.get(a) ?? 0) + h.n);
        }
        w.note(
          `The group of ${moved} from ${spaceName(from)} goes Active entering ${spaceName(to)}`,
          "3.3.2",
        );
      }
      if (first && w.faction === "26J" && elChe(w.board) && shown.size > 0) {
        for (const [a, n] of shown) {
          const u = UNDERGROUND_OF[a] as PieceKind;
          w.apply(flipPieces(w.board, to, a, u, n, 0));
          w.markArrived(to, a, -n);
          w.markArrived(to, u, n);
        }
        w.note("El Che: the first group of this March flips Underground", "Event 13");
      }
      first = false;
    }
  });
}

/** Why a Guerrilla of `f` in `from` cannot March into `to`, or null (adjacent; Morgan: 2 away). */
export function reach(board: GameBoard, f: Faction, from: SpaceId, to: SpaceId): string | null {
  const twoAway = f === "DR" && morgan(board);
  if (adjacent(from, to)) return null;
  if (twoAway && SPACE_BY_ID[from].adjacent.some((mid) => adjacent(mid, to))) return null;
  return `${spaceName(from)} is not adjacent to ${spaceName(to)}${twoAway ? " nor 2 spaces away (Morgan)" : ""}`;
}
