"use client";

import { useId } from "react";
import type { Request } from "@/lib/engine/cuba/calixto/types";
import { readableIds } from "@/lib/ui/labels";
import { factionWords } from "@/lib/ui/names";
import { RuleLink } from "./rule-link";
import { BUTTON, MUTED, PANEL, PRIMARY } from "./styles";

/** The turn panel with less padding (p-3 for p-4): a tablet's request box is short. */
const TIGHT_PANEL = PANEL.replace(" p-4 ", " p-3 ");

export type QuestionRequest = Extract<Request, { kind: "question" }>;

/**
 * A question only the player can answer (what the table shows, a choice the rules leave open,
 * such as a Propaganda Round step: its Resources and where the rule allows it below the answers).
 * "Pick for me" appears when the caller can answer from the game's seed or a default.
 *
 * Compact (p-3, answers right under the question, the explanation after them): a portrait
 * tablet leaves this panel about 150 px between the turn's steps and the checklist, so the
 * question and its answers, the way to decline included, show without scrolling the panel.
 */
export function QuestionPanel({
  request,
  onAnswer,
  onPickForMe,
}: {
  request: QuestionRequest;
  onAnswer: (value: string) => void;
  onPickForMe?: () => void;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      aria-describedby={request.detail ? `${id}-detail` : undefined}
      className={TIGHT_PANEL}
    >
      <div className="flex items-baseline justify-between gap-3">
        <h3 id={id} className="text-base font-semibold">
          {readableIds(request.text)}
        </h3>
        <RuleLink rule={request.rule} />
      </div>
      <ul className="mt-2 flex flex-wrap gap-2">
        {request.options.map((o) => (
          <li key={o.value}>
            <button type="button" className={BUTTON} onClick={() => onAnswer(o.value)}>
              {factionWords(o.label)}
            </button>
          </li>
        ))}
        {/* In the answers' row, so the whole question fits a tablet's short request box. */}
        {onPickForMe ? (
          <li>
            <button type="button" className={PRIMARY} onClick={onPickForMe}>
              Pick for me
            </button>
          </li>
        ) : null}
      </ul>
      {request.detail ? (
        <p id={`${id}-detail`} className={`mt-2 text-sm ${MUTED}`}>
          {factionWords(request.detail)}
        </p>
      ) : null}
    </section>
  );
}
