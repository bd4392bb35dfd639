"use client";

import { useEffect, useId, useRef, useState } from "react";
import type { DiceSource, DiceSpec } from "@/lib/engine/core/dice";
import type { Request } from "@/lib/engine/cuba/calixto/types";
import { diceCount, diceHelp, rollText } from "@/lib/ui/dice-text";
import { readableIds } from "@/lib/ui/labels";
import { factionName } from "@/lib/ui/names";
import { afterNextPaint } from "../ui/after-paint";
import { ChanceDefault } from "./chance-default";
import { RuleLink } from "./rule-link";
import { BUTTON, MUTED, PANEL, PRIMARY } from "./styles";

export type DiceRequest = Extract<Request, { kind: "dice" }>;

export interface DicePanelProps {
  /** The pending roll, or null between rolls (the last result stays on screen). */
  request: DiceRequest | null;
  /** Game-level default: the app rolls, or the player rolls real dice. */
  mode: DiceSource;
  onModeChange?: (mode: DiceSource) => void;
  /** "Roll for me": the app rolls from the game's seeded generator. */
  onRoll: () => void;
  /** Faces of the player's physical dice, one per die (1d3 sends the d6 face). */
  onFaces: (faces: number[]) => void;
  /** The roll just made, shown until the next one. */
  lastRoll?: { spec: DiceSpec; faces: number[]; purpose?: string } | null;
  /** Focus the panel when a roll is asked for, so digits typed go straight in. */
  autoFocus?: boolean;
}

const FACES = [1, 2, 3, 4, 5, 6] as const;

/** Where a key belongs to what the player is typing or doing, not to the dice. */
const TYPING = "input, textarea, select, [contenteditable='true'], [role='dialog']";

