import type { Provenance, Source } from "@/lib/engine/cuba/calixto/types";

const MEANING: Record<Source, string> = {
  CX: "rulebook text or example",
  "CX-pic": "card picture in the rulebook",
  T: "community transcription",
  CONFLICT: "sources disagree; recommended reading",
  INF: "our inference",
  player: "your correction",
};

/** Where a datum comes from (architecture "Data and provenance"). */
export function ProvenanceBadge({ provenance }: { provenance: Provenance }) {
  const ref = provenance.ref ? ` ${provenance.ref}` : "";
  const note = provenance.note ? `: ${provenance.note}` : "";
  return (
    <span
      className="inline-block rounded border border-stone-300 px-1.5 text-[11px] leading-5 text-stone-600 dark:border-stone-600 dark:text-stone-300"
      title={`${MEANING[provenance.source]}${ref}${note}`}
    >
      <span className="sr-only">Source: </span>
      {provenance.source}
      {ref}
    </span>
  );
}
