"use client";
import { createContext, useContext, useEffect, useRef } from "react";
import type { SpaceId } from "@/lib/engine/cuba/types";

/**
 * A panel that wants the map's taps for a while (the player's own Operation: tap the spaces to
 * add them): while it holds the claim, a tap on a space goes to it instead of opening the space
 * editor, and its spaces are marked on the map. The game screen provides the claim.
 */
export interface MapClaim {
  onTap: (space: SpaceId) => void;
  /** The spaces the tap may add now (marked on the map). */
  highlight: readonly SpaceId[];
}

export const MapTapContext = createContext<((claim: MapClaim | null) => void) | null>(null);

/** Hold the map's taps while `claim` is given; let them go when it is null or on unmount. */
export function useMapClaim(claim: MapClaim | null, setter?: (claim: MapClaim | null) => void) {
  const fromScreen = useContext(MapTapContext);
  const set = setter ?? fromScreen;
  const onTap = useRef(claim?.onTap);
  onTap.current = claim?.onTap;
  const active = claim !== null;
  const marks = claim?.highlight.join(",") ?? "";
  useEffect(() => {
    if (!set) return;
    if (!active) {
      set(null);
      return;
    }
    set({
      onTap: (space) => onTap.current?.(space),
      highlight: marks ? (marks.split(",") as SpaceId[]) : [],
    });
  }, [set, active, marks]);
  useEffect(() => (set ? () => set(null) : undefined), [set]);
}
