"use client";
import {
  SIDE_LABEL,
  SIDES,
  type SideIndex,
  type SjState,
  sjViewFor,
} from "@/lib/engine/cardgames/san-juan";
import { Panel, PhaseStrip } from "../ui";
import type { GameSession } from "../use-game-session";
import { SjCard } from "./sj-card";
import { Chooser } from "./sj-chooser";

/** San Juan Hill at the table: the eight-hand track, the prompt, the viewer's hand, the last battle. */
export function SjPlay({ session, log }: { session: GameSession; log: React.ReactNode }) {
  const setup = session.setup;
  if (!setup || !session.state) return null;
  const s = session.state as SjState;
  const names = setup.seats.map((x) => x.name);
  const viewer = session.viewer as SideIndex | null;
  const p = session.pending;
  const mine = p?.kind === "decide" && p.seat === viewer;
  const phases = [
    { id: "draw", label: "Draw" },
    { id: "reserve", label: "Reserve" },
    { id: "attack", label: "Attack" },
    { id: "withdrawal", label: "Withdrawal" },
  ];
  const last = s.battles.at(-1);
  const seen = viewer !== null ? sjViewFor(s, viewer).seen : null;
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="min-w-0 space-y-4">
        <div className="flex flex-wrap items-center gap-3">
          <span className="text-sm font-medium" data-testid="turn">
            Hand {Math.max(1, s.hand)} of 8
          </span>
          <PhaseStrip phases={phases} current={s.phase} />
        </div>
        <ScoreTrack state={s} names={names} />
        <section
          aria-live="polite"
          data-testid="prompt-box"
          data-steps={session.steps.length}
          className={`min-h-40 rounded-lg border p-3 ${mine ? "border-indigo-400 bg-indigo-50 dark:border-indigo-500 dark:bg-indigo-950/40" : "border-stone-200 dark:border-stone-700"}`}
        >
          {s.result ? (
            <h2 className="text-lg font-semibold" data-testid="result">
              {s.result.kind === "american"
                ? "American victory: they take the hill with fewer casualties."
                : s.result.kind === "spanish"
                  ? "Spanish victory: the Americans retreat."
                  : "A draw: history unfolds as in the books."}{" "}
              ({s.result.won[0]}–{s.result.won[1]}, {s.result.tied} tied)
            </h2>
          ) : mine && viewer !== null ? (
            <Chooser
              key={`${s.hand}-${s.step.at}-${s.balloonHand}`}
              session={session}
              state={s}
              side={viewer}
            />
          ) : p?.kind === "decide" ? (
            <p className="text-sm">Waiting for {names[p.seat]}…</p>
          ) : (
            <p className="text-sm">{p?.kind === "chance" ? `${p.request.purpose}…` : ""}</p>
          )}
          {session.refused && (
            <p role="alert" className="mt-2 text-sm text-rose-700 dark:text-rose-300">
              {session.refused.map((e) => e.reason).join("; ")}
            </p>
          )}
        </section>
        {seen && (
          <Panel title="The Spanish hand, seen from the balloon" testId="seen">
            <div className="flex flex-wrap gap-1.5">
              {seen.map((id) => (
                <SjCard key={id} id={id} size="sm" />
              ))}
            </div>
          </Panel>
        )}
        {last && (
          <Panel title={`Hand ${last.hand}: attacks revealed`} testId="battle">
            <div className="grid gap-3 sm:grid-cols-2">
              {([0, 1] as const).map((side) => (
                <div key={side}>
                  <p className="text-sm font-medium">
                    {names[side]} ({SIDE_LABEL[SIDES[side]]}): {last.totals[side]}
                    {last.winner === side && " — wins"}
                  </p>
                  <div className="mt-1 flex flex-wrap gap-1.5">
                    {last.played[side].length === 0 && (
                      <span className="text-xs text-stone-600 dark:text-stone-400">no cards</span>
                    )}
                    {last.played[side].map((id) => (
                      <SjCard key={id} id={id} struck={last.eliminated.includes(id)} size="sm" />
                    ))}
                  </div>
                </div>
              ))}
            </div>
            {last.winner === null && <p className="mt-2 text-sm font-medium">Tied.</p>}
          </Panel>
        )}
        {viewer !== null && !mine && (
          <Panel title={`Your hand (${names[viewer]})`} testId="hand">
            <div className="flex flex-wrap gap-1.5">
              {s.hands[viewer].map((id) => (
                <SjCard key={id} id={id} />
              ))}
            </div>
          </Panel>
        )}
        <p className="text-sm text-stone-600 dark:text-stone-400">
          Decks: American {s.decks[0].length}, Spanish {s.decks[1].length} · Discards:{" "}
          {s.discards[0].length}, {s.discards[1].length} · Hands: {s.hands[0].length},{" "}
          {s.hands[1].length}
        </p>
      </div>
      <aside className="min-w-0 space-y-4">{log}</aside>
    </div>
  );
}

function ScoreTrack({ state, names }: { state: SjState; names: string[] }) {
  return (
    <ol className="grid grid-cols-8 gap-1" aria-label="Hands won" data-testid="score-track">
      {Array.from({ length: 8 }, (_, i) => {
        const b = state.battles[i];
        // Words, not side letters (issue 23 item 6).
        const label = !b ? "—" : b.winner === null ? "Tie" : b.winner === 0 ? "USA" : "Spain";
        return (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: eight fixed hands
            key={i}
            className={`rounded-md border py-1.5 text-center text-xs font-semibold ${
              !b
                ? "border-stone-200 text-stone-400 dark:border-stone-700"
                : b.winner === 0
                  ? "border-sky-400 bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100"
                  : b.winner === 1
                    ? "border-amber-400 bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100"
                    : "border-stone-400 bg-stone-100 dark:bg-stone-800"
            }`}
            title={
              b
                ? `Hand ${i + 1}: ${b.winner === null ? "tied" : `${names[b.winner]} won`}`
                : `Hand ${i + 1}`
            }
          >
            {label}
          </li>
        );
      })}
    </ol>
  );
}
