import { FACTION_NAME, OWNER_OF, PIECE_LABEL } from "@/data/cuba/pieces";
import { removeCash } from "../board/changes";
import type { CashHolder } from "../types";
import type { PlayerAction } from "./action";
import { checkFrame } from "./frame";
import { spaceName } from "./pieces";
import { Work } from "./work";

/**
 * Launder (2.3.6, 4.5.2): a 1st or 2nd Eligible Faction that paid Resources for an Operation and
 * did no Special Activity may remove a Cash marker it owns for an extra, free Limited Operation
 * of any kind except Construct (3.1.2, 3.3.5); or another Faction may remove its own Cash marker
 * to give it (a Faction the player plays: our reading). Its box on the card stays the first Operation's.
 * The nested Operation runs as any other, free, on the board the first one left; its refusals
 * are named under `launder`.
 */
export function launder(w: Work, run: (w: Work) => void): void {
  const l = w.action.launder;
  if (!l) return;
  if (w.action.special)
    return void w.fail(
      "launder",
      "Laundering needs an Operation without a Special Activity (2.3.6)",
    );
  if (w.options.free || w.paid === 0)
    return void w.fail(
      "launder",
      "Laundering follows an Operation the Faction paid Resources for (2.3.6)",
    );
  if (l.operation === "construct")
    return void w.fail(
      "launder.operation",
      "Construct is never free: it cannot be laundered (2.3.6, 3.3.5)",
    );
  const cash = w.board.spaces[l.space].cash;
  // 2.3.6: the Cash may be the acting Faction's own, or another Faction's that removes it to
  // give the free Operation. Our reading (INF): only a Faction the player plays gives it; a
  // Non-player has no instruction to (8.1 only says it never receives one).
  const owner = OWNER_OF[l.holder];
  if (owner !== w.faction && w.board.roles[owner] !== "player")
    return void w.fail(
      "launder.holder",
      `${FACTION_NAME[owner]} is run by Calixto: only the Cash of a Faction you play can be laundered for you (2.3.6)`,
    );
  if (!cash.includes(l.holder as CashHolder))
    return void w.fail(
      "launder.holder",
      `no Cash marker ${owner === w.faction ? "of yours " : ""}with a ${PIECE_LABEL[l.holder].one} in ${spaceName(l.space)} (4.5.2)`,
    );
  w.apply(removeCash(w.board, l.space, l.holder as CashHolder));
  w.note("Cash laundered for a free Limited Operation", "2.3.6");
  const sub: PlayerAction = {
    faction: w.faction,
    operation: l.operation,
    limited: true,
    spaces: l.spaces,
  };
  const inner = new Work(w.board, sub, {
    ...w.options,
    dice: w.lendDice(),
    free: true,
    sequence: false,
  });
  if (checkFrame(inner)) run(inner);
  w.takeBackDice(inner.lendDice());
  w.board = inner.board;
  w.changes.push(...inner.changes);
  w.notes.push(...inner.notes);
  w.rolls.push(...inner.rolls.map((r) => ({ ...r, field: `launder.${r.field}` })));
  for (const e of inner.errors) w.fail(`launder.${e.field}`, e.reason);
}
