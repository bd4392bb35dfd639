import { isFinalCampaign } from "../../board/board";
import type { GameBoard } from "../../types";
import type { Step, TableChange, TraceRecord } from "../types";

/**
 * A Propaganda card played right after a Propaganda Round, with no Event card in between: it
 * gets no Round (6.0 exception). No Victory Phase, no Resources, Support, Redeploy or Reset
 * phase, so no Calixto reshuffle either (C8.4.1: only at set-up and at Reset).
 * - The final Propaganda card (2.4.1): the game ends and victory goes by margin (7.3); the
 *   caller ranks the Factions (gameEnd). The board does not change.
 * - Otherwise the card is set aside (one Propaganda card fewer to come) and the card showing is
 *   played, opening the next Campaign, as Reset would have done (6.5); the caller reveals the
 *   one after it.
 */
export function propagandaWithoutRound(
  board: GameBoard,
): Step & { final: boolean; trace: TraceRecord[] } {
  const final = isFinalCampaign(board);
  const trace: TraceRecord[] = [
    {
      kind: "note",
      rule: "6.0",
      text: "A second Propaganda card in a row (no Event card since the last Round): no Propaganda Round",
    },
  ];
  if (final) {
    trace.push({
      kind: "note",
      rule: "6.0, 7.3",
      text: "It is the final Propaganda card: the game ends now, victory by margin",
    });
    return {
      board,
      changes: [
        { kind: "track", text: "No Propaganda Round: the game ends (final Propaganda card)" },
      ],
      final,
      trace,
    };
  }
  const next = board.nextCard;
  const changes: TableChange[] = [
    { kind: "track", text: "No Propaganda Round for this card: set it aside" },
    {
      kind: "track",
      text:
        next === null
          ? "Play the next card and reveal the one after it"
          : `Play card #${next} and reveal the next card`,
    },
  ];
  return {
    board: {
      ...board,
      propagandaLeft: Math.max(0, board.propagandaLeft - 1),
      currentCard: next,
      nextCard: null,
      campaignCard: 1,
    },
    changes,
    final,
    trace,
  };
}
