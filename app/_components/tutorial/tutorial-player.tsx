"use client";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { BoardView } from "@/app/_components/board/board-view";
import { Checklist, TurnSteps } from "@/app/_components/turn";
import { BUTTON, MUTED, PANEL, PRIMARY } from "@/app/_components/turn/styles";
import { cardTitle } from "@/data/cuba/events";
import { FACTION_NAME } from "@/data/cuba/pieces";
import { usAllianceValue } from "@/lib/engine/cuba/board/board";
import { CARD_TABLES } from "@/lib/engine/cuba/calixto/cards";
import type { SpaceId } from "@/lib/engine/cuba/types";
import { combineChanges } from "@/lib/ui/checklist";
import { highlightedSpaces, type SpaceHighlight } from "@/lib/ui/highlight";
import { actionLabel } from "@/lib/ui/labels";
import { buildTurnSteps } from "@/lib/ui/turn-steps";
import type { ExampleTurn } from "../reference/c89-replay";
import { afterNextPaint, useAfterPaint } from "../ui/after-paint";

function turnLabel(t: ExampleTurn): string {
  const who = t.faction ? FACTION_NAME[t.faction] : "Propaganda Round";
  const elig = t.trace.find((r) => r.kind === "eligibility" && r.decision !== undefined);
  const action = elig && elig.kind === "eligibility" ? ` · ${actionLabel(elig.result)}` : "";
  return `#${t.card} ${cardTitle(t.card)}: ${who}${action}`;
}

/** The worked example turn by turn: the map, the decisions one at a time, the table changes. */
export function TutorialPlayer({ turns }: { turns: ExampleTurn[] }) {
  const [index, setIndex] = useState(0);
  const [cursor, setCursor] = useState(0);
  const [highlight, setHighlight] = useState<SpaceId[]>([]);
  // The map's highlight follows the step once the step is painted (#22).
  const mapHighlight = useAfterPaint(highlight);
  const [done, setDone] = useState<boolean[]>([]);
  const turn = turns[index];
  // The list of turns reads every turn's trace: drawn once, not at every step (#22).
  const options = useMemo(
    () =>
      turns.map((t, i) => (
        <option key={`${t.card}-${t.faction ?? "P"}`} value={i}>
          {i + 1}. {turnLabel(t)}
        </option>
      )),
    [turns],
  );
  const changes = useMemo(() => combineChanges(turn.changes), [turn.changes]);
  const steps = useMemo(() => buildTurnSteps(turn.trace), [turn.trace]);
  const atEnd = cursor >= steps.length - 1;
  const root = useRef<HTMLDivElement>(null);
  // On a wide screen (width ≥ 1024) stepping brings the whole player into the viewport: the map
  // (kept at the top), the steps scrolling on their own and the checklist below them.
  // Once the step is drawn (one layout for the press, not one before it and one after).
  const scroll = useRef(false);
  const toPlayer = () => {
    scroll.current = true;
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: after each turn or step shown
  useEffect(() => {
    if (!scroll.current) return;
    scroll.current = false;
    if (!window.matchMedia?.("(min-width: 1024px)").matches) return;
    // In the layout of the frame that draws the step's body (the one after the press's frame,
    // as the steps' own scroll does), not in the press's frame: its forced layout there cost
    // about 2 ms of the 3-4 ms frame that shows the press (#22).
    let frame = 0;
    const cancel = afterNextPaint(() => {
      frame = requestAnimationFrame(() => root.current?.scrollIntoView?.({ block: "start" }));
    });
    return () => {
      cancel();
      cancelAnimationFrame(frame);
    };
  }, [index, cursor]);
  const onHighlight = useCallback((h: SpaceHighlight[]) => {
    const next = highlightedSpaces(h);
    setHighlight((prev) =>
      prev.length === next.length && prev.every((x, i) => x === next[i]) ? prev : next,
    );
  }, []);
  const onToggle = useCallback(
    (i: number) => setDone((d) => changes.map((_, j) => (j === i ? !d[j] : Boolean(d[j])))),
    [changes],
  );
  const go = (i: number) => {
    setIndex(i);
    setCursor(0);
    setDone([]);
    setHighlight([]);
    toPlayer();
  };
  const step = (c: number) => {
    setCursor(c);
    toPlayer();
  };
  return (
    <div
      ref={root}
      className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_28rem] xl:grid-cols-[minmax(0,1fr)_32rem] 2xl:grid-cols-[minmax(0,1fr)_36rem]"
    >
      <div className="flex min-w-0 flex-col gap-3 lg:sticky lg:top-0 lg:self-start">
        <section className={PANEL} aria-label="Turns of the example">
          <label className="flex flex-col gap-1 text-sm font-medium">
            Turn {index + 1} of {turns.length}
            <select
              className={`${BUTTON} justify-start`}
              value={index}
              onChange={(e) => go(Number(e.target.value))}
            >
              {options}
            </select>
          </label>
          <div className="mt-2 flex flex-wrap gap-2">
            <button
              type="button"
              className={BUTTON}
              disabled={index === 0}
              onClick={() => go(index - 1)}
            >
              Previous turn
            </button>
            <button
              type="button"
              className={PRIMARY}
              disabled={index === turns.length - 1}
              onClick={() => go(index + 1)}
            >
              Next turn
            </button>
          </div>
        </section>
        <p className={`text-sm ${MUTED}`} role="status">
          {atEnd
            ? "The map shows the board after this turn."
            : "The map shows the board before this turn; marked spaces are the choice in focus."}
        </p>
        <BoardView board={atEnd ? turn.after : turn.before} highlight={mapHighlight} />
      </div>
      <div className="flex min-w-0 flex-col gap-3 lg:sticky lg:top-0 lg:h-dvh lg:self-start">
        <div className={`${PANEL} lg:min-h-0 lg:flex-1 lg:overflow-y-auto`}>
          <TurnSteps
            trace={turn.trace}
            cursor={cursor}
            onCursorChange={step}
            cards={CARD_TABLES}
            usAllianceValue={usAllianceValue(turn.before)}
            onHighlight={onHighlight}
            title={turnLabel(turn)}
          />
        </div>
        <Checklist fit changes={changes} done={done} onToggle={onToggle} />
      </div>
    </div>
  );
}
