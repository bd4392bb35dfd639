import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { placePieces, removePieces } from "../../../../board/changes";
import { casinoRoom } from "../../../../board/space";
import { SPACE_IDS, type SpaceId } from "../../../../types";
import { askQuestion, askSpace } from "../../../procedures/run";
import type { CustomProcedure } from "../custom";

/** Card-specific Event procedures for cards 37 to 48 (see ../custom.ts). */

/**
 * #38 Meyer Lansky shaded: the Syndicate relocates Casinos within stacking (1.4.2). Event
 * Instruction (ref §3.6 #38): lift every Casino off the map, then place each again by the
 * Place Casinos column (C8.9 card 7: two in Pinar del Río, then two in Havana). A player picks
 * each destination. Casinos go back closed; the next step opens them all.
 */
const relocateCasinos: CustomProcedure = function* (w, ctx) {
  let count = 0;
  for (const id of SPACE_IDS) {
    const p = w.board.spaces[id].pieces;
    if (p.casinoOpen) w.apply(removePieces(w.board, id, "casinoOpen", p.casinoOpen));
    const closed = w.board.spaces[id].pieces.casinoClosed;
    if (closed) w.apply(removePieces(w.board, id, "casinoClosed", closed));
    count += p.casinoOpen + p.casinoClosed;
  }
  if (!count) {
    w.note("No Casino on the map to relocate", "5.1.3");
    return;
  }
  w.note(
    `Lift all ${count} Casinos off the map, then place each by the Place Casinos column`,
    "C8.5.5",
  );
  for (let i = 0; i < count; i++) {
    const room = SPACE_IDS.filter((id) => casinoRoom(id, w.board.spaces[id]) > 0);
    const purpose = `#38 Casino ${i + 1} of ${count}`;
    let to: SpaceId;
    if (ctx.chooser === "np") to = yield* askSpace("PCas", room, purpose, w.board);
    else
      to = (yield* askQuestion(
        `event-38-shaded-q${w.asked++}`,
        `${purpose}: which space?`,
        room.map((id) => ({ value: id, label: SPACE_BY_ID[id].name })),
        "5.1",
      )) as SpaceId;
    w.apply(placePieces(w.board, to, "casinoClosed", 1));
  }
};

export const CUSTOM_37_48: Readonly<Record<string, CustomProcedure>> = {
  "38s-relocate-casinos": relocateCasinos,
};
