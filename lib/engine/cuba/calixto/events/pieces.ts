import { OWNER_OF } from "@/data/cuba/pieces";
import { CASH_HOLDERS, type CashHolder, type Faction, type PieceKind } from "../../types";

/** Piece kinds by owner, for the event and propaganda modules (rules 1.4). */
export function cashHoldersOf(f: Faction): CashHolder[] {
  return CASH_HOLDERS.filter((h) => OWNER_OF[h] === f);
}

export function guerrillaKinds(f: Faction): PieceKind[] {
  if (f === "26J") return ["m26U", "m26A"];
  if (f === "DR") return ["drU", "drA"];
  if (f === "SYN") return ["synU", "synA"];
  return [];
}

/** Non-Casino Base kind of a Faction (Syndicate has Casinos instead, 1.4.2). */
export function baseKind(f: Faction): PieceKind | null {
  if (f === "GOV") return "govBase";
  if (f === "26J") return "m26Base";
  if (f === "DR") return "drBase";
  return null;
}
