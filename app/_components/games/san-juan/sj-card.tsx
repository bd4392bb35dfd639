import { SJ_CARDS, SJ_TYPE_LABEL, type SjType } from "@/lib/engine/cardgames/san-juan";
import { type CardTone, PlayingCard } from "../card";

/** Each San Juan card type (sheet: card type chart) in its own colour. */
export const SJ_TONE: Readonly<Record<SjType, CardTone>> = {
  U: { band: "bg-sky-700 text-white", frame: "border-sky-300 dark:border-sky-800" },
  A: { band: "bg-stone-600 text-white", frame: "border-stone-400 dark:border-stone-600" },
  L: { band: "bg-amber-500 text-stone-950", frame: "border-amber-400 dark:border-amber-700" },
  M: { band: "bg-rose-700 text-white", frame: "border-rose-300 dark:border-rose-800" },
  E: { band: "bg-emerald-700 text-white", frame: "border-emerald-300 dark:border-emerald-800" },
  T: { band: "bg-lime-700 text-white", frame: "border-lime-400 dark:border-lime-800" },
  S: { band: "bg-violet-700 text-white", frame: "border-violet-300 dark:border-violet-800" },
};

/** What a Special does, in a few words (sheet: card list notes; S2, S5). */
export function sjCardNote(id: number): string | undefined {
  const effect = SJ_CARDS[id].effect;
  if (!effect) return undefined;
  return effect.kind === "eliminate"
    ? `Knocks out an enemy ${SJ_TYPE_LABEL[effect.type]}`
    : "Reserve: see the Spanish hand";
}

export function SjCard({
  id,
  struck,
  selected,
  size = "md",
}: {
  id: number;
  struck?: boolean;
  selected?: boolean;
  size?: "sm" | "md";
}) {
  const c = SJ_CARDS[id];
  return (
    <PlayingCard
      size={size}
      struck={struck}
      selected={selected}
      face={{
        type: SJ_TYPE_LABEL[c.kind],
        name: c.name,
        tone: SJ_TONE[c.kind],
        force: c.force,
        note: sjCardNote(id),
      }}
    />
  );
}
