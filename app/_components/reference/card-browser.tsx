"use client";

import { useEffect, useId, useMemo, useState } from "react";
import { ProvenanceBadge } from "@/app/_components/turn/provenance-badge";
import { BUTTON, MUTED, PRIMARY } from "@/app/_components/turn/styles";
import { FACTION_NAME } from "@/data/cuba/pieces";
import { CARD_TABLES } from "@/lib/engine/cuba/calixto/cards";
import { DEFAULT_OPTIONS } from "@/lib/engine/cuba/calixto/scope";
import {
  backOf,
  CARDS_OF,
  type CardId,
  factionOfCard,
  type SideId,
} from "@/lib/engine/cuba/calixto/types";
import { FACTIONS } from "@/lib/engine/cuba/types";
import { conflictsOfSide } from "@/lib/ui/card-browser";
import { sideName } from "@/lib/ui/names";
import { sourceWords } from "@/lib/ui/source-words";
import { FactionPicker } from "./faction-picker";
import { SidePanel } from "./side-panel";
import { usePlayerCorrections } from "./use-corrections";

const ALL_CARDS = FACTIONS.flatMap((f) => CARDS_OF[f]);
const isCard = (s: string): s is CardId => (ALL_CARDS as readonly string[]).includes(s);

/** The card named in the address (#Y), so a link can open one card. */
function cardFromHash(): CardId | null {
  const h = typeof window === "undefined" ? "" : window.location.hash.slice(1).toUpperCase();
  return isCard(h) ? h : null;
}

/**
 * The 24 Calixto cards as the app reads them (C8.5.3): pick a Faction and a card to see both
 * sides drawn as flowcharts with where each comes from, and any disputed reading on them beside
 * its alternative, so the player can compare with the physical card. Switching a reading here
 * only changes the drawing; a game's readings are switched in its Readings tab.
 */
export function CardBrowser() {
  const [card, setCard] = useState<CardId>("U");
  const [alternatives, setAlternatives] = useState<Record<string, boolean>>({});
  useEffect(() => {
    const fromHash = cardFromHash();
    if (fromHash) setCard(fromHash);
    const onHash = () => {
      const c = cardFromHash();
      if (c) setCard(c);
    };
    window.addEventListener("hashchange", onHash);
    return () => window.removeEventListener("hashchange", onHash);
  }, []);
  const pick = (c: CardId) => {
    setCard(c);
    window.history.replaceState(null, "", `#${c}`);
  };
  const faction = factionOfCard(card);
  const player = usePlayerCorrections();
  const options = useMemo(
    () => ({
      ...DEFAULT_OPTIONS,
      conflicts: Object.fromEntries(
        Object.entries(alternatives).map(([k, v]) => [k, v ? "alternative" : "recommended"]),
      ) as typeof DEFAULT_OPTIONS.conflicts,
    }),
    [alternatives],
  );

  return (
    <div className="space-y-4">
      <FactionPicker label="Faction" value={faction} onPick={(f) => pick(CARDS_OF[f][0])} />
      <fieldset aria-label={`${FACTION_NAME[faction]} cards`} className="flex gap-2">
        {CARDS_OF[faction].map((c) => (
          <button
            key={c}
            type="button"
            aria-pressed={c === card}
            aria-label={`Card ${c}`}
            className={`${c === card ? PRIMARY : BUTTON} min-w-11 font-mono`}
            onClick={() => pick(c)}
          >
            {c}
          </button>
        ))}
      </fieldset>
      <div className="grid gap-4 lg:grid-cols-2">
        {[card, backOf(card)].map((sideId) => (
          <SidePanel key={sideId} sideId={sideId} options={options} player={player}>
            <SideConflicts
              sideId={sideId}
              alternatives={alternatives}
              onAlternative={(cid, on) => setAlternatives((a) => ({ ...a, [cid]: on }))}
            />
          </SidePanel>
        ))}
      </div>
      <p className={`text-sm ${MUTED}`}>
        Drawing the alternative here changes only this page. To play a game with it, switch the
        reading in that game&apos;s Readings tab.
      </p>
    </div>
  );
}

/** The disputed readings on a side, each with a switch that changes only this drawing. */
function SideConflicts({
  sideId,
  alternatives,
  onAlternative,
}: {
  sideId: SideId;
  alternatives: Record<string, boolean>;
  onAlternative: (conflict: string, on: boolean) => void;
}) {
  const id = useId();
  const conflicts = conflictsOfSide(sideId, CARD_TABLES);
  if (conflicts.length === 0) return null;
  return (
    <section
      aria-labelledby={`${id}-c`}
      className="max-w-xl rounded-md border border-amber-400 bg-amber-50 p-3 text-sm dark:border-amber-700 dark:bg-amber-950"
    >
      <h3 id={`${id}-c`} className="font-semibold">
        Disputed on {sideName(sideId)}: our sources disagree
      </h3>
      <ul className="mt-1 space-y-2">
        {conflicts.map((c) => (
          <li key={c.id}>
            <p>
              {sourceWords(c.label)} <ProvenanceBadge provenance={c.provenance} />
            </p>
            <p className={MUTED}>Recommended: {sourceWords(c.recommended)}</p>
            <p className={MUTED}>Alternative: {sourceWords(c.alternative)}</p>
            <label className="mt-1 flex items-center gap-2">
              <input
                type="checkbox"
                checked={alternatives[c.id] ?? false}
                onChange={(e) => onAlternative(c.id, e.target.checked)}
              />
              Draw the alternative
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}
