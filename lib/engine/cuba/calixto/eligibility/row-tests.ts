import type { EligibilityTest } from "@/data/cuba/calixto/eligibility";
import { cardTitle, isPropaganda } from "@/data/cuba/events";
import { FACTION_NAME } from "@/data/cuba/pieces";
import type { FieldError } from "../../../core/result";
import type { Faction, GameBoard } from "../../types";
import type { RememberedAnswers } from "../events/answers";
import { type EventDecision, eventDecision } from "../events/decision";
import { resolveLetter } from "../events/letter";
import type { EventTables } from "../events/tables";
import type { RuleOptions } from "../scope";
import type { Request } from "../types";
import { executed, nextEligibleAfter, projectedFirstEligible } from "./order";

/**
 * The tests behind the NP Eligibility table rows (C8.5.2; reference §3.3), each answering with
 * its evidence. Tests that depend on an Event use the event decision (C8.5.5) and may need a
 * player answer (an unreadable table cell, or effectiveness that cannot be computed).
 */
export type Decided = Extract<EventDecision, { kind: "decided" }>;

export type TestAnswer =
  | { kind: "answer"; value: boolean; evidence: string[]; event?: Decided }
  | { kind: "need"; request: Request }
  | { kind: "error"; errors: FieldError[] };

export interface TestContext {
  board: GameBoard;
  faction: Faction;
  answers: RememberedAnswers;
  tables: EventTables;
  options: RuleOptions;
}

const yes = (evidence: string[], event?: Decided): TestAnswer => ({
  kind: "answer",
  value: true,
  evidence,
  ...(event ? { event } : {}),
});
const DID: Record<string, string> = {
  event: "executed the Event",
  opSA: "did Op + SA",
  opOnly: "did Operation Only",
  limOp: "did a Limited Operation",
};

/** The event decision's reason for a 1st Eligible NP refusing a non-Critical Event (C8.5.5). */
const FIRST_ELIGIBLE_STANDARD = "1st Eligible takes only a Critical Event";

const no = (evidence: string[]): TestAnswer => ({ kind: "answer", value: false, evidence });

/** Critical and effective for `who` (the 1st Eligible standard, C8.5.5). */
function takes(ctx: TestContext, who: Faction, position: 1 | 2): TestAnswer {
  const card = ctx.board.currentCard as number;
  const d = eventDecision(ctx.board, card, who, position, ctx.answers, ctx.tables, ctx.options);
  if (d.kind !== "decided") return d;
  return d.take ? yes(d.why, d) : no(d.why);
}

/** Will the acting Faction be 1st Eligible on the upcoming card (and is that card Critical)? */
function upcoming(ctx: TestContext, critical: boolean): TestAnswer {
  const next = ctx.board.nextCard;
  if (next === null) return no(["the next card is not revealed"]);
  if (isPropaganda(next)) return no(["the next card is Propaganda"]);
  const first = projectedFirstEligible(ctx.board, next, ctx.faction);
  const who = `#${next} ${cardTitle(next)}: ${first ? FACTION_NAME[first] : "nobody"} would be 1st Eligible`;
  if (first !== ctx.faction) return no([who]);
  if (!critical) return yes([who]);
  const r = resolveLetter(
    ctx.board,
    next,
    ctx.faction,
    ctx.board.campaignCard + 1,
    ctx.answers,
    ctx.tables,
    ctx.options,
  );
  if (r.kind !== "letter") return r;
  return r.letter === "C"
    ? yes([who, ...r.evidence, "Critical"])
    : no([who, ...r.evidence, "not Critical"]);
}

export function evaluateTest(ctx: TestContext, test: EligibilityTest): TestAnswer {
  const { board, faction } = ctx;
  switch (test) {
    case "undergroundInHavana": {
      const h = board.spaces.havana.pieces;
      const n = h.drU + h.m26U;
      return n > 0
        ? yes([`${h.drU} Underground DR and ${h.m26U} Underground 26J Guerrillas in Havana`])
        : no(["no Underground DR or 26J Guerrilla in Havana"]);
    }
    case "currentCriticalEffective":
      return takes(ctx, faction, 1);
    case "nextEligibleCouldTakeCritical": {
      // Row 3 judges the current Event for the NEXT Eligible Faction, by the Critical standard
      // (C8.5.2, C8.5.5): the decision's own words speak of "1st Eligible", so they are
      // restated here for the Faction judged.
      const next = nextEligibleAfter(board, faction);
      if (!next) return no(["no other Eligible Faction on this card"]);
      const r = takes(ctx, next, 1);
      if (r.kind !== "answer") return r;
      const head = `next Eligible: ${FACTION_NAME[next]}`;
      const evidence = r.evidence.map((e) =>
        e === FIRST_ELIGIBLE_STANDARD
          ? `not Critical for ${FACTION_NAME[next]}: row 3 counts only a Critical Event`
          : e,
      );
      return { ...r, evidence: [head, ...evidence], event: undefined };
    }
    case "firstOnUpcomingCritical":
      return upcoming(ctx, true);
    case "firstOnUpcoming":
      return upcoming(ctx, false);
    case "firstOnUpcomingCriticalNoCurrent": {
      const up = upcoming(ctx, true);
      if (up.kind !== "answer" || !up.value) return up;
      const first = executed(board)[0];
      if (first?.action !== "opSA")
        return yes([
          ...up.evidence,
          `the current Event is not open: 1st Eligible ${first ? DID[first.action] : "has not acted"} (2.3.4)`,
        ]);
      const cur = takes(ctx, faction, 1);
      if (cur.kind !== "answer") return cur;
      return cur.value
        ? no([...up.evidence, "but it can take the current Critical Event", ...cur.evidence])
        : yes([...up.evidence, ...cur.evidence]);
    }
    case "firstChoseEvent": {
      const first = executed(board)[0];
      return first?.action === "event"
        ? yes([`${FACTION_NAME[first.faction]} executed the Event`])
        : no([first ? `1st Eligible ${DID[first.action]}` : "1st Eligible did not act"]);
    }
    case "firstOpSAandCurrentTaken": {
      const first = executed(board)[0];
      if (first?.action !== "opSA")
        return no([first ? `1st Eligible ${DID[first.action]}` : "1st Eligible did not act"]);
      const r = takes(ctx, faction, 2);
      if (r.kind !== "answer") return r;
      return { ...r, evidence: [`${FACTION_NAME[first.faction]} did Op + SA`, ...r.evidence] };
    }
    case "otherwise":
      return yes(["no row above applies"]);
  }
}
