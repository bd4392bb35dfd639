"use client";
import { RuleLink } from "@/app/_components/turn/rule-link";
import { BUTTON, MUTED, PRIMARY } from "@/app/_components/turn/styles";
import { Stepper } from "@/app/_components/ui/stepper";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import type { Move, PlayerAction, SpecialSpace } from "@/lib/engine/cuba/player/action";
import { isGuerrillaKind } from "@/lib/engine/cuba/player/pieces";
import {
  CASH_HOLDERS,
  type GameBoard,
  PIECE_KINDS,
  type PieceKind,
  SPACE_IDS,
  type SpaceId,
} from "@/lib/engine/cuba/types";
import { pieceLabel } from "@/lib/ui/labels";
import { asksDetail, tryDraft } from "./trial";

const name = (s: SpaceId) => SPACE_BY_ID[s].name;

export interface SpecialFieldsProps {
  board: GameBoard;
  /** The whole action, its SA included (the entry at `index` is the one shown). */
  action: PlayerAction;
  index: number;
  onChange: (entry: SpecialSpace) => void;
}

/**
 * The details of an SA space the form asks for: Transport's and Muscle's cubes by origin
 * (4.2.1, 4.5.3), the Guerrilla a Reprisal relocates and where (4.2.3), and what a Profit does
 * there (4.5.1). Offers come from the engine's own run; an origin it refuses is listed with why.
 */
export function SpecialFields(p: SpecialFieldsProps) {
  switch (p.action.special?.special) {
    case "transport":
    case "muscle":
      return <SpecialMoves {...p} />;
    case "reprisal":
      return <ReprisalRelocate {...p} />;
    case "profit":
      return <ProfitChoice {...p} />;
    case "bribe":
      return <BribeFlip {...p} />;
    default:
      return null;
  }
}

/** The board the SA is carried out on: before the Operation, or after it (4.1). */
export function boardAtSpecial(board: GameBoard, action: PlayerAction): GameBoard {
  if (action.special?.when === "before") return board;
  return tryDraft(board, { ...action, special: undefined }).board;
}

const withSpecialEntry = (action: PlayerAction, index: number, entry: SpecialSpace) => {
  const sa = action.special;
  if (!sa) return action;
  return {
    ...action,
    special: { ...sa, spaces: sa.spaces.map((s, i) => (i === index ? entry : s)) },
  };
};

/**
 * Transport (4.2.1): up to 3 Troops from one City or space with a Government Base into this
 * space. Muscle (4.5.3): 1-2 Police into a City, Troops into a Province or EC, from any spaces.
 */
function SpecialMoves({ board, action, index, onChange }: SpecialFieldsProps) {
  const sa = action.special;
  if (!sa) return null;
  const entry = sa.spaces[index];
  const transport = sa.special === "transport";
  const piece: PieceKind =
    transport || SPACE_BY_ID[entry.space].kind !== "city" ? "troop" : "police";
  const limit = transport ? 3 : 2;
  const at = boardAtSpecial(board, action);
  const moves = entry.moves ?? [];
  const chosen = moves.reduce((t, m) => t + m.count, 0);
  const offered: { from: SpaceId; max: number }[] = [];
  const missing: { from: SpaceId; why: string }[] = [];
  for (const from of SPACE_IDS) {
    const there = at.spaces[from].pieces[piece];
    if (from === entry.space || there === 0) continue;
    const test = withSpecialEntry(action, index, {
      space: entry.space,
      moves: [{ from, piece, count: 1 }],
    });
    const why = tryDraft(board, test).why(`special.spaces[${index}]`);
    if (why && !asksDetail(why)) missing.push({ from, why });
    else offered.push({ from, max: Math.min(there, limit) });
  }
  const countFrom = (from: SpaceId) => moves.find((m) => m.from === from)?.count ?? 0;
  const setFrom = (from: SpaceId, n: number) => {
    const rest = moves.filter((m) => m.from !== from);
    const next: Move[] = n > 0 ? [...rest, { from, piece, count: n }] : rest;
    onChange({ ...entry, moves: next });
  };
  const origin = transport ? moves.find((m) => m.count > 0)?.from : undefined;
  const what = piece === "police" ? "Police" : "Troops";
  return (
    <fieldset className="mt-1 space-y-1 text-sm">
      <legend>
        {transport
          ? `Up to 3 Troops from one City or Government Base into ${name(entry.space)}`
          : `1 or 2 ${what} into ${name(entry.space)}, from any spaces`}{" "}
        <RuleLink rule={transport ? "4.2.1" : "4.5.3"} />
      </legend>
      {offered.length === 0 && <p className={MUTED}>No {what} can come here.</p>}
      {offered.map((o) => (
        <Stepper
          key={o.from}
          label={`From ${name(o.from)}: ${pieceLabel(piece, 2)}`}
          value={countFrom(o.from)}
          max={Math.min(o.max, countFrom(o.from) + limit - chosen)}
          disabled={origin !== undefined && origin !== o.from}
          onChange={(n) => setFrom(o.from, n)}
        />
      ))}
      {origin && offered.length > 1 && (
        <p className={MUTED}>Transport moves Troops from one space only: {name(origin)}.</p>
      )}
      {missing.length > 0 && (
        <details className={MUTED}>
          <summary>Origins not offered ({missing.length})</summary>
          <ul>
            {missing.map((m) => (
              <li key={m.from}>
                {name(m.from)}: {m.why}
              </li>
            ))}
          </ul>
        </details>
      )}
    </fieldset>
  );
}

