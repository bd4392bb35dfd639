"use client";
import { memo } from "react";
import { PIECE_LABEL } from "@/data/cuba/pieces";
import type { SpaceDef } from "@/data/cuba/spaces";
import type { Faction, PieceKind, SpaceState } from "@/lib/engine/cuba/types";
import { PIECE_KINDS } from "@/lib/engine/cuba/types";
import { focusClass } from "../ui/styles";
import {
  FACTION_BG,
  FACTION_BORDER,
  FACTION_NAME,
  PIECE_CHIP,
  SUPPORT_SHORT,
  spaceKindText,
} from "./labels";

const pieceText = (k: PieceKind, n: number) =>
  `${n} ${n === 1 ? PIECE_LABEL[k].one : PIECE_LABEL[k].many}`;

/** What a tile writes (and a screen reader says first): Pop or Econ. */
const sizeText = (def: SpaceDef) => (def.kind === "ec" ? `Econ ${def.econ}` : `Pop ${def.pop}`);

/**
 * Everything a tile shows, as one sentence for screen readers and tests. It says what is written
 * on the tile first, in the same order (name, Pop or Econ, Support, Control, markers), so the
 * spoken name contains the written one (WCAG 2.5.3); what the tile draws without words (its kind,
 * no Control, the pieces) follows, the kind in brackets.
 */
export function describeSpace(def: SpaceDef, s: SpaceState, control: Faction | null): string {
  const kind = spaceKindText(def)
    .split(" · ")
    .filter((w) => !/^(Pop|Econ) /.test(w));
  if (def.kind === "ec") kind.push("never Controlled");
  else if (!control) kind.push("no Control");
  const parts = [`${def.name}, ${sizeText(def)} (${kind.join(", ")})`];
  if (def.kind !== "ec") parts.push(SUPPORT_SHORT[s.support]);
  if (control) parts.push(`${FACTION_NAME[control]} Control`);
  if (s.terror) parts.push(`${s.terror} Terror`);
  if (s.sabotage) parts.push("Sabotage");
  if (s.cash.length) parts.push(`${s.cash.length} Cash`);
  const pieces = PIECE_KINDS.filter((k) => s.pieces[k] > 0).map((k) => pieceText(k, s.pieces[k]));
  parts.push(pieces.length ? pieces.join(", ") : "no pieces");
  return parts.join(". ");
}

const supportTone: Record<number, string> = {
  2: "bg-sky-700 text-white",
  1: "bg-sky-200 text-sky-950 dark:bg-sky-900 dark:text-sky-100",
  0: "bg-stone-200 text-stone-700 dark:bg-stone-700 dark:text-stone-200",
  [-1]: "bg-rose-200 text-rose-950 dark:bg-rose-900 dark:text-rose-100",
  [-2]: "bg-rose-700 text-white",
};

export interface SpaceTileProps {
  def: SpaceDef;
  space: SpaceState;
  control: Faction | null;
  selected?: boolean;
  highlighted?: boolean;
  /** Already chosen for the action being entered on the map (ringed and ticked). */
  chosen?: boolean;
  /** Changed by the action previewed on the map (drawn with a dashed outline). */
  changed?: boolean;
  /** A tap on the tile: handed the space's id (one function for every tile, so memo holds). */
  onOpen?: (id: SpaceDef["id"]) => void;
}

/** The same tile: the same props, the space's pieces and markers the same (a turn's board is a copy). */
function sameTile(a: SpaceTileProps, b: SpaceTileProps): boolean {
  return (
    a.def === b.def &&
    a.control === b.control &&
    a.selected === b.selected &&
    a.highlighted === b.highlighted &&
    a.chosen === b.chosen &&
    a.changed === b.changed &&
    a.onOpen === b.onOpen &&
    (a.space === b.space || JSON.stringify(a.space) === JSON.stringify(b.space))
  );
}

/**
 * One map space: name, Support/Opposition, Control, pieces by kind in faction colours, markers.
 * Memoised: a press that leaves a space as it was does not redraw its tile (issue 22).
 */
