"use client";

import { useId, useState } from "react";
import { INPUT, MUTED } from "@/app/_components/turn/styles";
import {
  type EiGate,
  EVENT_INSTRUCTIONS,
  type EventInstruction,
  type EventSide,
} from "@/data/cuba/calixto/event-instructions";
import { cardTitle } from "@/data/cuba/events";
import { FACTION_NAME } from "@/data/cuba/pieces";
import { defaultSide } from "@/lib/engine/cuba/calixto/events/side";
import type { Faction } from "@/lib/engine/cuba/types";
import { columnLabel, SIDE_LABEL } from "@/lib/ui/labels";
import { factionWords } from "@/lib/ui/names";
import { useCardPicker } from "./card-picker";
import {
  OursYours,
  Refusal,
  SMALL_BUTTON,
  type TableEdits,
  TableTools,
  useTableEdits,
} from "./shared";

const CARDS = [...new Set(EVENT_INSTRUCTIONS.map((e) => e.card))].sort((a, b) => a - b);

const gateWords = (g: EiGate) =>
  g.kind === "criticalOnlyIf"
    ? `only Critical if ${factionWords(g.label)}`
    : `only taken if ${factionWords(g.label)}`;

function sideWords(e: EventInstruction) {
  const s = e.side;
  if (!s) return `the default (${SIDE_LABEL[defaultSide(e.faction)]})`;
  if (s.kind === "fixed") return SIDE_LABEL[s.side];
  return `${SIDE_LABEL[s.ifTrue]} if ${factionWords(s.label)}, else ${SIDE_LABEL[s.ifFalse]}`;
}
const entryWords = (e: EventInstruction) =>
  `${sideWords(e)}; ${e.gate ? gateWords(e.gate) : "no gate"}`;

/**
 * The Event Instructions (C8.5.5 ★): per card and NP Faction with an entry, the side the NP
 * plays (fixed, or its Faction's default) and whether the entry's gate is kept
 * (`eventInstruction`). Hints are shown, not edited.
 */
export function EventInstructionsEditor() {
  const edits = useTableEdits();
  const { card, picker } = useCardPicker(CARDS);
  const entries =
    card === null ? [] : edits.data.events.instructions.filter((e) => e.card === card);
  return (
    <div className="space-y-3">
      <TableTools area="instructions" edits={edits} />
      {picker}
      <Refusal refused={edits.refused} />
      {card !== null && (
        <div className="space-y-2">
          <h3 className="font-semibold">
            Event Instructions: #{card} {cardTitle(card)}
          </h3>
          {entries.map((e) => (
            <InstructionForm
              key={`${e.card}:${e.faction}:${entryWords(e)}`}
              entry={e}
              ours={EVENT_INSTRUCTIONS.find((o) => o.card === e.card && o.faction === e.faction)}
              edits={edits}
            />
          ))}
        </div>
      )}
    </div>
  );
}

function InstructionForm({
  entry,
  ours,
  edits,
}: {
  entry: EventInstruction;
  ours: EventInstruction | undefined;
  edits: TableEdits;
}) {
  const id = useId();
  const f: Faction = entry.faction;
  const name = FACTION_NAME[f];
  const [side, setSide] = useState<EventSide | "default">(
    entry.side?.kind === "fixed" ? entry.side.side : "default",
  );
  const gate = ours?.gate ?? entry.gate;
  const [keepGate, setKeepGate] = useState(!!entry.gate);
  const key = `ei:${entry.card}:${f}`;
  const oursSide = !ours?.side ? "default" : ours.side.kind === "fixed" ? ours.side.side : null;
  const save = () =>
    void edits.apply(
      { kind: "eventInstruction", card: entry.card, faction: f, side, keepGate },
      `#${entry.card}, ${name}`,
      oursSide === side && keepGate === !!ours?.gate,
    );
  return (
    <fieldset
      aria-label={`${name}, #${entry.card}`}
      className="space-y-2 rounded-md border border-stone-300 p-2 text-sm dark:border-stone-700"
    >
      <legend className="px-1 font-semibold">{name}</legend>
      <p>
        Side: {sideWords(entry)}. {entry.gate ? `Gate: ${gateWords(entry.gate)}.` : "No gate."}
      </p>
      {entry.hints?.length ? (
        <ul className={`ml-5 list-disc ${MUTED}`}>
          {entry.hints.map((h) => (
            <li key={h.label}>
              {factionWords(h.label)}
              {h.column ? ` (${columnLabel(h.column)})` : ""}
            </li>
          ))}
        </ul>
      ) : null}
      {edits.byKey.has(key) && ours && (
        <p>
          <OursYours
            edits={edits}
            what={`the ${name} entry of #${entry.card}`}
            correctionKeyOf={key}
            ours={entryWords(ours)}
            yours={entryWords(entry)}
          />
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <span className="flex items-center gap-2">
          <label htmlFor={`${id}-s`}>Side played</label>
          <select
            id={`${id}-s`}
            className={INPUT}
            value={side}
            onChange={(e) => setSide(e.target.value as EventSide | "default")}
          >
            <option value="unshaded">{SIDE_LABEL.unshaded}</option>
            <option value="shaded">{SIDE_LABEL.shaded}</option>
            <option value="default">
              the {name} default ({SIDE_LABEL[defaultSide(f)]})
            </option>
          </select>
        </span>
        {gate && (
          <label className="inline-flex min-h-11 cursor-pointer items-center gap-2">
            <input
              type="checkbox"
              className="size-5"
              checked={keepGate}
              onChange={(e) => setKeepGate(e.target.checked)}
            />
            Keep: {gateWords(gate)}
          </label>
        )}
        <button type="button" className={SMALL_BUTTON} aria-label={`Save ${name}`} onClick={save}>
          Save
        </button>
      </div>
      {ours?.side?.kind === "when" && (
        <p className={`text-xs ${MUTED}`}>
          Our entry picks the side by a condition; a correction fixes one side or uses the default.
        </p>
      )}
    </fieldset>
  );
}
