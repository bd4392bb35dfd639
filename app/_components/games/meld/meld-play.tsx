"use client";
import { useEffect, useRef } from "react";
import { GET_CASTRO_RULES } from "@/lib/engine/cardgames/get-castro";
import { KILL_RASPUTIN_RULES } from "@/lib/engine/cardgames/kill-rasputin";
import {
  classifyAttempt,
  type MeldGameState,
  type MeldMove,
  type MeldPrompt,
  meldLegalMoves,
  sameMove,
} from "@/lib/engine/cardgames/meld-game";
import { explain } from "@/lib/engine/cardgames/session";
import { AttemptOdds } from "../attempt-odds";
import { DiceRow } from "../dice";
import { suggestMeldMove } from "../quick-play";
import { ActionButton, Panel, PhaseStrip } from "../ui";
import type { GameSession } from "../use-game-session";
import { MeldCard } from "./meld-card";
import { moveLabel, promptText } from "./meld-labels";
import { grouped, MeldTable } from "./meld-table";
import { type NewsItem, privateNews } from "./private-news";

/** Prompts whose choices are a card or a name: two columns even on a phone, so a long hand
 * of discards does not push what comes after the prompt off the screen. */
const SHORT_LABELS = new Set<MeldPrompt>(["exit", "steal", "eventTarget", "loseMeld"]);

const OUTCOME = { killed: "all different", pair: "one pair", triple: "three of a kind" } as const;

/** Get Castro and Kill Rasputin at the table: prompt, melds, the viewer's hand, dice and odds. */
export function MeldPlay({ session, log }: { session: GameSession; log: React.ReactNode }) {
  const setup = session.setup;
  if (!setup || !session.state) return null;
  const rules = setup.game === "get-castro" ? GET_CASTRO_RULES : KILL_RASPUTIN_RULES;
  const s = session.state as MeldGameState;
  const names = setup.seats.map((x) => x.name);
  const p = session.pending;
  const decider = p?.kind === "decide" ? p.seat : null;
  const mine = decider !== null && decider === session.viewer;
  const phases = [
    { id: "fate", label: "Fate" },
    { id: "meld", label: "Meld" },
    { id: "foil", label: "Foil" },
    { id: "kill", label: "Kill" },
    ...(rules.eventPhase ? [{ id: "event", label: "Event" }] : []),
    { id: "exit", label: rules.eventPhase ? "End" : "Exit" },
  ];
  const roll = s.lastRoll;
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="min-w-0 space-y-4">
        <div className="flex flex-wrap items-center gap-3">
          <span className="text-sm font-medium" data-testid="turn">
            Turn {s.turn}: {names[s.active]}
          </span>
          <PhaseStrip phases={phases} current={s.phase} />
        </div>
        <PromptBox session={session} state={s} rules={rules} names={names} mine={mine} />
        <PrivateNews rules={rules} items={privateNews(session.steps, session.viewer, names)} />
        <MeldTable
          rules={rules}
          state={s}
          setup={setup}
          viewer={session.viewer}
          decider={decider}
        />
        <Panel
          title={session.viewer === null ? "Hand" : `Your hand (${names[session.viewer]})`}
          testId="hand"
        >
          {session.viewer === null ? (
            <p className="text-sm text-stone-600 dark:text-stone-400">Hidden.</p>
          ) : (
            <div className="flex min-h-8 flex-wrap gap-1.5">
              {s.hands[session.viewer].length === 0 && (
                <span className="text-sm text-stone-600 dark:text-stone-400">No cards.</span>
              )}
              {grouped(rules, s.hands[session.viewer]).map((g) => (
                <MeldCard key={g.id} rules={rules} id={g.id} count={g.count} />
              ))}
            </div>
          )}
        </Panel>
      </div>
      <aside className="min-w-0 space-y-4">
        <Panel title="Dice" testId="dice-panel">
          <div className="min-h-12">
            {roll ? (
              <DiceRow
                faces={roll.faces}
                label={
                  roll.faces.length === 3
                    ? `${names[roll.seat]}, turn ${roll.turn}: ${OUTCOME[classifyAttempt(roll.faces)]}`
                    : `${names[roll.seat]}, turn ${roll.turn}: Event roll`
                }
              />
            ) : (
              <p className="text-sm text-stone-600 dark:text-stone-400">No dice rolled yet.</p>
            )}
          </div>
        </Panel>
        <AttemptOdds target={rules.target} />
        {log}
      </aside>
    </div>
  );
}

