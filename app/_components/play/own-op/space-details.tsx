"use client";
import { useMemo } from "react";
import { BUTTON, MUTED, PRIMARY } from "@/app/_components/turn/styles";
import { Stepper } from "@/app/_components/ui/stepper";
import { FACTION_NAME, OWNER_OF } from "@/data/cuba/pieces";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import type {
  OperationSpace,
  PieceCount,
  PlayerAction,
  SpecialKind,
  SpecialSpace,
} from "@/lib/engine/cuba/player/action";
import {
  type Choice,
  kidnapTargets,
  legalMoves,
  removableKinds,
} from "@/lib/engine/cuba/player/options";
import { guerrillaKinds } from "@/lib/engine/cuba/player/pieces";
import type { PlayerOptions } from "@/lib/engine/cuba/player/work";
import type { Faction, GameBoard, PieceKind, SpaceId } from "@/lib/engine/cuba/types";
import { pieceLabel } from "@/lib/ui/labels";
import { LentField, lentLabel } from "./lent-field";
import { OperationExtras } from "./operation-extras";
import { RerollToggle } from "./reroll-toggle";
import { boardAtSpecial, SpecialFields } from "./special-fields";

/*
 * The own Operation form's space by space parts (own-operation-form.tsx): the spaces a tap may
 * add, what one Operation space needs (moves in, pieces placed or removed, the Rally's kind) and
 * what one SA space needs (Kidnap's target, the pieces removed). Each choice offered comes from
 * the engine's own options (lib/engine/cuba/player/options.ts).
 */
const name = (s: SpaceId) => SPACE_BY_ID[s].name;

const total = (list: readonly PieceCount[] | undefined, piece: PieceKind) =>
  (list ?? []).filter((p) => p.piece === piece).reduce((n, p) => n + p.count, 0);

/** Set how many of `piece` a piece list holds (0 drops it). */
function setCount<T extends PieceCount>(
  list: readonly T[] | undefined,
  piece: PieceKind,
  count: number,
  extra: Omit<T, "piece" | "count"> | null = null,
  same: (p: T) => boolean = (p) => p.piece === piece,
): T[] {
  const rest = (list ?? []).filter((p) => !same(p));
  return count > 0 ? [...rest, { ...(extra ?? {}), piece, count } as T] : rest;
}

/** The spaces a tap may add, also as buttons (keyboard, and the list the map marks). */
export function OfferedSpaces({
  choices,
  label,
  onPick,
}: {
  choices: Choice<SpaceId>[];
  label: string;
  onPick: (s: SpaceId) => void;
}) {
  const offered = choices.filter((c) => c.ok);
  if (offered.length === 0)
    return <p className={`text-sm ${MUTED}`}>No more spaces for the {label}.</p>;
  return (
    <fieldset className="flex flex-wrap gap-1">
      <legend className="sr-only">Spaces for the {label}</legend>
      {offered.map((c) => (
        <button
          key={c.value}
          type="button"
          className={BUTTON}
          data-add={c.value}
          onClick={() => onPick(c.value)}
        >
          + {name(c.value)}
        </button>
      ))}
    </fieldset>
  );
}

