import { OWNER_OF } from "@/data/cuba/pieces";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import type { FieldError } from "../../core/result";
import type { OperationKind, SpecialKind } from "../calixto/types";
import {
  CASH_HOLDERS,
  type Faction,
  type GameBoard,
  PIECE_KINDS,
  type PieceKind,
  SPACE_IDS,
  type SpaceId,
} from "../types";
import {
  ACCOMPANIES,
  OPERATION_LABEL,
  OPERATIONS_OF,
  type OperationSpace,
  type PlayerAction,
  SPECIAL_LABEL,
  type SpecialSpace,
} from "./action";
import { runPlayerAction } from "./apply";
import { specialsOf } from "./lasting";
import { CHOOSE_ACTIVATION } from "./operations/activation";
import { lenderGuerrillas } from "./operations/lent";
import { reach } from "./operations/march";
import { ACTIVE_OF, eitherOf, guerrillaKinds, isBaseKind, isGuerrillaKind } from "./pieces";
import { cardActionOf, limOpMaySpecial, sequenceOptions } from "./sequence";
import { targetsFor } from "./specials/kidnap";
import { targetsNow } from "./targets";
import type { PlayerOptions } from "./work";

/**
 * What the form may offer next, so it shows only legal choices and says why one is missing
 * (issue: "offers only what is legal … and says why an option is missing"). Each answer is
 * worked out by trying the choice on the draft with the same run that checks and applies
 * (apply.ts), so the form and the check can never disagree.
 */
export interface Choice<T> {
  value: T;
  ok: boolean;
  /** Why not, in the player's words (the first refusal the rules give). */
  why?: string;
}

/** Plenty of high dice: a trial that reaches an Attack or Kidnap roll goes on (and fails it). */
const TRIAL_DICE = Array<number>(12).fill(6);

function trial(board: GameBoard, action: PlayerAction, options: PlayerOptions) {
  return runPlayerAction(board, action, {
    ...options,
    dice: TRIAL_DICE,
    spareDice: true,
    sequence: false,
  });
}

/**
 * The first refusal about `prefix` (the field or anything under it). A Sweep or Garrison
 * Activation still to be chosen is the form's next question, not a reason to close a space.
 */
function about(errors: readonly FieldError[], prefix: string): FieldError | undefined {
  return errors.find(
    (e) =>
      !e.reason.startsWith(CHOOSE_ACTIVATION) &&
      (e.field === prefix || e.field.startsWith(`${prefix}.`) || e.field.startsWith(`${prefix}[`)),
  );
}

/** Refusals that only ask for a detail the form fills in next, not a reason the space is closed. */
const ASKS_DETAIL = /^(give |say |name |choose |select )/;

// ------------------------------------------------------------------------------------------------
// Operations

/**
 * The Faction's Operations (3.2, 3.3), each open if it has at least one legal space now and the
 * Sequence of Play allows this kind of action (2.3.4, 2.3.5, 2.3.9).
 */
export function legalOperations(
  board: GameBoard,
  faction: Faction,
  limited: boolean,
  options: PlayerOptions = {},
): Choice<OperationKind>[] {
  const seq = options.sequence === false ? null : sequenceOptions(board, faction);
  return OPERATIONS_OF[faction].map((operation) => {
    const draft: PlayerAction = { faction, operation, spaces: [], ...(limited ? { limited } : {}) };
    if (seq && !seq.ok) return { value: operation, ok: false, why: seq.why };
    const allowed =
      seq === null ||
      seq.actions.includes(cardActionOf(draft)) ||
      (!limited && seq.actions.includes("opSA"));
    if (seq && !allowed)
      return { value: operation, ok: false, why: seq.notes.join("; ") || "not now (2.3.4)" };
    const spaces = legalSpaces(board, draft, options);
    if (spaces.some((s) => s.ok)) return { value: operation, ok: true };
    const why = closest(board, faction, spaces);
    return {
      value: operation,
      ok: false,
      why: `no space for ${OPERATION_LABEL[operation]} now${why ? `: ${why}` : ""}`,
    };
  });
}

/** The reason given for the space where the Faction has the most pieces: the nearest miss. */
function closest(board: GameBoard, f: Faction, list: Choice<SpaceId>[]): string | undefined {
  const mine = (id: SpaceId) =>
    PIECE_KINDS.reduce((n, k) => n + (OWNER_OF[k] === f ? board.spaces[id].pieces[k] : 0), 0);
  const ranked = list.filter((c) => c.why).sort((a, b) => mine(b.value) - mine(a.value));
  return ranked[0]?.why;
}

