import type { Metadata } from "next";

export const metadata: Metadata = { title: "Page not found · Calixto assistant" };

const link =
  "min-h-11 rounded-lg border border-stone-300 px-4 py-2.5 text-sm font-medium hover:bg-stone-100 dark:border-stone-600 dark:hover:bg-stone-800";

/**
 * The not-found page of the static export (404.html): a way back from any wrong address. Plain
 * links (a full page load): this page's code is loaded on every page of the app (the root
 * not-found boundary), and next/link would add its client navigation, 3 kB gzipped, to every
 * first load (issue 22).
 */
export default function NotFound() {
  return (
    <main className="mx-auto max-w-2xl p-4 sm:p-6">
      <h1 className="text-2xl font-semibold">This page does not exist</h1>
      <p className="mt-2 text-stone-700 dark:text-stone-300">
        The address may be mistyped, or it points to a page of an older version of the app. Your
        saved games are not affected.
      </p>
      <nav className="mt-6 flex flex-wrap gap-3">
        <a href="/" className={link}>
          Saved games
        </a>
        <a href="/games" className={link}>
          Card games
        </a>
        <a href="/rules/calixto" className={link}>
          How the Calixto system decides
        </a>
      </nav>
    </main>
  );
}
