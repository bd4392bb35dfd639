import type { Faction, GameBoard, PieceKind, SpaceId } from "../../types";
import type { InstructionContext } from "../contracts";
import type { PieceRef } from "../piece-priorities";
import { accompaniesOk, CARD, capabilityInPlay } from "../procedures/context";
import { defineLine, fixed } from "../procedures/define";
import { removeTarget } from "../procedures/remove";
import { rankedTargets } from "../procedures/targets";
import { terrorIn, terrorPossible } from "../procedures/terror";
import type { RuleOptions } from "../scope";

/**
 * NP Directorio Assassinate (4.4.3, C8.7.6): one space of its Terror where DR Guerrillas outnumber
 * Police, chosen by the Remove column; Terror there first; remove or close any 1 enemy piece,
 * even a protected Base; freed Cash goes to a DR Guerrilla (Commandeer).
 * Ⓐ close a Casino (card: only if SYN is a player), Ⓑ remove a Base, Ⓒ any enemy piece by the
 * Piece Priorities. "Base" in Ⓑ means a non-Casino Base: Casinos have their own line (INF).
 * Mafia Offensive (card 43 shaded): NP Syndicate Assassinates as if DR, regardless of Police.
 */
type Variant = "casino" | "base" | "any";

const BASES: readonly PieceKind[] = ["govBase", "m26Base", "drBase"];

function mafia(board: GameBoard, f: Faction): boolean {
  return f === "SYN" && capabilityInPlay(board, CARD.mafiaOffensive, "shaded");
}

function victims(
  board: GameBoard,
  space: SpaceId,
  f: Faction,
  v: Variant,
  options: RuleOptions,
): PieceRef[] {
  const all = rankedTargets(board, space, f, "assassinate", "assassinate", false, options);
  if (v === "casino") return all.filter((r) => r.kind === "casinoOpen");
  if (v === "base") return all.filter((r) => BASES.includes(r.kind));
  return all;
}

function allowed(v: Variant) {
  return (board: GameBoard, space: SpaceId, ctx: InstructionContext) => {
    const f = ctx.faction;
    if (f !== "DR" && !mafia(board, f)) return false;
    const s = board.spaces[space];
    const outnumber = f !== "DR" || s.pieces.drU + s.pieces.drA > s.pieces.police;
    return (
      accompaniesOk("assassinate", ctx) &&
      outnumber &&
      terrorPossible(board, space, ctx) &&
      victims(board, space, f, v, ctx.options).length > 0
    );
  };
}

function line(
  id: "assassinateCloseCasino" | "assassinateBase" | "assassinate",
  v: Variant,
  label: string,
) {
  return defineLine({
    id,
    label,
    rule: "4.4.3, C8.7.6",
    column: fixed("RR"),
    maxSpaces: 1,
    allowed: allowed(v),
    run: function* (w, space, ctx) {
      const f = ctx.faction;
      if (f === "SYN") w.note("Mafia Offensive: Syndicate Assassinates as if DR", "Event 43");
      w.note("Terror first in the Assassinate space", "C8.7.6");
      terrorIn(w, space, ctx);
      const [ref] = victims(w.board, space, f, v, ctx.options);
      if (!ref) return;
      yield* removeTarget(w, space, ref, {
        kind: "guerrilla",
        faction: f,
        rule: "4.4.3",
        label: "Commandeer: an assassin takes the Cash",
      });
    },
  });
}

export const assassinateCloseCasino = line(
  "assassinateCloseCasino",
  "casino",
  "Assassinate to close a Casino",
);
export const assassinateBase = line("assassinateBase", "base", "Assassinate to remove a Base");
export const assassinate = line("assassinate", "any", "Assassinate");
