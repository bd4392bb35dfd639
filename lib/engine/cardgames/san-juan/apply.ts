import type { FieldError } from "../../core/result";
import { permute, validateChance } from "../shared/chance";
import { type Input, isChanceInput } from "../shared/types";
import { resolveBattle } from "./battle";
import type { SjEvent } from "./events";
import { advance, blockedDraw, endHand, goTo, startHand } from "./flow";
import { checkSjMove, sjPending } from "./legal";
import type { SjMove } from "./moves";
import { ES, type SideIndex, type SjState, US } from "./state";

type Log = SjEvent[] | null;
const other = (side: SideIndex): SideIndex => (side === US ? ES : US);

/** Apply one decision or chance input in place, then draw what is owed. */
export function applySanJuanInPlace(
  s: SjState,
  input: Input<SjMove>,
  events: Log,
): FieldError[] | null {
  if (isChanceInput(input)) {
    const p = sjPending(s);
    if (p.kind !== "chance") return [{ field: "type", reason: "no chance input is due now" }];
    const checked = validateChance(p.request, input);
    if (!checked.ok) return checked.errors;
    if (input.rng !== undefined) s.rng = input.rng;
    const blocked = blockedDraw(s);
    if (blocked !== null) {
      s.decks[blocked] = permute(s.discards[blocked], input.values);
      s.discards[blocked] = [];
      events?.push({
        kind: "shuffled",
        side: blocked,
        size: s.decks[blocked].length,
        reshuffle: true,
        rule: "SJ Draw phase; S1",
      });
    } else if (s.step.at === "shuffle") {
      const side = s.step.side;
      s.decks[side] = permute(s.decks[side], input.values);
      events?.push({
        kind: "shuffled",
        side,
        size: s.decks[side].length,
        reshuffle: false,
        rule: "SJ Decks",
      });
      if (side === US) goTo(s, { at: "shuffle", side: ES });
      else startHand(s, events);
    }
    advance(s, events);
    return null;
  }
  const { ids, errors } = checkSjMove(s, input);
  if (errors.length) return errors;
  const side = input.seat;
  switch (input.type) {
    case "balloon":
      discardFromHand(s, side, ids);
      s.balloonHand = s.hand;
      events?.push({
        kind: "balloon",
        side,
        seat: side,
        card: ids[0],
        seen: s.hands[ES].slice(),
        rule: "SJ Reserve phase; S2",
        reveal: [US, ES],
        secretTo: [US],
      });
      break;
    case "reserve":
      discardFromHand(s, side, ids);
      events?.push({
        kind: "reserve",
        side,
        seat: side,
        cards: ids,
        rule: "SJ Reserve phase; S2",
        reveal: [other(side)],
      });
      if (ids.length) s.owed.push({ side, n: ids.length });
      goTo(s, side === ES ? { at: "reserve", side: US } : { at: "attack", side: US });
      break;
    case "attack":
      for (const id of ids) s.hands[side].splice(s.hands[side].indexOf(id), 1);
      s.committed[side] = ids;
      if (side === US) {
        events?.push({ kind: "committed", side, seat: side, rule: "SJ Attack phase; S4" });
        goTo(s, { at: "attack", side: ES });
      } else {
        const played: [number[], number[]] = [s.committed[US] ?? [], ids];
        const battle = resolveBattle(s.hand, played);
        s.battles.push(battle);
        s.discards[US].push(...played[US]);
        s.discards[ES].push(...played[ES]);
        s.committed = [null, null];
        events?.push({ kind: "battle", battle, rule: "SJ Attack phase; S5/S6", reveal: [US, ES] });
        goTo(s, { at: "withdraw", side: US });
      }
      break;
    case "withdraw":
      discardFromHand(s, side, ids);
      events?.push({
        kind: "withdrew",
        side,
        seat: side,
        cards: ids,
        rule: "SJ Withdrawal phase; S7",
        reveal: ids.length ? [other(side)] : [],
      });
      if (side === US) goTo(s, { at: "withdraw", side: ES });
      else endHand(s, events);
      break;
  }
  advance(s, events);
  return null;
}

function discardFromHand(s: SjState, side: SideIndex, ids: readonly number[]): void {
  for (const id of ids) s.hands[side].splice(s.hands[side].indexOf(id), 1);
  s.discards[side].push(...ids);
}
