"use client";
import { Dexie, liveQuery } from "dexie";
import { type RefObject, startTransition, useEffect, useState } from "react";
import type { CalixtoDB } from "@/lib/persistence/db";
import { loadGame } from "@/lib/persistence/load-game";
import type { LoadedGame } from "@/lib/persistence/rows";
import { afterNextPaint } from "../ui/after-paint";

/**
 * Resolves once the next frame is painted, or after 100 ms where no frame comes (a hidden tab
 * paints nothing; Dexie gives up waiting after a minute).
 */
const paintedOrSoon = () =>
  new Promise<void>((done) => {
    const t = setTimeout(() => {
      cancel();
      done();
    }, 100);
    const cancel = afterNextPaint(() => {
      clearTimeout(t);
      done();
    });
  });

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
    // The first read at once; a re-read (the database changed: a press saved, another tab wrote)
    // once the frame that shows the press is painted. Dexie asks again as soon as a write starts,
    // and the read's answer (a board's checksum, the log) landed inside the press's frame (#22).
    // A re-read reads only the log's entries after the last read's (load-game.ts).
    let first = true;
    let known: LoadedGame | null = null;
    const read = () => {
      if (first) {
        first = false;
        return loadGame(db, id);
      }
      return Dexie.waitFor(paintedOrSoon()).then(() => loadGame(db, id, known));
    };
    const sub = liveQuery(read).subscribe({
      next: (value) => {
        known = value;
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
