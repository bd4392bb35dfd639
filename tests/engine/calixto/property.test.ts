import fc from "fast-check";
import { standardBoard } from "@/data/cuba/scenarios";
import { validateBoard } from "@/lib/engine/cuba/board";
import type { NeedAnswer } from "@/lib/engine/cuba/calixto/contracts";
import {
  afterAction,
  decideEligibility,
  eligibleOrder,
} from "@/lib/engine/cuba/calixto/eligibility";
import {
  redeployPhase,
  resetPhase,
  resourcesPhase,
  supportPhase,
} from "@/lib/engine/cuba/calixto/propaganda";
import type { StepResult } from "@/lib/engine/cuba/calixto/step-result";
import {
  type Faction,
  type GameBoard,
  SPACE_IDS,
  type SupportLevel,
} from "@/lib/engine/cuba/types";

/**
 * Properties over random valid boards: every decision and every Propaganda phase ends within a
 * bounded number of inputs, never throws, and leaves a valid board.
 */
const FACTIONS: Faction[] = ["GOV", "26J", "DR", "SYN"];

const boardArb = fc
  .record({
    support: fc.array(fc.integer({ min: -2, max: 2 }), { minLength: 13, maxLength: 13 }),
    m26: fc.array(fc.integer({ min: 0, max: 1 }), { minLength: 13, maxLength: 13 }),
    dr: fc.array(fc.integer({ min: 0, max: 1 }), { minLength: 13, maxLength: 13 }),
    active: fc.boolean(),
    terror: fc.integer({ min: 0, max: 12 }),
    police: fc.integer({ min: 0, max: 12 }),
    players: fc.subarray(FACTIONS, { maxLength: 2 }),
    card: fc.integer({ min: 1, max: 48 }),
    next: fc.integer({ min: 1, max: 52 }),
    campaignCard: fc.integer({ min: 1, max: 12 }),
    propagandaLeft: fc.integer({ min: 1, max: 4 }),
    ineligible: fc.subarray(FACTIONS, { maxLength: 2 }),
    cashSpace: fc.integer({ min: 0, max: 12 }),
  })
  .map((r) => {
    const roles = Object.fromEntries(
      FACTIONS.map((f) => [f, r.players.includes(f) ? "player" : "np"]),
    );
    const b: GameBoard = standardBoard({ roles: roles as GameBoard["roles"], shortGame: false });
    SPACE_IDS.forEach((id, i) => {
      const s = b.spaces[id];
      if (!id.startsWith("ec-")) {
        s.support = r.support[i] as SupportLevel;
        s.terror = r.terror === i ? 1 : 0;
      }
      s.pieces[r.active ? "m26A" : "m26U"] += r.m26[i];
      s.pieces[r.active ? "drA" : "drU"] += r.dr[i];
      if (r.police === i) s.pieces.police += 2;
      if (r.cashSpace === i && s.pieces.troop + s.pieces.police > 0)
        s.cash = [s.pieces.troop > 0 ? "troop" : "police"];
    });
    b.currentCard = r.card;
    b.nextCard = r.next === r.card ? null : r.next;
    b.campaignCard = r.campaignCard;
    b.propagandaLeft = r.propagandaLeft;
    for (const f of r.ineligible) b.eligibility[f] = "ineligible";
    return b;
  })
  .filter((b) => validateBoard(b).length === 0);

/** Answers every need with the first option, a middle die, or "yes". */
function run<R extends StepResult>(phase: (a: NeedAnswer[]) => R): R {
  const answers: NeedAnswer[] = [];
  for (let i = 0; i < 60; i++) {
    const r = phase(answers);
    if (r.kind !== "need") return r;
    const n = r.need;
    if (n.kind === "select") answers.push({ kind: "space", space: n.candidates[0] });
    else if (n.request.kind === "dice") answers.push({ kind: "dice", faces: [3] });
    else if (n.request.kind === "tieBreak")
      answers.push({ kind: "choice", value: n.request.among[0] });
    else if (n.request.kind === "question")
      answers.push({ kind: "choice", value: n.request.options[0].value });
  }
  throw new Error("phase still asking after 60 answers");
}

describe("properties on random valid boards", () => {
  it("every NP on the card gets a legal decision within a few questions; the card ends cleanly", () => {
    fc.assert(
      fc.property(boardArb, (start) => {
        let b = start;
        for (let step = 0; step < 4; step++) {
          const o = eligibleOrder(b);
          if (!o.ok || !o.value.next) break;
          const { faction, position } = o.value.next;
          let action: Parameters<typeof afterAction>[2];
          if (b.roles[faction] === "player") action = "limOp";
          else {
            const answers: Record<string, string> = {};
            let r = decideEligibility(b, faction, position, answers);
            for (let q = 0; q < 12 && r.kind === "need"; q++) {
              if (r.request.kind !== "question") throw new Error("only questions expected");
              answers[r.request.id] = r.request.options[0].value;
              r = decideEligibility(b, faction, position, answers);
            }
            if (r.kind !== "decided") throw new Error(JSON.stringify(r));
            action = r.action;
          }
          const next = afterAction(b, faction, action);
          if (!next.ok) throw new Error(JSON.stringify(next.errors));
          b = next.value.board;
          expect(validateBoard(b)).toEqual([]);
        }
        const o = eligibleOrder(b);
        expect(o.ok && o.value.next === null ? b.cardActions : []).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  it("a whole Propaganda Round ends and leaves a valid board", () => {
    fc.assert(
      fc.property(boardArb, (start) => {
        const res = run((a) => resourcesPhase(start, a));
        if (res.kind !== "done") throw new Error(JSON.stringify(res));
        expect(validateBoard(res.board)).toEqual([]);
        const sup = run((a) => supportPhase(res.board, a, res.civicActionBonus));
        if (sup.kind !== "done") throw new Error(JSON.stringify(sup));
        expect(validateBoard(sup.board)).toEqual([]);
        const red = run((a) => redeployPhase(sup.board, a));
        if (red.kind !== "done") throw new Error(JSON.stringify(red));
        expect(validateBoard(red.board)).toEqual([]);
        // 6.4.2: no Troops left on ECs or in Provinces without a GOV Base (for an NP GOV).
        if (red.board.roles.GOV === "np")
          for (const id of SPACE_IDS) {
            const s = red.board.spaces[id];
            if (
              id.startsWith("ec-") ||
              (s.pieces.govBase === 0 &&
                [
                  "pinar-del-rio",
                  "la-habana",
                  "matanzas",
                  "las-villas",
                  "camaguey-province",
                  "oriente",
                  "sierra-maestra",
                ].includes(id))
            )
              expect(s.pieces.troop).toBe(0);
          }
        const reset = resetPhase(red.board);
        expect(validateBoard(reset.board)).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });
});
