import {
  playerRedeployStep,
  redeployFrame,
} from "@/lib/engine/cuba/calixto/propaganda/player-redeploy";
import { makeBoard } from "@/tests/fixtures/boards";

/**
 * A player Government's Redeploy asks where the Troops that must leave go (6.4.2) in words that
 * count them: one Troop is "1 Troop", more are "Troops".
 */
function question(troops: number) {
  // Pinar del Río has no Government Base: its Troops must leave, to a City the Government
  // Controls (Havana or Camagüey City, held by Police), so the player is asked which.
  const board = makeBoard(
    {
      "pinar-del-rio": { troop: troops },
      havana: { police: 2 },
      "camaguey-city": { police: 2 },
    },
    { roles: { GOV: "player", "26J": "np", DR: "np", SYN: "np" } },
  );
  const r = playerRedeployStep(board, [], redeployFrame(board), "mustLeave", 0);
  if (r.kind !== "need" || r.need.kind !== "request" || r.need.request.kind !== "question")
    throw new Error(`no question: ${JSON.stringify(r).slice(0, 300)}`);
  return r.need.request.text;
}

describe("a player Government's Troops that must leave (6.4.2), in words", () => {
  it("one Troop", () => {
    expect(question(1)).toContain("1 Troop in Pinar del Río must leave");
  });
  it("several Troops", () => {
    expect(question(3)).toContain("3 Troops in Pinar del Río must leave");
  });
});
