"use client";
import { useEffect, useMemo, useRef, useState } from "react";
import { Checklist, RuleLink, TurnSteps } from "@/app/_components/turn";
import { BUTTON, MUTED, PANEL } from "@/app/_components/turn/styles";
import { FACTION_NAME } from "@/data/cuba/pieces";
import type { DiceSource } from "@/lib/engine/core/dice";
import { usAllianceValue } from "@/lib/engine/cuba/board/board";
import { CARD_TABLES, resolveSide } from "@/lib/engine/cuba/calixto/cards";
import type { CardSide } from "@/lib/engine/cuba/calixto/contracts";
import type { InputEvent } from "@/lib/engine/cuba/calixto/types";
import type { GameState } from "@/lib/engine/cuba/game";
import { afterPropagandaOf, ruleOptionsOf } from "@/lib/engine/cuba/game/turns";
import type { SpaceId } from "@/lib/engine/cuba/types";
import type { TurnView } from "@/lib/machines/cuba/session";
import { type CalixtoDB, getPref, setPref } from "@/lib/persistence";
import { combineChanges, ticksKey as ticksKeyOf } from "@/lib/ui/checklist";
import { highlightedSpaces, type SpaceHighlight } from "@/lib/ui/highlight";
import { actionLabel } from "@/lib/ui/labels";
import { renderMarkdownLog } from "@/lib/ui/markdown-log";
import { buildTurnSteps } from "@/lib/ui/turn-steps";
import { summarizeTurn } from "@/lib/ui/turn-summary";
import { TurnSummary } from "../turn/turn-summary";
import { afterNextPaint, useAfterPaint } from "../ui/after-paint";
import { downloadText } from "../ui/download";
import { useFocusLanding } from "../ui/focus-landing";
import { useScreenSize } from "../ui/use-screen-size";
import { useStableCallback } from "../ui/use-stable-callback";
import { useLiveQuery } from "../use-live-query";
import { diceModeKey, tieModeKey } from "./chance-keys";
import { RequestPanel } from "./request-panel";

const NO_TICKS: boolean[] = [];

/** The list given, or the one before it when their lines read the same (texts, in order). */
function useSameLines<T extends { text: string }>(list: T[]): T[] {
  const kept = useRef(list);
  const a = kept.current;
  if (a !== list && (a.length !== list.length || a.some((c, i) => c.text !== list[i].text)))
    kept.current = list;
  return kept.current;
}

