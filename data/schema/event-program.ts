import type { Faction, SpaceId, SupportLevel } from "./board";
import type { ColumnId, Provenance } from "./calixto";

/**
 * An Event side as executable data (rules 5.1, C8.5.5): a list of steps in card order, each a
 * small effect of our own vocabulary. The same program is judged (would it be effective for
 * this NP on this board?) and executed, so the two never disagree: the judge is a dry run.
 * Short labels of our own; never the card text.
 */

/** Which pieces a step touches, per Faction (events/program/pieces.ts maps them to kinds). */
export type PieceClass =
  | "troop"
  | "police"
  | "cube"
  | "govBase"
  | "guerrilla"
  | "underground"
  | "active"
  | "base"
  | "casino"
  | "openCasino"
  | "closedCasino";

/** Named space tests (events/program/filters.ts); all listed must hold. */
export type FilterId =
  | "city"
  | "province"
  | "ec"
  | "land"
  | "cityNotHavana"
  | "mountain"
  | "forest"
  | "grassland"
  | "withTroops"
  | "withPolice"
  | "withCubes"
  | "noPolice"
  | "withCasino"
  | "withOpenCasino"
  | "withClosedCasino"
  | "govControl"
  | "noGovControl"
  | "withOwnPiece"
  | "withOwnGuerrilla"
  | "withOwnBase"
  | "withEnemy"
  | "support"
  | "opposition"
  | "neutral"
  | "notActiveSupport"
  | "notActiveOpposition"
  | "pop1Plus"
  | "pop2Plus"
  | "withTerror"
  | "noTerror"
  | "withSabotage"
  | "noSabotage"
  | "with26JPiece"
  | "withDRPiece"
  | "withSYNPiece"
  | "with26JGuerrilla"
  | "withDRGuerrilla"
  | "withSYNGuerrilla"
  | "with26JBase"
  | "withDRBase"
  | "withGovBase"
  | "withUnderground26J"
  | "withUndergroundDR"
  | "withUndergroundSYN"
  | "nearLasVillas"
  | "provinceWithTroopsOrNext";

export interface Scope {
  /** Named tests that must all hold. */
  filter?: FilterId | readonly FilterId[];
  /** Only these spaces. */
  spaces?: readonly SpaceId[];
  /** The spaces an earlier step of this Event chose (its `mark`), or spaces adjacent to them. */
  at?: string;
  adjacentTo?: string;
  /** Spaces an earlier step marked are excluded (e.g. "another Province"). */
  notAt?: string;
  /** A card-specific space test (engine events/program/predicates/cards-*.ts, SPACE_TESTS_…). */
  test?: string;
}

/**
 * How many spaces and pieces:
 *  - "one": the Faction chooses one space and the whole step happens there;
 *  - "each": every matching space, no choice (the step happens in all of them);
 *  - { spaces: n }: n different spaces chosen one at a time, the step in each;
 *  - "pieces": each piece goes to (or comes from) its own choice of space (C8.2.1 one at a time).
 */
export type Spread = "one" | "each" | "pieces" | { spaces: number };

/** A count of pieces; "all" = every matching piece; "roll" = a die roll's worth (asked as dice). */
export type Count = number | "all" | { dice: "1d6" | "1d3" | "2d6" };

/**
 * Whose pieces: named Factions; "actor" is the Faction executing the Event; "enemy" every other
 * Faction ("the enemy's", "an enemy").
 */
export type Owner = Faction | "actor" | "enemy";

