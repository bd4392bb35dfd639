import type { GameId } from "../shared/types";

export interface SimOptions {
  game: GameId;
  games: number;
  seed: number | string;
  /** Meld games: 2 to 6; San Juan is always 2. */
  players: number;
  /** Bot ids, assigned to seats in order and repeated (seat i plays bots[i % bots.length]). */
  bots: string[];
  /** Kill Rasputin has no end but the kill: games still running after this many turns stop. */
  turnCap: number;
  /** Rotate the bots one seat per game, so no bot always sits first. */
  rotate: boolean;
}

/** One finished game, as the report needs it. */
export interface GameSummary {
  /** The winning seat, or null (Castro survived, turn cap, or San Juan's historical draw). */
  winner: number | null;
  /** Bot id per seat in this game. */
  seatBots: string[];
  turns: number;
  capped: boolean;
  survived: boolean;
  attempts: { killed: number; pair: number; triple: number };
  /**
   * Meld games: turns in which the active player came out of the Meld phase with all three
   * melds, so that only the other players' Foil stood between them and the roll.
   */
  threeMelds: number;
  /** San Juan: hands won by each seat and tied. */
  hands?: { won: number[]; tied: number };
  /** Steps taken (inputs applied), for the loop bound. */
  steps: number;
}

export interface OutcomeFigure {
  count: number;
  frequency: number;
  expected: string;
  expectedFrequency: number;
}

export interface SimReport {
  game: GameId;
  games: number;
  seed: number | string;
  players: number;
  bots: string[];
  rotate: boolean;
  turnCap: number | null;
  seats: { seat: number; bot: string | null; wins: number; winRate: number }[];
  byBot: Record<string, { seatGames: number; wins: number; winRate: number }>;
  noWinner: { games: number; rate: number; survived: number; capped: number; draws: number };
  turns: {
    mean: number;
    /** Mean length of the games someone won (capped and survived games left out). */
    meanDecided: number;
    max: number;
    histogram: { from: number; to: number; games: number }[];
  };
  /**
   * Meld games: how often a player showed three melds after the Meld phase, and what share of
   * those turns came through the Foil phase to the Assassination Attempt.
   */
  reach: { threeMeldTurns: number; perGame: number; rolled: number; rolledShare: number } | null;
  attempts: {
    total: number;
    perGame: number;
    outcomes: { killed: OutcomeFigure; pair: OutcomeFigure; triple: OutcomeFigure };
  } | null;
  hands: {
    meanWon: number[];
    meanTied: number;
    results: { american: number; spanish: number; draw: number };
    /**
     * Draws split by how they came about (S8): four hands each, or tied hands leaving neither
     * side on five (e.g. 4-3 with one tie), where a tie decided the game.
     */
    draws: { fourAll: number; byTies: number };
    /** Games with at least one tied hand. */
    gamesWithTies: number;
  } | null;
}
