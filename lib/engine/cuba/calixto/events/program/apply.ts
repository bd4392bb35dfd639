import { FACTION_NAME, OWNER_OF, PIECE_LABEL, POOL_OF } from "@/data/cuba/pieces";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { available, availableCash } from "../../../board/board";
import {
  addTerror,
  flipPieces,
  placeCash,
  placePieces,
  removePieces,
  removeTerror,
  setSabotage,
  setSupport,
} from "../../../board/changes";
import { baseRoom, casinoRoom } from "../../../board/space";
import type { Faction, GameBoard, PieceKind, SpaceId, SupportLevel } from "../../../types";
import type { Need, NeedAnswer } from "../../contracts";
import { type PieceRef, piecesIn, rankPieces } from "../../piece-priorities";
import { freeCash, holderOf } from "../../procedures/cash";
import { markersLeft } from "../../procedures/context";
import { removeTarget } from "../../procedures/remove";
import { askQuestion } from "../../procedures/run";
import { shifted } from "../support-hits";
import { isBaseKind, kindsOf, owners, placedKinds } from "./pieces";
import type { EventStep, Owner } from "./types";
import type { EventCtx, EventWork } from "./work";

/**
 * One Event step carried out in one space: the piece-level work (which pieces, in what order),
 * within the rules every Event obeys (5.1.1: never place what is not Available, remove rather
 * than replace when the replacement is not Available, close rather than remove Casinos, never
 * break stacking; 1.4.1, 1.4.2, 1.4.5) and the Calixto choices (C8.5.5 place friendly / remove
 * enemy; C8.5.8 Piece Priorities; C8.2.1 one piece at a time). Returns how many units it did.
 */
export type SpaceStep = Extract<
  EventStep,
  {
    do:
      | "place"
      | "remove"
      | "replace"
      | "flip"
      | "shift"
      | "setSupport"
      | "marker"
      | "casinos"
      | "cash";
  }
>;

type Gen = Generator<Need, number, NeedAnswer>;
const name = (id: SpaceId) => SPACE_BY_ID[id].name;

/** Whose pieces a step may place or bring in: an NP listed places only its own (C8.5.5). */
export function placingFactions(list: readonly Owner[], ctx: EventCtx): Faction[] {
  const fs = owners(list, ctx.actor);
  if (ctx.chooser === "np" && fs.includes(ctx.actor)) return [ctx.actor];
  return fs;
}

/** Whose pieces a step may take: an NP given a choice takes only enemy pieces (C8.5.5). */
export function targetFactions(list: readonly Owner[], ctx: EventCtx): Faction[] {
  const fs = owners(list, ctx.actor);
  if (ctx.chooser === "np" && fs.some((f) => f !== ctx.actor))
    return fs.filter((f) => f !== ctx.actor);
  return fs;
}

function canPlaceKind(board: GameBoard, space: SpaceId, k: PieceKind): boolean {
  if (available(board, POOL_OF[k]) < 1) return false;
  const s = board.spaces[space];
  if (k === "casinoOpen" || k === "casinoClosed") return casinoRoom(space, s) > 0;
  if (isBaseKind(k)) return baseRoom(space, s) > 0;
  return true;
}

/** The piece kinds this placement could put in the space now, in the order an NP places them. */
export function placeOptions(
  board: GameBoard,
  step: Extract<EventStep, { do: "place" }>,
  space: SpaceId,
  ctx: EventCtx,
  placedSoFar = 0,
): PieceKind[] {
  const out: PieceKind[] = [];
  for (const f of placingFactions(step.owners, ctx))
    for (const c of step.pieces)
      for (const k of placedKinds(f, c, step))
        if (!out.includes(k) && canPlaceKind(board, space, k)) out.push(k);
  return orderPlacement(board, out, space, ctx, placedSoFar);
}

