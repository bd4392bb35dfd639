"use client";
import { useCallback, useRef, useState } from "react";
import type { Result } from "@/lib/engine/core/result";
import type { GameState } from "@/lib/engine/cuba/game";
import type { GameRef } from "@/lib/persistence/game-ref";
import { tabWrites } from "@/lib/persistence/tab-writes";

/**
 * Runs one play command (begin a turn, give an input, confirm...) and keeps its refusal on
 * screen: commands never throw, they return the fields and reasons the player needs to see.
 * Commands go through this tab's write queue (lib/persistence/tab-writes.ts): a second press
 * made before the screen caught up with the first waits for it and is not taken for another
 * tab's. `landing` is set by every press: the views move focus to what comes next if the press
 * took its button away (app/_components/ui/focus-landing.ts).
 */
export function usePlayCommand(onState: (s: GameState) => void) {
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(0);
  const landing = useRef(false);
  // The play panel's writes (the game screen's, one per tab and game).
  const [writes] = useState(tabWrites);
  const run = useCallback(
    async (
      ref: GameRef,
      command: (ref: GameRef) => Promise<Result<{ state: GameState }>>,
    ): Promise<boolean> => {
      landing.current = true;
      setRunning((n) => n + 1);
      try {
        const r = await writes.write(ref, command);
        if (r.ok) {
          setError(null);
          onState(r.value.state);
        } else setError(r.errors.map((e) => e.reason).join("; "));
        return r.ok;
      } finally {
        setRunning((n) => n - 1);
      }
    },
    [onState, writes],
  );
  return { run, error, setError, busy: running > 0, landing };
}
