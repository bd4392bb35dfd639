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

// The media queries are asked once while someone listens, and their answer kept until they
// change (#22): React reads the size at every render of the game screen, and asking the browser
// there (a new query list each time) cost a press its frame's time.
let lists: MediaQueryList[] | null = null;
let size: ScreenSize | null = null;
let listeners = 0;

const queries = () =>
  typeof window !== "undefined" && window.matchMedia
    ? [window.matchMedia(PORTRAIT), window.matchMedia(WIDE)]
    : null;

function read(qs: MediaQueryList[] | null): ScreenSize {
  // No media queries (a test renderer): everything shown, as on a wide screen.
  if (!qs) return "wide";
  return qs[1].matches ? "wide" : qs[0].matches ? "portrait" : "phone";
}

function subscribe(onChange: () => void): () => void {
  if (listeners++ === 0) {
    lists = queries();
    size = read(lists);
  }
  const qs = lists;
  const changed = () => {
    size = read(qs);
    onChange();
  };
  for (const q of qs ?? []) q.addEventListener("change", changed);
  return () => {
    for (const q of qs ?? []) q.removeEventListener("change", changed);
    // Nobody listening: the next reader asks again (the window may change meanwhile).
    if (--listeners === 0) {
      lists = null;
      size = null;
    }
  };
}

const current = (): ScreenSize => size ?? read(queries());

/** The screen size now, following the window as it is resized or turned. */
export function useScreenSize(): ScreenSize {
  return useSyncExternalStore(subscribe, current, () => "wide");
}