export const SpaceTile = memo(function SpaceTile({
  def,
  space,
  control,
  selected,
  highlighted,
  chosen,
  changed,
  onOpen,
}: SpaceTileProps) {
  const shape =
    def.kind === "city"
      ? "rounded-[1.75rem] bg-amber-50 dark:bg-stone-800"
      : def.kind === "ec"
        ? "rounded-md border-dashed bg-stone-100 dark:bg-stone-900"
        : "rounded-lg bg-lime-50 dark:bg-stone-800";
  const ring = selected
    ? "ring-4 ring-sky-500"
    : chosen
      ? "ring-4 ring-blue-700 dark:ring-sky-300"
      : highlighted
        ? "ring-4 ring-amber-400"
        : "";
  const outline = changed ? "outline-dashed outline-4 outline-offset-2 outline-emerald-600" : "";
  return (
    <button
      type="button"
      onClick={onOpen ? () => onOpen(def.id) : undefined}
      aria-label={`${describeSpace(def, space, control)}${chosen ? ", chosen" : ""}${highlighted ? ", marked for the choice in focus" : ""}${changed ? ", changed in the preview" : ""}`}
      aria-haspopup="dialog"
      data-space={def.id}
      data-chosen={chosen ? "true" : undefined}
      data-highlighted={highlighted ? "true" : undefined}
      data-changed={changed ? "true" : undefined}
      className={`relative flex h-full w-full flex-col gap-0.5 border-2 border-stone-300 px-1.5 py-0.5 text-left shadow-sm transition hover:border-sky-600 dark:border-stone-600 ${shape} ${ring} ${outline} ${focusClass}`}
    >
      {chosen && (
        // The tick in the corner: chosen, in a way that does not rest on the ring's colour alone.
        <span
          aria-hidden="true"
          className="absolute -right-2 -top-2 flex h-5 w-5 items-center justify-center rounded-full bg-blue-700 text-xs font-bold text-white shadow dark:bg-sky-300 dark:text-stone-950"
        >
          ✓
        </span>
      )}
      <span className="flex flex-wrap items-baseline justify-between gap-x-1">
        <span data-name="" className="text-[0.8125rem] font-semibold leading-tight">
          {def.name}
        </span>{" "}
        <span className="shrink-0 text-[0.6875rem] text-stone-600 dark:text-stone-400">
          {sizeText(def)}
        </span>
      </span>{" "}
      {/* Spaces between the words (a flex layout ignores them): a reader joins them as written. */}
      <span className="flex flex-wrap items-center gap-1 text-[0.625rem] font-medium leading-none">
        {def.kind !== "ec" && (
          <span className={`rounded px-1 py-0.5 ${supportTone[space.support]}`}>
            {SUPPORT_SHORT[space.support]}
          </span>
        )}{" "}
        {control && (
          <span className={`rounded border px-1 py-0.5 ${FACTION_BORDER[control]}`}>
            {FACTION_NAME[control]} Control
          </span>
        )}
      </span>{" "}
      <span className="flex flex-wrap gap-0.5" aria-hidden="true">
        {PIECE_KINDS.filter((k) => space.pieces[k] > 0).map((k) => {
          const chip = PIECE_CHIP[k];
          const tone = chip.outline
            ? `border-2 bg-transparent ${FACTION_BORDER[chip.faction]}`
            : `border-2 border-transparent ${FACTION_BG[chip.faction]}`;
          // The chip is a picture of the pieces (a letter and a count, drawn by CSS): the spoken
          // name says them in words.
          return (
            <span
              key={k}
              title={pieceText(k, space.pieces[k])}
              data-count=""
              data-chip={`${chip.letter}${space.pieces[k]}`}
              className={`inline-flex min-w-6 items-center justify-center rounded px-0.5 font-mono text-[0.8125rem] font-bold leading-4 before:content-[attr(data-chip)] ${tone}`}
            />
          );
        })}
      </span>{" "}
      {(space.terror > 0 || space.sabotage || space.cash.length > 0) && (
        <span className="flex flex-wrap gap-1 text-[0.6875rem] font-semibold" aria-hidden="true">
          {space.terror > 0 && (
            <span className="rounded bg-stone-900 px-1 text-white dark:bg-stone-100 dark:text-stone-900">
              {space.terror} Terror
            </span>
          )}{" "}
          {space.sabotage && (
            <span className="rounded bg-orange-700 px-1 text-white">Sabotage</span>
          )}{" "}
          {space.cash.length > 0 && (
            <span className="rounded bg-emerald-200 px-1 text-emerald-950">
              {space.cash.length} Cash
            </span>
          )}
        </span>
      )}
    </button>
  );
}, sameTile);
