/**
 * Replays one scenario file of docs/examples (patched in place first, when a test varies it) and
 * returns what the tests read: the report, the final board, a piece count, the table changes of
 * a step in words, and every refusal. Shared by the scenario tests of the player's own actions.
 */
import { readFileSync } from "node:fs";
import { parseScenario } from "@/lib/engine/cuba/scenario/format";
import type { PieceKind, SpaceId } from "@/lib/engine/cuba/types";
import { runScenario } from "@/lib/machines/cuba/scenario-runner";

// biome-ignore lint/suspicious/noExplicitAny: scenario JSON patched in place
export type RawScenario = Record<string, any> & { steps: Record<string, any>[] };

export function replayExample(path: string, patch: (s: RawScenario) => void = () => {}) {
  const raw: RawScenario = JSON.parse(readFileSync(path, "utf8"));
  patch(raw);
  const parsed = parseScenario(raw);
  if (!parsed.ok) throw new Error(`${path}: ${JSON.stringify(parsed.errors)}`);
  const report = runScenario(parsed.value);
  const final = report.final?.board;
  if (!final) throw new Error(`${path}: no final board`);
  const at = (space: SpaceId, piece: PieceKind) => final.spaces[space].pieces[piece];
  const texts = (i: number) => report.steps[i]?.records[0]?.changes.map((c) => c.text) ?? [];
  const refused = report.steps.flatMap((s) => s.refused ?? []);
  return { report, final, at, texts, refused };
}
