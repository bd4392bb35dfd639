import { emptyBoard, standardBoard } from "@/data/cuba/scenarios";
import { validateBoard } from "@/lib/engine/cuba/board";
import type {
  ExecResult,
  InstructionContext,
  InstructionHandler,
  NeedAnswer,
} from "@/lib/engine/cuba/calixto/contracts";
import { DEFAULT_OPTIONS, type RuleOptions } from "@/lib/engine/cuba/calixto/scope";
import type { OperationKind } from "@/lib/engine/cuba/calixto/types";
import type {
  CapabilityInPlay,
  CashHolder,
  Faction,
  GameBoard,
  PieceKind,
  Role,
  SpaceId,
  SupportLevel,
} from "@/lib/engine/cuba/types";

/**
 * Test helpers for the Operation and SA handlers: hand-made boards, contexts, and the C8.9
 * worked-example positions rebuilt from the Standard set-up plus the changes the book lists
 * (reference §4). Each position is validated so a typo in a fixture fails loudly.
 */
export const ALL_NP: Record<Faction, Role> = { GOV: "np", "26J": "np", DR: "np", SYN: "np" };

export function blank(roles: Partial<Record<Faction, Role>> = {}): GameBoard {
  return emptyBoard({ roles: { ...ALL_NP, ...roles }, shortGame: false });
}

/** Change a board copy in place, then check it is still a legal board. */
export function edit(board: GameBoard, fn: (b: GameBoard) => void): GameBoard {
  const b = structuredClone(board);
  fn(b);
  const errors = validateBoard(b);
  if (errors.length) throw new Error(errors.map((e) => `${e.field}: ${e.reason}`).join("\n"));
  return b;
}

export function ctx(
  faction: Faction,
  more: Partial<Omit<InstructionContext, "faction" | "line">> & {
    where?: string;
    operation?: OperationKind;
    options?: RuleOptions;
  } = {},
): InstructionContext {
  const { where, ...rest } = more;
  return {
    faction,
    limited: false,
    free: false,
    selected: [],
    options: DEFAULT_OPTIONS,
    ...rest,
    line: { n: 1, instruction: "assault", ...(where ? { where } : {}) },
  };
}

/** Run a handler to the end with the answers given; fails the test if it still needs one. */
export function done(
  h: InstructionHandler,
  board: GameBoard,
  space: SpaceId,
  c: InstructionContext,
  answers: NeedAnswer[] = [],
) {
  const r = h.execute(board, space, c, answers);
  if (r.kind !== "done") throw new Error(`expected done, got ${JSON.stringify(r)}`);
  const errors = validateBoard(r.board);
  if (errors.length) throw new Error(`result board invalid: ${JSON.stringify(errors)}`);
  return r;
}

export function need(r: ExecResult) {
  if (r.kind !== "need") throw new Error(`expected a need, got ${r.kind}`);
  return r.need;
}

export const dice = (...faces: number[]): NeedAnswer => ({ kind: "dice", faces });
export const choice = (value: string): NeedAnswer => ({ kind: "choice", value });
export const space = (s: SpaceId): NeedAnswer => ({ kind: "space", space: s });

export const texts = (r: { changes: { text: string }[] }) => r.changes.map((c) => c.text);

// ---------------------------------------------------------------------------------------------
// C8.9: the position after each card, as the book narrates it (reference §4 steps).

export function c89Start(): GameBoard {
  return standardBoard({ roles: ALL_NP, shortGame: false });
}

/** Card 1 up to the SA: GOV swept Havana and Sierra Maestra (steps 4-7). */
export function c89Card1Sweep(): GameBoard {
  return edit(c89Start(), (b) => {
    const s = b.spaces;
    s.havana.pieces.drU = 0;
    s.havana.pieces.drA = 2;
    s["santiago-de-cuba"].pieces.troop = 1;
    s["sierra-maestra"].pieces.troop = 1;
    s["sierra-maestra"].pieces.m26U = 1;
    s["sierra-maestra"].pieces.m26A = 1;
  });
}

/** After card 1: Air Strike closed Pinar del Río's Casino; DR's General Strike (steps 8-9). */
export function c89AfterCard1(): GameBoard {
  return edit(c89Card1Sweep(), (b) => {
    const s = b.spaces;
    s["pinar-del-rio"].pieces.casinoOpen = 0;
    s["pinar-del-rio"].pieces.casinoClosed = 1;
    s.havana.support = 1;
    s["camaguey-city"].support = 0;
    s.havana.pieces.drU = 1;
    s["camaguey-city"].pieces.drU = 1;
    s["santiago-de-cuba"].pieces.drU = 1;
  });
}

/** Card 2 after 26July's Rally (steps 12-14). */
export function c89Card2Rally(): GameBoard {
  return edit(c89AfterCard1(), (b) => {
    const s = b.spaces;
    s["sierra-maestra"].pieces.m26U = 5;
    s.oriente.pieces.m26U = 1;
    s["las-villas"].pieces.m26U = 1;
  });
}

/** After card 2: Infiltrate in Las Villas, Construct in Havana (steps 16-19). */
export function c89AfterCard2(): GameBoard {
  return edit(c89Card2Rally(), (b) => {
    const s = b.spaces;
    s["las-villas"].pieces.troop = 2;
    s["las-villas"].pieces.m26U = 2;
    s.havana.pieces.casinoClosed = 1;
    b.resources.SYN = 10;
  });
}

