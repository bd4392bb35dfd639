/**
 * Event sides no NP took in long autoplay runs (issue 17 item 9; docs/event-programs-audit.md
 * "Open readings decided"). A side an NP may take by the tables (Event Cards letter, the side
 * C8.5.5 and the Event Instructions give that Faction, the Instruction's gate) is replayed from
 * docs/examples/events/untaken-<card><side>.json on a board where it should be taken; the others
 * are checked to be player-only sides by the tables themselves.
 */
import { readFileSync } from "node:fs";
import type { TraceRecord } from "@/lib/engine/cuba/calixto/types";
import { parseScenario } from "@/lib/engine/cuba/scenario/format";
import { runScenario } from "@/lib/machines/cuba/scenario-runner";

function replay(name: string, patch: (s: Record<string, unknown>) => void = () => {}) {
  const raw = JSON.parse(readFileSync(`docs/examples/events/${name}.json`, "utf8"));
  patch(raw);
  const parsed = parseScenario(raw);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const report = runScenario(parsed.value);
  const turn = report.steps[0].records[0];
  const texts = turn.changes.map((c) => c.text);
  const final = report.final?.board;
  if (!final) throw new Error(`${name}: no final board`);
  return { report, turn, texts, final };
}

/** The 2nd Eligible row "1st did Op + SA; current Event Critical or Performed and effective". */
const row3 = (trace: TraceRecord[]) =>
  trace.find(
    (t): t is Extract<TraceRecord, { kind: "eligibility" }> =>
      t.kind === "eligibility" && t.row === "2nd-3",
  );

const alternative = (id: string) => (s: Record<string, unknown>) => {
  s.options = { conflicts: { [id]: "alternative" } };
};

describe.each([
  ["untaken-17s", "GOV"],
  ["untaken-17s-syn", "SYN"],
])(
  "#17 Alberto Bayo shaded (%s): a 2nd Eligible NP %s takes it while 26July is a player",
  (file, faction) => {
    it("takes the shaded Event: every 26July Guerrilla Active (C8.5.5; ref 3.6 #17)", () => {
      const { report, turn, final } = replay(file);
      expect(report.ok).toBe(true);
      expect(turn.faction).toBe(faction);
      expect(turn.action).toBe("event");
      expect(final.cardActions.at(-1)).toMatchObject({ faction, action: "event" });
      expect(row3(turn.trace)?.evidence).toContain(
        "effective by the Event Instructions: taken while 26J is a player (none of its effects is on the Effective Events table)",
      );
      expect(final.spaces.oriente.pieces).toMatchObject({ m26U: 0, m26A: 3 });
      expect(final.spaces["sierra-maestra"].pieces).toMatchObject({ m26U: 0, m26A: 2 });
    });

    it("not with 26July a Non-player: the Instruction's gate is shut", () => {
      const { turn } = replay(file, (s) => {
        (s.setup as { roles: Record<string, string> }).roles["26J"] = "np";
        s.calixto = { mode: "physical", draws: [] };
      });
      expect(row3(turn.trace)?.result).toBe("no");
      expect(row3(turn.trace)?.evidence).toContain("so the Event is not performed");
    });

    it("never under the alternative reading: none of its effects is on the Effective Events table", () => {
      const { turn } = replay(file, alternative("ei-17-shaded-effective"));
      expect(row3(turn.trace)?.result).toBe("no");
      expect(row3(turn.trace)?.evidence).toContain(
        "not effective: none of its effects is listed for this Faction now",
      );
    });
  },
);
