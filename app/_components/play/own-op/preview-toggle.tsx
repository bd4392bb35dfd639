"use client";
import { CHECK_BOX, CHECK_ROW, MUTED } from "@/app/_components/turn/styles";
import { FACTION_NAME } from "@/data/cuba/pieces";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import {
  OPERATION_LABEL,
  type OperationSpace,
  type PlayerAction,
  SPECIAL_LABEL,
} from "@/lib/engine/cuba/player/action";
import type { Faction, SpaceId } from "@/lib/engine/cuba/types";

/** The record as logged: a space's empty list of moves (nothing moved in) left out. */
export function withoutEmptyMoves(action: PlayerAction): PlayerAction {
  const clean = (spaces: OperationSpace[]) =>
    spaces.map(({ moves, ...rest }) => (moves && moves.length > 0 ? { ...rest, moves } : rest));
  const out = { ...action, spaces: clean(action.spaces) };
  if (action.launder) out.launder = { ...action.launder, spaces: clean(action.launder.spaces) };
  return out;
}

/** The action in words: "March + Infiltrate for 26July". */
export function actionWords(action: PlayerAction, faction: Faction): string {
  const sa = action.special ? ` + ${SPECIAL_LABEL[action.special.special]}` : "";
  return `${OPERATION_LABEL[action.operation]}${sa} for ${FACTION_NAME[faction]}`;
}

/**
 * Whether the map shows the board after the action (a preview, not applied) or the board now,
 * and which spaces the action changes.
 */
export function PreviewToggle({
  shown,
  changed,
  onChange,
}: {
  shown: boolean;
  changed: readonly SpaceId[];
  onChange: (shown: boolean) => void;
}) {
  return (
    <div className="space-y-1 text-sm">
      <label className={CHECK_ROW}>
        <input
          type="checkbox"
          className={CHECK_BOX}
          checked={shown}
          onChange={(e) => onChange(e.target.checked)}
        />
        Preview on the map: show the board after this action (not applied yet)
      </label>
      {shown && changed.length > 0 && (
        <p className={MUTED}>
          Outlined on the map: {changed.map((s) => SPACE_BY_ID[s].name).join(", ")}. The tracks
          above the map still show the board now.
        </p>
      )}
    </div>
  );
}
