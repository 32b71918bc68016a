import { useId } from "react";
import { type WeighIn, weightChart } from "#app/domain/clinic/weight-chart";

/**
 * The chosen client's weight over time, from their sheets: plain SVG drawn with the page (no chart library), scaled
 * to the screen's width. Its title and description name it for screen readers; the sentence under it says the same to
 * everyone ("From 80 kg on 01/11/2026 to 76.5 kg on 22/11/2026.").
 */
export function WeightChart({ sheets, clientName }: { sheets: readonly WeighIn[]; clientName: string }) {
  const id = useId();
  const chart = weightChart(sheets);
  if (!chart) return null;
  const { area } = chart;
  const title = `Weight of ${clientName}`;
  return (
    <figure className="mt-3 rounded-lg border border-stone-200 bg-white p-3">
      <figcaption className="mb-1 text-sm font-semibold">{title}</figcaption>
      <svg
        viewBox={`0 0 ${chart.width} ${chart.height}`}
        className="h-auto w-full max-w-md"
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{chart.summary}</desc>
        {chart.yTicks.map((t) => (
          <g key={t.label}>
            <line x1={area.left} y1={t.y} x2={area.right} y2={t.y} className="stroke-stone-200" strokeWidth="1" />
            <text x={area.left - 4} y={t.y + 3} textAnchor="end" className="fill-stone-600 text-[11px]">
              {t.label}
            </text>
          </g>
        ))}
        <line
          x1={area.left}
          y1={area.bottom}
          x2={area.right}
          y2={area.bottom}
          className="stroke-stone-300"
          strokeWidth="1"
        />
        {chart.points.length > 1 && (
          <polyline points={chart.line} fill="none" className="stroke-brand" strokeWidth="2" strokeLinejoin="round" />
        )}
        {chart.points.map((p) => (
          <circle key={p.sheetNumber} cx={p.x} cy={p.y} r="3.5" className="fill-brand">
            <title>{p.label}</title>
          </circle>
        ))}
        {chart.xLabels.map((l) => (
          <text
            key={`${l.anchor}${l.label}`}
            x={l.x}
            y={chart.height - 6}
            textAnchor={l.anchor}
            className="fill-stone-600 text-[11px]"
          >
            {l.label}
          </text>
        ))}
      </svg>
      <p className="mt-1 text-sm text-stone-700">
        {chart.summary}
        {chart.skipped > 0 && (
          <span className="text-stone-500">
            {" "}
            {chart.skipped === 1
              ? "1 weight is not a number and is not drawn."
              : `${chart.skipped} weights are not numbers and are not drawn.`}
          </span>
        )}
      </p>
    </figure>
  );
}
