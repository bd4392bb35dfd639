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
  s.phase = phaseOf(step.at);
}

/** `PHASE_OF` as a switch (a keyed lookup by a changing name is slow on the hot path). */
function phaseOf(at: MeldStep["at"]): MeldPhase {
  switch (at) {
    case "fate":
    case "steal":
      return "fate";
    case "meld":
      return "meld";
    case "foil":
    case "negate":
      return "foil";
    case "kill":
    case "attempt":
    case "loseMeld":
      return "kill";
    case "eventDie":
    case "eventTarget":
    case "eventPick":
      return "event";
    case "exit":
      return "exit";
    default:
      return PHASE_OF[at];
  }
}
