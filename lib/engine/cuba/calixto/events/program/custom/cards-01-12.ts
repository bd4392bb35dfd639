import { FACTION_NAME } from "@/data/cuba/pieces";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { flipPieces, removePieces, setSupport } from "../../../../board/changes";
import { controller, cubes, guerrillas, underground } from "../../../../board/space";
import {
  type Faction,
  type GameBoard,
  type Insurgent,
  SPACE_IDS,
  type SpaceId,
} from "../../../../types";
import type { Need, NeedAnswer } from "../../../contracts";
import { sweepActivation } from "../../../moves/activation";
import { piecesIn } from "../../../piece-priorities";
import { assaultHasEffect } from "../../../procedures/assault";
import { removeTarget } from "../../../procedures/remove";
import { askDice, askQuestion, askSpace, askTie } from "../../../procedures/run";
import { COLUMNS, type ColumnId } from "../../../types";
import type { CustomProcedure } from "../custom-procedure";
import { diffHits } from "../hits";
import { listedHits } from "../listed";
import { kindsOf } from "../pieces";
import { type EventCtx, EventWork } from "../work";

/** Card-specific Event procedures for cards 01 to 12 (see ../custom.ts). */

type Gen<T> = Generator<Need, T, NeedAnswer>;
const name = (id: SpaceId) => SPACE_BY_ID[id].name;
const INSURGENT_FACTIONS: readonly Insurgent[] = ["26J", "DR", "SYN"];

/** The player picks one space (auto when only one). */
function* playerSpace(w: EventWork, ctx: EventCtx, candidates: SpaceId[], purpose: string) {
  if (candidates.length === 1) return candidates[0];
  return (yield* askQuestion(
    `event-${ctx.card}-${ctx.side}-q${w.asked++}`,
    `${purpose}: which space?`,
    candidates.map((id) => ({ value: id, label: name(id) })),
    "5.1",
  )) as SpaceId;
}

/** The player picks one Faction (auto when only one). */
function* playerFaction<F extends Faction>(w: EventWork, ctx: EventCtx, fs: F[], purpose: string) {
  if (fs.length === 1) return fs[0];
  return (yield* askQuestion(
    `event-${ctx.card}-${ctx.side}-q${w.asked++}`,
    `${purpose}: which Faction?`,
    fs.map((f) => ({ value: f, label: FACTION_NAME[f] })),
    "5.1",
  )) as F;
}

/** The spaces with the highest score. */
function topBy(ids: SpaceId[], score: (id: SpaceId) => number): SpaceId[] {
  const best = Math.max(...ids.map(score));
  return ids.filter((id) => score(id) === best);
}

const activeOf = (b: GameBoard, id: SpaceId, f: Faction) =>
  kindsOf(f, ["active"]).reduce((n, k) => n + b.spaces[id].pieces[k], 0);

/**
 * #3 Eulogio Cantillo unshaded: a space with Troops is selected and a Faction free Marches all
 * its Guerrillas out of it, then flips them Underground. The executing Faction picks the space
 * and the Faction (5.1 example). An NP marches its own Guerrillas out of the Troop space with
 * the most of its Active Guerrillas (EI #3). The March itself is a grant (C8.5.5: a Calixto
 * card drawn until it shows a March, its destinations by March Destination and the Move
 * Priorities) whose terms say what the text says: its only origin is the Troop space, every
 * Guerrilla of the Faction there moves out (no keep rule holds one back), and afterwards the
 * ones that moved flip Underground (grant-terms.ts; 5.1.1).
 */
