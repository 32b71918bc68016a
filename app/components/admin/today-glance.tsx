import { Link } from "react-router";
import type { DayGlance } from "#app/domain/reports/day-glance";
import { usePanelTexts } from "#app/i18n/panel-texts";
import { useFigures } from "#app/i18n/provider";

/**
 * The admin home's first lines: today's yaadies, their net amount and how many wait to be accepted; and, when the
 * counter sold today, how much of it came from there (a link to the counter's sales).
 */
export function TodayGlance({ today }: { today: DayGlance }) {
  const { home } = usePanelTexts();
  const f = useFigures();
  return (
    <section aria-labelledby="today-heading" className="mt-4 rounded-xl border border-stone-200 bg-white p-3 shadow-sm">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="today-heading" className="font-bold">
          {home.today.heading}
        </h2>
        <Link
          to="/adminpanel/yaadi-summary?day=today"
          className="inline-flex min-h-11 items-center font-semibold text-brand-ink underline"
        >
          {home.today.link}
        </Link>
      </div>
      <dl className="grid grid-cols-3 gap-2 text-center">
        <div>
          <dt className="text-xs font-semibold text-stone-600">{home.today.yaadies}</dt>
          <dd className="text-lg font-bold tabular-nums">{f.count(today.count)}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold text-stone-600">{home.today.netAmount}</dt>
          <dd className="text-lg font-bold tabular-nums">{f.money(today.netPaise)}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold text-stone-600">{home.today.toAccept}</dt>
          <dd className={`text-lg font-bold tabular-nums ${today.waiting > 0 ? "text-amber-700" : ""}`}>
            {f.count(today.waiting)}
          </dd>
        </div>
      </dl>
      {today.counterCount > 0 && (
        <p className="mt-2 text-center text-sm font-semibold text-stone-700">
          <Link to="/adminpanel/yaadi-summary?day=today&sale=counter" className="underline">
            {home.today.counter(today.counterCount, today.counterNetPaise)}
          </Link>
        </p>
      )}
    </section>
  );
}
