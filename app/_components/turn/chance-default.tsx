"use client";

import { useId } from "react";
import type { DiceSource } from "@/lib/engine/core/dice";
import { FOCUS } from "./styles";

/** The game-level default for a source of chance: the app's generator or the player's own. */
export function ChanceDefault({
  legend,
  mode,
  onChange,
  appLabel,
  physicalLabel,
}: {
  legend: string;
  mode: DiceSource;
  onChange: (mode: DiceSource) => void;
  appLabel: string;
  physicalLabel: string;
}) {
  const name = useId();
  const options: [DiceSource, string][] = [
    ["app", appLabel],
    ["physical", physicalLabel],
  ];
  return (
    <fieldset className="mt-3 border-t border-stone-200 pt-3 text-sm dark:border-stone-700">
      <legend className="float-left w-full font-medium">{legend}</legend>
      <div className="clear-both flex flex-wrap gap-x-5">
        {options.map(([value, label]) => (
          <label key={value} className="inline-flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name={name}
              value={value}
              checked={mode === value}
              onChange={() => onChange(value)}
              className={`h-4 w-4 ${FOCUS}`}
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
