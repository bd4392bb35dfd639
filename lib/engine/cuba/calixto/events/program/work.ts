import type { Faction, SpaceId } from "../../../types";
import { Work } from "../../procedures/run";
import type { RuleOptions } from "../../scope";
import type { ColumnId } from "../../types";
import type { EventTables } from "../tables";

/**
 * The state of one Event being carried out: the board and checklist (Work), the spaces each
 * step chose (`marks`, read by later steps' scopes), and the Operations or SAs the Event grants,
 * which the Event step runs after the program (C8.5.5).
 */
export interface GrantOut {
  faction: Faction;
  actions: string[];
  spaces: SpaceId[] | null;
  limited?: boolean;
  sameSpace?: boolean;
  /** One piece of this Faction counts as the granted Faction's own (#43; RuleOptions.borrowedPiece). */
  borrows?: Faction;
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