/** The order an NP puts pieces in: Government cubes alternate; others by Piece Priorities. */
function orderPlacement(
  board: GameBoard,
  out: PieceKind[],
  space: SpaceId,
  ctx: EventCtx,
  placedSoFar: number,
): PieceKind[] {
  if (ctx.chooser === "player" || out.length < 2) return out;
  // Government cubes alternate Police and Troops, Police first (ref 3.2 row 5, C8.9 card 5).
  if (out.includes("police") && out.includes("troop")) {
    const first = placedSoFar % 2 === 0 ? "police" : "troop";
    return [first, ...out.filter((k) => k !== first)];
  }
  const refs = rankPieces(
    board,
    space,
    out.map((kind) => ({ kind, cash: 0 })),
    "friendly",
    { acting: ctx.actor, options: ctx.options },
  );
  return refs.map((r) => r.kind);
}

function* pickKind(w: EventWork, ctx: EventCtx, kinds: PieceKind[], space: SpaceId, what: string) {
  if (kinds.length === 1) return kinds[0];
  if (ctx.chooser === "np") {
    w.note(
      `${what} in ${name(space)}: ${PIECE_LABEL[kinds[0]].one} first (Piece Priorities)`,
      "C8.5.8",
    );
    return kinds[0];
  }
  const v = yield* askQuestion(
    `event-${ctx.card}-${ctx.side}-q${w.asked++}`,
    `${what} in ${name(space)}: which piece?`,
    kinds.map((k) => ({ value: k, label: PIECE_LABEL[k].one })),
    "5.1",
  );
  return v as PieceKind;
}

/** Pieces a removal or replacement could take here, in Piece Priorities order (C8.5.8). */
export function targetOptions(
  board: GameBoard,
  step: Extract<EventStep, { do: "remove" | "replace" }>,
  space: SpaceId,
  ctx: EventCtx,
): PieceRef[] {
  const kinds: PieceKind[] = [];
  for (const f of targetFactions(step.of, ctx))
    for (const k of kindsOf(f, step.pieces)) if (k !== "casinoClosed") kinds.push(k);
  const refs = piecesIn(board.spaces[space], kinds);
  if (refs.length < 2) return refs;
  const own = targetFactions(step.of, ctx).every((f) => f === ctx.actor);
  return rankPieces(board, space, refs, own ? "removeFriendly" : "enemy", {
    acting: ctx.actor,
    options: ctx.options,
  });
}

function* pickTarget(w: EventWork, ctx: EventCtx, refs: PieceRef[], space: SpaceId, what: string) {
  const kinds = [...new Set(refs.map((r) => r.kind))];
  if (kinds.length === 1) return refs[0];
  if (ctx.chooser === "np") {
    w.note(
      `${what} in ${name(space)}: ${PIECE_LABEL[refs[0].kind].one} first (Piece Priorities)`,
      "C8.5.8",
    );
    return refs[0];
  }
  const v = yield* askQuestion(
    `event-${ctx.card}-${ctx.side}-q${w.asked++}`,
    `${what} in ${name(space)}: which piece?`,
    kinds.map((k) => ({ value: k, label: PIECE_LABEL[k].one })),
    "5.1",
  );
  return refs.find((r) => r.kind === v) ?? refs[0];
}

function limit(n: number | "all"): number {
  return n === "all" ? Number.POSITIVE_INFINITY : n;
}

function* place(
  w: EventWork,
  s: Extract<EventStep, { do: "place" }>,
  space: SpaceId,
  n: number,
  ctx: EventCtx,
): Gen {
  let done = 0;
  while (done < n) {
    const opts = placeOptions(w.board, s, space, ctx, done);
    if (!opts.length) break;
    const k = yield* pickKind(w, ctx, opts, space, "Place");
    w.apply(placePieces(w.board, space, k, 1));
    done++;
  }
  if (done < n && n !== Number.POSITIVE_INFINITY && done === 0)
    w.note(`Nothing to place in ${name(space)}: none Available or no room (1.4.1, 1.4.2)`, "5.1.1");
  return done;
}

/**
 * "The enemy's" pieces (#35): an NP takes them from the enemy Faction with the most of them
 * there, up to the count, so the Event goes as far as it can (C8.2.1); the Piece Priorities
 * (C8.5.8, the order of `refs`) settle a tie.
 */