/** What one Operation space needs: moves in, pieces placed or removed, the Rally's kind. */
export function EntryDetails({
  board,
  draft,
  index,
  options: playerOptions,
  onChange,
}: {
  board: GameBoard;
  draft: PlayerAction;
  index: number;
  options?: PlayerOptions;
  onChange: (e: OperationSpace) => void;
}) {
  const entry = draft.spaces[index];
  const op = draft.operation;
  const k = guerrillaKinds(draft.faction);
  const moving = op === "march" || op === "garrison" || op === "sweep";
  // Origins offered from the draft before this space's own moves (so each count has its range).
  const options = useMemo(() => {
    if (!moving) return null;
    const bare = {
      ...draft,
      spaces: draft.spaces.map((s, i) => (i === index ? { ...s, moves: [] } : s)),
    };
    return legalMoves(board, bare, index, playerOptions);
  }, [board, draft, index, moving, playerOptions]);
  const removable = useMemo(
    () =>
      op === "attack" || op === "assault" ? removableKinds(board, draft, index, playerOptions) : [],
    [board, draft, index, op, playerOptions],
  );
  return (
    <div className="mt-1 space-y-1 text-sm">
      {op === "rally" && k && (
        <div className="space-y-1">
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={entry.place ? PRIMARY : BUTTON}
              aria-pressed={!!entry.place}
              onClick={() => onChange({ space: entry.space, place: [{ piece: k.u, count: 1 }] })}
            >
              Place Guerrillas
            </button>
            <button
              type="button"
              className={entry.flip ? PRIMARY : BUTTON}
              aria-pressed={!!entry.flip}
              onClick={() => onChange({ space: entry.space, flip: true })}
            >
              Flip Active to Underground
            </button>
            <button
              type="button"
              className={entry.base ? PRIMARY : BUTTON}
              aria-pressed={!!entry.base}
              onClick={() => {
                const s = board.spaces[entry.space].pieces;
                const a = Math.min(2, s[k.a]);
                const base: PieceCount[] = [];
                if (a > 0) base.push({ piece: k.a, count: a });
                if (a < 2) base.push({ piece: k.u, count: 2 - a });
                onChange({ space: entry.space, base });
              }}
            >
              Replace 2 Guerrillas with a Base
            </button>
          </div>
          {entry.place && (
            <Stepper
              label={`${pieceLabel(k.u, 2)} placed`}
              value={total(entry.place, k.u)}
              min={1}
              onChange={(n) => onChange({ ...entry, place: [{ piece: k.u, count: n }] })}
            />
          )}
        </div>
      )}
      {op === "train" &&
        (["troop", "police"] as const).map((piece) => (
          <Stepper
            key={piece}
            label={`${pieceLabel(piece, 2)} placed`}
            value={total(entry.place, piece)}
            onChange={(n) => onChange({ ...entry, place: setCount(entry.place, piece, n) })}
          />
        ))}
      {options && (
        <div className="space-y-1">
          {options.moves.length === 0 && <p className={MUTED}>Nothing can move in.</p>}
          {options.moves.map((m) => (
            <Stepper
              key={`${m.from}-${m.piece}`}
              label={`From ${name(m.from)}: ${OWNER_OF[m.piece] === draft.faction ? pieceLabel(m.piece, 2) : lentLabel(m.piece)}`}
              value={
                (entry.moves ?? []).find((x) => x.from === m.from && x.piece === m.piece)?.count ??
                0
              }
              max={m.max}
              onChange={(n) =>
                onChange({
                  ...entry,
                  moves: setCount(
                    entry.moves,
                    m.piece,
                    n,
                    { from: m.from },
                    (x) => x.from === m.from && x.piece === m.piece,
                  ),
                })
              }
            />
          ))}
          {options.missing.length > 0 && (
            <details className={MUTED}>
              <summary>Origins not offered ({options.missing.length})</summary>
              <ul>
                {options.missing.map((c) => (
                  <li key={c.value}>
                    {name(c.value)}: {c.why}
                  </li>
                ))}
              </ul>
            </details>
          )}
        </div>
      )}
      {removable.length > 0 && (
        <div className="space-y-1">
          <p>Remove (Bases last):</p>
          {[...new Set([...removable, ...(entry.remove ?? []).map((r) => r.piece)])].map(
            (piece) => (
              <Stepper
                key={piece}
                label={pieceLabel(piece, 2)}
                value={total(entry.remove, piece)}
                max={board.spaces[entry.space].pieces[piece]}
                onChange={(n) => onChange({ ...entry, remove: setCount(entry.remove, piece, n) })}
              />
            ),
          )}
        </div>
      )}
      <LentField
        board={board}
        draft={draft}
        index={index}
        lentBy={playerOptions?.lentBy}
        onChange={onChange}
      />
      <OperationExtras board={board} draft={draft} index={index} onChange={onChange} />
      {op === "attack" && (
        <RerollToggle
          board={board}
          faction={draft.faction}
          what="Attack"
          checked={!!entry.reroll}
          onChange={(reroll) => {
            const { reroll: _r, ...rest } = entry;
            onChange(reroll ? { ...rest, reroll } : rest);
          }}
        />
      )}
      {op === "construct" && (
        <div className="flex flex-wrap gap-2">
          {(["place", "open"] as const).map((c) => (
            <button
              key={c}
              type="button"
              className={entry.casino === c ? PRIMARY : BUTTON}
              aria-pressed={entry.casino === c}
              onClick={() => onChange({ ...entry, casino: c })}
            >
              {c === "place" ? "Place a Casino (closed)" : "Open a closed Casino"}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

/** What one SA space needs: Kidnap's target, or the enemy pieces removed. */
export function SpecialDetails({
  board,
  faction,
  special,
  entry,
  onChange,
  action,
  index,
}: {
  board: GameBoard;
  faction: Faction;
  special: SpecialKind;
  entry: SpecialSpace;
  onChange: (e: SpecialSpace) => void;
  /** The whole action and the entry's place in its SA (Transport, Muscle, Reprisal, Profit). */
  action?: PlayerAction | null;
  index?: number;
}) {
  if (special === "kidnap") {
    const targets = kidnapTargets(board, entry.space);
    const reroll = (
      <RerollToggle
        board={board}
        faction={faction}
        what="Kidnap"
        checked={!!entry.reroll}
        onChange={(r) => {
          const { reroll: _r, ...rest } = entry;
          onChange(r ? { ...rest, reroll: r } : rest);
        }}
      />
    );
    if (targets.length < 2) return reroll;
    return (
      <div className="mt-1 flex flex-wrap gap-2">
        {reroll}
        {targets.map((t) => (
          <button
            key={t}
            type="button"
            className={entry.target === t ? PRIMARY : BUTTON}
            aria-pressed={entry.target === t}
            onClick={() => onChange({ ...entry, target: t })}
          >
            From {FACTION_NAME[t]}
          </button>
        ))}
      </div>
    );
  }
  if (
    special === "airStrike" ||
    special === "assassinate" ||
    special === "bribe" ||
    special === "assault"
  ) {
    // The pieces there when the SA is carried out: after the Operation unless before it (4.1),
    // so an Air Strike may take a Guerrilla the Sweep just Activated.
    const s = (action?.special ? boardAtSpecial(board, action) : board).spaces[entry.space].pieces;
    const kinds = (Object.keys(s) as PieceKind[]).filter(
      (k) => s[k] > 0 && k !== "casinoOpen" && k !== "casinoClosed" && OWNER_OF[k] !== faction,
    );
    return (
      <div className="mt-1 space-y-1 text-sm">
        {kinds.map((piece) => (
          <Stepper
            key={piece}
            label={`${pieceLabel(piece, 2)} removed`}
            value={total(entry.remove, piece)}
            max={s[piece]}
            onChange={(n) => onChange({ ...entry, remove: setCount(entry.remove, piece, n) })}
          />
        ))}
        {special === "bribe" && action?.special && (
          <SpecialFields board={board} action={action} index={index ?? 0} onChange={onChange} />
        )}
      </div>
    );
  }
  if (action?.special)
    return <SpecialFields board={board} action={action} index={index ?? 0} onChange={onChange} />;
  return null;
}