export type EventStep = (
  | {
      do: "place";
      /** Whose pieces may be placed: a listed NP places only its own (C8.5.5). */
      owners: readonly Owner[];
      pieces: readonly PieceClass[];
      count: Count;
      spread: Spread;
      where: Scope;
      /** Guerrillas placed Active instead of Underground. */
      active?: boolean;
      /** Casinos placed closed (they are placed open unless a rule says, 1.4.4). */
      closed?: boolean;
      /** Kept for data written before `closed`: Casinos are placed open anyway (1.4.4). */
      open?: boolean;
    }
  | {
      do: "remove";
      /** Whose pieces; an NP removes only enemy pieces (C8.5.5). */
      of: readonly Owner[];
      pieces: readonly PieceClass[];
      count: Count;
      spread: Spread;
      where: Scope;
      /** Every piece taken belongs to one Faction. */
      oneOwner?: boolean;
    }
  | {
      do: "replace";
      of: readonly Owner[];
      pieces: readonly PieceClass[];
      /** Each removed piece is replaced by one of these Factions' pieces. */
      by: readonly Owner[];
      byPieces: readonly PieceClass[];
      count: Count;
      spread: Spread;
      where: Scope;
      /** How many pieces go in for each piece taken out (2 for #10). */
      ratio?: number;
      /** Every piece taken belongs to one Faction ("the enemy's", #35). */
      oneOwner?: boolean;
    }
  | {
      do: "flip";
      of: readonly Owner[];
      to: "active" | "underground";
      count: Count;
      spread: Spread;
      where: Scope;
    }
  | {
      do: "shift";
      levels: number;
      /** "actor": the C8.8 direction (GOV Support, 26J Opposition, DR/SYN Neutral). */
      toward: "support" | "opposition" | "neutral" | "actor";
      spread: Spread;
      where: Scope;
    }
  | { do: "setSupport"; level: SupportLevel; spread: Spread; where: Scope }
  | {
      do: "marker";
      marker: "terror" | "sabotage";
      action: "place" | "remove";
      spread: Spread;
      where: Scope;
      /** Terror markers per space. */
      count?: number;
    }
  | {
      do: "casinos";
      action: "open" | "close";
      count: Count;
      spread: Spread;
      where: Scope;
    }
  | {
      do: "cash";
      /** Cash placed with a cube or Guerrilla of one of these Factions. */
      holders: readonly Owner[];
      count: number;
      spread: Spread;
      where: Scope;
    }
  | { do: "resources"; of: Faction | "actor"; delta: number }
  /** Add the lesser of `cap` and Aid (#12 shaded style): `delta` from a track value. */
  | { do: "resourcesFromAid"; of: Faction | "actor"; cap: number }
  | { do: "aid"; delta: number }
  | { do: "alliance"; steps: number }
  | {
      do: "eligibility";
      faction: Faction | "actor";
      to: "eligible" | "ineligible";
      throughNext?: boolean;
    }
  /**
   * Free Operations or Special Activities (C8.5.5): drawn from Calixto cards for the acting NP
   * (until one shows the named action, both sides), no Activation Number rolls (C8.5.4).
   */
  | {
      do: "grant";
      to: readonly Owner[];
      /** Operation / SA names as the Calixto data spells them, or "limOp" for any LimOp. */
      actions: readonly string[];
      /**
       * Where the first granted action must happen (a March's destinations), when the Event or
       * its Instructions say ("a space with enemy forces"); read for the granted Faction.
       */
      where?: Scope;
      /**
       * The Event Instructions' condition on that space, for an NP only (reference §3.6, C8.5.5):
       * "a March destination with enemy forces". A player is held to the text alone.
       */
      npWhere?: Scope;
      /** For an NP, among those spaces these if any qualify (an Instruction's "prefer ..."). */
      npPrefer?: Scope;
      /** One space only ("into a space"): a Limited Operation's limit (2.3.5). */
      limited?: boolean;
      /** Later actions only where the first one acted ("and free Ambushes there"). */
      sameSpace?: boolean;
      /** One piece of this Faction counts as the granted Faction's own (#43 Mafia Offensive). */
      borrows?: Faction;
      /** What the text says of each action, by its name: origins, targets, "even if Active"... */
      terms?: Readonly<Record<string, GrantTerms>>;
      note?: string;
    }
  /** The card is a Capability or Momentum (5.3, 5.4): put into play by the Event step. */
  | { do: "lasting"; kind: "capability" | "momentum" }
  /** Government Redeploys as in a Propaganda Round (6.4.2). */
  | { do: "redeploy" }
  /** One of several alternatives; an NP takes the first effective one in order (C8.8). */
  | { do: "choose"; options: readonly (readonly EventStep[])[]; labels: readonly string[] }
  /** A card-specific procedure (events/program/custom.ts registry). */
  | { do: "custom"; id: string }
) & {
  /** Our short label for the trace and the checklist heading. */
  label?: string;
  /** Remember the chosen spaces under this name for later steps (`at`, `adjacentTo`). */
  mark?: string;
  /** The Space Selection column the Event Instructions name for this step (C8.5.5). */
  column?: ColumnId;
  /** The step happens only if this whole-board test holds (events/program/filters.ts). */
  onlyIf?: string;
  /**
   * The text makes the step optional ("may", "up to"): an NP then skips it where it would not be
   * effective. A required step is carried out even so, in an effective space if there is one
   * (C8.5.5 "when given a choice ... only effective"), otherwise in any legal one.
   */
  optional?: boolean;
};

export interface EventProgram {
  card: number;
  side: "unshaded" | "shaded";
  steps: readonly EventStep[];
  /** Where our reading came from: playbook event text, base rules 5.x, Event Instructions. */
  provenance: Provenance;
}

/**
 * What an Event says about one Operation or Special Activity it grants (5.1, C8.5.5). Where the
 * text contradicts a rule, the text wins (5.1.1): these terms are read by the Calixto handlers
 * and the move loop while the granted action runs (RuleOptions.grant, calixto/grant-terms.ts), and by the granted-action
 * machine around it (one space, what happens after). The Event step writes one record per
 * action from the card text and its Event Instructions (reference §3.6); the player's checklist
 * says the same record in words (events/program/player.ts grantText).
 */
export interface GrantTerms {
  /** Only these spaces: its destinations for a March or Sweep, else the spaces it acts in. */
  spaces?: readonly SpaceId[];
  /** Moving pieces come only from these spaces; none at all ("in place"). */
  from?: readonly SpaceId[];
  /** Every own Guerrilla in those origins moves out ("all its Guerrillas"): no keep rule holds one back. */
  all?: boolean;
  /** The SA needs no accompanying Operation ("free Ambush" on its own): 4.1.1 does not apply. */
  alone?: boolean;
  /** The SA's Guerrilla may be Active ("even if Active", "Active or not", 5.1.1 example). */
  evenIfActive?: boolean;
  /** Rally as if the spaces were Neutral: Support or Opposition does not bar it (#17). */
  asIfNeutral?: boolean;
  /**
   * "In each space …" (#17): the action covers every space it allows where it can do something
   * (5.1.1); one where it can do nothing is left out (5.1.3).
   */
  each?: boolean;
  /** Only these Factions' pieces are removed; `basesFirst`: their Bases go before the rest. */
  targets?: { of: readonly Faction[]; basesFirst?: boolean };
  /** In one space only (an Operation run as limited, 2.3.5): "at a March destination". */
  oneSpace?: boolean;
  /** Afterwards the Guerrillas it moved flip Underground (#3 unshaded). */
  thenUnderground?: boolean;
}
