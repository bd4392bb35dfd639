"use client";
import { useMemo } from "react";
import type { Result } from "@/lib/engine/core/result";
import {
  type CalixtoData,
  type Correction,
  overlayCorrections,
} from "@/lib/engine/cuba/calixto/corrections";
import {
  type CorrectionsLoaded,
  checkedAreas,
  loadCorrections,
  revertCorrection,
  type StoredCorrection,
  saveCorrection,
  setChecked,
} from "@/lib/persistence/data-corrections";
import { useDb } from "../db-context";
import { useLiveQuery } from "../use-live-query";
import { withTrialProgress } from "./trial-note";

export interface PlayerCorrections {
  /** Undefined while the database is read. */
  loaded: CorrectionsLoaded | undefined;
  checked: ReadonlySet<string>;
  /** Our data with the player's corrections laid over it (what the next turn reads). */
  data: CalixtoData;
  /** The player's correction of an entry, by key (corrections/types.ts correctionKey). */
  byKey: ReadonlyMap<string, StoredCorrection>;
  save: (c: Correction, note?: string) => Promise<Result<StoredCorrection>>;
  revert: (key: string) => Promise<Result<number>>;
  setChecked: (key: string, checked: boolean) => Promise<Result<true>>;
}

/**
 * The player's own corrections of the Calixto data and their "checked against my card" marks,
 * live from the database (issue "Your own cards"). Every write is checked in persistence; a
 * refused one returns its reasons and changes nothing.
 */
export function usePlayerCorrections(): PlayerCorrections {
  const db = useDb();
  const loaded = useLiveQuery(() => loadCorrections(db), [db]);
  const checkedSet = useLiveQuery(() => checkedAreas(db), [db]);
  const data = useMemo(
    () => overlayCorrections(loaded?.corrections.map((c) => c.correction) ?? []),
    [loaded],
  );
  const byKey = useMemo(
    () => new Map((loaded?.corrections ?? []).map((c) => [c.key, c])),
    [loaded],
  );
  return {
    loaded,
    checked: checkedSet ?? EMPTY,
    data,
    byKey,
    save: (c, note) => withTrialProgress((onTrial) => saveCorrection(db, c, note, onTrial)),
    revert: (key) => revertCorrection(db, key),
    setChecked: (key, on) => setChecked(db, key, on),
  };
}

const EMPTY: ReadonlySet<string> = new Set();
