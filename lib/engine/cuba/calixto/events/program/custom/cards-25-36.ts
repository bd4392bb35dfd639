import { FACTION_NAME, OWNER_OF, PIECE_LABEL, POOL_OF } from "@/data/cuba/pieces";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { available } from "../../../../board/board";
import { placePieces, removePieces } from "../../../../board/changes";
import { enemyForces } from "../../../../board/space";
import { setResources } from "../../../../board/tracks";
import type { Faction, GameBoard, Insurgent, PieceKind, SpaceId } from "../../../../types";
import type { Need, NeedAnswer } from "../../../contracts";
import { type PieceRef, piecesIn, rankPieces } from "../../../piece-priorities";
import { freeCash } from "../../../procedures/cash";
import { replaceTarget } from "../../../procedures/remove";
import { askDice, askQuestion, askSpace } from "../../../procedures/run";
import { COLUMNS, type ColumnId } from "../../../types";
import { inSpace, type SpaceStep } from "../apply";
import type { CustomProcedure } from "../custom-procedure";
import { scopeSpaces } from "../filters";
import { type DiffHit, diffHits } from "../hits";
import { listedHits } from "../listed";
import { runAuto } from "../simulate";
import type { Scope } from "../types";
import { type EventCtx, EventWork } from "../work";

/**
 * Card-specific Event procedures for cards 25 to 36 (see ../custom.ts): texts that place several
 * pieces together in one chosen space, replace pieces by their counterparts, or pick a Faction
 * to gain a die roll, none of which the step vocabulary says directly.
 */
type Gen<T = void> = Generator<Need, T, NeedAnswer>;
const name = (id: SpaceId) => SPACE_BY_ID[id].name;

/** The column for the effective action: Event Instructions first, else the leftmost (C8.5.5, C8.5.6). */
function columnFor(hits: DiffHit[], ctx: EventCtx, fallback?: ColumnId): ColumnId | null {
  const order = COLUMNS[ctx.actor] as readonly ColumnId[];
  const hint = ctx.hints.find((c) => order.includes(c));
  if (hint) return hint;
  if (fallback && order.includes(fallback)) return fallback;
  const cols = hits.map((h) => h.column).filter((c): c is ColumnId => !!c && order.includes(c));
  cols.sort((a, b) => order.indexOf(a) - order.indexOf(b));
  return cols[0] ?? null;
}

/** The effective kinds for the NP of a trial run (C8.5.5). */
function trialHits(before: GameBoard, after: GameBoard, ctx: EventCtx): DiffHit[] {
  return listedHits(before, diffHits(before, after, ctx.actor), ctx);
}

/**
 * One space chosen among candidates, each with a trial board: an NP only among spaces where
 * the trial is effective for it, by its column (C8.5.5, C8.5.6); a player among all. Null when
 * there is none (the step is skipped, C8.2.1 / C8.5.5).
 */
function* chooseAmong(
  w: EventWork,
  ctx: EventCtx,
  trials: { id: SpaceId; board: GameBoard }[],
  purpose: string,
  fallback?: ColumnId,
): Gen<SpaceId | null> {
  if (!trials.length) {
    w.note(`${purpose}: no legal space (skipped)`, "C8.2.1");
    return null;
  }
  if (ctx.chooser === "player") {
    if (trials.length === 1) return trials[0].id;
    return (yield* askQuestion(
      `event-${ctx.card}-${ctx.side}-q${w.asked++}`,
      `${purpose}: which space?`,
      trials.map((t) => ({ value: t.id, label: name(t.id) })),
      "5.1",
    )) as SpaceId;
  }
  const eff = trials
    .map((t) => ({ id: t.id, hits: trialHits(w.board, t.board, ctx) }))
    .filter((t) => t.hits.length);
  if (!eff.length) {
    w.note(
      `${purpose}: no space where it would be effective for ${FACTION_NAME[ctx.actor]} (skipped, C8.5.5)`,
      "C8.5.5",
    );
    return null;
  }
  const column = columnFor(
    eff.flatMap((t) => t.hits),
    ctx,
    fallback,
  );
  return yield* askSpace(
    column,
    eff.map((t) => t.id),
    purpose,
    w.board,
  );
}

