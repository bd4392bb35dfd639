import { describe, expect, it } from "vitest";
import { EVENT_INSTRUCTIONS } from "@/data/cuba/calixto/event-instructions";
import { EVENT_SIDES } from "@/data/cuba/calixto/event-sides";
import { PRIORITY_TABLES } from "@/data/cuba/calixto/priorities";
import { PRIORITY_SHAPES } from "@/data/cuba/calixto/priority-rows";
import { FACTIONS } from "@/lib/engine/cuba/types";

// The small tables the fold reads (so the board screen loads without the big ones) say the same
// as the big tables they come from.
describe("small tables the fold reads", () => {
  it("EVENT_SIDES are the side choices of the Event Instructions (C8.5.5)", () => {
    const sides = EVENT_INSTRUCTIONS.filter((e) => e.side).map((e) => ({
      card: e.card,
      faction: e.faction,
      side: e.side,
    }));
    expect(EVENT_SIDES).toEqual(sides);
  });

  it("PRIORITY_SHAPES match the Space Selection Priorities tables (C8.5.6)", () => {
    for (const f of FACTIONS) {
      const t = PRIORITY_TABLES[f];
      expect(PRIORITY_SHAPES[f]).toEqual({
        columns: t.columns,
        rows: t.rows.map((r) => r.id),
        closing: t.rows
          .filter((r) => r.filter === "random" || r.filter === "no-legal-space")
          .map((r) => r.id),
      });
    }
  });
});
