import { RULINGS } from "@/data/cardgames/rulings";
import { chooseSjMove } from "@/lib/engine/cardgames/san-juan/bots";
import { sanJuan } from "@/lib/engine/cardgames/san-juan/engine";

/**
 * Every ruling a San Juan log line or request cites exists (docs/card-games.md, rulings.ts) and
 * is the one about that step: drawing up to eight and reshuffling is S1 (1898 sheet, Draw
 * phase), the result after eight hands is S8 (sheet, Object).
 */
function citations(seed: string): string[] {
  const s = sanJuan.newGame({ seed });
  const rules: string[] = [];
  for (let i = 0; i < 400; i++) {
    const p = sanJuan.pending(s);
    if (p.kind === "over") break;
    if (p.kind === "chance") rules.push(p.request.rule);
    else rules.push(p.rule);
    const input =
      p.kind === "chance" ? sanJuan.resolveChance(s) : chooseSjMove(s, p.seat, "general")?.move;
    if (!input) throw new Error(`no input at step ${i}`);
    const events: { rule?: string }[] = [];
    const errors = sanJuan.applyInPlace(s, input, events as never);
    if (errors) throw new Error(JSON.stringify(errors));
    for (const e of events) if (e.rule) rules.push(e.rule);
  }
  return rules;
}

describe("San Juan rule citations", () => {
  const cited = [1, 2, 3].flatMap((n) => citations(`cite-${n}`));
  const known = new Set(RULINGS.filter((r) => r.games.includes("san-juan")).map((r) => r.id));

  it("cite only rulings that exist", () => {
    const ids = new Set(cited.flatMap((r) => r.match(/\bS\d+\b/g) ?? []));
    expect(ids.size).toBeGreaterThan(3);
    for (const id of ids) expect(known, id).toContain(id);
  });

  it("the Draw phase cites S1 (drawing and reshuffling), the end S8 (the result)", () => {
    const draw = cited.filter((r) => r.startsWith("SJ Draw phase"));
    expect(draw.length).toBeGreaterThan(0);
    for (const r of draw) expect(r).toBe("SJ Draw phase; S1");
    expect(cited.filter((r) => r.startsWith("SJ Object"))).toContain("SJ Object; S8");
  });
});
