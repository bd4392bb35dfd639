import type { Metadata } from "next";
import { RulesPage } from "@/app/_components/games/rules/rules-page";
import { SjStats } from "@/app/_components/games/rules/stats";
import stats from "@/data/cardgames/stats/san-juan.json";
import type { StatsFile } from "@/lib/engine/cardgames/sim/stats";

export const metadata: Metadata = { title: "San Juan Hill 1898 rules · Calixto assistant" };

export default function Page() {
  return (
    <RulesPage
      game="san-juan"
      title="San Juan Hill 1898"
      rules={
        <>
          <p>
            Two players, one American deck and one Spanish deck of 32 cards each. Every card has a
            type and a force: Infantry Units (U), Artillery (A), Leaders (L), Morale (M), Equipment
            (E), Terrain (T) and Specials (S). The battle is eight hands long.
          </p>
          <h3 className="font-semibold">A hand</h3>
          <ol className="list-decimal space-y-1 pl-6">
            <li>
              <strong>Draw.</strong> Both sides fill their hands to eight from their own decks,
              reshuffling their own discard pile when the deck is empty.
            </li>
            <li>
              <strong>Reserve.</strong> Each side may swap up to two cards for fresh ones, the
              Spanish first. Between the two, the American may spend the Observation balloon to look
              at the Spanish hand.
            </li>
            <li>
              <strong>Attack.</strong> Both sides pick their cards in secret and show them together:
              at most one of each type, except that the Americans may send two Infantry Units and
              the Spanish may hold two Terrain cards. The Sims-Dudley dynamite gun knocks out an
              enemy Terrain card, Leader casualties an enemy Leader, and the fevers an enemy
              Infantry Unit. Add up what is left: the higher force wins the hand; equal forces tie.
              All played cards are then discarded.
            </li>
            <li>
              <strong>Withdrawal.</strong> Each side may discard up to three cards.
            </li>
          </ol>
          <p>
            After eight hands: five or more American wins take the hill cheaply; five or more
            Spanish wins send the Americans back in disarray; anything else is the draw that history
            records. A tied hand counts for neither side, so ties can leave both short of five: see
            “How tied hands are read” below.
          </p>
        </>
      }
      stats={<SjStats stats={stats as unknown as StatsFile} />}
    />
  );
}
