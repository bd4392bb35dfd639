import { RULE_TITLES, type RuleTitle } from "./rule-titles";

/** Where the explanations live (app/rules/calixto/page.tsx). */
export const RULES_PAGE = "/rules/calixto";

/** "C8.5.6 Step 2" → "c8-5-6-step-2"; "3.2.3" → "r3-2-3" (an id must not start with a digit). */
export function ruleAnchorId(ref: string): string {
  const slug = ref
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return /^[0-9]/.test(slug) ? `r${slug}` : slug;
}

const BY_REF = new Map(RULE_TITLES.map((s) => [s.ref.toLowerCase(), s]));

/**
 * The explained section a citation belongs to. Citations come as the engine writes them:
 * "C8.5.6", "C8.5.6 Step 2", "C8.5.7 Step B", "C8.9/c1", "3.2.3", "C8.6.4 (Sweep)". We try the
 * exact section and step first, then shorter parents (C8.5.6 → C8.5 → C8), so a link never
 * points at a missing anchor. Returns null when nothing matches.
 */
export function sectionFor(rule: string): RuleTitle | null {
  const m = /^\s*(C8(?:\.\d+)*|\d+(?:\.\d+)*)(?:[^A-Za-z0-9]*step\s+([1-4A-C])\b)?/i.exec(rule);
  if (!m) return null;
  const parts = m[1].split(".");
  const step = m[2]?.toUpperCase();
  for (let n = parts.length; n >= 1; n--) {
    const ref = parts.slice(0, n).join(".");
    if (step && n === parts.length) {
      const withStep = BY_REF.get(`${ref} step ${step}`.toLowerCase());
      if (withStep) return withStep;
    }
    const found = BY_REF.get(ref.toLowerCase());
    if (found) return found;
  }
  return null;
}

/** Link to the explanation of a cited rule, or to the top of the rules page. */
export function ruleHref(rule: string): string {
  const s = sectionFor(rule);
  return s ? `${RULES_PAGE}#${ruleAnchorId(s.ref)}` : RULES_PAGE;
}
