"use client";
import { useId, useState } from "react";
import type { Faction, PieceKind } from "@/lib/engine/cuba/types";
import { focusClass } from "../ui/styles";
import { FACTION_BG, FACTION_BORDER, FACTION_NAME, PIECE_CHIP } from "./labels";

/** One letter per kind of piece as the tiles draw it (1.4), with a colour from a Faction that has it. */
const LETTERS: readonly [PieceKind, string][] = [
  ["troop", "Troops"],
  ["police", "Police"],
  ["m26Base", "Base"],
  ["m26A", "Active Guerrillas"],
  ["m26U", "Underground Guerrillas"],
  ["casinoOpen", "open Casino"],
  ["casinoClosed", "closed Casino"],
];

const COLOURS: readonly [Faction, string][] = [
  ["GOV", "blue"],
  ["26J", "red"],
  ["DR", "yellow"],
  ["SYN", "green"],
];

function Chip({ kind }: { kind: PieceKind }) {
  const chip = PIECE_CHIP[kind];
  const tone = chip.outline
    ? `border-2 bg-transparent ${FACTION_BORDER[chip.faction]}`
    : `border-2 border-transparent ${FACTION_BG[chip.faction]}`;
  return (
    <span
      data-letter=""
      className={`inline-flex min-w-5 items-center justify-center rounded px-0.5 font-mono font-bold leading-4 ${tone}`}
    >
      {chip.letter}
    </span>
  );
}

/**
 * The key to the tiles: the piece letters (1.4; outlined = Underground or closed), the Faction
 * colours, and on request the other marks (Support, Control, Terror, Sabotage, Cash,
 * rings, the adjacency lines). `inset`: drawn inside the map, in the sea beside the tiles, the
 * letters only until "More about the map" adds the colours and the rest.
 */
export function MapLegend({ inset = false }: { inset?: boolean }) {
  const [more, setMore] = useState(false);
  const id = useId();
  const toggle = (
    <button
      type="button"
      aria-expanded={more}
      aria-controls={id}
      onClick={() => setMore((m) => !m)}
      className={
        inset
          ? // 44 px to tap, but only a text line high (the hit area reaches past the text).
            `relative rounded px-1 text-sky-800 underline before:absolute before:-inset-x-1 before:-inset-y-3 before:content-[''] dark:text-sky-300 ${focusClass}`
          : `min-h-11 shrink-0 rounded px-1 text-sky-800 underline dark:text-sky-300 ${focusClass}`
      }
    >
      More about the map
    </button>
  );
  const colours = (
    <ul
      aria-label="Faction colours"
      className={`flex flex-wrap items-center ${inset ? "gap-x-2 gap-y-0.5" : "gap-x-3 gap-y-1"}`}
    >
      {COLOURS.map(([f, colour]) => (
        <li key={f} className="flex items-center gap-1">
          <span aria-hidden="true" className={`h-3 w-3 rounded-sm ${FACTION_BG[f]}`} />
          <span>{`${colour} ${FACTION_NAME[f]}`}</span>
        </li>
      ))}
    </ul>
  );
  const key = (
    <>
      <ul
        aria-label="What the letters mean"
        className={`flex flex-wrap items-center ${inset ? "gap-x-2 gap-y-0.5" : "gap-x-3 gap-y-1"}`}
      >
        {LETTERS.map(([kind, meaning]) => (
          <li key={kind} className="flex items-center gap-1">
            <Chip kind={kind} />
            <span>{meaning}</span>
          </li>
        ))}
      </ul>
      {/* Inside the map there is room for the letters only: the colours come with the rest. */}
      {!inset && colours}
    </>
  );
  return (
    <section
      aria-label="Map legend"
      className={
        inset
          ? "flex flex-col gap-1 rounded-lg bg-white/85 p-1.5 text-xs text-stone-700 dark:bg-stone-900/85 dark:text-stone-300"
          : "rounded-lg border border-stone-200 bg-white px-2 text-xs text-stone-700 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-300"
      }
    >
      {inset ? (
        <>
          {key}
          <div>{toggle}</div>
        </>
      ) : (
        <div className="flex items-center gap-2">
          <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-4 gap-y-1 py-1">
            {key}
          </div>
          {toggle}
        </div>
      )}
      {more && inset && colours}
      {more && (
        <ul id={id} className={`flex list-disc flex-col gap-1 pl-4 ${inset ? "" : "pb-2"}`}>
          <li>
            Outlined letters: Underground Guerrillas and closed Casinos (1.4.3, 1.4.4); the number
            after a letter is how many stand there.
          </li>
          <li>
            The first badge: Support (blue) or Opposition (rose), Active or Passive, or Neutral
            (1.6); “… Control” names the Faction in Control (1.7). Economic Centers are dashed and
            never Controlled.
          </li>
          <li>
            Dark badge: Terror markers; orange: Sabotage (3.3.4); green: Cash markers (4.5.2).
          </li>
          <li>
            Lines between tiles join adjacent spaces (1.3). A blue ring: the space open in the
            editor; an amber ring: a space the turn’s current step marks.
          </li>
        </ul>
      )}
    </section>
  );
}
