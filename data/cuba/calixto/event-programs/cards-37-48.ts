import type { EventProgram } from "@/lib/engine/cuba/calixto/events/program/types";
import { program, S } from "./shared";

/** Event programs for cards 37 to 48, both sides (see shared.ts). */
export const PROGRAMS_37_48: readonly EventProgram[] = [
  program(38, S, [
    {
      do: "custom",
      id: "38s-relocate-casinos",
      label: "Syndicate relocates Casinos within stacking",
    },
    {
      do: "casinos",
      label: "all Casinos open",
      action: "open",
      count: "all",
      spread: "each",
      where: {},
    },
  ]),
];
