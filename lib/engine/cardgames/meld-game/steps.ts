import type { MeldGameState, MeldPhase, MeldStep } from "./state";

/** Which phase each awaited step belongs to (the phase strip the UI shows). */
const PHASE_OF: Readonly<Record<MeldStep["at"], MeldPhase>> = {
  deal: "setup",
  fate: "fate",
  steal: "fate",
  meld: "meld",
  foil: "foil",
  negate: "foil",
  kill: "kill",
  attempt: "kill",
  loseMeld: "kill",
  eventDie: "event",
  eventTarget: "event",
  eventPick: "event",
  exit: "exit",
  over: "over",
};

export const phaseOfStep = (at: MeldStep["at"]): MeldPhase => PHASE_OF[at];

export function goTo(s: MeldGameState, step: MeldStep): void {
  s.step = step;
  s.phase = PHASE_OF[step.at];
}