function fullestOwner(refs: PieceRef[], n: number): PieceRef[] {
  const count = (f: Faction) => Math.min(n, refs.filter((r) => OWNER_OF[r.kind] === f).length);
  const best = Math.max(...refs.map((r) => count(OWNER_OF[r.kind])));
  const owner = refs.find((r) => count(OWNER_OF[r.kind]) === best);
  return owner ? refs.filter((r) => OWNER_OF[r.kind] === OWNER_OF[owner.kind]) : refs;
}

/**
 * Take up to `n` of the step's target pieces in the space, one at a time, each chosen by the
 * Piece Priorities (an NP) or by the player, and hand each to `take`. With `oneOwner` every
 * piece after the first belongs to the first one's Faction.
 */
function* eachTarget(
  w: EventWork,
  s: Extract<EventStep, { do: "remove" | "replace" }>,
  space: SpaceId,
  n: number,
  ctx: EventCtx,
  verb: string,
  take: (ref: PieceRef, done: number) => Generator<Need, void, NeedAnswer>,
): Gen {
  let done = 0;
  let owner: Faction | null = null;
  while (done < n) {
    let refs = targetOptions(w.board, s, space, ctx);
    if (s.oneOwner && owner) refs = refs.filter((r) => OWNER_OF[r.kind] === owner);
    else if (s.oneOwner && ctx.chooser === "np") refs = fullestOwner(refs, n);
    if (!refs.length) break;
    // Every piece left goes ("all", #24 shaded; or no more than the count): the player has no
    // piece to choose, so none is asked (5.1: only selections the text leaves open).
    const everyOne = ctx.chooser === "player" && !s.oneOwner && n - done >= refs.length;
    const ref = everyOne ? refs[0] : yield* pickTarget(w, ctx, refs, space, verb);
    owner = OWNER_OF[ref.kind];
    yield* take(ref, done);
    done++;
  }
  return done;
}

function remove(
  w: EventWork,
  s: Extract<EventStep, { do: "remove" }>,
  space: SpaceId,
  n: number,
  ctx: EventCtx,
): Gen {
  return eachTarget(w, s, space, n, ctx, "Remove", (ref) =>
    removeTarget(w, space, ref, { kind: "none" }),
  );
}

function replace(
  w: EventWork,
  s: Extract<EventStep, { do: "replace" }>,
  space: SpaceId,
  n: number,
  ctx: EventCtx,
): Gen {
  const ratio = s.ratio ?? 1;
  const kinds: PieceKind[] = [];
  for (const f of placingFactions(s.by, ctx))
    for (const c of s.byPieces)
      for (const k of placedKinds(f, c)) if (!kinds.includes(k)) kinds.push(k);
  return eachTarget(w, s, space, n, ctx, "Replace", function* (ref, done) {
    if (ref.kind === "casinoOpen") {
      // Replacing an open Casino closes it and places the replacement (1.4.5).
      w.apply(flipPieces(w.board, space, "casinoOpen", "casinoClosed", 1));
    } else {
      w.apply(removePieces(w.board, space, ref.kind, 1, ref.cash));
    }
    let put = 0;
    for (let i = 0; i < ratio; i++) {
      const ok = orderPlacement(
        w.board,
        kinds.filter((k) => canPlaceKind(w.board, space, k)),
        space,
        ctx,
        done * ratio + i,
      );
      if (!ok.length) break;
      const k = yield* pickKind(w, ctx, ok, space, "Replace with");
      w.apply(placePieces(w.board, space, k, 1));
      put++;
    }
    if (!put) w.note("None Available to replace it with: removed only", "5.1.1");
    // Each Cash marker the piece held goes to its owner's hand-off (4.5.2, C8.2.1).
    if (ref.kind !== "casinoOpen")
      for (let i = 0; i < ref.cash; i++)
        yield* freeCash(w, space, OWNER_OF[ref.kind], { kind: "none" });
  });
}

function flip(
  w: EventWork,
  s: Extract<EventStep, { do: "flip" }>,
  space: SpaceId,
  n: number,
  ctx: EventCtx,
): number {
  let done = 0;
  for (const f of targetFactions(s.of, ctx)) {
    if (f === "GOV") continue;
    const [from, to] =
      s.to === "active"
        ? (kindsOf(f, ["underground", "active"]) as PieceKind[])
        : (kindsOf(f, ["active", "underground"]) as PieceKind[]);
    const k = Math.min(n - done, w.board.spaces[space].pieces[from]);
    if (k > 0) {
      w.apply(flipPieces(w.board, space, from, to, k));
      done += k;
    }
  }
  return done;
}

