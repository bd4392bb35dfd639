const PIPS: Record<number, [number, number][]> = {
  1: [[2, 2]],
  2: [
    [1, 1],
    [3, 3],
  ],
  3: [
    [1, 1],
    [2, 2],
    [3, 3],
  ],
  4: [
    [1, 1],
    [3, 1],
    [1, 3],
    [3, 3],
  ],
  5: [
    [1, 1],
    [3, 1],
    [2, 2],
    [1, 3],
    [3, 3],
  ],
  6: [
    [1, 1],
    [3, 1],
    [1, 2],
    [3, 2],
    [1, 3],
    [3, 3],
  ],
};

/** One die face as an SVG, labelled with its number for screen readers. */
export function Die({ face, size = 44 }: { face: number; size?: number }) {
  return (
    <svg
      role="img"
      aria-label={`die showing ${face}`}
      width={size}
      height={size}
      viewBox="0 0 40 40"
      className="text-stone-900 dark:text-stone-100"
    >
      <rect
        x="1.5"
        y="1.5"
        width="37"
        height="37"
        rx="7"
        className="fill-white stroke-stone-500 dark:fill-stone-800"
        strokeWidth="2"
      />
      {(PIPS[face] ?? []).map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x * 10} cy={y * 10} r="3.6" fill="currentColor" />
      ))}
    </svg>
  );
}

export function DiceRow({ faces, label }: { faces: readonly number[]; label: string }) {
  return (
    <figure className="flex items-center gap-2" data-testid="dice">
      {faces.map((f, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: dice positions are fixed
        <Die key={i} face={f} />
      ))}
      <figcaption className="text-sm font-medium">{label}</figcaption>
    </figure>
  );
}
