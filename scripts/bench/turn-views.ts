/**
 * The pure helpers behind the turn views, on the C8.9 card 1 trace: what a re-render of the step
 * list costs, and what exporting a long game's log as Markdown costs.
 */
import { flowPath } from "@/lib/ui/flowchart";
import { type SelectionRecord, selectionHighlight } from "@/lib/ui/highlight";
import { type LogTurn, renderMarkdownLog } from "@/lib/ui/markdown-log";
import { describeRecord } from "@/lib/ui/trace-text";
import { buildTurnSteps } from "@/lib/ui/turn-steps";
import { CARD1_GOV_CHANGES, CARD1_GOV_TRACE, SIDE_U } from "@/tests/fixtures/c89-card1-gov";
import { line, sampled, timeIt } from "./_stats";

export async function run() {
  const trace = CARD1_GOV_TRACE;
  const sierra = trace.filter((r): r is SelectionRecord => r.kind === "selection")[1];
  console.log(
    line(
      `buildTurnSteps (${trace.length} records)`,
      timeIt(() => buildTurnSteps(trace)),
    ),
  );
  console.log(
    line(
      "describeRecord (every record once)",
      timeIt(() => trace.map(describeRecord)),
    ),
  );
  console.log(
    line(
      "flowPath (card U)",
      timeIt(() => flowPath(SIDE_U, trace)),
    ),
  );
  console.log(
    line(
      "selectionHighlight (4 rows)",
      timeIt(() => selectionHighlight(sierra)),
    ),
  );

  // A long game: 48 Event cards with two NP turns each, every turn as long as card 1's.
  const turns: LogTurn[] = [];
  for (let card = 1; card <= 48; card++) {
    for (const faction of ["GOV", "DR"] as const) {
      turns.push({ card, faction, trace, changes: CARD1_GOV_CHANGES });
    }
  }
  let size = 0;
  const t = timeIt(
    () => {
      size = renderMarkdownLog(turns).length;
    },
    50,
    5,
  );
  console.log(line(`renderMarkdownLog (${turns.length} turns)`, t));
  console.log(sampled(`Markdown size for ${turns.length} turns`, "KiB", [size / 1024]));
}
