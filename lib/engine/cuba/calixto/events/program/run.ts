import type { EffectiveId } from "@/data/cuba/calixto/effective-events";
import { cardTitle } from "@/data/cuba/events";
import { FACTION_NAME, POOL_OF, type PoolId } from "@/data/cuba/pieces";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { available } from "../../../board/board";
import { setAid, setResources, setUsAlliance } from "../../../board/tracks";
import {
  FACTIONS,
  type Faction,
  type GameBoard,
  type SpaceId,
  type UsAlliance,
} from "../../../types";
import { actionsWords } from "../../action-words";
import type { ExecResult, Need, NeedAnswer } from "../../contracts";
import { askDice, askQuestion, askSpace, liveProcedure } from "../../procedures/run";
import { redeployRun } from "../../propaganda/redeploy";
import type { StepResult } from "../../step-result";
import { COLUMNS, type ColumnId } from "../../types";
import { actorDirection, inSpace, placeOptions, placingFactions, type SpaceStep } from "./apply";
import { cardProcedure } from "./card-groups";
import { BOARD_TESTS, scopeSpaces } from "./filters";
import { type DiffHit, diffHits } from "./hits";
import { attachJudgedRun, carriedRunOf, carryJudgedRun } from "./judged-run";
import { listedHits } from "./listed";
import { owners, placedKinds } from "./pieces";
import { autoAnswer, runAuto } from "./simulate";
import type { Count, EventProgram, EventStep } from "./types";
import { type EventCtx, EventWork, type GrantOut } from "./work";

/**
 * Carry out an Event side's program (5.1, C8.5.5). Steps run in card order. A step that leaves a
 * choice of spaces picks them one at a time (C8.2.1): an NP among the spaces where the step is
 * legal AND effective for it (C8.5.5 "only execute actions that are effective"), by its Space
 * Selection column for the effective action (C8.5.6: Event Instructions' column first, then the
 * action's own column, leftmost if several); a player among the legal spaces. A step with no
 * legal space is skipped (C8.2.1 "Skip Illegal Instructions", 5.1.3).
 */
export type EventRun = StepResult<{
  grants: GrantOut[];
  marks: Record<string, SpaceId[]>;
  columns: ColumnId[];
}>;

type Gen<T = void> = Generator<Need, T, NeedAnswer>;
const name = (id: SpaceId) => SPACE_BY_ID[id].name;
const SPACE_STEPS = new Set([
  "place",
  "remove",
  "replace",
  "flip",
  "shift",
  "setSupport",
  "marker",
  "casinos",
  "cash",
]);
const isSpaceStep = (s: EventStep): s is SpaceStep & EventStep => SPACE_STEPS.has(s.do);

// listedHits lives in listed.ts, below the custom steps that use it (custom/cards-*.ts).
export { listedHits } from "./listed";

/** What the step would do in one space if carried out there alone (a dry run). */
function trySpace(
  board: GameBoard,
  s: SpaceStep,
  space: SpaceId,
  n: number | "all",
  ctx: EventCtx,
) {
  const w = new EventWork(board);
  const done = runAuto(inSpace(w, s, space, n, { ...ctx }));
  return { done: done ?? 0, board: w.board };
}

/** The column that chooses spaces for this step's effective action (C8.5.5, C8.5.6). */
function stepColumn(s: EventStep, hits: DiffHit[], ctx: EventCtx): ColumnId | null {
  const order = COLUMNS[ctx.actor] as readonly ColumnId[];
  const own = (c: ColumnId | null | undefined): c is ColumnId => !!c && order.includes(c);
  if (own(s.column)) return s.column;
  const hint = ctx.hints.find(own);
  if (hint) return hint;
  // Removing or replacing reads the Remove or Replace column (C8.9 card 6 Defections).
  if ((s.do === "remove" || s.do === "replace") && order.includes("RR")) return "RR";
  if (s.do === "casinos" && s.action === "close" && order.includes("RR")) return "RR";
  const cols = hits.map((h) => h.column).filter(own);
  cols.sort((a, b) => order.indexOf(a) - order.indexOf(b));
  return cols[0] ?? null;
}

function* countOf(c: Count, ctx: EventCtx, label: string): Gen<number | "all"> {
  if (typeof c === "number" || c === "all") return c;
  return yield* askDice(c.dice, `${label}: how many (#${ctx.card})`, ctx.actor, "5.1");
}

