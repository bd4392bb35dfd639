"use client";
import type { ReactNode } from "react";
import { RuleLink } from "@/app/_components/turn/rule-link";
import { BUTTON, MUTED, PRIMARY } from "@/app/_components/turn/styles";
import { OWNER_OF } from "@/data/cuba/pieces";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import {
  type Launder,
  OPERATION_LABEL,
  type OperationKind,
  type OperationSpace,
  type PlayerAction,
} from "@/lib/engine/cuba/player/action";
import { legalOperations, legalSpaces } from "@/lib/engine/cuba/player/options";
import { guerrillaKinds } from "@/lib/engine/cuba/player/pieces";
import { type GameBoard, SPACE_IDS, type SpaceId } from "@/lib/engine/cuba/types";
import { pieceLabel } from "@/lib/ui/labels";
import { tryDraft } from "./trial";

const name = (s: SpaceId) => SPACE_BY_ID[s].name;

/** The free Limited Operation as an action of its own (the engine runs it so, launder.ts). */
export const launderDraft = (faction: PlayerAction["faction"], l: Launder): PlayerAction => ({
  faction,
  operation: l.operation,
  limited: true,
  spaces: l.spaces,
});

/** A new space of the free Limited Operation, before its details. */
function firstEntry(faction: PlayerAction["faction"], op: OperationKind, space: SpaceId) {
  const k = guerrillaKinds(faction);
  if (op === "march" || op === "garrison" || op === "sweep") return { space, moves: [] };
  if (op === "rally" && k) return { space, place: [{ piece: k.u, count: 1 }] };
  return { space };
}

/**
 * Launder (2.3.6, 4.5.2): after an Operation the Faction paid for, with no Special Activity,
 * remove a Cash marker it owns (or one of another Faction the player plays) for a free extra
 * Limited Operation of any kind but Construct.
 * Offered only while the Faction owns Cash after its Operation and has chosen no SA; the space
 * and its details are asked as for the Operation itself (`renderEntry`), on the board the
 * Operation leaves.
 */
export function LaunderField({
  board,
  action,
  launder,
  onChange,
  renderEntry,
}: {
  board: GameBoard;
  /** The Operation, without its laundering. */
  action: PlayerAction;
  launder: Launder | null;
  onChange: (l: Launder | null) => void;
  renderEntry: (
    board: GameBoard,
    draft: PlayerAction,
    index: number,
    onChange: (e: OperationSpace) => void,
  ) => ReactNode;
}) {
  const f = action.faction;
  const after = tryDraft(board, { ...action, launder: undefined }).board;
  const markers: { space: SpaceId; holder: Launder["holder"] }[] = [];
  // Own Cash, or a Faction's the player also plays, removed to give it (2.3.6).
  for (const space of SPACE_IDS)
    for (const holder of new Set(after.spaces[space].cash))
      if (OWNER_OF[holder] === f || after.roles[OWNER_OF[holder]] === "player")
        markers.push({ space, holder });
  if (markers.length === 0) return null;
  if (action.special)
    return (
      <p className={`text-sm ${MUTED}`}>
        Laundering Cash: only after an Operation with no Special Activity (2.3.6).
      </p>
    );
  const ops = legalOperations(after, f, true, { sequence: false, free: true }).filter(
    (o) => o.value !== "construct",
  );
  const draft = launder ? launderDraft(f, launder) : null;
  const spaces = draft ? legalSpaces(after, draft, { free: true }) : [];
  const set = (patch: Partial<Launder>) => launder && onChange({ ...launder, ...patch });
  return (
    <fieldset className="space-y-2 text-sm">
      <legend className="font-medium">
        Launder Cash for a free Limited Operation <RuleLink rule="2.3.6" />
      </legend>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={launder ? BUTTON : PRIMARY}
          aria-pressed={!launder}
          onClick={() => onChange(null)}
        >
          No laundering
        </button>
        {markers.map((m) => {
          const on = launder?.space === m.space && launder.holder === m.holder;
          return (
            <button
              key={`${m.space}:${m.holder}`}
              type="button"
              className={on ? PRIMARY : BUTTON}
              aria-pressed={on}
              onClick={() =>
                onChange({
                  space: m.space,
                  holder: m.holder,
                  operation: launder?.operation ?? ops.find((o) => o.ok)?.value ?? "march",
                  spaces: [],
                })
              }
            >
              Cash with the {pieceLabel(m.holder, 1)} in {name(m.space)}
            </button>
          );
        })}
      </div>
      {launder && (
        <>
          <div className="flex flex-wrap gap-2">
            {ops.map((o) => (
              <button
                key={o.value}
                type="button"
                className={launder.operation === o.value ? PRIMARY : BUTTON}
                aria-pressed={launder.operation === o.value}
                disabled={!o.ok}
                onClick={() => set({ operation: o.value, spaces: [] })}
              >
                Free Limited {OPERATION_LABEL[o.value]}
              </button>
            ))}
          </div>
          {ops.some((o) => !o.ok) && (
            <ul className={MUTED} aria-label="Free Operations not offered">
              {ops
                .filter((o) => !o.ok)
                .map((o) => (
                  <li key={o.value}>
                    {OPERATION_LABEL[o.value]}: {o.why}
                  </li>
                ))}
            </ul>
          )}
          {launder.spaces.length === 0 ? (
            <fieldset className="flex flex-wrap gap-1">
              <legend className="sr-only">
                Space of the free {OPERATION_LABEL[launder.operation]}
              </legend>
              {spaces
                .filter((c) => c.ok)
                .map((c) => (
                  <button
                    key={c.value}
                    type="button"
                    className={BUTTON}
                    onClick={() => set({ spaces: [firstEntry(f, launder.operation, c.value)] })}
                  >
                    Free {OPERATION_LABEL[launder.operation]} in {name(c.value)}
                  </button>
                ))}
              {!spaces.some((c) => c.ok) && (
                <p className={MUTED}>No space for a free {OPERATION_LABEL[launder.operation]}.</p>
              )}
            </fieldset>
          ) : (
            <div className="rounded-md border border-stone-300 p-2 dark:border-stone-600">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">
                  Free Limited {OPERATION_LABEL[launder.operation]} in{" "}
                  {name(launder.spaces[0].space)}
                </span>
                <button type="button" className={BUTTON} onClick={() => set({ spaces: [] })}>
                  Choose another space
                </button>
              </div>
              {draft &&
                renderEntry(after, { ...draft, spaces: launder.spaces }, 0, (e) =>
                  set({ spaces: [e] }),
                )}
            </div>
          )}
        </>
      )}
    </fieldset>
  );
}
