import type { Metadata } from "next";
import { RulesPage } from "@/app/_components/games/rules/rules-page";
import { MeldStats } from "@/app/_components/games/rules/stats";
import stats from "@/data/cardgames/stats/get-castro.json";
import type { StatsFile } from "@/lib/engine/cardgames/sim/stats";

export const metadata: Metadata = { title: "Get Castro rules · Calixto assistant" };

export default function Page() {
  return (
    <RulesPage
      game="get-castro"
      title="Get Castro"
      rules={
        <>
          <p>
            Each player works for a different corner of the 1960s CIA. The first to pull off an
            assassination wins; if the deck is used up twice before anyone does, Castro outlives you
            all and everybody loses. Two to six players.
          </p>
          <h3 className="font-semibold">The deck (57 cards)</h3>
          <ul className="list-disc space-y-1 pl-6">
            <li>Five Methods, five Conspiracies and five Locations, three copies of each.</li>
            <li>
              Three Saves, each one aimed at one type of meld (Method, Conspiracy or Location).
            </li>
            <li>Three Events, three Propaganda cards and three Spy cards.</li>
          </ul>
          <h3 className="font-semibold">A turn</h3>
          <ol className="list-decimal space-y-1 pl-6">
            <li>
              <strong>Fate.</strong> Draw a card. You may then throw away Propaganda cards to draw
              two more each, and Spy cards to look through an opponent’s hand and take one card.
            </li>
            <li>
              <strong>Meld.</strong> Lay down two or more cards with the same name. You can have one
              meld of each type at a time, and in this phase you may add further copies to a meld
              you already have.
            </li>
            <li>
              <strong>Foil.</strong> Your opponents get a chance to spoil your plans: a Save throws
              away your meld of its type, an Event throws away any meld of theirs choosing (and is
              then out of the game), and a card with the same name as one of your melds lets them
              take that whole meld into their hand.
            </li>
            <li>
              <strong>Kill.</strong> With a Method, a Conspiracy and a Location on the table you may
              roll three dice. Three different numbers: Castro is dead and you win. Exactly two
              alike: throw away one meld of your choice. All three alike: throw away every meld.
            </li>
            <li>
              <strong>Exit.</strong> Keep at most five cards in hand.
            </li>
          </ol>
          <p>
            When the deck is empty the first time, the discard pile is shuffled to make a new one.
            When it is empty again, the game ends with Castro alive.
          </p>
        </>
      }
      stats={<MeldStats stats={stats as unknown as StatsFile} target="Castro" />}
    />
  );
}
