import { FACTION_NAME, OWNER_OF, POOL_OF } from "@/data/cuba/pieces";
import { type FieldError, failAll, ok, type Result } from "../../core/result";
import { available } from "../board/board";
import { validateBoard } from "../board/validate";
import { actionWords } from "../calixto/action-words";
import { flipMovedUnderground } from "../calixto/grant-terms";
import type { TableChange } from "../calixto/types";
import type { Faction, GameBoard, SpaceId } from "../types";
import { OPERATION_LABEL, OPERATIONS_OF, type PlayerAction } from "./action";
import { runPlayerAction } from "./apply";
import { type GrantProgress, grantStep } from "./grant-progress";
import { guerrillaKinds, isBaseKind, spaceName } from "./pieces";
import type { PlayerNote, PlayerRoll } from "./work";

/**
 * An Operation or Special Activity a player's Event grants a player Faction (5.1, 5.1.1, 5.5),
 * carried out in the same checked form as the Faction's own Operation: free (no Resources,
 * 3.1.2), no box of its own on the Sequence of Play track (the Event filled it), and held to
 * what the text says: the spaces it allows, one space, "there" (where the first one acted),
 * origins, all Guerrillas, targets, even if Active, as if Neutral, then Underground. Where the
 * text contradicts a rule, the text wins (5.1.1). The grant record is the one the Event program
 * writes for Non-players too (events/program/work.ts GrantOut, grant-terms.ts): one computation.
 */

/** A granted action carried out: the board after it and the checklist (no Sequence of Play). */
export interface GrantedOutcome {
  board: GameBoard;
  changes: TableChange[];
  notes: PlayerNote[];
  rolls: PlayerRoll[];
}

/**
 * Check and carry out the action due now of a grant on this board, with the player's dice.
 * Every refusal names its field, as for the player's own Operation (frame.ts, apply.ts).
 */
export function runGrantedAction(
  board: GameBoard,
  p: GrantProgress,
  action: PlayerAction,
  options: {
    dice?: readonly number[];
    spareDice?: boolean;
    conflicts?: Record<string, "recommended" | "alternative">;
  } = {},
): Result<GrantedOutcome> {
  const g = p.grant;
  const step = grantStep(p);
  const what = actionWords(g.actions[p.step]);
  const errors: FieldError[] = [];
  const no = (field: string, reason: string) => errors.push({ field, reason });
  if (action.faction !== g.faction)
    no(
      "faction",
      `the Event grants this ${what} to ${FACTION_NAME[g.faction]}, not ${FACTION_NAME[action.faction]} (5.1)`,
    );
  if (step.operation && action.operation !== step.operation)
    no(
      "operation",
      step.special
        ? `the Event grants an ${what}: it is carried out as the Attack in its one space (4.3.2, 5.1.1)`
        : `the Event grants a ${what}, not ${OPERATION_LABEL[action.operation] ?? action.operation} (5.1)`,
    );
  if (step.anyLimited && !OPERATIONS_OF[g.faction].includes(action.operation))
    no("operation", `${FACTION_NAME[g.faction]} has no ${action.operation} Operation (3.0)`);
  if (!step.operation && !step.anyLimited)
    no(
      "operation",
      `the app cannot carry out a granted ${what} yet: do it at the table and in the map`,
    );
  if (step.special) {
    const sa = action.special;
    if (!sa || sa.special !== step.special)
      no("special", `the Event grants an ${what}: give its space as the Ambush (4.3.2)`);
    else if (sa.spaces[0]?.space !== action.spaces[0]?.space)
      no("special.spaces[0].space", "the Ambush is in the Attack's one space (4.3.2)");
  } else if (action.special)
    no("special", `the Event grants a ${what} alone: no Special Activity goes with it (5.1)`);
  if (action.launder)
    no("launder", "a free granted Operation pays nothing, so it launders no Cash (2.3.6)");
  if (step.oneSpace && action.spaces.length > 1)
    no(
      "spaces",
      `the Event allows this ${what} in one space only${action.operation === "march" ? " (one destination)" : ""} (5.1.1)`,
    );
  const only = step.spaces;
  if (only)
    action.spaces.forEach((sp, i) => {
      if (!only.includes(sp.space))
        no(
          `spaces[${i}].space`,
          `the Event allows this ${what} only in ${only.map(spaceName).join(", ") || "no space"} (5.1.1)`,
        );
    });
  // The origins the Event allows (its `from`) are checked with every move (operations/common.ts),
  // so the form offers only those.
  const from = step.terms.from;
  // Whose pieces it removes (its `targets.of`) is checked with every removal (targets.ts).
  const targets = step.terms.targets?.of;
  if (targets && step.terms.targets?.basesFirst)
    action.spaces.forEach((sp, i) => {
      basesFirst(board, sp, i, targets, no);
    });
  if (errors.length) return failAll(errors);
  const w = runPlayerAction(
    board,
    { ...action, ...(step.anyLimited ? { limited: true } : {}) },
    {
      dice: options.dice ?? [],
      spareDice: options.spareDice,
      free: true,
      sequence: false,
      grant: step.terms,
      // #43 Mafia Offensive: 1 Syndicate piece used as the Faction's own (operations/lent.ts).
      ...(step.lentBy ? { lentBy: step.lentBy } : {}),
      ...(options.conflicts ? { conflicts: options.conflicts } : {}),
    },
  );
  if (w.errors.length) return failAll(w.errors);
  let after = w.board;
  const changes = [...w.changes];
  const k = guerrillaKinds(g.faction);
  if (step.terms.all && from && k)
    from.forEach((o) => {
      const left = after.spaces[o].pieces[k.u] + after.spaces[o].pieces[k.a];
      if (left > 0)
        no(
          "spaces",
          `the Event marches all ${FACTION_NAME[g.faction]} Guerrillas out of ${spaceName(o)}: ${left} stay${left === 1 ? "s" : ""} (5.1.1)`,
        );
    });
  if (step.terms.each && only) eachSpace(board, after, g.faction, only, action, what, no);
  if (step.terms.thenUnderground) {
    const flipped = flipMovedUnderground(after, g.faction, changes);
    after = flipped.board;
    changes.push(...flipped.changes);
  }
  if (errors.length) return failAll(errors);
  for (const e of validateBoard(after)) no(`board.${e.field}`, e.reason);
  if (errors.length) return failAll(errors);
  return ok({ board: after, changes, notes: w.notes, rolls: w.rolls });
}