/** After card 3: Morgan in play, Air Strike on La Habana, Assault in Havana (steps 20-25). */
export function c89AfterCard3(): GameBoard {
  return edit(c89AfterCard2(), (b) => {
    const s = b.spaces;
    b.capabilities = [{ card: 28, side: "unshaded" }];
    s["la-habana"].pieces.casinoOpen = 0;
    s["la-habana"].pieces.casinoClosed = 1;
    s.havana.pieces.casinoOpen = 0;
    s.havana.pieces.casinoClosed = 2;
    s.havana.pieces.drA = 0;
  });
}

/** Card 4 after Syndicate's Rally (step 28). */
export function c89Card4Rally(): GameBoard {
  return edit(c89AfterCard3(), (b) => {
    const s = b.spaces;
    s.havana.pieces.synU = 1;
    s["pinar-del-rio"].pieces.synU = 1;
    s["la-habana"].pieces.synU = 1;
    b.resources.SYN = 7;
  });
}

/** After card 4: Muscle, then 26July's Limited March (steps 29-33). */
export function c89AfterCard4(): GameBoard {
  return edit(c89Card4Rally(), (b) => {
    const s = b.spaces;
    s["las-villas"].pieces.troop = 0;
    s["ec-west"].pieces.troop = 2;
    s["sierra-maestra"].pieces.m26U = 2;
    s.oriente.pieces.m26U = 4;
  });
}

/** Card 5 after Transport moved 3 Troops from Havana to Las Villas (step 36). */
export function c89Card5Transport(): GameBoard {
  return edit(c89AfterCard4(), (b) => {
    b.spaces.havana.pieces.troop = 3;
    b.spaces["las-villas"].pieces.troop = 3;
  });
}

/** After card 5: Train in Havana and Camagüey City, Base in Las Villas (steps 37-39). */
export function c89AfterCard5(): GameBoard {
  return edit(c89Card5Transport(), (b) => {
    const s = b.spaces;
    s.havana.pieces.police = 6;
    s.havana.pieces.troop = 5;
    s["camaguey-city"].pieces.police = 4;
    s["camaguey-city"].pieces.troop = 3;
    s["las-villas"].pieces.troop = 1;
    s["las-villas"].pieces.govBase = 1;
  });
}

/** Card 6 after DR's Defections and SYN's Pass (steps 41-42). */
export function c89Card6Defections(): GameBoard {
  return edit(c89AfterCard5(), (b) => {
    const s = b.spaces;
    s["santiago-de-cuba"].pieces.police = 0;
    s["santiago-de-cuba"].pieces.drU = 3;
    b.resources.SYN = 8;
  });
}

/** After card 6: Kidnap with Terror in Santiago, Terror in Las Villas (steps 45-46). */
export function c89AfterCard6(): GameBoard {
  return edit(c89Card6Defections(), (b) => {
    const s = b.spaces;
    s["santiago-de-cuba"].pieces.m26U = 0;
    s["santiago-de-cuba"].pieces.m26A = 1;
    s["santiago-de-cuba"].terror = 1;
    s["santiago-de-cuba"].support = -1;
    s["las-villas"].pieces.m26U = 1;
    s["las-villas"].pieces.m26A = 1;
    s["las-villas"].terror = 1;
    s["las-villas"].support = -1;
  });
}

/** Card 7 after Meyer Lansky and GOV's Sweep, before the Air Strike (steps 48-52). */
export function c89Card7Sweep(): GameBoard {
  return edit(c89AfterCard6(), (b) => {
    const s = b.spaces;
    for (const id of ["havana", "la-habana", "pinar-del-rio"] as const) {
      s[id].pieces.casinoOpen = 0;
      s[id].pieces.casinoClosed = 0;
    }
    s["pinar-del-rio"].pieces.casinoOpen = 2;
    s.havana.pieces.casinoOpen = 2;
    s.havana.pieces.drU = 0;
    s.havana.pieces.drA = 1;
    s.havana.pieces.synU = 0;
    s.havana.pieces.synA = 1;
    s["ec-west"].pieces.troop = 0;
    s["pinar-del-rio"].pieces.troop = 2;
    s["pinar-del-rio"].pieces.synU = 0;
    s["pinar-del-rio"].pieces.synA = 1;
    s["santiago-de-cuba"].pieces.troop = 0;
    s["sierra-maestra"].pieces.troop = 2;
    s["sierra-maestra"].pieces.m26U = 0;
    s["sierra-maestra"].pieces.m26A = 3;
  });
}

// ---------------------------------------------------------------------------------------------
// Hand-made positions.

export interface SpaceSetup {
  pieces?: Partial<Record<PieceKind, number>>;
  support?: SupportLevel;
  terror?: number;
  sabotage?: boolean;
  cash?: CashHolder[];
}

/** An empty board (all NP unless told) with the given spaces filled in. */
export interface PositionExtras {
  roles?: Partial<Record<Faction, Role>>;
  capabilities?: CapabilityInPlay[];
  momentum?: number[];
  resources?: Partial<Record<Faction, number>>;
  tweak?: (b: GameBoard) => void;
}

export function position(
  spaces: Partial<Record<SpaceId, SpaceSetup>>,
  more: PositionExtras = {},
): GameBoard {
  return edit(blank(more.roles), (b) => {
    for (const [id, set] of Object.entries(spaces) as [SpaceId, SpaceSetup][]) {
      const s = b.spaces[id];
      Object.assign(s.pieces, set.pieces ?? {});
      if (set.support !== undefined) s.support = set.support;
      if (set.terror !== undefined) s.terror = set.terror;
      if (set.sabotage !== undefined) s.sabotage = set.sabotage;
      if (set.cash) s.cash = [...set.cash];
    }
    if (more.capabilities) b.capabilities = more.capabilities;
    if (more.momentum) b.momentum = more.momentum;
    Object.assign(b.resources, more.resources ?? {});
    more.tweak?.(b);
  });
}
