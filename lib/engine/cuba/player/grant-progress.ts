import { FACTION_NAME } from "@/data/cuba/pieces";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { actionWords } from "../calixto/action-words";
import type { GrantOut } from "../calixto/events/program/work";
import type { GrantTerms } from "../calixto/grant-terms";
import type { OperationKind } from "../calixto/types";
import type { Faction, SpaceId } from "../types";
import { OPERATION_LABEL } from "./action";

/**
 * Where a grant of a player's Event stands (5.1, 5.1.1): which of its actions is due, where it
 * may act, and the same in words. Small and pure: the game log's fold reads it (turns.ts), the
 * checks that carry the action out are in grant.ts.
 */

/** The grant being carried out: which of its actions is next, and where the first one acted. */
export interface GrantProgress {
  grant: GrantOut;
  /** Index into `grant.actions` of the action due now. */
  step: number;
  /** The spaces the first action acted in (March destinations): "there" for the later ones. */
  acted: SpaceId[];
}

/** The only Special Activity an Event grants on its own: Ambush (#1, #26, #41, #44). */
const LONE_SA = "ambush";

const spaceName = (id: SpaceId) => SPACE_BY_ID[id].name;

const isOperation = (a: string): a is OperationKind => a in OPERATION_LABEL;

/** The spaces the action due now is confined to (null: anywhere the rules allow). */
export function grantSpaces(p: GrantProgress): SpaceId[] | null {
  const t = p.grant.terms?.[p.grant.actions[p.step]];
  let only: SpaceId[] | null =
    p.step === 0 ? p.grant.spaces && [...p.grant.spaces] : p.grant.sameSpace ? [...p.acted] : null;
  if (t?.spaces) only = only ? only.filter((s) => t.spaces?.includes(s)) : [...t.spaces];
  return only;
}

/** Whether the action due now is in one space only (2.3.5 "into a space", #20 "at a destination"). */
export const grantOneSpace = (p: GrantProgress): boolean =>
  p.grant.limited === true || p.grant.terms?.[p.grant.actions[p.step]]?.oneSpace === true;

/** What the player's form is set to for the action due now. */
export interface GrantStep {
  /** The Operation the form runs (a lone Ambush runs as the Attack it is, in one space). */
  operation: OperationKind | null;
  /** Any Operation of the Faction, as a Limited Operation (#43 player "a free LimOp"). */
  anyLimited: boolean;
  /** The SA that goes with it (Ambush, in the Attack's one space); none otherwise. */
  special: "ambush" | null;
  spaces: SpaceId[] | null;
  oneSpace: boolean;
  terms: GrantTerms;
  /** The Faction whose 1 piece the Event lends as the granted Faction's own (#43: Syndicate). */
  lentBy?: Faction;
}

export function grantStep(p: GrantProgress): GrantStep {
  const a = p.grant.actions[p.step];
  const terms: GrantTerms = { ...(p.grant.terms?.[a] ?? {}) };
  const spaces = grantSpaces(p);
  if (spaces) terms.spaces = spaces;
  const oneSpace = grantOneSpace(p);
  const lent = p.grant.borrows ? { lentBy: p.grant.borrows } : {};
  if (a === LONE_SA)
    return {
      operation: "attack",
      anyLimited: false,
      special: "ambush",
      spaces,
      oneSpace: true,
      terms,
    };
  if (a === "limOp")
    return {
      operation: null,
      anyLimited: true,
      special: null,
      spaces,
      oneSpace: true,
      terms,
      ...lent,
    };
  return {
    operation: isOperation(a) ? a : null,
    anyLimited: false,
    special: null,
    spaces,
    oneSpace,
    terms,
    ...lent,
  };
}

/** "Free March, then Rally in one March destination": the whole grant in the player's words. */
export function grantWords(g: GrantOut): string {
  const parts = g.actions.map((a, i) => {
    const t = g.terms?.[a];
    const one = g.limited || t?.oneSpace;
    const word = a === LONE_SA ? "Ambush" : a === "limOp" ? "Limited Operation" : actionWords(a);
    if (i === 0) {
      const where = g.spaces
        ? t?.each && g.spaces.length > 1
          ? ` in each of ${g.spaces.map(spaceName).join(", ")}`
          : ` in ${g.spaces.map(spaceName).join(" or ") || "no space"}`
        : one
          ? a === "march"
            ? " into one space"
            : " in one space"
          : "";
      return `Free ${word}${where}`;
    }
    const there =
      g.sameSpace && g.actions[0] === "march"
        ? one
          ? " in one March destination"
          : " in the March destinations"
        : g.sameSpace
          ? " there"
          : "";
    return `then ${word}${there}`;
  });
  return `${FACTION_NAME[g.faction]}: ${parts.join(", ")}`;
}

/** The progress after the action due now is done in `spaces`, or null when the grant is over. */
export function grantAfter(p: GrantProgress, spaces: readonly SpaceId[]): GrantProgress | null {
  const step = p.step + 1;
  if (step >= p.grant.actions.length) return null;
  return { grant: p.grant, step, acted: p.step === 0 ? [...spaces] : p.acted };
}
