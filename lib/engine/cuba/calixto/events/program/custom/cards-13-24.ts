import { eventCard } from "@/data/cuba/events";
import { FACTION_NAME } from "@/data/cuba/pieces";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { available } from "../../../../board/board";
import { allGuerrillas, baseRoom, casinos, guerrillas } from "../../../../board/space";
import { type Faction, type GameBoard, SPACE_IDS, type SpaceId } from "../../../../types";
import { narrowByPriorities } from "../../../priorities/narrow";
import { askQuestion, askSpace, askTie } from "../../../procedures/run";
import { COLUMNS, type ColumnId } from "../../../types";
import { inSpace, placeOptions, type SpaceStep } from "../apply";
import type { CustomProcedure } from "../custom-procedure";
import { FILTERS } from "../filters";
import { diffHits } from "../hits";
import { autoAnswer } from "../simulate";
import type { EventStep, PieceClass } from "../types";
import { type EventCtx, EventWork } from "../work";

/** Card-specific Event procedures for cards 13 to 24 (see ../custom.ts). */

type Place = Extract<EventStep, { do: "place" }>;
const name = (id: SpaceId) => SPACE_BY_ID[id].name;
const qid = (w: EventWork, ctx: EventCtx) => `event-${ctx.card}-${ctx.side}-q${w.asked++}`;

/** A player's pick among spaces (or "none" when the text says "may"). */
function* pickSpace(
  w: EventWork,
  ctx: EventCtx,
  candidates: SpaceId[],
  text: string,
  optional = false,
) {
  if (!optional && candidates.length === 1) return candidates[0];
  const options: { value: string; label: string }[] = candidates.map((id) => ({
    value: id,
    label: name(id),
  }));
  if (optional) options.push({ value: "none", label: "None" });
  const v = yield* askQuestion(qid(w, ctx), text, options, "5.1");
  return v === "none" ? null : (v as SpaceId);
}

/** The step carried out alone in one space on a copy (answers automatic): what it would do. */
function probe(board: GameBoard, s: SpaceStep, space: SpaceId, ctx: EventCtx) {
  const w = new EventWork(board);
  const gen = inSpace(w, s, space, 1, ctx);
  let r = gen.next(undefined as never);
  for (let i = 0; !r.done && i < 50; i++) r = gen.next(autoAnswer(r.value));
  return { done: r.done ? r.value : 0, board: w.board };
}

/** Effective Events kinds the change gives the actor (C8.5.5), with their columns. */
function listed(before: GameBoard, after: GameBoard, ctx: EventCtx) {
  const ids = ctx.tables.effective[ctx.actor].map((e) => e.id);
  return diffHits(before, after, ctx.actor).filter((h) => ids.includes(h.id));
}

/** Leftmost of the actor's columns among these (C8.5.6), or null. */
function leftmost(ctx: EventCtx, cols: (ColumnId | null)[]): ColumnId | null {
  const order = COLUMNS[ctx.actor] as readonly ColumnId[];
  const own = cols.filter((c): c is ColumnId => !!c && order.includes(c));
  own.sort((a, b) => order.indexOf(a) - order.indexOf(b));
  return own[0] ?? null;
}

/**
 * #17 Alberto Bayo unshaded: 26J or DR Rallies free in each space where it has a Base, as if
 * those spaces were Neutral. An NP executor listed takes it itself (C8.5.5); a player picks.
 * The granted spaces are the Rallying Faction's Base spaces (none: nothing to grant, 5.1.3);
 * the grant's terms let it Rally there whatever their Support (grant-terms.ts `asIfNeutral`).
 */
const rallyAtBases: CustomProcedure = function* (w, ctx) {
  let f: "26J" | "DR" = ctx.actor === "DR" ? "DR" : "26J";
  if (ctx.chooser === "player")
    f = (yield* askQuestion(
      qid(w, ctx),
      "#17: which Faction Rallies at its Bases?",
      (["26J", "DR"] as const).map((x) => ({ value: x, label: FACTION_NAME[x] })),
      "5.1",
    )) as "26J" | "DR";
  const kind = f === "26J" ? "m26Base" : "drBase";
  const spaces = SPACE_IDS.filter((id) => w.board.spaces[id].pieces[kind] > 0);
  if (!spaces.length) {
    w.note(`${FACTION_NAME[f]} has no Base: no Rally to grant`, "5.1.3");
    return;
  }
  w.grants.push({
    faction: f,
    actions: ["rally"],
    spaces,
    terms: { rally: { asIfNeutral: true, each: true } },
    note: "in each of these spaces, as if Neutral",
  });
  w.note(
    `${FACTION_NAME[f]} may Rally for free in ${spaces.map(name).join(", ")} (as if Neutral)`,
    "C8.5.5",
  );
};

