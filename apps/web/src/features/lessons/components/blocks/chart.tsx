import { type ChartSpec, readChart } from "@brainy/contract";

const WIDTH = 560;
const HEIGHT = 260;
const PAD = { top: 16, right: 16, bottom: 44, left: 48 };

/**
 * A bar, line or point chart drawn as SVG from the spec's inline data: no remote data, no
 * expressions, nothing evaluated, so it runs under the strict content security policy.
 */
export function ChartView({ spec, title }: { spec: ChartSpec; title?: string }) {
  const chart = readChart(spec);
  if (!chart) return <p className="text-sm text-muted">{title ?? "Chart"}: no data to draw.</p>;
  const { points, mark } = chart;
  const max = Math.max(0, ...points.map((p) => p.value));
  const min = Math.min(0, ...points.map((p) => p.value));
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const yOf = (v: number) => PAD.top + innerH - ((v - min) / (max - min || 1)) * innerH;
  const step = innerW / points.length;
  const xOf = (i: number) => PAD.left + step * i + step / 2;
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => min + (max - min) * f);
  const line = points
    .map((p, i) => `${i === 0 ? "M" : "L"}${xOf(i).toFixed(1)},${yOf(p.value).toFixed(1)}`)
    .join(" ");
  const summary = points.map((p) => `${p.label}: ${p.value}`).join(", ");
  return (
    <figure className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-3">
      {title && <figcaption className="text-sm font-semibold">{title}</figcaption>}
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
        role="img"
        aria-label={`${title ?? "Chart"}. ${summary}`}
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={yOf(tick)}
              y2={yOf(tick)}
              stroke="var(--border)"
              strokeWidth={1}
            />
            <text x={PAD.left - 6} y={yOf(tick) + 4} textAnchor="end" fontSize={11} fill="var(--text-muted)">
              {Number.isInteger(tick) ? tick : tick.toFixed(1)}
            </text>
          </g>
        ))}
        {mark === "bar" ? (
          points.map((p, i) => (
            <rect
              key={`${p.label}-${i}`}
              x={xOf(i) - step * 0.35}
              width={step * 0.7}
              y={Math.min(yOf(p.value), yOf(0))}
              height={Math.abs(yOf(0) - yOf(p.value))}
              rx={4}
              fill="var(--primary)"
            />
          ))
        ) : (
          <>
            {mark !== "point" && <path d={line} fill="none" stroke="var(--primary)" strokeWidth={2.5} />}
            {points.map((p, i) => (
              <circle key={`${p.label}-${i}`} cx={xOf(i)} cy={yOf(p.value)} r={4} fill="var(--primary)" />
            ))}
          </>
        )}
        {points.map((p, i) => (
          <text
            key={`l-${p.label}-${i}`}
            x={xOf(i)}
            y={HEIGHT - PAD.bottom + 16}
            textAnchor="middle"
            fontSize={11}
            fill="var(--text-muted)"
          >
            {p.label.length > 10 ? `${p.label.slice(0, 9)}…` : p.label}
          </text>
        ))}
        <text
          x={PAD.left + innerW / 2}
          y={HEIGHT - 6}
          textAnchor="middle"
          fontSize={12}
          fill="var(--text-muted)"
        >
          {chart.xTitle}
        </text>
      </svg>
    </figure>
  );
}