/** The smallest entry that selects a space for the Operation, with the details it needs. */
function trialEntries(
  board: GameBoard,
  draft: PlayerAction,
  space: SpaceId,
  options: PlayerOptions = {},
): OperationSpace[] {
  const f = draft.faction;
  const k = guerrillaKinds(f);
  // An Event's lent piece (#43 Mafia Offensive, operations/lent.ts) may open a space.
  const lentKinds = lenderGuerrillas(f, options.lentBy).filter(
    (x) => board.spaces[space].pieces[x] > 0,
  );
  const lent = (piece: PieceKind) => ({ lent: { piece, count: 1 } });
  switch (draft.operation) {
    case "rally": {
      const casino =
        options.lentBy === "SYN" && f !== "SYN" && board.spaces[space].pieces.casinoOpen > 0;
      return k
        ? [
            { space, place: [{ piece: k.u, count: 1 }] },
            { space, flip: true },
            {
              space,
              base: [{ piece: k.u, count: 2 }],
            },
            ...(casino ? [{ space, flip: true, ...lent("casinoOpen") }] : []),
          ]
        : [];
    }
    case "terror":
      return [
        { space },
        ...lentKinds.filter((x) => ACTIVE_OF[x]).map((x) => ({ space, ...lent(x) })),
      ];
    case "attack":
      return [{ space }, ...lentKinds.map((x) => ({ space, ...lent(x) }))];
    case "march":
      return k
        ? movesInto(board, space, [k.u, k.a, ...lenderGuerrillas(f, options.lentBy)])
            .filter((m) => reach(board, f, m.from, space) === null)
            .map((m) => ({ space, moves: [m] }))
        : [];
    case "garrison":
      return movesInto(board, space, ["troop", "police"]).map((m) => ({ space, moves: [m] }));
    case "construct":
      return [
        { space, casino: "place" },
        { space, casino: "open" },
      ];
    default:
      return [{ space }];
  }
}

/** One piece of each of these kinds moving into `to` from every space that has one. */
function movesInto(board: GameBoard, to: SpaceId, kinds: readonly PieceKind[]) {
  const out: { from: SpaceId; piece: PieceKind; count: number }[] = [];
  for (const from of SPACE_IDS)
    for (const piece of kinds)
      if (from !== to && board.spaces[from].pieces[piece] > 0) out.push({ from, piece, count: 1 });
  return out;
}

/**
 * The spaces the draft's next entry may select, each with why not: the Operation's own rules,
 * its cost against the Resources left after the spaces already chosen, a Limited Operation's
 * one space, spaces already selected (3.1).
 */
export function legalSpaces(
  board: GameBoard,
  draft: PlayerAction,
  options: PlayerOptions = {},
): Choice<SpaceId>[] {
  const n = draft.spaces.length;
  const base: PlayerAction = { ...draft, spaces: [...draft.spaces] };
  // An SA done before the Operation has acted already (4.1): its Troops moved, its pieces gone.
  if (draft.special?.when !== "before") delete base.special;
  return SPACE_IDS.map((space) => {
    if (draft.spaces.some((s) => s.space === space))
      return { value: space, ok: false, why: "already selected: once per Operation (3.1)" };
    if (draft.limited && n >= 1 && draft.operation !== "garrison")
      return { value: space, ok: false, why: "a Limited Operation is in one space only (2.3.5)" };
    const tries = trialEntries(board, draft, space, options);
    if (tries.length === 0) return { value: space, ok: false, why: noneToMove(draft, space) };
    let why: string | undefined;
    for (const entry of tries) {
      const w = trial(board, { ...base, spaces: [...base.spaces, entry] }, options);
      const bad = about(w.errors, `spaces[${n}]`) ?? about(w.errors, "spaces");
      if (!bad) return { value: space, ok: true };
      if (!ASKS_DETAIL.test(bad.reason)) why ??= bad.reason;
    }
    return { value: space, ok: false, why: why ?? "nothing to do there" };
  });
}

function noneToMove(draft: PlayerAction, space: SpaceId): string {
  return draft.operation === "march"
    ? `no Guerrilla of yours can March into ${SPACE_BY_ID[space].name}`
    : `no cube can move into ${SPACE_BY_ID[space].name}`;
}

// ------------------------------------------------------------------------------------------------
// Moves

export interface MoveOption {
  from: SpaceId;
  piece: PieceKind;
  /** How many of them may still come (pieces there that have not moved in this action). */
  max: number;
}

