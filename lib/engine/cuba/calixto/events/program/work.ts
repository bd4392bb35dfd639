import type { Faction, SpaceId } from "../../../types";
import type { GrantTerms } from "../../grant-terms";
import { Work } from "../../procedures/run";
import type { RuleOptions } from "../../scope";
import type { ColumnId } from "../../types";
import type { EventTables } from "../tables";

/**
 * The state of one Event being carried out: the board and checklist (Work), the spaces each
 * step chose (`marks`, read by later steps' scopes), and the Operations or SAs the Event grants,
 * which the Event step runs after the program (C8.5.5).
 */

/**
 * One grant: who, which Operations/SAs in order, and every condition the Event and its Event
 * Instructions put on them. The NP's Calixto machines (granted-action.machine.ts) and the
 * player's checklist (player.ts grantText) read this same record.
 */
export interface GrantOut {
  faction: Faction;
  actions: string[];
  /** Where the first action may act (a March's or Sweep's destinations); null: anywhere. */
  spaces: SpaceId[] | null;
  /** One space only ("into a space"): each Operation runs as a Limited Operation (2.3.5). */
  limited?: boolean;
  /** Later actions only where the first one acted ("there"). */
  sameSpace?: boolean;
  /** One piece of this Faction counts as the granted Faction's own (#43; RuleOptions.borrowedPiece). */
  borrows?: Faction;
  /** What the text says of each action, by its name (grant-terms.ts; 5.1.1). */
  terms?: Readonly<Record<string, GrantTerms>>;
  note?: string;
}

export interface EventCtx {
  actor: Faction;
  /** "np": Calixto decides (C8.5.5 effective choices, priorities); "player": the player decides. */
  chooser: "np" | "player";
  card: number;
  side: "unshaded" | "shaded";
  /** Columns the Event Instructions name (C8.5.5), used before the effective action's column. */
  hints: readonly ColumnId[];
  options: RuleOptions;
  tables: EventTables;
}

export class EventWork extends Work {
  readonly marks: Record<string, SpaceId[]> = {};
  readonly grants: GrantOut[] = [];
  /** The Space Selection columns the steps chose spaces with (C8.5.6), in order. */
  readonly columns: ColumnId[] = [];
  /** Counter for question ids, so every question of one Event has its own. */
  asked = 0;

  mark(name: string | undefined, space: SpaceId): void {
    if (!name) return;
    const list = this.marks[name] ?? [];
    if (!list.includes(space)) list.push(space);
    this.marks[name] = list;
  }
}