/** C8.8 directions: GOV toward Active Support, 26J toward Active Opposition, DR and SYN Neutral. */
export function actorDirection(f: Faction): "support" | "opposition" | "neutral" {
  return f === "GOV" ? "support" : f === "26J" ? "opposition" : "neutral";
}

function supportStep(
  w: EventWork,
  s: Extract<EventStep, { do: "shift" | "setSupport" }>,
  space: SpaceId,
  ctx: EventCtx,
): number {
  if (SPACE_BY_ID[space].kind === "ec") return 0;
  const old = w.board.spaces[space].support;
  const next =
    s.do === "setSupport"
      ? s.level
      : (shifted(
          old,
          s.toward === "actor" ? actorDirection(ctx.actor) : s.toward,
          s.levels,
        ) as SupportLevel);
  if (next === old) return 0;
  w.apply(setSupport(w.board, space, next));
  return 1;
}

function marker(w: EventWork, s: Extract<EventStep, { do: "marker" }>, space: SpaceId): number {
  const sp = w.board.spaces[space];
  const ec = SPACE_BY_ID[space].kind === "ec";
  if (s.marker === "sabotage") {
    if (!ec) return 0;
    if (s.action === "place" && !sp.sabotage && markersLeft(w.board) > 0) {
      w.apply(setSabotage(w.board, space, true));
      return 1;
    }
    if (s.action === "remove" && sp.sabotage) {
      w.apply(setSabotage(w.board, space, false));
      return 1;
    }
    return 0;
  }
  if (ec) return 0;
  const n = s.count ?? 1;
  if (s.action === "place") {
    const k = Math.min(n, markersLeft(w.board));
    if (k > 0) w.apply(addTerror(w.board, space, k));
    return k;
  }
  const k = Math.min(n, sp.terror);
  if (k > 0) w.apply(removeTerror(w.board, space, k));
  return k;
}

function casinos(
  w: EventWork,
  s: Extract<EventStep, { do: "casinos" }>,
  space: SpaceId,
  n: number,
): number {
  const from = s.action === "open" ? "casinoClosed" : "casinoOpen";
  const to = s.action === "open" ? "casinoOpen" : "casinoClosed";
  const k = Math.min(n, w.board.spaces[space].pieces[from]);
  if (k > 0) w.apply(flipPieces(w.board, space, from, to, k));
  return k;
}

function* cash(
  w: EventWork,
  s: Extract<EventStep, { do: "cash" }>,
  space: SpaceId,
  n: number,
  ctx: EventCtx,
): Gen {
  let done = 0;
  while (done < n && availableCash(w.board) > 0) {
    const holders = placingFactions(s.holders, ctx)
      .map((f) => holderOf(w.board.spaces[space], f))
      .filter((k): k is NonNullable<typeof k> => k !== null);
    if (!holders.length) break;
    const k = yield* pickKind(w, ctx, holders, space, "Cash");
    w.apply(placeCash(w.board, space, k as never));
    done++;
  }
  return done;
}

/** Carry the step out in one space, up to `n` units (pieces, markers, levels). */
export function* inSpace(
  w: EventWork,
  s: SpaceStep,
  space: SpaceId,
  n: number | "all",
  ctx: EventCtx,
): Gen {
  const m = limit(n);
  switch (s.do) {
    case "place":
      return yield* place(w, s, space, m, ctx);
    case "remove":
      return yield* remove(w, s, space, m, ctx);
    case "replace":
      return yield* replace(w, s, space, m, ctx);
    case "flip":
      return flip(w, s, space, m, ctx);
    case "shift":
    case "setSupport":
      return supportStep(w, s, space, ctx);
    case "marker":
      return marker(w, s, space);
    case "casinos":
      return casinos(w, s, space, m);
    case "cash":
      return yield* cash(w, s, space, m, ctx);
  }
}

export const factionName = (f: Faction) => FACTION_NAME[f];
