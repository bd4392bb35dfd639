"use client";
import { useMemo } from "react";
import { BUTTON, MUTED } from "@/app/_components/turn/styles";
import { cardTitle } from "@/data/cuba/events";
import { FACTION_NAME } from "@/data/cuba/pieces";
import { describeEdit, type GameEntry } from "@/lib/engine/cuba/game";
import { type CalixtoDB, getPref } from "@/lib/persistence";
import { ticksKey } from "@/lib/ui/checklist";
import { gameLog, logTurns } from "@/lib/ui/game-log";
import { renderMarkdownLog } from "@/lib/ui/markdown-log";
import { describeRecord } from "@/lib/ui/trace-text";
import { downloadText, fileSafe } from "../ui/download";

/**
 * The whole game turn by turn: each NP turn's decisions and table changes (rebuilt from its
 * logged inputs), the player's actions and edits, and for each the edits that would put the
 * table back as it was before it. Export as Markdown to read or share.
 */
export function GameLogPanel({
  entries,
  name,
  db,
  gameId,
}: {
  entries: readonly GameEntry[];
  name: string;
  /** Where the turns' checklist ticks are saved: the export shows them ticked. */
  db?: CalixtoDB;
  gameId?: string;
}) {
  const items = useMemo(() => gameLog(entries), [entries]);
  const exportLog = async () => {
    const ticks: Record<string, boolean[]> = {};
    if (db && gameId)
      for (const i of items) {
        if (!i.turnKey) continue;
        const t = await getPref<boolean[]>(db, ticksKey(gameId, i.turnKey));
        if (t) ticks[i.turnKey] = t;
      }
    downloadText(
      `calixto-${fileSafe(name)}-log.md`,
      renderMarkdownLog(logTurns(items, ticks), `${name}: game log`),
      "text/markdown",
    );
  };
  return (
    <section aria-labelledby="game-log-h" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          id="game-log-h"
          className="text-sm font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-400"
        >
          Game log
        </h2>
        <button
          type="button"
          className={BUTTON}
          onClick={() => void exportLog()}
          disabled={items.length === 0}
        >
          Export log as Markdown
        </button>
      </div>
      {items.length === 0 && <p className={`text-sm ${MUTED}`}>No turn yet.</p>}
      <ol aria-label="Turns, newest first" className="flex flex-col gap-1 text-sm">
        {[...items].reverse().map((item) => (
          <li
            key={item.seq}
            className="rounded border border-stone-200 bg-white px-2 py-1 dark:border-stone-700 dark:bg-stone-900"
          >
            <details>
              <summary className="cursor-pointer">
                <span className={MUTED}>
                  {item.card === null ? "" : `#${item.card} ${cardTitle(item.card)} · `}
                </span>
                {item.kind === "propaganda"
                  ? "Propaganda Round "
                  : item.faction
                    ? item.kind === "npTurn"
                      ? `${FACTION_NAME[item.faction]} (NP) `
                      : ""
                    : ""}
                {item.title}
              </summary>
              {item.trace.length > 0 && (
                <>
                  <h3 className="mt-2 font-semibold">Decisions</h3>
                  <ul className="list-disc pl-5">
                    {item.trace
                      .filter((r) => r.kind !== "change")
                      .map((r, i) => {
                        const t = describeRecord(r);
                        return (
                          // biome-ignore lint/suspicious/noArrayIndexKey: records have no id; the list never reorders
                          <li key={i}>
                            {t.title} <span className={MUTED}>({t.rule})</span>
                          </li>
                        );
                      })}
                  </ul>
                </>
              )}
              {item.changes.length > 0 && (
                <>
                  <h3 className="mt-2 font-semibold">On the table</h3>
                  <ul className="list-disc pl-5">
                    {item.changes.map((c, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: changes have no id; the list never reorders
                      <li key={i}>{c.text}</li>
                    ))}
                  </ul>
                </>
              )}
              {item.undoEdits.length > 0 && (
                <>
                  <h3 className="mt-2 font-semibold">To put the table back</h3>
                  <ul className="list-disc pl-5">
                    {item.undoEdits.map((e, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: edits have no id; the list never reorders
                      <li key={i}>{describeEdit(e)}</li>
                    ))}
                  </ul>
                </>
              )}
            </details>
          </li>
        ))}
      </ol>
    </section>
  );
}
