/** Shared Tailwind classes for the turn views, so focus rings and buttons look the same. */

export const FOCUS =
  "focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:focus-visible:outline-sky-400";

export const BUTTON = `inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-stone-300 bg-white px-3 py-2 text-sm font-medium text-stone-900 hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-50 dark:border-stone-600 dark:bg-stone-800 dark:text-stone-100 dark:hover:bg-stone-700 ${FOCUS}`;

export const PRIMARY = `inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800 disabled:cursor-not-allowed disabled:opacity-50 dark:bg-sky-700 dark:hover:bg-sky-800 ${FOCUS}`;

export const PANEL =
  "rounded-lg border border-stone-300 bg-white p-4 shadow-sm dark:border-stone-700 dark:bg-stone-900";

export const MUTED = "text-stone-600 dark:text-stone-400";

export const INPUT = `min-h-11 rounded-md border border-stone-400 bg-white px-3 py-2 text-sm text-stone-900 dark:border-stone-500 dark:bg-stone-800 dark:text-stone-100 ${FOCUS}`;

/**
 * For a label that wraps a visually hidden radio or checkbox: the focus ring the hidden input
 * cannot show is drawn on the label, so keyboard players see where they are.
 */
export const LABEL_FOCUS =
  "has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-blue-600 dark:has-[:focus-visible]:outline-sky-400";

/** A check box's row, 44 px tall to touch (the checklist's, the own Operation's toggles). */
export const CHECK_ROW = "flex min-h-11 cursor-pointer items-center gap-3";
/** The check box in such a row: 20 px. */
export const CHECK_BOX = "h-5 w-5 shrink-0";
