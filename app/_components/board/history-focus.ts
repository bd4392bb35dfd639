"use client";
import { useEffect, useRef } from "react";
import { focusLost } from "../ui/focus-landing";

type Which = "undo" | "redo";

/**
 * Keeps the keyboard on the header's Undo / Redo pair: the press that leaves nothing more to undo
 * (or redo) disables its own button, and focus would fall to the page; it goes to the other
 * button instead, ready to take the step back. Forgotten once the player moves on (a key or a
 * pointer press elsewhere).
 */
export function useHistoryFocus() {
  const undoRef = useRef<HTMLButtonElement>(null);
  const redoRef = useRef<HTMLButtonElement>(null);
  const pressed = useRef<Which | null>(null);
  useEffect(() => {
    const which = pressed.current;
    if (!which) return;
    const [own, other] =
      which === "undo" ? [undoRef.current, redoRef.current] : [redoRef.current, undoRef.current];
    // Still enabled: focus stays on the button pressed (the press may not be drawn yet).
    if (!own?.disabled) return;
    pressed.current = null;
    if (focusLost() && other && !other.disabled) other.focus();
  });
  useEffect(() => {
    const movedOn = (e: Event) => {
      const t = e.target as Node | null;
      if (t && (t === undoRef.current || t === redoRef.current)) return;
      pressed.current = null;
    };
    document.addEventListener("keydown", movedOn, true);
    document.addEventListener("pointerdown", movedOn, true);
    return () => {
      document.removeEventListener("keydown", movedOn, true);
      document.removeEventListener("pointerdown", movedOn, true);
    };
  }, []);
  return {
    undoRef,
    redoRef,
    /** Call from the button's own press. */
    pressedOn: (which: Which) => {
      pressed.current = which;
    },
  };
}
