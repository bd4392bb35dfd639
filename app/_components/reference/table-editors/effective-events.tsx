"use client";

import { useId, useState } from "react";
import { MUTED } from "@/app/_components/turn/styles";
import {
  EFFECTIVE_EVENTS,
  type EffectiveCondition,
  type EffectiveEntry,
  type EffectiveId,
} from "@/data/cuba/calixto/effective-events";
import { FACTION_NAME } from "@/data/cuba/pieces";
import { FACTIONS, type Faction } from "@/lib/engine/cuba/types";
import { factionWords } from "@/lib/ui/names";
import { moveItem } from "@/lib/ui/side-corrections";
import { FactionPicker } from "../faction-picker";
import {
  EditToggle,
  OrderButtons,
  OursYours,
  Refusal,
  sameList,
  TableTools,
  useTableEdits,
} from "./shared";

/** Our words for the red conditions on some entries (C8.5.5; ref 3.4). */
const CONDITION_LABEL: Readonly<Record<EffectiveCondition, string>> = {
  firstThreeCardsOfCampaign: "only in the first three cards of a Campaign",
  notFinalCampaign: "not in the final Campaign",
  govIsPlayer: "only against a player Government",
};

/** Every entry we know, the Faction's own wording first (as the overlay reads it). */
function knownEntries(f: Faction): EffectiveEntry[] {
  const own = EFFECTIVE_EVENTS[f];
  const others = FACTIONS.flatMap((x) => EFFECTIVE_EVENTS[x]).filter(
    (e, i, all) => !own.some((o) => o.id === e.id) && all.findIndex((y) => y.id === e.id) === i,
  );
  return [...own, ...others];
}

/**
 * The Effective Events table (C8.5.5): per NP Faction the kinds of Event action that count as
 * effective. The player may tick or untick known entries and reorder them (`effective`).
 */
export function EffectiveEventsEditor() {
  const id = useId();
  const edits = useTableEdits();
  const [faction, setFaction] = useState<Faction>("GOV");
  const [editing, setEditing] = useState(false);
  const list = edits.data.events.effective[faction];
  const ids = list.map((e) => e.id);
  const ours = EFFECTIVE_EVENTS[faction];
  const ourIds = ours.map((e) => e.id);
  const key = `effective:${faction}`;
  const rest = knownEntries(faction).filter((e) => !ids.includes(e.id));
  const words = (es: readonly EffectiveEntry[]) => es.map((e) => e.label).join("; ") || "none";

  const save = (entries: EffectiveId[], what: string) =>
    void edits.apply({ kind: "effective", faction, entries }, what, sameList(entries, ourIds));

  return (
    <div className="space-y-3">
      <FactionPicker label="Effective Events of" value={faction} onPick={setFaction} />
      <EditToggle
        label="Correct the Effective Events from my aid sheet"
        editing={editing}
        onToggle={() => setEditing(!editing)}
      />
      <TableTools area={key} edits={edits} />
      <Refusal refused={edits.refused} />
      <section aria-labelledby={`${id}-h`} className="space-y-2">
        <h3 id={`${id}-h`} className="font-semibold">
          An Event action is effective for the {FACTION_NAME[faction]} if it is or does:
        </h3>
        {edits.byKey.has(key) && (
          <OursYours
            edits={edits}
            what={`the Effective Events of the ${FACTION_NAME[faction]}`}
            correctionKeyOf={key}
            ours={words(ours)}
            yours={words(list)}
          />
        )}
        <ol className="space-y-1">
          {list.map((e, i) => (
            <li key={e.id} className="flex flex-wrap items-center gap-2 text-sm">
              {editing ? (
                <label className="inline-flex min-h-11 cursor-pointer items-center gap-2">
                  <input
                    type="checkbox"
                    className="size-5"
                    checked
                    onChange={() =>
                      save(
                        ids.filter((x) => x !== e.id),
                        `unticking "${factionWords(e.label)}"`,
                      )
                    }
                  />
                  {factionWords(e.label)}
                </label>
              ) : (
                <span>
                  {i + 1}. {factionWords(e.label)}
                </span>
              )}
              {e.onlyIf && (
                <span className="text-red-700 dark:text-red-400">
                  ({CONDITION_LABEL[e.onlyIf]})
                </span>
              )}
              {editing && (
                <OrderButtons
                  name={`"${factionWords(e.label)}"`}
                  index={i}
                  count={list.length}
                  onMove={(by) => save(moveItem(ids, i, by), `moving "${factionWords(e.label)}"`)}
                />
              )}
            </li>
          ))}
        </ol>
        {editing && rest.length > 0 && (
          <fieldset className="space-y-1">
            <legend className={`text-sm ${MUTED}`}>Not on our list (tick to add at the end)</legend>
            {rest.map((e) => (
              <label key={e.id} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={false}
                  onChange={() => save([...ids, e.id], `ticking "${factionWords(e.label)}"`)}
                />
                {factionWords(e.label)}
                {e.onlyIf && (
                  <span className="text-red-700 dark:text-red-400">
                    ({CONDITION_LABEL[e.onlyIf]})
                  </span>
                )}
              </label>
            ))}
          </fieldset>
        )}
      </section>
    </div>
  );
}
