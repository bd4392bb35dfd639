import { createActor } from "xstate";
import { standardBoard } from "@/data/cuba/scenarios";
import { newScope } from "@/lib/engine/cuba/calixto/scope";
import { pendingRequest, answer } from "@/lib/machines/core/awaiting";
import { npTurnMachine } from "@/lib/machines/cuba/np-turn.machine";
import { propagandaMachine } from "@/lib/machines/cuba/propaganda.machine";
import { eligibleOrder, advanceCard } from "@/lib/engine/cuba/calixto/eligibility";
import type { DeckState } from "@/lib/engine/cuba/calixto/deck";
import { scriptedAnswerer } from "@/lib/machines/core/drive";

const allNp = { GOV: "np", "26J": "np", DR: "np", SYN: "np" } as const;
let board = standardBoard({ roles: allNp, shortGame: false });
const deckOrder = [8, 20, 28, 37, 11, 35, 38, 49];
board = { ...board, currentCard: 8, nextCard: 20 };
const script = {
  cards: ["Y", "U", "M", "N", "Z", "R", "G", "V", "J", "U"] as any,
  dice: [3, 1, 3, 4, 2, 3, 4, 5, 3, 5, 4, 1, 5, 2, 4, 5, 1],
  ties: ["ec-west", "las-villas"],
  answers: [] as string[],
  eventWork: [
    { type: "event.edit", edits: [
      { kind: "support", space: "havana", value: 1 }, { kind: "support", space: "camaguey-city", value: 0 },
      { kind: "pieces", space: "havana", piece: "drU", value: 1 }, { kind: "pieces", space: "camaguey-city", piece: "drU", value: 1 }, { kind: "pieces", space: "santiago-de-cuba", piece: "drU", value: 1 } ] },
    { type: "event.done" },
    { type: "event.done" },
    { type: "event.select", column: "RR", candidates: ["havana", "camaguey-city", "santiago-de-cuba"], purpose: "Defections: space with DR and enemy cubes" },
    { type: "event.edit", edits: [ { kind: "pieces", space: "santiago-de-cuba", piece: "police", value: 0 }, { kind: "pieces", space: "santiago-de-cuba", piece: "drU", value: 3 } ] },
    { type: "event.done" },
    { type: "event.edit", edits: [ { kind: "pieces", space: "havana", piece: "casinoClosed", value: 0 }, { kind: "pieces", space: "pinar-del-rio", piece: "casinoClosed", value: 0 }, { kind: "pieces", space: "la-habana", piece: "casinoClosed", value: 0 } ], note: "Lift all four Casinos" },
    { type: "event.select", column: "PCas", candidates: ["pinar-del-rio","la-habana","havana","matanzas","las-villas","camaguey-province","camaguey-city","oriente","sierra-maestra","santiago-de-cuba"], purpose: "Meyer Lansky: Casino 1" },
    { type: "event.edit", edits: [ { kind: "pieces", space: "pinar-del-rio", piece: "casinoClosed", value: 1 } ] },
    { type: "event.select", column: "PCas", candidates: ["pinar-del-rio","la-habana","havana","matanzas","las-villas","camaguey-province","camaguey-city","oriente","sierra-maestra","santiago-de-cuba"], purpose: "Meyer Lansky: Casino 2" },
    { type: "event.edit", edits: [ { kind: "pieces", space: "pinar-del-rio", piece: "casinoClosed", value: 2 } ] },
    { type: "event.select", column: "PCas", candidates: ["la-habana","havana","matanzas","las-villas","camaguey-province","camaguey-city","oriente","sierra-maestra","santiago-de-cuba"], purpose: "Meyer Lansky: Casino 3" },
    { type: "event.edit", edits: [ { kind: "pieces", space: "havana", piece: "casinoClosed", value: 1 } ] },
    { type: "event.select", column: "PCas", candidates: ["la-habana","havana","matanzas","las-villas","camaguey-province","camaguey-city","oriente","sierra-maestra","santiago-de-cuba"], purpose: "Meyer Lansky: Casino 4" },
    { type: "event.edit", edits: [ { kind: "pieces", space: "havana", piece: "casinoClosed", value: 0 }, { kind: "pieces", space: "havana", piece: "casinoOpen", value: 2 }, { kind: "pieces", space: "pinar-del-rio", piece: "casinoClosed", value: 0 }, { kind: "pieces", space: "pinar-del-rio", piece: "casinoOpen", value: 2 } ], note: "Open all four" },
    { type: "event.done" },
  ] as any,
};
const answerer = scriptedAnswerer(script);
let deck: DeckState = { mode: "physical", drawn: [] };
let answers = {};
for (let ci = 0; ci < 8; ci++) {
  console.log(`\n===== card #${board.currentCard}`);
  if (board.currentCard === 49) {
    const scope = newScope(board);
    const actor: any = createActor(propagandaMachine, { input: { scope, final: false } }).start();
    for (let i = 0; i < 100 && actor.getSnapshot().status !== "done"; i++) {
      const req = pendingRequest(actor);
      if (!req) { console.log("STUCK", actor.getSnapshot().value); break; }
      console.log("REQ", JSON.stringify(req).slice(0, 200));
      answer(actor, answerer(req));
    }
    for (const t of scope.trace) console.log("  ", t.kind, (t as any).text ?? (t as any).change?.text ?? JSON.stringify(t).slice(0, 150));
    console.log(actor.getSnapshot().output);
    board = scope.board;
    console.log(board.resources, board.usAlliance, board.aid, board.spaces.havana.support, board.spaces["camaguey-city"].support, board.spaces.oriente.support, board.spaces["santiago-de-cuba"].pieces);
    break;
  }
  for (let guard = 0; guard < 6; guard++) {
    const o = eligibleOrder(board);
    if (!o.ok || !o.value.next) break;
    const f = o.value.next.faction;
    const scope = newScope(board);
    const actor: any = createActor(npTurnMachine, { input: { scope, faction: f, deck, answers } }).start();
    for (let i = 0; i < 100 && actor.getSnapshot().status !== "done"; i++) {
      const req = pendingRequest(actor);
      if (!req) { console.log("STUCK", actor.getSnapshot().value); break; }
      if (req.kind === "question") console.log("QUESTION", req.id, req.text);
      let ev;
      try { ev = answerer(req); } catch (e) { console.log("SCRIPT", (e as Error).message, JSON.stringify(req).slice(0,300)); process.exit(1); }
      if (req.kind === "dice") console.log(`  die ${ev.type === "dice.rolled" ? ev.faces : ""} for ${req.purpose}`);
      answer(actor, ev);
    }
    const out: any = actor.getSnapshot().output!;
    for (const t of scope.trace) {
      if (t.kind === "selection") console.log(`  select ${t.column} ${t.purpose} → ${t.chosen} [${t.steps.map(s=>s.row+":"+s.after.join("|")).join(" ")}]`);
      else if (t.kind === "change") console.log(`  * ${t.change.text}`);
      else if (t.kind === "eligibility") console.log(`  elig ${t.row} ${t.result}`);
      else if (t.kind === "box") console.log(`  box ${t.side} ${t.box} ${t.answer}`);
      else if (t.kind === "cardDrawn") console.log(`  draw ${t.card}`);
      else if (t.kind === "activation") console.log(`  AN ${t.roll} vs ${t.an} ${t.continues}`);
      else if (t.kind === "note") console.log(`  note ${t.text}`);
    }
    console.log(`${f}: ${out.action} ${out.error ?? ""}`);
    board = scope.board; deck = out.deck; answers = out.answers;
    if (deck.mode === "physical") deck = { mode: "physical", drawn: [] };
    if (out.cardDone || out.error) break;
  }
  const adv = advanceCard(board, deckOrder[ci + 2] ?? null);
  if (!adv.ok) { console.log("advance", adv.errors); break; }
  board = adv.value.board;
}
