/** Shared Tailwind class strings, so buttons and panels look the same on every screen. */
const focus =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500";

export function buttonClass(
  kind: "primary" | "secondary" | "ghost" | "danger" = "secondary",
): string {
  const base = `inline-flex items-center justify-center gap-1 rounded-md px-3 py-1.5 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-40 ${focus}`;
  switch (kind) {
    case "primary":
      return `${base} bg-sky-700 text-white hover:bg-sky-800`;
    case "danger":
      return `${base} bg-red-700 text-white hover:bg-red-800`;
    case "ghost":
      return `${base} text-stone-700 hover:bg-stone-200 dark:text-stone-200 dark:hover:bg-stone-800`;
    default:
      return `${base} border border-stone-300 bg-white text-stone-800 hover:bg-stone-100 dark:border-stone-600 dark:bg-stone-900 dark:text-stone-100 dark:hover:bg-stone-800`;
  }
}

export const panelClass =
  "rounded-lg border border-stone-200 bg-white p-3 shadow-sm dark:border-stone-700 dark:bg-stone-900";

export const headingClass =
  "text-sm font-semibold uppercase tracking-wide text-stone-500 dark:text-stone-400";

export const inputClass = `rounded-md border border-stone-300 bg-white px-2 py-1 text-sm dark:border-stone-600 dark:bg-stone-950 ${focus}`;

export const errorClass = "text-sm text-red-700 dark:text-red-400";

export { focus as focusClass };
