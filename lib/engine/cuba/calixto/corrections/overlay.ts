import { EFFECTIVE_EVENTS, type EffectiveEntry } from "@/data/cuba/calixto/effective-events";
import { ELIGIBILITY_ROWS, type EligibilityRow } from "@/data/cuba/calixto/eligibility";
import type { EventInstruction } from "@/data/cuba/calixto/event-instructions";
import { MOVE_PRIORITIES, type MoveRow } from "@/data/cuba/calixto/move-priorities";
import { PIECE_ROWS, type PieceRow } from "@/data/cuba/calixto/piece-priorities";
import { PRIORITY_TABLES } from "@/data/cuba/calixto/priorities";
import { FACTIONS, type Faction } from "../../types";
import { CARD_TABLES } from "../cards/resolve";
import type { CardSide } from "../contracts";
import { correctEventCell, EVENT_TABLES } from "../events/tables";
import type { PriorityRow, PriorityTable } from "../priorities/types";
import type { Provenance } from "../types";
import { describeCorrection } from "./describe";
import { type CalixtoData, type Correction, correctionKey } from "./types";

/** Our data as built in, with nothing corrected. */
export const BUILT_IN_DATA: CalixtoData = {
  cards: CARD_TABLES,
  priorities: PRIORITY_TABLES,
  moves: MOVE_PRIORITIES,
  pieces: PIECE_ROWS,
  events: EVENT_TABLES,
  eligibility: ELIGIBILITY_ROWS,
  corrected: new Map(),
};

const yours = (was: Provenance | undefined): Provenance => ({
  source: "player",
  ...(was?.ref ? { ref: was.ref } : {}),
  note: "as on the player's own card or aid sheet",
});

/** Put `ids` first, in that order; anything not named keeps its place after them. */
function reorder<T>(items: readonly T[], ids: readonly string[], id: (t: T) => string): T[] {
  const named = ids.flatMap((k) => items.filter((t) => id(t) === k));
  return [...named, ...items.filter((t) => !ids.includes(id(t)))];
}

function withSide(d: CalixtoData, id: string, change: (s: CardSide) => CardSide): CalixtoData {
  const side = d.cards.sides[id];
  if (!side) return d;
  return { ...d, cards: { ...d.cards, sides: { ...d.cards.sides, [id]: change(side) } } };
}

function withPriorityRow(
  d: CalixtoData,
  rowId: string,
  change: (r: PriorityRow) => PriorityRow,
): CalixtoData {
  const f = FACTIONS.find((x) => d.priorities[x].rows.some((r) => r.id === rowId));
  if (!f) return d;
  const t = d.priorities[f];
  const table: PriorityTable = {
    ...t,
    rows: t.rows.map((r) => (r.id === rowId ? change(r) : r)),
  };
  return { ...d, priorities: { ...d.priorities, [f]: table } };
}

const mapMoveRow = (d: CalixtoData, rowId: string, change: (r: MoveRow) => MoveRow) => ({
  ...d,
  moves: {
    ...d.moves,
    keep: d.moves.keep.map((r) => (r.id === rowId ? change(r) : r)),
    get: d.moves.get.map((r) => (r.id === rowId ? change(r) : r)),
  },
});

function withEligibilityRow(
  d: CalixtoData,
  rowId: string,
  change: (r: EligibilityRow) => EligibilityRow,
): CalixtoData {
  const m = (rows: readonly EligibilityRow[]) => rows.map((r) => (r.id === rowId ? change(r) : r));
  const eligibility = { first: m(d.eligibility.first), second: m(d.eligibility.second) };
  return { ...d, eligibility };
}

/** Every Effective Events entry we know, by id (a Faction may list another's entry). */
function knownEntry(faction: Faction, id: string): EffectiveEntry | undefined {
  return (
    EFFECTIVE_EVENTS[faction].find((e) => e.id === id) ??
    FACTIONS.flatMap((f) => EFFECTIVE_EVENTS[f]).find((e) => e.id === id)
  );
}

