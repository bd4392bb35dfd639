import { FACTION_NAME, OWNER_OF } from "@/data/cuba/pieces";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { available, openCasinos } from "../../board/board";
import { type Changed, flipPieces, placePieces, removeCash } from "../../board/changes";
import { baseRoom, casinoRoom } from "../../board/space";
import { setResources } from "../../board/tracks";
import { type Faction, type GameBoard, SPACE_IDS, type SpaceId } from "../../types";
import { baseKind } from "../events/pieces";
import type { AnswerCursor, StepResult } from "../step-result";
import type { TableChange, TraceRecord } from "../types";

/**
 * Cash Deposits (6.2.4): 26July, then Directorio, Government and Syndicate turn each Cash marker
 * they own into a Base (Syndicate: an open Casino, or opening a closed one) at its location, or
 * +6 Resources. NP Factions follow the Propaganda Round Instructions (reference §3.8):
 *  - NP GOV: a Base in a Province without a GOV Base if possible; otherwise +1 to this Round's
 *    Civic Action budget;
 *  - NP 26J / DR: a Base if possible, otherwise nothing;
 *  - NP SYN: a Casino; in the final Round, else open one while fewer than 8 are open; else +6.
 * A player chooses: the player is asked (a question need).
 */
const ORDER: readonly Faction[] = ["26J", "DR", "GOV", "SYN"];

function baseFits(board: GameBoard, f: Faction, id: SpaceId): boolean {
  const kind = baseKind(f);
  if (!kind) return casinoRoom(id, board.spaces[id]) > 0 && available(board, "casino") > 0;
  const pool = f === "GOV" ? "govBase" : f === "26J" ? "m26Base" : "drBase";
  return baseRoom(id, board.spaces[id]) > 0 && available(board, pool) > 0;
}

type Choice = "base" | "open" | "resources" | "none" | "bonus";

function npChoice(board: GameBoard, f: Faction, id: SpaceId, final: boolean): Choice {
  const s = board.spaces[id];
  if (f === "GOV")
    return SPACE_BY_ID[id].kind === "province" && s.pieces.govBase === 0 && baseFits(board, f, id)
      ? "base"
      : "bonus";
  if (f === "SYN") {
    if (baseFits(board, f, id)) return "base";
    if (final && s.pieces.casinoClosed > 0 && openCasinos(board) < 8) return "open";
    return "resources";
  }
  return baseFits(board, f, id) ? "base" : "none";
}

export function cashDeposits(
  board: GameBoard,
  cur: AnswerCursor,
  final: boolean,
): StepResult<{ civicActionBonus: number }> {
  let b = board;
  let bonus = 0;
  const changes: TableChange[] = [];
  const trace: TraceRecord[] = [];
  const apply = (r: Changed) => {
    b = r.board;
    changes.push(r.change);
  };
  for (const f of ORDER) {
    // Bounded: at most the 4 Cash markers of the game, each removed once.
    for (let guard = 0; guard < 8; guard++) {
      const id = SPACE_IDS.find((x) => b.spaces[x].cash.some((h) => OWNER_OF[h] === f));
      if (!id) break;
      const holder = b.spaces[id].cash.find((h) => OWNER_OF[h] === f);
      if (!holder) break;
      const where = SPACE_BY_ID[id].name;
      let choice: Choice;
      if (b.roles[f] === "player") {
        const opts = [
          ...(baseFits(b, f, id)
            ? [{ value: "base", label: f === "SYN" ? "an open Casino here" : "a Base here" }]
            : []),
          ...(f === "SYN" && b.spaces[id].pieces.casinoClosed > 0
            ? [{ value: "open", label: "open a closed Casino here" }]
            : []),
          { value: "resources", label: "+6 Resources" },
        ];
        const a = cur.question(
          `cash-deposit:${f}:${id}:${guard}`,
          `${FACTION_NAME[f]} Cash in ${where}: deposit as?`,
          opts,
          "6.2.4",
        );
        if (!a.ok) return a.result;
        choice = a.value as Choice;
      } else choice = npChoice(b, f, id, final);

      apply(removeCash(b, id, holder));
      const kind = baseKind(f);
      if (choice === "base") apply(placePieces(b, id, kind ?? "casinoOpen", 1));
      else if (choice === "open") apply(flipPieces(b, id, "casinoClosed", "casinoOpen", 1));
      else if (choice === "resources") apply(setResources(b, f, b.resources[f] + 6));
      else if (choice === "bonus") bonus++;
      const what = {
        base: f === "SYN" ? "an open Casino" : "a Base",
        open: "a Casino opened",
        resources: "+6 Resources",
        none: "returned without effect",
        bonus: "+1 to this Round's Civic Action",
      }[choice];
      trace.push({
        kind: "note",
        rule: b.roles[f] === "np" ? "C8.5.9" : "6.2.4",
        text: `${FACTION_NAME[f]} Cash in ${where}: ${what}`,
      });
    }
  }
  return { kind: "done", board: b, changes, trace, civicActionBonus: bonus };
}
