import { formatWib } from "#shared/format/datetime.ts";
import { useLocale } from "../../lib/i18n.tsx";

/** One stacked layer of the chart (a gate, or the sales), with its values per bucket start (ms). */
export interface ChartSeries {
  name: string;
  color: string;
  values: Map<number, number>;
}

interface Props {
  from: string;
  to: string;
  bucketMinutes: number;
  series: ChartSeries[];
  /** What the chart shows, for screen readers (the table below says it in full). */
  label: string;
  testId: string;
}

const WIDTH = 640;
const HEIGHT = 160;
const MAX_BUCKETS = 1_000;
/** Colours that keep 3:1 against white (WCAG 1.4.11) and apart from each other. */
export const SERIES_COLORS = ["#0f766e", "#7c3aed", "#c2410c", "#1d4ed8", "#be185d", "#4d7c0f", "#475569"];

/**
 * A stacked bar chart over time buckets, drawn as plain SVG (no chart library). The SVG is one image
 * with a label; the axis texts are HTML around it so they stay legible at 390 px, and the page offers
 * the same numbers as a table.
 */
export function TimeBarChart({ from, to, bucketMinutes, series, label, testId }: Props) {
  const locale = useLocale();
  const width = bucketMinutes * 60_000;
  const start = new Date(from).getTime();
  const count = Math.min(Math.floor((new Date(to).getTime() - start) / width) + 1, MAX_BUCKETS);
  const totals = Array.from({ length: count }, (_, i) =>
    series.reduce((sum, layer) => sum + (layer.values.get(start + i * width) ?? 0), 0),
  );
  const peak = Math.max(1, ...totals);
  const slot = WIDTH / count;
  const bar = Math.max(slot * 0.8, 0.5);
  const style = bucketMinutes >= 24 * 60 ? "date" : "dateTime";
  return (
    <figure className="space-y-1" data-testid={testId}>
      <div className="flex items-baseline justify-between text-xs text-slate-600">
        <span>{peak}</span>
      </div>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-40 w-full rounded-lg bg-slate-50"
        preserveAspectRatio="none"
        role="img"
        aria-label={label}
      >
        <line x1="0" y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} stroke="#94a3b8" strokeWidth="1" />
        <line x1="0" y1="0.5" x2={WIDTH} y2="0.5" stroke="#e2e8f0" strokeWidth="1" strokeDasharray="4 4" />
        {totals.map((_, i) => {
          let y = HEIGHT;
          const at = start + i * width;
          return series.map((layer) => {
            const value = layer.values.get(at) ?? 0;
            if (value === 0) return null;
            const h = (value / peak) * (HEIGHT - 4);
            y -= h;
            return (
              <rect
                key={`${layer.name}-${at}`}
                x={i * slot + (slot - bar) / 2}
                y={y}
                width={bar}
                height={h}
                fill={layer.color}
              />
            );
          });
        })}
      </svg>
      <figcaption className="flex justify-between gap-2 text-xs text-slate-600">
        <span>{formatWib(from, locale, style)}</span>
        <span>{formatWib(to, locale, style)}</span>
      </figcaption>
    </figure>
  );
}
