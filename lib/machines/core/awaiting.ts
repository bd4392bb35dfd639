import type { AnyActorRef } from "xstate";
import type { InputEvent, Request } from "@/lib/engine/cuba/calixto/types";

/**
 * Convention for every machine that waits for an input (a die, a card, a tie-break, an answer):
 * the waiting state carries the tag "awaiting" and the machine's context holds `request`.
 * Inputs are sent straight to the deepest waiting actor, so parents never forward events.
 */
export const AWAITING = "awaiting";

export function deepestAwaiting(ref: AnyActorRef): AnyActorRef | null {
  const snap = ref.getSnapshot();
  if (snap.status !== "active") return null;
  for (const child of Object.values(snap.children ?? {}) as (AnyActorRef | undefined)[]) {
    const found = child ? deepestAwaiting(child) : null;
    if (found) return found;
  }
  return snap.hasTag?.(AWAITING) ? ref : null;
}

export function pendingRequest(ref: AnyActorRef): Request | null {
  const w = deepestAwaiting(ref);
  if (!w) return null;
  const ctx = w.getSnapshot().context as { request?: Request } | undefined;
  return ctx?.request ?? null;
}

const observed = new WeakSet<AnyActorRef>();

/**
 * Observe the actor's errors, once: XState rethrows an error of an actor nobody observes from a
 * timer, out of every try/catch, which kills a long-lived process. Observed, a failed actor just
 * has an "error" snapshot, and its driver reports `snapshot.error` with the turn.
 */
export function observeErrors(ref: AnyActorRef): void {
  if (observed.has(ref)) return;
  observed.add(ref);
  ref.subscribe({ error: () => {} });
}

/** Send an input to whichever actor is waiting; returns false when nothing waits. */
export function answer(ref: AnyActorRef, event: InputEvent): boolean {
  observeErrors(ref);
  const w = deepestAwaiting(ref);
  if (!w) return false;
  w.send(event);
  return true;
}
