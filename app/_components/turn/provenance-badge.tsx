import type { Provenance } from "@/lib/engine/cuba/calixto/types";
import { provenanceTitle, provenanceWords } from "@/lib/ui/source-words";

/**
 * Where a datum comes from (architecture "Data and provenance"), in words: "community
 * transcription, ref 1.1". The note, if any, is in the title and read after the words.
 */
export function ProvenanceBadge({ provenance }: { provenance: Provenance }) {
  return (
    <span
      className="inline-block rounded border border-stone-300 px-1.5 text-[11px] leading-5 text-stone-600 dark:border-stone-600 dark:text-stone-300"
      title={provenanceTitle(provenance)}
    >
      <span className="sr-only">Source: </span>
      {provenanceWords(provenance)}
    </span>
  );
}
