import { type DiceSpec, diceCount, diceTotal } from "@/lib/engine/core/dice";

/** Wording for dice requests and results (C8.2.1: 1d3 is one die halved, rounded up). */

export function diceHelp(spec: DiceSpec): string {
  switch (spec) {
    case "1d6":
      return "Roll one die.";
    case "2d6":
      return "Roll two dice and add them.";
    case "3d6":
      return "Roll three dice and add them.";
    case "1d3":
      return "Roll one die, halve it and round up: 1-2 gives 1, 3-4 gives 2, 5-6 gives 3.";
  }
}

/** "3", "4 + 2 = 6", "5 → 3 (halved, rounded up)". */
export function rollText(spec: DiceSpec, faces: readonly number[]): string {
  const total = diceTotal(spec, faces);
  if (spec === "1d3") return `${faces[0]} → ${total} (halved, rounded up)`;
  if (faces.length === 1) return String(total);
  return `${faces.join(" + ")} = ${total}`;
}

export { diceCount, diceTotal };