/** One piece kind among several: an NP takes the first (already in priority order), a player picks. */
function* pickKind(w: EventWork, ctx: EventCtx, kinds: PieceKind[], what: string): Gen<PieceKind> {
  if (ctx.chooser === "np" || kinds.length === 1) return kinds[0];
  return (yield* askQuestion(
    `event-${ctx.card}-${ctx.side}-q${w.asked++}`,
    `${what}: which piece?`,
    kinds.map((k) => ({ value: k, label: PIECE_LABEL[k].one })),
    "5.1",
  )) as PieceKind;
}

/**
 * Several space steps carried out together in ONE chosen space ("place X and Y in a space",
 * "select a space, place X there and set it to..."). Legal spaces: where the most pieces can be
 * placed (the whole text if it can be, 5.1.3), or, if no piece fits anywhere, where any step
 * does something. Vocabulary gap: a generic `together` step would say this as data.
 */
function together(scope: Scope, parts: readonly SpaceStep[], purpose: string): CustomProcedure {
  return function* (w, ctx) {
    const tried = scopeSpaces(w.board, scope, ctx.actor, w.marks).map((id) => {
      const t = new EventWork(w.board);
      let placed = 0;
      let any = 0;
      for (const p of parts) {
        const n = "count" in p && typeof p.count === "number" ? p.count : 1;
        const done = runAuto(inSpace(t, p, id, n, ctx)) ?? 0;
        any += done;
        if (p.do === "place") placed += done;
      }
      return { id, board: t.board, placed, any };
    });
    const most = Math.max(0, ...tried.map((t) => t.placed));
    const legal = most > 0 ? tried.filter((t) => t.placed === most) : tried.filter((t) => t.any);
    const space = yield* chooseAmong(w, ctx, legal, `#${ctx.card} ${purpose}`);
    if (!space) return;
    for (const p of parts) {
      const n = "count" in p && typeof p.count === "number" ? p.count : 1;
      yield* inSpace(w, p, space, n, ctx);
    }
  };
}

/** DR and 26July pieces and their counterparts (same type, same Underground/Active side). */
const COUNTERPART: Readonly<Partial<Record<PieceKind, PieceKind>>> = {
  drU: "m26U",
  drA: "m26A",
  drBase: "m26Base",
  m26U: "drU",
  m26A: "drA",
  m26Base: "drBase",
};
const KINDS_OF: Readonly<Record<"DR" | "26J", PieceKind[]>> = {
  DR: ["drU", "drA", "drBase"],
  "26J": ["m26U", "m26A", "m26Base"],
};

/** The pieces of `from` in a space, in the order the actor takes them (C8.5.8). */
function counterpartRefs(
  board: GameBoard,
  space: SpaceId,
  from: "DR" | "26J",
  ctx: EventCtx,
): PieceRef[] {
  const refs = piecesIn(board.spaces[space], KINDS_OF[from]);
  if (refs.length < 2) return refs;
  const use = ctx.actor === from ? "removeFriendly" : "enemy";
  return rankPieces(board, space, refs, use, { acting: ctx.actor, options: ctx.options });
}

/** Replace one piece by its counterpart; removed only if none is Available (5.1.1). */
function* toCounterpart(w: EventWork, space: SpaceId, ref: PieceRef): Gen {
  const by = COUNTERPART[ref.kind];
  if (!by) return;
  yield* replaceTarget(w, space, ref, by, { kind: "none" }, "5.1");
}

/** Every `from` piece in a City becomes its counterpart (#32 both sides). */
function allCounterpartsInCity(from: "DR" | "26J"): CustomProcedure {
  return function* (w, ctx) {
    const trials = scopeSpaces(w.board, { filter: "city" }, ctx.actor, w.marks)
      .filter((id) => piecesIn(w.board.spaces[id], KINDS_OF[from]).length > 0)
      .map((id) => {
        const t = new EventWork(w.board);
        runAuto(allIn(t, id, from, ctx));
        return { id, board: t.board };
      });
    const space = yield* chooseAmong(
      w,
      ctx,
      trials,
      `#${ctx.card} ${FACTION_NAME[from]} pieces to counterparts`,
      "RR",
    );
    if (space) yield* allIn(w, space, from, ctx);
  };
}

