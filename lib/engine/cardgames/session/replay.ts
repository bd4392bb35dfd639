import { effectiveHistory } from "../../core/log";
import { fail, ok, type Result } from "../../core/result";
import type { Seat } from "../shared/seats";
import type { BaseEvent, BaseMove } from "../shared/types";
import { GAME_ADAPTERS, type GameAdapter } from "./games";
import type { InputPayload, ReplayedStep, SessionEntry, SessionSetup } from "./types";

export interface Replayed {
  setup: SessionSetup;
  state: unknown;
  steps: ReplayedStep<BaseMove, BaseEvent>[];
}

/**
 * Rebuild a game from its log: the set-up record, then every input in effect (undone ones are
 * skipped by the core log fold), each checked by the engine again. Chance is never rolled
 * again: the logged values are applied. A log that no longer replays stops with the entry and
 * the reason.
 */
export function replay(entries: readonly SessionEntry[]): Result<Replayed> {
  const first = entries[0];
  if (first?.type !== "game.setup")
    return fail({ field: "entries[0]", reason: "a saved game starts with its set-up record" });
  const setup = first.payload;
  const adapter = GAME_ADAPTERS[setup.game];
  if (!adapter) return fail({ field: "setup.game", reason: `unknown game ${String(setup.game)}` });
  const created = adapter.create(setup);
  if (!created.ok) return created;
  let state = created.value;
  const steps: ReplayedStep<BaseMove, BaseEvent>[] = [];
  for (const e of effectiveHistory(entries).effective.slice(1)) {
    if (e.type !== "input") continue;
    const r = adapter.engine.apply(state, e.payload.input as never);
    if (!r.ok)
      return fail(
        ...r.errors.map((x) => ({ field: `entry ${e.seq}: ${x.field}`, reason: x.reason })),
      );
    state = r.value.state;
    steps.push({ ...(e.payload as InputPayload<BaseMove>), seq: e.seq, events: r.value.events });
  }
  return ok({ setup, state, steps });
}

/**
 * The input the app makes by itself: a bot's decision (with its explanation) or the answer to
 * a chance request from the generator in the state. Null when a person must decide or the game
 * is over.
 */
export function automaticInput(setup: SessionSetup, state: unknown): InputPayload<BaseMove> | null {
  const adapter: GameAdapter = GAME_ADAPTERS[setup.game];
  const p = adapter.engine.pending(state);
  if (p.kind === "chance") {
    const input = adapter.engine.resolveChance(state);
    return input ? { input, by: "app" } : null;
  }
  if (p.kind !== "decide") return null;
  const seat = setup.seats[p.seat];
  if (seat?.kind !== "bot") return null;
  const choice = adapter.botMove(state, p.seat, seat.bot);
  return choice ? { input: choice.move, by: "bot", seat: p.seat, why: choice.why } : null;
}

export const personSeats = (setup: SessionSetup): Seat[] =>
  setup.seats.flatMap((s, i) => (s.kind === "person" ? [i] : []));

/**
 * How many inputs to undo to take back the last decision of a person, or null when undo is not
 * offered: there is no such decision, or something hidden from a person (a card drawn or seen,
 * a card played from another hand, a die or random result) has come to light since (boardgame.io
 * and Rally the Troops close undo at the same points). Undo takes back everything after that
 * decision too, and replay gives the same bots' answers and the same dice again.
 *
 * Hot seat (U2): only the person who made that decision may take it back, while they hold the
 * device (`viewer`). Otherwise the Undo button would tell the next person whether the last
 * decision revealed anything, e.g. that a Save was let stand against a player holding Destiny.
 */
export function undoCount(
  setup: SessionSetup,
  steps: readonly ReplayedStep<BaseMove, BaseEvent>[],
  viewer?: Seat | null,
): number | null {
  const people = personSeats(setup);
  let last = -1;
  // A pass made by quick play carries its explanation; undo goes back past it to the person's
  // own last decision (otherwise quick play would make the same pass again at once).
  for (let i = steps.length - 1; i >= 0; i--)
    if (steps[i].by === "person" && !steps[i].why) {
      last = i;
      break;
    }
  if (last < 0) return null;
  if (people.length > 1 && viewer !== undefined && steps[last].seat !== viewer) return null;
  for (let i = last; i < steps.length; i++)
    for (const e of steps[i].events) if (e.reveal?.some((s) => people.includes(s))) return null;
  return steps.length - last;
}