/** Choose one space among candidates: the NP by priorities, the player by a question. */
function* chooseSpace(
  w: EventWork,
  candidates: SpaceId[],
  column: ColumnId | null,
  purpose: string,
  ctx: EventCtx,
): Gen<SpaceId> {
  if (ctx.chooser === "np") return yield* askSpace(column, candidates, purpose, w.board);
  if (candidates.length === 1) return candidates[0];
  const v = yield* askQuestion(
    `event-${ctx.card}-${ctx.side}-q${w.asked++}`,
    `${purpose}: which space?`,
    candidates.map((id) => ({ value: id, label: name(id) })),
    "5.1",
  );
  return v as SpaceId;
}

/**
 * A placement in every space of its scope ("1 Guerrilla in each City") with too few pieces
 * Available for all of them: the spaces that get one are chosen one at a time (C8.2.1 Placing
 * Friendly Pieces: each destination by the Space Selection Priorities; a player picks them).
 */
function shortOfPieces(w: EventWork, s: SpaceStep, n: number | "all", ctx: EventCtx): boolean {
  if (s.do !== "place" || s.spread !== "each") return false;
  const spaces = scopeSpaces(w.board, s.where, ctx.actor, w.marks).filter(
    (id) => placeOptions(w.board, s, id, ctx).length > 0,
  );
  const pools = new Set<PoolId>();
  for (const f of placingFactions(s.owners, ctx))
    for (const c of s.pieces) for (const k of placedKinds(f, c, s)) pools.add(POOL_OF[k]);
  const supply = [...pools].reduce((a, p) => a + available(w.board, p), 0);
  return n === "all" ? spaces.length > 1 : supply < n * spaces.length;
}

function* spaceStep(w: EventWork, s: SpaceStep & EventStep, ctx: EventCtx): Gen {
  const label = s.label ?? s.do;
  const count: Count = s.do !== "marker" && "count" in s ? s.count : 1;
  const n = yield* countOf(count, ctx, label);
  if (n === 0) return;
  const oneByOne = shortOfPieces(w, s, n, ctx);
  if (oneByOne)
    w.note(`${label}: too few pieces Available for every space, so one space at a time`, "C8.2.1");
  if (s.spread === "each" && !oneByOne) {
    let any = false;
    for (const id of scopeSpaces(w.board, s.where, ctx.actor, w.marks)) {
      if ((yield* inSpace(w, s, id, n, ctx)) > 0) {
        any = true;
        w.mark(s.mark, id);
      }
    }
    if (!any) w.note(`${label}: nowhere to do it (skipped)`, "C8.2.1");
    return;
  }
  const perPiece = s.spread === "pieces";
  const spread = s.spread;
  const rounds =
    spread === "each"
      ? scopeSpaces(w.board, s.where, ctx.actor, w.marks).length
      : spread === "pieces"
        ? n === "all"
          ? 40
          : n
        : spread === "one"
          ? 1
          : spread.spaces;
  const unit = perPiece ? 1 : n;
  const chosen: SpaceId[] = [];
  for (let r = 0; r < rounds; r++) {
    const pool = scopeSpaces(w.board, s.where, ctx.actor, w.marks).filter(
      (id) => perPiece || !chosen.includes(id),
    );
    const tried = pool.map((id) => ({ id, ...trySpace(w.board, s, id, unit, ctx) }));
    const legal = tried.filter((t) => t.done > 0);
    // One space at a time until the pieces run out (or every space has had its turn).
    if (oneByOne && r > 0 && !legal.length) return;
    let candidates = legal.map((t) => t.id);
    let hits: DiffHit[] = [];
    if (ctx.chooser === "np") {
      const eff = legal
        .map((t) => ({
          id: t.id,
          hits: listedHits(w.board, diffHits(w.board, t.board, ctx.actor), ctx),
        }))
        .filter((t) => t.hits.length > 0);
      candidates = eff.map((t) => t.id);
      hits = eff.flatMap((t) => t.hits);
      if (!legal.length) {
        w.note(`${label}: no legal space (skipped, C8.2.1)`, "C8.2.1");
        return;
      }
      if (!candidates.length && s.optional) {
        const who = FACTION_NAME[ctx.actor];
        w.note(`${label}: optional, and effective nowhere for ${who} (skipped, C8.5.5)`, "C8.5.5");
        return;
      }
      // A required step with no effective space is still carried out, in a legal one (5.1.3).
      if (!candidates.length) candidates = legal.map((t) => t.id);
    } else if (!candidates.length) {
      w.note(`${label}: no legal space (skipped)`, "5.1.3");
      return;
    }
    const column = stepColumn(s, hits, ctx);
    if (column && !w.columns.includes(column)) w.columns.push(column);
    const purpose = `#${ctx.card} ${cardTitle(ctx.card)}: ${label}${rounds > 1 ? ` (${r + 1} of ${rounds})` : ""}`;
    const space = yield* chooseSpace(w, candidates, column, purpose, ctx);
    chosen.push(space);
    w.mark(s.mark, space);
    yield* inSpace(w, s, space, unit, ctx);
  }
}

