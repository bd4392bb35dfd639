import type { EventSide, Faction } from "@/data/schema/board";
import type { Provenance } from "@/data/schema/calixto";

/**
 * The Additional Capability & Momentum Instructions (rulebook back page, C8.6.3, C8.7.3;
 * reference §3.7): how eight lasting Events change NP behaviour while in play. Each entry says
 * which card side puts it in play, whose NP behaviour it changes, where (which module applies
 * it) and a short label of ours. lib/engine/cuba/calixto/events exposes one flag per entry
 * (`armoredCarsInPlay(board)` …) for the modules that apply them.
 */
export type CapabilityInstructionId =
  | "armoredCars"
  | "rolandoMasferrer"
  | "map"
  | "elChe"
  | "pactOfCaracas"
  | "raul"
  | "morgan"
  | "mafiaOffensive";

export interface CapabilityInstruction {
  id: CapabilityInstructionId;
  card: number;
  /** Momentum cards are shaded (5.4); Capabilities name their side (5.3). */
  lasting: { kind: "momentum" } | { kind: "capability"; side: EventSide };
  affects: Faction[];
  /** Where the change applies: the module that must test the flag. */
  appliesTo: string;
  label: string;
  provenance: Provenance;
}

const CX: Provenance = { source: "CX", ref: "Calixto rulebook back page; ref 3.7" };

export const CAPABILITY_INSTRUCTIONS: readonly CapabilityInstruction[] = [
  {
    id: "armoredCars",
    card: 1,
    lasting: { kind: "momentum" },
    affects: ["GOV"],
    appliesTo: "moves (NP GOV never chooses to move Troops)",
    label: "NP GOV never chooses to move Troops",
    provenance: CX,
  },
  {
    id: "rolandoMasferrer",
    card: 5,
    lasting: { kind: "momentum" },
    affects: ["GOV"],
    appliesTo: "specials/lasting.ts (the SA of a Sweep, before the card's list)",
    label: "NP GOV: a Sweep's SA is an Assault in one of its spaces (RR)",
    provenance: CX,
  },
  {
    id: "map",
    card: 10,
    lasting: { kind: "momentum" },
    affects: ["GOV"],
    appliesTo: "eligibility limOpWithSpecial (every LimOp, the Cash one too, gains an SA)",
    label: "NP GOV adds an SA to every Limited Operation",
    provenance: CX,
  },
  {
    id: "elChe",
    card: 13,
    lasting: { kind: "capability", side: "unshaded" },
    affects: ["26J"],
    appliesTo: "moves (March)",
    label: "NP 26J March flips the moving group Underground where first Activated",
    provenance: CX,
  },
  {
    id: "pactOfCaracas",
    card: 18,
    lasting: { kind: "capability", side: "unshaded" },
    affects: ["26J", "DR"],
    appliesTo: "np-turn machine (cancellation before an Op or Event), cards (Pact variants)",
    label: "NP 26J/DR remove 2 Bases to cancel it when the other is past its threshold",
    provenance: CX,
  },
  {
    id: "raul",
    card: 22,
    lasting: { kind: "capability", side: "unshaded" },
    affects: ["26J"],
    appliesTo: "operations (Attack), specials (Kidnap)",
    label: "NP 26J rerolls failed Attacks and Kidnap results below 4",
    provenance: CX,
  },
  {
    id: "morgan",
    card: 28,
    lasting: { kind: "capability", side: "unshaded" },
    affects: ["DR"],
    appliesTo: "moves (March origins)",
    label: "NP DR March origins may lie two spaces off",
    provenance: CX,
  },
  {
    id: "mafiaOffensive",
    card: 43,
    lasting: { kind: "capability", side: "shaded" },
    affects: ["SYN"],
    appliesTo: "specials/lasting.ts and assassinate (the SA of a Terror, before Bribe)",
    label: "NP SYN SA with Terror: Assassinate one enemy piece first, else Bribe",
    provenance: CX,
  },
];
