import { OWNER_OF, PIECE_LABEL } from "@/data/cuba/pieces";
import { removeCash } from "../board/changes";
import type { CashHolder } from "../types";
import type { PlayerAction } from "./action";
import { checkFrame } from "./frame";
import { spaceName } from "./pieces";
import { Work } from "./work";

/**
 * Launder (2.3.6, 4.5.2): a 1st or 2nd Eligible Faction that paid Resources for an Operation and
 * did no Special Activity may remove a Cash marker it owns for an extra, free Limited Operation
 * of any kind except Construct (3.1.2, 3.3.5). Its box on the card stays the first Operation's.
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
  if (OWNER_OF[l.holder] !== w.faction || !cash.includes(l.holder as CashHolder))
    return void w.fail(
      "launder.holder",
      `no Cash marker of yours with a ${PIECE_LABEL[l.holder].one} in ${spaceName(l.space)} (4.5.2)`,
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
