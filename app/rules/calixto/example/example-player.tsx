"use client";

import { useState } from "react";
import { CardDrawPanel } from "@/app/components/turn/card-draw-panel";
import { Checklist } from "@/app/components/turn/checklist";
import { DicePanel } from "@/app/components/turn/dice-panel";
import { MUTED, PANEL } from "@/app/components/turn/styles";
import { TurnSteps } from "@/app/components/turn/turn-steps";
import type { DiceSource } from "@/lib/engine/core/dice";
import { CARD_TABLES } from "@/lib/engine/cuba/calixto/cards";
import type { CardId, Request, TableChange, TraceRecord } from "@/lib/engine/cuba/calixto/types";
import type { SpaceHighlight } from "@/lib/ui/highlight";
import { spaceName } from "@/lib/ui/names";

/** The requests this turn answered: the Activation roll after Havana and a Calixto card. */
const AN_REQUEST: Extract<Request, { kind: "dice" }> = {
  kind: "dice",
  spec: "1d6",
  purpose: "Activation Number roll (AN 2)",
  faction: "GOV",
  rule: "C8.5.4",
};
const CARD_REQUEST: Extract<Request, { kind: "card" }> = {
  kind: "card",
  faction: "GOV",
  purpose: "Calixto card for the Government Operation",
  rule: "C8.5.3",
};

/**
 * A turn of the C8.9 example stepped through with the turn views. The dice and card panels here
 * only echo what is entered: in a game they answer the turn machine.
 */
export function ExamplePlayer({
  trace,
  changes,
}: {
  trace: readonly TraceRecord[];
  changes: readonly TableChange[];
}) {
  const [cursor, setCursor] = useState(0);
  const [done, setDone] = useState<boolean[]>([]);
  const [highlight, setHighlight] = useState<SpaceHighlight[]>([]);
  const [diceMode, setDiceMode] = useState<DiceSource>("app");
  const [cardMode, setCardMode] = useState<DiceSource>("physical");
  const [lastRoll, setLastRoll] = useState<number[] | null>(null);
  const [lastCard, setLastCard] = useState<CardId | null>(null);

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
      <TurnSteps
        trace={trace}
        cursor={cursor}
        onCursorChange={setCursor}
        cards={CARD_TABLES}
        usAllianceValue={2}
        onHighlight={setHighlight}
        title="Card 8, General Strike: the Government acts"
      />
      <aside className="space-y-4" aria-label="At the table">
        <section className={PANEL} aria-labelledby="map-h">
          <h3 id="map-h" className="text-base font-semibold">
            On the map
          </h3>
          <p className={`text-sm ${MUTED}`}>
            Spaces the map highlights for the space choice in focus.
          </p>
          <ul className="mt-2 text-sm">
            {highlight.length === 0 ? <li>No space choice in focus.</li> : null}
            {highlight.map((h) => (
              <li key={h.space}>
                {spaceName(h.space)}: {h.role}
              </li>
            ))}
          </ul>
        </section>
        <DicePanel
          request={AN_REQUEST}
          mode={diceMode}
          onModeChange={setDiceMode}
          onRoll={() => setLastRoll([3])}
          onFaces={setLastRoll}
          lastRoll={lastRoll ? { spec: "1d6", faces: lastRoll } : null}
          autoFocus={false}
        />
        <CardDrawPanel
          request={CARD_REQUEST}
          mode={cardMode}
          onModeChange={setCardMode}
          onDraw={() => setLastCard("U")}
          onCard={setLastCard}
          lastDraw={lastCard ? { card: lastCard, movedToBottom: [] } : null}
        />
        <Checklist
          changes={changes}
          done={done}
          onToggle={(i) => setDone((d) => Object.assign([...d], { [i]: !d[i] }))}
        />
      </aside>
    </div>
  );
}
