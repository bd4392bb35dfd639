import type { Need, NeedAnswer } from "@/lib/engine/cuba/calixto/contracts";
import type { StepResult } from "@/lib/engine/cuba/calixto/step-result";
import type { SpaceId } from "@/lib/engine/cuba/types";

/**
 * Runs a phase the way a caller does: call it, answer the need it returns from the script, call
 * it again with one more answer, until it is done. Every need met is recorded, so a test can
 * assert which inputs were (or were not) asked for. Fails loudly when the script runs out.
 */
export interface Script {
  dice?: number[][];
  spaces?: SpaceId[];
  choices?: string[];
}

export function drive<R extends StepResult>(
  run: (answers: NeedAnswer[]) => R,
  script: Script = {},
): { result: Extract<R, { kind: "done" }>; needs: Need[] } {
  const dice = [...(script.dice ?? [])];
  const spaces = [...(script.spaces ?? [])];
  const choices = [...(script.choices ?? [])];
  const answers: NeedAnswer[] = [];
  const needs: Need[] = [];
  for (let i = 0; i < 100; i++) {
    const r = run(answers);
    if (r.kind === "done") return { result: r as Extract<R, { kind: "done" }>, needs };
    if (r.kind === "error") throw new Error(`phase error: ${JSON.stringify(r.errors)}`);
    needs.push(r.need);
    const need = r.need;
    if (need.kind === "select") {
      const s = spaces.shift();
      if (!s) throw new Error(`no scripted space for ${need.purpose} among ${need.candidates}`);
      answers.push({ kind: "space", space: s });
    } else if (need.request.kind === "dice") {
      const f = dice.shift();
      if (!f) throw new Error(`no scripted dice for ${need.request.purpose}`);
      answers.push({ kind: "dice", faces: f });
    } else {
      const c = choices.shift();
      if (c === undefined)
        throw new Error(`no scripted choice for ${JSON.stringify(need.request)}`);
      answers.push({ kind: "choice", value: c });
    }
  }
  throw new Error("phase still asking after 100 answers");
}
