import { EVENT_TABLE } from "@/data/cuba/calixto/event-table";
import { FACTION_NAME } from "@/data/cuba/pieces";
import type { FieldError } from "../../../core/result";
import { FACTIONS } from "../../types";
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
    case "eligibilityRow":
      return [...d.eligibility.first, ...d.eligibility.second].some((r) => r.id === c.row)
        ? null
        : `no NP Eligibility row "${c.row}"`;
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
