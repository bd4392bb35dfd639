"use client";
import { RuleLink } from "@/app/_components/turn/rule-link";
import { BUTTON, MUTED, PRIMARY } from "@/app/_components/turn/styles";
import { Stepper } from "@/app/_components/ui/stepper";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import type { OperationSpace, PieceCount, PlayerAction } from "@/lib/engine/cuba/player/action";
import { removableKinds } from "@/lib/engine/cuba/player/options";
import type { GameBoard, PieceKind } from "@/lib/engine/cuba/types";
import { pieceLabel } from "@/lib/ui/labels";
import { SweepActivation } from "./activate-field";
import { asksDetail, tryDraft } from "./trial";

const name = (s: keyof typeof SPACE_BY_ID) => SPACE_BY_ID[s].name;
const count = (list: readonly PieceCount[] | undefined, piece: PieceKind) =>
  (list ?? []).filter((p) => p.piece === piece).reduce((n, p) => n + p.count, 0);
function withCount(list: readonly PieceCount[] | undefined, piece: PieceKind, n: number) {
  const rest = (list ?? []).filter((p) => p.piece !== piece);
  return n > 0 ? [...rest, { piece, count: n }] : rest;
}

export interface ExtrasProps {
  board: GameBoard;
  /** The whole draft (the entry at `index` is the one shown). */
  draft: PlayerAction;
  index: number;
  onChange: (entry: OperationSpace) => void;
}

/**
 * The choices of an Operation space beyond its moves and placements: Train's Base or Civic
 * Action (3.2.1), the Guerrillas Sweep Activates (3.2.3; activate-field.tsx), Garrison's free
 * Assault (3.2.2), and which way 26July's Terror shifts (3.3.4). Each is offered only if the
 * engine's own run accepts it here; otherwise the reason is shown.
 */
export function OperationExtras(p: ExtrasProps) {
  switch (p.draft.operation) {
    case "train":
      return <TrainExtra {...p} />;
    case "sweep":
      return <SweepActivation {...p} />;
    case "garrison":
      // Garrison's Activation is in every EC, listed under the spaces (GarrisonActivations).
      return <GarrisonAssault {...p} />;
    case "terror":
      return p.draft.faction === "26J" ? <TerrorToward {...p} /> : null;
    default:
      return null;
  }
}

/** The draft with the entry at `index` replaced. */
const withEntry = (draft: PlayerAction, index: number, entry: OperationSpace): PlayerAction => ({
  ...draft,
  special: undefined,
  spaces: draft.spaces.map((s, i) => (i === index ? entry : s)),
});

/** Train (3.2.1): then, in 1 selected space, replace 2 cubes with a Base or take Civic Action. */
function TrainExtra({ board, draft, index, onChange }: ExtrasProps) {
  const entry = draft.spaces[index];
  const at = `spaces[${index}]`;
  const other = draft.spaces.find(
    (s, i) => i !== index && (s.base !== undefined || s.civic !== undefined),
  );
  if (other)
    return (
      <p className={`text-sm ${MUTED}`}>
        Base or Civic Action: already in {name(other.space)} (only 1 space per Train, 3.2.1).
      </p>
    );
  const { base: _b, civic: _c, ...bare } = entry;
  // The cubes there once this space's cubes are placed, for the Base's default.
  const after = tryDraft(board, withEntry(draft, index, bare)).board.spaces[entry.space].pieces;
  const troops = Math.min(2, after.troop);
  const defaultBase: PieceCount[] = [
    ...(troops > 0 ? [{ piece: "troop" as const, count: troops }] : []),
    ...(troops < 2 ? [{ piece: "police" as const, count: 2 - troops }] : []),
  ];
  const baseWhy = tryDraft(board, withEntry(draft, index, { ...bare, base: defaultBase })).why(
    `${at}.base`,
  );
  const civicWhy = tryDraft(board, withEntry(draft, index, { ...bare, civic: 1 })).why(
    `${at}.civic`,
  );
  // Civic Action steps the Resources and the space allow (4 Resources each, 6.3.2).
  let civicMax = 0;
  while (
    civicMax < 6 &&
    !tryDraft(board, withEntry(draft, index, { ...bare, civic: civicMax + 1 })).why(`${at}.civic`)
  )
    civicMax++;
  const mode = entry.base ? "base" : entry.civic !== undefined ? "civic" : "none";
  return (
    <fieldset className="space-y-1 text-sm">
      <legend>
        Then, in this space: a Base or Civic Action <RuleLink rule="3.2.1" />
      </legend>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={mode === "none" ? PRIMARY : BUTTON}
          aria-pressed={mode === "none"}
          onClick={() => onChange(bare)}
        >
          Neither
        </button>
        <button
          type="button"
          className={mode === "base" ? PRIMARY : BUTTON}
          aria-pressed={mode === "base"}
          disabled={!!baseWhy && mode !== "base"}
          onClick={() => onChange({ ...bare, base: defaultBase })}
        >
          Replace 2 cubes with a Base
        </button>
        <button
          type="button"
          className={mode === "civic" ? PRIMARY : BUTTON}
          aria-pressed={mode === "civic"}
          disabled={!!civicWhy && mode !== "civic"}
          onClick={() => onChange({ ...bare, civic: 1 })}
        >
          Civic Action
        </button>
      </div>
      {mode !== "base" && baseWhy && <p className={MUTED}>No Base here: {baseWhy}.</p>}
      {mode !== "civic" && civicWhy && <p className={MUTED}>No Civic Action here: {civicWhy}.</p>}
      {entry.base && (
        <Stepper
          label="Troops replaced by the Base (the rest Police)"
          value={count(entry.base, "troop")}
          min={Math.max(0, 2 - after.police)}
          max={Math.min(2, after.troop)}
          onChange={(n) =>
            onChange({
              ...bare,
              base: [
                ...(n > 0 ? [{ piece: "troop" as const, count: n }] : []),
                ...(n < 2 ? [{ piece: "police" as const, count: 2 - n }] : []),
              ],
            })
          }
        />
      )}
      {entry.civic !== undefined && (
        <Stepper
          label="Civic Action steps (4 Resources each)"
          value={entry.civic}
          min={1}
          max={Math.max(1, civicMax)}
          onChange={(n) => onChange({ ...bare, civic: n })}
        />
      )}
    </fieldset>
  );
}