/** #19: non-Casino piece classes per Faction (SYN "base" would be a Casino). */
const PIECES: Readonly<Record<Faction, readonly PieceClass[]>> = {
  GOV: ["govBase", "police", "troop"],
  "26J": ["base", "guerrilla"],
  DR: ["base", "guerrilla"],
  SYN: ["guerrilla"],
};
const placeStep = (f: Faction, pieces: readonly PieceClass[]): Place => ({
  do: "place",
  owners: [f],
  pieces,
  count: 2,
  spread: "one",
  where: {},
});

/**
 * An NP Faction's own space choice by its column (C8.5.6). The executor's goes out as a space
 * selection like every Event step's; another NP Faction's is narrowed here by its own table (a
 * select need names no Faction), a tie left at the random row asked as a logged tie-break.
 */
function* chooseFor(
  w: EventWork,
  ctx: EventCtx,
  executor: Faction,
  column: ColumnId,
  cands: SpaceId[],
  purpose: string,
) {
  if (ctx.actor === executor) return yield* askSpace(column, cands, purpose, w.board);
  const n = narrowByPriorities(w.board, ctx.actor, column, cands, ctx.options);
  const left = n.remaining.length ? n.remaining : cands;
  return yield* askTie(left, purpose, "C8.5.6");
}

/** Where an NP Faction places its 2 pieces, and which pieces (EI for GOV, ref §3.6 #19). */
function* npManifesto(
  w: EventWork,
  f: Faction,
  cands: SpaceId[],
  ctx: EventCtx,
  executor: Faction,
) {
  const purpose = `#19 ${FACTION_NAME[f]} places 2 pieces`;
  if (f === "GOV") {
    const pb =
      available(w.board, "govBase") > 0
        ? cands.filter(
            (id) =>
              SPACE_BY_ID[id].kind === "province" &&
              w.board.spaces[id].pieces.govBase === 0 &&
              baseRoom(id, w.board.spaces[id]) > 0,
          )
        : [];
    if (pb.length) {
      const at = yield* chooseFor(w, ctx, executor, "PB", pb, purpose);
      yield* inSpace(w, { ...placeStep(f, ["govBase"]), count: 1 }, at, 1, ctx);
      yield* inSpace(w, { ...placeStep(f, ["police", "troop"]), count: 1 }, at, 1, ctx);
      return;
    }
    const at = yield* chooseFor(w, ctx, executor, "PC", cands, purpose);
    yield* inSpace(w, placeStep(f, PIECES.GOV), at, 2, ctx);
    return;
  }
  const step = placeStep(f, PIECES[f]);
  const withBase = cands.filter((id) => placeOptions(w.board, step, id, ctx)[0]?.endsWith("Base"));
  const at = withBase.length
    ? yield* chooseFor(w, ctx, executor, "PB", withBase, purpose)
    : yield* chooseFor(w, ctx, executor, "PG", cands, purpose);
  yield* inSpace(w, step, at, 2, ctx);
}

/**
 * #19 Sierra Maestra Manifesto: in the card's Faction order, each Faction may place 2 non-Casino
 * pieces in one space where it already has a piece. Each Faction decides for itself (5.1): a
 * player by questions, an NP by its columns and Piece Priorities (C8.5.6, C8.5.8). Within
 * Availability and stacking (1.4.1, 1.4.2).
 */
const manifesto: CustomProcedure = function* (w, ctx) {
  const order = eventCard(19)?.order ?? ["26J", "DR", "SYN", "GOV"];
  for (const f of order) {
    const chooser =
      f === ctx.actor
        ? ctx.chooser
        : w.board.roles[f] === "np"
          ? ("np" as const)
          : ("player" as const);
    const fctx: EventCtx = { ...ctx, actor: f, chooser };
    const step = placeStep(f, PIECES[f]);
    const cands = SPACE_IDS.filter(
      (id) =>
        FILTERS.withOwnPiece(w.board, id, f) && placeOptions(w.board, step, id, fctx).length > 0,
    );
    if (!cands.length) {
      w.note(`${FACTION_NAME[f]}: nothing it can place where it has a piece`, "5.1.3");
      continue;
    }
    if (chooser === "np") {
      yield* npManifesto(w, f, cands, fctx, ctx.actor);
      continue;
    }
    const at = yield* pickSpace(
      w,
      ctx,
      cands,
      `#19 ${FACTION_NAME[f]}: place 2 pieces in a space where it has a piece?`,
      true,
    );
    if (!at) {
      w.note(`${FACTION_NAME[f]} places nothing`, "5.1");
      continue;
    }
    yield* inSpace(w, step, at, 2, fctx);
  }
};

/**
 * #20 The Twelve shaded: in the space with the most Guerrillas (all Factions), remove half of
 * them rounded up. A tie is the executor's choice (an NP: where it removes enemies, RR column).
 * An NP removes enemy Guerrillas first (C8.5.5), then its own if the count needs more (the
 * count is the card's, INF); pieces by Piece Priorities (C8.5.8).
 */
