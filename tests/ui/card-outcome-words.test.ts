import { SIDE_BY_ID } from "@/data/cuba/calixto/cards";
import { outcomeRecord } from "@/lib/engine/cuba/calixto/cards";
import type { FlowNode } from "@/lib/engine/cuba/calixto/contracts";
import { describeRecord } from "@/lib/ui/trace-text";

// Issue "At the table", item 4: the turn screen names an Operation box in the player's words
// (C8.5.3), never by the data's box and list ids.
describe("a card walk reaching its Operation", () => {
  it("says which Operation and where its Special Activity sits, with no data id", () => {
    const side = SIDE_BY_ID.U;
    const node = side.nodes.sweep as Extract<FlowNode, { kind: "operation" }>;
    const text = describeRecord(outcomeRecord(side, { outcome: "operation", node }));
    expect(text.title).toMatch(/to the Operation: Sweep, with a Special Activity after it/);
    expect(JSON.stringify(text)).not.toMatch(/G-SWEEP|SA-G1/);
  });
});
