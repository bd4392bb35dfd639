import { FACTION_NAME, INVENTORY } from "@/data/cuba/pieces";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import { controlOf, isFinalCampaign, onMap } from "../../board/board";
import { type Changed, setSabotage } from "../../board/changes";
import { controlPieces, cubes, guerrillas } from "../../board/space";
import { setResources } from "../../board/tracks";
import { type Faction, type GameBoard, SPACE_IDS } from "../../types";
import type { NeedAnswer } from "../contracts";
import { AnswerCursor, type StepResult } from "../step-result";
import type { TableChange, TraceRecord } from "../types";
import { cashDeposits } from "./cash-deposits";

/**
 * Resources Phase (6.2) with the NP instructions (C8.5.9; reference §3.8): Sabotage where 26J +
 * DR Guerrillas outnumber cubes (6.2.1); Earnings for player Factions and for Syndicate whether
 * player or NP (NP GOV, 26J and DR track no Resources and skip them, C8.2.1); the Skim, which
 * still costs NP Syndicate even when the receiver is an NP (C8.9/c8); then Cash deposits.
 * `civicActionBonus` counts NP GOV Cash returned without a Base (+1 each to Civic Action).
 */
export function resourcesPhase(
  board: GameBoard,
  answers: readonly NeedAnswer[],
  final: boolean = isFinalCampaign(board),
): StepResult<{ civicActionBonus: number }> {
  let b = board;
  const changes: TableChange[] = [];
  const trace: TraceRecord[] = [];
  const apply = (r: Changed) => {
    b = r.board;
    changes.push(r.change);
  };
  const note = (rule: string, text: string) => trace.push({ kind: "note", rule, text });

  // 6.2.1 Sabotage first, whoever controls the Government.
  for (const id of SPACE_IDS) {
    const s = b.spaces[id];
    if (SPACE_BY_ID[id].kind !== "ec" || s.sabotage) continue;
    const rebels = guerrillas(s, "26J") + guerrillas(s, "DR");
    if (rebels <= cubes(s)) continue;
    const markers = SPACE_IDS.reduce(
      (a, x) => a + b.spaces[x].terror + (b.spaces[x].sabotage ? 1 : 0),
      0,
    );
    if (markers >= INVENTORY.terrorAndSabotage) {
      note("6.2.1", `no Sabotage marker left for ${SPACE_BY_ID[id].name}`);
      continue;
    }
    apply(setSabotage(b, id, true));
    note(
      "6.2.1",
      `${SPACE_BY_ID[id].name}: ${rebels} 26J + DR Guerrillas outnumber ${cubes(b.spaces[id])} cubes`,
    );
  }

  const unsabotagedEcon = SPACE_IDS.filter(
    (id) => SPACE_BY_ID[id].kind === "ec" && !b.spaces[id].sabotage,
  ).reduce((a, id) => a + SPACE_BY_ID[id].econ, 0);
  for (const f of ["GOV", "26J", "DR", "SYN"] as Faction[]) {
    if (board.roles[f] === "np" && f !== "SYN") {
      note("C8.5.9", `NP ${FACTION_NAME[f]} skips Earnings (no Resources tracked)`);
      continue;
    }
    const gain = earnings(b, f, unsabotagedEcon);
    if (gain > 0) apply(setResources(b, f, b.resources[f] + gain));
    note(f === "GOV" ? "6.2.1" : "6.2.2", `${FACTION_NAME[f]} earns ${gain}`);
  }

  // 6.2.3 Skim: 2 per space with open Casinos to its Controller other than Syndicate.
  const santo = b.capabilities.some((c) => c.card === 48 && c.side === "shaded");
  for (const id of SPACE_IDS) {
    const s = b.spaces[id];
    if (s.pieces.casinoOpen === 0) continue;
    const to = controlOf(b, id);
    if (!to || to === "SYN") continue;
    if (santo && s.pieces.synU > 0) {
      note(
        "6.2.3",
        `${SPACE_BY_ID[id].name}: an Underground Syndicate Guerrilla blocks the Skim (Santo)`,
      );
      continue;
    }
    const paid = Math.min(2, b.resources.SYN);
    if (paid > 0) apply(setResources(b, "SYN", b.resources.SYN - paid));
    if (b.roles[to] === "player" && paid > 0) apply(setResources(b, to, b.resources[to] + paid));
    note(
      "6.2.3",
      `${SPACE_BY_ID[id].name}: Skim ${paid} to ${FACTION_NAME[to]}${b.roles[to] === "np" ? " (an NP: nothing gained, C8.9/c8)" : ""}`,
    );
  }

  const dep = cashDeposits(b, new AnswerCursor(answers), final);
  if (dep.kind !== "done") return dep;
  return {
    kind: "done",
    board: dep.board,
    changes: [...changes, ...dep.changes],
    trace: [...trace, ...dep.trace],
    civicActionBonus: dep.civicActionBonus,
  };
}

/** Earnings of one Faction (6.2.1 Government, 6.2.2 Insurgents). */
function earnings(b: GameBoard, f: Faction, unsabotagedEcon: number): number {
  if (f === "GOV") return unsabotagedEcon + b.aid;
  if (f === "26J") return onMap(b, "m26Base");
  if (f === "DR") return SPACE_IDS.filter((id) => controlPieces(b.spaces[id], "DR") > 0).length;
  let n = 0;
  for (const id of SPACE_IDS) {
    const s = b.spaces[id];
    const def = SPACE_BY_ID[id];
    if (guerrillas(s, "SYN") <= s.pieces.police) continue;
    if (def.kind === "city") n += def.pop;
    if (def.kind === "ec" && !s.sabotage) n += def.econ;
  }
  return n + 2 * SPACE_IDS.reduce((a, id) => a + b.spaces[id].pieces.casinoOpen, 0);
}