function* allIn(w: EventWork, space: SpaceId, from: "DR" | "26J", ctx: EventCtx): Gen {
  for (let i = 0; i < 40; i++) {
    const refs = counterpartRefs(w.board, space, from, ctx);
    if (!refs.length) return;
    yield* toCounterpart(w, space, refs[0]);
  }
}

/**
 * #29 shaded, second option: one DR piece replaced by its 26July counterpart. An NP picks the
 * space by its Remove or Replace column and the piece by Piece Priorities; a player picks both.
 */
const chomonCounterpart: CustomProcedure = function* (w, ctx) {
  const trials = scopeSpaces(w.board, { filter: "withDRPiece" }, ctx.actor, w.marks).map((id) => {
    const t = new EventWork(w.board);
    const ref = counterpartRefs(t.board, id, "DR", ctx)[0];
    if (ref) runAuto(toCounterpart(t, id, ref));
    return { id, board: t.board };
  });
  const space = yield* chooseAmong(w, ctx, trials, "#29 DR piece to 26July", "RR");
  if (!space) return;
  const refs = counterpartRefs(w.board, space, "DR", ctx);
  const kind = yield* pickKind(
    w,
    ctx,
    [...new Set(refs.map((r) => r.kind))],
    `Replace in ${name(space)}`,
  );
  const ref = refs.find((r) => r.kind === kind);
  if (ref) yield* toCounterpart(w, space, ref);
};

/** #26 unshaded: the free March to, Rally or Ambush in the space just placed in (EI ref §3.6). */
const loechesFreeOp: CustomProcedure = function* (w, ctx) {
  const space = w.marks.loeches?.[0];
  if (!space) {
    w.note("No DR Guerrilla placed: no space for the free Operation (5.1.3)", "5.1.3");
    return;
  }
  let action: string;
  if (ctx.chooser === "player") {
    action = yield* askQuestion(
      `event-${ctx.card}-${ctx.side}-q${w.asked++}`,
      `#26: which free action in ${name(space)}?`,
      [
        { value: "march", label: "March there" },
        { value: "rally", label: "Rally there" },
        { value: "ambush", label: "Ambush there" },
      ],
      "5.5",
    );
  } else {
    // Event Instructions #26 DR: Ambush if enemy forces are there, otherwise Rally.
    action = enemyForces(w.board.spaces[space], "DR") > 0 ? "ambush" : "rally";
  }
  // "Ambushes there" needs no Attack and no Underground Guerrilla (5.1.1 and its example).
  const terms = action === "ambush" ? { ambush: { alone: true, evenIfActive: true } } : undefined;
  w.grants.push({ faction: "DR", actions: [action], spaces: [space], ...(terms ? { terms } : {}) });
  w.note(`Directorio may ${action} for free (${name(space)})`, "5.5");
};

/** #36 unshaded: pieces a "non-DR non-Casino piece" can be (1.4). */
const NON_DR: readonly PieceKind[] = [
  "troop",
  "police",
  "govBase",
  "m26U",
  "m26A",
  "m26Base",
  "synU",
  "synA",
];

function menoyoRefs(board: GameBoard, space: SpaceId, ctx: EventCtx): PieceRef[] {
  let kinds = [...NON_DR];
  // An NP given a choice takes only enemy pieces (C8.5.5).
  if (ctx.chooser === "np") kinds = kinds.filter((k) => OWNER_OF[k] !== ctx.actor);
  const refs = piecesIn(board.spaces[space], kinds);
  if (refs.length < 2) return refs;
  return rankPieces(board, space, refs, "enemy", { acting: ctx.actor, options: ctx.options });
}

function* menoyoIn(w: EventWork, space: SpaceId, ref: PieceRef): Gen {
  w.apply(removePieces(w.board, space, ref.kind, 1, ref.cash));
  const n = Math.min(2, available(w.board, POOL_OF.drU));
  if (n > 0) w.apply(placePieces(w.board, space, "drU", n));
  if (n < 2) w.note(`Only ${n} DR Guerrilla(s) Available to replace it with`, "5.1.1");
  for (let i = 0; i < ref.cash; i++)
    yield* freeCash(w, space, OWNER_OF[ref.kind], { kind: "none" });
}

