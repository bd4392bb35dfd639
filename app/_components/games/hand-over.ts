import type { BaseEvent, GameId, Pending } from "@/lib/engine/cardgames/shared/types";

/**
 * Hot-seat hand-over (pass the device): who must hold the device before the screen shows their
 * view, and what a person must be shown before the device moves on. Pure, for the session hook.
 */

/** Something only `seat` may see, shown to them before the device goes to the next person. */
export interface Notice {
  seat: number;
  lines: string[];
}

/** What a person learns in secret and would otherwise find only in the log (KR D13, D7). */
const SEEN_KINDS = new Set(["spy", "prophecy", "looked", "betrayed"]);

type Event = BaseEvent & { kind?: string; target?: number; secretTo?: readonly number[] };

/**
 * The notice an accepted input leaves for a person, or null. Secret results (a Spy's look, a
 * Prophecy) are for the seat that saw them. In Kill Rasputin a Save against a person's meld is
 * always told to that person in private: otherwise the device would go to them only when they
 * hold Destiny (to ask whether to cancel it), and the hand-over would tell the table (KR D12).
 * No notice when that person decides next anyway: their own screen shows it.
 */
export function noticeFor(
  game: GameId,
  events: readonly BaseEvent[],
  next: Pending,
  people: readonly number[],
  describe: (e: BaseEvent, viewer: number) => string,
): Notice | null {
  if (people.length < 2) return null;
  let seat: number | null = null;
  for (const raw of events) {
    const e = raw as Event;
    if (e.kind && SEEN_KINDS.has(e.kind) && e.seat !== undefined && e.secretTo?.includes(e.seat))
      seat = e.seat;
    else if (game === "kill-rasputin" && e.kind === "save" && e.target !== undefined)
      seat = e.target;
    if (seat !== null) break;
  }
  if (seat === null || !people.includes(seat)) return null;
  if (next.kind === "decide" && next.seat === seat) return null;
  const who = seat;
  return { seat: who, lines: events.map((e) => describe(e, who)) };
}

/**
 * Who the device must go to (null: nobody) and whose view the screen shows. A notice comes
 * first: the device goes to its person, who reads it before the next decider takes over.
 */
export function handOver(p: {
  people: readonly number[];
  decider: number | null;
  viewer: number | null;
  notice: Notice | null;
}): { passTo: number | null; viewer: number | null; notice: Notice | null } {
  const single = p.people.length === 1 ? p.people[0] : null;
  if (p.notice && single === null) {
    if (p.viewer !== p.notice.seat) return { passTo: p.notice.seat, viewer: null, notice: null };
    return { passTo: null, viewer: p.notice.seat, notice: p.notice };
  }
  const passTo =
    p.people.length > 1 && p.decider !== null && p.decider !== p.viewer ? p.decider : null;
  return { passTo, viewer: single ?? (passTo !== null ? null : p.viewer), notice: null };
}

/**
 * Whether the app may make its own inputs (bots, chance) now: not while the device is being
 * handed over or a private notice is open, so nothing changes behind the hand-over screen and
 * the table cannot tell, from what moves behind it, what the screen hides (U2; KR D12).
 */
export function appMayPlay(h: { passTo: number | null; notice: Notice | null }): boolean {
  return h.passTo === null && h.notice === null;
}
