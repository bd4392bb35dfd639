"use client";
import { CardDrawPanel, DicePanel, QuestionPanel, TieBreakPanel } from "@/app/_components/turn";
import type { DiceSource } from "@/lib/engine/core/dice";
import type { ColumnId, InputEvent, Request } from "@/lib/engine/cuba/calixto/types";
import type { SpaceId } from "@/lib/engine/cuba/types";
import { EventWorkPanel } from "./event-work-panel";

/** The input the turn waits for, with the panel that collects it. */
export function RequestPanel({
  request,
  diceMode,
  onDiceMode,
  tieMode,
  onTieMode,
  busy,
  give,
  appAnswer,
}: {
  request: Request;
  diceMode: DiceSource;
  onDiceMode: (m: DiceSource) => void;
  /** Who picks among equals in this game by default; absent, no default is offered. */
  tieMode?: DiceSource;
  onTieMode?: (m: DiceSource) => void;
  busy: boolean;
  give: (e: InputEvent) => void;
  appAnswer: () => void;
}) {
  switch (request.kind) {
    case "dice":
      return (
        <DicePanel
          request={request}
          mode={diceMode}
          onModeChange={onDiceMode}
          onRoll={appAnswer}
          onFaces={(faces) => give({ type: "dice.rolled", faces, source: "physical" })}
        />
      );
    case "card":
      return (
        <CardDrawPanel
          request={request}
          mode="physical"
          onDraw={() => undefined}
          onCard={(card) => give({ type: "card.drawn", card, source: "physical" })}
        />
      );
    case "tieBreak":
      return (
        <TieBreakPanel
          request={request}
          onPickForMe={appAnswer}
          mode={tieMode}
          onModeChange={onTieMode}
          onChoose={(choice) => give({ type: "tie.broken", choice, source: "physical" })}
        />
      );
    case "question":
      return (
        <QuestionPanel
          request={request}
          onAnswer={(value) => give({ type: "question.answered", value })}
        />
      );
    case "eventWork":
      return (
        <EventWorkPanel
          request={request}
          busy={busy}
          onSelect={(column: ColumnId | null, candidates: SpaceId[], purpose: string) =>
            give({ type: "event.select", column, candidates, purpose })
          }
          onDone={() => give({ type: "event.done" })}
        />
      );
  }
}
