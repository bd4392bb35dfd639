"use client";
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { SCENARIOS } from "@/data/cuba/scenarios";
import type { Result } from "@/lib/engine/core/result";
import type { BoardEdit } from "@/lib/engine/cuba/board";
import type { GameEntry, GameState, Placement } from "@/lib/engine/cuba/game";
import { canUndo, turnOf } from "@/lib/engine/cuba/game/readers";
import type { SpaceId } from "@/lib/engine/cuba/types";
import type { TurnView } from "@/lib/machines/cuba/session";
import type { CalixtoDB } from "@/lib/persistence/db";
import type { GameRef } from "@/lib/persistence/game-ref";
import type { GameRow } from "@/lib/persistence/rows";
import { tabSettled } from "@/lib/persistence/tab-writes";
import { playStatus } from "@/lib/ui/play-status";
import { useDb } from "../db-context";
import { turnCommands } from "../play/turn-commands";
import { ThemeToggle } from "../theme";
import { useAfterPaint } from "../ui/after-paint";
import { lazyPanel } from "../ui/lazy-panel";
import { buttonClass, errorClass, panelClass } from "../ui/styles";
import { Tabs } from "../ui/tabs";
import { useScreenSize } from "../ui/use-screen-size";
import { boardCommands } from "./board-commands";
import { BoardView } from "./board-view";
import { DerivedPanel } from "./derived-panel";
import { useHistoryFocus } from "./history-focus";
import { MapClaimBar } from "./map-claim-bar";
import { MapLegend } from "./map-legend";
import { type MapClaim, ShowMapContext } from "./map-taps";
import { NoSuchGame } from "./no-such-game";
import { reasons } from "./reasons";
import { TrackStrip } from "./track-strip";
import { useLiveGame } from "./use-live-game";

/** What a right-hand panel added later (the NP turn runner) receives from the board screen. */
export interface GamePanelContext {
  db: CalixtoDB;
  game: GameRow;
  entries: readonly GameEntry[];
  state: GameState;
  /** The turn in progress rebuilt from the log, or null. */
  view: TurnView | null;
  /** Show a command's resulting state at once (before the live query catches up). */
  onState: (s: GameState) => void;
  /** Spaces to mark on the map (the selection in focus). */
  onHighlight: (spaces: SpaceId[]) => void;
  /** Take the map's taps and marks for a form (null gives them back to the space editor). */
  onMapClaim: (claim: MapClaim | null) => void;
}

export interface GameScreenProps {
  id: string;
  /**
   * The Non-player turn runner's panel (built separately). When absent, its tab says NP turns
   * are not available in this build.
   */
  npTurnPanel?: (ctx: GamePanelContext) => ReactNode;
}

