import type { MeldGameState, MeldRules } from "@/lib/engine/cardgames/meld-game";
import { GAME_ADAPTERS, type SessionSetup } from "@/lib/engine/cardgames/session";
import { MeldCard } from "./meld-card";

const botLabel = (setup: SessionSetup, bot: string) =>
  GAME_ADAPTERS[setup.game].bots.find((b) => b.id === bot)?.label ?? bot;

/** Group a hand by name, in deck-list order. */
export function grouped(rules: MeldRules, ids: readonly number[]): { id: number; count: number }[] {
  const byName = new Map<number, { id: number; count: number }>();
  for (const id of [...ids].sort((a, b) => a - b)) {
    const n = rules.nameOf[id];
    const g = byName.get(n);
    if (g) g.count++;
    else byName.set(n, { id, count: 1 });
  }
  return [...byName.values()];
}

/** Every seat's melds and hand size, the piles, and who is active. Hidden cards stay hidden. */
export function MeldTable({
  rules,
  state,
  setup,
  viewer,
  decider,
}: {
  rules: MeldRules;
  state: MeldGameState;
  setup: SessionSetup;
  viewer: number | null;
  decider: number | null;
}) {
  const top = state.discard.at(-1);
  return (
    <section aria-label="Table" className="space-y-3">
      <ul className="grid gap-2 sm:grid-cols-2" data-testid="seats">
        {setup.seats.map((seat, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: seats are positions
            key={i}
            className={`rounded-lg border p-2.5 ${
              i === state.active
                ? "border-indigo-400 bg-indigo-50 dark:border-indigo-500 dark:bg-indigo-950/40"
                : "border-stone-200 bg-white dark:border-stone-700 dark:bg-stone-900"
            }`}
          >
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-semibold">{seat.name}</span>
              <span className="rounded bg-stone-200 px-1.5 py-0.5 text-xs dark:bg-stone-700">
                {seat.kind === "bot"
                  ? `${botLabel(setup, seat.bot)} bot`
                  : i === viewer
                    ? "You"
                    : "Person"}
              </span>
              {i === state.active && (
                <span className="text-xs font-medium text-indigo-700 dark:text-indigo-300">
                  active
                </span>
              )}
              {i === decider && i !== state.active && (
                <span className="text-xs font-medium text-amber-700 dark:text-amber-300">
                  deciding
                </span>
              )}
              <span className="ml-auto text-xs text-stone-600 dark:text-stone-400">
                <span aria-hidden="true">🂠 </span>
                {state.hands[i].length}
                <span className="sr-only"> cards in hand</span>
              </span>
            </div>
            <div className="mt-2 flex min-h-7 flex-wrap gap-1.5" data-testid={`melds-${i}`}>
              {state.melds[i].length === 0 && (
                <span className="text-xs text-stone-600 dark:text-stone-400">no melds</span>
              )}
              {state.melds[i].map((m) => (
                <MeldCard
                  key={m.kind}
                  rules={rules}
                  id={m.cards[0]}
                  count={m.cards.length}
                  size="sm"
                />
              ))}
            </div>
          </li>
        ))}
      </ul>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <div className="flex gap-1.5">
          <dt className="text-stone-600 dark:text-stone-400">Deck</dt>
          <dd className="font-medium tabular-nums">{state.deck.length}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-stone-600 dark:text-stone-400">Discard</dt>
          <dd className="font-medium">
            {state.discard.length}
            {top !== undefined && (
              <span className="font-normal"> (top: {rules.cards[top].name})</span>
            )}
          </dd>
        </div>
        {rules.deckRunOuts !== null && (
          <div className="flex gap-1.5">
            <dt className="text-stone-600 dark:text-stone-400">Deck run-outs</dt>
            <dd className="font-medium">
              {state.runOuts} of {rules.deckRunOuts}
              {state.runOuts === rules.deckRunOuts - 1 && " (the next one ends the game)"}
            </dd>
          </div>
        )}
        {rules.foilEvents && (
          <div className="flex gap-1.5">
            <dt className="text-stone-600 dark:text-stone-400">Events out of play</dt>
            <dd className="font-medium">{state.removed.length}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
