"use client";
import { createContext, type RefObject, useContext, useEffect } from "react";
import { afterNextPaint } from "./after-paint";

/**
 * Where the keyboard goes after a press that ended a step or a panel (its button is gone, or
 * disabled): to the next thing to do, never to the page body. Elements mark themselves with
 * `data-landing`, tried in this order:
 *  - "request": the panel waiting for the player's input (its heading);
 *  - "target": the next thing to press (the finished turn's summary, the next action's button);
 *  - "step": the heading of the turn's current step;
 *  - "region": a panel whose first heading or enabled button is the next thing to do.
 */
const ORDER = [
  "[data-landing='request'] h3",
  "[data-landing='target']:not(:disabled)",
  "[data-landing='step']",
  "[data-landing='region'] h2, [data-landing='region'] h3, [data-landing='region'] button:not(:disabled)",
];
const FOCUSABLE = "a[href], button, input, select, textarea, summary, [tabindex]";

/** True when the keyboard has nowhere to be: the page body, a removed or a disabled element. */
export function focusLost(): boolean {
  const a = document.activeElement as HTMLElement | null;
  return !a || a === document.body || !a.isConnected || a.matches(":disabled");
}

/** Focus the first landing place inside `root`; false when it holds none yet. */
export function landFocus(root: ParentNode | null | undefined): boolean {
  if (!root) return false;
  // A region still drawing the press's result (aria-busy) may bring the place to land: wait.
  if ((root as Element).matches?.("[aria-busy='true']") || root.querySelector("[aria-busy='true']"))
    return false;
  for (const selector of ORDER) {
    const el = root.querySelector<HTMLElement>(selector);
    if (!el) continue;
    // A heading or a paragraph takes focus from a script, not from Tab.
    if (!el.matches(FOCUSABLE)) el.tabIndex = -1;
    el.focus();
    return document.activeElement === el;
  }
  return false;
}

/**
 * Set (to true) by a press whose result may take its button away; cleared once focus has a
 * place again. Provided by the play panel, read by the views it shows (which may load later).
 */
export const LandingContext = createContext<RefObject<boolean> | null>(null);

/**
 * After each render once the press is over (`busy` false): if focus was lost, land it inside
 * `root`; if it has a place (a panel that took it, the press's button still there), leave it.
 * Views that load after the press (the turn views) land it when they appear. The press stays
 * pending until focus is landed or the player moves on (a key or a pointer press): the render
 * that takes the pressed button away may come after the one that ends the press (a view worked
 * out later, a low-priority re-read), and focus must not fall to the page then.
 */
export function useFocusLanding(
  root: RefObject<HTMLElement | null>,
  busy: boolean,
  own?: RefObject<boolean>,
) {
  const provided = useContext(LandingContext);
  const pending = own ?? provided;
  // Once the frame showing the press is painted (#22): focusing forces the page's layout.
  useEffect(() => {
    if (busy || !pending?.current) return;
    return afterNextPaint(() => {
      if (pending.current && focusLost() && landFocus(root.current)) pending.current = false;
    });
  });
  useEffect(() => {
    if (!pending) return;
    // Capture phase: before the press's own handler, which may set it again.
    const movedOn = () => {
      pending.current = false;
    };
    document.addEventListener("keydown", movedOn, true);
    document.addEventListener("pointerdown", movedOn, true);
    return () => {
      document.removeEventListener("keydown", movedOn, true);
      document.removeEventListener("pointerdown", movedOn, true);
    };
  }, [pending]);
}
