"use client";
import { memo } from "react";
import { cardTitle } from "@/data/cuba/events";
import { totals } from "@/lib/engine/cuba/board/board";
import {
  type CardAction,
  FACTIONS,
  type Faction,
  type GameBoard,
  type UsAlliance,
} from "@/lib/engine/cuba/types";
import { buttonClass } from "../ui/styles";
import { FACTION_BORDER, FACTION_NAME, FACTION_SHORT } from "./labels";

const ALLIANCE: Readonly<Record<UsAlliance, string>> = {
  firm: "Firm",
  reluctant: "Reluctant",
  embargoed: "Embargoed",
};

/** What a Faction did on this card, short (2.3.4). */
const DONE: Readonly<Record<Exclude<CardAction, "pass">, string>> = {
  event: "Event",
  opSA: "Op + SA",
  opOnly: "Op only",
  limOp: "Limited Op",
};

function cardName(id: number | null): string {
  if (id === null) return "none yet";
  // The printed title, as the card picker and the Play panel name it ("#49 Propaganda!").
  return `#${id} ${cardTitle(id)}`;
}

/**
 * Where a Faction's cylinder stands on the Sequence of Play track: in an action box as the 1st
 * or 2nd Eligible to act on this card (2.3.4), Passed (still Eligible, 2.3.3), or in the
 * Eligible / Ineligible box (2.3.1).
 */
function cylinder(board: GameBoard, f: Faction): string {
  const acted = board.cardActions.filter((a) => a.action !== "pass");
  const i = acted.findIndex((a) => a.faction === f);
  if (i >= 0) return `${i === 0 ? "1st" : "2nd"}: ${DONE[acted[i].action as keyof typeof DONE]}`;
  if (board.cardActions.some((a) => a.faction === f && a.action === "pass")) return "Passed";
  return board.eligibility[f] === "eligible" ? "Eligible" : "Ineligible";
}

/** Each Faction's victory marker (1.6.3), named as on the track. */
function marker(board: GameBoard): Record<Faction, [string, number]> {
  const t = totals(board);
  return {
    GOV: ["Total Support", t.totalSupport],
    "26J": ["Opposition + Bases", t.oppositionPlusBases],
    DR: ["DR Pop + Bases", t.drPopPlusBases],
    SYN: ["Open Casinos", t.openCasinos],
  };
}

const MARKER_SHORT: Readonly<Record<Faction, string>> = {
  GOV: "Support",
  "26J": "Opp + Bases",
  DR: "Pop + Bases",
  SYN: "Casinos",
};

const item = "flex items-baseline gap-1";
const words = "font-semibold text-stone-900 dark:text-stone-100";
const number = `${words} font-mono tabular-nums`;

/**
 * The off-map tracks at a glance, read from the board only: Aid and the US Alliance (1.8,
 * 6.3.1), the current and next card (2.2), and per Faction its Resources (a dash: not tracked
 * for an NP other than the Syndicate, C8.2.1), its cylinder (2.3) and its victory marker (1.6.3).
 * Editing stays in the Tracks & cards panel (`onEdit` opens it).
 */
export const TrackStrip = memo(function TrackStrip({
  board,
  onEdit,
}: {
  board: GameBoard;
  onEdit?: () => void;
}) {
  const markers = marker(board);
  return (
    <section
      aria-label="Tracks"
      className="flex flex-col gap-1 rounded-lg border border-stone-200 bg-white px-2 py-1 text-xs text-stone-600 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-400"
    >
      <div className="flex items-center gap-2">
        <dl className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <div className={item}>
            <dt>Aid</dt>
            <dd className={number}>{board.aid}</dd>
          </div>
          <div className={item}>
            <dt>US Alliance</dt>
            <dd className={words}>{ALLIANCE[board.usAlliance]}</dd>
          </div>
          <div className={item}>
            <dt>Card</dt>
            <dd className={words}>{cardName(board.currentCard)}</dd>
          </div>
          <div className={item}>
            <dt>Next</dt>
            <dd className={words}>{cardName(board.nextCard)}</dd>
          </div>
        </dl>
        {onEdit && (
          // 44 px to tap, but only a text line high in the strip (negative margins).
          <button
            type="button"
            className={`${buttonClass("ghost", "compact")} -my-3 ml-auto min-h-11 min-w-11 underline`}
            aria-label="Edit tracks and cards"
            onClick={onEdit}
          >
            Edit
          </button>
        )}
      </div>
      <ul aria-label="Factions" className="flex flex-wrap gap-x-3 gap-y-1">
        {FACTIONS.map((f) => {
          const tracked = board.roles[f] === "player" || f === "SYN";
          const [name, n] = markers[f];
          return (
            <li
              key={f}
              className={`flex items-baseline gap-1.5 border-l-4 pl-1.5 ${FACTION_BORDER[f]}`}
            >
              <span className="font-semibold text-stone-900 dark:text-stone-100">
                {FACTION_SHORT[f] === FACTION_NAME[f] ? (
                  FACTION_NAME[f]
                ) : (
                  <>
                    <span aria-hidden="true">{FACTION_SHORT[f]}</span>
                    <span className="sr-only">{FACTION_NAME[f]}</span>
                  </>
                )}
              </span>
              <span className="text-stone-900 dark:text-stone-100">{cylinder(board, f)}</span>
              <span title="Resources" className={item}>
                <span className="text-stone-600 dark:text-stone-400">Res</span>
                {tracked ? (
                  <span className={number}>{board.resources[f]}</span>
                ) : (
                  <>
                    <span aria-hidden="true" className={number}>
                      –
                    </span>
                    <span className="sr-only">not tracked</span>
                  </>
                )}
              </span>
              <span title={name} className={item}>
                <span className="text-stone-600 dark:text-stone-400">{MARKER_SHORT[f]}</span>
                <span className={number}>{n}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
});