const ALLIANCE: readonly UsAlliance[] = ["embargoed", "reluctant", "firm"];

function trackStep(w: EventWork, s: EventStep, ctx: EventCtx): void {
  switch (s.do) {
    case "resources":
    case "resourcesFromAid": {
      const f = s.of === "actor" ? ctx.actor : s.of;
      // NP GOV, 26J and DR do not track Resources (C8.2.1).
      if (f !== "SYN" && w.board.roles[f] === "np") {
        w.note(`${FACTION_NAME[f]} Resources: not tracked by an NP (ignored, C8.2.1)`, "C8.2.1");
        return;
      }
      const delta = s.do === "resources" ? s.delta : Math.min(s.cap, w.board.aid);
      const next = w.board.resources[f] + delta;
      if (next === w.board.resources[f] || (delta < 0 && w.board.resources[f] === 0)) return;
      w.apply(setResources(w.board, f, next));
      return;
    }
    case "aid":
      if (Math.max(0, Math.min(49, w.board.aid + s.delta)) !== w.board.aid)
        w.apply(setAid(w.board, w.board.aid + s.delta));
      return;
    case "alliance": {
      const at = ALLIANCE.indexOf(w.board.usAlliance);
      const to = Math.max(0, Math.min(2, at + s.steps));
      if (to !== at) w.apply(setUsAlliance(w.board, ALLIANCE[to]));
      return;
    }
    case "eligibility":
      // Applied when the next card is played, with the Sequence of Play (2.3.7; event-eligibility.ts).
      w.note(`${s.label ?? "Eligibility"}: set when the next card is played (2.3.7)`, "2.3.7");
      return;
    default:
      return;
  }
}

function* grantStep(w: EventWork, s: Extract<EventStep, { do: "grant" }>, ctx: EventCtx): Gen {
  const to = owners(s.to, ctx.actor);
  let f = to.includes(ctx.actor) ? ctx.actor : to[0];
  if (ctx.chooser === "player" && to.length > 1) {
    f = (yield* askQuestion(
      `event-${ctx.card}-${ctx.side}-q${w.asked++}`,
      `#${ctx.card}: which Faction carries out the ${actionsWords(s.actions)}?`,
      to.map((x) => ({ value: x, label: FACTION_NAME[x] })),
      "5.1",
    )) as typeof f;
  }
  if (!f) return;
  // The Event's conditions on the space are about the Faction that acts (its enemies, its Guerrillas).
  let spaces = s.where ? scopeSpaces(w.board, s.where, f, w.marks) : null;
  // The Event Instructions hold an NP to more than the text (reference §3.6, C8.5.5).
  if (ctx.chooser === "np" && s.npWhere) {
    const ei = scopeSpaces(w.board, s.npWhere, f, w.marks);
    spaces = spaces ? spaces.filter((id) => ei.includes(id)) : ei;
  }
  if (ctx.chooser === "np" && spaces && s.npPrefer) {
    const preferred = scopeSpaces(w.board, s.npPrefer, f, w.marks);
    const among = spaces.filter((id) => preferred.includes(id));
    if (among.length) spaces = among;
  }
  if (spaces && !spaces.length) {
    w.note(
      `${s.label ?? s.actions.join(" + ")}: no space where the Event allows it (skipped)`,
      "5.1.3",
    );
    return;
  }
  w.grants.push({
    faction: f,
    actions: [...s.actions],
    spaces,
    ...(s.limited ? { limited: true } : {}),
    ...(s.sameSpace ? { sameSpace: true } : {}),
    ...(s.borrows ? { borrows: s.borrows } : {}),
    ...(s.terms ? { terms: structuredClone(s.terms) } : {}),
    ...(s.note ? { note: s.note } : {}),
  });
  w.note(
    `${FACTION_NAME[f]} may ${s.actions.join(" + ")} for free${spaces ? ` (${spaces.map(name).join(", ") || "no space"})` : ""}`,
    "C8.5.5",
  );
}

