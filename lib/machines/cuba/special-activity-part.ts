import { lazyPart } from "@/lib/engine/core/lazy-part";
import { lazyLogic } from "../core/lazy-logic";

/**
 * The Special Activity machine (special-activity.machine.ts, C8.6), loaded when a turn first
 * reaches its Special Activity, after the Operation.
 */
export const specialActivityPart = lazyPart(
  "the Special Activity",
  () => import("./special-activity.machine"),
);
export const lazySpecialActivity = lazyLogic(specialActivityPart, (m) => m.specialActivityMachine);
