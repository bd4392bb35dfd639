import { type Changed, flipPieces, removeTerror, setSabotage } from "../../board/changes";
import { clearCardActions, discardMomentum, setEligibility } from "../../board/tracks";
import { FACTIONS, type GameBoard, type PieceKind, SPACE_IDS } from "../../types";
import type { Step, TableChange, TraceRecord } from "../types";

/**
 * Reset Phase (6.5) plus the Calixto reshuffle (C8.5.9; C8.9/c8): all Factions Eligible, Terror
 * and Sabotage removed, Momentum discarded, Guerrillas Underground, Casinos open; then the card
 * showing is played: it opens the next Campaign (campaignCard 1) and the caller reveals the next
 * one. `reshuffleCalixto` tells the caller to shuffle the Calixto deck (C8.4.1: only at set-up
 * and at each Reset). The final Round has no Reset (6.3.5).
 */
export function resetPhase(
  board: GameBoard,
): Step & { reshuffleCalixto: boolean; trace: TraceRecord[] } {
  let b = board;
  const changes: TableChange[] = [];
  const apply = (r: Changed) => {
    b = r.board;
    changes.push(r.change);
  };
  for (const f of FACTIONS)
    if (b.eligibility[f] !== "eligible") apply(setEligibility(b, f, "eligible"));
  if (b.cardActions.length) apply(clearCardActions(b));
  for (const id of SPACE_IDS) {
    const s = b.spaces[id];
    if (s.terror > 0) apply(removeTerror(b, id, s.terror));
    if (s.sabotage) apply(setSabotage(b, id, false));
    for (const [a, u] of [
      ["m26A", "m26U"],
      ["drA", "drU"],
      ["synA", "synU"],
      ["casinoClosed", "casinoOpen"],
    ] as [PieceKind, PieceKind][]) {
      const n = b.spaces[id].pieces[a];
      const held = b.spaces[id].cash.filter((h) => h === a).length;
      if (n > 0) apply(flipPieces(b, id, a, u, n, held));
    }
  }
  if (b.momentum.length) apply(discardMomentum(b));
  const next = b.nextCard;
  b = {
    ...b,
    propagandaLeft: Math.max(0, b.propagandaLeft - 1),
    currentCard: next,
    nextCard: null,
    campaignCard: 1,
  };
  changes.push({
    kind: "track",
    text:
      next === null
        ? "Play the next card and reveal the one after it"
        : `Play card #${next} and reveal the next card`,
  });
  const reshuffleCalixto = FACTIONS.some((f) => b.roles[f] === "np");
  if (reshuffleCalixto) changes.push({ kind: "track", text: "Shuffle the Calixto deck" });
  const trace: TraceRecord[] = [
    { kind: "note", rule: "6.5", text: "Reset: Eligible, markers off, Underground, Casinos open" },
  ];
  if (reshuffleCalixto)
    trace.push({ kind: "note", rule: "C8.5.9", text: "Reset: shuffle the Calixto deck" });
  return { board: b, changes, reshuffleCalixto, trace };
}
