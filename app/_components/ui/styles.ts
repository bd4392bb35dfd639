import { BUTTON, FOCUS, PRIMARY } from "@/app/_components/turn/styles";

/**
 * Shared Tailwind class strings, so buttons and panels look the same on every screen. Buttons
 * come from the one set in app/_components/turn/styles.ts: 44 px high for touch ("touch"), or a
 * small inline control inside dense tables ("compact").
 */
export function buttonClass(
  kind: "primary" | "secondary" | "ghost" | "danger" = "secondary",
  size: "touch" | "compact" = "touch",
): string {
  if (size === "touch" && kind === "primary") return PRIMARY;
  if (size === "touch" && kind === "secondary") return BUTTON;
  const box = size === "touch" ? "min-h-11 px-3 py-2 text-sm" : "px-1.5 py-0.5 text-xs";
  const base = `inline-flex items-center justify-center gap-2 rounded-md font-medium disabled:cursor-not-allowed disabled:opacity-50 ${box} ${FOCUS}`;
  switch (kind) {
    case "primary":
      return `${base} bg-blue-700 text-white hover:bg-blue-800 dark:bg-sky-700 dark:hover:bg-sky-800`;
    case "danger":
      return `${base} bg-red-700 text-white hover:bg-red-800`;
    case "ghost":
      return `${base} text-stone-700 hover:bg-stone-200 dark:text-stone-200 dark:hover:bg-stone-800`;
    default:
      return `${base} border border-stone-300 bg-white text-stone-900 hover:bg-stone-100 dark:border-stone-600 dark:bg-stone-800 dark:text-stone-100 dark:hover:bg-stone-700`;
  }
}

export const panelClass =
  "rounded-lg border border-stone-200 bg-white p-3 shadow-sm dark:border-stone-700 dark:bg-stone-900";

export const headingClass =
  "text-sm font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-400";

export const inputClass = `rounded-md border border-stone-300 bg-white px-2 py-1 text-sm dark:border-stone-600 dark:bg-stone-950 ${FOCUS}`;

export const errorClass = "text-sm text-red-700 dark:text-red-400";

export const focusClass = FOCUS;
