import type { Faction, Insurgent } from "@/data/schema/board";
import type { Provenance } from "@/data/schema/calixto";

/**
 * Piece Priorities table (C8.5.8; reference §3.2). Rows top to bottom; inside a row, left to
 * right. Row order and contents: community transcription (T), consistent with the C8.9 example
 * (Police replaced before Troops in card 6; Underground Guerrillas moved first in card 4).
 */
export type PieceRow =
  | { id: "cash"; onlyIfActing: "SYN"; factions: Faction[]; provenance: Provenance }
  | { id: "bases"; factions: Faction[]; provenance: Provenance }
  | {
      id: "assault-vulnerable";
      onlyIfOperation: "assault";
      factions: Insurgent[];
      provenance: Provenance;
    }
  | {
      id: "thin-guard";
      onlyIfOperation: "attack" | "ambush";
      factions: Insurgent[];
      provenance: Provenance;
    }
  | { id: "cubes"; provenance: Provenance }
  | { id: "guerrillas"; factions: Insurgent[]; provenance: Provenance };

export const PIECE_ROWS: readonly PieceRow[] = [
  {
    id: "cash",
    onlyIfActing: "SYN",
    factions: ["26J", "DR", "GOV"],
    provenance: {
      source: "T",
      ref: "ref 3.2 row 1",
      note: "red condition read from T-json; T-ocr shows the row",
    },
  },
  {
    id: "bases",
    factions: ["SYN", "DR", "26J", "GOV"],
    provenance: {
      source: "T",
      ref: "ref 3.2 row 2",
      note: "GOV Bases are not listed; placed last in the row (INF) for Insurgents attacking them",
    },
  },
  {
    id: "assault-vulnerable",
    onlyIfOperation: "assault",
    factions: ["SYN", "DR", "26J"],
    provenance: { source: "T", ref: "ref 3.2 row 3" },
  },
  {
    id: "thin-guard",
    onlyIfOperation: "attack",
    factions: ["26J", "DR"],
    provenance: { source: "T", ref: "ref 3.2 row 4" },
  },
  { id: "cubes", provenance: { source: "T", ref: "ref 3.2 row 5; CX C8.9/c5, c6" } },
  {
    id: "guerrillas",
    factions: ["SYN", "26J", "DR"],
    provenance: { source: "T", ref: "ref 3.2 row 6; CX C8.9/c4" },
  },
];
