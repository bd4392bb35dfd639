"use client";
import { memo } from "react";
import { POOL_LABEL, POOLS } from "@/data/cuba/pieces";
import {
  availableAll,
  availableCash,
  isFinalCampaign,
  meetsVictory,
  propagandaWinner,
  totals,
  VICTORY_THRESHOLD,
  victoryMargins,
} from "@/lib/engine/cuba/board/board";
import { FACTIONS, type GameBoard } from "@/lib/engine/cuba/types";
import { headingClass, panelClass } from "../ui/styles";
import { FACTION_BORDER, FACTION_NAME } from "./labels";

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/**
 * Values derived from the board, always visible and recomputed on every change: the victory
 * markers (1.6.3), the margins (7.3), who would win a Propaganda check now (7.2, C8.3) and the
 * Available forces (1.4.1).
 */
export const DerivedPanel = memo(function DerivedPanel({ board }: { board: GameBoard }) {
  const t = totals(board);
  const margins = victoryMargins(board);
  const final = isFinalCampaign(board);
  const winner = propagandaWinner(board, final);
  const avail = availableAll(board);
  const players = FACTIONS.filter((f) => board.roles[f] === "player").length;
  const rows: [string, number, string][] = [
    [
      "Total Support",
      t.totalSupport,
      `Gov wins above ${VICTORY_THRESHOLD.GOV} with every City at Active Support`,
    ],
    ["Total Opposition", t.totalOpposition, ""],
    ["Opposition + Bases", t.oppositionPlusBases, `26July wins above ${VICTORY_THRESHOLD["26J"]}`],
    ["DR Pop + Bases", t.drPopPlusBases, `Directorio wins above ${VICTORY_THRESHOLD.DR}`],
    [
      "Open Casinos",
      t.openCasinos,
      `Syndicate wins above ${VICTORY_THRESHOLD.SYN.casinos} with Resources above ${VICTORY_THRESHOLD.SYN.resources}`,
    ],
  ];
  return (
    <section
      aria-labelledby="derived-heading"
      className={`${panelClass} grid gap-3 md:grid-cols-3`}
    >
      <h2 id="derived-heading" className="sr-only">
        Derived values
      </h2>
      <div>
        <h3 className={headingClass}>Victory markers (1.6.3)</h3>
        <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-2 text-sm">
          {rows.map(([label, value, hint]) => (
            <div key={label} className="contents" title={hint}>
              <dt>{label}</dt>
              <dd className="text-right font-mono tabular-nums" data-testid={`total-${label}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <div>
        <h3 className={headingClass}>Victory margins (7.3)</h3>
        <ul className="mt-1 text-sm">
          {FACTIONS.map((f) => (
            <li key={f} className={`flex justify-between border-l-4 pl-2 ${FACTION_BORDER[f]}`}>
              <span className="text-stone-900 dark:text-stone-100">
                {FACTION_NAME[f]} {board.roles[f] === "np" ? "(NP)" : "(player)"}
              </span>
              <span
                className="font-mono tabular-nums text-stone-900 dark:text-stone-100"
                data-testid={`margin-${f}`}
              >
                {signed(margins[f])}
                {meetsVictory(board, f) ? " ✓" : ""}
              </span>
            </li>
          ))}
        </ul>
        <p className="mt-1 text-xs text-stone-600 dark:text-stone-400">
          Propaganda now{final ? " (final)" : ""}:{" "}
          {winner ? `${FACTION_NAME[winner]} would win` : "nobody would win"}
          {!final &&
            players === 1 &&
            " · as the only player you can win only at the final one (C8.3.1)"}
          {players > 1 && " · with several players any Faction can win at any Propaganda (C8.3.2)"}
        </p>
      </div>
      <div>
        <h3 className={headingClass}>Available (1.4.1)</h3>
        <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-2 text-sm">
          {POOLS.map((p) => (
            <div key={p} className="contents">
              <dt>{POOL_LABEL[p]}</dt>
              <dd
                className={`text-right font-mono tabular-nums ${avail[p] < 0 ? "text-red-700" : ""}`}
              >
                {avail[p]}
              </dd>
            </div>
          ))}
          <dt>Cash markers</dt>
          <dd className="text-right font-mono tabular-nums">{availableCash(board)}</dd>
        </dl>
      </div>
    </section>
  );
});
