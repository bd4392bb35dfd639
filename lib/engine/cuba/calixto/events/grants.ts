import type { Faction } from "../../types";
import { cardTablesOf, operationBox, resolveSide, specialList } from "../cards/resolve";
import type { InstructionLine, SpecialEntry, SpecialList } from "../contracts";
import type { RuleOptions } from "../scope";
import { backOf, type CardId, type ColumnId, type SideId } from "../types";

/**
 * Events that allow Operations or Special Activities (C8.5.5): a Calixto card chooses them. If the
 * Event names the Operation or SA, draw Calixto cards until one shows a matching Operation box or
 * SA entry, checking both sides; the matched box gives the Space Selection columns to use. An
 * Event that grants "a Limited Operation" without naming one takes the card as drawn ("limOp").
 */
export const ANY_OPERATION = "limOp";

export interface GrantMatch {
  side: SideId;
  /** The Operation or SA matched. */
  action: string;
  /** Operation box or SA list id on that side. */
  source: string;
  /** Bold columns of the matched lines, in line order, without repeats. */
  columns: ColumnId[];
}

/** Whether a grant names specific Operations/SAs (then draws go on until a match). */
export const namesActions = (grants: readonly string[]) => grants.some((g) => g !== ANY_OPERATION);

function columnsOf(lines: readonly (InstructionLine | SpecialEntry)[]): ColumnId[] {
  const out: ColumnId[] = [];
  for (const l of lines) if (l.column && !out.includes(l.column)) out.push(l.column);
  return out;
}

/** The first match on one side, in flow order of its nodes. */
function matchSide(
  side: SideId,
  grants: readonly string[],
  options: RuleOptions,
): GrantMatch | null {
  const s = resolveSide(side, options);
  if (!s.ok) return null;
  for (const node of Object.values(s.value.nodes)) {
    if (node.kind === "operation") {
      const box = operationBox(node.box, cardTablesOf(options));
      if (box.ok && grants.includes(box.value.operation))
        return {
          side,
          action: box.value.operation,
          source: box.value.id,
          columns: columnsOf(box.value.lines),
        };
    }
    const listId =
      node.kind === "operation" ? node.sa?.list : node.kind === "special" ? node.list : undefined;
    if (!listId) continue;
    const list = specialList(listId, cardTablesOf(options));
    if (!list.ok) continue;
    const entry = list.value.entries.find((e) => grants.includes(e.special));
    if (entry)
      return { side, action: entry.special, source: list.value.id, columns: columnsOf([entry]) };
  }
  return null;
}

/** Check both sides of a drawn card, front first (C8.5.5 "check both sides"). */
export function grantMatch(
  card: CardId,
  faction: Faction,
  grants: readonly string[],
  options: RuleOptions,
): GrantMatch | null {
  const front = resolveSide(card, options);
  if (!front.ok || front.value.faction !== faction) return null;
  return matchSide(card, grants, options) ?? matchSide(backOf(card), grants, options);
}

/** Whether any card side of the Faction shows this Operation or SA (both sides of every card). */
export function someCardShows(faction: Faction, action: string, options: RuleOptions): boolean {
  const sides = Object.keys(cardTablesOf(options).sides) as SideId[];
  return sides.some((side) => {
    const s = resolveSide(side, options);
    return s.ok && s.value.faction === faction && matchSide(side, [action], options) !== null;
  });
}

/** The usual space column of an SA an Event may grant outside the Faction's cards. */
const OUTSIDE_CARDS: Readonly<Record<string, SpecialEntry>> = {
  ambush: { letter: "A", special: "ambush", instruction: "ambush", column: "RR" },
};

/**
 * A Special Activity an Event grants to a Faction none of whose Calixto cards shows it: the text
 * gives it outright (5.1.1: "Fat Butcher" lets the Syndicate Ambush), so drawing for a match would
 * find none. It is carried out with its usual column (Remove or Replace for Ambush, C8.7.5)
 * instead of a matched card's; null when a card can show it or no such SA is known.
 */
export function specialOutsideCards(
  faction: Faction,
  action: string,
  options: RuleOptions,
): SpecialList | null {
  const entry = OUTSIDE_CARDS[action];
  if (!entry || someCardShows(faction, action, options)) return null;
  return {
    id: `event-${action}`,
    provenance: { source: "INF", ref: "5.1.1", note: "granted by the Event text itself" },
    entries: [entry],
  };
}
