"use client";
import { useLiveQuery } from "dexie-react-hooks";
import { useEffect, useState } from "react";
import { getPref, setPref } from "@/lib/persistence";
import { useDb } from "./db-context";
import { buttonClass } from "./ui/styles";

export type Theme = "light" | "dark";
const THEME_KEY = "theme";

function systemTheme(): Theme {
  return typeof window !== "undefined" &&
    window.matchMedia?.("(prefers-color-scheme: dark)").matches
    ? "dark"
    : "light";
}

/** The chosen theme (a pref in Dexie, outside any game), or the system's when none is chosen. */
export function useTheme(): Theme {
  const db = useDb();
  const chosen = useLiveQuery(() => getPref<Theme>(db, THEME_KEY), [db]);
  const [system, setSystem] = useState<Theme>("light");
  useEffect(() => setSystem(systemTheme()), []);
  return chosen ?? system;
}

/** Puts the `dark` class on <html> (Tailwind's dark variant is class-based, app/globals.css). */
export function ThemeSync() {
  const theme = useTheme();
  useEffect(() => {
    document.documentElement.classList.toggle("dark", theme === "dark");
    document.documentElement.style.colorScheme = theme;
  }, [theme]);
  return null;
}

export function ThemeToggle() {
  const db = useDb();
  const theme = useTheme();
  const next: Theme = theme === "dark" ? "light" : "dark";
  return (
    <button
      type="button"
      className={buttonClass("ghost")}
      aria-pressed={theme === "dark"}
      onClick={() => void setPref(db, THEME_KEY, next)}
    >
      {theme === "dark" ? "☀ Light theme" : "☾ Dark theme"}
    </button>
  );
}
