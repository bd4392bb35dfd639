import type { HighlightRole } from "@/lib/ui/highlight";
import { spaceName } from "@/lib/ui/names";

const LOOK: Record<HighlightRole, string> = {
  candidate:
    "border-stone-300 bg-stone-100 text-stone-800 dark:border-stone-600 dark:bg-stone-800 dark:text-stone-200",
  kept: "border-blue-300 bg-blue-50 text-blue-900 dark:border-sky-700 dark:bg-sky-950 dark:text-sky-100",
  dropped:
    "border-stone-300 bg-transparent text-stone-600 line-through dark:border-stone-700 dark:text-stone-400",
  chosen:
    "border-emerald-600 bg-emerald-100 font-semibold text-emerald-900 dark:border-emerald-500 dark:bg-emerald-950 dark:text-emerald-100",
};

const SR: Partial<Record<HighlightRole, string>> = { dropped: " (dropped)", chosen: " (chosen)" };

/** A space name as a small chip; dropped and chosen spaces say so to screen readers too. */
export function SpaceChip({ space, look = "candidate" }: { space: string; look?: HighlightRole }) {
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full border px-2 py-0.5 text-xs leading-5 ${LOOK[look]}`}
      data-role={look}
    >
      {spaceName(space)}
      {SR[look] ? <span className="sr-only">{SR[look]}</span> : null}
    </span>
  );
}