const marchOut: CustomProcedure = function* (w, ctx) {
  const troops = (id: SpaceId) => w.board.spaces[id].pieces.troop > 0;
  const has = (id: SpaceId, f: Insurgent) => guerrillas(w.board.spaces[id], f) > 0;
  let space: SpaceId;
  let f: Insurgent;
  if (ctx.chooser === "np") {
    if (ctx.actor === "GOV") {
      w.note("#3: no NP rule for the Government naming a marching Faction (skipped)", "C8.5.5");
      return;
    }
    f = ctx.actor;
    const own = SPACE_IDS.filter((id) => troops(id) && has(id, f));
    if (!own.length) {
      w.note(`#3: no space with Troops and ${FACTION_NAME[f]} Guerrillas (skipped)`, "C8.2.1");
      return;
    }
    const top = topBy(own, (id) => activeOf(w.board, id, f));
    space = yield* askSpace(null, top, "#3 Troop space to March out of (EI: most Active)", w.board);
  } else {
    const any = SPACE_IDS.filter((id) => troops(id) && INSURGENT_FACTIONS.some((g) => has(id, g)));
    if (!any.length) {
      w.note("#3: no space with Troops and Guerrillas (skipped)", "5.1.3");
      return;
    }
    space = yield* playerSpace(w, ctx, any, "#3 Troop space to March out of");
    f = yield* playerFaction(
      w,
      ctx,
      INSURGENT_FACTIONS.filter((g) => has(space, g)),
      "#3 Marching",
    );
  }
  w.mark("origin", space);
  // Marching OUT of the Troop space: it is the only origin, so it is never a destination (5.1).
  w.grants.push({
    faction: f,
    actions: ["march"],
    spaces: null,
    terms: { march: { from: [space], all: true, thenUnderground: true } },
    note: `all its Guerrillas march out of ${name(space)} (from there only), then flip Underground`,
  });
  w.note(
    `${FACTION_NAME[f]} free Marches all its Guerrillas out of ${name(space)}, then flips them Underground`,
    "5.5",
  );
};

/**
 * #3 Eulogio Cantillo shaded: a Province or City with Troops; they free Sweep in place (no cube
 * moves in), then free Assault there (5.5). NP Government: RR column among the spaces with
 * Underground Guerrillas where the Assault after the Sweep would remove something (EI #3; a
 * Mountain with 1 Troop removes nothing, 3.2.4); failing those, any space where it would. The
 * grant's terms hold the Sweep in place: no origin (grant-terms.ts `from: []`).
 */
function assaultAfterSweepWorks(board: GameBoard, id: SpaceId, ctx: EventCtx): boolean {
  const swept = sweepActivation(board, id, ctx.options).board;
  return assaultHasEffect(swept, id, ctx.options);
}

const sweepAssault: CustomProcedure = function* (w, ctx) {
  const legal = SPACE_IDS.filter(
    (id) => SPACE_BY_ID[id].kind !== "ec" && w.board.spaces[id].pieces.troop > 0,
  );
  let space: SpaceId;
  if (ctx.chooser === "np") {
    const removes = legal.filter((id) => assaultAfterSweepWorks(w.board, id, ctx));
    const ug = removes.filter((id) =>
      INSURGENT_FACTIONS.some((g) => underground(w.board.spaces[id], g) > 0),
    );
    const works = ug.length ? ug : removes;
    if (!works.length) {
      w.note("#3: no Province or City with Troops where an Assault would work (skipped)", "C8.5.5");
      return;
    }
    space = yield* askSpace("RR", works, "#3 Troops Sweep in place and Assault", w.board);
  } else {
    if (!legal.length) {
      w.note("#3: no Province or City with Troops (skipped)", "5.1.3");
      return;
    }
    space = yield* playerSpace(w, ctx, legal, "#3 Troops Sweep in place and Assault");
  }
  w.mark("target", space);
  w.grants.push({
    faction: "GOV",
    actions: ["sweep", "assault"],
    spaces: [space],
    // "They" Sweep in place, then Assault: the Troops already there. Armored Cars (#1 Momentum)
    // would move more Troops in before the Assault; the Event being played wins (5.1.2).
    terms: { sweep: { from: [] }, assault: { from: [] } },
    note: `the Troops in ${name(space)} Sweep in place (no cubes move in), then Assault there (no Troops move in, 5.1.2)`,
  });
  w.note(`Government free Sweeps in place in ${name(space)}, then free Assaults there`, "5.5");
};

/** The Effective Events kinds this NP would get from setting one Province to Passive Opposition. */
function passiveOppHits(w: EventWork, ctx: EventCtx, id: SpaceId) {
  if (w.board.spaces[id].support === -1) return [];
  const probe = new EventWork(w.board);
  probe.apply(setSupport(w.board, id, -1));
  return listedHits(w.board, diffHits(w.board, probe.board, ctx.actor), ctx);
}