/** Whether an alternative would change anything on this board (5.1.3), tried on a copy. */
function canAct(w: EventWork, option: readonly EventStep[], ctx: EventCtx): boolean {
  const probe = new EventWork(w.board);
  Object.assign(probe.marks, structuredClone(w.marks));
  runAuto(steps(probe, option, ctx));
  return probe.changes.length > 0 || probe.grants.length > 0;
}

/** The first alternative that would be effective for the NP (C8.8), or the player's pick. */
function* chooseStep(w: EventWork, s: Extract<EventStep, { do: "choose" }>, ctx: EventCtx): Gen {
  let pick = -1;
  if (ctx.chooser === "player") {
    // Only alternatives that can be carried out are offered (5.1.3): #41 with no open Casino
    // leaves only Aid -8. One left is applied without a question; none, nothing happens.
    const open = s.options.map((_, i) => i).filter((i) => canAct(w, s.options[i], ctx));
    if (open.length === 0) {
      w.note(`#${ctx.card}: none of its alternatives can be carried out`, "5.1.3");
      return;
    }
    if (open.length === 1) {
      pick = open[0];
      w.note(`${s.labels[pick]}: the only alternative that can be carried out`, "5.1.3");
    } else
      pick = Number(
        yield* askQuestion(
          `event-${ctx.card}-${ctx.side}-q${w.asked++}`,
          `#${ctx.card}: which of these?`,
          open.map((i) => ({ value: String(i), label: s.labels[i] })),
          "5.1",
        ),
      );
  } else {
    // Only effective alternatives count (C8.5.5); among them the one that goes furthest the
    // way C8.8 says ("as much as possible"); equal ones in card order.
    let best = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < s.options.length; i++) {
      const probe = new EventWork(w.board);
      Object.assign(probe.marks, structuredClone(w.marks));
      runAuto(steps(probe, s.options[i], ctx));
      const effective =
        listedHits(w.board, diffHits(w.board, probe.board, ctx.actor), ctx).length > 0 ||
        probe.grants.length > 0;
      if (!effective) continue;
      const score = guidelineScore(w.board, probe.board, ctx.actor);
      if (score > best) {
        best = score;
        pick = i;
      }
    }
    if (pick < 0) {
      w.note(
        `#${ctx.card}: none of its alternatives would be effective (skipped, C8.5.5)`,
        "C8.5.5",
      );
      return;
    }
    w.note(
      `${s.labels[pick]}: the effective alternative that goes furthest (C8.5.5, C8.8)`,
      "C8.8",
    );
  }
  yield* steps(w, s.options[pick] ?? [], ctx);
}

const ALLIANCE_STEP = { embargoed: 0, reluctant: 1, firm: 2 } as const;

/**
 * How far an alternative goes the way C8.8 asks: NP Syndicate raises its Resources as much as
 * possible; NP Insurgents lower player or Syndicate Resources and the US Alliance as much as
 * possible; NP Government raises the US Alliance and lowers Insurgent Resources. Resources an NP
 * does not track do not count (C8.2.1).
 */
export function guidelineScore(before: GameBoard, after: GameBoard, f: Faction): number {
  let score = 0;
  const tracked = (x: Faction) => after.roles[x] === "player" || x === "SYN";
  for (const x of FACTIONS) {
    if (x === f || !tracked(x)) continue;
    score += Math.max(0, before.resources[x] - after.resources[x]);
  }
  if (f === "SYN") score += Math.max(0, after.resources.SYN - before.resources.SYN);
  const alliance = ALLIANCE_STEP[after.usAlliance] - ALLIANCE_STEP[before.usAlliance];
  score += f === "GOV" ? alliance * 10 : -alliance * 10;
  return score;
}

