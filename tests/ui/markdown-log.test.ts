import { escapeMarkdown, type LogTurn, renderMarkdownLog } from "@/lib/ui/markdown-log";
import { CARD1_GOV_CHANGES, CARD1_GOV_TRACE } from "@/tests/fixtures/c89-card1-gov";

const govTurn: LogTurn = {
  card: 8,
  faction: "GOV",
  role: "1st Eligible",
  trace: CARD1_GOV_TRACE,
  changes: CARD1_GOV_CHANGES,
  done: [true, true, false, false, false],
};

const drTurn: LogTurn = {
  card: 8,
  faction: "DR",
  role: "2nd Eligible, Event",
  trace: [
    {
      kind: "eligibility",
      faction: "DR",
      row: "2nd-3",
      label: "1st did Op + SA; Event Performed and effective",
      result: "event",
      rule: "C8.5.2",
      decision: 1,
    },
  ],
  changes: [
    {
      kind: "place",
      space: "havana",
      piece: "drU",
      count: 1,
      text: "Place 1 Underground DR Guerrilla in Havana",
    },
  ],
};

describe("renderMarkdownLog", () => {
  const md = renderMarkdownLog([
    govTurn,
    drTurn,
    { card: 20, faction: "26J", trace: [], changes: [] },
  ]);
  const lines = md.split("\n");

  it("heads each Event card once and each faction turn under it", () => {
    expect(lines[0]).toBe("# Cuba Libre game log");
    expect(lines.filter((l) => l.startsWith("## "))).toEqual([
      "## Card 8: General Strike",
      "## Card 20: The Twelve",
    ]);
    expect(lines.filter((l) => l.startsWith("### "))).toEqual([
      "### Government (1st Eligible)",
      "### Directorio (2nd Eligible, Event)",
      "### 26July",
    ]);
  });

  it("lists decisions as bullets with their rule section and evidence beneath", () => {
    const at = lines.indexOf(
      "- Government: 1st Eligible, row 1 (Underground DR or 26July Guerrilla in Havana) → Operation + Special Activity (C8.5.2)",
    );
    expect(at).toBeGreaterThan(-1);
    expect(lines[at + 1]).toBe("  - Havana: 2 Underground DR Guerrillas");
    expect(md).toContain("- Card Y: Guerrillas on any EC? No (C8.5.3)");
    expect(md).toContain("- Activation roll 3 against AN 2: higher, so another space (C8.5.4)");
    expect(md).toContain("- Sweep destination (Sweep Destination column): Sierra Maestra (C8.5.6)");
    expect(md).toContain(
      "  - Row 6 enemy Base or open Casino: one left: chosen (dropped Camagüey Province and Santiago de Cuba)",
    );
    expect(md).toContain("  - Row 4 Underground Guerrillas: narrowed (dropped Matanzas)");
    expect(md).toContain("- Move, Step C: another origin (Step B) (C8.5.7)");
    expect(md).toContain("  - K2 City: 1 Troop and 1 Police: kept (1)");
  });

  it("keeps table changes out of the decisions and lists them as a checklist with ticks", () => {
    const decisions = md.slice(0, md.indexOf("On the table:"));
    expect(decisions).not.toContain("Activate 2 Underground DR Guerrillas in Havana");
    expect(decisions).not.toContain("Close 1 open Casino");
    expect(md).toContain("- [x] Activate 2 Underground DR Guerrillas in Havana");
    expect(md).toContain("- [x] Move 1 Troop from Santiago de Cuba to Sierra Maestra");
    expect(md).toContain("- [ ] Close 1 open Casino in Pinar del Río");
    expect(md).toContain("- [ ] Place 1 Underground DR Guerrilla in Havana");
    expect(md).toContain("No change on the table.");
  });

  it("escapes Markdown in our texts and handles an empty log", () => {
    expect(escapeMarkdown("row *5* [red]")).toBe("row \\*5\\* \\[red\\]");
    expect(renderMarkdownLog([])).toBe("# Cuba Libre game log\n\nNo turns yet.\n");
    expect(renderMarkdownLog([{ card: null, faction: "SYN", trace: [], changes: [] }])).toContain(
      "## Before the first card",
    );
  });
});
