"use client";
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import { focusClass } from "./styles";

export interface Tab {
  id: string;
  label: string;
  content: ReactNode;
}

/** Tabs with the ARIA tabs pattern: arrows move between tabs, the panel follows. */
export function Tabs({
  tabs,
  label,
  active: controlled,
  onChange,
  className = "",
  panelClassName = "",
}: {
  tabs: Tab[];
  label: string;
  /** The tab shown, when the parent decides (e.g. the turn runner while a turn is on). */
  active?: string;
  onChange?: (id: string) => void;
  /** Extra classes for the whole (e.g. to fill a column's height). */
  className?: string;
  /** Extra classes for the panel shown (e.g. to scroll on its own). */
  panelClassName?: string;
}) {
  const base = useId();
  const [own, setOwn] = useState(tabs[0]?.id);
  const active = controlled ?? own;
  const setActive = (id: string) => {
    setOwn(id);
    onChange?.(id);
  };
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const onKey = (e: KeyboardEvent, i: number) => {
    const d = e.key === "ArrowRight" ? 1 : e.key === "ArrowLeft" ? -1 : 0;
    if (!d) return;
    e.preventDefault();
    const next = tabs[(i + d + tabs.length) % tabs.length];
    setActive(next.id);
    refs.current[next.id]?.focus();
  };
  const current = tabs.find((t) => t.id === active) ?? tabs[0];
  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        className="mb-2 flex shrink-0 gap-1 border-b border-stone-300 dark:border-stone-700"
      >
        {tabs.map((t, i) => (
          <button
            key={t.id}
            ref={(el) => {
              refs.current[t.id] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-${t.id}-tab`}
            aria-selected={t.id === current.id}
            aria-controls={`${base}-${t.id}-panel`}
            tabIndex={t.id === current.id ? 0 : -1}
            onClick={() => setActive(t.id)}
            onKeyDown={(e) => onKey(e, i)}
            // Drawn 34 px tall (the turn column keeps its height); the ::before makes the hit box
            // 44 px tall for a finger (WCAG 2.5.5), 5 px above and below the tab (its 2 px
            // underline is outside the padding box the ::before is placed in).
            className={`relative -mb-px rounded-t-md border-b-2 px-3 py-1.5 before:absolute before:inset-x-0 before:top-[-5px] before:bottom-[-7px] before:content-[''] text-sm font-medium ${t.id === current.id ? "border-sky-600 text-sky-800 dark:text-sky-300" : "border-transparent text-stone-600 hover:text-stone-900 dark:text-stone-400"} ${focusClass}`}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${base}-${current.id}-panel`}
        aria-labelledby={`${base}-${current.id}-tab`}
        className={`flex flex-col gap-3 ${panelClassName}`}
      >
        {current.content}
      </div>
    </div>
  );
}
