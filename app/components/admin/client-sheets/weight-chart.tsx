import { useId } from "react";
import { type WeighIn, weightChart } from "#app/domain/clinic/weight-chart";
import { usePanelTexts } from "#app/i18n/panel-texts";

/**
 * The chosen client's weight over time, from their sheets: plain SVG drawn with the page (no chart library), scaled
 * to the screen's width. Its title and description name it for screen readers; the sentence under it says the same to
 * everyone ("From 80 kg on 01/11/2026 to 76.5 kg on 22/11/2026."), in the admin's language.
 */
export function WeightChart({ sheets, clientName }: { sheets: readonly WeighIn[]; clientName: string }) {
  const id = useId();
  const { chart: words, date, kg } = usePanelTexts().clinic;
  const chart = weightChart(sheets);
  if (!chart) return null;
  const { area } = chart;
  const title = words.title(clientName);
  const first = chart.points[0]!;
  const last = chart.points.at(-1)!;
  const summary =
    chart.points.length === 1
      ? words.one(first.kg, first.isoDate)
      : words.range(first.kg, first.isoDate, last.kg, last.isoDate);
  // The domain's x labels are the first reading's date (start, or middle when all are of one day) and the last's.
  const xLabel = (anchor: "start" | "middle" | "end") => date((anchor === "end" ? last : first).isoDate);
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
        <desc id={`${id}-desc`}>{summary}</desc>
        {chart.yTicks.map((t) => (
          <g key={t.label}>
            <line x1={area.left} y1={t.y} x2={area.right} y2={t.y} className="stroke-stone-200" strokeWidth="1" />
            <text x={area.left - 4} y={t.y + 3} textAnchor="end" className="fill-stone-600 text-[11px]">
              {kg(t.kg)}
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
            <title>{words.point(p.sheetNumber, p.isoDate, p.kg)}</title>
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
            {xLabel(l.anchor)}
          </text>
        ))}
      </svg>
      <p className="mt-1 text-sm text-stone-700">
        {summary}
        {chart.skipped > 0 && <span className="text-stone-500"> {words.skipped(chart.skipped)}</span>}
      </p>
    </figure>
  );
}
