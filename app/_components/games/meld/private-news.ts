import type { MeldEvent } from "@/lib/engine/cardgames/meld-game";
import type { ReplayedStep } from "@/lib/engine/cardgames/session";
import type { BaseEvent, BaseMove } from "@/lib/engine/cardgames/shared/types";

/**
 * What one person saw in secret, or lost or gained from a hand, since the start of their
 * previous turn: a Spy's or the Spies result's look at a hand, a
 * Prophecy, a Revolution trade, a Betrayal or Spy steal, a Sabotage (GC Fate; KR Event 1, 2, 3,
 * 5, 6; D7, D13, D14). Shown where the player looks, not only as a log line. Pure.
 */
export interface NewsItem {
  turn: number;
  title: string;
  groups: { label: string; cards: number[] }[];
}

type Step = ReplayedStep<BaseMove, BaseEvent>;

export function privateNews(
  steps: readonly Step[],
  viewer: number | null,
  names: readonly string[],
): NewsItem[] {
  if (viewer === null) return [];
  const events = steps.flatMap((s) => s.events as MeldEvent[]);
  // From the start of the viewer's previous turn: what they saw then and everything done to
  // their hand since is still shown when their next turn comes.
  let from = 0;
  let seen = 0;
  for (let i = events.length - 1; i >= 0; i--)
    if (events[i].kind === "turnStarted" && events[i].seat === viewer && ++seen === 2) {
      from = i;
      break;
    }
  const who = (seat: number) => names[seat] ?? `Seat ${seat + 1}`;
  const out: NewsItem[] = [];
  let turn = 0;
  for (const e of events.slice(0, from)) if (e.kind === "turnStarted") turn = e.turn;
  for (const e of events.slice(from)) {
    const mine = e.seat === viewer;
    const item = (title: string, ...groups: NewsItem["groups"]) =>
      out.push({ turn, title, groups });
    switch (e.kind) {
      case "turnStarted":
        turn = e.turn;
        break;
      case "spy":
        if (mine) item(`Spy: you looked at ${who(e.target)}'s hand`, { label: "", cards: e.seen });
        break;
      case "looked":
        if (mine)
          item(`Spies: you looked at ${who(e.target)}'s hand`, { label: "", cards: e.cards });
        break;
      case "prophecy":
        if (mine)
          item("Prophecy: the top of the deck, top card first", { label: "", cards: e.cards });
        break;
      case "traded":
        if (mine)
          item(
            `Revolution: you traded hands with ${who(e.target)}`,
            { label: "You gave", cards: e.gave },
            { label: "You got", cards: e.got },
          );
        else if (e.target === viewer)
          item(
            `Revolution: ${who(e.seat ?? 0)} traded hands with you`,
            { label: "You gave", cards: e.got },
            { label: "You got", cards: e.gave },
          );
        break;
      case "betrayed":
        if (mine)
          item(`Betrayal: you took a random card from ${who(e.target)}`, {
            label: "",
            cards: [e.card],
          });
        else if (e.target === viewer)
          item(`Betrayal: ${who(e.seat ?? 0)} took a random card from your hand`, {
            label: "",
            cards: [e.card],
          });
        break;
      case "stole":
        if (mine)
          item(`Spy: you took a card from ${who(e.target)}`, { label: "", cards: [e.card] });
        else if (e.target === viewer)
          item(`Spy: ${who(e.seat ?? 0)} took a card from your hand`, {
            label: "",
            cards: [e.card],
          });
        break;
      case "sabotaged":
        if (e.target === viewer)
          item(`Sabotage: ${who(e.seat ?? 0)} made you discard a random card`, {
            label: "",
            cards: [e.card],
          });
        break;
    }
  }
  return out.reverse();
}
