import { FACTION_NAME } from "@/data/cuba/pieces";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import type { SpaceId } from "../types";
import { OPERATION_LABEL, type PlayerAction, SPECIAL_LABEL } from "./action";

const spaceName = (id: SpaceId) => SPACE_BY_ID[id].name;

/**
 * Light on purpose: the log screen loads it, so it reads only labels and the map data.
 */

/** The action in a line, for the log and the checklist title: "Sweep in La Habana; Air Strike in La Habana". */
export function describePlayerAction(a: PlayerAction): string {
  const op = `${OPERATION_LABEL[a.operation]}${a.limited ? " (Limited)" : ""} in ${a.spaces.map((s) => spaceName(s.space)).join(", ")}`;
  const sa = a.special
    ? `; ${SPECIAL_LABEL[a.special.special]}${a.special.special === "assault" ? " (Masferrer)" : ""} in ${a.special.spaces.map((s) => spaceName(s.space)).join(", ")}${a.special.when === "before" ? ", first" : ""}`
    : "";
  return `${FACTION_NAME[a.faction]}: ${op}${sa}`;
}
