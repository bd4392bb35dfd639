import type { AnyActorRef } from "xstate";
import { type DiceSpec, rollFaces } from "@/lib/engine/core/dice";
import type { FieldError } from "@/lib/engine/core/result";
import { pick, type RngState } from "@/lib/engine/core/rng";
import type { CardId, EventWorkEvent, InputEvent, Request } from "@/lib/engine/cuba/calixto/types";
import { readInputEvent } from "@/lib/engine/cuba/game/parse-turns";
import { answer, observeErrors, pendingRequest } from "./awaiting";

/** Produces the input for a request: from a script, from the seeded generator, or from a person. */
export type Answerer = (request: Request) => InputEvent;

export class ScriptExhausted extends Error {}

/**
 * Answers from scripted values in order (boardgame.io MockRandom idea): dice faces, cards drawn
 * from a physical deck, tie-break choices, question answers and the player's Event work. Runs out
 * loudly.
 */
export interface Script {
  dice?: number[];
  cards?: CardId[];
  ties?: string[];
  answers?: string[];
  /** The player's Event work, in order; each Event step ends with an `event.done`. */
  eventWork?: EventWorkEvent[];
}

export function scriptedAnswerer(script: Script): Answerer {
  const dice = [...(script.dice ?? [])];
  const cards = [...(script.cards ?? [])];
  const ties = [...(script.ties ?? [])];
  const answers = [...(script.answers ?? [])];
  const eventWork = [...(script.eventWork ?? [])];
  return (r): InputEvent => {
    switch (r.kind) {
      case "dice": {
        const n = r.spec === "2d6" ? 2 : r.spec === "3d6" ? 3 : 1;
        if (dice.length < n) throw new ScriptExhausted(`no scripted dice left for: ${r.purpose}`);
        return { type: "dice.rolled", faces: dice.splice(0, n), source: "physical" };
      }
      case "card": {
        const card = cards.shift();
        if (!card) throw new ScriptExhausted(`no scripted card left for: ${r.purpose}`);
        return { type: "card.drawn", card, source: "physical" };
      }
      case "tieBreak": {
        const choice = ties.shift();
        if (choice === undefined)
          throw new ScriptExhausted(
            `no scripted tie-break left for: ${r.purpose} among ${r.among.join(", ")}`,
          );
        return { type: "tie.broken", choice, source: "physical" };
      }
      case "question": {
        const value = answers.shift();
        if (value === undefined)
          throw new ScriptExhausted(`no scripted answer left for: ${r.text}`);
        return { type: "question.answered", value };
      }
      case "eventWork": {
        const work = eventWork.shift();
        if (!work)
          throw new ScriptExhausted(`no scripted Event work left for #${r.card} (${r.faction})`);
        return work;
      }
    }
  };
}

/** Answers dice and tie-breaks from the seeded generator; the state lives in the returned holder. */
export function seededAnswerer(
  seed: RngState,
  questionDefault?: (r: Extract<Request, { kind: "question" }>) => string,
): Answerer & { state: () => RngState } {
  let state = seed;
  const fn = ((r: Request): InputEvent => {
    if (r.kind === "dice") {
      let faces: number[];
      [faces, state] = rollFaces(state, r.spec as DiceSpec);
      return { type: "dice.rolled", faces, source: "app" };
    }
    if (r.kind === "tieBreak") {
      let choice: string;
      [choice, state] = pick(state, r.among);
      return { type: "tie.broken", choice, source: "app" };
    }
    if (r.kind === "question") {
      if (!questionDefault) throw new Error(`a question needs an answer: ${r.text}`);
      return { type: "question.answered", value: questionDefault(r) };
    }
    // Headless play cannot apply an Event's own text: the Event step ends at once (autoplay says so).
    if (r.kind === "eventWork") return { type: "event.done" };
    throw new Error("seededAnswerer cannot draw physical cards: use the app deck");
  }) as Answerer & { state: () => RngState };
  fn.state = () => state;
  return fn;
}

/**
 * An input is shape-checked before a machine sees it (as an imported game's are): a scripted
 * answer with a null edit would otherwise fail inside the machine.
 */
function inputErrors(ev: InputEvent): string | null {
  const errors: FieldError[] = [];
  readInputEvent(ev, "", errors);
  if (!errors.length) return null;
  const what = String((ev as { type?: unknown })?.type ?? "").startsWith("event.")
    ? "Event work"
    : "input";
  return `${what}: ${errors.map((e) => `${e.field}: ${e.reason}`).join("; ")}`;
}

/**
 * Drive an actor headless until it is done, answering every request. Bounded: a machine that
 * keeps asking past `maxInputs` is reported, never looped forever.
 */
export function driveToEnd(actor: AnyActorRef, answerer: Answerer, maxInputs = 500): InputEvent[] {
  observeErrors(actor);
  const given: InputEvent[] = [];
  for (let i = 0; i <= maxInputs; i++) {
    const snap = actor.getSnapshot();
    if (snap.status === "done") return given;
    if (snap.status === "error") throw snap.error;
    const req = pendingRequest(actor);
    if (!req) throw new Error("machine is neither done nor waiting for input (dead end)");
    const ev = answerer(req);
    const bad = inputErrors(ev);
    if (bad) throw new Error(bad);
    given.push(ev);
    answer(actor, ev);
  }
  throw new Error(`machine still asking after ${maxInputs} inputs: loop bound hit`);
}
