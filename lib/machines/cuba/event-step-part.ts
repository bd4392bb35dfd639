import { lazyPart } from "@/lib/engine/core/lazy-part";
import { lazyLogic } from "../core/lazy-logic";

/**
 * The NP Event's machine (event-step.machine.ts) and what only it uses (the granted actions, the
 * grant draws), loaded when an NP first executes an Event (C8.5.5), not with every turn.
 */
export const eventStepPart = lazyPart("the Event step", () => import("./event-step.machine"));
export const lazyEventStep = lazyLogic(eventStepPart, (m) => m.eventStepMachine);
