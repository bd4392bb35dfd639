import type {
  InstructionLine,
  OperationBox,
  SpecialList,
} from "@/lib/engine/cuba/calixto/contracts";
import { OPERATION_LABEL } from "@/lib/ui/labels";
import { InstructionLineView, type LineState } from "./instruction-line";
import { ProvenanceBadge } from "./provenance-badge";

const lineKey = (l: InstructionLine, i: number) => `${l.n ?? "star"}-${l.instruction}-${i}`;

function Lines({
  lines,
  states,
}: {
  lines: InstructionLine[];
  states: ReadonlyMap<string, LineState>;
}) {
  return (
    <ol className="mt-1 space-y-0.5">
      {lines.map((l, i) => (
        <InstructionLineView
          key={lineKey(l, i)}
          line={l}
          state={l.n === null ? null : (states.get(String(l.n)) ?? null)}
        />
      ))}
    </ol>
  );
}

/** The SA box: try the letters in order, do the first that works (C8.5.3, C8.7.1). */
export function SpecialListView({
  list,
  states,
}: {
  list: SpecialList;
  states: ReadonlyMap<string, LineState>;
}) {
  return (
    <div className="rounded-md border-2 border-stone-500 bg-stone-50 p-3 dark:border-stone-500 dark:bg-stone-800">
      <p className="flex items-center justify-between gap-2 text-sm font-semibold">
        <span>One Special Activity: the first that works</span>
        <ProvenanceBadge provenance={list.provenance} />
      </p>
      <ol className="mt-1 space-y-0.5">
        {list.entries.map((e) => (
          <InstructionLineView key={e.letter} line={e} state={states.get(e.letter) ?? null} />
        ))}
      </ol>
    </div>
  );
}

/**
 * An Operation box with its SA list placed where the card puts it: before the Operation, after
 * it, or between its numbered and its starred lines (C8.5.3; base rules 4.1 allow each).
 */
export function OperationBoxView({
  box,
  special,
  position,
  lineStates,
  saStates,
}: {
  box: OperationBox | undefined;
  special: SpecialList | undefined;
  position: "before" | "after" | "between" | null;
  lineStates: ReadonlyMap<string, LineState>;
  saStates: ReadonlyMap<string, LineState>;
}) {
  const sa = special ? <SpecialListView list={special} states={saStates} /> : null;
  if (!box) {
    return <p className="text-sm">This Operation box is missing from the card data.</p>;
  }
  // A box printed in two parts around the SA (G-TRAIN-B) says where it splits; otherwise the
  // numbered lines come before the SA and the starred ones after it.
  const isStar = (l: InstructionLine) => l.starred || l.n === null;
  const first =
    box.splitAt !== undefined
      ? box.lines.slice(0, box.splitAt)
      : box.lines.filter((l) => !isStar(l));
  const second =
    box.splitAt !== undefined ? box.lines.slice(box.splitAt) : box.lines.filter(isStar);
  const head = (
    <p className="flex items-center justify-between gap-2">
      <span className="text-base font-bold">{OPERATION_LABEL[box.operation]}</span>
      <ProvenanceBadge provenance={box.provenance} />
    </p>
  );
  const frame =
    "rounded-md border-2 border-stone-900 bg-white p-3 dark:border-stone-200 dark:bg-stone-900";
  if (position === "between") {
    return (
      <div className="space-y-2">
        <div className={frame}>
          {head}
          <Lines lines={first} states={lineStates} />
        </div>
        {sa}
        {second.length ? (
          <div className={frame}>
            <Lines lines={second} states={lineStates} />
          </div>
        ) : null}
      </div>
    );
  }
  const op = (
    <div className={frame}>
      {head}
      <Lines lines={box.lines} states={lineStates} />
    </div>
  );
  return (
    <div className="space-y-2">
      {position === "before" ? sa : null}
      {op}
      {position === "after" ? sa : null}
    </div>
  );
}