function PromptBox({
  session,
  state,
  rules,
  names,
  mine,
}: {
  session: GameSession;
  state: MeldGameState;
  rules: typeof GET_CASTRO_RULES;
  names: string[];
  mine: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const p = session.pending;
  const key = `${state.turn}-${state.step.at}-${p?.kind === "decide" ? p.seat : ""}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: move focus when a new decision arrives
  useEffect(() => {
    if (mine) heading.current?.focus();
  }, [key, mine]);
  const result = state.result;
  let body: React.ReactNode;
  if (result) {
    body = (
      <h2 className="text-lg font-semibold" data-testid="result">
        {result.kind === "killed"
          ? `${names[result.winner]} killed ${rules.target} on turn ${result.turn}!`
          : `The deck ran out a second time: ${rules.target} survives and everyone loses.`}
      </h2>
    );
  } else if (p?.kind === "decide" && mine) {
    const legal = meldLegalMoves(rules, state);
    // The suggested choice first, so the common steps (a discard to the hand limit, a pass)
    // take one tap, with the reason under the prompt (issue 23).
    const hint = session.setup ? suggestMeldMove(session.setup, state) : null;
    const moves = hint ? [hint.move, ...legal.filter((m) => !sameMove(m, hint.move))] : legal;
    const prompt = p.prompt as MeldPrompt;
    body = (
      <>
        <h2
          ref={heading}
          tabIndex={-1}
          className="text-base font-semibold outline-none"
          data-testid="prompt"
        >
          {promptText(rules, state, prompt, names)}
        </h2>
        {prompt === "steal" && state.step.at === "steal" && (
          <div className="mt-2">
            <p className="text-sm">Their hand:</p>
            <div className="mt-1 flex flex-wrap gap-1.5" data-testid="spied-hand">
              {grouped(rules, state.hands[state.step.target]).map((g) => (
                <MeldCard key={g.id} rules={rules} id={g.id} count={g.count} size="sm" />
              ))}
            </div>
          </div>
        )}
        {hint && (
          <p className="mt-1 text-sm text-stone-700 dark:text-stone-300" data-testid="suggestion">
            <strong>Suggested</strong> (as the Shrewd bot would play): {explain(hint.why, names)}
          </p>
        )}
        <div
          className={`mt-3 grid gap-2 ${SHORT_LABELS.has(prompt) ? "grid-cols-2" : "sm:grid-cols-2"}`}
          data-testid="choices"
        >
          {moves.map((m: MeldMove, i) => (
            <ActionButton
              // biome-ignore lint/suspicious/noArrayIndexKey: the legal list is rebuilt each decision
              key={i}
              tone={hint && i === 0 ? "primary" : "secondary"}
              onClick={() => session.choose(m)}
            >
              {hint && i === 0 && (
                <>
                  <span className="font-semibold">Suggested:</span>{" "}
                </>
              )}
              {moveLabel(rules, state, m, names)}
            </ActionButton>
          ))}
        </div>
      </>
    );
  } else if (p?.kind === "decide") {
    body = <p className="text-sm">Waiting for {names[p.seat]}…</p>;
  } else if (p?.kind === "chance") {
    body = <p className="text-sm">{p.request.purpose}…</p>;
  }
  return (
    <section
      aria-live="polite"
      data-testid="prompt-box"
      data-steps={session.steps.length}
      className={`min-h-44 rounded-lg border p-3 ${
        mine
          ? "border-indigo-400 bg-indigo-50 dark:border-indigo-500 dark:bg-indigo-950/40"
          : "border-stone-200 dark:border-stone-700"
      }`}
    >
      {body}
      {session.refused && (
        <p role="alert" className="mt-2 text-sm text-rose-700 dark:text-rose-300">
          {session.refused.map((e) => e.reason).join("; ")}
        </p>
      )}
    </section>
  );
}

/**
 * What the viewer saw in secret or what changed in their hand since their last turn (Spies,
 * Prophecy, Revolution, Betrayal, Sabotage, a Spy), drawn as cards under the prompt.
 */
function PrivateNews({ rules, items }: { rules: typeof GET_CASTRO_RULES; items: NewsItem[] }) {
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby="news-h"
      className="rounded-lg border border-indigo-300 bg-white p-3 dark:border-indigo-700 dark:bg-stone-900"
      data-testid="private-news"
    >
      <h3 id="news-h" className="text-sm font-semibold">
        Only you know: since your last turn began
      </h3>
      <ul className="mt-2 space-y-3">
        {items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rebuilt from the log each render
          <li key={i}>
            <p className="text-sm">
              <span className="text-stone-600 dark:text-stone-400">Turn {item.turn}. </span>
              {item.title}
            </p>
            {item.groups.map((g, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed order within an item
              <div key={j} className="mt-1">
                {g.label && <p className="text-xs font-medium text-stone-600">{g.label}</p>}
                <div className="mt-0.5 flex flex-wrap gap-1.5">
                  {g.cards.length === 0 && (
                    <span className="text-xs text-stone-600 dark:text-stone-400">no cards</span>
                  )}
                  {g.cards.map((id, k) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the order the cards were seen
                    <MeldCard key={k} rules={rules} id={id} size="sm" />
                  ))}
                </div>
              </div>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
