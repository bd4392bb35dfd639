"use client";
import { ThemeToggle } from "../theme";
import { AidReadings } from "./aid-readings";
import { GameList } from "./game-list";
import { ImportGame } from "./import-game";
import { NewGameForm } from "./new-game-form";

const openInBrowser = (id: string) => window.location.assign(`/game?id=${encodeURIComponent(id)}`);

/** The home page: saved games, a new game from a preset, and import from a file. */
export function HomeScreen({ onOpenGame = openInBrowser }: { onOpenGame?: (id: string) => void }) {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4 p-4 sm:p-6">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h1 className="text-2xl font-semibold">Calixto assistant</h1>
          <p className="text-sm text-stone-600 dark:text-stone-400">
            Solitaire Cuba Libre beside your physical board: keep the mirror here, let Calixto run
            the Non-players.
          </p>
        </div>
        <nav aria-label="Main" className="flex flex-wrap items-center gap-1">
          <a
            href="/"
            aria-current="page"
            className="rounded-md px-3 py-1.5 text-sm font-medium text-sky-800 dark:text-sky-300"
          >
            Cuba Libre
          </a>
          <a
            href="/tutorial"
            className="rounded-md px-3 py-1.5 text-sm font-medium hover:bg-stone-200 dark:hover:bg-stone-800"
          >
            Tutorial
          </a>
          <a
            href="/rules/calixto"
            className="rounded-md px-3 py-1.5 text-sm font-medium hover:bg-stone-200 dark:hover:bg-stone-800"
          >
            How Calixto decides
          </a>
          <a
            href="/rules/calixto/cards"
            className="rounded-md px-3 py-1.5 text-sm font-medium hover:bg-stone-200 dark:hover:bg-stone-800"
          >
            Calixto cards
          </a>
          <a
            href="/games"
            className="rounded-md px-3 py-1.5 text-sm font-medium hover:bg-stone-200 dark:hover:bg-stone-800"
          >
            Card games
          </a>
          <ThemeToggle />
        </nav>
      </header>
      <main className="grid gap-4 md:grid-cols-2">
        <div className="flex flex-col gap-4">
          <GameList onOpenGame={onOpenGame} />
          <ImportGame onOpenGame={onOpenGame} />
          <AidReadings />
        </div>
        <NewGameForm onCreated={onOpenGame} />
      </main>
    </div>
  );
}
