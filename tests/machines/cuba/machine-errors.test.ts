import { createActor, createMachine } from "xstate";
import { standardBoard } from "@/data/cuba/scenarios";
import { deckCards } from "@/lib/engine/cuba/calixto/deck";
import type { EventDecision } from "@/lib/engine/cuba/calixto/events";
import { newScope } from "@/lib/engine/cuba/calixto/scope";
import type { EventWorkEvent } from "@/lib/engine/cuba/calixto/types";
import { AWAITING, answer, pendingRequest } from "@/lib/machines/core/awaiting";
import { driveToEnd, scriptedAnswerer } from "@/lib/machines/core/drive";
import { eventStepMachine } from "@/lib/machines/cuba/event-step.machine";

// A malformed input must be refused before a machine sees it, and a machine that fails anyway
// must be reported where it is driven: XState rethrows an unobserved actor error later, from a
// timer, which would kill a long-lived process (the dev server, a replay batch).
const allNp = { GOV: "np", "26J": "np", DR: "np", SYN: "np" } as const;
const decided = {
  kind: "decided",
  card: 41,
  faction: "SYN",
  position: 1,
  take: true,
  letter: "P",
  printed: "P",
  why: [],
  side: "unshaded",
  effective: null,
  instructions: [],
  columnHints: ["PG"],
  grants: ["ambush"],
  marker: null,
  rule: "C8.5.5",
} as unknown as Extract<EventDecision, { kind: "decided" }>;
const start = () => {
  const scope = newScope(standardBoard({ roles: allNp, shortGame: false }));
  const deck = { mode: "app" as const, order: deckCards(["SYN"]) };
  return createActor(eventStepMachine, { input: { scope, decided, deck } }).start();
};
const nullEdit = { type: "event.edit", edits: [null] } as unknown as EventWorkEvent;
const settle = () => new Promise((r) => setTimeout(r, 30));

describe("machine errors are reported, not thrown later", () => {
  it("driveToEnd refuses a null edit in Event work, naming it, before the machine sees it", async () => {
    const actor = start();
    expect(() =>
      driveToEnd(actor, scriptedAnswerer({ eventWork: [nullEdit, { type: "event.done" }] })),
    ).toThrow("Event work: edits[0]: expected an object, got null");
    expect(actor.getSnapshot().status).toBe("active");
    await settle();
  });

  it("a null edit sent straight to the Event step is refused by the board, not a crash", async () => {
    const actor = start();
    expect(pendingRequest(actor)?.kind).toBe("eventWork");
    answer(actor, nullEdit);
    expect(actor.getSnapshot().status).not.toBe("error");
    await settle();
  });

  it("a machine whose action throws is left in an error snapshot, with no late rethrow", async () => {
    const fragile = createMachine({
      initial: "waiting",
      states: {
        waiting: {
          tags: [AWAITING],
          on: {
            "event.done": {
              actions: () => {
                throw new TypeError("boom");
              },
            },
          },
        },
      },
    });
    const actor = createActor(fragile).start();
    answer(actor, { type: "event.done" });
    const snap = actor.getSnapshot();
    expect(snap.status).toBe("error");
    expect((snap.error as Error).message).toBe("boom");
    await settle();
  });
});
