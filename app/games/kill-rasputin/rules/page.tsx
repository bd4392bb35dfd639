import type { Metadata } from "next";
import { RulesPage } from "@/app/_components/games/rules/rules-page";
import { MeldStats } from "@/app/_components/games/rules/stats";
import stats from "@/data/cardgames/stats/kill-rasputin.json";
import type { StatsFile } from "@/lib/engine/cardgames/sim/stats";

export const metadata: Metadata = { title: "Kill Rasputin rules · Calixto assistant" };

export default function Page() {
  return (
    <RulesPage
      game="kill-rasputin"
      title="Kill Rasputin"
      rules={
        <>
          <p>
            St Petersburg, 1916: every player wants the mad monk dead, and the first to manage it
            wins. There is no other way for the game to end. Two to six players.
          </p>
          <h3 className="font-semibold">The deck (52 cards)</h3>
          <ul className="list-disc space-y-1 pl-6">
            <li>Four Methods, four Conspiracies and four Locations, four copies of each.</li>
            <li>Three Saves, each aimed at one type of meld.</li>
            <li>One Fate card, Destiny.</li>
          </ul>
          <h3 className="font-semibold">A turn</h3>
          <ol className="list-decimal space-y-1 pl-6">
            <li>
              <strong>Fate.</strong> Draw a card (reshuffle the discard pile whenever the deck is
              empty).
            </li>
            <li>
              <strong>Meld.</strong> As in Get Castro: sets of two or more identical cards, one per
              type, with later copies added in this phase.
            </li>
            <li>
              <strong>Foil.</strong> Opponents may throw a Save at the meld of its type, or play a
              card matching one of your melds to take that meld into their hand. If you hold
              Destiny, you may throw it away to cancel a Save.
            </li>
            <li>
              <strong>Kill.</strong> With one meld of each type you may roll three dice: all
              different kills Rasputin; one pair costs you a meld of your choice; three alike cost
              every meld.
            </li>
            <li>
              <strong>Event.</strong> If you laid no card in your Meld phase, roll a die: 1, look at
              an opponent’s hand; 2, swap hands with an opponent; 3, an opponent loses a random
              card; 4, draw a card; 5, take a random card from an opponent; 6, look at the top five
              cards of the deck.
            </li>
            <li>
              <strong>End.</strong> Keep at most five cards in hand.
            </li>
          </ol>
        </>
      }
      stats={<MeldStats stats={stats as unknown as StatsFile} target="Rasputin" />}
    />
  );
}