function* steps(w: EventWork, list: readonly EventStep[], ctx: EventCtx): Gen {
  for (const s of list) {
    if (s.onlyIf && !(BOARD_TESTS[s.onlyIf]?.(w.board, ctx.actor) ?? false)) {
      w.note(`${s.label ?? s.do}: its condition does not hold (skipped)`, "5.1");
      continue;
    }
    if (isSpaceStep(s)) yield* spaceStep(w, s, ctx);
    else if (s.do === "grant") yield* grantStep(w, s, ctx);
    else if (s.do === "choose") yield* chooseStep(w, s, ctx);
    else if (s.do === "custom") {
      // The card-specific procedures load with their cards (card-groups.ts).
      const proc = cardProcedure(ctx.card, s.id);
      if (!proc) w.note(`${s.label ?? s.id}: not encoded (apply it at the table)`, "5.1");
      else yield* proc(w, ctx);
    } else if (s.do === "lasting" || s.do === "redeploy") {
      if (s.do === "redeploy") yield* redeploy(w);
    } else trackStep(w, s, ctx);
  }
}

/** Government Redeploys as in a Propaganda Round (6.4.2), with that phase's own choices. */
function* redeploy(w: EventWork): Gen {
  // One run of the phase, going on from each answer instead of starting over with one more (an
  // answer it refuses ends it); after 200 answers it is given up, as the replay loop did.
  const run = redeployRun(w.board);
  let next = run.next();
  for (let asked = 0; !next.done; asked++) {
    if (asked === 200) return;
    next = run.next(yield next.value);
  }
  const r = next.value;
  if (r.kind === "done") {
    w.board = r.board;
    w.changes.push(...r.changes);
    w.trace.push(...r.trace);
  }
}

/** Run a program with the answers given so far (pure; called again with one more each time). */
export function runEventProgram(
  board: GameBoard,
  program: EventProgram,
  ctx: EventCtx,
  answers: readonly NeedAnswer[],
): EventRun {
  return eventProgramRunner(program, ctx)(board, answers);
}

/**
 * The same as `runEventProgram`, as one live run per board: each call that extends the answers
 * of the one before only feeds it the new answers instead of carrying the program out again from
 * its first step (the Event step is fed one input at a time, C8.5.5). Any other call starts over.
 * While the answers are those the effectiveness dry run gave on this board (`dryRunEvent`, the
 * same program, actor and columns), that run is the execution: its needs and result are
 * returned as they are, and the program runs again only once an answer differs (judge and
 * execute in one pass).
 */
export function eventProgramRunner(
  program: EventProgram,
  ctx: EventCtx,
  /** The dry run that judged the Event (`judgedRunOf` the decision), if any. */
  judgement: JudgedRun | null = null,
): (board: GameBoard, answers: readonly NeedAnswer[]) => EventRun {
  let live: { board: GameBoard; run: (answers: readonly NeedAnswer[]) => ExecResult } | null = null;
  let work: EventWork | null = null;
  let judged: JudgedRun | null = judgement;
  return (board, answers) => {
    if (judged && !sameRun(judged, board, program, ctx)) judged = null;
    if (judged && followsJudged(judged, answers)) {
      if (answers.length < judged.answers.length)
        return { kind: "need", need: judged.needs[answers.length] };
      return copyRun(judged.result);
    }
    judged = null;
    if (live?.board !== board) {
      const run = liveProcedure(function* () {
        const w = new EventWork(board);
        work = w;
        w.line(
          `#${program.card}`,
          `${FACTION_NAME[ctx.actor]} carries out the ${program.side} text of #${program.card} ${cardTitle(program.card)} (the app's reading of the card)`,
          "5.1",
        );
        yield* steps(w, program.steps, ctx);
        return w;
      });
      live = { board, run };
    }
    const r = live.run(answers);
    if (r.kind !== "done") return r.kind === "need" ? r : { kind: "error", errors: r.errors };
    const w = work as unknown as EventWork;
    return {
      kind: "done",
      board: r.board,
      changes: r.changes,
      trace: r.trace,
      grants: w.grants,
      marks: w.marks,
      columns: w.columns,
    };
  };
}

type DoneRun = Extract<EventRun, { kind: "done" }>;

/** A finished dry run of a program: the board, the needs it met, the answers it gave, its result. */
export interface JudgedRun {
  board: GameBoard;
  program: EventProgram;
  ctx: EventCtx;
  needs: Need[];
  answers: NeedAnswer[];
  result: DoneRun;
}

