import { formatRupees } from "#app/domain/money";
import { bars, type DayFigure } from "#app/domain/reports/daily-chart";

const WIDTH = 320;
const HEIGHT = 120;

/**
 * Net amount per day as bars: plain SVG rendered with the page (no chart library in the browser), scaled to the
 * screen's width, readable at 360 px. Each bar has a title (tooltip and screen-reader text) with the day's figures.
 */
export function DailyChart({ figures }: { figures: readonly DayFigure[] }) {
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
        Net amount per day
        {best.netPaise > 0 && (
          <span className="font-normal text-stone-600">
            {" "}
            · best {dm(best.day)}: {formatRupees(best.netPaise)}
          </span>
        )}
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + 16}`}
        className="h-auto w-full"
        role="img"
        aria-label={`Net amount per day from ${first} to ${last}`}
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
            <title>{`${dm(b.day)}: ${b.figure.count} yaadies, ${formatRupees(b.figure.netPaise)}`}</title>
          </rect>
        ))}
        {first && (
          <text x="0" y={HEIGHT + 13} className="fill-stone-600 text-[10px]">
            {dm(first)}
          </text>
        )}
        {last && last !== first && (
          <text x={WIDTH} y={HEIGHT + 13} textAnchor="end" className="fill-stone-600 text-[10px]">
            {dm(last)}
          </text>
        )}
      </svg>
    </figure>
  );
}

/** "2026-11-20" → "20/11". */
const dm = (day: string) => `${Number(day.slice(8, 10))}/${Number(day.slice(5, 7))}`;
