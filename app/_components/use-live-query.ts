"use client";
import { liveQuery } from "dexie";
import { type DependencyList, useEffect, useReducer, useRef } from "react";

/**
 * A Dexie query read live: undefined until its first answer, then re-rendered whenever what it
 * read changes in the database (Dexie's own liveQuery). When `deps` change the query starts over,
 * and the last answer stays shown until the new one arrives; a failed query throws on render (for
 * an error boundary). The same contract as dexie-react-hooks' useLiveQuery, in a few lines on the
 * Dexie already loaded: that package weighed about 3 kB gzipped on every page, twice on /game
 * (issue 22).
 */
export function useLiveQuery<T>(
  querier: () => Promise<T> | T,
  deps: DependencyList,
): T | undefined {
  const last = useRef<{ value: T | undefined; error: unknown }>({ value: undefined, error: null });
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const sub = liveQuery(querier).subscribe({
      next: (value) => {
        const now = last.current;
        if (now.error === null && now.value === value) return;
        last.current = { value, error: null };
        rerender();
      },
      error: (error) => {
        if (last.current.error === error) return;
        last.current = { ...last.current, error };
        rerender();
      },
    });
    return () => sub.unsubscribe();
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps say when to re-query
  }, deps);
  if (last.current.error) throw last.current.error;
  return last.current.value;
}
