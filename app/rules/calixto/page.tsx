import type { Metadata } from "next";
import Link from "next/link";
import { CardLegend } from "@/app/_components/reference/card-legend";
import { FOCUS } from "@/app/_components/turn/styles";
import { ruleAnchorId } from "@/lib/ui/rule-links";
import { RULE_SECTIONS, type RuleSection } from "@/lib/ui/rule-sections";

export const metadata: Metadata = {
  title: "How the Calixto system decides · Calixto assistant",
  description: "Short explanations, in our own words, of the rule sections the assistant cites.",
};

const isStep = (s: RuleSection) => / Step [1-4A-C]$/.test(s.ref);

function Section({ s }: { s: RuleSection }) {
  const id = ruleAnchorId(s.ref);
  return (
    <section
      id={id}
      aria-labelledby={`${id}-h`}
      className={`scroll-mt-4 rounded-md px-3 py-2 target:bg-amber-100 target:ring-2 target:ring-amber-500 dark:target:bg-amber-950 ${
        isStep(s) ? "ml-4 border-l-4 border-stone-300 dark:border-stone-700" : ""
      }`}
    >
      <h3 id={`${id}-h`} className="font-semibold">
        <span className="mr-2 font-mono text-sm text-stone-600 dark:text-stone-400">{s.ref}</span>
        {s.title}
      </h3>
      <p className="mt-1 leading-7">{s.text}</p>
    </section>
  );
}

const link = `rounded text-blue-800 underline underline-offset-2 dark:text-sky-300 ${FOCUS}`;

/** One anchor per rule section the engine cites; turn steps link here (lib/ui/rule-links.ts). */
export default function CalixtoRulesPage() {
  const calixto = RULE_SECTIONS.filter((s) => s.group === "calixto");
  const base = RULE_SECTIONS.filter((s) => s.group === "base");
  return (
    <main className="mx-auto max-w-4xl space-y-8 p-4 sm:p-6">
      <header className="space-y-2">
        <p>
          <Link href="/" className={link}>
            Calixto assistant
          </Link>
        </p>
        <h1 className="text-2xl font-semibold">How the Calixto system decides</h1>
        <p className="leading-7 text-stone-700 dark:text-stone-300">
          Every step the assistant shows cites a rule section. Each section below says in a few
          words what that rule is about. They are our summaries: your Calixto rulebook and the Cuba
          Libre rules remain the authority.
        </p>
        <nav aria-label="On this page" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <a className={link} href="#how-to-read">
            How to read a Calixto card
          </a>
          <a className={link} href="#calixto-rules">
            Calixto rules (C8)
          </a>
          <a className={link} href="#base-rules">
            Base rules
          </a>
          <Link className={link} href="/rules/calixto/cards">
            The 24 Calixto cards
          </Link>
          <Link className={link} href="/tutorial">
            Tutorial: the worked example
          </Link>
        </nav>
      </header>

      <section id="how-to-read" aria-labelledby="how-to-read-h" className="scroll-mt-4 space-y-3">
        <h2 id="how-to-read-h" className="text-xl font-semibold">
          How to read a Calixto card
        </h2>
        <CardLegend />
      </section>

      <section
        id="calixto-rules"
        aria-labelledby="calixto-rules-h"
        className="scroll-mt-4 space-y-2"
      >
        <h2 id="calixto-rules-h" className="text-xl font-semibold">
          Calixto rules (C8)
        </h2>
        {calixto.map((s) => (
          <Section key={s.ref} s={s} />
        ))}
      </section>

      <section id="base-rules" aria-labelledby="base-rules-h" className="scroll-mt-4 space-y-2">
        <h2 id="base-rules-h" className="text-xl font-semibold">
          Base rules the assistant cites
        </h2>
        {base.map((s) => (
          <Section key={s.ref} s={s} />
        ))}
      </section>
    </main>
  );
}
