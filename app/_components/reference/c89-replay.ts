import scenario from "@/docs/examples/c8-9.json";
import type { InputEvent, TableChange, TraceRecord } from "@/lib/engine/cuba/calixto/types";
import { parseScenario } from "@/lib/engine/cuba/scenario/format";
import type { Faction, GameBoard } from "@/lib/engine/cuba/types";
import { loadTurnParts } from "@/lib/machines/cuba/parts";
import { runScenario, scenarioBoard } from "@/lib/machines/cuba/scenario-runner";

/**
 * The rulebook's worked example (C8.9) replayed by the engine at build time, from the scenario
 * the C8.9 test replays (docs/examples/c8-9.json). The rules pages show its real trace; the
 * tutorial mode will step through all of it.
 */
export interface ExampleTurn {
  card: number;
  /** The acting NP Faction; null for the Propaganda Round. */
  faction: Faction | null;
  trace: TraceRecord[];
  changes: TableChange[];
  inputs: InputEvent[];
  /** The board before and after this turn. */
  before: GameBoard;
  after: GameBoard;
}

export type ExampleReplay = { ok: true; turns: ExampleTurn[] } | { ok: false; error: string };

// The replay runs the turns synchronously, at build time: every part of a turn that the browser
// loads when first needed is loaded here first (core/lazy-part.ts).
await loadTurnParts();

let cached: ExampleReplay | null = null;

export function c89Replay(): ExampleReplay {
  if (cached) return cached;
  const parsed = parseScenario(scenario);
  if (!parsed.ok) {
    cached = { ok: false, error: parsed.errors.map((e) => `${e.field}: ${e.reason}`).join("; ") };
    return cached;
  }
  const report = runScenario(parsed.value);
  const start = scenarioBoard(parsed.value);
  const turns: ExampleTurn[] = [];
  let before = "error" in start ? null : start;
  for (const step of report.steps) {
    for (const r of step.records) {
      if ((r.kind === "turn" || r.kind === "propaganda") && r.card !== null && r.after && before) {
        // Between turns only the cards move on (2.3.8): show the card in play on the board.
        const shown = { ...before, currentCard: r.card };
        turns.push({
          card: r.card,
          faction: r.faction,
          trace: r.trace,
          changes: r.changes,
          inputs: r.inputs,
          before: shown,
          after: r.after,
        });
        before = r.after;
      }
    }
  }
  const failed = report.steps.find((s) => s.error);
  cached =
    report.ok || turns.length > 0
      ? { ok: true, turns }
      : { ok: false, error: failed?.error ?? "the replay stopped" };
  return cached;
}

export function c89Turn(card: number, faction: Faction | null): ExampleTurn | null {
  const r = c89Replay();
  return r.ok ? (r.turns.find((t) => t.card === card && t.faction === faction) ?? null) : null;
}
