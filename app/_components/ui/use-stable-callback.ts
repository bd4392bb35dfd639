"use client";
import { useCallback, useLayoutEffect, useRef } from "react";

/**
 * One function for the life of the component that always calls the newest `fn`: handed to a
 * memoised child, it does not redraw the child at every render of its parent (issue 22). For
 * event handlers only (it is not meant to be called while rendering).
 */
export function useStableCallback<A extends unknown[], R>(
  fn: (...args: A) => R,
): (...args: A) => R {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
