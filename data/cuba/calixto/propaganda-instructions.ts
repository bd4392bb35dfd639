import type { Faction } from "@/data/schema/board";
import type { ColumnId, Provenance } from "@/data/schema/calixto";

/**
 * Propaganda Round Instructions for the NP Factions (C8.5.9; reference §3.8, decoded OCR of the
 * aid sheet and the transcription, consistent with C8.9 card 8). Short labels of ours, each with
 * its provenance. lib/engine/cuba/calixto/propaganda carries them out phase by phase.
 */
export interface PropagandaInstruction {
  id: string;
  phase: "victory" | "resources" | "support" | "redeploy" | "reset";
  faction?: Faction;
  label: string;
  column?: ColumnId;
  provenance: Provenance;
}

const T = (note?: string): Provenance => ({
  source: "T",
  ref: "ref 3.8",
  ...(note ? { note } : {}),
});

export const PROPAGANDA_INSTRUCTIONS: readonly PropagandaInstruction[] = [
  {
    id: "victory-solitaire",
    phase: "victory",
    label: "a lone player wins only in the final Round; NPs at any Round",
    provenance: { source: "CX", ref: "C8.3.1, C8.3.2" },
  },
  {
    id: "earnings-skip",
    phase: "resources",
    label: "NP GOV, 26J and DR skip Earnings",
    provenance: { source: "CX", ref: "C8.9/c8; ref 3.8" },
  },
  {
    id: "skim-np",
    phase: "resources",
    faction: "SYN",
    label: "Skim still costs NP SYN even when the receiver is an NP",
    provenance: { source: "CX", ref: "C8.9/c8; ref 3.8" },
  },
  {
    id: "cash-gov",
    phase: "resources",
    faction: "GOV",
    label: "Cash: a Base in a Province without one; else +1 to this Round's Civic Action",
    provenance: T("transcription and OCR agree"),
  },
  {
    id: "cash-insurgent",
    phase: "resources",
    label: "Cash (NP 26J, DR): a Base if possible, else returned without effect",
    provenance: T("transcription and OCR agree"),
  },
  {
    id: "cash-syn",
    phase: "resources",
    faction: "SYN",
    label: "Cash (NP SYN): a Casino; final Round: open one up to 8 open; else +6 Resources",
    provenance: T("transcription and OCR agree"),
  },
  {
    id: "civic-action",
    phase: "support",
    faction: "GOV",
    label: "Civic Action: up to 1d3 + ECs without Sabotage steps (Terror off or shift)",
    column: "STAS",
    provenance: { source: "CX", ref: "C8.9/c8; ref 3.8" },
  },
  {
    id: "agitation",
    phase: "support",
    faction: "26J",
    label: "Agitation: up to 1d3 + 26J Bases steps (Terror off or shift)",
    column: "STAO",
    provenance: { source: "CX", ref: "C8.9/c8; ref 3.8" },
  },
  {
    id: "expat-backing",
    phase: "support",
    faction: "DR",
    label:
      "Expat Backing: Rally from a drawn DR card; Active DR count as Underground for Vulnerable",
    provenance: { source: "CX", ref: "C8.9/c8; ref 3.8" },
  },
  {
    id: "redeploy-1",
    phase: "redeploy",
    faction: "GOV",
    label: "① 1 Police into each GOV-Controlled space",
    column: "PC",
    provenance: T("CX C8.9/c8 confirms the order of the steps"),
  },
  {
    id: "redeploy-2",
    phase: "redeploy",
    faction: "GOV",
    label: "② Police until GOV outnumbers Insurgents in GOV-Controlled Provinces without a Base",
    column: "PC",
    provenance: T("closed Casinos count among the Insurgent forces"),
  },
  {
    id: "redeploy-3",
    phase: "redeploy",
    faction: "GOV",
    label: "③ Police up to the Guerrilla count on each EC, best Econ first",
    provenance: T(),
  },
  {
    id: "redeploy-4",
    phase: "redeploy",
    faction: "GOV",
    label: "④ Troops off ECs and out of Provinces without a GOV Base, spread evenly",
    column: "PC",
    provenance: { source: "CX", ref: "C8.9/c8 (even spread); ref 3.8" },
  },
  {
    id: "reset-reshuffle",
    phase: "reset",
    label: "normal Reset, then shuffle the Calixto deck",
    provenance: { source: "CX", ref: "C8.9/c8; ref 3.8" },
  },
];

export function propagandaInstruction(id: string): PropagandaInstruction | undefined {
  return PROPAGANDA_INSTRUCTIONS.find((p) => p.id === id);
}
