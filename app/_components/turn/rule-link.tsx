import Link from "next/link";
import { memo } from "react";
import { ruleHref, sectionFor } from "@/lib/ui/rule-links";
import { FOCUS } from "./styles";

/** A rule citation ("C8.5.6 Step 2") linking to our short explanation of it. */
/** `label` shortens what is shown (e.g. "Step 2" inside a C8.5.6 table); the full citation is still read out. */
/**
 * Not prefetched while in view (only on hover or focus): a turn view shows dozens of citations,
 * and the rules page's JavaScript is not worth loading with every reopened turn (issue 22).
 * Memoised: a press redraws none of the citations already on screen.
 */
export const RuleLink = memo(function RuleLink({ rule, label }: { rule: string; label?: string }) {
  const section = sectionFor(rule);
  return (
    <Link
      href={ruleHref(rule)}
      prefetch={false}
      className={`whitespace-nowrap rounded font-mono text-xs text-blue-800 underline decoration-dotted underline-offset-2 hover:decoration-solid dark:text-sky-300 ${FOCUS}`}
      title={section ? section.title : "Rules explained"}
      aria-label={`Rule ${rule}${section ? `: ${section.title}` : ""}`}
    >
      {label ?? rule}
    </Link>
  );
});