/** "Bases first" (#44): no other piece of the target Factions goes while one of their Bases is there. */
function basesFirst(
  board: GameBoard,
  sp: PlayerAction["spaces"][number],
  i: number,
  targets: readonly string[],
  no: (field: string, reason: string) => void,
): void {
  const list = sp.remove ?? [];
  const bases = Object.entries(board.spaces[sp.space].pieces)
    .filter(([k, n]) => n > 0 && isBaseKind(k as never) && targets.includes(OWNER_OF[k as never]))
    .reduce((t, [, n]) => t + n, 0);
  const basesOut = list.filter((r) => isBaseKind(r.piece)).reduce((t, r) => t + r.count, 0);
  const others = list.filter((r) => !isBaseKind(r.piece)).reduce((t, r) => t + r.count, 0);
  if (others > 0 && basesOut < bases)
    no(
      `spaces[${i}].remove`,
      "the Event removes Bases first: take the Bases there before other pieces (5.1.1)",
    );
}

/**
 * "In each space …" (#17 unshaded: a Rally in each space with the Faction's Base, 5.1.1): every
 * space the grant allows is in the action, unless the action could do nothing there (5.1.3): no
 * own Guerrilla left Available to place, and none Active there to flip Underground (3.3.1).
 */
function eachSpace(
  before: GameBoard,
  after: GameBoard,
  faction: Faction,
  allowed: readonly SpaceId[],
  action: PlayerAction,
  what: string,
  no: (field: string, reason: string) => void,
): void {
  const k = guerrillaKinds(faction);
  if (!k) return;
  const acted = new Set(action.spaces.map((sp) => sp.space));
  const placeable = available(after, POOL_OF[k.u]) > 0;
  const missing = allowed.filter(
    (s) => !acted.has(s) && (placeable || before.spaces[s].pieces[k.a] > 0),
  );
  if (missing.length)
    no(
      "spaces",
      `the Event has the ${what} in each of ${allowed.map(spaceName).join(", ")}: add ${missing.map(spaceName).join(", ")} (5.1.1)`,
    );
}
