import type { ButtonHTMLAttributes, ReactNode } from "react";

/** Small shared pieces: buttons sized for touch, the phase strip, a panel. */
export function ActionButton({
  tone = "primary",
  className = "",
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { tone?: "primary" | "secondary" | "danger" }) {
  const tones = {
    primary:
      "bg-indigo-600 text-white hover:bg-indigo-700 disabled:bg-indigo-300 dark:disabled:bg-indigo-900",
    secondary:
      "border border-stone-300 bg-white text-stone-900 hover:bg-stone-100 dark:border-stone-600 dark:bg-stone-800 dark:text-stone-100 dark:hover:bg-stone-700",
    danger:
      "border border-rose-300 bg-white text-rose-700 hover:bg-rose-50 dark:border-rose-800 dark:bg-stone-900 dark:text-rose-300",
  };
  return (
    <button
      type="button"
      className={`min-h-11 rounded-lg px-3 py-2 text-left text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 disabled:cursor-not-allowed ${tones[tone]} ${className}`}
      {...rest}
    />
  );
}

export function PhaseStrip({
  phases,
  current,
}: {
  phases: readonly { id: string; label: string }[];
  current: string;
}) {
  return (
    <ol className="flex flex-wrap gap-1 text-xs" aria-label="Phases of the turn">
      {phases.map((p) => (
        <li
          key={p.id}
          aria-current={p.id === current ? "step" : undefined}
          className={`rounded-full px-2.5 py-1 ${
            p.id === current
              ? "bg-indigo-600 font-semibold text-white"
              : "bg-stone-200 text-stone-700 dark:bg-stone-800 dark:text-stone-300"
          }`}
        >
          {p.label}
        </li>
      ))}
    </ol>
  );
}

export function Panel({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section
      className="rounded-lg border border-stone-200 bg-white p-3 dark:border-stone-700 dark:bg-stone-900"
      data-testid={testId}
    >
      <h3 className="text-sm font-semibold">{title}</h3>
      <div className="mt-2">{children}</div>
    </section>
  );
}
