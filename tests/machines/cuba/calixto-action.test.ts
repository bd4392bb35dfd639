import { createActor } from "xstate";
import { standardBoard } from "@/data/cuba/scenarios";
import { newScope } from "@/lib/engine/cuba/calixto/scope";
import { driveToEnd, scriptedAnswerer } from "@/lib/machines/core/drive";
import { calixtoActionMachine } from "@/lib/machines/cuba/calixto-action.machine";

const allNp = { GOV: "np", "26J": "np", DR: "np", SYN: "np" } as const;

describe("C8.9 card 1: NP Government Operation + SA", () => {
  it("draws Y then U, Sweeps Havana and Sierra Maestra, Air Strikes Pinar del Río", () => {
    const scope = newScope(standardBoard({ roles: allNp, shortGame: false }));
    const actor = createActor(calixtoActionMachine, {
      input: {
        scope,
        faction: "GOV",
        deck: { mode: "physical", drawn: [] },
        limited: false,
        free: false,
        withSpecial: true,
      },
    }).start();
    driveToEnd(actor, scriptedAnswerer({ cards: ["Y", "U"], dice: [3, 1] }));
    const out = actor.getSnapshot().output;
    expect(out?.result).toBe("done");
    const b = scope.board;
    expect(b.spaces.havana.pieces.drA).toBe(2);
    expect(b.spaces["sierra-maestra"].pieces.troop).toBe(1);
    expect(b.spaces["santiago-de-cuba"].pieces.troop).toBe(1);
    expect(b.spaces["sierra-maestra"].pieces.m26A).toBe(1);
    expect(b.spaces["pinar-del-rio"].pieces.casinoClosed).toBe(1);
  });
});
