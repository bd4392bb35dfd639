import { FACTION_NAME, PIECE_LABEL } from "@/data/cuba/pieces";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { available, availableCash } from "../../../../board/board";
import {
  placeCash,
  placePieces,
  removePieces,
  setSupport,
  transferCash,
} from "../../../../board/changes";
import { casinoRoom, enemyForces } from "../../../../board/space";
import { setResources } from "../../../../board/tracks";
import {
  type CashHolder,
  type Faction,
  type GameBoard,
  SPACE_IDS,
  type SpaceId,
} from "../../../../types";
import type { Need, NeedAnswer } from "../../../contracts";
import { canHold, HOLDER_KINDS } from "../../../procedures/cash";
import { askDice, askQuestion, askSpace } from "../../../procedures/run";
import { COLUMNS, type ColumnId } from "../../../types";
import { inSpace } from "../apply";
import type { CustomProcedure } from "../custom-procedure";
import { diffHits } from "../hits";
import { listedHits } from "../listed";
import { runAuto } from "../simulate";
import type { EventStep } from "../types";
import { type EventCtx, EventWork } from "../work";

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

type Gen<T = void> = Generator<Need, T, NeedAnswer>;
const name = (id: SpaceId) => SPACE_BY_ID[id].name;
const CITIES = SPACE_IDS.filter((id) => SPACE_BY_ID[id].kind === "city");

/** A card procedure that asks for nothing (a generator only to fit the registry). */
const plain = (f: (w: EventWork, ctx: EventCtx) => void): CustomProcedure =>
  function* (w, ctx) {
    f(w, ctx);
    yield* [];
  };

/** Add to a Faction's Resources; NP GOV, 26J and DR do not track them (C8.2.1, 1.8 cap 49). */
function addResources(w: EventWork, f: Faction, delta: number): void {
  if (f !== "SYN" && w.board.roles[f] === "np") {
    w.note(`${FACTION_NAME[f]} Resources: not tracked by an NP (ignored, C8.2.1)`, "C8.2.1");
    return;
  }
  const next = Math.max(0, Math.min(49, w.board.resources[f] + delta));
  if (next !== w.board.resources[f]) w.apply(setResources(w.board, f, next));
}

function* ask(
  w: EventWork,
  ctx: EventCtx,
  text: string,
  options: { value: string; label: string }[],
) {
  return yield* askQuestion(`event-${ctx.card}-${ctx.side}-q${w.asked++}`, text, options, "5.1");
}

/** A player's space pick among candidates (none asked when only one). */
function* playerSpace(w: EventWork, ctx: EventCtx, candidates: SpaceId[], purpose: string) {
  if (candidates.length === 1) return candidates[0];
  return (yield* ask(
    w,
    ctx,
    `${purpose}: which space?`,
    candidates.map((id) => ({ value: id, label: name(id) })),
  )) as SpaceId;
}

/**
 * An NP's pick of one space for a card procedure done wholly in that space (C8.5.5): among the
 * spaces where a dry run of it is effective, by the column of the leftmost effective action
 * (an Event Instructions column first, C8.5.6); `order` is an Event Instructions space order.
 */
function* npSpace(
  w: EventWork,
  ctx: EventCtx,
  pool: readonly SpaceId[],
  run: (t: EventWork, id: SpaceId) => Gen<unknown>,
  purpose: string,
  opts: { column?: ColumnId; order?: readonly SpaceId[] } = {},
): Gen<SpaceId | null> {
  const cols = COLUMNS[ctx.actor] as readonly ColumnId[];
  const eff = pool
    .map((id) => {
      const t = new EventWork(w.board);
      runAuto(run(t, id));
      return { id, hits: listedHits(w.board, diffHits(w.board, t.board, ctx.actor), ctx) };
    })
    .filter((e) => e.hits.length > 0);
  if (!eff.length) {
    w.note(`${purpose}: no space where it would be effective (skipped, C8.5.5)`, "C8.5.5");
    return null;
  }
  if (opts.order) {
    const first = opts.order.find((id) => eff.some((e) => e.id === id));
    if (first) return first;
  }
  const hinted = [opts.column, ...ctx.hints].find((c) => !!c && cols.includes(c));
  const hitCols = eff
    .flatMap((e) => e.hits.map((h) => h.column))
    .filter((c): c is ColumnId => !!c && cols.includes(c))
    .sort((a, b) => cols.indexOf(a) - cols.indexOf(b));
  const column = hinted ?? hitCols[0] ?? null;
  const inColumn = eff.filter((e) => !column || hinted || e.hits.some((h) => h.column === column));
  return yield* askSpace(
    column,
    inColumn.map((e) => e.id),
    purpose,
    w.board,
  );
}

/**
 * Cash markers in a space held by other Factions' pieces that `f` could take onto its own: all of
 * them once `f` has a Guerrilla or cube there, since a piece may hold several Cash (4.5.2).
 */
