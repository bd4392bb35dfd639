"use client";

import { type ReactNode, useId, useState } from "react";
import { BUTTON, INPUT, PRIMARY } from "./styles";

/**
 * The small form behind every correction: what the table shows instead, and why. The reason is
 * required because it goes into the log beside the override.
 */
export function ReasonForm({
  title,
  children,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  title: string;
  children?: ReactNode;
  submitLabel: string;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState("");
  const id = useId();
  const trimmed = reason.trim();
  return (
    <form
      className="mt-2 space-y-2 rounded-md border border-amber-400 bg-amber-50 p-3 dark:border-amber-700 dark:bg-amber-950"
      aria-label={title}
      onSubmit={(e) => {
        e.preventDefault();
        if (trimmed) onSubmit(trimmed);
      }}
    >
      <p className="text-sm font-semibold">{title}</p>
      {children}
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-reason`} className="text-sm">
          Reason (what you see on the table)
        </label>
        <input
          id={`${id}-reason`}
          className={INPUT}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          required
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={PRIMARY} disabled={!trimmed}>
          {submitLabel}
        </button>
        <button type="button" className={BUTTON} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
