import { CARD_CONFLICTS } from "@/data/cuba/calixto/cards";
import { ELIGIBILITY_ROWS } from "@/data/cuba/calixto/eligibility";
import { EVENT_INSTRUCTIONS, NO_FALLBACK_CONFLICT } from "@/data/cuba/calixto/event-instructions";
import { EVENT_TABLE } from "@/data/cuba/calixto/event-table";
import { GET_ROWS, KEEP_ROWS, MOVE_CONFLICTS } from "@/data/cuba/calixto/move-priorities";
import { PRIORITY_TABLES } from "@/data/cuba/calixto/priorities";
import { cardTitle } from "@/data/cuba/events";
import { FACTION_NAME } from "@/data/cuba/pieces";
import { FACTIONS } from "../types";
import { RULE_READINGS } from "./rule-readings";

/**
 * Every place where our sources disagree (the reference's CONFLICT marks and our INF choices),
 * gathered from the data that carries them, so the player can see each recommended reading
 * beside its alternative and switch (RuleOptions.conflicts). Descriptions are our short words.
 */
export interface ConflictInfo {
  id: string;
  area: string;
  label: string;
  recommended: string;
  alternative: string;
  /** Section of the reference or rules the question comes from. */
  ref: string;
}

/**
 * Conflict-style switch for Bribe and protected Bases (4.5.4, 3.2.4 note); "alternative" applies
 * Bases last (INF). Read by procedures/targets.ts and specials/bribe.ts.
 */
export const BRIBE_BASES_LAST = "bribe-bases-last";

/**
 * Conflict-style switch for a free Operation or SA that a player's Event gives a Non-player
 * (#41 Fat Butcher shaded: the Syndicate's Ambush): the Non-player makes its own choices
 * (recommended: 5.1 example, C8.5.5) or the executing player makes them ("alternative", 5.1).
 * Read by events/program/player.ts.
 */
export const NP_GRANT_CHOOSER = "player-event-np-grant";

const cols = (c: readonly string[]) => c.join(" ");

