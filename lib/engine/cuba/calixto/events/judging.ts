/**
 * What judging and carrying out an NP Event needs (C8.5.5): the effect evaluation, the Event
 * programs and their runner. Loaded when an NP first decides or executes an Event
 * (judging-part.ts), not with the turn: most turn steps never need it.
 */
export { evaluateEffects } from "./effects";
export { cardProgram as programFor } from "./program/card-groups";
export { eventProgramRunner, judgedRunOf } from "./program/run";