function takeable(board: GameBoard, id: SpaceId, f: Faction): number {
  const s = board.spaces[id];
  if (!HOLDER_KINDS[f].some((k) => canHold(s, k))) return 0;
  return s.cash.filter((h) => !HOLDER_KINDS[f].includes(h)).length;
}

/**
 * #38 Meyer Lansky unshaded: within one space, Cash passes among Guerrillas and cubes (4.5.2).
 * NP (Event Instructions ref §3.6 #38): the space where it can take the most Cash onto its own
 * pieces, then fewest enemy forces; every such marker moves to its pieces (Police/Underground
 * first, C8.5.8). A player picks the space and, marker by marker, the new holder.
 */
const moveCash: CustomProcedure = function* (w, ctx) {
  const purpose = `#38 Cash changes hands`;
  if (ctx.chooser === "np") {
    const scored = SPACE_IDS.map((id) => ({ id, n: takeable(w.board, id, ctx.actor) })).filter(
      (x) => x.n > 0,
    );
    if (!scored.length) {
      w.note(`${purpose}: no Cash it could take (skipped, C8.5.5)`, "C8.5.5");
      return;
    }
    const most = Math.max(...scored.map((x) => x.n));
    const top = scored.filter((x) => x.n === most).map((x) => x.id);
    const fewest = Math.min(...top.map((id) => enemyForces(w.board.spaces[id], ctx.actor)));
    const best = top.filter((id) => enemyForces(w.board.spaces[id], ctx.actor) === fewest);
    const space = yield* askSpace(null, best, purpose, w.board);
    for (const from of [...w.board.spaces[space].cash]) {
      if (HOLDER_KINDS[ctx.actor].includes(from)) continue;
      const to = HOLDER_KINDS[ctx.actor].find((k) => canHold(w.board.spaces[space], k));
      if (to) w.apply(transferCash(w.board, space, from, to));
    }
    return;
  }
  const holders = (Object.values(HOLDER_KINDS) as (readonly CashHolder[])[]).flat();
  const freeOthers = (id: SpaceId, from: CashHolder) =>
    holders.filter((k) => k !== from && canHold(w.board.spaces[id], k));
  const legal = SPACE_IDS.filter((id) =>
    w.board.spaces[id].cash.some((h) => freeOthers(id, h).length > 0),
  );
  if (!legal.length) {
    w.note(`${purpose}: no Cash that could change hands (skipped)`, "5.1.3");
    return;
  }
  const space = yield* playerSpace(w, ctx, legal, purpose);
  for (const from of [...w.board.spaces[space].cash]) {
    const to = freeOthers(space, from);
    if (!to.length) continue;
    const v = yield* ask(
      w,
      ctx,
      `#38 Cash held by a ${PIECE_LABEL[from].one} in ${name(space)}: give it to?`,
      [
        { value: "keep", label: "Leave it there" },
        ...to.map((k) => ({ value: k, label: PIECE_LABEL[k].one })),
      ],
    );
    if (v !== "keep") w.apply(transferCash(w.board, space, from, v as CashHolder));
  }
};

/** #39 Turismo shaded: GOV and SYN each +3 per space with an open Casino and Police (1.8). */
const touristIncome = plain((w) => {
  const n = SPACE_IDS.filter((id) => {
    const p = w.board.spaces[id].pieces;
    return p.casinoOpen > 0 && p.police > 0;
  }).length;
  w.note(`${n} space(s) with an open Casino and Police: +${3 * n} each`, "5.1");
  if (!n) return;
  addResources(w, "GOV", 3 * n);
  addResources(w, "SYN", 3 * n);
});

/** #40 Ambassador Smith shaded, last part: SYN gains the lesser of 9 and half Aid, rounded down. */
const halfAid = plain((w) => {
  addResources(w, "SYN", Math.min(9, Math.floor(w.board.aid / 2)));
});

const LLANO_BASE: EventStep & { do: "place" } = {
  do: "place",
  owners: ["26J"],
  pieces: ["base"],
  count: 1,
  spread: "one",
  where: {},
};
const LLANO_GUERRILLA: EventStep & { do: "place" } = {
  do: "place",
  owners: ["26J", "DR", "SYN"],
  pieces: ["guerrilla"],
  count: 1,
  spread: "one",
  where: {},
};

/**
 * #42 Llano unshaded: in one City, a 26July Base and any Guerrilla (an NP places its own,
 * C8.5.5). The Base is not a choice, so it goes in even for NP DR; what cannot be placed is
 * skipped (1.4.1, 1.4.2, 5.1.3).
 */
