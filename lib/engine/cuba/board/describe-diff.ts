import { FACTION_NAME, PIECE_LABEL } from "@/data/cuba/pieces";
import { SPACE_BY_ID } from "@/data/cuba/spaces";
import type { TableChange } from "../calixto/types";
import { FACTIONS, type GameBoard, type PieceKind, SPACE_IDS, type SpaceId } from "../types";
import { pieceText, SUPPORT_LABEL } from "./changes";

/**
 * The table instructions that turn one board into another, for changes the player entered by
 * hand (an Event's effects, a player turn) and for the history view's "put the table back".
 * Pairs of counts that moved between two states of one piece (Underground → Active, open →
 * closed) read as a flip rather than a removal and a placement.
 */
const FLIPS: [PieceKind, PieceKind, string][] = [
  ["m26U", "m26A", "Activate"],
  ["drU", "drA", "Activate"],
  ["synU", "synA", "Activate"],
  ["m26A", "m26U", "Flip Underground"],
  ["drA", "drU", "Flip Underground"],
  ["synA", "synU", "Flip Underground"],
  ["casinoOpen", "casinoClosed", "Close"],
  ["casinoClosed", "casinoOpen", "Open"],
];

export function describeDiff(from: GameBoard, to: GameBoard): TableChange[] {
  const out: TableChange[] = [];
  for (const space of SPACE_IDS) out.push(...spaceDiff(from, to, space));
  if (from.usAlliance !== to.usAlliance)
    out.push({
      kind: "track",
      text: `US Alliance ${cap(from.usAlliance)} → ${cap(to.usAlliance)}`,
    });
  if (from.aid !== to.aid) out.push({ kind: "track", text: `Aid ${from.aid} → ${to.aid}` });
  for (const f of FACTIONS) {
    if (from.resources[f] !== to.resources[f])
      out.push({
        kind: "track",
        text: `${FACTION_NAME[f]} Resources ${from.resources[f]} → ${to.resources[f]}`,
      });
    if (from.eligibility[f] !== to.eligibility[f])
      out.push({
        kind: "track",
        text: `${FACTION_NAME[f]} ${to.eligibility[f] === "eligible" ? "Eligible" : "Ineligible"}`,
      });
  }
  for (const c of to.capabilities) {
    if (!from.capabilities.some((x) => x.card === c.card))
      out.push({ kind: "track", text: `Capability #${c.card} (${c.side}) into play` });
  }
  for (const c of from.capabilities) {
    if (!to.capabilities.some((x) => x.card === c.card))
      out.push({ kind: "track", text: `Capability #${c.card} out of play` });
  }
  for (const m of to.momentum)
    if (!from.momentum.includes(m)) out.push({ kind: "track", text: `Momentum #${m} into play` });
  for (const m of from.momentum)
    if (!to.momentum.includes(m)) out.push({ kind: "track", text: `Momentum #${m} discarded` });
  return out;
}

function spaceDiff(from: GameBoard, to: GameBoard, space: SpaceId): TableChange[] {
  const a = from.spaces[space];
  const z = to.spaces[space];
  const name = SPACE_BY_ID[space].name;
  const delta = Object.fromEntries(
    Object.keys(z.pieces).map((k) => [k, z.pieces[k as PieceKind] - a.pieces[k as PieceKind]]),
  ) as Record<PieceKind, number>;
  const out: TableChange[] = [];
  for (const [fromKind, toKind, verb] of FLIPS) {
    const n = Math.min(-delta[fromKind], delta[toKind]);
    if (n > 0) {
      delta[fromKind] += n;
      delta[toKind] -= n;
      out.push({
        kind: "flip",
        space,
        from: fromKind,
        to: toKind,
        count: n,
        text: `${verb} ${pieceText(fromKind, n)} in ${name}`,
      });
    }
  }
  for (const k of Object.keys(delta) as PieceKind[]) {
    const d = delta[k];
    if (d > 0)
      out.push({
        kind: "place",
        space,
        piece: k,
        count: d,
        text: `Place ${pieceText(k, d)} in ${name}`,
      });
    if (d < 0)
      out.push({
        kind: "remove",
        space,
        piece: k,
        count: -d,
        text: `Remove ${pieceText(k, -d)} from ${name}`,
      });
  }
  if (a.support !== z.support)
    out.push({
      kind: "marker",
      space,
      text: `${name}: ${SUPPORT_LABEL[a.support]} → ${SUPPORT_LABEL[z.support]}`,
    });
  if (a.terror !== z.terror)
    out.push({ kind: "marker", space, text: `${name}: Terror markers ${a.terror} → ${z.terror}` });
  if (a.sabotage !== z.sabotage)
    out.push({
      kind: "marker",
      space,
      text: `${z.sabotage ? "Place Sabotage on" : "Remove Sabotage from"} ${name}`,
    });
  const cashA = [...a.cash].sort().join(",");
  const cashZ = [...z.cash].sort().join(",");
  if (cashA !== cashZ) {
    const held = z.cash.map((h) => PIECE_LABEL[h].one).join(", ") || "none";
    out.push({ kind: "cash", space, text: `${name}: Cash now held by ${held}` });
  }
  return out;
}

const cap = (s: string) => s[0].toUpperCase() + s.slice(1);
