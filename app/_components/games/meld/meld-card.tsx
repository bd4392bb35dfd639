import {
  KIND_LABEL,
  type MeldCardKind,
  type MeldCardSpec,
  type MeldRules,
} from "@/lib/engine/cardgames/meld-game";
import { type CardTone, PlayingCard } from "../card";

/** Each card type of Get Castro and Kill Rasputin in its own colour. */
export const MELD_TONE: Readonly<Record<MeldCardKind, CardTone>> = {
  M: { band: "bg-rose-700 text-white", frame: "border-rose-300 dark:border-rose-800" },
  C: { band: "bg-violet-700 text-white", frame: "border-violet-300 dark:border-violet-800" },
  L: { band: "bg-teal-700 text-white", frame: "border-teal-300 dark:border-teal-800" },
  S: { band: "bg-amber-500 text-stone-950", frame: "border-amber-400 dark:border-amber-700" },
  E: { band: "bg-orange-600 text-white", frame: "border-orange-300 dark:border-orange-800" },
  P: { band: "bg-sky-700 text-white", frame: "border-sky-300 dark:border-sky-800" },
  X: { band: "bg-slate-700 text-white", frame: "border-slate-400 dark:border-slate-600" },
  F: { band: "bg-yellow-400 text-stone-950", frame: "border-yellow-400 dark:border-yellow-700" },
};

/** What a card does, in a few words (GC Fate, Foil; KR Foil). Meld cards need none. */
export function meldCardNote(spec: MeldCardSpec): string | undefined {
  switch (spec.kind) {
    case "S":
      return spec.negates ? `Discards a ${KIND_LABEL[spec.negates]} meld` : undefined;
    case "E":
      return "Discards any meld, then leaves the game";
    case "P":
      return "Discard it to draw two cards";
    case "X":
      return "See a hand, take one card";
    case "F":
      return "Discard it to cancel a Save";
    default:
      return undefined;
  }
}

/** One card of a meld game, drawn as a card; `count` shows copies of one name together. */
export function MeldCard({
  rules,
  id,
  count,
  size = "md",
}: {
  rules: MeldRules;
  id: number;
  count?: number;
  size?: "sm" | "md";
}) {
  const spec = rules.cards[id];
  return (
    <PlayingCard
      size={size}
      face={{
        type: KIND_LABEL[spec.kind],
        name: spec.name,
        tone: MELD_TONE[spec.kind],
        note: meldCardNote(spec),
        count,
      }}
    />
  );
}
