"use client";

import { useSyncExternalStore } from "react";
import type { TrialProgress } from "@/lib/machines/cuba/corrections-trial";
import { MUTED } from "../turn/styles";

/**
 * While a set of corrections is tried in seeded test games before it is saved or imported
 * (issue 21), how far the trial is: one store for the page, so every editor shows the same.
 */
let current: TrialProgress | null = null;
const listeners = new Set<() => void>();
const tell = () => {
  for (const l of listeners) l();
};

export function setTrialProgress(p: TrialProgress | null): void {
  current = p;
  tell();
}

/** Run a write with the trial's progress shown, cleared when it ends either way. */
export async function withTrialProgress<T>(
  write: (onTrial: (p: TrialProgress) => void) => Promise<T>,
): Promise<T> {
  try {
    return await write(setTrialProgress);
  } finally {
    setTrialProgress(null);
  }
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** "Trying your corrections in test games: 120 of 240 NP turns…", while it runs. */
export function TrialNote() {
  const p = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  if (!p) return null;
  return (
    <p role="status" className={`text-sm ${MUTED}`}>
      Trying your corrections in test games: {p.turns} of {p.total} NP turns…
    </p>
  );
}
