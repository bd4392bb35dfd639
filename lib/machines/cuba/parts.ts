import { lazyPart, loadAllParts } from "@/lib/engine/core/lazy-part";
// Imported for its part (the Event judging code), so that loadTurnParts loads it too.
import "@/lib/engine/cuba/calixto/events/judging-part";

/**
 * The parts of a turn loaded when first needed (core/lazy-part.ts): the Event judging code
 * (events/judging-part.ts) and the Propaganda round's machine, which only a Propaganda turn uses.
 */
export const propagandaPart = lazyPart(
  "the Propaganda round",
  () => import("./propaganda.machine"),
);

/**
 * Every part of a turn, loaded: before a command runs a turn's machine inside a transaction
 * (it cannot wait there), and once at the start of tests, the command line and the build.
 */
export const loadTurnParts = (): Promise<void> => loadAllParts();
