import { GET_CASTRO_RULES } from "@/lib/engine/cardgames/get-castro";
import { KILL_RASPUTIN_RULES } from "@/lib/engine/cardgames/kill-rasputin";
import {
  chooseMeldMove,
  type MeldGameState,
  type MeldMove,
  meldPending,
} from "@/lib/engine/cardgames/meld-game";
import { type InputPayload, personSeats, type SessionSetup } from "@/lib/engine/cardgames/session";
import type { BaseMove, BotChoice } from "@/lib/engine/cardgames/shared/types";

/**
 * Helpers that make the common steps of the meld games quick for a person (issue 23): a
 * suggested choice with its reason, and "quick play", which passes a Foil offer for the one
 * person at the table when nobody can roll this turn and passing is what the Shrewd bot would
 * do from that person's own view. Pure: the session hook decides when to use them.
 */
const RULES = { "get-castro": GET_CASTRO_RULES, "kill-rasputin": KILL_RASPUTIN_RULES } as const;

/** The Shrewd bot's choice for the seat deciding now, from that seat's view only. */
export function suggestMeldMove(
  setup: SessionSetup,
  state: MeldGameState,
): BotChoice<MeldMove> | null {
  if (setup.game === "san-juan") return null;
  const rules = RULES[setup.game];
  const p = meldPending(rules, state);
  if (p.kind !== "decide") return null;
  return chooseMeldMove(rules, state, p.seat, "shrewd");
}

/**
 * Quick play's input, or null: only with one person at the table, only a Foil offer while the
 * active player has fewer than three melds (no roll can follow this turn; GC/KR Kill), and only
 * when the suggestion is to pass (D2).
 */
export function quickPass(setup: SessionSetup, state: unknown): InputPayload<BaseMove> | null {
  if (setup.game === "san-juan") return null;
  const people = personSeats(setup);
  const s = state as MeldGameState;
  const p = meldPending(RULES[setup.game], s);
  if (people.length !== 1 || p.kind !== "decide" || p.seat !== people[0]) return null;
  if (p.prompt !== "foil" || s.melds[s.active].length >= 3) return null;
  const hint = suggestMeldMove(setup, s);
  if (hint?.move.type !== "done") return null;
  return {
    input: hint.move,
    by: "person",
    seat: p.seat,
    why: `Quick play passed: {seat${s.active}} cannot roll this turn.`,
  };
}
