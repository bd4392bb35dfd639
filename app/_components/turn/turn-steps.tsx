"use client";

import {
  memo,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import type { TraceRecord } from "@/lib/engine/cuba/calixto/types";
import type { CardLibrary } from "@/lib/ui/flowchart";
import type { SpaceHighlight } from "@/lib/ui/highlight";
import { describeRecord } from "@/lib/ui/trace-text";
import type { TurnStep } from "@/lib/ui/turn-steps";
import { buildTurnSteps, traceUpTo } from "@/lib/ui/turn-steps";
import { afterNextPaint, useAfterPaint } from "../ui/after-paint";
import { focusLost } from "../ui/focus-landing";
import { RuleLink } from "./rule-link";
import { type OverrideHandler, StepBody } from "./step-body";
import { BUTTON, MUTED, PRIMARY } from "./styles";

export interface TurnStepsProps {
  trace: readonly TraceRecord[];
  /** Index of the step in focus; steps after it stay hidden (controlled). */
  cursor: number;
  onCursorChange: (cursor: number) => void;
  /** Card sides and boxes, to draw the flowchart; without them box steps are text. */
  cards?: CardLibrary;
  usAllianceValue?: number;
  onOverride?: OverrideHandler;
  /** Map highlight of the selection in focus (see lib/ui/highlight.ts). */
  onHighlight?: (h: SpaceHighlight[]) => void;
  title?: string;
  /**
   * Scroll to a step the turn moves on to by itself (an input added steps). False where the
   * screen brings something else into view instead: on a phone, the request waiting below the
   * steps (turn-workspace.tsx). A step the player steps to is scrolled to either way.
   */
  followNewSteps?: boolean;
}

/** A closed "Details" disclosure whose content is only rendered once it is opened. */
function LazyDetails({ children }: { children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  return (
    <details
      className="mt-1 text-sm"
      onToggle={(e) => {
        if ((e.currentTarget as HTMLDetailsElement).open) setOpened(true);
      }}
    >
      <summary className={`cursor-pointer ${MUTED}`}>Details</summary>
      {opened ? <div className="mt-2 min-w-0 max-w-full empty:hidden">{children}</div> : null}
    </details>
  );
}

/**
 * An NP turn revealed one decision at a time, each step with its rule section and a link to
 * our explanation. The step in focus is announced to screen readers.
 */
export function TurnSteps({
  trace,
  cursor,
  onCursorChange,
  cards,
  usAllianceValue,
  onOverride,
  onHighlight,
  title = "The turn, step by step",
  followNewSteps = true,
}: TurnStepsProps) {
  const id = useId();
  const currentRef = useRef<HTMLLIElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const steps = useMemo(() => buildTurnSteps(trace), [trace]);
  const last = steps.length - 1;
  const at = Math.max(0, Math.min(cursor, last));
  const current = steps[at];
  // Keep the step in focus on screen as the player steps through a long turn: the whole step, its
  // title first (its body may be empty, and a hidden element does not scroll).
  // Once its body is drawn (the frame after the press's), in that frame's own layout (a frame
  // callback), not in one forced before it (#22).
  // Set by the player's own stepping (the buttons, the keys), read and cleared after it.
  const stepped = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever the step in focus changes
  useEffect(() => {
    if (!followNewSteps && !stepped.current) return;
    let frame = 0;
    const cancel = afterNextPaint(() => {
      frame = requestAnimationFrame(() =>
        currentRef.current?.scrollIntoView?.({ block: "nearest" }),
      );
    });
    return () => {
      cancel();
      cancelAnimationFrame(frame);
    };
  }, [at]);
  // A tablet turned (or a window resized) changes the steps' box: the step stays in view, once
  // the screen has taken its new layout (the next frame).
  useEffect(() => {
    const keep = () =>
      requestAnimationFrame(() => currentRef.current?.scrollIntoView?.({ block: "nearest" }));
    window.addEventListener("resize", keep);
    return () => window.removeEventListener("resize", keep);
  }, []);
  // "Next step" or "Show all steps" pressed onto the last step is disabled under the keyboard:
  // the step it showed takes the focus (its heading), not the page body.
  const go = (to: number) => {
    stepped.current = true;
    onCursorChange(to);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: land after the step in focus changes
  useEffect(() => {
    if (!stepped.current) return;
    stepped.current = false;
    return afterNextPaint(() => {
      if (focusLost()) headingRef.current?.focus();
    });
  }, [at]);
  // Keys N, P and A step through the turn from anywhere on the page, except while typing.
  const keysRef = useRef({ at, last, onCursorChange: go });
  keysRef.current = { at, last, onCursorChange: go };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
      const t = e.target as HTMLElement | null;
      if (t?.closest?.("input, textarea, select, [contenteditable='true'], [role='dialog']"))
        return;
      const { at: now, last: end, onCursorChange: go } = keysRef.current;
      const key = e.key.toLowerCase();
      const to = key === "n" ? now + 1 : key === "p" ? now - 1 : key === "a" ? end : null;
      if (to === null || to < 0 || to > end || to === now) return;
      e.preventDefault();
      go(to);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
  const spoken = current
    ? [current.title, ...describeRecord(current.records[0]).details].join(". ")
    : "";

  return (
    <section aria-labelledby={`${id}-h`} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-h`} className="text-lg font-semibold">
          {title}
        </h2>
        <p className={`text-sm ${MUTED}`}>
          {steps.length ? `Step ${at + 1} of ${steps.length}` : "No decision yet"}
        </p>
      </div>
      <nav aria-label="Step navigation" className="flex flex-wrap gap-2">
        <button
          type="button"
          className={BUTTON}
          onClick={() => go(at - 1)}
          disabled={at <= 0}
          aria-keyshortcuts="P"
        >
          Previous step
        </button>
        <button
          type="button"
          className={PRIMARY}
          onClick={() => go(at + 1)}
          disabled={at >= last}
          aria-keyshortcuts="N"
        >
          Next step
        </button>
        <button
          type="button"
          className={BUTTON}
          onClick={() => go(last)}
          disabled={at >= last}
          aria-keyshortcuts="A"
        >
          Show all steps
        </button>
        <span className={`self-center text-xs ${MUTED}`}>
          Keys: <kbd>N</kbd> next, <kbd>P</kbd> previous, <kbd>A</kbd> all
        </span>
      </nav>
      <ol className="space-y-3">
        {steps.slice(0, at + 1).map((step, i) => (
          <StepItem
            key={step.start}
            step={step}
            index={i}
            current={i === at}
            trace={trace}
            steps={steps}
            itemRef={i === at ? currentRef : undefined}
            headingRef={i === at ? headingRef : undefined}
            cards={cards}
            usAllianceValue={usAllianceValue}
            onOverride={onOverride}
            onHighlight={onHighlight}
          />
        ))}
      </ol>
      <p aria-live="polite" className="sr-only">
        {spoken}
      </p>
    </section>
  );
}

interface StepItemProps {
  step: TurnStep;
  index: number;
  current: boolean;
  /** The whole trace and its steps: the step shows the trace up to its end. */
  trace: readonly TraceRecord[];
  steps: readonly TurnStep[];
  itemRef?: RefObject<HTMLLIElement | null>;
  headingRef?: RefObject<HTMLHeadingElement | null>;
  cards?: CardLibrary;
  usAllianceValue?: number;
  onOverride?: OverrideHandler;
  onHighlight?: (h: SpaceHighlight[]) => void;
}

/**
 * The same step as drawn before: the same records (a turn's records stay the same objects while
 * it runs on; a replay makes new ones) and the same trace up to its end. An input that adds
 * steps then redraws only the steps that changed, not every earlier one (issue 22).
 */
function sameStep(a: StepItemProps, b: StepItemProps): boolean {
  const end = b.step.start + b.step.records.length;
  return (
    a.index === b.index &&
    a.current === b.current &&
    a.itemRef === b.itemRef &&
    a.headingRef === b.headingRef &&
    a.cards === b.cards &&
    a.usAllianceValue === b.usAllianceValue &&
    a.onOverride === b.onOverride &&
    a.onHighlight === b.onHighlight &&
    a.step.start === b.step.start &&
    a.step.title === b.step.title &&
    a.step.rule === b.step.rule &&
    a.step.ordinal === b.step.ordinal &&
    a.step.records.length === b.step.records.length &&
    a.step.records.every((r, i) => r === b.step.records[i]) &&
    a.trace.length >= end &&
    a.trace[end - 1] === b.trace[end - 1] &&
    (end === 0 || a.trace[0] === b.trace[0])
  );
}

/** One step of the list: the one in focus drawn in full, an earlier one as a line with Details. */
const StepItem = memo(function StepItem({
  step,
  index: i,
  current: isCurrent,
  trace,
  steps,
  itemRef,
  headingRef,
  cards,
  usAllianceValue,
  onOverride,
  onHighlight,
}: StepItemProps) {
  // The step coming into focus shows its title in the press's frame and its body (a flowchart, a
  // table) in the frame after; the step it leaves keeps its body until then (#22).
  const drawn = useAfterPaint(isCurrent);
  // The same element from render to render: the step left keeps its drawn body for that frame
  // without drawing it again.
  const upTo = useMemo(() => traceUpTo(trace, steps, i), [trace, steps, i]);
  const body = useMemo(() => {
    const of = (current: boolean) => (
      <StepBody
        step={step}
        upTo={upTo}
        current={current}
        cards={cards}
        usAllianceValue={usAllianceValue}
        onOverride={onOverride}
        onHighlight={onHighlight}
      />
    );
    return { full: of(true), folded: of(false) };
  }, [step, upTo, cards, usAllianceValue, onOverride, onHighlight]);
  return (
    <li
      ref={itemRef}
      aria-current={isCurrent ? "step" : undefined}
      className={`min-w-0 rounded-lg border p-3 ${
        isCurrent
          ? "border-blue-600 bg-white shadow dark:border-sky-500 dark:bg-stone-900"
          : "border-stone-200 bg-stone-50 dark:border-stone-700 dark:bg-stone-900/50"
      }`}
    >
      <div className="flex items-baseline justify-between gap-3">
        <h3
          ref={headingRef}
          // Focusable from a script on every step, never from Tab: taking it off the step left
          // behind, while it holds focus, blurs it in the middle of the press's render (#22).
          tabIndex={-1}
          data-landing={isCurrent ? "step" : undefined}
          className="rounded text-sm font-semibold outline-none focus-visible:ring-2 focus-visible:ring-blue-600 dark:focus-visible:ring-sky-400"
        >
          <span className={`mr-2 ${MUTED}`}>{i + 1}.</span>
          {step.title}
          {step.records[0].overridden ? (
            <span className="ml-2 rounded bg-amber-200 px-1.5 text-xs font-semibold text-amber-950">
              overridden
            </span>
          ) : null}
        </h3>
        <RuleLink rule={step.rule} />
      </div>
      {drawn ? (
        <div className="mt-2 empty:hidden">{body.full}</div>
      ) : isCurrent ? null : (
        // Earlier steps stay one line each; their detail is drawn when opened, so a long
        // turn does not redraw every earlier flowchart and table at each step.
        <LazyDetails>{body.folded}</LazyDetails>
      )}
    </li>
  );
}, sameStep);
