"use client";
import { RuleLink } from "@/app/_components/turn/rule-link";
import { MUTED } from "@/app/_components/turn/styles";
import { Stepper } from "@/app/_components/ui/stepper";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { cubes } from "@/lib/engine/cuba/board/space";
import type { OperationSpace, PieceCount, PlayerAction } from "@/lib/engine/cuba/player/action";
import type { ActivationSite } from "@/lib/engine/cuba/player/work";
import type { GameBoard, PieceKind, SpaceId } from "@/lib/engine/cuba/types";
import { pieceLabel } from "@/lib/ui/labels";
import { tryDraft } from "./trial";

const name = (s: SpaceId) => SPACE_BY_ID[s].name;
const sum = (list: readonly PieceCount[]) => list.reduce((n, p) => n + p.count, 0);
const countOf = (list: readonly PieceCount[], piece: PieceKind) =>
  list.filter((p) => p.piece === piece).reduce((n, p) => n + p.count, 0);
function withCount(list: readonly PieceCount[], piece: PieceKind, n: number): PieceCount[] {
  const rest = list.filter((p) => p.piece !== piece);
  return n > 0 ? [...rest, { piece, count: n }] : rest;
}
const guerrillas = (n: number) => `${n} Guerrilla${n === 1 ? "" : "s"}`;
const flipsText = (list: readonly PieceCount[]) =>
  list.length === 0
    ? "none flips"
    : `${list.map((p) => `${p.count} ${pieceLabel(p.piece, p.count)}`).join(" and ")} flip${sum(list) === 1 ? "s" : ""}`;

/**
 * What Sweep (3.2.3) or Garrison (3.2.2) Activates in one space: the number is the rules' (1 per
 * cube, Forest 1 per 2; already Active Guerrillas count, 1.4.3). Fixed text when nothing is left
 * to choose; otherwise a count per Faction's Underground Guerrillas, starting from the engine's
 * own pick when it has one.
 */
function ActivationChoice({
  site,
  rule,
  list,
  onChange,
}: {
  site: ActivationSite;
  rule: string;
  list: readonly PieceCount[] | undefined;
  onChange: (list: PieceCount[]) => void;
}) {
  const counting = Math.min(site.active, site.count);
  const head = (
    <>
      Activate {guerrillas(site.count)} <RuleLink rule={rule} /> ({site.why}
      {counting > 0 ? `; ${counting} already Active count` : ""})
    </>
  );
  if (site.count === 0)
    return <p className={MUTED}>No Guerrilla of another Faction here to Activate.</p>;
  if (!site.choice)
    return (
      <p>
        {head}: {flipsText(site.fixed ?? [])}, no choice to make.
      </p>
    );
  const shown = list ?? site.fixed ?? [];
  const chosen = sum(shown);
  return (
    <fieldset className="space-y-1">
      <legend>{head}</legend>
      <p className={MUTED}>
        {list === undefined && site.fixed === null
          ? "Choose whose Underground Guerrillas flip: "
          : "Underground Guerrillas that flip: "}
        {site.minFlip === site.maxFlip ? site.minFlip : `${site.minFlip} to ${site.maxFlip}`}.
      </p>
      {site.underground.map(({ piece, count }) => (
        <Stepper
          key={piece}
          label={`${pieceLabel(piece, 2)} Activated`}
          value={countOf(shown, piece)}
          max={Math.min(count, countOf(shown, piece) + site.maxFlip - chosen)}
          onChange={(v) => onChange(withCount(shown, piece, v))}
        />
      ))}
    </fieldset>
  );
}

/** Sweep (3.2.3): the Activation in the Sweep space at `index`, after its Troops moved in. */
export function SweepActivation({
  board,
  draft,
  index,
  onChange,
}: {
  board: GameBoard;
  draft: PlayerAction;
  index: number;
  onChange: (entry: OperationSpace) => void;
}) {
  const entry = draft.spaces[index];
  const site = tryDraft(board, { ...draft, special: undefined }).activations.find(
    (a) => a.field === `spaces[${index}].activate`,
  );
  if (!site) return null;
  return (
    <div className="text-sm">
      <ActivationChoice
        site={site}
        rule="3.2.3"
        list={entry.activate}
        onChange={(activate) => onChange({ ...entry, activate })}
      />
    </div>
  );
}

/**
 * Garrison (3.2.2): after the moves, every EC with cubes Activates, whether a cube moved there
 * or not. Each is listed; a pick in an EC not yet among the spaces adds it, with its Activation
 * only.
 */
export function GarrisonActivations({
  board,
  draft,
  onChange,
}: {
  board: GameBoard;
  draft: PlayerAction;
  onChange: (spaces: OperationSpace[]) => void;
}) {
  const run = tryDraft(board, { ...draft, special: undefined });
  const sites = run.activations.filter((a) => cubes(run.board.spaces[a.space]) > 0);
  return (
    <section className="space-y-2 text-sm" aria-label="Activation in every EC">
      <p className="font-medium">
        Then in every EC with cubes, moved into or not, Activate 1 Guerrilla per cube{" "}
        <RuleLink rule="3.2.2" />
      </p>
      {sites.length === 0 && <p className={MUTED}>No EC has cubes.</p>}
      {sites.map((site) => {
        const index = draft.spaces.findIndex((s) => s.space === site.space);
        return (
          <fieldset
            key={site.space}
            className="rounded-md border border-stone-300 p-2 dark:border-stone-600"
          >
            <legend className="font-medium">Activation in {name(site.space)}</legend>
            <ActivationChoice
              site={site}
              rule="3.2.2"
              list={index >= 0 ? draft.spaces[index].activate : undefined}
              onChange={(activate) =>
                onChange(
                  index >= 0
                    ? draft.spaces.map((s, i) => (i === index ? { ...s, activate } : s))
                    : [...draft.spaces, { space: site.space, activate }],
                )
              }
            />
          </fieldset>
        );
      })}
    </section>
  );
}
