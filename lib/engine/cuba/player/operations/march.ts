import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { flipPieces } from "../../board/changes";
import { marchActivates } from "../../calixto/moves/arrival";
import type { Faction, GameBoard, SpaceId } from "../../types";
import type { Move } from "../action";
import { spaceCost } from "../cost";
import { elChe, morgan } from "../lasting";
import { adjacent, guerrillaKinds, spaceName } from "../pieces";
import type { Work } from "../work";
import { onlyFields, runMove } from "./common";

/**
 * March (3.3.2): each destination costs 1 Resource if a City or Province, 0 if an EC; own
 * Guerrillas move in from adjacent spaces, each once; those from one origin to one destination
 * move as one group, which goes Active on entering an EC or a space with Support when the group
 * plus the cubes there exceed 3 (the shared `marchActivates`). Limited: one destination.
 * Morgan (#28): DR Guerrillas may come from 2 spaces away. El Che (#13): the first group of
 * each 26July March flips Underground.
 */
export function march(w: Work): void {
  const k = guerrillaKinds(w.faction);
  if (!k) return;
  const free = w.options.free === true;
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
      let underground = 0;
      let cash = 0;
      for (const { m, i: j } of group) {
        const n = runMove(w, `${at}.moves[${j}]`, to, m, [k.u, k.a], "your own Guerrillas", (o) =>
          reach(w.board, w.faction, o, to),
        );
        moved += n;
        if (m.piece === k.u) {
          underground += n;
          cash += n > 0 ? (m.cash ?? 0) : 0;
        }
      }
      if (w.errors.length > before || moved === 0) continue;
      let active = moved - underground;
      if (underground > 0 && marchActivates(w.board, to, moved)) {
        w.apply(flipPieces(w.board, to, k.u, k.a, underground, cash));
        // The moved pieces stay moved whatever side is up (3.3.2: no Guerrilla moves twice).
        w.markArrived(to, k.u, -underground);
        w.markArrived(to, k.a, underground);
        w.note(
          `The group of ${moved} from ${spaceName(from)} goes Active entering ${spaceName(to)}`,
          "3.3.2",
        );
        active = moved;
      }
      if (first && w.faction === "26J" && elChe(w.board) && active > 0) {
        w.apply(flipPieces(w.board, to, k.a, k.u, active, 0));
        w.markArrived(to, k.a, -active);
        w.markArrived(to, k.u, active);
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
