import { MOVE_PRIORITIES, type MovePriorities } from "@/data/cuba/calixto/move-priorities";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { type FieldError, fail, failAll, ok, type Result } from "../../../core/result";
import { pieceText } from "../../board/changes";
import type { Faction, GameBoard, SpaceId } from "../../types";
import { usedCorrection } from "../corrections/used";
import { movesAllFrom } from "../grant-terms";
import type { PieceRef } from "../piece-priorities";
import type { RuleOptions } from "../scope";
import type { Request, Step, TraceRecord } from "../types";
import { EL_CHE_RULE, elCheFlip, moveGroup } from "./arrival";
import { planGet } from "./get";
import { keepInOrigin } from "./keep";
import { capOf, countByKind, elCheInPlay } from "./kinds";
import { chooseOrigin, type OriginChoice } from "./origin";
import { stepC } from "./step-c";
import type { Movement, RowOutcome } from "./types";

/**
 * The move loop's steps for one destination (C8.5.7 Steps B, keep/get, C), each returning what
 * the machine applies and the `move` trace records that explain it. The machine
 * (lib/machines/cuba/move-loop.machine.ts) only sequences these and waits for dice and ties.
 */
export interface MoveLoopSpec {
  faction: Faction;
  movement: Movement;
  destination: SpaceId;
  /** Destinations already chosen in this Operation or SA: never origins (C8.9/c1). */
  chosenDestinations: readonly SpaceId[];
  limited: boolean;
}

export interface LoopState {
  usedOrigins: SpaceId[];
  /** G11's roll for this destination, once rolled. */
  roll: number | null;
  extraMoved: number;
  moved: number;
  /** Pieces that entered the destination, as they stand after entering. */
  arrived: PieceRef[];
}

export const startLoop = (): LoopState => ({
  usedOrigins: [],
  roll: null,
  extraMoved: 0,
  moved: 0,
  arrived: [],
});

const RULE = "C8.5.7";
const nameOf = (s: SpaceId) => SPACE_BY_ID[s].name;
const rec = (step: "A" | "B" | "C" | "keep" | "get", text: string, evidence?: string[]) =>
  ({ kind: "move", step, text, evidence, rule: RULE }) as TraceRecord;

/** "2 Troops, 1 Police" for a list of pieces; "nothing" when empty. */
export function describePieces(refs: readonly PieceRef[]): string {
  const by = Object.entries(countByKind(refs));
  if (by.length === 0) return "nothing";
  return by.map(([k, n]) => pieceText(k as PieceRef["kind"], n ?? 0)).join(", ");
}

const rowText = (r: RowOutcome) =>
  `${r.id} ${r.label}: ${r.result}${r.pieces ? ` (${r.pieces})` : ""}`;

/** The player's corrections of the Move Priorities this step read (issue "Your own cards"). */
function movesCorrected(
  options: RuleOptions,
  rows: readonly RowOutcome[],
  table: "keep" | "get",
): string[] {
  const keys = [`moveOrder:${table}`, ...rows.map((r) => `moveFactions:${r.id}`)];
  return keys.flatMap((k) => usedCorrection(options, k) ?? []);
}

export function destinationRecord(spec: MoveLoopSpec): TraceRecord {
  const earlier = spec.chosenDestinations.map(nameOf);
  return rec(
    "A",
    `${spec.movement} destination: ${nameOf(spec.destination)}${spec.limited ? " (Limited Operation)" : ""}`,
    earlier.length ? [`not origins (already destinations): ${earlier.join(", ")}`] : undefined,
  );
}

export function originStep(
  board: GameBoard,
  spec: MoveLoopSpec,
  st: LoopState,
  options: RuleOptions,
  table: MovePriorities = options.data?.moves ?? MOVE_PRIORITIES,
): { choice: OriginChoice; record: TraceRecord } {
  const excluded = [...spec.chosenDestinations, spec.destination, ...st.usedOrigins];
  const choice = chooseOrigin(
    board,
    spec.faction,
    spec.movement,
    spec.destination,
    excluded,
    options,
    table,
  );
  const evidence = choice.options.map((o) => `${nameOf(o.space)}: ${o.moveable} moveable`);
  const text =
    choice.kind === "none"
      ? st.usedOrigins.length > 0
        ? "No other origin within reach has moveable pieces"
        : "No origin within reach has moveable pieces"
      : choice.kind === "origin"
        ? `Origin: ${nameOf(choice.origin)} (most moveable pieces)`
        : `Origins tied for most moveable pieces: ${choice.among.map(nameOf).join(", ")}; random pick`;
  return { choice, record: rec("B", text, evidence) };
}

/** The numbered Step B decision once the origin is known (by most pieces, random pick or correction). */
export function originDecision(
  choice: OriginChoice,
  origin: SpaceId,
  how: "most" | "random" | "override",
): TraceRecord {
  const evidence = choice.options.map((o) => `${nameOf(o.space)}: ${o.moveable} moveable`);
  const why =
    how === "most"
      ? "most moveable pieces"
      : how === "random"
        ? `random pick among ${choice.kind === "tie" ? choice.among.map(nameOf).join(", ") : "ties"}`
        : "player's correction";
  return rec("B", `Origin: ${nameOf(origin)} (${why})`, evidence);
}

export function tieRequest(among: readonly SpaceId[], spec: MoveLoopSpec): Request {
  return {
    kind: "tieBreak",
    among: [...among],
    purpose: `Origin for ${spec.movement} into ${nameOf(spec.destination)}`,
    rule: RULE,
  };
}