const sameSpaces = (a: readonly SpaceId[], b: readonly SpaceId[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** One of the phone's two switch buttons, the one pressed filled. */
const switchClass = (on: boolean) =>
  `${buttonClass(on ? "primary" : "secondary")} w-full ${on ? "" : "font-semibold"}`;

/** True when a key press belongs to a text field (its own undo must keep working). */
const typing = (t: EventTarget | null) =>
  t instanceof HTMLElement &&
  (t.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(t.tagName));

type Session = typeof import("@/lib/machines/cuba/session");

/** The legend drawn inside the map: one element, so the memoised map is not redrawn for it. */
const LEGEND_INSET = <MapLegend inset />;

// Panels not on the first screen (Tracks & cards, Readings, History, the space editor) load when
// first shown: the board screen's first load carries only the map and the Play tab.
const TracksPanel = lazyPanel(
  () => import("./tracks-panel").then((m) => m.TracksPanel),
  () => <p role="status">Loading the tracks…</p>,
);
const RolesPanel = lazyPanel(() => import("./roles-panel").then((m) => m.RolesPanel));
const CardsPanel = lazyPanel(() => import("./cards-panel").then((m) => m.CardsPanel));
const DotsEditor = lazyPanel(() => import("./dots-editor").then((m) => m.DotsEditor));
const HistoryPanel = lazyPanel(
  () => import("./history-panel").then((m) => m.HistoryPanel),
  () => <p role="status">Loading the history…</p>,
);
const SpaceEditor = lazyPanel(
  () => import("./space-editor").then((m) => m.SpaceEditor),
  () => <p role="status">Loading the space editor…</p>,
);

// Variable setup's placement steps: only games set up that way show them, until placed.
const VariableSetupPanel = lazyPanel(() =>
  import("./variable-setup-panel").then((m) => m.VariableSetupPanel),
);

// The disputed readings are gathered from the Calixto card data: it loads when Readings is opened.
const ReadingsPanel = lazyPanel(
  () => import("./readings-panel").then((m) => m.ReadingsPanel),
  () => <p role="status">Loading the card data…</p>,
);

// The game log rebuilds each turn with the turn machines: it loads when History is opened.
const GameLogPanel = lazyPanel(
  () => import("../play/game-log-panel").then((m) => m.GameLogPanel),
  () => <p role="status">Loading the game log…</p>,
);

/** The turn machines' module, imported the first time a turn is in progress. */
function useTurnSession(needed: boolean): Session | null {
  const [session, setSession] = useState<Session | null>(null);
  useEffect(() => {
    if (!needed || session) return;
    let live = true;
    void import("@/lib/machines/cuba/session").then((m) => {
      if (live) setSession(() => m);
    });
    return () => {
      live = false;
    };
  }, [needed, session]);
  return session;
}

/**
 * The board screen: the map, the space editor, the side panels and the derived values, all
 * read live from the game's log. Every change is a logged entry; undo and redo append entries.
 */
export function GameScreen({ id, npTurnPanel }: GameScreenProps) {
  const db = useDb();
  // The state a command returned (or a press shows before its save), kept once the live query
  // has caught up with it; `shown` is its log position, which that re-read need not hurry to.
  const [latest, setLatestState] = useState<GameState | null>(null);
  const shownSeq = useRef(-1);
  const setLatest = useCallback((s: GameState | null) => {
    shownSeq.current = s?.lastSeq ?? -1;
    setLatestState(s);
  }, []);
  const loaded = useLiveGame(db, id, shownSeq);
  const [selected, setSelected] = useState<SpaceId | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [highlight, setHighlight] = useState<SpaceId[]>([]);
  const [tab, setTab] = useState("play");
  const size = useScreenSize();
  const phone = size === "phone";
  const history = useHistoryFocus();
  // What the phone shows: the panels (where the next thing to do is) or the map.
  const [shown, setShown] = useState<"map" | "panel">("panel");
  // A panel holding the map's taps (the player's own Operation), else taps open the editor.
  const [claim, setClaim] = useState<MapClaim | null>(null);
  const preview = claim?.preview ?? null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: forget the last command's state when the game changes
  useEffect(() => setLatest(null), [id]);
  const live = loaded?.state ?? null;
  // At the same log position the two are the same state (the log is append-only): the command's
  // is kept, with the turn view it already worked out (no replay of the turn for the screen).
  const state = latest && (!live || latest.lastSeq >= live.lastSeq) ? latest : live;
  const turnOn = state !== null && turnOf(state) !== null;
  // The turn in progress, rebuilt from its logged inputs (never from a stored machine snapshot).
  // The turn machines load only when a turn needs them.
  const session = useTurnSession(turnOn);
  // The machine rebuilt for the screen is kept: the next press gives it its input (no replay).
  // A turn that has used code not loaded yet (an Event's programs, the Propaganda round) waits
  // for it, then is rebuilt (core/lazy-part.ts): `partsLoaded` counts those loads.
  const [partsLoaded, setPartsLoaded] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again once the parts are loaded
  const ready = useMemo(
    () =>
      state && session
        ? session.readyView(state, (live) => {
            // Kept before the next press reads it: the same module promise, settled in order.
            void turnCommands().then((t) => t.keepLiveTurn(db, id, state.lastSeq, live));
          })
        : null,
    [state, session, db, id, partsLoaded],
  );
  useEffect(() => {
    if (!(ready instanceof Promise)) return;
    let live = true;
    void ready.then(() => {
      if (live) setPartsLoaded((n) => n + 1);
    });
    return () => {
      live = false;
    };
  }, [ready]);
  const view = ready instanceof Promise ? null : ready;
  // During a turn the map, the track strip and the derived values follow the turn's board a frame
  // behind an input: the frame that shows the press draws the turn's panel, the map is redrawn
  // once it is painted (#22). So does a step's highlight on the map.
  const turnBoard = useAfterPaint(view?.board ?? null);
  const mapHighlight = useAfterPaint(highlight);
  useEffect(() => {
    if (turnOn) setTab("play");
    else setHighlight([]);
  }, [turnOn]);

  const after = useCallback(
    <T extends { state: GameState }>(r: Result<T>): Result<T> => {
      if (r.ok) {
        setLatest(r.value.state);
        setNotice(null);
      }
      return r;
    },
    [setLatest],
  );
  // Undo and redo carry the log position they were pressed on: from a screen that is behind (another
  // tab logged since, a double press) they are refused with CHANGED_ELSEWHERE and the live query
  // catches up. Board edits set the values typed, whatever the log holds: quick edits in a row
  // all apply, and the last one written wins.
  const seen = state?.lastSeq;
  const ref = useMemo<GameRef>(() => (seen === undefined ? id : { id, seen }), [id, seen]);
  const eventWork = view?.request?.kind === "eventWork";
  const commit = useCallback(
    async (edits: BoardEdit[]): Promise<Result<{ state: GameState }>> => {
      // During an NP Event the player's edits are the Event's effects: they belong to the turn.
      if (eventWork)
        return after(await (await turnCommands()).giveInput(db, id, { type: "event.edit", edits }));
      if (turnOn)
        return {
          ok: false,
          errors: [
            {
              field: "board",
              reason:
                "a turn is in progress: finish or cancel it before editing the board (correct a decision instead)",
            },
          ],
        };
      return after(await (await boardCommands()).editBoard(db, id, edits));
    },
    [db, id, after, eventWork, turnOn],
  );
  // After this tab's presses still being saved (shown before their save): the undo is made on
  // the log the screen shows.
  const onUndo = useCallback(async () => {
    await tabSettled();
    const r = after(await (await boardCommands()).undo(db, ref));
    if (!r.ok) setNotice(reasons(r.errors));
  }, [db, ref, after]);
  const onRedo = useCallback(async () => {
    await tabSettled();
    const r = after(await (await boardCommands()).redo(db, ref));
    if (!r.ok) setNotice(reasons(r.errors));
  }, [db, ref, after]);
  const onPlace = useCallback(
    async (step: number, placement: Placement) =>
      after(await (await boardCommands()).placeVariableStep(db, id, step, placement)),
    [db, id, after],
  );
  const onExport = async () => {
    // The export and the download helper load with the press (issue 22).
    const [commands, file] = await Promise.all([boardCommands(), import("../ui/download")]);
    const r = await commands.exportGame(db, id);
    if (r.ok) file.downloadJson(`calixto-${file.fileSafe(r.value.game.name)}.json`, r.value);
    else setNotice(reasons(r.errors));
  };

  // Ctrl/Cmd+Z undoes, Shift+Ctrl/Cmd+Z (or Ctrl+Y) redoes, except while typing in a field.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || typing(e.target)) return;
      const key = e.key.toLowerCase();
      if (key === "z" && !e.shiftKey) {
        e.preventDefault();
        void onUndo();
      } else if ((key === "z" && e.shiftKey) || key === "y") {
        e.preventDefault();
        void onRedo();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onUndo, onRedo]);

  // The strip's Edit opens the Tracks & cards tab and brings it into view (stacked screens).
  // Kept from render to render, so the memoised strip is not redrawn for a new function.
  const openTracks = useCallback(() => {
    setTab("table");
    setShown("panel");
    requestAnimationFrame(() =>
      document.querySelector('[aria-label="Game panels"]')?.scrollIntoView?.({ block: "nearest" }),
    );
  }, []);

  // The phone's panel button: back on the panels, what play waits for is brought into view (the
  // die or card the turn asks for, the checklist to confirm, the next action's button).
  const showPanel = () => {
    setShown("panel");
    requestAnimationFrame(() => {
      const panels = document.querySelector('[aria-label="Game panels"]');
      for (const where of ["request", "target", "step"]) {
        const next = panels?.querySelector<HTMLElement>(`[data-landing="${where}"]`);
        if (next) {
          next.scrollIntoView?.({ block: "start" });
          return;
        }
      }
    });
  };

  // A form's "Show the map" (phone only: elsewhere the map is beside the panels).
  const showMap = useCallback(() => setShown("map"), []);

  // The map bar's "Back to the form" (phone): the panel again, at the space the last tap added
  // (else the form's line saying what to tap), which takes the keyboard too.
  const backToForm = () => {
    setShown("panel");
    requestAnimationFrame(() => {
      const at = document.querySelector<HTMLElement>(
        '[aria-label="Game panels"] [data-claim-return]',
      );
      if (!at) return;
      at.scrollIntoView?.({ block: "center" });
      if (!at.matches("button, a[href], input, select, textarea, [tabindex]")) at.tabIndex = -1;
      at.focus({ preventScroll: true });
    });
  };

  const closeEditor = () => {
    const was = selected;
    setSelected(null);
    if (was)
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>(`[data-space="${was}"]`)?.focus(),
      );
  };

  if (loaded === undefined) return <p className="p-6">Loading the game…</p>;
  if (loaded === null) return <NoSuchGame />;
  if (!state)
    return (
      <main className="mx-auto max-w-xl p-6">
        <h1 className="text-xl font-semibold">{loaded.game.name} cannot be opened</h1>
        <ul className={errorClass}>
          {loaded.errors.map((e) => (
            <li key={e.field}>
              {e.field}: {e.reason}
            </li>
          ))}
        </ul>
      </main>
    );

  const board = view ? view.board : state.board;
  const shownBoard = view ? (turnBoard ?? board) : board;
  const scenario =
    SCENARIOS.find((s) => s.id === state.setup.scenario)?.name ?? state.setup.scenario;
  const ctx: GamePanelContext = {
    db,
    game: loaded.game,
    entries: loaded.entries,
    state,
    view,
    onState: setLatest,
    onHighlight: (spaces: SpaceId[]) =>
      setHighlight((prev) => (sameSpaces(prev, spaces) ? prev : spaces)),
    onMapClaim: setClaim,
  };

  // The screen is one viewport high at every size and in every phase; the page never scrolls.
  // Wide (≥ 1024 px: desktop, landscape tablet): the map column on the left (scrolling on its
  // own, the map at its top), the panels on the right, the active tab scrolling on its own.
  // Portrait (768-1023 px): the strip and the map fitted to the width on top, the panels below
  // filling the rest (the derived values move into the Tracks & cards tab).
  // Phone (< 768 px): one of the two at a time, switched by two buttons that stay on screen.
  // The panel column is 28rem up to 1279 px (the map beside it is drawn in two halves), 30rem
  // from 1280 px (room for the one-band map), 36rem from 1536 px.
  const derivedInMap = size !== "portrait";
  const mapColumn = (
    <>
      {/* The phone hides the form while the map shows: the bar says what a tap does there. */}
      {phone && claim?.prompt && (
        <MapClaimBar claim={{ ...claim, prompt: claim.prompt }} onBack={backToForm} />
      )}
      {/* In portrait the turn panel below says the same; an Event's edits are said everywhere. */}
      {turnOn && (eventWork || size !== "portrait") && (
        <p role="status" className="text-sm text-amber-800 dark:text-amber-300">
          {eventWork
            ? "Event in progress: edits you make on the map now are the Event's effects."
            : "Turn in progress: the map shows the board as the turn leaves it."}
        </p>
      )}
      {preview && (
        // One line, so the map below stays wholly in view at 1024x768; the form beside it names
        // the action and the spaces, and says the tracks still show the board now.
        <p
          role="status"
          data-map-preview=""
          title={`The board after your ${preview.label}, not applied yet`}
          className="rounded-md border-2 border-dashed border-emerald-600 px-2 py-0.5 text-sm font-medium text-emerald-900 dark:text-emerald-200"
        >
          Preview, not applied yet: {preview.changed.length} outlined space
          {preview.changed.length === 1 ? "" : "s"} change.
        </p>
      )}
      {!phone && <TrackStrip board={shownBoard} onEdit={openTracks} />}
      {/* The legend sits in the map's empty sea, so it shows with the map; a phone's narrow map
          has no room for it there: it follows the map. */}
      <BoardView
        board={preview?.board ?? shownBoard}
        selected={selected}
        highlight={claim ? claim.highlight : mapHighlight}
        chosen={claim?.chosen}
        changed={preview?.changed}
        onOpenSpace={claim ? claim.onTap : setSelected}
        inset={phone ? undefined : LEGEND_INSET}
      />
      {/* The phone's map view opens on the map itself; its tracks follow. */}
      {phone && <TrackStrip board={shownBoard} onEdit={openTracks} />}
      {phone && <MapLegend />}
      {derivedInMap && <DerivedPanel board={shownBoard} />}
    </>
  );
  const status = playStatus(state, view, turnOn);

  return (
    <div className="mx-auto flex h-dvh max-w-[1600px] flex-col gap-2 p-2 sm:px-4">
      <div className="shrink-0">
        <header className="flex flex-wrap items-center gap-2">
          <a className={buttonClass("ghost")} href="/">
            ← Games
          </a>
          {/* At least 12rem, or the whole line: on a phone the buttons wrap below the title. */}
          <h1
            className="min-w-[min(100%,12rem)] flex-1 truncate text-xl font-semibold"
            data-testid="game-title"
          >
            {loaded.game.name}{" "}
            <span className="text-sm font-normal text-stone-600 dark:text-stone-400">
              · {scenario}
            </span>
          </h1>
          <button
            type="button"
            ref={history.undoRef}
            className={buttonClass()}
            onClick={() => {
              history.pressedOn("undo");
              void onUndo();
            }}
            disabled={!canUndo(state)}
            aria-keyshortcuts="Control+Z Meta+Z"
          >
            ↶ Undo
          </button>
          <button
            type="button"
            ref={history.redoRef}
            className={buttonClass()}
            onClick={() => {
              history.pressedOn("redo");
              void onRedo();
            }}
            disabled={state.redoable.length === 0}
            aria-keyshortcuts="Shift+Control+Z Shift+Meta+Z"
          >
            ↷ Redo
          </button>
          <button type="button" className={buttonClass()} onClick={() => void onExport()}>
            Export
          </button>
          <ThemeToggle />
        </header>
        {/* Empty, it takes no room; a refused undo or edit shows here. */}
        <div aria-live="polite" className={errorClass}>
          {notice}
        </div>
        {state.skipped.length > 0 && (
          <p
            role="status"
            className={`${panelClass} mt-2 text-sm text-amber-800 dark:text-amber-300`}
          >
            {state.skipped.length} logged change{state.skipped.length > 1 ? "s" : ""} no longer fit
            the rules and were left out (see History).
          </p>
        )}
      </div>

      <div
        className={`grid min-h-0 flex-1 gap-3 ${
          size === "wide"
            ? "grid-cols-[minmax(0,1fr)_28rem] grid-rows-[minmax(0,1fr)] xl:grid-cols-[minmax(0,1fr)_30rem] 2xl:grid-cols-[minmax(0,1fr)_36rem]"
            : size === "portrait"
              ? "grid-cols-[minmax(0,1fr)] grid-rows-[auto_minmax(0,1fr)]"
              : // The phone shows one of the two (the other is hidden, so it takes no row).
                "grid-cols-[minmax(0,1fr)] grid-rows-[minmax(0,1fr)]"
        }`}
      >
        {/* `relative`: screen-reader-only text inside a scrolling column stays inside it, so it
            never makes the page itself taller than the screen. */}
        <main
          hidden={phone && shown !== "map"}
          className={`relative flex min-w-0 flex-col gap-2 ${
            // Portrait: at most 62% of the screen, the rest is the panels'.
            size === "portrait" ? "max-h-[62dvh] overflow-y-auto" : "min-h-0 overflow-y-auto"
          }`}
        >
          {mapColumn}
        </main>
        <aside
          aria-label="Game panels"
          hidden={phone && shown !== "panel"}
          className="flex min-h-0 min-w-0 flex-col"
        >
          <Tabs
            label="Game panels"
            className="flex min-h-0 flex-1 flex-col"
            panelClassName="relative min-h-0 flex-1 overflow-y-auto"
            active={tab}
            onChange={setTab}
            tabs={[
              {
                id: "play",
                label: turnOn ? "Turn ●" : "Play",
                content: (
                  <ShowMapContext value={phone ? showMap : null}>
                    {state.placement.length > 0 && (
                      <VariableSetupPanel state={state} onPlace={onPlace} />
                    )}
                    {npTurnPanel ? (
                      npTurnPanel(ctx)
                    ) : (
                      <section data-slot="np-turn" className={`${panelClass} text-sm`}>
                        Non-player turns are not available in this build.
                      </section>
                    )}
                  </ShowMapContext>
                ),
              },
              {
                id: "table",
                label: "Tracks & cards",
                content: (
                  <div className="grid items-start gap-3 md:grid-cols-2 lg:grid-cols-1">
                    {!derivedInMap && (
                      <div className="md:col-span-2 lg:col-span-1">
                        <DerivedPanel board={board} />
                      </div>
                    )}
                    <TracksPanel board={board} commit={commit} />
                    <RolesPanel board={board} commit={commit} />
                    <CardsPanel board={board} commit={commit} />
                  </div>
                ),
              },
              {
                id: "readings",
                label: "Readings",
                content: (
                  <div className="flex flex-col gap-4">
                    <ReadingsPanel
                      state={state}
                      turnOn={turnOn}
                      onSet={async (rid, value) =>
                        after(await (await turnCommands()).setReadings(db, id, { [rid]: value }))
                      }
                    />
                    <DotsEditor
                      state={state}
                      turnOn={turnOn}
                      onSetDots={async (row, cols) =>
                        after(await (await turnCommands()).setRowDots(db, id, row, cols))
                      }
                    />
                  </div>
                ),
              },
              {
                id: "history",
                label: "History",
                content: (
                  <div className="flex flex-col gap-4">
                    <GameLogPanel
                      entries={loaded.entries}
                      name={loaded.game.name}
                      db={db}
                      gameId={id}
                    />
                    <HistoryPanel
                      entries={loaded.entries}
                      state={state}
                      onUndo={() => void onUndo()}
                      onRedo={() => void onRedo()}
                      gameId={id}
                      onState={setLatest}
                    />
                  </div>
                ),
              },
            ]}
          />
        </aside>
      </div>

      {phone && (
        // The phone shows the map or the panels: one tap switches, and the panel's button says
        // where play stands, so a turn waiting for a die is seen from the map too.
        <nav aria-label="Map or panel" className="grid shrink-0 grid-cols-[auto_1fr] gap-2">
          <button
            type="button"
            aria-pressed={shown === "map"}
            className={switchClass(shown === "map")}
            onClick={() => setShown("map")}
          >
            Map
          </button>
          <button
            type="button"
            aria-pressed={shown === "panel"}
            className={`${switchClass(shown === "panel")} min-w-0`}
            onClick={showPanel}
          >
            <span className="truncate">{status}</span>
          </button>
        </nav>
      )}

      {selected && (
        <SpaceEditor board={board} space={selected} commit={commit} onClose={closeEditor} />
      )}
    </div>
  );
}
