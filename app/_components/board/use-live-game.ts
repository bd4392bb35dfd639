"use client";
import { liveQuery } from "dexie";
import { type RefObject, startTransition, useEffect, useState } from "react";
import type { CalixtoDB } from "@/lib/persistence/db";
import { loadGame } from "@/lib/persistence/load-game";
import type { LoadedGame } from "@/lib/persistence/rows";

/**
 * A game read live from the database, as `useLiveQuery(() => loadGame(db, id))` reads it, with one
 * difference (issue 22): a re-read that only catches up with a log position the screen already
 * shows (`shown`: a press shown before its save, a command's own result) is rendered as a
 * transition, so it never holds back the frame that shows the press. Any other change (another
 * tab's write, the first read) is rendered at once.
 */
export function useLiveGame(
  db: CalixtoDB,
  id: string,
  shown: RefObject<number>,
): LoadedGame | null | undefined {
  const [read, setRead] = useState<{
    id: string;
    value?: LoadedGame | null;
    error?: unknown;
  }>({ id });
  useEffect(() => {
    const sub = liveQuery(() => loadGame(db, id)).subscribe({
      next: (value) => {
        const seq = value?.state?.lastSeq;
        if (seq !== undefined && seq <= shown.current)
          startTransition(() => setRead({ id, value }));
        else setRead({ id, value });
      },
      error: (error) => setRead({ id, error }),
    });
    return () => sub.unsubscribe();
  }, [db, id, shown]);
  if (read.id !== id) return undefined;
  if (read.error) throw read.error;
  return read.value;
}
