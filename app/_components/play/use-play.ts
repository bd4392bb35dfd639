"use client";
import { useCallback, useState } from "react";
import type { Result } from "@/lib/engine/core/result";
import type { GameState } from "@/lib/engine/cuba/game";

/**
 * Runs one play command (begin a turn, give an input, confirm...) and keeps its refusal on
 * screen: commands never throw, they return the fields and reasons the player needs to see.
 */
export function usePlayCommand(onState: (s: GameState) => void) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (command: () => Promise<Result<{ state: GameState }>>) => {
      setBusy(true);
      try {
        const r = await command();
        if (r.ok) {
          setError(null);
          onState(r.value.state);
        } else setError(r.errors.map((e) => e.reason).join("; "));
        return r.ok;
      } finally {
        setBusy(false);
      }
    },
    [onState],
  );
  return { run, error, setError, busy };
}
