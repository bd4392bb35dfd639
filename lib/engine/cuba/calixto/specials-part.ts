import { lazyPart } from "../../core/lazy-part";

/**
 * The Special Activities' handlers (specials/, C8.7), loaded when a turn first reaches a Special
 * Activity, after its Operation: `specialsPart.now()` throws PartNotLoaded until then.
 */
export const specialsPart = lazyPart("the Special Activities", () => import("./specials"));
