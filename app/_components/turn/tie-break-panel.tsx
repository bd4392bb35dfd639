"use client";

import { useId } from "react";
import type { DiceSource } from "@/lib/engine/core/dice";
import type { Request } from "@/lib/engine/cuba/calixto/types";
import { choiceLabel, readableIds } from "@/lib/ui/labels";
import { ChanceDefault } from "./chance-default";
import { RuleLink } from "./rule-link";
import { BUTTON, MUTED, PANEL, PRIMARY } from "./styles";

export type TieBreakRequest = Extract<Request, { kind: "tieBreak" }>;

/**
 * A random pick among equals (C8.2.1 "when in doubt, randomize"; C8.5.6 Step 3): the app picks
 * from the game's seeded generator, or the player picks with their own die and says the result.
 */
export function TieBreakPanel({
  request,
  onPickForMe,
  onChoose,
  label = choiceLabel,
  mode,
  onModeChange,
}: {
  request: TieBreakRequest;
  onPickForMe: () => void;
  onChoose: (choice: string) => void;
  /** How an option reads; space ids become space names by default (labels.ts choiceLabel). */
  label?: (value: string) => string;
  /** The game's default for random picks: with "app", later picks are made without a press. */
  mode?: DiceSource;
  onModeChange?: (mode: DiceSource) => void;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={PANEL}>
      <div className="flex items-baseline justify-between gap-3">
        <h3 id={id} className="text-base font-semibold">
          {readableIds(request.purpose)}: a random pick
        </h3>
        <RuleLink rule={request.rule} />
      </div>
      <p className={`mt-1 text-sm ${MUTED}`}>
        The priorities leave {request.among.length} options equal. Let the app pick, or roll your
        own die and choose the one it lands on.
      </p>
      {/* The options and "Pick for me" share a row, so the whole choice fits the short request
          box of a tablet beside the map. */}
      <fieldset className="mt-3">
        <legend className="text-sm font-medium">Choose one, or let the app pick</legend>
        <ul className="mt-2 flex flex-wrap gap-2">
          {request.among.map((v, i) => (
            <li key={v}>
              <button type="button" className={BUTTON} onClick={() => onChoose(v)}>
                <span className={`text-xs ${MUTED}`}>{i + 1}.</span> {label(v)}
              </button>
            </li>
          ))}
          <li>
            <button type="button" className={PRIMARY} onClick={onPickForMe}>
              Pick for me
            </button>
          </li>
        </ul>
      </fieldset>
      {mode && onModeChange ? (
        <ChanceDefault
          legend="Default for random picks in this game"
          mode={mode}
          onChange={onModeChange}
          appLabel="The app picks"
          physicalLabel="Let me pick"
        />
      ) : null}
    </section>
  );
}
