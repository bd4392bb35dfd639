import { FACTION_NAME } from "@/data/cuba/pieces";
import {
  ACCOMPANIES,
  OPERATION_LABEL,
  OPERATIONS_OF,
  type PlayerAction,
  SPECIAL_LABEL,
  specialRule,
} from "./action";
import { specialsOf } from "./lasting";
import { eitherOf, spaceName } from "./pieces";
import { cardActionOf, limOpMaySpecial, sequenceOptions } from "./sequence";
import type { Work } from "./work";

const ACTION_WORDS = {
  opSA: "an Operation with a Special Activity",
  opOnly: "an Operation without a Special Activity",
  limOp: "a Limited Operation",
  event: "the Event",
  pass: "a Pass",
} as const;

/**
 * The checks on the action as a whole, before any space is carried out: the Faction's own
 * Operation (3.2, 3.3) and SA (4.2-4.5, and those a lasting Event lends), each space once (3.1),
 * a Limited Operation in one space with no SA (2.3.5; MAP #10 lets the Government add one), the
 * SA only with the Operations it may accompany (4.1.1), the spaces an Event's grant allows, and
 * what the Sequence of Play leaves the Faction (2.3.4, 2.3.9). False if the action cannot run.
 */
export function checkFrame(w: Work): boolean {
  const a: PlayerAction = w.action;
  const f = a.faction;
  const who = FACTION_NAME[f];
  const ops = OPERATIONS_OF[f];
  if (!ops.includes(a.operation)) {
    w.fail(
      "operation",
      `${who} has no ${OPERATION_LABEL[a.operation]} Operation: it may ${eitherOf(ops.map((o) => OPERATION_LABEL[o]))} (3.0)`,
    );
    return false;
  }
  let ok = true;
  if (a.spaces.length === 0) ok = w.fail("spaces", "select at least one space (3.1)");
  const seen = new Set<string>();
  a.spaces.forEach((sp, i) => {
    if (seen.has(sp.space))
      ok = w.fail(
        `spaces[${i}].space`,
        `${spaceName(sp.space)} is selected twice: once per Operation (3.1)`,
      );
    seen.add(sp.space);
  });
  if (a.limited && a.operation !== "garrison" && a.spaces.length > 1)
    ok = w.fail("spaces", "a Limited Operation is in one space only (2.3.5)");
  const only = w.options.grant?.spaces;
  if (only)
    a.spaces.forEach((sp, i) => {
      if (!only.includes(sp.space))
        ok = w.fail(
          `spaces[${i}].space`,
          `the Event allows this Operation only in ${only.map(spaceName).join(", ")}`,
        );
    });
  const sa = a.special;
  if (sa) {
    const mine = specialsOf(w.board, f);
    if (!mine.includes(sa.special))
      ok = w.fail(
        "special.special",
        `${who} has no ${SPECIAL_LABEL[sa.special]} Special Activity: it may ${eitherOf(mine.map((s) => SPECIAL_LABEL[s]))} (4.0)`,
      );
    else {
      const with_ = ACCOMPANIES[sa.special];
      if (with_ && !with_.includes(a.operation))
        ok = w.fail(
          "special.special",
          `${SPECIAL_LABEL[sa.special]} may accompany only ${eitherOf(with_.map((o) => OPERATION_LABEL[o]))}, not ${OPERATION_LABEL[a.operation]} (4.1.1)`,
        );
    }
    if (a.limited && !limOpMaySpecial(w.board, f))
      ok = w.fail("special", "a Limited Operation has no Special Activity (2.3.5)");
    if (sa.spaces.length === 0)
      ok = w.fail("special.spaces", "select the Special Activity's space");
    const many = sa.special === "profit";
    if (!many && sa.spaces.length > 1)
      ok = w.fail(
        "special.spaces",
        `${SPECIAL_LABEL[sa.special]} is in 1 space (${specialRule(sa.special, f)})`,
      );
  }
  if (w.options.sequence !== false) {
    const seq = sequenceOptions(w.board, f);
    const mine = cardActionOf(a);
    if (!seq.ok) ok = w.fail("faction", seq.why ?? "it is not your turn on this card (2.3)");
    else if (!seq.actions.includes(mine))
      ok = w.fail(
        mine === "opSA" ? "special" : "limited",
        `the Sequence of Play does not allow ${ACTION_WORDS[mine]} now: ${seq.notes.join("; ") || "see 2.3.4"}`,
      );
  }
  return ok;
}
