"use client";
import { createContext, useContext, useEffect, useRef } from "react";
import type { GameBoard, SpaceId } from "@/lib/engine/cuba/types";

/**
 * The board an action being entered would leave (not applied yet): the map draws it instead of
 * the current board, says so above it, and marks the spaces it changes.
 */
export interface MapPreview {
  board: GameBoard;
  /** The spaces the action changes. */
  changed: readonly SpaceId[];
  /** What is previewed, in words ("March + Infiltrate for 26July"). */
  label: string;
}

/**
 * A panel that wants the map's taps for a while (the player's own Operation: tap the spaces to
 * add them): while it holds the claim, a tap on a space goes to it instead of opening the space
 * editor, and its spaces are marked on the map. The game screen provides the claim.
 */
export interface MapClaim {
  onTap: (space: SpaceId) => void;
  /** The spaces the tap may add now (marked on the map). */
  highlight: readonly SpaceId[];
  /** The board after the action, while the player has it shown (memoised by the panel). */
  preview?: MapPreview | null;
  /** The spaces already chosen for the part being entered (marked on the map as chosen). */
  chosen?: readonly SpaceId[];
  /**
   * What a tap does now, in words ("Tap a marked space to add it to the March."), said on the
   * map where the form is out of sight (the phone); absent while the map only shows a preview.
   */
  prompt?: string;
  /** What the last tap did, in words: the space added, or why it was not. */
  note?: string | null;
}

export const MapTapContext = createContext<((claim: MapClaim | null) => void) | null>(null);

/**
 * Where the map and the panels are shown one at a time (the phone): shows the map, for a form
 * that asks for taps on it. Null where the map is always in view beside the panels.
 */
export const ShowMapContext = createContext<(() => void) | null>(null);

/** Hold the map's taps while `claim` is given; let them go when it is null or on unmount. */
export function useMapClaim(claim: MapClaim | null, setter?: (claim: MapClaim | null) => void) {
  const fromScreen = useContext(MapTapContext);
  const set = setter ?? fromScreen;
  const onTap = useRef(claim?.onTap);
  onTap.current = claim?.onTap;
  const active = claim !== null;
  const marks = claim?.highlight.join(",") ?? "";
  const chosen = claim?.chosen?.join(",") ?? "";
  const preview = claim?.preview ?? null;
  const prompt = claim?.prompt;
  const note = claim?.note ?? null;
  useEffect(() => {
    if (!set) return;
    if (!active) {
      set(null);
      return;
    }
    set({
      onTap: (space) => onTap.current?.(space),
      highlight: marks ? (marks.split(",") as SpaceId[]) : [],
      chosen: chosen ? (chosen.split(",") as SpaceId[]) : [],
      preview,
      prompt,
      note,
    });
  }, [set, active, marks, chosen, preview, prompt, note]);
  useEffect(() => (set ? () => set(null) : undefined), [set]);
}
