"use client";
import { useEffect, useState } from "react";
import { RuleLink } from "@/app/_components/turn/rule-link";
import { BUTTON, MUTED, PANEL } from "@/app/_components/turn/styles";
import type { GameState } from "@/lib/engine/cuba/game";
import type { SpaceId } from "@/lib/engine/cuba/types";
import type { BotIntents, CardIntents, TurnIntent } from "@/lib/machines/cuba/intents";
import type { CalixtoDB } from "@/lib/persistence/db";
import {
  branchText,
  decisionWhy,
  idleText,
  lettersText,
  spacesText,
  turnText,
  unknownsText,
} from "@/lib/ui/intents-text";

type IntentsModule = typeof import("@/lib/machines/cuba/intents");

/** The intents run the NP turn machines: they load with the panel, not with the game screen. */
function useIntentsModule(): IntentsModule | null {
  const [mod, setMod] = useState<IntentsModule | null>(null);
  useEffect(() => {
    let live = true;
    void import("@/lib/machines/cuba/intents").then((m) => {
      if (live) setMod(m);
    });
    return () => {
      live = false;
    };
  }, []);
  return mod;
}

function TurnLine({
  card,
  turn,
  before,
  onShow,
}: {
  card: number;
  turn: TurnIntent;
  before: CardIntents["before"];
  onShow: (spaces: SpaceId[]) => void;
}) {
  const why = turn.decision ? decisionWhy(turn.decision) : null;
  const where = spacesText(turn);
  const open = unknownsText(turn.unknowns, before);
  return (
    <li className="py-1">
      <span className="block">{turnText(card, turn)}</span>
      {why && <span className={`block text-xs ${MUTED}`}>{why}</span>}
      {where && (
        <span className="mt-0.5 flex flex-wrap items-center gap-2 text-xs">
          <span>{where}</span>
          <button
            type="button"
            className={`${BUTTON} min-h-8 px-2 py-1 text-xs`}
            onClick={() => onShow(turn.spaces)}
          >
            Show on the map
          </button>
        </span>
      )}
      {turn.branches && (
        <ul className="mt-0.5 list-disc pl-5 text-xs">
          {turn.branches.map((b) => (
            <li key={b.after.join()}>{branchText(card, b)}</li>
          ))}
        </ul>
      )}
      {open && <span className={`block text-xs ${MUTED}`}>{open}</span>}
    </li>
  );
}

function CardBlock({
  intents,
  label,
  onShow,
}: {
  intents: CardIntents;
  label: string;
  onShow: (spaces: SpaceId[]) => void;
}) {
  const before = unknownsText(intents.before);
  const letters = lettersText(intents.card, intents);
  return (
    <div className="mt-2">
      <h3 className="text-sm font-semibold">
        {label}: #{intents.card} {intents.title}
      </h3>
      {before && <p className={`text-xs ${MUTED}`}>{before}</p>}
      {intents.propaganda ? (
        <p className="text-sm">Propaganda Round: no Event or Operation on it.</p>
      ) : (
        <>
          {intents.turns.length === 0 && intents.before.length === 0 && (
            <p className="text-sm">Nobody is left to act on it.</p>
          )}
          <ul className="divide-y divide-stone-200 text-sm dark:divide-stone-700">
            {intents.turns.map((t) => (
              <TurnLine
                key={t.faction}
                card={intents.card}
                turn={t}
                before={intents.before}
                onShow={onShow}
              />
            ))}
          </ul>
          {intents.idle.length > 0 && (
            <ul className={`text-xs ${MUTED}`}>
              {intents.idle.map((i) => (
                <li key={i.faction}>{idleText(i)}</li>
              ))}
            </ul>
          )}
          {letters && <p className={`text-xs ${MUTED}`}>{letters}</p>}
        </>
      )}
    </div>
  );
}

/** Spaces of the first Event the card in play will surely see, to mark on the map. */
function markedSpaces(intents: BotIntents | null): SpaceId[] {
  const t = intents?.current?.turns.find(
    (x) => x.certain && x.decision?.kind === "decided" && x.decision.action === "event",
  );
  return t?.spaces ?? [];
}

/**
 * What each NP Faction will do on the card in play and the next one (issue 20, after
 * sellmerfud/fitl's bot intents): from the decision its turn will run, saying plainly what is
 * not known yet. The spaces of a sure NP Event are marked on the map.
 */
export function BotIntentsPanel({
  state,
  onHighlight,
  db,
}: {
  state: GameState;
  onHighlight: (spaces: SpaceId[]) => void;
  /** Given, the aid-sheet readings kept from earlier games are read too, as a turn reads them. */
  db?: CalixtoDB;
}) {
  const mod = useIntentsModule();
  const [remembered, setRemembered] = useState<Record<string, string> | null>(db ? null : {});
  useEffect(() => {
    if (!db) return;
    let live = true;
    // The aid sheet's readings (and their checks) load with the preview, not with the board.
    void import("@/lib/persistence/corrections")
      .then((m) => m.aidSheetReadings(db))
      .then((r) => {
        if (live) setRemembered(r);
      });
    return () => {
      live = false;
    };
  }, [db]);
  // Worked out after the screen has painted: a turn's run can take a moment on a tablet.
  const [intents, setIntents] = useState<{ seq: number; value: BotIntents | null } | null>(null);
  useEffect(() => {
    if (!mod || !remembered) return;
    const t = setTimeout(() => {
      let value: BotIntents | null = null;
      try {
        // Once per log position: an unrelated state change reuses the last intents.
        value = mod.cachedGameIntents(state, remembered);
      } catch {
        value = null;
      }
      setIntents({ seq: state.lastSeq, value });
    }, 0);
    return () => clearTimeout(t);
  }, [mod, remembered, state]);
  const shown = intents?.seq === state.lastSeq ? intents.value : null;
  const marked = markedSpaces(shown).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: marks follow the spaces, not the callback
  useEffect(() => {
    onHighlight(marked ? (marked.split(",") as SpaceId[]) : []);
  }, [marked]);
  if (!shown?.current) return null;
  return (
    <section className={PANEL} aria-label="What the bots will do">
      <h2 className="text-base font-semibold">
        What the bots will do <RuleLink rule="C8.5.2" />
      </h2>
      <p className={`text-xs ${MUTED}`}>
        The same decisions their turns run, read on the board as it stands.
      </p>
      <CardBlock intents={shown.current} label="Card in play" onShow={onHighlight} />
      {shown.next && <CardBlock intents={shown.next} label="Next card" onShow={onHighlight} />}
    </section>
  );
}