/** The column for a support choice: the Event Instructions' first, else the effect's (C8.5.6). */
function supportColumn(ctx: EventCtx, cols: (ColumnId | null)[]): ColumnId | null {
  const order = COLUMNS[ctx.actor] as readonly ColumnId[];
  const hint = ctx.hints.find((c) => order.includes(c));
  if (hint) return hint;
  const own = cols.filter((c): c is ColumnId => !!c && order.includes(c));
  own.sort((a, b) => order.indexOf(a) - order.indexOf(b));
  return own[0] ?? null;
}

function setPassiveOpposition(w: EventWork, id: SpaceId) {
  if (w.board.spaces[id].support !== -1) w.apply(setSupport(w.board, id, -1));
  else w.note(`${name(id)} is already at Passive Opposition`, "5.1");
}

/**
 * #5 Rolando Masferrer unshaded: a Province with Troops and 1 Province adjacent to it go to
 * Passive Opposition. Either of the pair may be chosen first, as long as one of the two has
 * Troops. NP DR (EI #5): the Province at Active Support with Troops in or next to it is one of
 * the pair (STN column if several), its partner an adjacent Province that makes the pair legal.
 * Another NP first picks an effective Province by its column, then its partner. The partner is
 * chosen effective ones first (the second setting is part of the text, so it is made even where
 * it helps nobody, C8.2.1).
 */
const twoProvinces: CustomProcedure = function* (w, ctx) {
  const province = (id: SpaceId) => SPACE_BY_ID[id].kind === "province";
  const troops = (id: SpaceId) => w.board.spaces[id].pieces.troop > 0;
  const partners = (p: SpaceId) =>
    SPACE_BY_ID[p].adjacent.filter((q) => province(q) && (troops(p) || troops(q)));
  const firsts = SPACE_IDS.filter((p) => province(p) && partners(p).length > 0);
  if (!firsts.length) {
    w.note("#5: no Province with Troops next to another Province (skipped)", "5.1.3");
    return;
  }
  let first: SpaceId;
  let second: SpaceId;
  if (ctx.chooser === "np") {
    // EI #5 DR names the Province at Active Support: it is in the pair whenever it can be.
    const named = ctx.actor === "DR" ? firsts.filter((p) => w.board.spaces[p].support === 2) : [];
    const eff = (named.length ? named : firsts)
      .map((id) => ({ id, hits: passiveOppHits(w, ctx, id) }))
      .filter((e) => e.hits.length > 0);
    if (!eff.length) {
      w.note(
        `#5: no Province where it would be effective for ${FACTION_NAME[ctx.actor]} (skipped)`,
        "C8.5.5",
      );
      return;
    }
    const column = supportColumn(
      ctx,
      eff.flatMap((e) => e.hits.map((h) => h.column)),
    );
    first = yield* askSpace(
      column,
      eff.map((e) => e.id),
      "#5 Province to Passive Opposition",
      w.board,
    );
    setPassiveOpposition(w, first);
    const qs = partners(first);
    const effQ = qs.filter((q) => passiveOppHits(w, ctx, q).length > 0);
    second = yield* askSpace(
      column,
      effQ.length ? effQ : qs,
      "#5 adjacent Province to Passive Opposition",
      w.board,
    );
  } else {
    first = yield* playerSpace(w, ctx, firsts, "#5 Province (with Troops or next to them)");
    setPassiveOpposition(w, first);
    second = yield* playerSpace(w, ctx, partners(first), "#5 adjacent Province");
  }
  setPassiveOpposition(w, second);
};

/**
 * #11 Batista Flees: a die roll of Troops is selected and removed (to Available), one at a
 * time (C8.2.1). NP Government (EI #11): where a Troop can go without losing GOV Control, or
 * the 2 cubes with a GOV Base, if possible; among those, Provinces with most Troops, then
 * Cities with most Troops (ECs last, our reading). A player picks each Troop's space.
 */
