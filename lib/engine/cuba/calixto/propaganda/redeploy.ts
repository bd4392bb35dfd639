import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { controlOf } from "../../board/board";
import { movePieces } from "../../board/changes";
import { guerrillas } from "../../board/space";
import { type GameBoard, SPACE_IDS, type SpaceId, type SpaceState } from "../../types";
import type { Need, NeedAnswer } from "../contracts";
import { AnswerCursor, type Ask, type StepResult } from "../step-result";
import type { TableChange, TraceRecord } from "../types";

/**
 * NP Government Redeploy (6.4; reference §3.8, steps in the order of C8.9/c8). Only the cubes
 * the steps name move, each at most once. Within a step, destinations come from the Place Cubes
 * column; Police leave one at a time from the space with most Police, never stripping a space
 * GOV Controlled at the start of its last Police nor dropping GOV forces there to the Insurgents'
 * level; Troops that must leave go first from Provinces without a GOV Base, then from ECs.
 *  ① 1 Police into each GOV-Controlled space;
 *  ② Police until they outnumber the Insurgent forces (closed Casinos included) in each
 *    GOV-Controlled Province without a GOV Base (INF: only Police counted, its Troops must go);
 *  ③ Police up to the Guerrilla count on each EC, best Econ first;
 *  ④ Troops off ECs and out of Provinces without a GOV Base (6.4.2), one at a time to the
 *    GOV-Controlled City or GOV-Base space that has received fewest so far (an even spread;
 *    the column breaks ties), or to Havana if there is none.
 * Control is read at the start of the phase (Control markers are adjusted at the end, 6.4).
 */
const name = (id: SpaceId) => SPACE_BY_ID[id].name;

/** The steps ①-④ in words: the trace names a step by what it does, never by a bare numeral. */
const STEP = {
  "①": "Police into each Government-Controlled space",
  "②": "Police to outnumber the Insurgents in Provinces without a Government Base",
  "③": "Police onto the Economic Centers",
  "④": "Troops off the Economic Centers and out of Provinces without a Government Base",
} as const;
type Step = keyof typeof STEP;

function insurgents(s: SpaceState): number {
  const p = s.pieces;
  return (
    guerrillas(s, "26J") +
    guerrillas(s, "DR") +
    guerrillas(s, "SYN") +
    p.m26Base +
    p.drBase +
    p.casinoOpen +
    p.casinoClosed
  );
}

const ecGuerrillas = (s: SpaceState) =>
  guerrillas(s, "26J") + guerrillas(s, "DR") + guerrillas(s, "SYN");

/** Troops here must leave in step ④ (6.4.2). */
function shedsTroops(b: GameBoard, id: SpaceId): boolean {
  const kind = SPACE_BY_ID[id].kind;
  return kind === "ec" || (kind === "province" && b.spaces[id].pieces.govBase === 0);
}

function staying(b: GameBoard, id: SpaceId): number {
  const p = b.spaces[id].pieces;
  return p.police + p.govBase + (shedsTroops(b, id) ? 0 : p.troop);
}

/**
 * Ask the cursor; when it needs an answer, hand the need out (yield) and ask again with the
 * answer given: the same checks and messages as a run with every answer given up front.
 */
function* ask<T>(given: NeedAnswer[], f: () => Ask<T>): Generator<Need, Ask<T>, NeedAnswer> {
  let a = f();
  while (!a.ok && a.result.kind === "need") {
    given.push(yield a.result.need);
    a = f();
  }
  return a;
}

/** Run the phase with these answers (pure; called again with one more each time it needs one). */
export function redeployPhase(board: GameBoard, answers: readonly NeedAnswer[]): StepResult {
  const run = redeployRun(board);
  let r = run.next();
  for (let i = 0; !r.done; i++) {
    if (i >= answers.length) return { kind: "need", need: r.value };
    r = run.next(answers[i]);
  }
  return r.value;
}

/**
 * The phase as one run that hands out each need and goes on from the answer (an Event that
 * Redeploys, #11, runs it within its program), instead of starting over with one more answer.
 * The result is redeployPhase's with the same answers.
 */
