import Link from "next/link";
import type { ReactNode } from "react";
import { rulingsFor } from "@/data/cardgames/rulings";
import type { GameId } from "@/lib/engine/cardgames/shared/types";

/** A rules page: the rules in our own words, the app's rulings where the sheet is silent, statistics. */
export function RulesPage({
  game,
  title,
  rules,
  stats,
}: {
  game: GameId;
  title: string;
  rules: ReactNode;
  stats: ReactNode;
}) {
  return (
    <main className="mx-auto max-w-4xl space-y-8 p-4 sm:p-6">
      <nav className="text-sm">
        <Link href="/games" className="underline">
          Card games
        </Link>{" "}
        /{" "}
        <Link href={`/games/${game}`} className="underline">
          {title}
        </Link>{" "}
        / Rules
      </nav>
      <h1 className="text-2xl font-semibold">{title}: rules and statistics</h1>
      <section aria-labelledby="rules-h" className="space-y-3 leading-relaxed">
        <h2 id="rules-h" className="text-xl font-semibold">
          How to play
        </h2>
        {rules}
      </section>
      <section aria-labelledby="rulings-h" className="space-y-3">
        <h2 id="rulings-h" className="text-xl font-semibold">
          Where the rules are silent: how this app plays it
        </h2>
        <dl className="space-y-3" data-testid="rulings">
          {rulingsFor(game).map((r) => (
            <div
              key={r.id}
              className="rounded-lg border border-stone-200 p-3 dark:border-stone-700"
            >
              <dt className="font-medium">
                <span className="mr-2 font-mono text-sm text-stone-600 dark:text-stone-400">
                  {r.id}
                </span>
                {r.topic}
              </dt>
              <dd className="mt-1 text-stone-700 dark:text-stone-300">{r.ruling}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="stats-h" className="space-y-3">
        <h2 id="stats-h" className="text-xl font-semibold">
          Statistics
        </h2>
        {stats}
      </section>
      <p>
        <Link href={`/games/${game}`} className="font-medium underline">
          Play {title}
        </Link>
      </p>
    </main>
  );
}
