import type { EventProgram } from "@/lib/engine/cuba/calixto/events/program/types";
import { INSURGENTS, program, S, U } from "./shared";

/** Event programs for cards 1 to 12, both sides (see shared.ts). */
export const PROGRAMS_01_12: readonly EventProgram[] = [
  program(8, U, [
    {
      do: "shift",
      label: "each City 1 level toward Neutral",
      levels: 1,
      toward: "neutral",
      spread: "each",
      where: { filter: "city" },
    },
    {
      do: "place",
      label: "any 1 Guerrilla in each City",
      owners: INSURGENTS,
      pieces: ["guerrilla"],
      count: 1,
      spread: "each",
      where: { filter: "city" },
    },
  ]),
  program(8, S, [
    {
      do: "setSupport",
      label: "a City to Active Support",
      level: 2,
      spread: "one",
      where: { filter: "city" },
      mark: "city",
    },
    {
      do: "flip",
      label: "Activate all Guerrillas there",
      of: INSURGENTS,
      to: "active",
      count: "all",
      spread: "each",
      where: { at: "city" },
    },
    {
      do: "casinos",
      label: "open any 1 closed Casino",
      action: "open",
      count: 1,
      spread: "one",
      where: { filter: "withClosedCasino" },
    },
  ]),
];
