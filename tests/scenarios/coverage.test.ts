/**
 * Every numbered instruction of the Calixto cards runs in some scenario (issue 18, C8.5.3,
 * C8.6, C8.7): each line of every Operation box and each entry of every Special Activity list
 * (each numbered step of an SA with steps: Profit ①②③, Muscle's origins ①②③) must act in at
 * least one space in a scenario under docs/examples, replayed here as is. A line skipped for
 * want of a space, or by its red condition, does not count. What acted is read from the trace
 * (TraceRecord.acted, set when a line was carried out in a space).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { CARD_TABLES } from "@/lib/engine/cuba/calixto/cards";
import type { CardLineRef, TraceRecord } from "@/lib/engine/cuba/calixto/types";
import { parseScenario } from "@/lib/engine/cuba/scenario/format";
import { runScenario } from "@/lib/machines/cuba/scenario-runner";
import { INSTRUCTION_LABEL, SPECIAL_LABEL } from "@/lib/ui/labels";

const ROOT = "docs/examples";

function scenarioFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return scenarioFiles(path);
      return name.endsWith(".json") ? [path] : [];
    });
}

const keyOf = (at: CardLineRef): string =>
  "box" in at
    ? `box ${at.box} ${at.line}`
    : `list ${at.list} ${at.letter}${at.step !== undefined ? ` ${at.step}` : ""}`;

/** The card sides that show a box or list, with the conflict readings that bring an ALT box. */
function usedBy(kind: "box" | "list", id: string): string {
  const sides = new Set<string>();
  for (const side of Object.values(CARD_TABLES.sides))
    for (const node of Object.values(side.nodes)) {
      if (kind === "box" && node.kind === "operation" && node.box === id) sides.add(side.side);
      if (kind === "list" && node.kind === "operation" && node.sa?.list === id)
        sides.add(side.side);
      if (kind === "list" && node.kind === "special" && node.list === id) sides.add(side.side);
    }
  const readings = CARD_TABLES.conflicts.filter(
    (c) =>
      Object.values(c.patch.boxes ?? {}).includes(id) ||
      (c.patch.nodes ?? []).some(
        (n) =>
          n.node.kind === "operation" &&
          (kind === "box" ? n.node.box === id : n.node.sa?.list === id),
      ),
  );
  const cards = sides.size ? `card${sides.size > 1 ? "s" : ""} ${[...sides].join(", ")}` : "";
  const alt = readings.map((c) => `reading "${c.id}" set to alternative`).join(", ");
  if (!cards) return `only with ${alt}`;
  return alt ? `${cards}; also with ${alt}` : cards;
}

/** Every line the cards hold, by key, in words. */
function cardLines(): Map<string, string> {
  const out = new Map<string, string>();
  for (const box of Object.values(CARD_TABLES.boxes))
    box.lines.forEach((line, i) => {
      const n = line.starred ? "★" : `${line.n}`;
      out.set(
        keyOf({ box: box.id, line: i + 1 }),
        `Operation box ${box.id} (${usedBy("box", box.id)}), line ${n}: ${INSTRUCTION_LABEL[line.instruction]}`,
      );
    });
  for (const list of Object.values(CARD_TABLES.lists))
    for (const entry of list.entries) {
      const head = `SA list ${list.id} (${usedBy("list", list.id)}), entry ${entry.letter}, ${SPECIAL_LABEL[entry.special]}`;
      const lines = entry.lines ?? [];
      if (lines.length === 0)
        out.set(
          keyOf({ list: list.id, letter: entry.letter }),
          INSTRUCTION_LABEL[entry.instruction] === SPECIAL_LABEL[entry.special]
            ? head
            : `${head}: ${INSTRUCTION_LABEL[entry.instruction]}`,
        );
      lines.forEach((line, i) => {
        const n = line.n ?? i + 1;
        out.set(
          keyOf({ list: list.id, letter: entry.letter, step: n }),
          `${head}, step ${n}: ${INSTRUCTION_LABEL[line.instruction]}${line.where ? ` (${line.where})` : ""}`,
        );
      });
    }
  return out;
}

interface Replayed {
  /** Card line key → the scenario files where it acted. */
  acted: Map<string, string[]>;
  /** Files that did not replay, with why. */
  failed: string[];
  /** Records that say a line was skipped and yet acted (must be none). */
  skippedButActed: string[];
}

function replayAll(): Replayed {
  const acted = new Map<string, string[]>();
  const failed: string[] = [];
  const skippedButActed: string[] = [];
  for (const file of scenarioFiles(ROOT)) {
    const raw = JSON.parse(readFileSync(file, "utf8"));
    if (raw.format !== "calixto-scenario") continue;
    const parsed = parseScenario(raw);
    if (!parsed.ok) {
      failed.push(`${file}: ${parsed.errors.map((e) => `${e.field}: ${e.reason}`).join("; ")}`);
      continue;
    }
    const report = runScenario(parsed.value);
    if (!report.ok) failed.push(`${file}: ${report.steps.find((s) => s.error)?.error}`);
    const trace: TraceRecord[] = report.steps.flatMap((s) => s.records.flatMap((r) => r.trace));
    for (const r of trace) {
      if (!r.acted) continue;
      if (r.kind === "instruction" && r.skipped) skippedButActed.push(`${file}: ${r.text}`);
      const key = keyOf(r.acted);
      acted.set(key, [...new Set([...(acted.get(key) ?? []), file])]);
    }
  }
  return { acted, failed, skippedButActed };
}

describe("coverage: every Calixto card line runs in a scenario (issue 18)", () => {
  const lines = cardLines();
  let replayed: Replayed;
  // Every scenario under docs/examples, each in milliseconds; the whole set in a few seconds.
  beforeAll(() => {
    replayed = replayAll();
  }, 120_000);

  it("the card data holds 19 Operation boxes (40 lines) and 17 SA lists (43 entries, 30 steps)", () => {
    const boxes = Object.values(CARD_TABLES.boxes);
    const lists = Object.values(CARD_TABLES.lists);
    const entries = lists.flatMap((l) => l.entries);
    expect(boxes.length).toBe(19);
    expect(boxes.reduce((n, b) => n + b.lines.length, 0)).toBe(40);
    expect(lists.length).toBe(17);
    expect(entries.length).toBe(43);
    expect(entries.reduce((n, e) => n + (e.lines?.length ?? 0), 0)).toBe(30);
  });

  it("every scenario under docs/examples replays", () => {
    expect(replayed.failed).toEqual([]);
  });

  it("a line skipped (no space, red condition, rolls) is never counted as acting", () => {
    expect(replayed.skippedButActed).toEqual([]);
  });

  it("every Operation line and SA step acts in at least one space in some scenario", () => {
    const missing = [...lines]
      .filter(([key]) => !replayed.acted.has(key))
      .map(([, words]) => words);
    expect(missing, `not reached by any scenario:\n${missing.join("\n")}`).toEqual([]);
  });

  it("the trace names only lines the card data holds (lasting Events' own SAs aside)", () => {
    const unknown = [...replayed.acted.keys()].filter(
      (k) => !lines.has(k) && !/^list Event-/.test(k) && !/^list \S+ \S+$/.test(k),
    );
    expect(unknown).toEqual([]);
  });
});
