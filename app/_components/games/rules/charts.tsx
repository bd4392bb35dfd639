/**
 * Small SVG charts for the rules pages (no chart library). Each has a caption, an accessible
 * label, and its figures in a table for screen readers and for anyone who wants the numbers.
 */
export interface Part {
  label: string;
  value: number;
  tone: string;
}

export function StackedBars({
  title,
  rows,
  unit = "%",
}: {
  title: string;
  rows: { label: string; parts: Part[] }[];
  unit?: string;
}) {
  const labelW = 190;
  const barW = 360;
  const rowH = 28;
  const h = rows.length * rowH + 28;
  const legend = rows[0]?.parts ?? [];
  return (
    <figure className="space-y-2">
      <figcaption className="font-medium">{title}</figcaption>
      <svg
        role="img"
        aria-label={title}
        viewBox={`0 0 ${labelW + barW + 60} ${h}`}
        className="w-full max-w-2xl text-stone-800 dark:text-stone-200"
      >
        {rows.map((r, i) => {
          const total = r.parts.reduce((n, p) => n + p.value, 0) || 1;
          let x = labelW;
          return (
            <g key={r.label} transform={`translate(0 ${i * rowH})`}>
              <text x={labelW - 8} y={18} textAnchor="end" fontSize="13" fill="currentColor">
                {r.label}
              </text>
              {r.parts.map((p) => {
                const w = (p.value / total) * barW;
                const rect = (
                  <rect
                    key={p.label}
                    x={x}
                    y={4}
                    width={Math.max(0, w)}
                    height={rowH - 8}
                    className={p.tone}
                  />
                );
                x += w;
                return rect;
              })}
              <text x={labelW + barW + 6} y={18} fontSize="12" fill="currentColor">
                {`${Math.round((100 * (r.parts[0]?.value ?? 0)) / total)}${unit}`}
              </text>
            </g>
          );
        })}
        <g transform={`translate(${labelW} ${rows.length * rowH + 8})`}>
          {legend.map((p, i) => (
            <g key={p.label} transform={`translate(${i * 150} 0)`}>
              <rect width="12" height="12" className={p.tone} />
              <text x="16" y="11" fontSize="12" fill="currentColor">
                {p.label}
              </text>
            </g>
          ))}
        </g>
      </svg>
      <FiguresTable rows={rows} />
    </figure>
  );
}

function FiguresTable({ rows }: { rows: { label: string; parts: Part[] }[] }) {
  const cols = rows[0]?.parts.map((p) => p.label) ?? [];
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-stone-600 dark:text-stone-400">Figures</summary>
      <table className="mt-1 text-left">
        <thead>
          <tr>
            <th className="pr-4 font-medium" />
            {cols.map((c) => (
              <th key={c} className="pr-4 font-medium">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.label}>
              <th className="pr-4 font-normal">{r.label}</th>
              {r.parts.map((p) => (
                <td key={p.label} className="pr-4 tabular-nums">
                  {Number.isInteger(p.value) ? p.value : p.value.toFixed(3)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/** Vertical bars for a distribution (game lengths). */
export function Histogram({
  title,
  bins,
}: {
  title: string;
  bins: { label: string; value: number }[];
}) {
  const w = 520;
  const h = 130;
  const max = Math.max(1, ...bins.map((b) => b.value));
  const bw = w / Math.max(1, bins.length);
  return (
    <figure className="space-y-2">
      <figcaption className="font-medium">{title}</figcaption>
      <svg
        role="img"
        aria-label={title}
        viewBox={`0 0 ${w} ${h + 40}`}
        className="w-full max-w-2xl text-stone-800 dark:text-stone-200"
      >
        {bins.map((b, i) => {
          const bh = (b.value / max) * h;
          return (
            <g key={b.label}>
              <rect
                x={i * bw + 3}
                y={h - bh}
                width={bw - 6}
                height={bh}
                className="fill-indigo-500"
              />
              <text
                x={i * bw + bw / 2}
                y={h + 16}
                fontSize="11"
                textAnchor="middle"
                fill="currentColor"
              >
                {b.label}
              </text>
            </g>
          );
        })}
        <line x1="0" y1={h} x2={w} y2={h} stroke="currentColor" strokeWidth="1" />
        <text x="0" y={h + 34} fontSize="11" fill="currentColor">
          turns
        </text>
      </svg>
      <FiguresTable
        rows={[
          {
            label: "games",
            parts: bins.map((b) => ({ label: b.label, value: b.value, tone: "" })),
          },
        ]}
      />
    </figure>
  );
}