const baseAndGuerrilla: CustomProcedure = function* (w, ctx) {
  const both = function* (t: EventWork, id: SpaceId) {
    yield* inSpace(t, LLANO_BASE, id, 1, ctx);
    yield* inSpace(t, LLANO_GUERRILLA, id, 1, ctx);
  };
  const purpose = "#42 City for a 26J Base and a Guerrilla";
  let city: SpaceId | null;
  if (ctx.chooser === "np") city = yield* npSpace(w, ctx, CITIES, both, purpose);
  else {
    const legal = CITIES.filter((id) => {
      const t = new EventWork(w.board);
      runAuto(both(t, id));
      return t.changes.length > 0;
    });
    city = legal.length ? yield* playerSpace(w, ctx, legal, purpose) : null;
  }
  if (!city) return;
  yield* both(w, city);
};

const OPEN_CASINO: EventStep & { do: "place" } = {
  do: "place",
  owners: ["SYN"],
  pieces: ["casino"],
  open: true,
  count: 1,
  spread: "one",
  where: {},
};

/**
 * #42 Llano shaded: one City loses its Opposition (to Neutral) and gets an open Casino if one is
 * Available with room (1.4.1, 1.4.2). NP GOV: a City at Opposition by Havana, Camagüey,
 * Santiago (Event Instructions ref §3.6 #42); NP SYN: by the Place Casinos column.
 */
const cityCasino: CustomProcedure = function* (w, ctx) {
  const run = function* (t: EventWork, id: SpaceId) {
    if (t.board.spaces[id].support < 0) t.apply(setSupport(t.board, id, 0));
    yield* inSpace(t, OPEN_CASINO, id, 1, ctx);
  };
  const purpose = "#42 City to lose Opposition and gain a Casino";
  let city: SpaceId | null;
  if (ctx.chooser === "np")
    city = yield* npSpace(w, ctx, CITIES, run, purpose, {
      column: "PCas",
      ...(ctx.actor === "GOV" ? { order: ["havana", "camaguey-city", "santiago-de-cuba"] } : {}),
    });
  else city = yield* playerSpace(w, ctx, CITIES, purpose);
  if (!city) return;
  yield* run(w, city);
};

/**
 * #44 Rebel Air Force shaded: 26July or DR hands a die roll of its Resources to SYN (only what it
 * has). NP SYN (Event Instructions ref §3.6 #44): the player Faction of the two with most
 * Resources, 26July on a tie; neither a player: SYN just gains the roll (an NP's Resources are
 * not tracked, C8.2.1).
 */
const resourceRoll: CustomProcedure = function* (w, ctx) {
  let target: "26J" | "DR" | null;
  if (ctx.chooser === "np") {
    const players = (["26J", "DR"] as const).filter((f) => w.board.roles[f] === "player");
    target = players.reduce<"26J" | "DR" | null>(
      (best, f) => (!best || w.board.resources[f] > w.board.resources[best] ? f : best),
      null,
    );
  } else
    target = (yield* ask(w, ctx, "#44: which Faction pays SYN?", [
      { value: "26J", label: FACTION_NAME["26J"] },
      { value: "DR", label: FACTION_NAME.DR },
    ])) as "26J" | "DR";
  const roll = yield* askDice("1d6", "#44 Resources to the Syndicate", ctx.actor, "5.1");
  if (target && w.board.roles[target] === "player") {
    const moved = Math.min(roll, w.board.resources[target]);
    w.note(`${FACTION_NAME[target]} hands ${moved} Resources to the Syndicate`, "5.1.3");
    if (!moved) return;
    w.apply(setResources(w.board, target, w.board.resources[target] - moved));
    addResources(w, "SYN", moved);
    return;
  }
  w.note(`No player pays: the Syndicate gains the roll (${roll})`, "C8.2.1");
  addResources(w, "SYN", roll);
};

/**
 * #46 Sinatra shaded: an open Casino in Havana even beyond stacking (5.1.1 names this card),
 * if one is Available (1.4.1); then 1 Cash with a Police there, if a marker is Available and a
 * Police holds none (4.5.2).
 */
const havanaShow = plain((w) => {
  if (available(w.board, "casino") > 0) w.apply(placePieces(w.board, "havana", "casinoOpen", 1));
  else w.note("No Casino Available (1.4.1)", "5.1.1");
  if (availableCash(w.board) > 0 && canHold(w.board.spaces.havana, "police"))
    w.apply(placeCash(w.board, "havana", "police"));
  else w.note("No Cash with Police in Havana: none Available or no free Police", "5.1.3");
});

export const CUSTOM_37_48: Readonly<Record<string, CustomProcedure>> = {
  "38u-move-cash": moveCash,
  "38s-relocate-casinos": relocateCasinos,
  "39s-tourist-income": touristIncome,
  "40s-half-aid": halfAid,
  "42u-base-and-guerrilla": baseAndGuerrilla,
  "42s-city-casino": cityCasino,
  "44s-resource-roll": resourceRoll,
  "46s-havana-show": havanaShow,
};
