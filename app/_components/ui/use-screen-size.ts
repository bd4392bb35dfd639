"use client";
import { useSyncExternalStore } from "react";

/**
 * The three screen sizes the game screen lays out for, at Tailwind's `md` (48rem) and `lg`
 * (64rem) breakpoints: a phone (narrower than 768 px), a portrait tablet (768 px and more), a
 * landscape tablet or desktop (1024 px and more).
 */
export type ScreenSize = "phone" | "portrait" | "wide";

const PORTRAIT = "(min-width: 48rem)";
const WIDE = "(min-width: 64rem)";

const queries = () =>
  typeof window !== "undefined" && window.matchMedia
    ? [window.matchMedia(PORTRAIT), window.matchMedia(WIDE)]
    : null;

function subscribe(onChange: () => void): () => void {
  const qs = queries();
  for (const q of qs ?? []) q.addEventListener("change", onChange);
  return () => {
    for (const q of qs ?? []) q.removeEventListener("change", onChange);
  };
}

function current(): ScreenSize {
  const qs = queries();
  // No media queries (a test renderer): everything shown, as on a wide screen.
  if (!qs) return "wide";
  return qs[1].matches ? "wide" : qs[0].matches ? "portrait" : "phone";
}

/** The screen size now, following the window as it is resized or turned. */
export function useScreenSize(): ScreenSize {
  return useSyncExternalStore(subscribe, current, () => "wide");
}
