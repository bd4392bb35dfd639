import { CARD_CONFLICTS, SIDE_BY_ID } from "@/data/cuba/calixto/cards";
import { PRIORITY_TABLES } from "@/data/cuba/calixto/priorities";
import { overlayCorrections } from "@/lib/engine/cuba/calixto/corrections";
import { correctionsUnder } from "@/lib/ui/readings-corrections";

// Issue "Your own cards": the Readings tab says which of the player's corrections a disputed
// reading of this game touches, so the two never fight unseen.
describe("corrections under a disputed reading", () => {
  it("finds a corrected priority row's dots under its row conflict", () => {
    const row =
      PRIORITY_TABLES.GOV.rows.find((r) => r.conflict) ??
      PRIORITY_TABLES.SYN.rows.find((r) => r.conflict);
    if (!row?.conflict) throw new Error("no row conflict in the data");
    const data = overlayCorrections([{ kind: "dots", row: row.id, columns: [] }]);
    expect(correctionsUnder(row.conflict.id, data.corrected)).toEqual([
      expect.stringMatching(row.id),
    ]);
    expect(correctionsUnder(row.conflict.id, overlayCorrections([]).corrected)).toEqual([]);
  });

  it("finds a corrected card box under a card conflict that patches it", () => {
    const c = CARD_CONFLICTS.find((x) => x.patch.nodes?.length);
    const patched = c?.patch.nodes?.[0];
    if (!c || !patched) throw new Error("no card conflict patching a box");
    const node = SIDE_BY_ID[patched.side].nodes[patched.node.id];
    const data = overlayCorrections([{ kind: "node", side: patched.side, node }]);
    expect(correctionsUnder(c.id, data.corrected)).toHaveLength(1);
  });
});
