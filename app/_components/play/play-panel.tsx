"use client";
import { useEffect, useMemo, useRef, useState } from "react";
import type { DiceSource } from "@/lib/engine/core/dice";
import { effectiveHistory } from "@/lib/engine/core/log";
import type { GameEntry, GameState } from "@/lib/engine/cuba/game";
import { nextStep } from "@/lib/engine/cuba/game/next-step";
import { turnOf } from "@/lib/engine/cuba/game/readers";
import type { SpaceId } from "@/lib/engine/cuba/types";
import type { TurnView } from "@/lib/machines/cuba/session";
import type { CalixtoDB } from "@/lib/persistence/db";
import { getPref } from "@/lib/persistence/prefs";
import { boardCommands } from "../board/board-commands";
import { type MapClaim, MapTapContext } from "../board/map-taps";
import { LandingContext, useFocusLanding } from "../ui/focus-landing";
import { lazyPanel } from "../ui/lazy-panel";
import { useLiveQuery } from "../use-live-query";
import { diceModeKey, tieModeKey } from "./chance-keys";
import { NextStepPanel } from "./next-step-panel";
import { turnCommands, turnCommandsNow } from "./turn-commands";
import { usePlayCommand } from "./use-play";

export interface PlayPanelProps {
  db: CalixtoDB;
  gameId: string;
  entries: readonly GameEntry[];
  state: GameState;
  view: TurnView | null;
  onState: (s: GameState) => void;
  onHighlight: (spaces: SpaceId[]) => void;
  /** Take the map's taps for a form (the player's own Operation). */
  onMapClaim?: (claim: MapClaim | null) => void;
}

/**
 * "What the bots will do" shows nothing until its intents (the turn machines) and the aid-sheet
 * readings have loaded and run: the panel's own code loads with them, in the same round trip,
 * not with the board screen's first paint (issue 22).
 */
const BotIntentsPanel = lazyPanel(() => {
  void import("@/lib/machines/cuba/intents");
  void import("@/lib/persistence/corrections");
  return import("./bot-intents").then((m) => m.BotIntentsPanel);
});

/**
 * The turn views (flowcharts, narrowing tables, dice) load with the first turn: fetched as soon as
 * a turn is in progress or one click away, and shown the moment they are here. Not through
 * Suspense (next/dynamic): React holds a revealed boundary back for its fallback throttle, about
 * 300 ms, on the way to the turn a reopened game is in the middle of.
 */
type Workspace = typeof import("./turn-workspace");
let workspace: Workspace | null = null;
const loadWorkspace = () =>
  Promise.all([import("./turn-workspace"), turnCommands()]).then(([m]) => {
    workspace = m;
    return m;
  });

function useWorkspace(needed: boolean): Workspace | null {
  const [loaded, setLoaded] = useState(workspace);
  useEffect(() => {
    if (!needed || loaded) return;
    let live = true;
    void loadWorkspace().then((m) => {
      if (live) setLoaded(m);
    });
    return () => {
      live = false;
    };
  }, [needed, loaded]);
  return loaded;
}

/** The key of the turn in progress: the log position of its start (the newest in effect). */
function turnKey(entries: readonly GameEntry[]): string {
  const begins = effectiveHistory(entries).effective.filter((e) => e.type === "turn.begin");
  return String(begins.at(-1)?.seq ?? 0);
}