/**
 * Pieces that may move into the destination of entry `index` (March, Sweep, Garrison, Assault
 * with Armored Cars), after everything before it in the draft: each origin and kind with how
 * many, and the origins that hold such pieces but may not send them, with why.
 */
export function legalMoves(
  board: GameBoard,
  draft: PlayerAction,
  index: number,
  options: PlayerOptions = {},
): { moves: MoveOption[]; missing: Choice<SpaceId>[] } {
  const entry = draft.spaces[index];
  if (!entry) return { moves: [], missing: [] };
  const kinds = movingKinds(draft, options);
  const prefix: PlayerAction = {
    ...draft,
    spaces: [...draft.spaces.slice(0, index), { ...entry, moves: [...(entry.moves ?? [])] }],
  };
  // An SA done before the Operation has moved its pieces already: Troops a Transport brought
  // may Sweep or Garrison on (4.1, 3.2.3, 4.2.1). One done after it changes nothing here.
  if (draft.special?.when !== "before") delete prefix.special;
  const moves: MoveOption[] = [];
  const missing: Choice<SpaceId>[] = [];
  const at = trial(board, prefix, options);
  for (const from of SPACE_IDS) {
    if (from === entry.space) continue;
    let refused: string | undefined;
    for (const piece of kinds) {
      const left = at.board.spaces[from].pieces[piece] - at.arrived(from, piece);
      if (left <= 0) continue;
      const move = { from, piece, count: 1 };
      const test: PlayerAction = {
        ...prefix,
        spaces: prefix.spaces.map((s, i) =>
          i === index ? { ...s, moves: [...(s.moves ?? []), move] } : s,
        ),
      };
      const w = trial(board, test, options);
      const m = (entry.moves ?? []).length;
      const bad = about(w.errors, `spaces[${index}].moves[${m}]`);
      if (bad) refused ??= bad.reason;
      // A lent piece (#43) is 1 piece at most.
      else moves.push({ from, piece, max: OWNER_OF[piece] === draft.faction ? left : 1 });
    }
    if (refused && !moves.some((x) => x.from === from))
      missing.push({ value: from, ok: false, why: refused });
  }
  return { moves, missing };
}

function movingKinds(draft: PlayerAction, options: PlayerOptions = {}): PieceKind[] {
  const k = guerrillaKinds(draft.faction);
  switch (draft.operation) {
    case "march":
      // #43 Mafia Offensive: 1 Syndicate Guerrilla may March as the Faction's (lent.ts).
      return k ? [k.u, k.a, ...lenderGuerrillas(draft.faction, options.lentBy)] : [];
    case "garrison":
      return ["troop", "police"];
    case "sweep":
      return ["troop", "police"];
    case "assault":
      return ["troop"];
    default:
      return [];
  }
}

// ------------------------------------------------------------------------------------------------
// Removals and Activations

/**
 * The enemy pieces the Operation could take in entry `index` now (Assault, Attack, Garrison's
 * Assault), by kind, for the form to offer; the run checks the capacity and "Bases last" as the
 * player picks one at a time.
 */
export function removableKinds(
  board: GameBoard,
  draft: PlayerAction,
  index: number,
  options: PlayerOptions = {},
): PieceKind[] {
  const entry = draft.spaces[index];
  if (!entry) return [];
  const rule = draft.operation === "attack" ? "attack" : "assault";
  const upTo: PlayerAction = {
    ...draft,
    spaces: draft.spaces.slice(0, index + 1).map((s, i) => {
      if (i !== index) return s;
      const { remove: _r, assault, ...rest } = s;
      return assault ? { ...rest, assault: [] } : rest;
    }),
  };
  if (draft.special?.when !== "before") delete upTo.special;
  const w = trial(board, upTo, options);
  const only = options.grant?.targets?.of;
  return targetsNow(w.board, entry.space, draft.faction, rule).filter(
    (k) => !only || only.includes(OWNER_OF[k]),
  );
}

// ------------------------------------------------------------------------------------------------
// Special Activities

/**
 * The Faction's SAs with this draft (4.0), each open if it may accompany the Operation (4.1.1),
 * the draft is not a Limited Operation (2.3.5; MAP #10 for the Government) and some space is
 * legal for it now.
 */
