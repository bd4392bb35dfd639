/**
 * The one place where the short ids used in `InstructionLine.notes`, `InstructionLine.where`,
 * `SpecialEntry.notes` and `SpecialEntry.where` are defined (C8.5.3: arrowed notes are reminders
 * about the line above them; restrictions come from a line's own wording). The lead's runner and
 * the operation handlers read these ids; the labels are ours, with the rule that explains them.
 */

export interface NoteDef {
  /** What the runner or handler must do, in our words. */
  label: string;
  rule: string;
}

/** Arrowed notes and execution reminders attached to a line or an SA entry. */
export const LINE_NOTES = {
  sweepInPlace: {
    label: "Activate in the destination even when no Troops could move in",
    rule: "C8.6.4; C8.9/c1",
  },
  garrisonNoActivation: {
    label: "No AN roll before adding another Garrison destination",
    rule: "C8.5.4",
  },
  noActivationAfterEc: {
    label: "A space that is an EC (March into it, Terror on it) needs no AN roll after it",
    rule: "C8.5.4; C8.6.5",
  },
  terrorBaseNeeds2Underground: {
    label:
      "Own Base or open Casino in a non-Mountain space: Terror there only with 2+ own Underground",
    rule: "C8.6.5",
  },
  mayTargetNewSpace: {
    label: "Unless Limited, this line may use a space not selected for Train, without an AN roll",
    rule: "C8.6.4",
  },
  firstApplicableStar: {
    label: "Train's starred lines are alternatives: do only the first one that applies",
    rule: "C8.6.4; 3.2.1",
  },
  placeBaseReminder: {
    label: "Alternative reading: Place Base is a reminder here, not a starred line of its own",
    rule: "ref 1.7 item 1",
  },
  synFlipIfNoneAvailable: {
    label: "With no SYN Guerrilla Available, flip 1 Active SYN Guerrilla Underground per space",
    rule: "C8.6.5; C8.9/c4",
  },
  terrorFirst: {
    label: "Do Terror in the SA's space first, then the SA there",
    rule: "C8.7.5; C8.7.6",
  },
  targetPlayerGovThenSyn: {
    label: "Target a player Government first, else the Syndicate",
    rule: "C8.7.5",
  },
  cashBeforeResources: {
    label: "Take Cash before rolling for Resources",
    rule: "C8.7.5",
  },
} as const satisfies Record<string, NoteDef>;

export type LineNoteId = keyof typeof LINE_NOTES;

/** Restrictions on the spaces a line may select (`where`). */
export const LINE_WHERE = {
  withOwnBase: {
    label: "only spaces with the acting Faction's Bases",
    rule: "C8.6.5",
  },
  notActiveOpposition: {
    label: "only spaces not at Active Opposition",
    rule: "C8.6.5",
  },
  anySupportOrOpposition: {
    label: "only spaces with some Support or Opposition",
    rule: "C8.6.5",
  },
  oneWithSupportOrOpposition: {
    label: "one space with some Support or Opposition",
    rule: "C8.7.6",
  },
  provinceWithoutGovBase: {
    label: "a Province without a Government Base",
    rule: "C8.6.4",
  },
  withSynGuerrillas: {
    label: "with Syndicate Guerrillas, Underground ones first",
    rule: "C8.7.7",
  },
  policeFromEcsWithSynGuerrillas: {
    label: "origin: Police on ECs holding Syndicate Guerrillas",
    rule: "C8.7.7",
  },
  openCasinoAndGovControl: {
    label: "origin: spaces with an open Casino and Government Control",
    rule: "C8.7.7",
  },
} as const satisfies Record<string, NoteDef>;

export type LineWhereId = keyof typeof LINE_WHERE;
