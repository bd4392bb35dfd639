import { lazyPart } from "../../../core/lazy-part";

/**
 * The Event judging code (judging.ts), loaded when an NP first decides or executes an Event
 * (C8.5.5). `eventJudging.now()` throws PartNotLoaded until it is here (core/lazy-part.ts).
 */
export const eventJudging = lazyPart("the Event programs", () => import("./judging"));