const menoyo: CustomProcedure = function* (w, ctx) {
  const trials = scopeSpaces(w.board, { filter: "nearLasVillas" }, ctx.actor, w.marks).flatMap(
    (id) => {
      const ref = menoyoRefs(w.board, id, ctx)[0];
      if (!ref) return [];
      const t = new EventWork(w.board);
      runAuto(menoyoIn(t, id, ref));
      return [{ id, board: t.board }];
    },
  );
  const space = yield* chooseAmong(w, ctx, trials, "#36 piece to 2 DR Guerrillas", "RR");
  if (!space) return;
  const refs = menoyoRefs(w.board, space, ctx);
  const kind = yield* pickKind(
    w,
    ctx,
    [...new Set(refs.map((r) => r.kind))],
    `Replace in ${name(space)}`,
  );
  const ref = refs.find((r) => r.kind === kind);
  if (ref) yield* menoyoIn(w, space, ref);
};

const INSURGENT_LIST: readonly Insurgent[] = ["26J", "DR", "SYN"];
const tracked = (b: GameBoard, f: Faction) => f === "SYN" || b.roles[f] === "player";

/**
 * #34 unshaded: one Insurgent Faction adds a die roll to its Resources, each other +2. An NP
 * Insurgent chooses itself (EI ref §3.6 #34 SYN); an NP Government, not covered by C8.8, picks
 * an Insurgent whose Resources are not tracked where it can (our reading). Untracked NP
 * Resources are left alone (C8.2.1).
 */
const speakingTour: CustomProcedure = function* (w, ctx) {
  let chosen: Insurgent;
  if (ctx.chooser === "player") {
    chosen = (yield* askQuestion(
      `event-${ctx.card}-${ctx.side}-q${w.asked++}`,
      "#34: which Insurgent Faction adds a die roll?",
      INSURGENT_LIST.map((f) => ({ value: f, label: FACTION_NAME[f] })),
      "5.1",
    )) as Insurgent;
  } else if (ctx.actor !== "GOV") chosen = ctx.actor;
  else chosen = INSURGENT_LIST.find((f) => !tracked(w.board, f)) ?? "26J";
  for (const f of [chosen, ...INSURGENT_LIST.filter((x) => x !== chosen)]) {
    if (!tracked(w.board, f)) {
      w.note(`${FACTION_NAME[f]} Resources: not tracked by an NP (ignored, C8.2.1)`, "C8.2.1");
      continue;
    }
    const add =
      f === chosen ? yield* askDice("1d6", `#34 ${FACTION_NAME[f]} Resources`, f, "5.1") : 2;
    if (w.board.resources[f] < 49) w.apply(setResources(w.board, f, w.board.resources[f] + add));
  }
};

export const CUSTOM_25_36: Readonly<Record<string, CustomProcedure>> = {
  "25u-yacht": together(
    { spaces: ["camaguey-province", "oriente"] },
    [
      {
        do: "place",
        label: "DR Guerrilla",
        owners: ["DR"],
        pieces: ["guerrilla"],
        count: 1,
        spread: "one",
        where: {},
      },
      {
        do: "place",
        label: "DR Base",
        owners: ["DR"],
        pieces: ["base"],
        count: 1,
        spread: "one",
        where: {},
      },
    ],
    "DR Guerrilla and Base",
  ),
  "26u-free-op": loechesFreeOp,
  "29s-counterpart": chomonCounterpart,
  "31u-mountain": together(
    { filter: "mountain" },
    [
      {
        do: "place",
        label: "non-Casino Base",
        owners: ["GOV", "26J", "DR"],
        pieces: ["base"],
        count: 1,
        spread: "one",
        where: {},
      },
      {
        do: "place",
        label: "any Guerrilla",
        owners: ["26J", "DR", "SYN"],
        pieces: ["guerrilla"],
        count: 1,
        spread: "one",
        where: {},
      },
    ],
    "Base and Guerrilla in a Mountain",
  ),
  "32u-to-26J": allCounterpartsInCity("DR"),
  "32s-to-DR": allCounterpartsInCity("26J"),
  "33s-prio": together(
    { filter: "noGovControl" },
    [
      {
        do: "place",
        label: "DR Base",
        owners: ["DR"],
        pieces: ["base"],
        count: 1,
        spread: "one",
        where: {},
      },
      { do: "setSupport", label: "to Neutral", level: 0, spread: "one", where: {} },
    ],
    "DR Base, then Neutral",
  ),
  "34u-tour": speakingTour,
  "36u-menoyo": menoyo,
};
