import { readFileSync } from "node:fs";
import { join } from "node:path";
import { overlayCorrections, readCorrectionsFile } from "@/lib/engine/cuba/calixto/corrections";
import { FACTIONS } from "@/lib/engine/cuba/types";
import { autoplayGame } from "@/lib/machines/cuba/autoplay";
import { smoke } from "@/lib/machines/cuba/smoke";

// Issue "Your own cards": whole games played with a player's corrections keep every invariant
// the smoke checks (board limits, each card once, the Calixto deck), and their turns say where a
// corrected entry was read. The file is docs/examples/corrections/example.json.
const file = readCorrectionsFile(
  readFileSync(join(__dirname, "../../../docs/examples/corrections/example.json"), "utf8"),
);
if (!file.ok) throw new Error(JSON.stringify(file.errors));
const data = overlayCorrections(file.value.corrections.map((c) => c.correction));
const options = { conflicts: {}, data };

describe("autoplay with the player's corrections", () => {
  it("plays whole games with no broken invariant", () => {
    const r = smoke(3, 11, [...FACTIONS], false, options);
    expect(r.failures).toEqual([]);
  });

  it("says in the trace where a corrected entry was read, and plays differently", () => {
    // Seed 12: since #30's DR cell reads C★, seed 11 reads corrections without changing a move.
    const ours = autoplayGame(12, [...FACTIONS], false);
    const theirs = autoplayGame(12, [...FACTIONS], false, options);
    const notes = theirs.records.flatMap((r) =>
      r.trace.flatMap((t) => (t.kind === "note" ? [t.text] : [])),
    );
    expect(notes.some((n) => n.startsWith("Read from your correction:"))).toBe(true);
    expect(JSON.stringify(ours.records.map((r) => r.trace))).not.toContain("your correction");
    // Plays differently: other actions, or the same actions with other results on the board.
    const play = (g: typeof ours) => g.records.map((r) => ({ action: r.action, after: r.after }));
    expect(play(theirs)).not.toEqual(play(ours));
  });
});
