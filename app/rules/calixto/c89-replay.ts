import scenario from "@/docs/examples/c8-9.json";
import type { InputEvent, TableChange, TraceRecord } from "@/lib/engine/cuba/calixto/types";
import { parseScenario } from "@/lib/engine/cuba/scenario/format";
import type { Faction } from "@/lib/engine/cuba/types";
import { runScenario } from "@/lib/machines/cuba/scenario-runner";

/**
 * The rulebook's worked example (C8.9) replayed by the engine at build time, from the scenario
 * the C8.9 test replays (docs/examples/c8-9.json). The rules pages show its real trace; the
 * tutorial mode will step through all of it.
 */
export interface ExampleTurn {
  card: number;
  faction: Faction;
  trace: TraceRecord[];
  changes: TableChange[];
  inputs: InputEvent[];
}

export type ExampleReplay = { ok: true; turns: ExampleTurn[] } | { ok: false; error: string };

let cached: ExampleReplay | null = null;

export function c89Replay(): ExampleReplay {
  if (cached) return cached;
  const parsed = parseScenario(scenario);
  if (!parsed.ok) {
    cached = { ok: false, error: parsed.errors.map((e) => `${e.field}: ${e.reason}`).join("; ") };
    return cached;
  }
  const report = runScenario(parsed.value);
  const turns: ExampleTurn[] = [];
  for (const step of report.steps) {
    for (const r of step.records) {
      if (r.kind === "turn" && r.card !== null && r.faction !== null) {
        turns.push({
          card: r.card,
          faction: r.faction,
          trace: r.trace,
          changes: r.changes,
          inputs: r.inputs,
        });
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

export function c89Turn(card: number, faction: Faction): ExampleTurn | null {
  const r = c89Replay();
  return r.ok ? (r.turns.find((t) => t.card === card && t.faction === faction) ?? null) : null;
}
