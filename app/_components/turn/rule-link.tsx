import { memo } from "react";
import { ruleHref, sectionFor } from "@/lib/ui/rule-links";
import { FOCUS } from "./styles";

/** A rule citation ("C8.5.6 Step 2") linking to our short explanation of it. */
/** `label` shortens what is shown (e.g. "Step 2" inside a C8.5.6 table); the full citation is still read out. */
/**
 * A plain link (a full page load of the rules page, which the offline copy holds), not next/link:
 * its client-side navigation code weighed 3 kB gzipped on every board screen's first load, for
 * a page left rarely (issue 22). Nothing is prefetched. The game is in the database, so coming
 * Back reopens it as it was.
 * Memoised: a press redraws none of the citations already on screen.
 */
export const RuleLink = memo(function RuleLink({ rule, label }: { rule: string; label?: string }) {
  const section = sectionFor(rule);
  return (
    <a
      href={ruleHref(rule)}
      className={`whitespace-nowrap rounded font-mono text-xs text-blue-800 underline decoration-dotted underline-offset-2 hover:decoration-solid dark:text-sky-300 ${FOCUS}`}
      title={section ? section.title : "Rules explained"}
      aria-label={`Rule ${rule}${section ? `: ${section.title}` : ""}`}
    >
      {label ?? rule}
    </a>
  );
});
