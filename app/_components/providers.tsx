"use client";
import type { ReactNode } from "react";
import { DbProvider } from "./db-context";
import { ThemeSync } from "./theme";

/** Client-side context for every page: the database and the theme class on <html>. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <DbProvider>
      <ThemeSync />
      {children}
    </DbProvider>
  );
}
