import { cardTitle } from "@/data/cuba/events";
import { FACTION_NAME } from "@/data/cuba/pieces";
import { effectiveHistory } from "../../core/log";
import { fail, ok, type Result } from "../../core/result";
import { describeDiff } from "../board/describe-diff";
import { diffBoards } from "../board/edit";
import type { CardAction } from "../types";
import type { CardBackPayload } from "./card-back";
import type { EntryOf, GameEntry } from "./entries";
import { startGame } from "./fold";
import { REDUCERS, reduceEntry } from "./reducers";
import type { GameState } from "./state";
import { afterPropagandaOf, calixtoOf, gameOverOf, playedOf } from "./turns";

/**
 * Go back to before a card (issue 20): which cards can be gone back to, and the one entry that
 * does it (card-back.ts), with the table changes in words.
 */

/** A card put in play by an entry in effect, with the game as it stood just before. */
export interface CardStart {
  /** The `card.next` entry. */
  seq: number;
  card: number;
  /** The game just before the entry. */
  state: GameState;
}

/**
 * Every card put in play by a `card.next` entry in effect, oldest first, with the game just
 * before it: the log's entries in effect folded once (leniently, as the game screen folds it).
 * The cards put in play after a card gone back to are left out (their line of play was given
 * up; Undo of the step brings them back).
 */
export function cardStarts(entries: readonly GameEntry[]): CardStart[] {
  const first = startGame(entries[0]);
  if (!first.ok) return [];
  const out: CardStart[] = [];
  let state = first.value;
  for (const e of effectiveHistory(entries).effective.slice(1)) {
    if (e.type === "meta.undo" || e.type === "meta.redo" || e.type === "game.setup") continue;
    if (e.type === "card.next" && state.board.nextCard !== null)
      out.push({ seq: e.seq, card: state.board.nextCard, state });
    // Going back leaves the cards put in play since on a line of play given up: not listed.
    if (e.type === "card.back")
      for (let i = out.length - 1; i >= 0 && out[i].seq >= e.payload.before; i--) out.pop();
    const r = reduceEntry(REDUCERS, state, e as EntryOf<Exclude<typeof e.type, "game.setup">>);
    if (r.ok) state = r.value;
  }
  return out;
}

const ACTION_BOX: Record<CardAction, string> = {
  event: "Event",
  opSA: "Op + SA",
  opOnly: "Op Only",
  limOp: "LimOp",
  pass: "Pass",
};

const cardName = (c: number | null) => (c === null ? "none" : `#${c} ${cardTitle(c)}`);

/** What to do at the table to go from `now` to `then`, in words (board diff plus the cards). */
export function tableBack(now: GameState, then: GameState): string[] {
  const a = now.board;
  const z = then.board;
  const out = describeDiff(a, z).map((c) => c.text);
  if (a.currentCard !== z.currentCard) out.push(`Card in play: ${cardName(z.currentCard)}`);
  if (a.nextCard !== z.nextCard) out.push(`Card showing next: ${cardName(z.nextCard)}`);
  const back = [
    ...playedOf(now).filter((c) => !playedOf(then).includes(c)),
    ...[a.currentCard, a.nextCard].filter((c): c is number => c !== null),
  ].filter((c) => c !== z.currentCard && c !== z.nextCard && !playedOf(then).includes(c));
  if (back.length)
    out.push(`Back into the Event deck, unplayed: ${[...new Set(back)].map(cardName).join(", ")}`);
  if (JSON.stringify(a.cardActions) !== JSON.stringify(z.cardActions)) {
    if (a.cardActions.length) out.push("Sequence of Play: empty the action boxes");
    for (const x of z.cardActions)
      out.push(`Sequence of Play: ${FACTION_NAME[x.faction]} cylinder to ${ACTION_BOX[x.action]}`);
  }
  return out;
}

/** The entry that goes back to before the card put in play by entry `before`. */
export function cardBackPayload(
  now: GameState,
  entries: readonly GameEntry[],
  before: number,
): Result<CardBackPayload> {
  const start = cardStarts(entries).find((c) => c.seq === before);
  if (!start)
    return fail({
      field: "before",
      reason: `entry #${before} did not put a card in play, or it is undone`,
    });
  const then = start.state;
  const go = gameOverOf(then);
  return ok({
    before,
    card: start.card,
    edits: diffBoards(now.board, then.board),
    changes: tableBack(now, then),
    rng: then.rng,
    placement: [...then.placement],
    played: playedOf(then),
    afterPropaganda: afterPropagandaOf(then),
    deck: calixtoOf(then).deck,
    ...(go ? { gameOver: go } : {}),
  });
}
