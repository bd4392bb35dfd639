import type { Metadata } from "next";
import Link from "next/link";
import { FOCUS } from "@/app/components/turn/styles";
import { c89Turn } from "../c89-replay";
import { ExamplePlayer } from "./example-player";

export const metadata: Metadata = {
  title: "Worked example, first turn · Calixto assistant",
};

const link = `rounded text-blue-800 underline underline-offset-2 dark:text-sky-300 ${FOCUS}`;

/**
 * Preview of the tutorial: the first NP Government turn of the rulebook's example (C8.9), as the
 * engine replays it at build time (app/rules/calixto/c89-replay.ts).
 */
export default function ExamplePage() {
  const turn = c89Turn(8, "GOV");
  return (
    <main className="mx-auto max-w-6xl space-y-4 p-4 sm:p-6">
      <p>
        <Link href="/rules/calixto" className={link}>
          How the Calixto system decides
        </Link>
      </p>
      <h1 className="text-2xl font-semibold">Worked example: the first Government turn</h1>
      <p className="max-w-3xl leading-7 text-stone-700 dark:text-stone-300">
        From the standard set-up with all four factions run by Calixto, the Government is 1st
        Eligible on General Strike. Step through its turn: each decision comes with the rule it
        follows and what on the board decided it.
      </p>
      {turn ? (
        <ExamplePlayer trace={turn.trace} changes={turn.changes} />
      ) : (
        <p role="alert">The worked example could not be replayed in this build.</p>
      )}
    </main>
  );
}
