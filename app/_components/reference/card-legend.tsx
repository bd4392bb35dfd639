import { FlowchartView } from "@/app/_components/turn/flowchart-view";
import { CARD_TABLES } from "@/lib/engine/cuba/calixto/cards";
import { c89Turn } from "./c89-replay";

/**
 * "How to read a Calixto card": card U from the card data, drawn as the assistant draws every
 * card, with the path of the first turn of the C8.9 example on it, as the engine replays it.
 */
export function CardLegend() {
  const turn = c89Turn(8, "GOV");
  const trace = (turn?.trace ?? []).filter((r) => r.kind === "box" && r.side === "U");
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <div className="space-y-2 text-sm leading-6">
        <p>
          A card is read from its top blue box. Each box asks a question about the board: a yes
          follows the green arrow, a no the red one. An arrow leads to the next box, to an
          Operation, to DRAW (this card goes under the deck, draw the next one of the faction) or to
          FLIP (turn the card over and start again at the top of its back).
        </p>
        <p>
          In the Operation box, filled numerals are lines done in order, each in as many spaces as
          it can; after each space, roll against the Activation Number in the corner badge. A white
          numeral means no roll after that line. A star marks a line done once the spaces are
          chosen, with no roll. A red check mark gates the line after it. An arrow introduces a
          reminder about the line above. The bold words name the priority column that picks the
          spaces.
        </p>
        <p>
          The Special Activity box lists letters: try them in order and do the first that can
          happen. It sits before or after the Operation, as the card shows.
        </p>
        <p>
          Here the Government reads card U at the first turn of the worked example: both answers are
          yes, so it Sweeps. The assistant rings the boxes on the path and lists, under each answer,
          what on the board made it true.
        </p>
      </div>
      <FlowchartView
        side={CARD_TABLES.sides.U}
        library={{ boxes: CARD_TABLES.boxes, lists: CARD_TABLES.lists }}
        trace={trace}
        usAllianceValue={2}
      />
    </div>
  );
}
