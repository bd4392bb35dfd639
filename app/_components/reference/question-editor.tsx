"use client";

import { useId, useState } from "react";
import { INPUT, MUTED } from "@/app/_components/turn/styles";
import type { Result } from "@/lib/engine/core/result";
import { CONDITION_DEFS } from "@/lib/engine/cuba/calixto/conditions";
import type { ParamValue } from "@/lib/engine/cuba/calixto/conditions/define";
import type { CardSide, FlowNode, Target } from "@/lib/engine/cuba/calixto/contracts";
import { questionNumbers, targetLabel } from "@/lib/ui/flowchart";
import {
  CONDITION_IDS,
  conditionWords,
  defaultParams,
  nodeForCorrection,
  paramWords,
  valueWords,
} from "@/lib/ui/side-corrections";
import { SaveRow } from "./save-row";

type Question = Extract<FlowNode, { kind: "question" }>;

const targetKey = (t: Target) => (t.to === "node" ? `node:${t.node}` : t.to);
const keyTarget = (k: string): Target =>
  k.startsWith("node:") ? { to: "node", node: k.slice(5) } : { to: k as "draw" | "flip" };

/**
 * One blue box of a side as the player's card has it (C8.5.3): the condition among those the
 * engine knows, its parameters, the short label the flowchart shows, and where the yes (green)
 * and no (red) arrows lead. A front's arrows may leave to DRAW or FLIP; a back has neither.
 */
export function QuestionEditor({
  side,
  node,
  library,
  onSave,
}: {
  side: CardSide;
  node: Question;
  library: Parameters<typeof targetLabel>[2];
  onSave: (node: FlowNode, note: string) => Promise<Result<unknown>>;
}) {
  const id = useId();
  const start = nodeForCorrection(node) as Question;
  const [draft, setDraft] = useState<Question>(start);
  const number = questionNumbers(side).get(node.id) ?? 0;
  const def = CONDITION_DEFS[draft.cond.id];
  const params = draft.cond.params ?? {};
  const setParam = (k: string, v: ParamValue | undefined) => {
    const next = { ...params };
    if (v === undefined) delete next[k];
    else next[k] = v;
    setDraft({ ...draft, cond: { ...draft.cond, params: next } });
  };
  const targets: Target[] = [
    ...Object.values(side.nodes)
      .filter((n) => n.id !== node.id)
      .map((n): Target => ({ to: "node", node: n.id })),
    ...(side.face === "front" ? [{ to: "draw" } as Target, { to: "flip" } as Target] : []),
  ];
  const arrow = (which: "yes" | "no") => (
    <label className="block text-sm font-medium">
      {which === "yes" ? "The yes arrow (green) leads to" : "The no arrow (red) leads to"}
      <select
        className={`${INPUT} mt-1 block w-full`}
        value={targetKey(draft[which])}
        onChange={(e) => setDraft({ ...draft, [which]: keyTarget(e.target.value) })}
      >
        {targets.map((t) => (
          <option key={targetKey(t)} value={targetKey(t)}>
            {targetLabel(side, t, library)}
          </option>
        ))}
      </select>
    </label>
  );
  const dirty = JSON.stringify(draft) !== JSON.stringify(start);

  return (
    <fieldset className="min-w-0 space-y-3 rounded-md border-2 border-sky-600 p-3 dark:border-sky-700">
      <legend className="px-1 font-semibold">
        Q{number}: {node.cond.label}
      </legend>
      <label className="block text-sm font-medium" htmlFor={`${id}-cond`}>
        What the box asks (the conditions the app knows)
      </label>
      <select
        id={`${id}-cond`}
        className={`${INPUT} block w-full`}
        value={draft.cond.id}
        onChange={(e) => {
          const condId = e.target.value;
          setDraft({
            ...draft,
            cond: { id: condId, label: draft.cond.label, params: defaultParams(condId) },
          });
        }}
      >
        {CONDITION_IDS.map((c) => (
          <option key={c} value={c}>
            {conditionWords(c)}
          </option>
        ))}
      </select>
      {def ? <p className={`text-xs ${MUTED}`}>Read as in rule {def.rule}.</p> : null}
      {def && Object.keys(def.params).length > 0 ? (
        <div className="grid gap-2 sm:grid-cols-2">
          {Object.entries(def.params).map(([k, spec]) => {
            const v = params[k];
            const label = `${paramWords(k)}${spec.optional ? " (optional)" : ""}`;
            if (spec.kind === "boolean")
              return (
                <label key={k} className="flex min-h-11 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="h-5 w-5"
                    checked={v === true}
                    onChange={(e) => setParam(k, e.target.checked)}
                  />
                  {label}
                </label>
              );
            if (spec.kind === "number")
              return (
                <label key={k} className="block text-sm">
                  {label}
                  <input
                    type="number"
                    className={`${INPUT} mt-1 block w-full`}
                    value={typeof v === "number" ? v : ""}
                    onChange={(e) =>
                      setParam(k, e.target.value === "" ? undefined : Number(e.target.value))
                    }
                  />
                </label>
              );
            return (
              <label key={k} className="block text-sm">
                {label}
                <select
                  className={`${INPUT} mt-1 block w-full`}
                  value={typeof v === "string" ? v : ""}
                  onChange={(e) => setParam(k, e.target.value === "" ? undefined : e.target.value)}
                >
                  {spec.optional || v === undefined ? <option value="">(none)</option> : null}
                  {spec.values.map((x) => (
                    <option key={x} value={x}>
                      {valueWords(x)}
                    </option>
                  ))}
                </select>
              </label>
            );
          })}
        </div>
      ) : null}
      <label className="block text-sm font-medium">
        Short label shown in the flowchart (your own words)
        <input
          className={`${INPUT} mt-1 block w-full`}
          value={draft.cond.label}
          onChange={(e) => setDraft({ ...draft, cond: { ...draft.cond, label: e.target.value } })}
        />
      </label>
      <div className="grid gap-2 sm:grid-cols-2">
        {arrow("yes")}
        {arrow("no")}
      </div>
      <SaveRow
        what={`Save Q${number}`}
        dirty={dirty}
        onReset={() => setDraft(start)}
        onSave={(note) => onSave(draft, note)}
      />
    </fieldset>
  );
}