function withInstruction(d: CalixtoData, c: Extract<Correction, { kind: "eventInstruction" }>) {
  const list = d.events.instructions;
  const was = list.find((e) => e.card === c.card && e.faction === c.faction);
  const next: EventInstruction = {
    ...(was ?? { card: c.card, faction: c.faction }),
    provenance: yours(was?.provenance),
  };
  if (c.side === "default") delete next.side;
  else next.side = { kind: "fixed", side: c.side };
  if (!c.keepGate) delete next.gate;
  const instructions = was ? list.map((e) => (e === was ? next : e)) : [...list, next];
  return { ...d, events: { ...d.events, instructions } };
}

function applyOne(d: CalixtoData, c: Correction): CalixtoData {
  switch (c.kind) {
    case "node":
      return withSide(d, c.side, (s) => ({
        ...s,
        nodes: {
          ...s.nodes,
          [c.node.id]: { ...c.node, provenance: yours(s.nodes[c.node.id]?.provenance) },
        },
      }));
    case "an":
      return withSide(d, c.side, (s) => ({ ...s, an: c.an }));
    case "box":
      return {
        ...d,
        cards: {
          ...d.cards,
          boxes: {
            ...d.cards.boxes,
            [c.box.id]: { ...c.box, provenance: yours(d.cards.boxes[c.box.id]?.provenance) },
          },
        },
      };
    case "list":
      return {
        ...d,
        cards: {
          ...d.cards,
          lists: {
            ...d.cards.lists,
            [c.list.id]: { ...c.list, provenance: yours(d.cards.lists[c.list.id]?.provenance) },
          },
        },
      };
    case "dots":
      return withPriorityRow(d, c.row, (r) => ({
        ...r,
        columns: [...c.columns],
        provenance: yours(r.provenance),
      }));
    case "rowOrder": {
      const t = d.priorities[c.faction];
      const rows = reorder(t.rows, c.rows, (r) => r.id);
      return { ...d, priorities: { ...d.priorities, [c.faction]: { ...t, rows } } };
    }
    case "moveOrder":
      return {
        ...d,
        moves: { ...d.moves, [c.table]: reorder(d.moves[c.table], c.rows, (r) => r.id) },
      };
    case "moveFactions":
      return mapMoveRow(d, c.row, (r) => ({
        ...r,
        factions: [...c.factions],
        provenance: yours(r.provenance),
      }));
    case "pieceOrder":
      return { ...d, pieces: reorder(d.pieces, c.rows, (r) => r.id) };
    case "pieceFactions":
      return {
        ...d,
        pieces: d.pieces.map((r) =>
          r.id === c.row && "factions" in r
            ? ({ ...r, factions: [...c.factions], provenance: yours(r.provenance) } as PieceRow)
            : r,
        ),
      };
    case "eligibilityRow":
      return withEligibilityRow(d, c.row, (r) => {
        const next: EligibilityRow = {
          ...r,
          test: c.test,
          result: c.result,
          provenance: yours(r.provenance),
        };
        if (c.onlyFor) next.onlyFor = c.onlyFor;
        else delete next.onlyFor;
        // The player's row replaces ours whole: our disputed reading of its test (conflict) no
        // longer applies, or it would swap their test for another one.
        delete next.conflict;
        return next;
      });
    case "eligibilityOrder": {
      const key = c.position === 1 ? "first" : "second";
      const rows = reorder(d.eligibility[key], c.rows, (r) => r.id);
      return { ...d, eligibility: { ...d.eligibility, [key]: rows } };
    }
    case "effective": {
      const entries = c.entries.flatMap((id) => {
        const e = knownEntry(c.faction, id);
        return e ? [{ ...e, provenance: yours(e.provenance) }] : [];
      });
      const effective = { ...d.events.effective, [c.faction]: entries };
      return { ...d, events: { ...d.events, effective } };
    }
    case "eventCell":
      return { ...d, events: correctEventCell(d.events, c.card, c.faction, c.letter, c.star) };
    case "eventInstruction":
      return withInstruction(d, c);
  }
}

/**
 * Our data with the player's corrections laid over it, in the order given (a later correction of
 * the same entry wins). Check them first with `checkCorrections`; this only lays them over.
 */
export function overlayCorrections(
  corrections: readonly Correction[],
  base: CalixtoData = BUILT_IN_DATA,
): CalixtoData {
  if (corrections.length === 0) return base;
  const corrected = new Map(base.corrected);
  let d = base;
  for (const c of corrections) {
    d = applyOne(d, c);
    corrected.set(correctionKey(c), describeCorrection(c));
  }
  return { ...d, corrected };
}
