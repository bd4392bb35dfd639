"use client";
import { type ComponentType, type ReactNode, useEffect, useState } from "react";

/** Any function component. */
type Panel = (props: never) => ReactNode;

/**
 * A component whose code loads the first time it is shown, with `loading` (or nothing) shown
 * until then, as next/dynamic does, without its server-rendering and preloading parts, which a
 * page exported as static files and filled in on the client never uses (about 1.5 kB gzipped on
 * the board screen's first load; issue 22). Not through Suspense (React.lazy): React would hold
 * the loaded panel back for its fallback throttle, about 300 ms (as game-route.tsx says). Once
 * loaded, every later showing draws it at once. A failed load is thrown on render (for an error
 * boundary) and tried again the next time the panel is shown.
 * Call it at module level only, once per panel: each call makes a new component.
 */
export function lazyPanel<C extends Panel>(
  load: () => Promise<C>,
  loading?: () => ReactNode,
): (props: Parameters<C>[0]) => ReactNode {
  let loaded: ComponentType<object> | null = null;
  let pending: Promise<ComponentType<object>> | null = null;
  const fetchPanel = () => {
    pending ??= load().then(
      (panel) => {
        loaded = panel as unknown as ComponentType<object>;
        return loaded;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per panel, at module level (as next/dynamic is)
  return function LazyPanel(props: Parameters<C>[0]) {
    const [shown, setShown] = useState<{ panel: ComponentType<object> | null; error?: unknown }>(
      () => ({ panel: loaded }),
    );
    useEffect(() => {
      if (shown.panel) return;
      let live = true;
      fetchPanel().then(
        (panel) => live && setShown({ panel }),
        (error: unknown) => live && setShown({ panel: null, error }),
      );
      return () => {
        live = false;
      };
    }, [shown.panel]);
    if (shown.error) throw shown.error;
    const Shown = shown.panel;
    return Shown ? <Shown {...(props as object)} /> : (loading?.() ?? null);
  };
}
