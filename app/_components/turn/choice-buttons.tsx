"use client";

import { factionWords } from "@/lib/ui/names";
import { BUTTON, LABEL_FOCUS, PRIMARY } from "./styles";

/**
 * One choice out of a few, shown as buttons: a radio group whose inputs are visually hidden, so
 * arrow keys, screen readers and forms treat it as the radio group it is.
 */
export function ChoiceButtons<T extends string>({
  name,
  options,
  value,
  onChange,
}: {
  name: string;
  options: readonly { value: T; label: string }[];
  value: T | null;
  onChange: (value: T) => void;
}) {
  return (
    <>
      {options.map((o) => (
        <label
          key={o.value}
          className={`${value === o.value ? PRIMARY : BUTTON} ${LABEL_FOCUS} cursor-pointer`}
        >
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={value === o.value}
            onChange={() => onChange(o.value)}
            className="sr-only"
          />
          {factionWords(o.label)}
        </label>
      ))}
    </>
  );
}