/** The dry run a judgement or Event decision was made from, if it carries one. */
export const judgedRunOf = (x: object | null | undefined): JudgedRun | null =>
  carriedRunOf(x) as JudgedRun | null;

export { carryJudgedRun };

/** The same run: same board object, program, actor, chooser, card, side, columns and rules. */
const sameRun = (j: JudgedRun, board: GameBoard, program: EventProgram, ctx: EventCtx) =>
  j.board === board &&
  j.program === program &&
  j.ctx.actor === ctx.actor &&
  j.ctx.chooser === ctx.chooser &&
  j.ctx.card === ctx.card &&
  j.ctx.side === ctx.side &&
  j.ctx.options === ctx.options &&
  j.ctx.tables.effective === ctx.tables.effective &&
  j.ctx.hints.length === ctx.hints.length &&
  j.ctx.hints.every((h, i) => ctx.hints[i] === h);

const sameAnswer = (a: NeedAnswer, b: NeedAnswer) => JSON.stringify(a) === JSON.stringify(b);

const followsJudged = (j: JudgedRun, answers: readonly NeedAnswer[]) =>
  answers.length <= j.answers.length && answers.every((a, i) => sameAnswer(a, j.answers[i]));

/** A copy of a finished run, so that whoever takes it cannot change the one kept. */
const copyRun = (r: DoneRun): DoneRun => ({
  ...r,
  changes: [...r.changes],
  trace: [...r.trace],
  grants: structuredClone(r.grants),
  marks: structuredClone(r.marks),
  columns: [...r.columns],
});

/**
 * A dry run with automatic answers: what the Event would do on this board (C8.5.5). The result
 * carries the run (`judgedRunOf`), for the execution to take over while its answers agree.
 */
export function dryRunEvent(board: GameBoard, program: EventProgram, ctx: EventCtx) {
  const run = eventProgramRunner(program, ctx);
  const answers: NeedAnswer[] = [];
  const needs: Need[] = [];
  for (let i = 0; i < 400; i++) {
    const r = run(board, answers);
    if (r.kind === "done") {
      const judged = { board, program, ctx, needs, answers, result: copyRun(r) };
      return attachJudgedRun(r, judged);
    }
    if (r.kind === "error") return null;
    needs.push(r.need);
    answers.push(autoAnswer(r.need));
  }
  return null;
}

export interface EventJudgement {
  hits: { id: EffectiveId; evidence: string; column: ColumnId | null }[];
  columns: ColumnId[];
  grants: GrantOut[];
}

/** Would this side be effective for the NP now, and by which actions (C8.5.5)? */
export function judgeEvent(board: GameBoard, program: EventProgram, ctx: EventCtx): EventJudgement {
  const run = dryRunEvent(board, program, { ...ctx, chooser: "np" });
  const hits: EventJudgement["hits"] = [];
  if (run) {
    for (const h of listedHits(board, diffHits(board, run.board, ctx.actor), ctx))
      hits.push({ id: h.id, evidence: h.evidence, column: h.column });
    for (const g of run.grants)
      if (g.faction === ctx.actor)
        hits.push({
          id: "ownOpSA",
          evidence: `gives ${FACTION_NAME[ctx.actor]} ${g.actions.join(" + ")}`,
          column: g.actions.includes("march") ? "MD" : null,
        });
  }
  for (const s of program.steps)
    if (s.do === "lasting")
      hits.push({
        id: s.kind,
        evidence:
          s.kind === "capability"
            ? "puts a Capability into play"
            : "puts a Momentum card into play",
        column: null,
      });
  const kept = listedHits(
    board,
    hits.map((h) => ({ ...h, spaces: [] })),
    ctx,
  ).map(({ spaces: _s, ...h }) => h);
  const order = COLUMNS[ctx.actor] as readonly ColumnId[];
  // The columns the steps chose with; a side with no space choice shows its actions' columns.
  const used = run?.columns.length ? run.columns : kept.map((h) => h.column);
  const columns = [...new Set(used.filter((c): c is ColumnId => !!c && order.includes(c)))].sort(
    (a, b) => order.indexOf(a) - order.indexOf(b),
  );
  return carryJudgedRun({ hits: kept, columns, grants: run?.grants ?? [] }, run);
}

export { actorDirection };