/** A tie-break answer must name one of the tied origins. */
export function acceptTie(among: readonly SpaceId[], choice: string): Result<SpaceId> {
  if (among.includes(choice as SpaceId)) return ok(choice as SpaceId);
  return fail({ field: "choice", reason: `${choice} is not one of ${among.join(", ")}` });
}

/** G11's die: one face from 1 to 6. */
export function acceptRoll(st: LoopState, faces: readonly number[]): Result<LoopState> {
  const bad: FieldError[] = [];
  if (faces.length !== 1)
    bad.push({ field: "faces", reason: `1d6 needs 1 face, got ${faces.length}` });
  else if (!Number.isInteger(faces[0]) || faces[0] < 1 || faces[0] > 6)
    bad.push({ field: "faces[0]", reason: `a die face must be 1 to 6, got ${faces[0]}` });
  return bad.length ? failAll(bad) : ok({ ...st, roll: faces[0] });
}

export type MoveStepResult =
  | { kind: "needDice"; request: Request }
  | { kind: "moved"; step: Step; state: LoopState; records: TraceRecord[] };

/** Keep in the origin, get into the destination, and move that group (C8.5.7, C8.5.8). */
export function moveStep(
  board: GameBoard,
  spec: MoveLoopSpec,
  st: LoopState,
  origin: SpaceId,
  options: RuleOptions,
  table: MovePriorities = options.data?.moves ?? MOVE_PRIORITIES,
): MoveStepResult {
  const { faction: f, movement, destination } = spec;
  const keep = keepInOrigin(board, f, origin, movement, options, table);
  const capLeft = capOf(movement) - st.moved;
  // "All its Guerrillas out" (an Event, 5.1.1): the whole group goes, whatever the get rules ask.
  const plan: ReturnType<typeof planGet> = movesAllFrom(options, origin)
    ? { kind: "plan", take: keep.moveable.slice(0, capLeft), extraTaken: 0, rows: [] }
    : planGet(board, f, destination, keep.moveable, {
        roll: st.roll,
        extraMoved: st.extraMoved,
        capLeft,
        options,
        table,
      });
  if (plan.kind === "needDice") {
    const purpose = `${plan.row}: extra Guerrillas into ${nameOf(destination)}`;
    return {
      kind: "needDice",
      request: { kind: "dice", spec: plan.spec, purpose, faction: f, rule: RULE },
    };
  }
  const group = moveGroup(board, f, movement, origin, destination, plan.take);
  const keepText = `${nameOf(origin)} keeps ${describePieces(keep.kept)}; moveable: ${describePieces(keep.moveable)}`;
  const getText =
    plan.take.length > 0
      ? `Move ${describePieces(plan.take)} from ${nameOf(origin)} to ${nameOf(destination)}`
      : `Nothing needed from ${nameOf(origin)}`;
  const getEvidence = plan.rows.map(rowText);
  if (st.roll !== null) getEvidence.push(`1d6 for extra Guerrillas: ${st.roll}`);
  if (group.activated > 0) getEvidence.push(`${group.activated} Activated on entering (3.3.2)`);
  return {
    kind: "moved",
    step: group.step,
    state: {
      ...st,
      usedOrigins: [...st.usedOrigins, origin],
      moved: st.moved + plan.take.length,
      extraMoved: st.extraMoved + plan.extraTaken,
      arrived: [...st.arrived, ...group.arrived],
    },
    records: [
      rec("keep", keepText, [
        ...keep.rows.map(rowText),
        ...movesCorrected(options, keep.rows, "keep"),
      ]),
      rec("get", getText, [...getEvidence, ...movesCorrected(options, plan.rows, "get")]),
    ],
  };
}

export function stepCStep(
  board: GameBoard,
  spec: MoveLoopSpec,
  table: MovePriorities = MOVE_PRIORITIES,
): { goTo: "A" | "B"; record: TraceRecord } {
  const d = stepC(board, spec.faction, spec.movement, spec.destination, table);
  const where = d.goTo === "B" ? "another origin (Step B)" : "new destination (Step A)";
  return { goTo: d.goTo, record: rec("C", `Step C: ${where}`, [`${d.row} ${d.label}`]) };
}

/** End of a destination: El Che's flip for a 26J March, and a note when nothing moved. */
export function finishStep(
  board: GameBoard,
  spec: MoveLoopSpec,
  st: LoopState,
  elCheAlreadySpent: boolean,
): { step: Step | null; elChe: boolean; records: TraceRecord[] } {
  const records: TraceRecord[] = [];
  let step: Step | null = null;
  if (spec.movement === "march" && elCheInPlay(board, spec.faction) && !elCheAlreadySpent) {
    step = elCheFlip(board, spec.faction, spec.destination, st.arrived);
    if (step)
      records.push({
        kind: "move",
        step: "C",
        text: `El Che: the moving Guerrillas in ${nameOf(spec.destination)} flip Underground`,
        evidence: [spec.destination],
        rule: EL_CHE_RULE,
      });
  }
  if (st.moved === 0)
    records.push(
      rec(
        "C",
        spec.movement === "sweep"
          ? "Nothing moved in: the Sweep still Activates in place (C8.6.4, C8.9/c1)"
          : "Nothing moved: choose a new destination without an Activation roll",
      ),
    );
  return { step, elChe: step !== null, records };
}
