import Link from "next/link";
import { Suspense } from "react";
import type { GameId } from "@/lib/engine/cardgames/shared/types";
import { GameApp } from "./game-app";

/** The server shell of a game's page; the game itself runs in the browser. */
export function GamePage({ game, title, blurb }: { game: GameId; title: string; blurb: string }) {
  return (
    <main className="mx-auto max-w-7xl p-4 sm:p-6">
      <nav className="text-sm">
        <Link href="/" className="underline">
          Calixto assistant
        </Link>{" "}
        /{" "}
        <Link href="/games" className="underline">
          Card games
        </Link>{" "}
        / {title} ·{" "}
        <Link href={`/games/${game}/rules`} className="underline">
          Rules and statistics
        </Link>
      </nav>
      <h1 className="mt-2 text-2xl font-semibold">{title}</h1>
      <p className="mt-1 mb-4 text-stone-600 dark:text-stone-400">{blurb}</p>
      <Suspense fallback={<p aria-busy="true">Loading…</p>}>
        <GameApp game={game} />
      </Suspense>
    </main>
  );
}