/** Garrison (3.2.2): then, if desired, Assault in 1 EC at no added cost. */
function GarrisonAssault({ board, draft, index, onChange }: ExtrasProps) {
  const entry = draft.spaces[index];
  if (SPACE_BY_ID[entry.space].kind !== "ec") return null;
  const other = draft.spaces.find((s, i) => i !== index && s.assault !== undefined);
  if (other)
    return (
      <p className={`text-sm ${MUTED}`}>
        Garrison's Assault: already in {name(other.space)} (1 EC only, 3.2.2).
      </p>
    );
  const on = entry.assault !== undefined;
  const { assault: _a, ...bare } = entry;
  const why = on
    ? null
    : tryDraft(board, withEntry(draft, index, { ...bare, assault: [] })).why(
        `spaces[${index}].assault`,
      );
  // An empty Assault is refused for what it leaves (to the full extent): that is the next
  // field. Only Garrison's own limits (one EC, a Limited one's destination) close it here.
  const refused = why !== null && !asksDetail(why) && /3\.2\.2/.test(why);
  const kinds = on ? removableKinds(board, draft, index) : [];
  // The pieces there once the Garrison has moved and Activated, before its Assault.
  const before = on ? tryDraft(board, withEntry(draft, index, bare)).board : board;
  const shown = [...new Set([...kinds, ...(entry.assault ?? []).map((r) => r.piece)])];
  return (
    <fieldset className="space-y-1 text-sm">
      <legend className="sr-only">Garrison's Assault</legend>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={on}
          disabled={refused}
          onChange={(e) => onChange(e.target.checked ? { ...bare, assault: [] } : bare)}
        />
        Then Assault here, free (1 EC) <RuleLink rule="3.2.2" />
      </label>
      {refused && <p className={MUTED}>No Assault here: {why}.</p>}
      {on && shown.length === 0 && <p className={MUTED}>Nothing here the Assault can remove.</p>}
      {on &&
        shown.map((piece) => (
          <Stepper
            key={piece}
            label={`${pieceLabel(piece, 2)} removed by the Assault`}
            value={count(entry.assault, piece)}
            max={before.spaces[entry.space].pieces[piece]}
            onChange={(v) => onChange({ ...entry, assault: withCount(entry.assault, piece, v) })}
          />
        ))}
    </fieldset>
  );
}

/** 26July's Terror (3.3.4): shift toward Active Opposition (usual) or toward Neutral. */
function TerrorToward({ board, draft, index, onChange }: ExtrasProps) {
  const entry = draft.spaces[index];
  const def = SPACE_BY_ID[entry.space];
  const level = board.spaces[entry.space].support;
  // On an EC (Sabotage) or at Support the two readings shift the same way.
  if (def.kind === "ec" || level > 0) return null;
  const { toward: _t, ...bare } = entry;
  const neutralWhy = tryDraft(board, withEntry(draft, index, { ...bare, toward: "neutral" })).why(
    `spaces[${index}].toward`,
  );
  const toward = entry.toward ?? "activeOpposition";
  return (
    <fieldset className="space-y-1 text-sm">
      <legend>
        Shift <RuleLink rule="3.3.4" />
      </legend>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={toward === "activeOpposition" ? PRIMARY : BUTTON}
          aria-pressed={toward === "activeOpposition"}
          onClick={() => onChange(bare)}
        >
          Toward Active Opposition
        </button>
        <button
          type="button"
          className={toward === "neutral" ? PRIMARY : BUTTON}
          aria-pressed={toward === "neutral"}
          disabled={!!neutralWhy && toward !== "neutral"}
          onClick={() => onChange({ ...bare, toward: "neutral" })}
        >
          Toward Neutral
        </button>
      </div>
      {neutralWhy && toward !== "neutral" && (
        <p className={MUTED}>Not toward Neutral: {neutralWhy}.</p>
      )}
    </fieldset>
  );
}
