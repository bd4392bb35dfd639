import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { controlOf } from "../../board/board";
import { movePieces } from "../../board/changes";
import { type GameBoard, SPACE_IDS, type SpaceId } from "../../types";
import type { NeedAnswer } from "../contracts";
import { AnswerCursor, type StepResult } from "../step-result";
import type { TraceRecord } from "../types";
import { DECLINE } from "./player-shifts";

/**
 * A player Government's Redeploy (6.4), one move per step:
 *  6.4.1 any Police may move to any EC or Govt-Controlled space;
 *  6.4.2 Troops on ECs or in Provinces without a Government Base must move to Govt-Controlled
 *        Cities or Govt-Controlled spaces with a Government Base (if there is none, to Havana);
 *  6.4.3 any other Troops may move to those same spaces.
 * Control is the one at the start of the phase (Control markers are adjusted at the end, 6.4).
 * The rule allows the steps in any order; since no move changes where another may go, taking
 * them in the order 6.4.1, 6.4.2, 6.4.3 reaches every legal result. Each move: what moves from
 * where, to where, how many. Stopping 6.4.1 or 6.4.3 before any move is recorded as declined;
 * 6.4.2 cannot be declined.
 */
export type RedeployStage = "police" | "mustLeave" | "troops";

export interface RedeployFrame {
  /** Govt-Controlled spaces at the start of the phase. */
  controlled: SpaceId[];
}

export function redeployFrame(board: GameBoard): RedeployFrame {
  return { controlled: SPACE_IDS.filter((id) => controlOf(board, id) === "GOV") };
}

const name = (id: SpaceId) => SPACE_BY_ID[id].name;

/** Troops here must leave (6.4.2). */
export function troopsMustLeave(board: GameBoard, id: SpaceId): boolean {
  const kind = SPACE_BY_ID[id].kind;
  return kind === "ec" || (kind === "province" && board.spaces[id].pieces.govBase === 0);
}

function policeDestinations(frame: RedeployFrame): SpaceId[] {
  return SPACE_IDS.filter((id) => SPACE_BY_ID[id].kind === "ec" || frame.controlled.includes(id));
}

/** Govt-Controlled Cities and Govt-Controlled spaces with a Government Base (6.4.2-6.4.3). */
function troopDestinations(board: GameBoard, frame: RedeployFrame): SpaceId[] {
  return frame.controlled.filter(
    (id) => SPACE_BY_ID[id].kind === "city" || board.spaces[id].pieces.govBase > 0,
  );
}

export type RedeployStep = StepResult<{ next: RedeployStage | "done"; moved: boolean }>;

const RULE: Record<RedeployStage, string> = {
  police: "6.4.1",
  mustLeave: "6.4.2",
  troops: "6.4.3",
};

export function playerRedeployStep(
  board: GameBoard,
  answers: readonly NeedAnswer[],
  frame: RedeployFrame,
  stage: RedeployStage,
  /** Moves already made in this stage (for the words: "no Police move" or "stop"). */
  done: number,
): RedeployStep {
  const cur = new AnswerCursor(answers);
  const rule = RULE[stage];
  const trace: TraceRecord[] = [];
  const note = (text: string) => trace.push({ kind: "note", rule, text });
  const piece = stage === "police" ? "police" : "troop";
  // Question ids: redeploy-police…, redeploy-must-leave…, redeploy-troop… (a scenario's answers).
  const qid = stage === "mustLeave" ? "redeploy-must-leave" : `redeploy-${piece}`;
  const noun = stage === "police" ? "Police" : "Troops";
  const after: Record<RedeployStage, RedeployStage | "done"> = {
    police: "mustLeave",
    mustLeave: "troops",
    troops: "done",
  };
  const finish = (moved = false): RedeployStep => ({
    kind: "done",
    board,
    changes: [],
    trace,
    next: after[stage],
    moved,
  });

  let dests: SpaceId[];
  let origins: SpaceId[];
  if (stage === "police") {
    dests = policeDestinations(frame);
    origins = SPACE_IDS.filter(
      (id) => board.spaces[id].pieces.police > 0 && dests.some((d) => d !== id),
    );
  } else {
    dests = troopDestinations(board, frame);
    if (stage === "mustLeave" && !dests.length) dests = ["havana"];
    origins = SPACE_IDS.filter(
      (id) =>
        board.spaces[id].pieces.troop > 0 &&
        troopsMustLeave(board, id) === (stage === "mustLeave") &&
        dests.some((d) => d !== id),
    );
  }

  if (!origins.length) {
    if (!done)
      note(
        stage === "mustLeave"
          ? "Redeploy: no Troops on an EC or in a Province without a Government Base"
          : `Redeploy: no ${noun} can move`,
      );
    return finish();
  }

  // 6.4.2: each Troop that must leave goes, space by space (the order changes nothing).
  let from: SpaceId;
  if (stage === "mustLeave") from = origins[0];
  else {
    const a = cur.question(
      qid,
      `Government Redeploy: move ${noun} from where?`,
      [
        ...origins.map((id) => ({
          value: id,
          label: `${name(id)} (${board.spaces[id].pieces[piece]})`,
        })),
        {
          value: DECLINE,
          label: done
            ? `No more ${stage === "police" ? "Police" : "Troop"} moves`
            : `Move no ${noun}`,
        },
      ],
      rule,
      stage === "police"
        ? "Police may go to any EC or any space the Government Controlled when the phase began."
        : "Troops may go to Cities the Government Controlled when the phase began, or to such spaces with a Government Base.",
    );
    if (!a.ok) return a.result;
    if (a.value === DECLINE) {
      note(
        done
          ? `Government stops moving ${noun} after ${done} move${done > 1 ? "s" : ""}`
          : `Government declines to redeploy ${stage === "police" ? "Police" : "other Troops"}`,
      );
      return finish();
    }
    from = a.value as SpaceId;
  }

  const there = board.spaces[from].pieces[piece];
  const targets = dests.filter((d) => d !== from);
  let dest = targets[0];
  if (targets.length > 1) {
    const to = cur.question(
      `${qid}-to`,
      stage === "mustLeave"
        ? `Government Redeploy: ${there} ${there === 1 && noun === "Troops" ? "Troop" : noun} in ${name(from)} must leave: to where?`
        : `Government Redeploy: ${noun} from ${name(from)} to where?`,
      targets.map((id) => ({ value: id, label: name(id) })),
      rule,
      stage === "mustLeave"
        ? "Troops on an EC or in a Province without a Government Base go to a City the Government Controlled when the phase began or such a space with a Government Base (if none, Havana)."
        : undefined,
    );
    if (!to.ok) return to.result;
    dest = to.value as SpaceId;
  }
  let count = there;
  // All the Troops that must leave one space for its only destination go without a question.
  if (there > 1 && !(stage === "mustLeave" && targets.length === 1)) {
    const n = cur.question(
      `${qid}-count`,
      `Government Redeploy: how many ${noun} from ${name(from)} to ${name(dest)}?`,
      Array.from({ length: there }, (_, i) => ({ value: String(i + 1), label: String(i + 1) })),
      rule,
    );
    if (!n.ok) return n.result;
    count = Number(n.value);
  }
  const r = movePieces(board, from, dest, piece, count);
  note(`Government Redeploy: ${r.change.text.replace(/^Move /, "")}`);
  return {
    kind: "done",
    board: r.board,
    changes: [r.change],
    trace,
    next: stage,
    moved: true,
  };
}
