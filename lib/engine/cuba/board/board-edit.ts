import type {
  CapabilityInPlay,
  CardActionRecord,
  CashHolder,
  Eligibility,
  Faction,
  PieceKind,
  Role,
  SpaceId,
  SupportLevel,
  UsAlliance,
} from "../types";

/**
 * Edits the player makes to keep the mirror in step with the table. Each edit sets a value
 * (not a delta), so an edit log replays the same whatever came before. A batch is applied
 * whole or not at all: any invalid result is rejected with every problem named.
 */
export type BoardEdit =
  | { kind: "pieces"; space: SpaceId; piece: PieceKind; value: number }
  | { kind: "support"; space: SpaceId; value: SupportLevel }
  | { kind: "terror"; space: SpaceId; value: number }
  | { kind: "sabotage"; space: SpaceId; value: boolean }
  | { kind: "cash"; space: SpaceId; value: CashHolder[] }
  | { kind: "usAlliance"; value: UsAlliance }
  | { kind: "aid"; value: number }
  | { kind: "resources"; faction: Faction; value: number }
  | { kind: "role"; faction: Faction; value: Role }
  | { kind: "eligibility"; faction: Faction; value: Eligibility }
  | { kind: "cardActions"; value: CardActionRecord[] }
  | { kind: "capabilities"; value: CapabilityInPlay[] }
  | { kind: "momentum"; value: number[] }
  | { kind: "currentCard"; value: number | null }
  | { kind: "nextCard"; value: number | null }
  | { kind: "propagandaLeft"; value: number }
  | { kind: "campaignCard"; value: number }
  | { kind: "shortGame"; value: boolean };
