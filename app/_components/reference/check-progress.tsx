"use client";

import { checkProgress } from "@/lib/engine/cuba/calixto/corrections";
import { usePlayerCorrections } from "./use-corrections";

/** How much of the data the player has checked against their own cards and aid sheets. */
export function CheckProgress() {
  const { checked } = usePlayerCorrections();
  const p = checkProgress(checked);
  return (
    <p role="status" className="font-medium">
      You have checked {p.cards.checked} of {p.cards.total} card sides and {p.tables.checked} of{" "}
      {p.tables.total} tables.
    </p>
  );
}
