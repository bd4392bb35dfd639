"use client";
import { startTransition, useEffect, useRef, useState } from "react";

/**
 * Runs `then` once the next frame is on screen: a message posted from a frame callback is handled
 * after that frame's style, layout and paint. Returns a cancel function. Where there are no frames
 * (a page with no `requestAnimationFrame`), `then` runs on the next task.
 */
export function afterNextPaint(then: () => void): () => void {
  let live = true;
  const run = () => {
    if (live) then();
  };
  if (typeof requestAnimationFrame !== "function") {
    const t = setTimeout(run, 0);
    return () => {
      live = false;
      clearTimeout(t);
    };
  }
  const id = requestAnimationFrame(() => {
    const ch = new MessageChannel();
    ch.port1.onmessage = () => {
      ch.port1.close();
      run();
    };
    ch.port2.postMessage(0);
  });
  return () => {
    live = false;
    cancelAnimationFrame(id);
  };
}

/**
 * `value` as it was until the frame after its change is painted, then `value` (#22: a press
 * answers in its own frame). The part of a screen that reads it (the turn's steps, its checklist)
 * is drawn by a low-priority render after the paint that shows the press's answer, instead of
 * before it as React's deferred values are when the frame is not due yet. A value shown first is
 * shown at once; a value that comes back to the one shown stops a pending change.
 */
export function useAfterPaint<T>(value: T): T {
  const [shown, setShown] = useState(value);
  const latest = useRef(value);
  latest.current = value;
  const differs = !Object.is(shown, value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new value schedules again (a render that lands an older one must not leave the newest unshown)
  useEffect(() => {
    if (!differs) return;
    return afterNextPaint(() => startTransition(() => setShown(latest.current)));
  }, [differs, value]);
  return shown;
}
