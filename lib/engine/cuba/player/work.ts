import { FACTION_NAME, OWNER_OF, PIECE_LABEL } from "@/data/cuba/pieces";
import type { FieldError } from "../../core/result";
import type { Changed } from "../board/changes";
import { setResources } from "../board/tracks";
import type { GrantTerms } from "../calixto/grant-terms";
import type { TableChange } from "../calixto/types";
import type { Faction, GameBoard, PieceKind, SpaceId } from "../types";
import type { PlayerAction } from "./action";

/**
 * What a check or an application of a player's action is given besides the board and the record.
 * Dice are chance inputs, used in the order the action asks for them (Attack, Kidnap, Raúl's
 * rerolls): from the player's own dice or the app's generator, never rolled here.
 */
export interface PlayerOptions {
  dice?: readonly number[];
  /** Dice left over are for later steps (a scenario's one list): not refused. */
  spareDice?: boolean;
  /** A free Operation or SA (3.1.2, 5.5): no Resource cost, except Construct (3.3.5). */
  free?: boolean;
  /** Check the Sequence of Play options (2.3.4, 2.3.9); on unless false (a granted action). */
  sequence?: boolean;
  /**
   * What an Event that grants this action says about it (5.1.1; grant-terms.ts): the spaces it
   * is confined to, an Ambush "even if Active", a Rally "as if Neutral".
   */
  grant?: GrantTerms;
  /** Disputed readings in force (docs: conflicts), e.g. Bribe and protected Bases. */
  conflicts?: Record<string, "recommended" | "alternative">;
  /**
   * The Faction an Event lends 1 piece of, used as the acting Faction's own in this action
   * (#43 Mafia Offensive: 1 Syndicate piece; operations/lent.ts). The piece stays that Faction's.
   */
  lentBy?: Faction;
}

export interface PlayerNote {
  text: string;
  rule: string;
}

/** What Sweep or Garrison had to Activate in a space, as the run found it (operations/activation.ts). */
export interface ActivationSite {
  space: SpaceId;
  /** The field the player's pick goes in ("spaces[0].activate"), or "spaces" for an EC not named. */
  field: string;
  /** Why so many ("1 per cube, 2 there"). */
  why: string;
  count: number;
  active: number;
  underground: { piece: PieceKind; count: number }[];
  minFlip: number;
  maxFlip: number;
  /** The flips made when the player gives none; null: the player must choose. */
  fixed: { piece: PieceKind; count: number }[] | null;
  /** Whether more than one pick is legal (else the form shows it as fixed text). */
  choice: boolean;
}

export interface PlayerRoll {
  /** The part of the action the die was for, as a field path ("spaces[1]"). */
  field: string;
  purpose: string;
  face: number;
}

/**
 * The board as the action is carried out step by step, with everything said about it: the
 * table checklist (the same TableChange primitives an NP turn uses), the refusals by field, the
 * notes and the dice read. Checking and applying are the same run: a refusal names its field and
 * the run goes on with the next space, so one pass finds every problem.
 */
export class Work {
  board: GameBoard;
  readonly changes: TableChange[] = [];
  readonly errors: FieldError[] = [];
  readonly notes: PlayerNote[] = [];
  readonly rolls: PlayerRoll[] = [];
  /** Sweep and Garrison Activations met on the way, for the form (3.2.2, 3.2.3). */
  readonly activations: ActivationSite[] = [];
  /**
   * Pieces that moved into a space during this Operation, or during this Special Activity: they
   * move no further in it (3.3.2). The SA and the Operation are separate moves (4.1): Troops a
   * Transport brought may then Sweep or Garrison on, and the other way round (3.2.2, 3.2.3, 4.2.1).
   */
  private readonly arrivedIn = new Map<string, number>();
  private readonly dice: number[];
  /** Resources the Faction paid in this action (Laundering needs some, 2.3.6). */
  paid = 0;
  /** Pieces of the lending Faction used as the Faction's own so far (an Event lends 1). */
  private lentUsed = 0;

