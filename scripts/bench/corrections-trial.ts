/**
 * The seeded trial a set of corrections goes through before it is saved or imported (issue 21):
 * the whole trial, and its longest step (one card), which is how long the page waits between two
 * progress updates.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { readCorrectionsFile } from "@/lib/engine/cuba/calixto/corrections";
import { TRIAL_PLAN, trialSteps } from "@/lib/machines/cuba/corrections-trial";
import { loadTurnParts } from "@/lib/machines/cuba/parts";
import { sampled } from "./_stats";

export async function run(): Promise<void> {
  const file = readCorrectionsFile(
    readFileSync(join(process.cwd(), "docs/examples/corrections/example.json"), "utf8"),
  );
  if (!file.ok) throw new Error(JSON.stringify(file.errors));
  const list = file.value.corrections.map((c) => c.correction);
  const whole: number[] = [];
  const steps: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    const it = trialSteps(list);
    let last = t0;
    for (;;) {
      const s = it.next();
      const now = performance.now();
      steps.push(now - last);
      last = now;
      if (s.done) break;
    }
    whole.push(performance.now() - t0);
  }
  console.log(
    sampled(`whole trial (${TRIAL_PLAN.turns} NP turns, ${TRIAL_PLAN.games} games)`, "ms", whole),
  );
  console.log(sampled("one step of the trial (a card)", "ms", steps));
}

if (import.meta.url === `file://${process.argv[1]}`) await loadTurnParts().then(run);
