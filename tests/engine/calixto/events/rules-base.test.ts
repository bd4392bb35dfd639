import { standardBoard } from "@/data/cuba/scenarios";
import type { GameBoard } from "@/lib/engine/cuba/types";
import { runEvent } from "./programs/drive";

/** Base-rule sentences the Event programs rely on, checked through a real card. */
function board(): GameBoard {
  return structuredClone(
    standardBoard({ roles: { GOV: "np", "26J": "np", DR: "np", SYN: "np" }, shortGame: false }),
  );
}

describe("1.4.3 Activating Guerrillas", () => {
  it("#8 shaded: Activating Guerrillas that are already Active is allowed and changes nothing", () => {
    // Only Camagüey City and Santiago de Cuba can still go to Active Support; Santiago's
    // Guerrillas are all Active already.
    const b = board();
    b.spaces["camaguey-city"].support = 2;
    b.spaces["santiago-de-cuba"].pieces.m26U = 0;
    b.spaces["santiago-de-cuba"].pieces.m26A = 2;
    b.spaces["santiago-de-cuba"].pieces.drA = 1;
    const r = runEvent(b, 8, "shaded", "GOV", { ties: ["santiago-de-cuba"] });
    expect(r.board.spaces["santiago-de-cuba"].support).toBe(2);
    expect(r.board.spaces["santiago-de-cuba"].pieces).toEqual({
      ...b.spaces["santiago-de-cuba"].pieces,
    });
    expect(r.texts.filter((t) => /Activate/i.test(t))).toEqual([]);
  });
});