export function legalSpecials(
  board: GameBoard,
  draft: PlayerAction,
  options: PlayerOptions = {},
): Choice<SpecialKind>[] {
  return specialsOf(board, draft.faction).map((special) => {
    const with_ = ACCOMPANIES[special];
    if (with_ && !with_.includes(draft.operation))
      return {
        value: special,
        ok: false,
        why: `${SPECIAL_LABEL[special]} may accompany only ${eitherOf(with_.map((o) => OPERATION_LABEL[o]))} (4.1.1)`,
      };
    if (draft.limited && !limOpMaySpecial(board, draft.faction))
      return {
        value: special,
        ok: false,
        why: "a Limited Operation has no Special Activity (2.3.5)",
      };
    const spaces = legalSpecialSpaces(board, draft, special, options);
    if (spaces.some((s) => s.ok)) return { value: special, ok: true };
    const reasons = [...new Set(spaces.map((s) => s.why).filter(Boolean))];
    return {
      value: special,
      ok: false,
      why: `no space for ${SPECIAL_LABEL[special]} now${reasons.length === 1 ? `: ${reasons[0]}` : ""}`,
    };
  });
}

/** The smallest SA space entries to try for a space. */
function trialSpecial(
  board: GameBoard,
  f: Faction,
  special: SpecialKind,
  space: SpaceId,
): SpecialSpace[] {
  const s = board.spaces[space];
  const enemyKinds = PIECE_KINDS.filter((k) => s.pieces[k] > 0 && OWNER_OF[k] !== f);
  switch (special) {
    case "transport":
      return movesInto(board, space, ["troop"]).map((m) => ({ space, moves: [m] }));
    case "muscle":
      return movesInto(board, space, ["troop", "police"]).map((m) => ({ space, moves: [m] }));
    case "airStrike":
    case "assassinate":
    case "assault": {
      // After the Operation an Underground Guerrilla there may be Active (a Sweep's, 4.1): try
      // the Active kind too.
      const activated = enemyKinds.map((k) => ACTIVE_OF[k]).filter((k): k is PieceKind => !!k);
      return [...new Set([...enemyKinds, ...activated])].map((piece) => ({
        space,
        remove: [{ piece, count: 1 }],
      }));
    }
    case "bribe":
      return [
        ...enemyKinds
          .filter((k) => !isBaseKind(k))
          .map((piece) => ({ space, remove: [{ piece, count: 1 }] })),
        ...enemyKinds.filter(isBaseKind).map((piece) => ({ space, remove: [{ piece, count: 1 }] })),
      ];
    case "reprisal": {
      const g = PIECE_KINDS.filter((k) => isGuerrillaKind(k) && s.pieces[k] > 0);
      const to = SPACE_BY_ID[space].adjacent[0];
      return g.length ? [{ space, relocate: { piece: g[0], to } }] : [{ space }];
    }
    case "kidnap":
      return [{ space }, { space, target: "GOV" }, { space, target: "SYN" }];
    case "profit":
      return [
        ...CASH_HOLDERS.filter((k) => s.pieces[k] > 0).map((k) => ({
          space,
          cashTo: k as PieceKind,
        })),
        { space, close: 1 },
        { space, removeCash: 1 },
      ];
    default:
      return [{ space }];
  }
}

/** The spaces the SA may take now with this draft, each with why not. */
export function legalSpecialSpaces(
  board: GameBoard,
  draft: PlayerAction,
  special: SpecialKind,
  options: PlayerOptions = {},
): Choice<SpaceId>[] {
  return SPACE_IDS.map((space) => {
    let why: string | undefined;
    // Before or after the Operation, as the draft says, else either (4.1).
    const times = draft.special?.when ? [draft.special.when] : (["after", "before"] as const);
    for (const when of times)
      for (const entry of trialSpecial(board, draft.faction, special, space)) {
        const test: PlayerAction = { ...draft, special: { special, when, spaces: [entry] } };
        const w = trial(board, test, options);
        const bad = about(w.errors, "special");
        if (!bad && !about(w.errors, "spaces")) return { value: space, ok: true };
        if (bad && !ASKS_DETAIL.test(bad.reason)) why ??= bad.reason;
      }
    return { value: space, ok: false, why: why ?? `nothing for ${SPECIAL_LABEL[special]} there` };
  });
}

/** Whose Resources a Kidnap there may target (4.3.3): the form asks only if both. */
export const kidnapTargets = (board: GameBoard, space: SpaceId): Faction[] =>
  targetsFor(board, space);

/** The dice the action will ask for, in order, each with its purpose (for "Roll for me"). */
export function rollsAsked(
  board: GameBoard,
  action: PlayerAction,
  options: PlayerOptions = {},
): { field: string; purpose: string }[] {
  return trial(board, action, options).rolls.map(({ field, purpose }) => ({ field, purpose }));
}