  constructor(
    board: GameBoard,
    readonly action: PlayerAction,
    readonly options: PlayerOptions,
  ) {
    this.board = board;
    this.dice = [...(options.dice ?? [])];
  }

  get faction(): Faction {
    return this.action.faction;
  }

  get factionName(): string {
    return FACTION_NAME[this.action.faction];
  }

  apply(c: Changed): void {
    this.board = c.board;
    this.changes.push(c.change);
  }

  fail(field: string, reason: string): false {
    this.errors.push({ field, reason });
    return false;
  }

  note(text: string, rule: string): void {
    this.notes.push({ text, rule });
  }

  /** The next die of the chance inputs, or a refusal saying which roll is missing. */
  roll(field: string, purpose: string): number | null {
    const face = this.dice.shift();
    if (face === undefined) {
      this.fail(field, `roll a die for ${purpose}`);
      return null;
    }
    this.rolls.push({ field, purpose, face });
    return face;
  }

  /** Hand the dice not yet used to a nested run (a laundered LimOp), which gives back the rest. */
  lendDice(): number[] {
    return this.dice.splice(0, this.dice.length);
  }

  takeBackDice(rest: readonly number[]): void {
    this.dice.unshift(...rest);
  }

  /** Dice given and not used: an action that does not roll them is refused. */
  get diceLeft(): number {
    return this.dice.length;
  }

  arrived(space: SpaceId, kind: PieceKind): number {
    return this.arrivedIn.get(`${space}:${kind}`) ?? 0;
  }

  /** The Operation or the SA is done: what moved in it may move again in the next one (4.1). */
  endMoves(): void {
    this.arrivedIn.clear();
  }

  markArrived(space: SpaceId, kind: PieceKind, count: number): void {
    const key = `${space}:${kind}`;
    this.arrivedIn.set(key, (this.arrivedIn.get(key) ?? 0) + count);
  }

  /**
   * Use `count` pieces of `kind`, another Faction's, as the acting Faction's own: only what an
   * Event lends (PlayerOptions.lentBy, #43: 1 Syndicate piece, 5.1.1), refused at `field` else.
   */
  borrow(field: string, kind: PieceKind, count: number): boolean {
    const owner = OWNER_OF[kind];
    const lender = this.options.lentBy;
    if (!lender || lender === this.faction)
      return this.fail(
        field,
        `${PIECE_LABEL[kind].many} are not yours to use: only an Event that lends one (Mafia Offensive, #43) allows it`,
      );
    if (owner !== lender)
      return this.fail(
        field,
        `the Event lends you a ${FACTION_NAME[lender]} piece, not a ${PIECE_LABEL[kind].one} (5.1.1)`,
      );
    if (count > 1)
      return this.fail(
        `${field}.count`,
        `the Event lends you 1 ${FACTION_NAME[lender]} piece, not ${count} (5.1.1)`,
      );
    if (this.lentUsed + count > 1)
      return this.fail(
        field,
        `the Event lends you 1 ${FACTION_NAME[lender]} piece, already used in this Operation (5.1.1)`,
      );
    this.lentUsed += count;
    return true;
  }

  /** Pay `amount` Resources, refusing the space if the Faction cannot (3.1, 1.8). */
  pay(field: string, amount: number, what: string): boolean {
    if (amount <= 0) return true;
    const has = this.board.resources[this.faction];
    if (has < amount)
      return this.fail(
        field,
        `${what} costs ${amount} Resource${amount > 1 ? "s" : ""}; ${this.factionName} has ${has}`,
      );
    this.apply(setResources(this.board, this.faction, has - amount));
    this.paid += amount;
    return true;
  }

  /** Add Resources to a Faction (capped at 49, 1.8). */
  gain(faction: Faction, amount: number): void {
    if (amount <= 0) return;
    this.apply(setResources(this.board, faction, this.board.resources[faction] + amount));
  }
}
