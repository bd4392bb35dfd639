"use client";

import { type ReactNode, useId } from "react";
import type { CardSide, FlowNode, Target } from "@/lib/engine/cuba/calixto/contracts";
import type { TraceRecord } from "@/lib/engine/cuba/calixto/types";
import {
  anLabel,
  type CardLibrary,
  flowPath,
  nodeOrder,
  questionNumbers,
} from "@/lib/ui/flowchart";
import { factionName, sideName } from "@/lib/ui/names";
import { type BoxOverride, FlowQuestion } from "./flow-question";
import type { LineState } from "./instruction-line";
import { OperationBoxView, SpecialListView } from "./operation-box-view";
import { ProvenanceBadge } from "./provenance-badge";

export interface FlowchartViewProps {
  side: CardSide;
  library: Pick<CardLibrary, "boxes" | "lists">;
  /** The turn's records so far: box answers on this side mark the path (C8.5.3). */
  trace?: readonly TraceRecord[];
  /** The current US Alliance value, for the Government AN badge (C8.5.4). */
  usAllianceValue?: number;
  onOverride?: BoxOverride;
  /** Link to the card reference page, where both sides and their sources can be checked. */
  referenceLink?: boolean;
}

/** The arrow drawn above a box when the box just before it leads straight to it. */
function Connector({ from, to }: { from: FlowNode | undefined; to: FlowNode }) {
  if (!from) return null;
  const hits = (t: Target) => t.to === "node" && t.node === to.id;
  let label: string | null = null;
  let color = "text-stone-600 dark:text-stone-400";
  if (from.kind === "question" && hits(from.yes)) {
    label = "↓ yes";
    color = "text-emerald-700 dark:text-emerald-400";
  } else if (from.kind === "question" && hits(from.no)) {
    label = "↓ no";
    color = "text-red-700 dark:text-red-400";
  } else if (from.kind === "special" && hits(from.next)) label = "↓";
  if (!label) return null;
  return (
    <div aria-hidden="true" className={`mb-1 text-center text-sm font-bold leading-4 ${color}`}>
      {label}
    </div>
  );
}

/** Lines and SA letters the turn carried out or closed on this side, from its records. */
function lineStates(side: CardSide, trace: readonly TraceRecord[], reachedOp: boolean) {
  const lines = new Map<string, LineState>();
  const sas = new Map<string, LineState>();
  if (!reachedOp) return { lines, sas };
  const from = trace.findIndex((r) => r.kind === "cardOutcome" && r.side === side.side);
  for (const r of trace.slice(from + 1)) {
    if (r.kind === "cardDrawn" || (r.kind === "cardOutcome" && r.side !== side.side)) break;
    // The activation loop writes its records without a side: they belong to the side in play.
    if (
      r.kind === "instruction" &&
      r.special === undefined &&
      (r.side ?? side.side) === side.side &&
      /^\d+$/.test(r.line)
    ) {
      lines.set(r.line, r.skipped ? { done: false, skipped: r.skipped } : { done: true });
    }
    if (r.kind === "specialActivity") {
      sas.set(
        r.letter,
        r.result === "done" ? { done: true } : { done: false, skipped: r.reason ?? "not possible" },
      );
    }
  }
  return { lines, sas };
}

/**
 * One Calixto card side as a vertical flowchart (C8.5.3): blue question boxes with their yes/no
 * arrows, the Operation box with its numbered, starred and arrowed lines, the SA list, the AN
 * badge, and the path the turn took highlighted box by box.
 */
export function FlowchartView({
  side,
  library,
  trace = [],
  usAllianceValue,
  onOverride,
  referenceLink = false,
}: FlowchartViewProps) {
  const headingId = useId();
  const path = flowPath(side, trace);
  const numbers = questionNumbers(side);
  const ended = path.end !== null;
  const endNode = path.end?.to === "node" ? path.end.node : null;
  const states = lineStates(side, trace, endNode !== null);
  const current = path.reached[path.reached.length - 1];
  const order = nodeOrder(side);

  return (
    <section
      aria-labelledby={headingId}
      className="max-w-xl rounded-lg border border-stone-300 bg-white p-3 dark:border-stone-700 dark:bg-stone-900"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-lg font-bold">
          {factionName(side.faction)} {sideName(side.side)}
          <span className="sr-only">, flowchart</span>
        </h3>
        <span className="flex items-center gap-2">
          {referenceLink && (
            <a
              href={`/rules/calixto/cards#${side.card}`}
              target="_blank"
              rel="noopener"
              aria-label={`Both sides of card ${side.card} (opens a new tab)`}
              className="text-xs text-blue-800 underline underline-offset-2 dark:text-sky-300"
            >
              both sides ↗
            </a>
          )}
          <ProvenanceBadge provenance={side.provenance} />
          <span
            className="rounded-md border-2 border-stone-900 px-2 py-0.5 text-sm font-bold dark:border-stone-200"
            title="Activation Number (C8.5.4)"
          >
            <span aria-hidden="true">⚀ </span>
            {anLabel(side, usAllianceValue)}
          </span>
        </span>
      </header>
      <ol className="mt-3 space-y-2">
        {order.map((node, k) => {
          const onPath = path.reached.includes(node.id);
          const dim = ended && !onPath;
          const marker = node.id === current ? { "aria-current": "location" as const } : {};
          const look = onPath
            ? "rounded-lg ring-4 ring-emerald-600 dark:ring-emerald-500"
            : dim
              ? // Off the path: a dashed outline, not transparency (the text keeps its contrast).
                "rounded-lg outline-dashed outline-2 outline-offset-2 outline-stone-400 dark:outline-stone-500"
              : "";
          let body: ReactNode;
          if (node.kind === "question") {
            body = (
              <FlowQuestion
                side={side}
                node={node}
                number={numbers.get(node.id) ?? 0}
                library={library}
                record={path.answers.get(node.id)}
                dim={dim}
                onOverride={onOverride}
              />
            );
          } else if (node.kind === "special") {
            const list = library.lists[node.list];
            body = (
              <div className={look}>
                {list ? (
                  <SpecialListView list={list} states={states.sas} />
                ) : (
                  <p>Missing SA list {node.list}</p>
                )}
              </div>
            );
          } else {
            body = (
              <div className={look}>
                {onPath ? <p className="sr-only">The path reaches this Operation.</p> : null}
                <OperationBoxView
                  box={library.boxes[node.box]}
                  special={node.sa ? library.lists[node.sa.list] : undefined}
                  position={node.sa?.position ?? null}
                  lineStates={endNode === node.id ? states.lines : new Map()}
                  saStates={endNode === node.id ? states.sas : new Map()}
                />
              </div>
            );
          }
          return (
            <li key={node.id} {...marker}>
              <Connector from={order[k - 1]} to={node} />
              {body}
            </li>
          );
        })}
      </ol>
      {path.end && path.end.to !== "node" ? (
        <p className="mt-3 rounded-md bg-stone-900 px-3 py-2 text-center font-bold tracking-wide text-white dark:bg-stone-100 dark:text-stone-900">
          {path.end.to === "draw"
            ? "DRAW: this card goes to the bottom, draw the next one"
            : "FLIP: turn the card over and start at the top"}
        </p>
      ) : null}
    </section>
  );
}