const halveMost: CustomProcedure = function* (w, ctx) {
  const count = (id: SpaceId) => allGuerrillas(w.board.spaces[id]);
  const most = Math.max(...SPACE_IDS.map(count));
  if (most === 0) {
    w.note("No Guerrilla on the map", "5.1.3");
    return;
  }
  const tied = SPACE_IDS.filter((id) => count(id) === most);
  const enemy = (["26J", "DR", "SYN"] as const).filter((f) => f !== ctx.actor);
  let at: SpaceId | null;
  if (ctx.chooser === "np") {
    const hurt = tied.filter((id) => enemy.some((f) => guerrillas(w.board.spaces[id], f) > 0));
    const pool = hurt.length ? hurt : tied;
    at = yield* askSpace(
      leftmost(ctx, ["RR"]),
      pool,
      "#20 the space with the most Guerrillas",
      w.board,
    );
  } else at = yield* pickSpace(w, ctx, tied, "#20: which space with the most Guerrillas?");
  if (!at) return;
  const n = Math.ceil(most / 2);
  w.note(`${name(at)}: ${most} Guerrillas, remove ${n}`, "5.1");
  const take = (of: readonly Faction[], k: number): SpaceStep => ({
    do: "remove",
    of,
    pieces: ["guerrilla"],
    count: k,
    spread: "one",
    where: {},
  });
  const done = yield* inSpace(w, take(["26J", "DR", "SYN"], n), at, n, ctx);
  if (done < n && ctx.actor !== "GOV")
    yield* inSpace(w, take([ctx.actor], n - done), at, n - done, ctx);
};

/**
 * #21 Fangio shaded: in 2 different spaces with any Casinos, either open a closed Casino or place
 * 1 Cash with a Guerrilla or cube. An NP picks the spaces where one of the two is effective for
 * it (C8.5.5) by the leftmost column of those effects (C8.5.6), and does the first effective of
 * the two in card order; a player picks the space, then the action when both are possible.
 */
const casinoOrCash: CustomProcedure = function* (w, ctx) {
  const acts: { id: string; label: string; step: SpaceStep }[] = [
    {
      id: "open",
      label: "Open a closed Casino",
      step: { do: "casinos", action: "open", count: 1, spread: "one", where: {} },
    },
    {
      id: "cash",
      label: "Place 1 Cash with a Guerrilla or cube",
      step: {
        do: "cash",
        holders: ["GOV", "26J", "DR", "SYN"],
        count: 1,
        spread: "one",
        where: {},
      },
    },
  ];
  const chosen: SpaceId[] = [];
  for (let round = 1; round <= 2; round++) {
    const pool = SPACE_IDS.filter((id) => !chosen.includes(id) && casinos(w.board.spaces[id]) > 0);
    const options = pool.map((id) => {
      const tried = acts.map((a) => ({ ...a, ...probe(w.board, a.step, id, ctx) }));
      const legal = tried.filter((t) => t.done > 0);
      const eff = legal.map((t) => ({ ...t, hits: listed(w.board, t.board, ctx) }));
      return { id, legal, eff: eff.filter((t) => t.hits.length > 0) };
    });
    const purpose = `#21 Casino space (${round} of 2)`;
    let at: SpaceId | null;
    let act: SpaceStep | undefined;
    if (ctx.chooser === "np") {
      const cands = options.filter((o) => o.eff.length > 0);
      if (!cands.length) {
        w.note(`${purpose}: nowhere it would be effective (skipped, C8.5.5)`, "C8.5.5");
        return;
      }
      const column = leftmost(
        ctx,
        cands.flatMap((o) => o.eff.flatMap((t) => t.hits.map((h) => h.column))),
      );
      at = yield* askSpace(
        column,
        cands.map((o) => o.id),
        purpose,
        w.board,
      );
      act = cands.find((o) => o.id === at)?.eff[0]?.step;
    } else {
      const cands = options.filter((o) => o.legal.length > 0);
      if (!cands.length) {
        w.note(`${purpose}: no legal space (skipped)`, "5.1.3");
        return;
      }
      at = yield* pickSpace(
        w,
        ctx,
        cands.map((o) => o.id),
        `${purpose}: which space?`,
      );
      const legal = cands.find((o) => o.id === at)?.legal ?? [];
      if (legal.length > 1) {
        const v = yield* askQuestion(
          qid(w, ctx),
          `#21 in ${at ? name(at) : ""}: which?`,
          legal.map((l) => ({ value: l.id, label: l.label })),
          "5.1",
        );
        act = legal.find((l) => l.id === v)?.step;
      } else act = legal[0]?.step;
    }
    if (!at || !act) return;
    chosen.push(at);
    yield* inSpace(w, act, at, 1, ctx);
  }
};

export const CUSTOM_13_24: Readonly<Record<string, CustomProcedure>> = {
  "17u-rally-at-bases": rallyAtBases,
  "19u-manifesto": manifesto,
  "20s-halve-most": halveMost,
  "21s-casino-or-cash": casinoOrCash,
};
