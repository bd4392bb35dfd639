/**
 * Speed of the eligibility, event and Propaganda engine functions on Standard-deployment boards.
 * Runnable alone (`npx tsx scripts/bench/calixto-eligibility.ts`) or through `npm run bench`.
 */
import { pathToFileURL } from "node:url";
import { standardBoard } from "@/data/cuba/scenarios";
import type { NeedAnswer } from "@/lib/engine/cuba/calixto/contracts";
import { decideEligibility } from "@/lib/engine/cuba/calixto/eligibility";
import { eventDecision } from "@/lib/engine/cuba/calixto/events";
import {
  redeployPhase,
  resetPhase,
  resourcesPhase,
  supportPhase,
  victoryPhase,
} from "@/lib/engine/cuba/calixto/propaganda";
import type { StepResult } from "@/lib/engine/cuba/calixto/step-result";
import type { GameBoard } from "@/lib/engine/cuba/types";
import { loadTurnParts } from "@/lib/machines/cuba/parts";
import { line, timeIt } from "./_stats";

const ALL_NP = { GOV: "np", "26J": "np", DR: "np", SYN: "np" } as const;

function onCard(card: number, next: number, acted: GameBoard["cardActions"] = []): GameBoard {
  const b = standardBoard({ roles: ALL_NP, shortGame: false });
  b.currentCard = card;
  b.nextCard = next;
  b.cardActions = acted;
  return b;
}

/** Answer every need with the first option, so a phase runs to its end. */
function drive<R extends StepResult>(phase: (a: NeedAnswer[]) => R): R {
  const answers: NeedAnswer[] = [];
  for (let i = 0; i < 60; i++) {
    const r = phase(answers);
    if (r.kind !== "need") return r;
    const n = r.need;
    if (n.kind === "select") answers.push({ kind: "space", space: n.candidates[0] });
    else if (n.request.kind === "dice") answers.push({ kind: "dice", faces: [3] });
    else if (n.request.kind === "tieBreak")
      answers.push({ kind: "choice", value: n.request.among[0] });
    else if (n.request.kind === "question")
      answers.push({ kind: "choice", value: n.request.options[0].value });
  }
  throw new Error("phase did not finish");
}

export async function run(): Promise<void> {
  const dr2nd = onCard(8, 20, [{ faction: "GOV", action: "opSA" }]);
  const m26first = onCard(20, 28);
  m26first.eligibility.GOV = "ineligible";
  m26first.eligibility.DR = "ineligible";
  const prop = standardBoard({ roles: ALL_NP, shortGame: false });
  prop.currentCard = 49;

  console.log(
    line(
      "decideEligibility: DR 2nd on #8 (Event, effects)",
      timeIt(() => decideEligibility(dr2nd, "DR", 2)),
    ),
  );
  console.log(
    line(
      "decideEligibility: 26J 1st on #20 (all 5 rows)",
      timeIt(() => decideEligibility(m26first, "26J", 1)),
    ),
  );
  console.log(
    line(
      "eventDecision: DR on #35 Defections",
      timeIt(() => eventDecision(onCard(35, 38), 35, "DR", 1)),
    ),
  );
  console.log(
    line(
      "Propaganda Round: victory → reset (auto answers)",
      timeIt(() => {
        victoryPhase(prop, false);
        const r = drive((a) => resourcesPhase(prop, a));
        if (r.kind !== "done") return;
        const s = drive((a) => supportPhase(r.board, a, r.civicActionBonus));
        if (s.kind !== "done") return;
        const d = drive((a) => redeployPhase(s.board, a));
        if (d.kind !== "done") return;
        resetPhase(d.board);
      }, 1000),
    ),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  await loadTurnParts().then(run);
