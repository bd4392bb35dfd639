"use client";
import { useCallback, useRef, useState } from "react";
import type { Result } from "@/lib/engine/core/result";
import type { GameState } from "@/lib/engine/cuba/game";
import type { GameRef } from "@/lib/persistence/game-ref";
import { tabWrites } from "@/lib/persistence/tab-writes";
import type { Ahead } from "@/lib/persistence/turns";

/** Why a press queued behind one whose save was refused is dropped (its screen is gone). */
const DROPPED = "not saved: the press before it was not saved";

/**
 * Resolves after the next frame is painted (or after 100 ms, in a tab that paints no frames): a
 * press's save waits for it, so its work never holds back the frame that shows the press. A page
 * being left (reloaded, closed, sent to the background) starts the save at once instead: the
 * press is never lost to a reload made before its frame was painted.
 */
const afterPaint = () =>
  new Promise<void>((resolve) => {
    const page = typeof window === "undefined" ? null : window;
    const done = () => {
      clearTimeout(late);
      page?.removeEventListener("pagehide", done);
      page?.document.removeEventListener("visibilitychange", hidden);
      resolve();
    };
    const hidden = () => {
      if (page?.document.visibilityState === "hidden") done();
    };
    const late = setTimeout(done, 100);
    page?.addEventListener("pagehide", done);
    page?.document.addEventListener("visibilitychange", hidden);
    if (typeof requestAnimationFrame === "function")
      requestAnimationFrame(() => setTimeout(done, 0));
  });

/** Asks before the page is left while a press shown on screen is not saved yet. */
const holdUnload = (e: BeforeUnloadEvent) => e.preventDefault();

const reasonsOf = (r: { errors: { reason: string }[] }) => r.errors.map((e) => e.reason).join("; ");

/**
 * Runs one play command (begin a turn, give an input, confirm...) and keeps its refusal on
 * screen: commands never throw, they return the fields and reasons the player needs to see.
 * Commands go through this tab's write queue (lib/persistence/tab-writes.ts): a second press
 * made before the screen caught up with the first waits for it and is not taken for another
 * tab's. `landing` is set by every press: the views move focus to what comes next if the press
 * took its button away (app/_components/ui/focus-landing.ts).
 *
 * `press` shows an input to the turn at once (issue 22): the press is worked out on the state on
 * screen (`ahead`), shown in the same task as the click, and saved behind it in the same queue,
 * once that frame is painted.
 * A save refused or failed puts the screen back on the state the press was made on and says
 * why; presses made on top of it meanwhile are dropped with it (never logged onto another state).
 */
export function usePlayCommand(onState: (s: GameState) => void) {
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(0);
  // Presses shown ahead whose save has not finished yet (the screen marks it, data-saving).
  const [saving, setSaving] = useState(0);
  const landing = useRef(false);
  // The play panel's writes (the game screen's, one per tab and game).
  const [writes] = useState(tabWrites);
  // Ordinary commands running (a press is not worked out ahead while one is), and how many
  // saves of presses shown ahead have been refused: a press queued before one was refused is
  // dropped when its turn comes.
  const ordinary = useRef(0);
  const refused = useRef(0);
  // Presses shown whose save has not finished: while any is, leaving the page asks first.
  const unsaved = useRef(0);
  const run = useCallback(
    async (
      ref: GameRef,
      command: (ref: GameRef) => Promise<Result<{ state: GameState }>>,
    ): Promise<boolean> => {
      landing.current = true;
      ordinary.current++;
      setRunning((n) => n + 1);
      try {
        const r = await writes.write(ref, command);
        if (r.ok) {
          setError(null);
          onState(r.value.state);
        } else setError(reasonsOf(r));
        return r.ok;
      } finally {
        ordinary.current--;
        setRunning((n) => n - 1);
      }
    },
    [onState, writes],
  );
  const press = useCallback(
    (
      ref: GameRef,
      ahead: () => Result<Ahead> | null,
      command: (ref: GameRef) => Promise<Result<{ state: GameState }>>,
    ): Promise<boolean> => {
      const a = ordinary.current === 0 ? ahead() : null;
      if (!a) return run(ref, command);
      landing.current = true;
      if (!a.ok) {
        setError(reasonsOf(a));
        return Promise.resolve(false);
      }
      const { base, state, save } = a.value;
      setError(null);
      onState(state);
      const epoch = refused.current;
      setSaving((n) => n + 1);
      // The page the press was made on (a save may end after a test's page is gone).
      const page = typeof window === "undefined" ? null : window;
      if (unsaved.current++ === 0) page?.addEventListener("beforeunload", holdUnload);
      const back = (reason: string) => {
        refused.current++;
        onState(base);
        setError(`Not saved, so the turn is back where it was: ${reason}`);
        return false;
      };
      return writes
        .write(ref, async () => {
          await afterPaint();
          return refused.current !== epoch
            ? { ok: false, errors: [{ field: "game", reason: DROPPED }] }
            : save();
        })
        .then(
          (r) => {
            if (!r.ok) return r.errors[0]?.reason === DROPPED ? false : back(reasonsOf(r));
            // Logged otherwise than shown (a later roll of the press refused): the log's state.
            if (r.value.state !== state) onState(r.value.state);
            return true;
          },
          (e: unknown) => back(e instanceof Error ? e.message : String(e)),
        )
        .finally(() => {
          if (--unsaved.current === 0) page?.removeEventListener("beforeunload", holdUnload);
          setSaving((n) => n - 1);
        });
    },
    [onState, run, writes],
  );
  return { run, press, error, setError, busy: running > 0, saving: saving > 0, landing };
}
