"use client";
import { useEffect, useState } from "react";
import { getPref, setPref } from "@/lib/persistence/prefs";
import { useDb } from "./db-context";
import { buttonClass } from "./ui/styles";
import { useLiveQuery } from "./use-live-query";

export type Theme = "light" | "dark";
const THEME_KEY = "theme";
/** A copy of the choice for the first paint only (Dexie answers after it); Dexie stays the truth. */
export const THEME_HINT_KEY = "calixto-theme";

function systemTheme(): Theme {
  return typeof window !== "undefined" &&
    window.matchMedia?.("(prefers-color-scheme: dark)").matches
    ? "dark"
    : "light";
}

/**
 * The chosen theme (a pref in Dexie, outside any game), or the system's when none is chosen;
 * null until Dexie has answered (the class set before the first paint stays until then).
 */
export function useTheme(): Theme | null {
  const db = useDb();
  const chosen = useLiveQuery(async () => ({ theme: await getPref<Theme>(db, THEME_KEY) }), [db]);
  const [system, setSystem] = useState<Theme>("light");
  useEffect(() => setSystem(systemTheme()), []);
  if (chosen === undefined) return null;
  return chosen.theme ?? system;
}

/** Puts the `dark` class on <html> (Tailwind's dark variant is class-based, app/globals.css). */
export function ThemeSync() {
  const theme = useTheme();
  useEffect(() => {
    if (theme === null) return;
    document.documentElement.classList.toggle("dark", theme === "dark");
    document.documentElement.style.colorScheme = theme;
    try {
      localStorage.setItem(THEME_HINT_KEY, theme);
    } catch {
      // Storage may be disabled: the theme then settles once Dexie answers.
    }
  }, [theme]);
  return null;
}

export function ThemeToggle() {
  const db = useDb();
  const theme = useTheme() ?? "light";
  const next: Theme = theme === "dark" ? "light" : "dark";
  return (
    <button
      type="button"
      className={`${buttonClass("ghost")} aria-pressed:bg-stone-800 aria-pressed:text-stone-100`}
      aria-pressed={theme === "dark"}
      onClick={() => void setPref(db, THEME_KEY, next)}
    >
      <span aria-hidden="true">{theme === "dark" ? "☾" : "☀"}</span> Dark theme
    </button>
  );
}