export interface TurnWorkspaceProps {
  db: CalixtoDB;
  gameId: string;
  state: GameState;
  view: TurnView;
  /** Key of this turn (its start in the log), for the checklist ticks. */
  turnKey: string;
  busy: boolean;
  error: string | null;
  give: (e: InputEvent) => void;
  appAnswer: () => void;
  onOverride: (decision: number, value: boolean | string, reason: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
  onHighlight: (spaces: SpaceId[]) => void;
}

/**
 * An NP turn or Propaganda Round at the table: the decisions revealed one step at a time (each
 * with its rule section), the input it waits for, and the checklist of physical changes; the
 * mirror takes the changes when the turn is confirmed.
 */
export function TurnWorkspace(p: TurnWorkspaceProps) {
  const { state } = p;
  // A press answers in its own frame: what the turn now waits for (`p.view.request`) renders at
  // once; the steps, the summary and the checklist, the long part of the screen, follow in a
  // low-priority render once that frame is painted (#22). Both read the same turn a frame apart.
  const view = useAfterPaint(p.view);
  const steps = useMemo(() => buildTurnSteps(view.trace), [view.trace]);
  // A track moved several times is one line: where it ends (ticks are kept by this list).
  // Kept while its lines read the same, so the memoised checklist is not redrawn by an input that
  // changed nothing on the table.
  const combined = useMemo(() => combineChanges(view.changes), [view.changes]);
  const changes = useSameLines(combined);
  const summary = useMemo(
    () => summarizeTurn(view.trace, steps, changes.length),
    [view.trace, steps, changes.length],
  );
  // The view follows the turn: at the newest step, as a reload shows it, whenever an input adds
  // steps. A player who stepped back to an earlier step is held there (`held`) until they step
  // forward to the newest one again ("Next step" to the end, or "Show all steps").
  const [held, setHeld] = useState<number | null>(null);
  const newest = Math.max(0, steps.length - 1);
  const cursor = held === null ? newest : Math.min(held, newest);
  const moveTo = (to: number) => setHeld(to >= newest ? null : Math.max(0, to));
  // After a press that ended a panel, focus lands on the next thing to do: the request now
  // waiting, else (the turn done) the checklist to tick and confirm, else the current step.
  const root = useRef<HTMLDivElement>(null);
  useFocusLanding(root, p.busy);
  // A new request opens at its top (after the paint: reading the scroll forces a layout). On a
  // phone the steps and the request share one scrolling panel: the request is brought into view,
  // and the steps do not scroll to the turn's newest step over it (followNewSteps).
  const requestBox = useRef<HTMLDivElement>(null);
  const requestId = p.view.request ? JSON.stringify(p.view.request) : "";
  const phone = useScreenSize() === "phone";
  useEffect(() => {
    if (!requestId) return;
    return afterNextPaint(() => {
      const box = requestBox.current;
      if (box && box.scrollTop !== 0) box.scrollTop = 0;
    });
  }, [requestId]);
  // Steps drawn above the request (a frame after the press) push it down the phone's panel.
  // biome-ignore lint/correctness/useExhaustiveDependencies: again whenever steps are added
  useEffect(() => {
    if (!phone || !requestId) return;
    return afterNextPaint(() => requestBox.current?.scrollIntoView?.({ block: "nearest" }));
  }, [phone, requestId, steps.length]);
  // When the turn's last panel closes, the turn column shrinks: keep its current step in view.
  // Once the frame without the panel is painted (a scroll there forced the press's layout, #22).
  useEffect(() => {
    if (!view.done) return;
    return afterNextPaint(() =>
      root.current
        ?.querySelector<HTMLElement>('[aria-current="step"]')
        ?.scrollIntoView?.({ block: "nearest" }),
    );
  }, [view.done]);

  // The card sides as this turn reads them: the player's corrections logged with the turn, then
  // the game's readings; recomputed only when either changes.
  const options = ruleOptionsOf(state);
  const readingsKey = JSON.stringify(options.conflicts);
  const data = view.data;
  const cards = useMemo(() => {
    const sides: Record<string, CardSide> = {};
    const conflicts = JSON.parse(readingsKey) as Record<string, "recommended" | "alternative">;
    const tables = data?.cards ?? CARD_TABLES;
    for (const id of Object.keys(tables.sides)) {
      const r = resolveSide(id as CardSide["side"], data ? { conflicts, data } : { conflicts });
      if (r.ok) sides[id] = r.value;
    }
    return { sides, boxes: tables.boxes, lists: tables.lists };
  }, [readingsKey, data]);

  const diceKey = diceModeKey(p.gameId);
  const storedMode = useLiveQuery(() => getPref<DiceSource>(p.db, diceKey), [p.db, diceKey]);
  const diceMode = storedMode ?? state.setup.dice;
  const tieKey = tieModeKey(p.gameId);
  const storedTie = useLiveQuery(() => getPref<DiceSource>(p.db, tieKey), [p.db, tieKey]);
  const tieMode = storedTie ?? state.setup.dice;
  const ticksKey = ticksKeyOf(p.gameId, p.turnKey);
  const stored = useLiveQuery(() => getPref<boolean[]>(p.db, ticksKey), [p.db, ticksKey]);
  // Ticks show at once; the saved copy (prefs) keeps them across reloads.
  const [local, setLocal] = useState<boolean[] | null>(null);
  const ticks = local ?? stored ?? NO_TICKS;
  const toggle = useStableCallback((i: number) => {
    const next = changes.map((_, j) => (j === i ? !ticks[j] : Boolean(ticks[j])));
    setLocal(next);
    void setPref(p.db, ticksKey, next);
  });
  // The same functions from render to render: the memoised steps and checklist keep theirs.
  const onOverride = useStableCallback(p.onOverride);
  const onConfirm = useStableCallback(p.onConfirm);
  const onHighlight = useStableCallback((h: SpaceHighlight[]) =>
    p.onHighlight(highlightedSpaces(h)),
  );

  // A second Propaganda card in a row gets no Round (6.0).
  const noRound = view.kind === "propaganda" && afterPropagandaOf(state);
  const title =
    view.kind === "propaganda"
      ? noRound
        ? "Propaganda card with no Round"
        : "Propaganda Round"
      : `${FACTION_NAME[view.faction ?? "GOV"]} NP turn`;
  const exportTurn = () =>
    downloadText(
      `calixto-turn-${p.turnKey}.md`,
      renderMarkdownLog(
        [
          {
            card: state.board.currentCard,
            faction: view.faction,
            role: "NP",
            trace: view.trace,
            changes,
            done: ticks,
          },
        ],
        title,
      ),
      "text/markdown",
    );

  return (
    // From the portrait tablet up (width ≥ 768) the turn fills the panel: its steps scroll on
    // their own, the request and the checklist stay pinned below them; a phone stacks them.
    <div
      ref={root}
      // A frame behind the press (steps and checklist still drawing): focus waits to land.
      aria-busy={view !== p.view || undefined}
      className="flex flex-col gap-3 md:min-h-0 md:flex-1"
      data-testid="turn-workspace"
    >
      {/* `relative`: screen-reader-only text inside the scrolling steps stays inside them, so it
          never makes the page itself taller than the screen. At least 7.5rem high: the request
          and the checklist below give way first, so the current step always shows. */}
      <div className="relative flex flex-col gap-3 md:min-h-30 md:flex-1 md:overflow-y-auto">
        <section className={PANEL} aria-label="Turn in progress">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="text-lg font-semibold">
              {title}{" "}
              <RuleLink rule={noRound ? "6.0" : view.kind === "propaganda" ? "C8.5.9" : "C8.5.2"} />
            </h2>
            <div className="flex flex-wrap gap-2">
              <button type="button" className={BUTTON} onClick={exportTurn}>
                Export as Markdown
              </button>
              <button type="button" className={BUTTON} onClick={p.onCancel} disabled={p.busy}>
                Cancel turn
              </button>
            </div>
          </div>
          <p className={`text-sm ${MUTED}`}>
            The map shows the board as this turn leaves it; your saved board changes when you
            confirm.
          </p>
          {p.error && (
            <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
              {p.error}
            </p>
          )}
        </section>

        {view.done && (
          <section className={PANEL} aria-label="Turn finished">
            <p className="font-medium">
              {view.kind === "np" && view.np
                ? `${FACTION_NAME[view.faction ?? "GOV"]}: ${view.np.action ? actionLabel(view.np.action) : "no action"}${view.np.error ? ` (${view.np.error})` : ""}.`
                : noRound
                  ? "This Propaganda card has no Round."
                  : "The Propaganda Round is done."}{" "}
              Make the changes below on the table, tick them, then confirm the turn.
            </p>
          </section>
        )}

        {view.done && <TurnSummary lines={summary} current={cursor} onOpen={moveTo} />}

        <div className={PANEL}>
          <TurnSteps
            trace={view.trace}
            cursor={cursor}
            onCursorChange={moveTo}
            cards={cards}
            usAllianceValue={usAllianceValue(state.board)}
            onOverride={onOverride}
            onHighlight={onHighlight}
            followNewSteps={!(phone && p.view.request)}
          />
        </div>
      </div>

      {/* What the turn waits for (a die, a card, a tie-break, an answer) sits between the steps and
          the checklist, outside the scrolling steps: it stays on screen whatever step is shown. */}
      {/* A question with many answers (a Propaganda step's spaces) may take more of the column
          than a die or a card; each new request opens at its top, whatever the last one scrolled. */}
      {p.view.request && (
        <div
          ref={requestBox}
          aria-live="polite"
          data-landing="request"
          className={`relative ${p.view.request.kind === "question" ? "md:max-h-[60%]" : "md:max-h-[50%]"} md:min-h-0 md:overflow-y-auto`}
        >
          <RequestPanel
            request={p.view.request}
            diceMode={diceMode}
            onDiceMode={(m) => void setPref(p.db, diceKey, m)}
            tieMode={tieMode}
            onTieMode={(m) => void setPref(p.db, tieKey, m)}
            busy={p.busy}
            give={p.give}
            appAnswer={p.appAnswer}
          />
        </div>
      )}

      <Checklist
        fit
        changes={changes}
        done={ticks}
        onToggle={toggle}
        onConfirm={view.done ? onConfirm : undefined}
        busy={p.busy}
      />
    </div>
  );
}
