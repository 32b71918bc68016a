import { bars, type DayFigure } from "#app/domain/reports/daily-chart";
import { usePanelTexts } from "#app/i18n/panel-texts";

const WIDTH = 320;
const HEIGHT = 120;

/**
 * Net amount per day as bars: plain SVG rendered with the page (no chart library in the browser), scaled to the
 * screen's width, readable at 360 px. Each bar has a title (tooltip and screen-reader text) with the day's figures.
 */
export function DailyChart({ figures }: { figures: readonly DayFigure[] }) {
  const { reports } = usePanelTexts();
  const { chart } = reports;
  const drawn = bars(figures, WIDTH, HEIGHT);
  const first = figures[0]?.day;
  const last = figures.at(-1)?.day;
  const best = figures.reduce(
    (a, f) => (f.netPaise > a.netPaise ? f : a),
    figures[0] ?? { day: "", count: 0, netPaise: 0 },
  );
  return (
    <figure className="mt-3 rounded-lg border border-stone-200 bg-white p-3">
      <figcaption className="mb-2 text-sm font-semibold">
        {chart.caption}
        {best.netPaise > 0 && (
          <span className="font-normal text-stone-600">
            {" "}
            {`· ${chart.best} `}
            {chart.day(best.day)}: {reports.money(best.netPaise)}
          </span>
        )}
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + 16}`}
        className="h-auto w-full"
        role="img"
        // The figures hold every day of the range, so a chart always has a first and a last day.
        aria-label={first && last ? chart.label(first, last) : chart.caption}
      >
        <line x1="0" y1={HEIGHT} x2={WIDTH} y2={HEIGHT} className="stroke-stone-300" strokeWidth="1" />
        {drawn.map((b) => (
          <rect
            key={b.day}
            x={b.x}
            y={b.y}
            width={Math.max(b.width, 1)}
            height={b.height}
            rx="1"
            className="fill-brand"
          >
            <title>{chart.bar(b.day, b.figure.count, b.figure.netPaise)}</title>
          </rect>
        ))}
        {first && (
          <text x="0" y={HEIGHT + 13} className="fill-stone-600 text-[10px]">
            {chart.day(first)}
          </text>
        )}
        {last && last !== first && (
          <text x={WIDTH} y={HEIGHT + 13} textAnchor="end" className="fill-stone-600 text-[10px]">
            {chart.day(last)}
          </text>
        )}
      </svg>
    </figure>
  );
}
