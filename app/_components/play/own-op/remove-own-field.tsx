"use client";
import { useState } from "react";
import { RuleLink } from "@/app/_components/turn/rule-link";
import { BUTTON, INPUT, MUTED } from "@/app/_components/turn/styles";
import { Stepper } from "@/app/_components/ui/stepper";
import { OWNER_OF } from "@/data/cuba/pieces";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import type { OwnRemoval } from "@/lib/engine/cuba/player/action";
import {
  type Faction,
  type GameBoard,
  PIECE_KINDS,
  SPACE_IDS,
  type SpaceId,
} from "@/lib/engine/cuba/types";
import { pieceLabel } from "@/lib/ui/labels";

const name = (s: SpaceId) => SPACE_BY_ID[s].name;

/** The board with those pieces gone to Available (what the Operation starts from, 1.4.1). */
export function withoutOwn(board: GameBoard, removals: readonly OwnRemoval[]): GameBoard {
  if (removals.length === 0) return board;
  const b = structuredClone(board);
  for (const r of removals)
    b.spaces[r.space].pieces[r.piece] = Math.max(0, b.spaces[r.space].pieces[r.piece] - r.count);
  return b;
}

/**
 * 1.4.1: a player Faction executing an Operation or SA may first take its own pieces (Casinos
 * too) off the map to Available, e.g. Active Guerrillas to place them again Underground when
 * none is Available. Folded away unless used.
 */
export function RemoveOwnField({
  board,
  faction,
  value,
  onChange,
}: {
  board: GameBoard;
  faction: Faction;
  value: readonly OwnRemoval[];
  onChange: (v: OwnRemoval[]) => void;
}) {
  const spaces = SPACE_IDS.filter((s) =>
    PIECE_KINDS.some((k) => OWNER_OF[k] === faction && board.spaces[s].pieces[k] > 0),
  );
  const [space, setSpace] = useState<SpaceId | "">("");
  if (spaces.length === 0) return null;
  const at = space || spaces[0];
  const kinds = PIECE_KINDS.filter(
    (k) => OWNER_OF[k] === faction && board.spaces[at].pieces[k] > 0,
  );
  const of = (k: (typeof kinds)[number]) =>
    value.find((r) => r.space === at && r.piece === k)?.count ?? 0;
  const set = (k: (typeof kinds)[number], n: number) => {
    const rest = value.filter((r) => !(r.space === at && r.piece === k));
    onChange(n > 0 ? [...rest, { space: at, piece: k, count: n }] : rest);
  };
  const summary = value.map(
    (r) => `${r.count} ${pieceLabel(r.piece, r.count)} from ${name(r.space)}`,
  );
  return (
    <details className="text-sm" open={value.length > 0}>
      <summary>
        Take your own pieces off the map first, to place them again <RuleLink rule="1.4.1" />
        {summary.length > 0 ? `: ${summary.join(", ")}` : ""}
      </summary>
      <div className="mt-1 space-y-1">
        <p className={MUTED}>
          They go to Available before the Operation, e.g. Active Guerrillas to Rally them back
          Underground when none is Available.
        </p>
        <label className="flex items-center gap-2">
          Space
          <select
            className={INPUT}
            value={at}
            onChange={(e) => setSpace(e.target.value as SpaceId)}
          >
            {spaces.map((s) => (
              <option key={s} value={s}>
                {name(s)}
              </option>
            ))}
          </select>
        </label>
        {kinds.map((k) => (
          <Stepper
            key={k}
            label={`${pieceLabel(k, 2)} taken off ${name(at)}`}
            value={of(k)}
            max={board.spaces[at].pieces[k]}
            onChange={(n) => set(k, n)}
          />
        ))}
        {value.length > 0 && (
          <button type="button" className={BUTTON} onClick={() => onChange([])}>
            Take none off
          </button>
        )}
      </div>
    </details>
  );
}
