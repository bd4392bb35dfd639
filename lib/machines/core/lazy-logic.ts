import type { AnyActorLogic } from "xstate";
import type { LazyPart } from "@/lib/engine/core/lazy-part";

/**
 * A child machine that loads when first needed (core/lazy-part.ts): given to `setup({ actors })`
 * in its place, it is the loaded machine each time XState uses it, and throws PartNotLoaded if it
 * is invoked before it is loaded (the replay then waits for it and runs again, session.ts).
 */
export function lazyLogic<P, L extends AnyActorLogic>(part: LazyPart<P>, pick: (p: P) => L): L {
  return new Proxy({} as L, {
    get(_, key) {
      const real = pick(part.now());
      const value = Reflect.get(real, key, real);
      return typeof value === "function" ? value.bind(real) : value;
    },
    has: (_, key) => Reflect.has(pick(part.now()), key),
  });
}
