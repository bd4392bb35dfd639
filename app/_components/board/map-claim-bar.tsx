"use client";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { buttonClass } from "../ui/styles";
import type { MapClaim } from "./map-taps";

/**
 * On the phone the form that holds the map's taps is out of sight while the map shows: this bar,
 * kept at the top of the map as it scrolls, says what a tap does, which spaces are chosen so far,
 * what the last tap did, and leads back to the form.
 */
export function MapClaimBar({
  claim,
  onBack,
}: {
  claim: MapClaim & { prompt: string };
  onBack: () => void;
}) {
  const chosen = claim.chosen ?? [];
  return (
    <section
      aria-label="Choosing spaces on the map"
      data-map-claim=""
      className="sticky top-0 z-10 grid shrink-0 grid-cols-[minmax(0,1fr)_auto] items-center gap-x-2 gap-y-1 rounded-md border-2 border-blue-700 bg-white p-2 text-sm shadow-md dark:border-sky-300 dark:bg-stone-900"
    >
      <div className="min-w-0">
        <p className="font-medium">{claim.prompt}</p>
        <p>
          {chosen.length === 0
            ? "None chosen yet."
            : `${chosen.length} chosen: ${chosen.map((s) => SPACE_BY_ID[s].name).join(", ")}.`}
        </p>
      </div>
      <button type="button" className={buttonClass("primary")} onClick={onBack}>
        Back to the form
      </button>
      {/* Announced as it changes: the space a tap added, or why it was not. */}
      <p role="status" className="col-span-2 font-medium text-blue-800 dark:text-sky-300">
        {claim.note ?? ""}
      </p>
    </section>
  );
}
