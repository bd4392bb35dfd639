"use client";
import { type KeyboardEvent, useId } from "react";
import { errorClass, focusClass } from "./styles";

export interface StepperProps {
  label: string;
  value: number;
  min?: number;
  max?: number;
  /** Called with the proposed value; the caller decides whether it is accepted. */
  onChange: (next: number) => void;
  /** How the value reads ("Passive Support" for 1). */
  format?: (value: number) => string;
  /** The reason the last change was refused, shown under the stepper. */
  error?: string;
  disabled?: boolean;
  /** Keep the label for screen readers only (in a table whose headers say it). */
  hideLabel?: boolean;
}

/**
 * A number with − and + buttons. The value is a spinbutton: ArrowUp/ArrowDown step by one,
 * PageUp/PageDown by five, Home/End jump to the bounds.
 */
export function Stepper({
  hideLabel,
  label,
  value,
  min = 0,
  max,
  onChange,
  format,
  error,
  disabled,
}: StepperProps) {
  const id = useId();
  const clamp = (v: number) => Math.max(min, max === undefined ? v : Math.min(max, v));
  const step = (v: number) => {
    const next = clamp(v);
    if (next !== value) onChange(next);
  };
  const onKey = (e: KeyboardEvent) => {
    const keys: Record<string, number | undefined> = {
      ArrowUp: value + 1,
      ArrowRight: value + 1,
      ArrowDown: value - 1,
      ArrowLeft: value - 1,
      PageUp: value + 5,
      PageDown: value - 5,
      Home: min,
      End: max,
    };
    const next = keys[e.key];
    if (next === undefined) return;
    e.preventDefault();
    if (!disabled) step(next);
  };
  const text = format ? format(value) : String(value);
  // Drawn 32 px; its hit box (the ::before, 7 px out from inside its border) is 44 x 44 for a
  // finger (WCAG 2.5.5). The row is 44 px tall, so stacked steppers' hit boxes never meet.
  const btn = `relative h-8 w-8 shrink-0 rounded-md border border-stone-300 bg-white text-lg leading-none before:absolute before:inset-[-7px] before:content-[''] hover:bg-stone-100 disabled:opacity-30 dark:border-stone-600 dark:bg-stone-800 dark:hover:bg-stone-700 ${focusClass}`;
  return (
    <fieldset
      aria-labelledby={`${id}-label`}
      className="m-0 flex min-w-0 flex-col gap-0.5 border-0 p-0"
    >
      <div className="flex min-h-11 items-center gap-2">
        <span id={`${id}-label`} className={hideLabel ? "sr-only" : "min-w-0 flex-1 text-sm"}>
          {label}
        </span>
        <button
          type="button"
          className={btn}
          aria-label={`Decrease ${label}`}
          disabled={disabled || value <= min}
          onClick={() => step(value - 1)}
        >
          −
        </button>
        <span
          role="spinbutton"
          tabIndex={disabled ? -1 : 0}
          aria-labelledby={`${id}-label`}
          aria-valuenow={value}
          aria-valuemin={min}
          aria-valuemax={max}
          aria-valuetext={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-disabled={disabled || undefined}
          onKeyDown={onKey}
          className={`min-w-10 rounded px-1 text-center font-mono text-base tabular-nums ${error ? "text-red-700 dark:text-red-400" : ""} ${focusClass}`}
        >
          {text}
        </span>
        <button
          type="button"
          className={btn}
          aria-label={`Increase ${label}`}
          disabled={disabled || (max !== undefined && value >= max)}
          onClick={() => step(value + 1)}
        >
          +
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className={errorClass}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
