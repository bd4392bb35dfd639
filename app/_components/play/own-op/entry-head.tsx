"use client";
import { BUTTON } from "@/app/_components/turn/styles";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import type { SpaceId } from "@/lib/engine/cuba/types";

/**
 * The head of one space of the own Operation or its Special Activity: "March in Oriente" and its
 * Remove button. The title is where focus lands after a tap on the map adds the space, and, for
 * the newest space, where the phone's "Back to the form" returns (data-claim-return).
 */
export function EntryHead({
  part,
  space,
  title,
  returnHere,
  onRemove,
}: {
  part: "op" | "sa";
  space: SpaceId;
  title: string;
  returnHere: boolean;
  onRemove: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <span
        className="font-medium"
        data-entry-title={`${part}:${space}`}
        data-claim-return={returnHere ? "" : undefined}
      >
        {title}
      </span>
      <button type="button" className={BUTTON} onClick={onRemove}>
        Remove {SPACE_BY_ID[space].name}
      </button>
    </div>
  );
}
