import { Link } from "react-router";
import { formatRupees } from "#app/domain/money";
import type { DayGlance } from "#app/domain/reports/day-glance";

/** The admin home's first lines: today's yaadies, their net amount and how many wait to be accepted. */
export function TodayGlance({ today }: { today: DayGlance }) {
  return (
    <section aria-labelledby="today-heading" className="mt-4 rounded-xl border border-stone-200 bg-white p-3 shadow-sm">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="today-heading" className="font-bold">
          Today
        </h2>
        <Link
          to="/adminpanel/yaadi-summary?day=today"
          className="inline-flex min-h-11 items-center font-semibold text-brand-ink underline"
        >
          Today's yaadies
        </Link>
      </div>
      <dl className="grid grid-cols-3 gap-2 text-center">
        <div>
          <dt className="text-xs font-semibold text-stone-600">Yaadies</dt>
          <dd className="text-lg font-bold tabular-nums">{today.count}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold text-stone-600">Net amount</dt>
          <dd className="text-lg font-bold tabular-nums">{formatRupees(today.netPaise)}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold text-stone-600">To accept</dt>
          <dd className={`text-lg font-bold tabular-nums ${today.waiting > 0 ? "text-amber-700" : ""}`}>
            {today.waiting}
          </dd>
        </div>
      </dl>
    </section>
  );
}
