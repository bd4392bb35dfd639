"use client";

import { useId } from "react";
import type { Request } from "@/lib/engine/cuba/calixto/types";
import { readableIds } from "@/lib/ui/labels";
import { RuleLink } from "./rule-link";
import { BUTTON, MUTED, PANEL, PRIMARY } from "./styles";

export type QuestionRequest = Extract<Request, { kind: "question" }>;

/**
 * A question only the player can answer (what the table shows, a choice the rules leave open,
 * such as a Propaganda Round step: its Resources and where the rule allows it under the question).
 * "Pick for me" appears when the caller can answer from the game's seed or a default.
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
    <section aria-labelledby={id} className={PANEL}>
      <div className="flex items-baseline justify-between gap-3">
        <h3 id={id} className="text-base font-semibold">
          {readableIds(request.text)}
        </h3>
        <RuleLink rule={request.rule} />
      </div>
      {request.detail ? <p className={`mt-1 text-sm ${MUTED}`}>{request.detail}</p> : null}
      <ul className="mt-3 flex flex-wrap gap-2">
        {request.options.map((o) => (
          <li key={o.value}>
            <button type="button" className={BUTTON} onClick={() => onAnswer(o.value)}>
              {o.label}
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
    </section>
  );
}
