import type { Metadata } from "next";
import Link from "next/link";

export const metadata: Metadata = { title: "Card games · Calixto assistant" };

const GAMES = [
  {
    id: "get-castro",
    title: "Get Castro",
    players: "2–6 players",
    blurb:
      "Collect a Method, a Conspiracy and a Location, survive your rivals’ foils, and roll the dice before the deck runs out twice.",
  },
  {
    id: "kill-rasputin",
    title: "Kill Rasputin",
    players: "2–6 players",
    blurb:
      "The same race with a twist of Fate: Destiny cancels a Save, and holding back your melds earns an Event roll.",
  },
  {
    id: "san-juan",
    title: "San Juan Hill 1898",
    players: "2 players",
    blurb:
      "American and Spanish decks clash over eight hands of reserves, secret attacks and withdrawals.",
  },
];

export default function GamesIndex() {
  return (
    <main className="mx-auto max-w-4xl p-4 sm:p-6">
      <nav className="text-sm">
        <Link href="/" className="underline">
          Calixto assistant: saved games
        </Link>
      </nav>
      <h1 className="mt-2 text-2xl font-semibold">Card games</h1>
      <p className="mt-1 text-stone-600 dark:text-stone-400">
        Three short games to play against bots or friends on one device. Games in progress are saved
        in this browser.
      </p>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {GAMES.map((g) => (
          <li
            key={g.id}
            className="flex flex-col rounded-xl border border-stone-200 bg-white p-4 dark:border-stone-700 dark:bg-stone-900"
          >
            <h2 className="text-lg font-semibold">{g.title}</h2>
            <p className="text-sm text-stone-600 dark:text-stone-400">{g.players}</p>
            <p className="mt-2 flex-1 text-sm">{g.blurb}</p>
            <div className="mt-4 flex gap-2">
              <Link
                href={`/games/${g.id}`}
                className="min-h-11 rounded-lg bg-indigo-600 px-4 py-2.5 text-sm font-medium text-white hover:bg-indigo-700"
              >
                Play
              </Link>
              <Link
                href={`/games/${g.id}/rules`}
                className="min-h-11 rounded-lg border border-stone-300 px-4 py-2.5 text-sm font-medium hover:bg-stone-100 dark:border-stone-600 dark:hover:bg-stone-800"
              >
                Rules
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </main>
  );
}