/** One die roll the rules ask for (C8.2.1, C8.5.4): the app's or the player's own dice. */
export function DicePanel({
  request,
  mode,
  onModeChange,
  onRoll,
  onFaces,
  lastRoll,
  autoFocus = true,
}: DicePanelProps) {
  const [faces, setFaces] = useState<number[]>([]);
  const ref = useRef<HTMLElement>(null);
  const headingId = useId();
  const n = request ? diceCount(request.spec) : 0;

  // A new request starts with empty dice and takes the keyboard. Keyed by content, not object
  // identity, so a parent re-rendering with an equal request does not wipe faces being entered.
  const asked = request
    ? `${request.faction}|${request.spec}|${request.purpose}|${request.rule}`
    : "";
  // The focus moves once the frame showing the request is painted (#22): focusing forces the
  // page's layout, which the paint then does anyway.
  useEffect(() => {
    setFaces((f) => (f.length ? [] : f));
    if (!asked || !autoFocus) return;
    // Unless the player has put the focus somewhere meanwhile (a field clicked in that frame).
    const before = document.activeElement;
    return afterNextPaint(() => {
      if (document.activeElement === before) ref.current?.focus();
    });
  }, [asked, autoFocus]);

  const add = (face: number) => {
    if (!request || faces.length >= n) return;
    const next = [...faces, face];
    if (next.length === n && n === 1) {
      setFaces([]);
      onFaces(next);
    } else setFaces(next);
  };
  const confirm = () => {
    if (request && faces.length === n) {
      setFaces([]);
      onFaces(faces);
    }
  };

  // Digits enter a face from anywhere on the screen while a roll is asked for, except while the
  // player types in a field or works in a dialog (the key is theirs); Enter and Backspace only
  // inside the panel, where they cannot be meant for another button.
  const keys = useRef({ add, confirm, faces, n, setFaces });
  keys.current = { add, confirm, faces, n, setFaces };
  useEffect(() => {
    if (!request) return;
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
      const t = e.target as HTMLElement | null;
      if (t?.closest?.(TYPING)) return;
      const k = keys.current;
      const inPanel = Boolean(t && ref.current?.contains(t));
      if (/^[1-6]$/.test(e.key)) {
        e.preventDefault();
        k.add(Number(e.key));
      } else if (inPanel && e.key === "Enter" && k.n > 1 && k.faces.length === k.n) {
        e.preventDefault();
        k.confirm();
      } else if (inPanel && e.key === "Backspace" && k.faces.length > 0) {
        e.preventDefault();
        k.setFaces(k.faces.slice(0, -1));
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [request]);

  const rollButton = (
    <button
      type="button"
      className={mode === "app" ? PRIMARY : BUTTON}
      onClick={onRoll}
      disabled={!request}
    >
      Roll for me
    </button>
  );

  const entry = request ? (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">
        {n === 1 ? "Enter your die" : `Enter your ${n} dice`}
      </legend>
      {n > 1 ? (
        <p className="text-sm" aria-live="polite">
          {Array.from({ length: n }, (_, i) => `Die ${i + 1}: ${faces[i] ?? "–"}`).join(", ")}
        </p>
      ) : null}
      {/* One die: the faces and "Roll for me" share a row, so the whole choice stays inside the
          short request box of a portrait tablet (768x1024) without scrolling. */}
      <div className="flex flex-wrap items-center gap-2">
        {n === 1 && mode === "app" ? rollButton : null}
        {FACES.map((f) => (
          <button
            key={f}
            type="button"
            className={`${BUTTON} w-11 text-lg`}
            onClick={() => add(f)}
            disabled={faces.length >= n}
          >
            {f}
          </button>
        ))}
        {n === 1 && mode !== "app" ? rollButton : null}
      </div>
      {n > 1 ? (
        <div className="flex flex-wrap gap-2">
          <button type="button" className={PRIMARY} onClick={confirm} disabled={faces.length < n}>
            {faces.length === n ? `Confirm ${rollText(request.spec, faces)}` : "Confirm"}
          </button>
          <button
            type="button"
            className={BUTTON}
            onClick={() => setFaces([])}
            disabled={faces.length === 0}
          >
            Clear
          </button>
        </div>
      ) : null}
      <p className={`text-xs ${MUTED}`}>
        Keyboard: digits 1-6 typed anywhere on the screen enter a face (not while typing in a field)
        {n > 1 ? "; in this panel Enter confirms, Backspace undoes a face" : ""}.
      </p>
    </fieldset>
  ) : null;

  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby={headingId}
      className={`${PANEL} outline-none focus-visible:ring-2 focus-visible:ring-blue-600`}
    >
      <div className="flex items-baseline justify-between gap-3">
        <h3 id={headingId} className="text-base font-semibold">
          {request ? readableIds(request.purpose) : "No roll needed right now"}
        </h3>
        {request ? <RuleLink rule={request.rule} /> : null}
      </div>
      {request ? (
        <>
          <p className={`mt-1 text-sm ${MUTED}`}>
            {factionName(request.faction)} rolls {request.spec}. {diceHelp(request.spec)}
          </p>
          <div className="mt-3 flex flex-col gap-3">
            {n === 1 ? (
              entry
            ) : mode === "app" ? (
              <>
                <div>{rollButton}</div>
                {entry}
              </>
            ) : (
              <>
                {entry}
                <div>{rollButton}</div>
              </>
            )}
          </div>
        </>
      ) : null}
      <p role="status" aria-live="polite" className="mt-3 text-sm font-medium">
        {lastRoll
          ? `Rolled ${rollText(lastRoll.spec, lastRoll.faces)}${lastRoll.purpose ? ` for ${readableIds(lastRoll.purpose)}` : ""}`
          : ""}
      </p>
      {onModeChange ? (
        <ChanceDefault
          legend="Default for dice in this game"
          mode={mode}
          onChange={onModeChange}
          appLabel="The app rolls"
          physicalLabel="I roll real dice"
        />
      ) : null}
    </section>
  );
}