function gather(): ConflictInfo[] {
  const out: ConflictInfo[] = [];
  for (const c of CARD_CONFLICTS)
    out.push({
      id: c.id,
      area: "Calixto cards",
      label: c.label,
      recommended: c.recommended,
      alternative: c.alternative,
      ref: c.provenance.ref ?? "",
    });
  for (const f of FACTIONS)
    for (const row of PRIORITY_TABLES[f].rows)
      if (row.conflict)
        out.push({
          id: row.conflict.id,
          area: `Space Selection Priorities, ${FACTION_NAME[f]}`,
          label: `Row "${row.label}": which columns have a dot`,
          recommended: `${cols(row.columns ?? [])}${row.provenance.note ? ` (${row.provenance.note})` : ""}`,
          alternative: `${cols(row.conflict.alternative)} (${row.conflict.note})`,
          ref: row.provenance.ref ?? "",
        });
  for (const row of [...ELIGIBILITY_ROWS.first, ...ELIGIBILITY_ROWS.second])
    if (row.conflict)
      out.push({
        id: row.conflict.id,
        area: "NP Eligibility",
        label: `${row.position === 1 ? "1st" : "2nd"} Eligible row "${row.label}"`,
        recommended: row.provenance.note ?? row.label,
        alternative: row.conflict.note,
        ref: row.provenance.ref ?? "",
      });
  for (const [card, row] of Object.entries(EVENT_TABLE))
    for (const f of FACTIONS) {
      const cell = row[f];
      if (cell.conflict)
        out.push({
          id: cell.conflict.id,
          area: "Event Cards table",
          label: `#${card} ${cardTitle(Number(card))}, ${FACTION_NAME[f]}`,
          recommended: `${cell.letter}${cell.star ? "★" : ""}${cell.provenance.note ? ` (${cell.provenance.note})` : ""}`,
          alternative: cell.conflict.alternative,
          ref: cell.provenance.ref ?? "",
        });
    }
  for (const ei of EVENT_INSTRUCTIONS) {
    const g = ei.gate;
    if (g?.kind !== "criticalOnlyIf" || !g.conflict || out.some((c) => c.id === g.conflict?.id))
      continue;
    out.push({
      id: g.conflict.id,
      area: "Event Instructions",
      label: `#${ei.card} ${cardTitle(ei.card)}: not Critical unless ${g.label}; then read as`,
      recommended: g.otherwise === "P" ? "Performed" : String(g.otherwise),
      alternative: g.conflict.alternative === "-" ? "not taken" : "Performed",
      ref: ei.provenance.ref ?? "",
    });
  }
  for (const ei of EVENT_INSTRUCTIONS) {
    const g = ei.gate;
    if (g?.kind !== "performedOnlyIf" || !g.effect || out.some((c) => c.id === g.effect?.conflict))
      continue;
    const who = EVENT_INSTRUCTIONS.filter(
      (e) => e.card === ei.card && e.gate?.kind === "performedOnlyIf" && e.gate.effect,
    ).map((e) => FACTION_NAME[e.faction]);
    out.push({
      id: g.effect.conflict,
      area: "Event Instructions",
      label: `#${ei.card} ${cardTitle(ei.card)}, ${who.join(" and ")}: taken only if ${g.label}, yet none of its effects is on the Effective Events table`,
      recommended: `taken (2nd Eligible) while ${g.label}: the Instruction is its effect test`,
      alternative: "never taken: read strictly, it is never effective",
      ref: `C8.5.5; ${ei.provenance.ref ?? ""} (INF)`,
    });
  }
  out.push({
    id: NO_FALLBACK_CONFLICT,
    area: "Event Instructions",
    label: '"Only Critical if ..." entries that name no fallback',
    recommended: "the Event is not taken",
    alternative: "the Event counts as Performed",
    ref: "ref 5.15",
  });
  for (const row of [...KEEP_ROWS, ...GET_ROWS])
    if (row.alternative)
      out.push({
        id: row.alternative.conflict,
        area: "Move Priorities",
        label: `${row.id.startsWith("K") ? "Keep" : "Get"} row ${row.id}`,
        recommended: `${row.label}${row.provenance.note ? ` (${row.provenance.note})` : ""}`,
        alternative: row.alternative.label,
        ref: row.provenance.ref ?? "",
      });
  out.push({
    id: MOVE_CONFLICTS.armoredCars,
    area: "Move Priorities",
    label: "Armored Cars in play: NP Government Troop moves",
    recommended: "decline only the Momentum's own move before Assault",
    alternative: "move no Troops at all while it is in play",
    ref: "C8.6.3 (INF)",
  });
  out.push({
    id: NP_GRANT_CHOOSER,
    area: "Events",
    label:
      "A player's Event gives a Non-player a free Operation or SA (#41 Fat Butcher shaded: the Syndicate's Ambush): who decides it?",
    recommended:
      "the Non-player: a Calixto draw until its card shows the action, else its Space Selection column",
    alternative: "the player who executed the Event",
    ref: "5.1 (example), C8.5.5 (INF)",
  });
  out.push({
    id: BRIBE_BASES_LAST,
    area: "Special Activities",
    label: "Bribe and protected Bases",
    recommended: "Bribe may take a Base with other pieces present (4.5.4 sets no Bases-last rule)",
    alternative: "Bases last, as for Operations",
    ref: "4.5.4, 3.2.4 (INF)",
  });
  for (const r of RULE_READINGS) out.push({ ...r });
  return out;
}

export const CONFLICTS: readonly ConflictInfo[] = gather();

// The fold checks readings against its own short list (conflict-ids.ts, tested equal to CONFLICTS).
export { CONFLICT_IDS, mergeReadings } from "./conflict-ids";
