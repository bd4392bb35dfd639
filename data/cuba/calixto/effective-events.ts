import type { Faction } from "@/data/schema/board";
import type { Provenance } from "@/data/schema/calixto";

/**
 * The Effective Events table of the NP aid (C8.5.5; reference §3.4, community transcription that
 * matches the OCR of the sheet): the kinds of Event action that count as effective for each NP
 * Faction. An Event is effective when at least one of its actions is listed for the acting
 * Faction (C8.5.2 term). Labels are ours.
 */
export type EffectiveId =
  | "ownOpSA" // the Event gives the acting Faction an Operation, SA or LimOp
  | "momentum" // GOV: the Event is a Momentum card
  | "capability" // Insurgents: the Event puts a Capability into play
  | "addSupport"
  | "addOpposition"
  | "addForces" // the acting Faction's own pieces placed
  | "addCash" // Cash placed with the acting Faction's cubes / Guerrillas
  | "addUsAlliance"
  | "addSynResources"
  | "addOpenCasinos"
  | "removeEnemyForces" // enemy pieces removed (GOV, 26J, DR: or Casinos closed)
  | "removeOpposition"
  | "removeSupport"
  | "removeSupportOrOpposition"
  | "reduceResources" // NP Syndicate's or a player's Resources
  | "reducePlayerResources"
  | "reduceAid"
  | "reduceUsAlliance";

/** Red conditions on some entries of the table. */
export type EffectiveCondition =
  | "firstThreeCardsOfCampaign" // Momentum only counts early in a Campaign
  | "notFinalCampaign" // Capabilities do not count in the final Campaign
  | "govIsPlayer"; // Aid only matters against a player Government

export interface EffectiveEntry {
  id: EffectiveId;
  group: "is" | "adds" | "removes";
  label: string;
  onlyIf?: EffectiveCondition;
  provenance: Provenance;
}

const T = (ref: string): Provenance => ({ source: "T", ref: `ref 3.4 ${ref}` });

export const EFFECTIVE_EVENTS: Readonly<Record<Faction, readonly EffectiveEntry[]>> = {
  GOV: [
    { id: "ownOpSA", group: "is", label: "a GOV Operation, SA or LimOp", provenance: T("GOV") },
    {
      id: "momentum",
      group: "is",
      label: "Momentum",
      onlyIf: "firstThreeCardsOfCampaign",
      provenance: T("GOV"),
    },
    { id: "addSupport", group: "adds", label: "adds Support", provenance: T("GOV") },
    { id: "addForces", group: "adds", label: "adds GOV forces", provenance: T("GOV") },
    { id: "addCash", group: "adds", label: "adds Cash with cubes", provenance: T("GOV") },
    { id: "addUsAlliance", group: "adds", label: "raises the US Alliance", provenance: T("GOV") },
    {
      id: "removeEnemyForces",
      group: "removes",
      label: "removes enemy forces or closes Casinos",
      provenance: T("GOV"),
    },
    { id: "removeOpposition", group: "removes", label: "removes Opposition", provenance: T("GOV") },
    {
      id: "reduceResources",
      group: "removes",
      label: "lowers NP Syndicate or player Resources",
      provenance: T("GOV"),
    },
  ],
  SYN: [
    { id: "ownOpSA", group: "is", label: "a SYN Operation, SA or LimOp", provenance: T("SYN") },
    {
      id: "capability",
      group: "is",
      label: "a Capability",
      onlyIf: "notFinalCampaign",
      provenance: T("SYN"),
    },
    { id: "addSynResources", group: "adds", label: "adds SYN Resources", provenance: T("SYN") },
    { id: "addForces", group: "adds", label: "adds SYN forces", provenance: T("SYN") },
    { id: "addOpenCasinos", group: "adds", label: "adds open Casinos", provenance: T("SYN") },
    { id: "addCash", group: "adds", label: "adds Cash with SYN Guerrillas", provenance: T("SYN") },
    {
      id: "removeEnemyForces",
      group: "removes",
      label: "removes enemy forces",
      provenance: T("SYN"),
    },
    {
      id: "removeSupportOrOpposition",
      group: "removes",
      label: "removes Support or Opposition",
      provenance: T("SYN"),
    },
    {
      id: "reducePlayerResources",
      group: "removes",
      label: "lowers player Resources",
      provenance: T("SYN"),
    },
  ],
  DR: [
    { id: "ownOpSA", group: "is", label: "a DR Operation, SA or LimOp", provenance: T("DR") },
    {
      id: "capability",
      group: "is",
      label: "a Capability",
      onlyIf: "notFinalCampaign",
      provenance: T("DR"),
    },
    { id: "addForces", group: "adds", label: "adds DR forces", provenance: T("DR") },
    { id: "addCash", group: "adds", label: "adds Cash with DR Guerrillas", provenance: T("DR") },
    {
      id: "removeEnemyForces",
      group: "removes",
      label: "removes enemy forces or closes Casinos",
      provenance: T("DR"),
    },
    {
      id: "removeSupportOrOpposition",
      group: "removes",
      label: "removes Support or Opposition",
      provenance: T("DR"),
    },
    {
      id: "reduceResources",
      group: "removes",
      label: "lowers NP Syndicate or player Resources",
      provenance: T("DR"),
    },
    {
      id: "reduceAid",
      group: "removes",
      label: "lowers Aid",
      onlyIf: "govIsPlayer",
      provenance: T("DR"),
    },
    {
      id: "reduceUsAlliance",
      group: "removes",
      label: "lowers the US Alliance",
      provenance: T("DR"),
    },
  ],
  "26J": [
    { id: "ownOpSA", group: "is", label: "a 26J Operation, SA or LimOp", provenance: T("26J") },
    {
      id: "capability",
      group: "is",
      label: "a Capability",
      onlyIf: "notFinalCampaign",
      provenance: T("26J"),
    },
    { id: "addOpposition", group: "adds", label: "adds Opposition", provenance: T("26J") },
    { id: "addForces", group: "adds", label: "adds 26J forces", provenance: T("26J") },
    { id: "addCash", group: "adds", label: "adds Cash with 26J Guerrillas", provenance: T("26J") },
    {
      id: "removeEnemyForces",
      group: "removes",
      label: "removes enemy forces or closes Casinos",
      provenance: T("26J"),
    },
    { id: "removeSupport", group: "removes", label: "removes Support", provenance: T("26J") },
    {
      id: "reduceResources",
      group: "removes",
      label: "lowers NP Syndicate or player Resources",
      provenance: T("26J"),
    },
    {
      id: "reduceAid",
      group: "removes",
      label: "lowers Aid",
      onlyIf: "govIsPlayer",
      provenance: T("26J"),
    },
    {
      id: "reduceUsAlliance",
      group: "removes",
      label: "lowers the US Alliance",
      provenance: T("26J"),
    },
  ],
};
