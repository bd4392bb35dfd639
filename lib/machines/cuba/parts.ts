import { lazyPart, loadAllParts } from "@/lib/engine/core/lazy-part";
// Imported for their parts, so that loadTurnParts loads them too.
import "@/lib/engine/cuba/calixto/corrections/overlay-part";
import "@/lib/engine/cuba/calixto/events/judging-part";
import "@/lib/engine/cuba/calixto/events/program/card-groups";
import "@/lib/engine/cuba/calixto/specials-part";
import "./event-step-part";
import "./special-activity-part";

/**
 * The parts of a turn loaded when first needed (core/lazy-part.ts): the Event judging code
 * (events/judging-part.ts), the NP Event's machine (event-step-part.ts), the Special Activity's
 * (special-activity-part.ts) and handlers (specials-part.ts), the Propaganda round's machine,
 * which only a Propaganda turn uses, and the overlay of the player's corrections (overlay-part.ts).
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
