"use client";
import { CHECK_BOX, CHECK_ROW, MUTED } from "@/app/_components/turn/styles";
import { FACTION_NAME } from "@/data/cuba/pieces";
import type { OperationSpace, PieceCount, PlayerAction } from "@/lib/engine/cuba/player/action";
import { lenderGuerrillas } from "@/lib/engine/cuba/player/operations/lent";
import { guerrillaKinds } from "@/lib/engine/cuba/player/pieces";
import type { Faction, GameBoard, PieceKind } from "@/lib/engine/cuba/types";
import { pieceLabel } from "@/lib/ui/labels";

/** "the lent Underground Syndicate Guerrilla": the piece an Event lends, in a player's words. */
export const lentLabel = (kind: PieceKind) => `the lent ${pieceLabel(kind, 1)}`;

/**
 * The 1 piece an Event lends the Faction in this space (#43 Mafia Offensive: a Syndicate piece
 * used as its own; lib/engine/cuba/player/operations/lent.ts), as check boxes of which at most
 * one is on: Terror's Underground Guerrilla (3.3.4), an attacker (3.3.3), an open Casino as the
 * Rally's Base or one of the 2 Guerrillas a Base replaces (3.3.1). A lent Guerrilla that Marches
 * is offered with the origins. Shown only when the grant lends a piece that is there.
 */
export function LentField({
  board,
  draft,
  index,
  lentBy,
  onChange,
}: {
  board: GameBoard;
  draft: PlayerAction;
  index: number;
  lentBy?: Faction;
  onChange: (entry: OperationSpace) => void;
}) {
  const entry = draft.spaces[index];
  if (!lentBy || !entry) return null;
  const pieces = board.spaces[entry.space].pieces;
  const guerrillas = lenderGuerrillas(draft.faction, lentBy).filter((k) => pieces[k] > 0);
  const { lent: _l, ...bare } = entry;
  const choices: { key: string; text: string; on: boolean; set: (on: boolean) => void }[] = [];
  const lentOne = (piece: PieceKind) => ({
    key: piece,
    text: `Use ${lentLabel(piece)} as yours`,
    on: entry.lent?.piece === piece,
    set: (on: boolean) => onChange(on ? { ...bare, lent: { piece, count: 1 } } : bare),
  });
  switch (draft.operation) {
    case "terror": {
      // Terror Activates an Underground Guerrilla (3.3.4): the lender's Underground kind only.
      const u = lenderGuerrillas(draft.faction, lentBy)[0];
      if (u && pieces[u] > 0) choices.push(lentOne(u));
      break;
    }
    case "attack":
      for (const k of guerrillas) choices.push(lentOne(k));
      break;
    case "rally": {
      if (entry.base) {
        const own = guerrillaKinds(draft.faction);
        const lentIn = entry.base.find((p) => !own || (p.piece !== own.u && p.piece !== own.a));
        const k = [...guerrillas].reverse()[0];
        if (own && k)
          choices.push({
            key: `base-${k}`,
            text: `One of the 2 is ${lentLabel(k)}`,
            on: !!lentIn,
            set: (on) => onChange({ ...bare, base: baseWith(board, entry, own, on ? k : null) }),
          });
      } else if (lentBy === "SYN" && pieces.casinoOpen > 0)
        choices.push({
          key: "casino",
          text: "Count the open Casino here as your Base (lent)",
          on: entry.lent?.piece === "casinoOpen",
          set: (on) =>
            onChange(on ? { ...bare, lent: { piece: "casinoOpen", count: 1 } } : { ...bare }),
        });
      break;
    }
    default:
      break;
  }
  if (choices.length === 0) return null;
  return (
    <fieldset className="space-y-1">
      <legend className={`text-sm ${MUTED}`}>
        The Event lends you 1 {FACTION_NAME[lentBy]} piece (at most one):
      </legend>
      {choices.map((c) => (
        <label key={c.key} className={`${CHECK_ROW} text-sm`}>
          <input
            type="checkbox"
            className={CHECK_BOX}
            checked={c.on}
            disabled={!c.on && choices.some((x) => x.on)}
            onChange={(e) => c.set(e.target.checked)}
          />
          {c.text}
        </label>
      ))}
    </fieldset>
  );
}

/** The 2 Guerrillas a Rally Base replaces: the Faction's (Active first), or 1 and the lent one. */
function baseWith(
  board: GameBoard,
  entry: OperationSpace,
  own: { u: PieceKind; a: PieceKind },
  lent: PieceKind | null,
): PieceCount[] {
  const s = board.spaces[entry.space].pieces;
  const want = lent ? 1 : 2;
  const a = Math.min(want, s[own.a]);
  const out: PieceCount[] = [];
  if (a > 0) out.push({ piece: own.a, count: a });
  if (a < want) out.push({ piece: own.u, count: want - a });
  if (lent) out.push({ piece: lent, count: 1 });
  return out;
}