/** Reprisal (4.2.3): relocate 1 Guerrilla from the space to an adjacent space. */
function ReprisalRelocate({ board, action, index, onChange }: SpecialFieldsProps) {
  const sa = action.special;
  if (!sa) return null;
  const entry = sa.spaces[index];
  const here = boardAtSpecial(board, action).spaces[entry.space].pieces;
  const kinds = PIECE_KINDS.filter((k) => isGuerrillaKind(k) && here[k] > 0);
  if (kinds.length === 0)
    return <p className={`mt-1 text-sm ${MUTED}`}>No Guerrilla here to relocate.</p>;
  const r = entry.relocate;
  const adjacent = SPACE_BY_ID[entry.space].adjacent;
  const set = (piece: PieceKind, to: SpaceId) => onChange({ ...entry, relocate: { piece, to } });
  return (
    <fieldset className="mt-1 space-y-1 text-sm">
      <legend>
        Relocate 1 Guerrilla to an adjacent space <RuleLink rule="4.2.3" />
      </legend>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Guerrilla relocated</legend>
        {kinds.map((k) => (
          <button
            key={k}
            type="button"
            className={r?.piece === k ? PRIMARY : BUTTON}
            aria-pressed={r?.piece === k}
            onClick={() => set(k, r?.to ?? adjacent[0])}
          >
            {pieceLabel(k, 1)}
          </button>
        ))}
      </fieldset>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Relocated to</legend>
        {adjacent.map((to) => (
          <button
            key={to}
            type="button"
            className={r?.to === to ? PRIMARY : BUTTON}
            aria-pressed={r?.to === to}
            onClick={() => set(r?.piece ?? kinds[0], to)}
          >
            To {name(to)}
          </button>
        ))}
      </fieldset>
    </fieldset>
  );
}

/**
 * Profit (4.5.1): place 1 Available Cash with a Guerrilla or cube where there is an open Casino,
 * or close open Casinos and remove Syndicate Cash for +3 Resources each.
 */
function ProfitChoice({ board, action, index, onChange }: SpecialFieldsProps) {
  const sa = action.special;
  if (!sa) return null;
  const entry = sa.spaces[index];
  const s = boardAtSpecial(board, action).spaces[entry.space];
  const holders = CASH_HOLDERS.filter((k) => s.pieces[k] > 0);
  const own = s.cash.filter((h) => h === "synU" || h === "synA").length;
  const placing = entry.cashTo !== undefined;
  const cashing = entry.close !== undefined || entry.removeCash !== undefined;
  const placeWhy =
    s.pieces.casinoOpen === 0
      ? "Cash is placed only where there is an open Casino"
      : holders.length === 0
        ? "no Guerrilla or cube here to hold the Cash"
        : null;
  return (
    <fieldset className="mt-1 space-y-1 text-sm">
      <legend>
        Profit here <RuleLink rule="4.5.1" />
      </legend>
      <div className="flex flex-wrap gap-2">
        {holders.map((k) => (
          <button
            key={k}
            type="button"
            className={entry.cashTo === k ? PRIMARY : BUTTON}
            aria-pressed={entry.cashTo === k}
            disabled={placeWhy !== null}
            onClick={() => onChange({ space: entry.space, cashTo: k })}
          >
            Place Cash with a {pieceLabel(k, 1)}
          </button>
        ))}
        <button
          type="button"
          className={cashing ? PRIMARY : BUTTON}
          aria-pressed={cashing}
          disabled={s.pieces.casinoOpen + own === 0}
          onClick={() =>
            onChange({
              space: entry.space,
              ...(s.pieces.casinoOpen > 0 ? { close: 1 } : { removeCash: 1 }),
            })
          }
        >
          Close Casinos or take Cash for Resources
        </button>
      </div>
      {placeWhy && !placing && <p className={MUTED}>No Cash placed here: {placeWhy}.</p>}
      {cashing && (
        <>
          <Stepper
            label="Open Casinos closed (+3 Resources each)"
            value={entry.close ?? 0}
            max={s.pieces.casinoOpen}
            onChange={(n) => onChange({ ...entry, close: n })}
          />
          <Stepper
            label="Syndicate Cash removed (+3 Resources each)"
            value={entry.removeCash ?? 0}
            max={own}
            onChange={(n) => onChange({ ...entry, removeCash: n })}
          />
        </>
      )}
    </fieldset>
  );
}

/** Bribe (4.5.4): flip enemy Guerrillas (Active to Underground or back), up to 2 with those removed. */
function BribeFlip({ board, action, index, onChange }: SpecialFieldsProps) {
  const sa = action.special;
  if (!sa) return null;
  const entry = sa.spaces[index];
  const here = boardAtSpecial(board, action).spaces[entry.space].pieces;
  const kinds = PIECE_KINDS.filter(
    (k) => isGuerrillaKind(k) && here[k] > 0 && !k.startsWith("syn"),
  );
  if (kinds.length === 0) return null;
  const flips = entry.flip ?? [];
  const removed = (entry.remove ?? [])
    .filter((r) => isGuerrillaKind(r.piece))
    .reduce((t, r) => t + r.count, 0);
  const flipped = flips.reduce((t, f) => t + f.count, 0);
  const of = (k: PieceKind) => flips.find((f) => f.piece === k)?.count ?? 0;
  return (
    <fieldset className="mt-1 space-y-1 text-sm">
      <legend>
        Or flip Guerrillas (up to 2 with those removed) <RuleLink rule="4.5.4" />
      </legend>
      {kinds.map((k) => (
        <Stepper
          key={k}
          label={`${pieceLabel(k, 2)} flipped`}
          value={of(k)}
          max={Math.min(here[k], of(k) + 2 - flipped - removed)}
          onChange={(n) => {
            const rest = flips.filter((f) => f.piece !== k);
            onChange({ ...entry, flip: n > 0 ? [...rest, { piece: k, count: n }] : rest });
          }}
        />
      ))}
    </fieldset>
  );
}
