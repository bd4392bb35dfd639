import type { Faction } from "@/data/schema/board";
import type { PriorityTable } from "@/data/schema/priorities";
import { DR_PRIORITIES } from "./dr";
import { GOV_PRIORITIES } from "./gov";
import { M26_PRIORITIES } from "./m26";
import { SYN_PRIORITIES } from "./syn";

/** The four Space Selection Priorities tables (C8.5.6), one per NP Faction. */
export const PRIORITY_TABLES: Readonly<Record<Faction, PriorityTable>> = {
  GOV: GOV_PRIORITIES,
  "26J": M26_PRIORITIES,
  DR: DR_PRIORITIES,
  SYN: SYN_PRIORITIES,
};

export { DR_PRIORITIES, GOV_PRIORITIES, M26_PRIORITIES, SYN_PRIORITIES };
