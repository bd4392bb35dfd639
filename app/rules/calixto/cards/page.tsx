import type { Metadata } from "next";
import Link from "next/link";
import { CardBrowser } from "@/app/_components/reference/card-browser";
import { CheckProgress } from "@/app/_components/reference/check-progress";
import { MyCorrections } from "@/app/_components/reference/my-corrections";
import { PriorityTables } from "@/app/_components/reference/priority-tables";
import { EffectiveEventsEditor } from "@/app/_components/reference/table-editors/effective-events";
import { EligibilityEditor } from "@/app/_components/reference/table-editors/eligibility";
import { EventCardsEditor } from "@/app/_components/reference/table-editors/event-cards";
import { EventInstructionsEditor } from "@/app/_components/reference/table-editors/event-instructions";
import { MovePrioritiesEditor } from "@/app/_components/reference/table-editors/move-priorities";
import { PiecePrioritiesEditor } from "@/app/_components/reference/table-editors/piece-priorities";
import { FOCUS } from "@/app/_components/turn/styles";

export const metadata: Metadata = {
  title: "The Calixto cards as the app reads them · Calixto assistant",
  description:
    "All 24 Calixto cards, both sides, and the aid-sheet tables, drawn from the app's data with sources; correct them from your own cards.",
};

/** The aid-sheet tables, each readable and correctable from the player's own sheet (issue 13). */
const TABLES = [
  {
    id: "priorities-h",
    title: "Space Selection Priorities",
    rule: "C8.5.6",
    Editor: PriorityTables,
  },
  { id: "moves-h", title: "Move Priorities", rule: "C8.5.7", Editor: MovePrioritiesEditor },
  { id: "pieces-h", title: "Piece Priorities", rule: "C8.5.8", Editor: PiecePrioritiesEditor },
  { id: "eligibility-h", title: "NP Eligibility table", rule: "C8.5.2", Editor: EligibilityEditor },
  { id: "effective-h", title: "Effective Events", rule: "C8.5.5", Editor: EffectiveEventsEditor },
  { id: "event-cards-h", title: "Event Cards table", rule: "C8.5.5", Editor: EventCardsEditor },
  {
    id: "instructions-h",
    title: "Event Instructions",
    rule: "C8.5.5",
    Editor: EventInstructionsEditor,
  },
] as const;

const link = `rounded text-blue-800 underline underline-offset-2 dark:text-sky-300 ${FOCUS}`;

/** Check the app's card data against your physical cards (C8.5.3; reference confidence marks). */
export default function CalixtoCardsPage() {
  return (
    <main className="mx-auto max-w-[1300px] space-y-4 p-4 sm:p-6">
      <nav className="flex flex-wrap gap-4 text-sm">
        <Link href="/" className={link}>
          Saved games
        </Link>
        <Link href="/rules/calixto" className={link}>
          How the Calixto system decides
        </Link>
      </nav>
      <h1 className="text-2xl font-semibold">The Calixto cards as the app reads them</h1>
      <p className="max-w-3xl leading-7 text-stone-700 dark:text-stone-300">
        Each card below is drawn from the data the app plays with, not from a picture. Compare it
        with your physical card: the badge on each side says where its reading comes from (the
        rulebook, a community transcription, or our inference), and where our sources disagree both
        readings are listed. Where your card differs, correct the side to match it: the bot then
        reads your card.
      </p>
      <CheckProgress />
      <nav aria-label="On this page" className="flex flex-wrap gap-4 text-sm">
        <a className={link} href="#cards-h">
          The cards
        </a>
        {TABLES.map((t) => (
          <a key={t.id} className={link} href={`#${t.id}`}>
            {t.title}
          </a>
        ))}
        <a className={link} href="#my-corrections">
          My corrections
        </a>
      </nav>
      <section aria-labelledby="cards-h" className="space-y-3">
        <h2 id="cards-h" className="scroll-mt-4 text-xl font-semibold">
          The cards
        </h2>
        <CardBrowser />
      </section>
      {TABLES.map((t) => (
        <section key={t.id} aria-labelledby={t.id} className="min-w-0 space-y-3">
          <h2 id={t.id} className="scroll-mt-4 text-xl font-semibold">
            {t.title}{" "}
            <span className="text-sm font-normal text-stone-600 dark:text-stone-400">{t.rule}</span>
          </h2>
          <t.Editor />
        </section>
      ))}
      <div id="my-corrections" className="scroll-mt-4">
        <MyCorrections />
      </div>
    </main>
  );
}