/** The play tab: what comes next at the table, or the turn in progress. */
export function PlayPanel({
  db,
  gameId,
  entries,
  state,
  view,
  onState,
  onHighlight,
  onMapClaim,
}: PlayPanelProps) {
  const { run, press, error, busy, saving, landing } = usePlayCommand(onState);
  // After a press that took its button away (a panel done, a turn confirmed), focus goes to what
  // comes next, never to the page body.
  const root = useRef<HTMLDivElement>(null);
  useFocusLanding(root, busy, landing);
  // The log position this screen shows: a press from it is refused once another tab (or a double
  // press) has logged. Entering the cards in play sets values, so it goes without.
  const ref = { id: gameId, seen: state.lastSeq };
  const next = useMemo(() => nextStep(state), [state]);
  const key = useMemo(() => turnKey(entries), [entries]);
  // "The app rolls" means it rolls: with the app's dice and picks, a turn runs on to the next
  // thing only the player can give (a card, an answer, the checklist) with no press per roll.
  const auto = useAutoChance(db, gameId, state.setup.dice);
  // A turn is one click away: fetch its machines and views now, so the click answers at once.
  const soon = next.kind === "np" || next.kind === "propaganda";
  useEffect(() => {
    if (!soon) return;
    void import("@/lib/machines/cuba/session");
    void turnCommands();
  }, [soon]);
  const views = useWorkspace(soon || view !== null || turnOf(state) !== null);
  if (view) {
    const TurnWorkspace = views?.TurnWorkspace;
    return (
      <LandingContext value={landing}>
        {/* While a press shown ahead is being saved (a frame or two): marked for the browser
            tests, which must not reload the page in that window. */}
        <div ref={root} className="contents" data-saving={saving || undefined}>
          {!TurnWorkspace ? (
            <p role="status" className="text-sm text-stone-600 dark:text-stone-400">
              Loading the turn views…
            </p>
          ) : (
            <TurnWorkspace
              db={db}
              gameId={gameId}
              state={state}
              view={view}
              turnKey={key}
              busy={busy}
              error={error}
              give={(e) =>
                void press(
                  ref,
                  () => turnCommandsNow()?.giveAhead(db, gameId, state, e, auto) ?? null,
                  (r) => turnCommands().then((c) => c.giveInput(db, r, e, auto)),
                )
              }
              appAnswer={() =>
                void press(
                  ref,
                  () => turnCommandsNow()?.appRollAhead(db, gameId, state, auto) ?? null,
                  (r) => turnCommands().then((c) => c.appRollInput(db, r, auto)),
                )
              }
              onOverride={(decision, value, reason) =>
                void run(ref, (r) =>
                  turnCommands().then((c) =>
                    c.overrideDecision(db, r, decision, value, reason, auto),
                  ),
                )
              }
              onConfirm={() =>
                void run(ref, (r) => turnCommands().then((c) => c.confirmTurn(db, r)))
              }
              onCancel={() => {
                if (
                  window.confirm(
                    "Cancel this turn? Its inputs stay in the log and Undo brings them back.",
                  )
                )
                  void run(ref, (r) => turnCommands().then((c) => c.cancelTurn(db, r)));
              }}
              onHighlight={onHighlight}
            />
          )}
        </div>
      </LandingContext>
    );
  }
  return (
    <MapTapContext value={onMapClaim ?? null}>
      <div ref={root} data-landing="region" className="flex flex-col gap-2">
        <NextStepPanel
          state={state}
          next={next}
          busy={busy}
          onBeginNp={() =>
            void run(ref, (r) => turnCommands().then((c) => c.beginNpTurn(db, r, auto)))
          }
          onBeginPropaganda={() =>
            void run(ref, (r) => turnCommands().then((c) => c.beginPropaganda(db, r, auto)))
          }
          onNextCard={(revealed) =>
            void run(ref, (r) => turnCommands().then((c) => c.nextCard(db, r, revealed)))
          }
          onPlayerAction={(action, note, side) =>
            next.kind === "player" &&
            void run(ref, (r) =>
              turnCommands().then((c) =>
                c.recordPlayerAction(db, r, next.faction, action, [], note, side),
              ),
            )
          }
          onApplyEvent={(side, answers, note) =>
            next.kind === "player" &&
            void run(ref, (r) =>
              turnCommands().then((c) => c.applyPlayerEvent(db, r, side, answers, note)),
            )
          }
          onApplyOperation={(action, dice, note) =>
            next.kind === "player" &&
            void run(ref, (r) =>
              turnCommands().then((c) => c.applyPlayerOperation(db, r, action, dice, note)),
            )
          }
          onRollOperation={(count) =>
            turnCommands().then((c) => c.rollForPlayerOperation(db, ref, count))
          }
          onApplyGrant={(action, dice) =>
            void run(ref, (r) =>
              turnCommands().then((c) => c.applyGrantedAction(db, r, action, dice)),
            )
          }
          onDeclineGrant={() =>
            void run(ref, (r) => turnCommands().then((c) => c.declineGrantedAction(db, r)))
          }
          onSetCard={(which, card) =>
            void run(gameId, (r) =>
              boardCommands().then((c) => c.editBoard(db, r, [{ kind: which, value: card }])),
            )
          }
        />
        {error && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {error}
          </p>
        )}
        {(next.kind === "np" ||
          next.kind === "player" ||
          next.kind === "cardDone" ||
          next.kind === "propaganda") && (
          <BotIntentsPanel state={state} onHighlight={onHighlight} db={db} />
        )}
      </div>
    </MapTapContext>
  );
}

/**
 * Whether the app answers dice and random picks by itself in this game: the player's choice in
 * the dice or pick panel, else the game's set-up (app dice: the app also picks).
 */
function useAutoChance(db: CalixtoDB, gameId: string, setupDice: DiceSource) {
  const dice = useLiveQuery(() => getPref<DiceSource>(db, diceModeKey(gameId)), [db, gameId]);
  const ties = useLiveQuery(() => getPref<DiceSource>(db, tieModeKey(gameId)), [db, gameId]);
  return { dice: (dice ?? setupDice) === "app", ties: (ties ?? setupDice) === "app" };
}
