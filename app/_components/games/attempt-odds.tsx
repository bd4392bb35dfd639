import { attemptOdds } from "@/lib/engine/cardgames/meld-game";

const odds = attemptOdds();
const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(1)}%`;

/** The odds of the next Assassination Attempt, computed by the same classifier the game uses. */
export function AttemptOdds({ target }: { target: string }) {
  const rows = [
    {
      key: "killed",
      label: `All different: ${target} dies`,
      f: odds.killed,
      tone: "bg-emerald-500",
    },
    { key: "pair", label: "One pair: lose one meld", f: odds.pair, tone: "bg-amber-500" },
    {
      key: "triple",
      label: "Three of a kind: lose every meld",
      f: odds.triple,
      tone: "bg-rose-500",
    },
  ];
  return (
    <section
      aria-labelledby="odds-h"
      className="rounded-lg border border-stone-200 p-3 dark:border-stone-700"
    >
      <h3 id="odds-h" className="text-sm font-semibold">
        Odds of the next Assassination Attempt
      </h3>
      <ul className="mt-2 space-y-1.5 text-sm" data-testid="attempt-odds">
        {rows.map((r) => (
          <li key={r.key} className="grid grid-cols-[1fr_auto] items-center gap-x-2">
            <span>{r.label}</span>
            <span className="font-mono tabular-nums">
              {r.f.num}/{r.f.den} ({pct(r.f.num, r.f.den)})
            </span>
            <span className="col-span-2 h-1.5 rounded bg-stone-200 dark:bg-stone-700">
              <span
                className={`block h-1.5 rounded ${r.tone}`}
                style={{ width: pct(r.f.num, r.f.den) }}
              />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
