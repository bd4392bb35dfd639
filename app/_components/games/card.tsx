import type { ReactNode } from "react";

/**
 * A card drawn as a card: a band in the type's colour with the type in words, the name, the
 * force in a corner (San Juan Hill), and a short note on what it does. Sized to fit three
 * across a phone screen. Presentational only: the games wrap it in a button where it is chosen.
 */
export interface CardFace {
  /** The card type in words ("Method", "Infantry Unit"); never a bare letter. */
  type: string;
  name: string;
  /** Tailwind classes for the band and the frame of this type. */
  tone: CardTone;
  force?: number;
  /** What the card does, in a few words of our own. */
  note?: string;
  /** Copies of this name shown as one card. */
  count?: number;
}

export interface CardTone {
  band: string;
  frame: string;
}

export function PlayingCard({
  face,
  size = "md",
  struck = false,
  selected = false,
  badge,
}: {
  face: CardFace;
  size?: "sm" | "md";
  /** Eliminated in a battle: drawn crossed out. */
  struck?: boolean;
  /** Picked in a chooser. */
  selected?: boolean;
  /** A small marker in the top corner (e.g. "new"). */
  badge?: ReactNode;
}) {
  const width = size === "sm" ? "w-[6rem] min-h-[5.5rem]" : "w-[6.5rem] min-h-[7.5rem]";
  const label = [
    face.name,
    face.type,
    face.force !== undefined ? `force ${face.force}` : null,
    face.count && face.count > 1 ? `${face.count} copies` : null,
    face.note ?? null,
    struck ? "eliminated" : null,
  ]
    .filter(Boolean)
    .join(", ");
  return (
    <span
      role="img"
      aria-label={label}
      data-card={face.name}
      className={`relative inline-flex shrink-0 flex-col overflow-hidden rounded-lg border-2 bg-white text-left align-top shadow-sm dark:bg-stone-900 ${width} ${
        selected ? "border-indigo-600 ring-2 ring-indigo-500" : face.tone.frame
      } ${struck ? "opacity-60" : ""}`}
    >
      <span
        aria-hidden="true"
        className={`flex items-center justify-between gap-1 px-1.5 py-0.5 text-[0.65rem] font-semibold uppercase ${face.tone.band}`}
      >
        <span className="truncate">{face.type}</span>
        {badge}
      </span>
      <span
        aria-hidden="true"
        className={`flex-1 px-1.5 pt-1 font-semibold leading-tight break-words hyphens-auto text-stone-900 dark:text-stone-100 ${
          size === "sm" ? "text-xs" : "text-sm"
        } ${struck ? "line-through" : ""}`}
      >
        {face.name}
      </span>
      {face.count !== undefined && face.count > 1 && (
        <span
          aria-hidden="true"
          className={`mx-1.5 mb-1 self-start rounded px-1.5 font-mono text-xs font-bold ${face.tone.band}`}
        >
          ×{face.count}
        </span>
      )}
      {face.note && (
        <span
          aria-hidden="true"
          className={`px-1.5 pb-1 text-[0.68rem] leading-tight text-stone-600 dark:text-stone-300 ${
            face.force !== undefined ? "pr-7" : ""
          }`}
        >
          {face.note}
        </span>
      )}
      {face.force !== undefined && <span aria-hidden="true" className="h-7 shrink-0" />}
      {face.force !== undefined && (
        <span
          aria-hidden="true"
          className={`absolute right-1 bottom-1 flex h-6 w-6 items-center justify-center rounded-full font-mono text-sm font-bold ${face.tone.band}`}
        >
          {face.force}
        </span>
      )}
    </span>
  );
}

/** A row of cards that wraps on a narrow screen. */
export function CardRow({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div className="flex flex-wrap gap-1.5" data-testid={testId}>
      {children}
    </div>
  );
}
