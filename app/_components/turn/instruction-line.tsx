import type { InstructionLine, SpecialEntry } from "@/lib/engine/cuba/calixto/contracts";
import { COLUMN_LABEL } from "@/lib/engine/cuba/calixto/types";
import { INSTRUCTION_LABEL } from "@/lib/ui/labels";
import { noteText, whereText } from "@/lib/ui/line-text";
import { factionWords } from "@/lib/ui/names";

/** How the machines close a line whose red condition fails (activation loop, SA machine). */
const RED_CONDITION_FAILED = "red condition not met";

/** What the turn did with a line: carried out, closed (with why), or not reached. */
export type LineState = { done: true } | { done: false; skipped: string } | null;

/**
 * The marker of a line as the card prints it (C8.5.3, C8.5.4): a filled numeral for numbered
 * lines, a white one for lines after which no Activation roll is made, ★ for starred lines and
 * a circled letter for Special Activities.
 */
function Marker({ line }: { line: InstructionLine | SpecialEntry }) {
  if ("letter" in line) {
    return (
      <>
        <span
          aria-hidden="true"
          className="inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full border-2 border-stone-800 text-xs font-bold dark:border-stone-200"
        >
          {line.letter}
        </span>
        <span className="sr-only">{line.letter}:</span>
      </>
    );
  }
  if (line.starred || line.n === null) {
    return (
      <>
        <span
          aria-hidden="true"
          className="inline-flex h-6 w-6 shrink-0 items-center justify-center text-amber-600"
        >
          ★
        </span>
        <span className="sr-only">Starred line, no Activation roll:</span>
      </>
    );
  }
  const white = line.noActivationRoll;
  return (
    <>
      <span
        aria-hidden="true"
        className={`inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
          white
            ? "border-2 border-stone-900 bg-white text-stone-900"
            : "bg-stone-900 text-white dark:bg-stone-100 dark:text-stone-900"
        }`}
      >
        {line.n}
      </span>
      <span className="sr-only">
        {white ? `Line ${line.n}, no Activation roll after it:` : `Line ${line.n}:`}
      </span>
    </>
  );
}

export function InstructionLineView({
  line,
  state = null,
}: {
  line: InstructionLine | SpecialEntry;
  state?: LineState;
}) {
  // A red conditional (C8.5.3): "if" until the turn reaches it, then whether it held.
  const failed = state && !state.done && state.skipped.startsWith(RED_CONDITION_FAILED);
  const look = state?.done
    ? "rounded bg-emerald-50 ring-2 ring-emerald-600 dark:bg-emerald-950 dark:ring-emerald-500"
    : state
      ? "rounded ring-2 ring-sky-600 dark:ring-sky-400"
      : "";
  return (
    <li className={`px-1 py-1 ${look}`}>
      <div className="flex items-start gap-2">
        <Marker line={line} />
        <p className="text-sm leading-6">
          {line.onlyIf ? (
            <span className="font-semibold text-red-700 dark:text-red-400">
              {state?.done ? "✓ " : failed ? "✗ " : ""}If {factionWords(line.onlyIf.label)}
              {state?.done ? " (it is)" : failed ? " (it is not)" : ""}:{" "}
            </span>
          ) : null}
          <span className={"letter" in line ? "underline underline-offset-2" : ""}>
            {INSTRUCTION_LABEL[line.instruction]}
          </span>
          {line.where ? <span> ({whereText(line.where)})</span> : null}
          {line.column ? (
            <span>
              {" "}
              using <strong>{COLUMN_LABEL[line.column]}</strong>
            </span>
          ) : null}
          {state?.done ? (
            <span className="ml-2 text-xs font-semibold text-emerald-800 dark:text-emerald-300">
              done
            </span>
          ) : null}
          {state && !state.done ? (
            <span className="ml-2 text-xs font-semibold">
              ({failed ? "not applied: its condition does not hold" : state.skipped})
            </span>
          ) : null}
        </p>
      </div>
      {line.notes?.length ? (
        <ul className="ml-8 text-sm">
          {line.notes.map((n) => (
            <li key={n}>→ {noteText(n)}</li>
          ))}
        </ul>
      ) : null}
      {line.lines?.length ? (
        <ol className="ml-8">
          {line.lines.map((l) => (
            <InstructionLineView key={`${l.n}-${l.instruction}-${l.where ?? ""}`} line={l} />
          ))}
        </ol>
      ) : null}
    </li>
  );
}