function keepsHold(b: GameBoard, id: SpaceId): boolean {
  const before = b.spaces[id];
  const after = removePieces(b, id, "troop", 1).board.spaces[id];
  const control = controller(id, before) !== "GOV" || controller(id, after) === "GOV";
  const base = before.pieces.govBase === 0 || cubes(before) < 2 || cubes(after) >= 2;
  return control && base;
}

const KIND_RANK = { province: 0, city: 1, ec: 2 } as const;

function* npTroopSpace(w: EventWork, candidates: SpaceId[]): Gen<SpaceId> {
  const kept = candidates.filter((id) => keepsHold(w.board, id));
  const pool = kept.length ? kept : candidates;
  const rank = Math.min(...pool.map((id) => KIND_RANK[SPACE_BY_ID[id].kind]));
  const tier = pool.filter((id) => KIND_RANK[SPACE_BY_ID[id].kind] === rank);
  const top = topBy(tier, (id) => w.board.spaces[id].pieces.troop);
  // Spaces tied on the most Troops: nothing else orders them, so a random pick ("When in
  // Doubt, Randomize", C8.2.1), not the order the spaces are listed in.
  return yield* askTie(top, "#11 Troop to remove (EI: most Troops)", "C8.2.1");
}

const troopsOff: CustomProcedure = function* (w, ctx) {
  const n = yield* askDice("1d6", "#11 Troops to remove", ctx.actor, "5.1");
  w.note(`A die roll of ${n}: remove ${n} Troops`, "5.1");
  for (let i = 0; i < n; i++) {
    const with_ = SPACE_IDS.filter((id) => w.board.spaces[id].pieces.troop > 0);
    if (!with_.length) {
      w.note("No more Troops on the map", "5.1.3");
      return;
    }
    const space =
      ctx.chooser === "np"
        ? yield* npTroopSpace(w, with_)
        : yield* playerSpace(w, ctx, with_, `#11 Troop ${i + 1} of ${n}`);
    const refs = piecesIn(w.board.spaces[space], ["troop"]);
    const ref = refs.find((r) => !r.cash) ?? refs[0];
    yield* removeTarget(w, space, ref, { kind: "none" });
  }
};

/**
 * #8 General Strike shaded, last sentence: open any 1 closed Casino. NP Government (EI #8): a
 * space with GOV Control first, then most cubes, then fewest Guerrillas, then random; the EI
 * has it open one although opening a Casino is on no GOV Effective Events row. NP Syndicate:
 * Place Casinos column (adds an open Casino). Other NPs gain nothing by it (C8.5.5, skipped).
 */
const openCasino: CustomProcedure = function* (w, ctx) {
  const closed = SPACE_IDS.filter((id) => w.board.spaces[id].pieces.casinoClosed > 0);
  if (!closed.length) {
    w.note("#8: no closed Casino to open (skipped)", "5.1.3");
    return;
  }
  let space: SpaceId;
  if (ctx.chooser === "player") space = yield* playerSpace(w, ctx, closed, "#8 Casino to open");
  else if (ctx.actor === "GOV") {
    const b = w.board;
    const ctrl = closed.filter((id) => controller(id, b.spaces[id]) === "GOV");
    const guerrillasIn = (id: SpaceId) =>
      INSURGENT_FACTIONS.reduce((n, f) => n + guerrillas(b.spaces[id], f), 0);
    let pool = topBy(ctrl.length ? ctrl : closed, (id) => cubes(b.spaces[id]));
    pool = topBy(pool, (id) => -guerrillasIn(id));
    space = yield* askSpace(null, pool, "#8 Casino to open (EI #8)", w.board);
  } else if (ctx.actor === "SYN")
    space = yield* askSpace("PCas", closed, "#8 Casino to open", w.board);
  else {
    w.note(
      `#8: opening a Casino is not effective for ${FACTION_NAME[ctx.actor]} (skipped)`,
      "C8.5.5",
    );
    return;
  }
  w.apply(flipPieces(w.board, space, "casinoClosed", "casinoOpen", 1));
};

export const CUSTOM_01_12: Readonly<Record<string, CustomProcedure>> = {
  "8s-open-casino": openCasino,
  "3u-march-out": marchOut,
  "3s-sweep-assault": sweepAssault,
  "5u-two-provinces": twoProvinces,
  "11u-troops-off": troopsOff,
};
