"use client";
import { type ComponentType, lazy, type ReactNode, Suspense } from "react";

/** Any function component. */
type Panel = (props: never) => ReactNode;

/**
 * A component whose code loads the first time it is shown, with `loading` (or nothing) shown
 * until then: what next/dynamic does on the client (React.lazy inside Suspense), without its
 * server-rendering and preloading parts, which a page exported as static files and filled in on
 * the client never uses (about 1.5 kB gzipped on the board screen's first load; issue 22).
 * Call it at module level only, once per panel: each call makes a new component.
 */
export function lazyPanel<C extends Panel>(
  load: () => Promise<C>,
  loading?: () => ReactNode,
): (props: Parameters<C>[0]) => ReactNode {
  const Lazy = lazy(() =>
    load().then((panel) => ({ default: panel as unknown as ComponentType<object> })),
  );
  // biome-ignore lint/correctness/noComponentHookFactories: made once per panel, at module level (as next/dynamic is)
  return function LazyPanel(props: Parameters<C>[0]) {
    return (
      <Suspense fallback={loading?.() ?? null}>
        <Lazy {...(props as object)} />
      </Suspense>
    );
  };
}
