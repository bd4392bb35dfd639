"use client";
import { useEffect, useRef, useState } from "react";
import {
  attackErrors,
  holdsBalloon,
  SIDE_LABEL,
  SIDES,
  type SideIndex,
  SJ_CARDS,
  SJ_TYPE_LABEL,
  SJ_TYPES,
  type SjMove,
  type SjState,
  sjViewFor,
  strongestAttack,
} from "@/lib/engine/cardgames/san-juan";
import { ActionButton, Panel, PhaseStrip } from "../ui";
import type { GameSession } from "../use-game-session";

const TONE: Record<string, string> = {
  U: "ring-sky-400",
  A: "ring-stone-500",
  L: "ring-amber-500",
  M: "ring-rose-400",
  E: "ring-emerald-500",
  T: "ring-lime-600",
  S: "ring-violet-500",
};

function SjCard({ id, struck }: { id: number; struck?: boolean }) {
  const c = SJ_CARDS[id];
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-md bg-white px-2 py-1 text-xs ring-2 dark:bg-stone-800 ${TONE[c.kind]} ${struck ? "line-through opacity-60" : ""}`}
      title={SJ_TYPE_LABEL[c.kind]}
    >
      <span className="font-mono font-semibold">{c.kind}</span>
      {c.name}
      <span className="font-mono font-semibold">{c.force}</span>
    </span>
  );
}

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
                <SjCard key={id} id={id} />
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
                      <span className="text-xs text-stone-500">no cards</span>
                    )}
                    {last.played[side].map((id) => (
                      <SjCard key={id} id={id} struck={last.eliminated.includes(id)} />
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
        const label = !b ? "—" : b.winner === null ? "Tie" : b.winner === 0 ? "US" : "ES";
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

/** Reserve, Attack or Withdrawal: pick cards from the hand, checked as you go. */
function Chooser({
  session,
  state,
  side,
}: {
  session: GameSession;
  state: SjState;
  side: SideIndex;
}) {
  const [picked, setPicked] = useState<number[]>([]);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const step = state.step.at;
  const hand = state.hands[side];
  const max = step === "reserve" ? 2 : step === "withdraw" ? 3 : hand.length;
  const problems = step === "attack" ? attackErrors(side, hand, picked) : [];
  const force = picked.reduce((n, id) => n + SJ_CARDS[id].force, 0);
  const toggle = (id: number) =>
    setPicked((cur) =>
      cur.includes(id) ? cur.filter((x) => x !== id) : cur.length < max ? [...cur, id] : cur,
    );
  const keys = picked.map((id) => SJ_CARDS[id].key);
  const send = (move: SjMove) => session.choose(move);
  const title =
    step === "reserve"
      ? "Reserve: pick up to two cards to replace with fresh ones."
      : step === "attack"
        ? side === 0
          ? "Attack: one card of each type, up to two Infantry Units. Your choice stays hidden until the Spanish choose."
          : "Attack: one card of each type, up to two Terrain cards."
        : "Withdrawal: pick up to three cards to discard.";
  return (
    <div>
      <h2
        ref={heading}
        tabIndex={-1}
        className="text-base font-semibold outline-none"
        data-testid="prompt"
      >
        {title}
      </h2>
      {step === "reserve" && side === 0 && holdsBalloon(state) && (
        <ActionButton
          className="mt-2"
          tone="secondary"
          onClick={() => send({ type: "balloon", seat: side })}
        >
          Send up the Observation balloon: discard it and see the Spanish hand
        </ActionButton>
      )}
      <div className="mt-3 flex flex-wrap gap-2" data-testid="choices">
        {hand.map((id) => {
          const on = picked.includes(id);
          const c = SJ_CARDS[id];
          return (
            <button
              key={id}
              type="button"
              aria-pressed={on}
              onClick={() => toggle(id)}
              className={`min-h-11 rounded-lg border-2 px-2.5 py-1.5 text-left text-sm focus-visible:outline-2 focus-visible:outline-indigo-500 ${
                on
                  ? "border-indigo-600 bg-indigo-100 dark:bg-indigo-900"
                  : "border-stone-300 bg-white dark:border-stone-600 dark:bg-stone-800"
              }`}
            >
              <span className="font-mono font-semibold">{c.kind}</span> {c.name}{" "}
              <span className="font-mono font-semibold">{c.force}</span>
              {c.effect?.kind === "eliminate" && (
                <span className="block text-xs text-stone-600 dark:text-stone-300">
                  eliminates an opposing {SJ_TYPE_LABEL[c.effect.type]}
                </span>
              )}
            </button>
          );
        })}
      </div>
      <p className="mt-2 text-xs text-stone-600 dark:text-stone-400">
        {SJ_TYPES.map((t) => `${t} ${SJ_TYPE_LABEL[t]}`).join(" · ")}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {step === "attack" && (
          <ActionButton
            tone="secondary"
            onClick={() =>
              setPicked(
                strongestAttack(
                  side,
                  hand,
                  hand.find((id) => SJ_CARDS[id].effect?.kind === "eliminate"),
                ),
              )
            }
          >
            Pick my strongest attack
          </ActionButton>
        )}
        {step === "attack" && (
          <span className="text-sm" data-testid="attack-force">
            Force {force}
          </span>
        )}
        <ActionButton
          disabled={problems.length > 0}
          onClick={() =>
            send(
              step === "reserve"
                ? { type: "reserve", seat: side, cards: keys }
                : step === "attack"
                  ? { type: "attack", seat: side, cards: keys }
                  : { type: "withdraw", seat: side, cards: keys },
            )
          }
        >
          {step === "reserve"
            ? picked.length
              ? `Replace ${picked.length} card${picked.length > 1 ? "s" : ""}`
              : "Keep my hand"
            : step === "attack"
              ? `Attack with ${picked.length} card${picked.length === 1 ? "" : "s"}`
              : picked.length
                ? `Withdraw ${picked.length} card${picked.length > 1 ? "s" : ""}`
                : "Keep all my cards"}
        </ActionButton>
        {problems.length > 0 && (
          <span className="text-sm text-rose-700 dark:text-rose-300">{problems[0].reason}</span>
        )}
      </div>
    </div>
  );
}
