import type { Metadata } from "next";
import Link from "next/link";
import { c89Replay } from "@/app/_components/reference/c89-replay";
import { FOCUS } from "@/app/_components/turn/styles";
import { TutorialPlayer } from "@/app/_components/tutorial/tutorial-player";

export const metadata: Metadata = {
  title: "Tutorial: the rulebook's worked example · Calixto assistant",
};

const link = `rounded text-blue-800 underline underline-offset-2 dark:text-sky-300 ${FOCUS}`;

/**
 * Tutorial mode: the rulebook's whole worked example (C8.9), replayed by the engine at build time
 * from docs/examples/c8-9.json, stepped through turn by turn and decision by decision.
 */
export default function TutorialPage() {
  const replay = c89Replay();
  return (
    <main className="mx-auto max-w-[1500px] space-y-4 p-4 sm:p-6">
      <nav className="flex flex-wrap gap-4 text-sm">
        <Link href="/" className={link}>
          Saved games
        </Link>
        <Link href="/rules/calixto" className={link}>
          How the Calixto system decides
        </Link>
        <Link href="/rules/calixto/cards" className={link}>
          The Calixto cards
        </Link>
      </nav>
      <h1 className="text-2xl font-semibold">
        Tutorial: the worked example of the Calixto rulebook
      </h1>
      <p className="max-w-3xl leading-7 text-stone-700 dark:text-stone-300">
        Set up the standard deployment with all four factions run by Calixto and the Event deck in
        the example's order (#8, #20, #28, #37, #11, #35, #38, then a Propaganda card). The app
        replays the example with the book's Calixto cards and dice. Pick a turn, then step through
        its decisions: each cites the rule it follows, shows the evidence on the board, and marks on
        the map the spaces a choice is made among. While you step through a turn the map shows the
        board before it; once all its steps are shown, the board after it, which your table should
        then match.
      </p>
      {replay.ok ? (
        <TutorialPlayer turns={replay.turns} />
      ) : (
        <p role="alert">The worked example could not be replayed in this build: {replay.error}</p>
      )}
    </main>
  );
}