export function* redeployRun(board: GameBoard): Generator<Need, StepResult, NeedAnswer> {
  if (board.roles.GOV === "player")
    return {
      kind: "done",
      board,
      changes: [],
      trace: [{ kind: "note", rule: "6.4", text: "the Government player redeploys (6.4)" }],
    };
  const given: NeedAnswer[] = [];
  const cur = new AnswerCursor(given);
  const controlled = SPACE_IDS.filter((id) => controlOf(board, id) === "GOV");
  const arrived: Record<string, number> = {};
  let b = board;
  const changes: TableChange[] = [];
  const trace: TraceRecord[] = [];
  const note = (rule: string, text: string) => trace.push({ kind: "note", rule, text });

  const canGivePolice = (id: SpaceId, dest: SpaceId) => {
    const p = b.spaces[id].pieces;
    if (id === dest || p.police - (arrived[`police:${id}`] ?? 0) <= 0) return false;
    if (controlled.includes(id) && p.police <= 1) return false;
    // An EC keeps the Police that step ③ would want there (INF).
    if (SPACE_BY_ID[id].kind === "ec" && p.police <= ecGuerrillas(b.spaces[id])) return false;
    const g = staying(b, id);
    const ins = insurgents(b.spaces[id]);
    return !(g > ins && g - 1 <= ins);
  };

  /** Move one Police into `dest`; false if no space can give one. */
  const movePolice = function* (
    dest: SpaceId,
    step: Step,
  ): Generator<Need, Ask<boolean>, NeedAnswer> {
    const from = SPACE_IDS.filter((id) => canGivePolice(id, dest));
    if (!from.length) return { ok: true, value: false };
    const most = Math.max(...from.map((id) => b.spaces[id].pieces.police));
    const among = from.filter((id) => b.spaces[id].pieces.police === most);
    const pick = yield* ask(given, () =>
      cur.tieBreak(
        among,
        `Redeploy, ${STEP[step]}: where the Police comes from (most Police)`,
        "C8.5.9",
      ),
    );
    if (!pick.ok) return pick;
    const r = movePieces(b, pick.value, dest, "police", 1);
    b = r.board;
    changes.push(r.change);
    arrived[`police:${dest}`] = (arrived[`police:${dest}`] ?? 0) + 1;
    return { ok: true, value: true };
  };

  /** One Police step: choose among `short` by the column, move one Police in. */
  const policeStep = function* (
    step: Step,
    short: () => SpaceId[],
    column: "PC" | null,
  ): Generator<Need, StepResult | null, NeedAnswer> {
    const stuck = new Set<SpaceId>();
    for (let guard = 0; guard < 40; guard++) {
      // Only a space some Police can come to is chosen (C8.5.9): with none that can move, the
      // step asks nothing (no random pick of where a Police would go that no Police can reach).
      const open = short().filter((id) => !stuck.has(id));
      const targets = open.filter((id) => SPACE_IDS.some((from) => canGivePolice(from, id)));
      for (const id of open)
        if (!targets.includes(id)) {
          stuck.add(id);
          note("C8.5.9", `Redeploy, ${STEP[step]}: no Police can go to ${name(id)}`);
        }
      if (!targets.length) return null;
      const dest = yield* ask(given, () =>
        cur.space(column, targets, `Redeploy, ${STEP[step]}: where the Police goes`),
      );
      if (!dest.ok) return dest.result;
      const moved = yield* movePolice(dest.value, step);
      if (!moved.ok) return moved.result;
      if (!moved.value) {
        stuck.add(dest.value);
        note("C8.5.9", `Redeploy, ${STEP[step]}: no Police can go to ${name(dest.value)}`);
      }
    }
    return null;
  };

  const s1 = yield* policeStep(
    "①",
    () => controlled.filter((id) => b.spaces[id].pieces.police === 0),
    "PC",
  );
  if (s1) return s1;
  const s2 = yield* policeStep(
    "②",
    () =>
      controlled.filter(
        (id) =>
          SPACE_BY_ID[id].kind === "province" &&
          b.spaces[id].pieces.govBase === 0 &&
          b.spaces[id].pieces.police <= insurgents(b.spaces[id]),
      ),
    "PC",
  );
  if (s2) return s2;
  const s3 = yield* policeStep(
    "③",
    () => {
      const short = SPACE_IDS.filter(
        (id) =>
          SPACE_BY_ID[id].kind === "ec" && b.spaces[id].pieces.police < ecGuerrillas(b.spaces[id]),
      );
      const top = Math.max(0, ...short.map((id) => SPACE_BY_ID[id].econ));
      return short.filter((id) => SPACE_BY_ID[id].econ === top);
    },
    "PC",
  );
  if (s3) return s3;

  // ④ Troops that must leave, spread evenly over the allowed destinations (6.4.2).
  let dests = controlled.filter(
    (id) => SPACE_BY_ID[id].kind === "city" || b.spaces[id].pieces.govBase > 0,
  );
  if (!dests.length) dests = ["havana"];
  const received: Record<string, number> = Object.fromEntries(dests.map((d) => [d, 0]));
  const origins = () => {
    const out = SPACE_IDS.filter((id) => shedsTroops(b, id) && b.spaces[id].pieces.troop > 0);
    const prov = (id: SpaceId) => (SPACE_BY_ID[id].kind === "province" ? 0 : 1);
    return out.sort(
      (x, y) => prov(x) - prov(y) || b.spaces[y].pieces.troop - b.spaces[x].pieces.troop,
    );
  };
  for (let guard = 0; guard < 30; guard++) {
    const from = origins()[0];
    if (!from) break;
    const fewest = Math.min(...dests.map((d) => received[d]));
    const among = dests.filter((d) => received[d] === fewest);
    const dest = yield* ask(given, () =>
      cur.space("PC", among, `Redeploy, ${STEP["④"]}: where the Troop goes`),
    );
    if (!dest.ok) return dest.result;
    const r = movePieces(b, from, dest.value, "troop", 1);
    b = r.board;
    changes.push(r.change);
    received[dest.value]++;
  }
  const spread = dests.map((d) => `${name(d)} +${received[d]}`).join(", ");
  note("C8.5.9", `Redeploy, ${STEP["④"]}: Troops received ${spread}`);
  return { kind: "done", board: b, changes, trace };
}
