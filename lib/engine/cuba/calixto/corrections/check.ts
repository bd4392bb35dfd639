import type { EligibilityTest } from "@/data/cuba/calixto/eligibility";
import { EVENT_TABLE } from "@/data/cuba/calixto/event-table";
import { FACTION_NAME } from "@/data/cuba/pieces";
import type { FieldError } from "../../../core/result";
import { type CardAction, FACTIONS } from "../../types";
import { checkCardData } from "../cards/check";
import { type CardId, factionOfCard } from "../types";
import { describeCorrection } from "./describe";
import { BUILT_IN_DATA, overlayCorrections } from "./overlay";
import type { CalixtoData, Correction } from "./types";

/**
 * Whether a player's corrections can be used: every id they name exists in our data, a reordering
 * names each row exactly once, and the data with them laid over passes the same self-check as
 * ours (cards/check.ts: every box, list, condition and column exists, every side reaches DRAW,
 * FLIP or an Operation, no loop; C8.5.3, reference 1.2). An empty list means usable.
 */

const CLOSING = new Set(["random", "no-legal-space"]);

function samePermutation(given: readonly string[], all: readonly string[]): string | null {
  const missing = all.filter((id) => !given.includes(id));
  const extra = given.filter((id) => !all.includes(id));
  if (extra.length) return `no row ${extra.map((x) => `"${x}"`).join(", ")} in this table`;
  if (missing.length) return `every row must be placed; missing ${missing.join(", ")}`;
  return null;
}

function checkOne(c: Correction, d: CalixtoData): string | null {
  switch (c.kind) {
    case "node":
    case "an":
      if (c.kind === "an" && factionOfCard(c.side[0] as CardId) === "GOV")
        return "Government sides use the US Alliance value as their Activation Number (C8.5.4)";
      if (c.kind === "an" && (c.an < 1 || c.an > 6))
        return `an Activation Number is 1 to 6, got ${c.an}`;
      return null;
    case "box":
    case "list":
      return null;
    case "dots": {
      const f = FACTIONS.find((x) => d.priorities[x].rows.some((r) => r.id === c.row));
      if (!f) return `no Space Selection Priorities row "${c.row}"`;
      const row = d.priorities[f].rows.find((r) => r.id === c.row);
      if (row && CLOSING.has(row.filter))
        return "the closing rows apply to every column and cannot be changed";
      const bad = c.columns.find((col) => !d.priorities[f].columns.includes(col));
      return bad ? `the ${FACTION_NAME[f]} table has no ${bad} column` : null;
    }
    case "rowOrder": {
      const rows = d.priorities[c.faction].rows;
      const bad = samePermutation(
        c.rows,
        rows.map((r) => r.id),
      );
      if (bad) return bad;
      const closing = rows.filter((r) => CLOSING.has(r.filter)).map((r) => r.id);
      const tail = c.rows.slice(c.rows.length - closing.length);
      return tail.join() === closing.join()
        ? null
        : "the closing rows (random pick, no legal space) stay last (C8.5.6)";
    }
    case "moveOrder":
      return samePermutation(
        c.rows,
        d.moves[c.table].map((r) => r.id),
      );
    case "moveFactions":
      return [...d.moves.keep, ...d.moves.get].some((r) => r.id === c.row)
        ? null
        : `no Move Priorities row "${c.row}"`;
    case "pieceOrder":
      return samePermutation(
        c.rows,
        d.pieces.map((r) => r.id),
      );
    case "pieceFactions": {
      const row = d.pieces.find((r) => r.id === c.row);
      if (!row || !("factions" in row))
        return `the Piece Priorities row "${c.row}" lists no Factions`;
      const insurgentOnly = row.id !== "cash" && row.id !== "bases";
      if (insurgentOnly && c.factions.includes("GOV"))
        return "this row is about Insurgent pieces: the Government cannot be in it";
      return null;
    }
    case "eligibilityRow": {
      const position = d.eligibility.first.some((r) => r.id === c.row)
        ? 1
        : d.eligibility.second.some((r) => r.id === c.row)
          ? 2
          : null;
      if (!position) return `no NP Eligibility row "${c.row}"`;
      return resultAllowed(position, c.test, c.result);
    }
    case "eligibilityOrder":
      return samePermutation(
        c.rows,
        (c.position === 1 ? d.eligibility.first : d.eligibility.second).map((r) => r.id),
      );
    case "effective": {
      const known = new Set(FACTIONS.flatMap((f) => d.events.effective[f].map((e) => e.id)));
      const unknown = c.entries.filter((id) => !known.has(id));
      return unknown.length
        ? `no Faction's Effective Events list has ${unknown.join(", ")}, so it cannot be added`
        : null;
    }
    case "eventCell":
      return EVENT_TABLE[c.card] ? null : `no row for #${c.card} in the Event Cards table`;
    case "eventInstruction":
      return null;
  }
}

const TEST_WORDS: Record<EligibilityTest, string> = {
  undergroundInHavana: "Underground DR or 26J Guerrilla in Havana",
  currentCriticalEffective: "current Event Critical and effective",
  nextEligibleCouldTakeCritical: "next Eligible could take a Critical Event",
  firstOnUpcomingCritical: "1st Eligible on the upcoming Critical Event",
  firstOnUpcomingCriticalNoCurrent: "1st Eligible on the upcoming Critical Event, none current",
  firstChoseEvent: "1st Eligible executed the Event",
  firstOpSAandCurrentTaken: "1st did Op + SA; current Event taken",
  firstOnUpcoming: "1st Eligible on the upcoming Event",
  otherwise: "otherwise",
};

/**
 * Whether a row's result is one the NP can carry out whenever its test holds (issue 21): the
 * Event needs a test that decides it for the Faction, Critical and effective (C8.5.2, C8.5.5),
 * and the 2nd Eligible's options depend on what the 1st executed (2.3.4): the Event only after
 * an Op + SA, an Operation with or without an SA only after the Event. A row whose test cannot
 * promise that would leave the card unable to go on.
 */
function resultAllowed(position: 1 | 2, test: EligibilityTest, result: CardAction): string | null {
  const needs = (want: EligibilityTest, why: string) =>
    test === want
      ? null
      : `${why}: its test must be "${TEST_WORDS[want]}", not "${TEST_WORDS[test]}"`;
  if (result === "event")
    return position === 1
      ? needs(
          "currentCriticalEffective",
          "a 1st Eligible row can give the Event only when its test finds the current Event Critical and effective (C8.5.2, C8.5.5)",
        )
      : needs(
          "firstOpSAandCurrentTaken",
          "the 2nd Eligible may take the Event only after an Op + SA, and only one its test judged (2.3.4, C8.5.5)",
        );
  if (position === 2 && (result === "opSA" || result === "opOnly"))
    return needs(
      "firstChoseEvent",
      "the 2nd Eligible may do an Operation with or without an SA only after the 1st executed the Event (2.3.4)",
    );
  return null;
}

/** Check a set of corrections in order, each against the data with the earlier ones laid over. */
export function checkCorrections(
  corrections: readonly Correction[],
  base: CalixtoData = BUILT_IN_DATA,
): FieldError[] {
  const errors: FieldError[] = [];
  corrections.forEach((c, i) => {
    const bad = checkOne(c, base);
    if (bad)
      errors.push({ field: `corrections[${i}]`, reason: `${describeCorrection(c)}: ${bad}` });
  });
  if (errors.length) return errors;
  const data = overlayCorrections(corrections, base);
  for (const e of checkCardData(data.cards))
    errors.push({ field: e.field, reason: `with your corrections, ${e.reason}` });
  return errors;
}
