"use client";
import { useEffect, useRef } from "react";

/** Hot-seat hand-over: hides every private card until the named person takes the device. */
export function PassDevice({ name, onReady }: { name: string; onReady: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="pass-h"
      className="fixed inset-0 z-50 flex items-center justify-center bg-stone-900 p-6"
    >
      <div className="max-w-sm rounded-xl bg-white p-6 text-center shadow-xl dark:bg-stone-900">
        <h2 id="pass-h" className="text-xl font-semibold">
          Pass the device to {name}
        </h2>
        <p className="mt-2 text-stone-600 dark:text-stone-300">
          Their cards stay hidden until they are holding it.
        </p>
        <button
          ref={button}
          type="button"
          onClick={onReady}
          className="mt-5 min-h-11 w-full rounded-lg bg-indigo-600 px-4 py-2 font-semibold text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500"
        >
          I am {name}: show my cards
        </button>
      </div>
    </div>
  );
}

/** Hot-seat: what only this person saw (a Spy's look, a Prophecy, a Save against them). */
export function SeenNotice({
  name,
  lines,
  onDone,
}: {
  name: string;
  lines: readonly string[];
  onDone: () => void;
}) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="seen-h"
      className="fixed inset-0 z-50 flex items-center justify-center bg-stone-900 p-6"
    >
      <div className="max-w-sm rounded-xl bg-white p-6 shadow-xl dark:bg-stone-900">
        <h2 id="seen-h" className="text-xl font-semibold">
          For {name} only
        </h2>
        <ul className="mt-2 space-y-1 text-stone-700 dark:text-stone-200">
          {lines.map((l, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: log lines of one input, never reordered
            <li key={i}>{l}</li>
          ))}
        </ul>
        <button
          ref={button}
          type="button"
          onClick={onDone}
          className="mt-5 min-h-11 w-full rounded-lg bg-indigo-600 px-4 py-2 font-semibold text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500"
        >
          Seen: hide it and go on
        </button>
      </div>
    </div>
  );
}
