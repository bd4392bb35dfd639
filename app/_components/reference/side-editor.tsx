"use client";

import { type ReactNode, useState } from "react";
import { INPUT, MUTED } from "@/app/_components/turn/styles";
import type { Result } from "@/lib/engine/core/result";
import type { CardTables } from "@/lib/engine/cuba/calixto/cards";
import type { CardSide, FlowNode } from "@/lib/engine/cuba/calixto/contracts";
import type { Correction } from "@/lib/engine/cuba/calixto/corrections";
import { nodeOrder } from "@/lib/ui/flowchart";
import { OPERATION_LABEL } from "@/lib/ui/labels";
import {
  boxCorrection,
  factionParts,
  listCorrection,
  nodeForCorrection,
} from "@/lib/ui/side-corrections";
import { BoxEditor } from "./box-editor";
import { ListEditor } from "./list-editor";
import { QuestionEditor } from "./question-editor";
import { SaveRow } from "./save-row";

type Save = (c: Correction, note?: string) => Promise<Result<unknown>>;
type OperationNode = Extract<FlowNode, { kind: "operation" }>;

const noteOf = (note: string) => (note.trim() ? note : undefined);

/** The Activation Number in the side's corner (C8.5.4): 1 to 6; Government sides use US Alliance. */
function AnEditor({ side, save }: { side: CardSide; save: Save }) {
  const [an, setAn] = useState(side.an === "usAlliance" ? 0 : side.an);
  if (side.an === "usAlliance")
    return (
      <p className="text-sm">
        Activation Number: this side uses the US Alliance value (C8.5.4), nothing to correct.
      </p>
    );
  return (
    <fieldset className="min-w-0 rounded-md border-2 border-stone-500 p-3">
      <legend className="px-1 font-semibold">Activation Number (C8.5.4)</legend>
      <label className="block text-sm font-medium">
        The number in the card&apos;s corner, 1 to 6
        <input
          type="number"
          min={1}
          max={6}
          className={`${INPUT} mt-1 block w-24`}
          value={an}
          onChange={(e) => setAn(Number(e.target.value))}
        />
      </label>
      <SaveRow
        what="Save the Activation Number"
        dirty={an !== side.an}
        onReset={() => setAn(side.an as number)}
        onSave={(note) => save({ kind: "an", side: side.side, an }, noteOf(note))}
      />
    </fieldset>
  );
}

/** Which Operation box an arrow reaches and where its SA list sits (C8.5.3; base rules 4.1). */
function OperationNodeEditor({
  side,
  node,
  tables,
  save,
}: {
  side: CardSide;
  node: OperationNode;
  tables: CardTables;
  save: Save;
}) {
  const start = nodeForCorrection(node) as OperationNode;
  const [draft, setDraft] = useState<OperationNode>(start);
  const parts = factionParts(side.faction, tables);
  const boxName = (id: string) => {
    const b = tables.boxes[id];
    return b ? `${OPERATION_LABEL[b.operation]} (${id})` : id;
  };
  const dirty = JSON.stringify(draft) !== JSON.stringify(start);
  return (
    <fieldset className="min-w-0 space-y-3 rounded-md border-2 border-stone-500 p-3">
      <legend className="px-1 font-semibold">Where the arrow leads: {boxName(node.box)}</legend>
      <label className="block text-sm font-medium">
        Operation box
        <select
          className={`${INPUT} mt-1 block w-full`}
          value={draft.box}
          onChange={(e) => setDraft({ ...draft, box: e.target.value })}
        >
          {parts.boxes.map((b) => (
            <option key={b} value={b}>
              {boxName(b)}
            </option>
          ))}
        </select>
      </label>
      <div className="grid gap-2 sm:grid-cols-2">
        <label className="block text-sm font-medium">
          Special Activity list
          <select
            className={`${INPUT} mt-1 block w-full`}
            value={draft.sa?.list ?? ""}
            onChange={(e) =>
              setDraft({
                ...draft,
                sa: e.target.value
                  ? { list: e.target.value, position: draft.sa?.position ?? "after" }
                  : null,
              })
            }
          >
            <option value="">No Special Activity</option>
            {parts.lists.map((l) => (
              <option key={l} value={l}>
                Special Activities {l}
              </option>
            ))}
          </select>
        </label>
        {draft.sa ? (
          <label className="block text-sm font-medium">
            The Special Activity comes
            <select
              className={`${INPUT} mt-1 block w-full`}
              value={draft.sa.position}
              onChange={(e) =>
                draft.sa &&
                setDraft({
                  ...draft,
                  sa: {
                    list: draft.sa.list,
                    position: e.target.value as "before" | "after" | "between",
                  },
                })
              }
            >
              <option value="before">before the Operation</option>
              <option value="after">after the Operation</option>
              <option value="between">between the two parts of the Operation</option>
            </select>
          </label>
        ) : null}
      </div>
      <SaveRow
        what="Save where this arrow leads"
        dirty={dirty}
        onReset={() => setDraft(start)}
        onSave={(note) => save({ kind: "node", side: side.side, node: draft }, noteOf(note))}
      />
    </fieldset>
  );
}

/**
 * The editor of one card side (issue "Your own cards"; C8.5.3, C8.5.4): its Activation Number,
 * each blue box, each Operation box reached with its SA list, each part saved as its own
 * correction and checked before it is kept.
 */
export function SideEditor({
  side,
  tables,
  save,
}: {
  /** The side as the player's corrections have it now. */
  side: CardSide;
  tables: CardTables;
  save: Save;
}) {
  const shownBoxes = new Set<string>();
  const shownLists = new Set<string>();
  const parts: ReactNode[] = [];
  const listEditor = (id: string) => {
    const list = tables.lists[id];
    if (!list || shownLists.has(id)) return null;
    shownLists.add(id);
    return (
      <ListEditor
        key={`list-${id}`}
        list={list}
        faction={side.faction}
        onSave={(l, note) => save(listCorrection(l), noteOf(note))}
      />
    );
  };
  for (const node of nodeOrder(side)) {
    if (node.kind === "question")
      parts.push(
        <QuestionEditor
          key={node.id}
          side={side}
          node={node}
          library={tables}
          onSave={(n, note) => save({ kind: "node", side: side.side, node: n }, noteOf(note))}
        />,
      );
    else if (node.kind === "special") parts.push(listEditor(node.list));
    else {
      parts.push(
        <OperationNodeEditor key={node.id} side={side} node={node} tables={tables} save={save} />,
      );
      const box = tables.boxes[node.box];
      if (box && !shownBoxes.has(box.id)) {
        shownBoxes.add(box.id);
        parts.push(
          <BoxEditor
            key={`box-${box.id}`}
            box={box}
            faction={side.faction}
            onSave={(b, note) => save(boxCorrection(b), noteOf(note))}
          />,
        );
      }
      if (node.sa) parts.push(listEditor(node.sa.list));
    }
  }
  return (
    <div className="space-y-3">
      <p className={`text-sm ${MUTED}`}>
        Change what differs from your card, then save that part. Each part is checked as the
        built-in cards are (every arrow leads somewhere, no loop, a front can DRAW and FLIP); a part
        that fails is not saved and the reason is shown.
      </p>
      <AnEditor side={side} save={save} />
      {parts}
    </div>
  );
}
