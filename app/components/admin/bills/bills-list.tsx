import { useId, useState } from "react";
import { Link } from "react-router";
import type { BillsListData } from "#app/domain/bills/bill";
import { matchesBill, shiftMonth } from "#app/domain/bills/bill-list";
import { usePanelTexts } from "#app/i18n/panel-texts";
import { useFigures, useWriting } from "#app/i18n/provider";

/** "2026-11" as the admin reads a month: "November 2026", "नोव्हेंबर २०२६". */
function monthLabel(month: string, locale: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return new Intl.DateTimeFormat(`${locale}-IN`, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    Date.UTC(y, m - 1, 1),
  );
}

const monthLink = "inline-flex min-h-11 items-center rounded-lg border border-stone-300 bg-white px-3 font-semibold";

/** Bills: a month's bills newest first, searched by number or customer in the page, the cancelled ones marked. */
export function BillsList({ data }: { data: BillsListData }) {
  const said = usePanelTexts().bills;
  const figures = useFigures();
  const { locale } = useWriting();
  const id = useId();
  const [query, setQuery] = useState("");
  const shown = data.rows.filter((row) => matchesBill(row, query));
  return (
    <section className="max-w-3xl">
      <h1 className="text-xl font-bold tracking-tight">{said.title}</h1>
      <nav aria-label={said.month(monthLabel(data.month, locale))} className="mt-3 flex items-center gap-2">
        <Link to={`?month=${shiftMonth(data.month, -1)}`} className={monthLink} aria-label={said.previousMonth}>
          ‹
        </Link>
        <h2 className="flex-1 text-center font-bold">{said.month(monthLabel(data.month, locale))}</h2>
        <Link to={`?month=${shiftMonth(data.month, 1)}`} className={monthLink} aria-label={said.nextMonth}>
          ›
        </Link>
      </nav>
      <div className="mt-3">
        <label htmlFor={`${id}-search`} className="mb-1 block text-sm font-semibold">
          {said.search}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          className="h-11 w-full rounded-lg border border-stone-300 bg-white px-3"
        />
      </div>
      <p className="mt-2 text-sm text-stone-600" aria-live="polite">
        {data.rows.length === 0 ? said.none : shown.length === 0 ? said.noMatch : said.count(shown.length)}
      </p>
      {shown.length > 0 && (
        <ul className="mt-2 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
          {shown.map((row) => (
            <li key={row.id}>
              <Link
                to={`/adminpanel/bills/${row.id}`}
                className={`flex min-h-14 flex-wrap items-center justify-between gap-x-3 gap-y-1 px-3 py-2 hover:bg-brand-soft ${row.cancelled ? "text-stone-500" : ""}`}
              >
                <span className="min-w-0">
                  <span className={`font-bold ${row.cancelled ? "line-through" : ""}`}>{said.bill(row.number)}</span>
                  <span className="block text-sm">
                    {row.cashSale ? said.cashSale : row.customerName} · {figures.date(row.issuedAt)}
                  </span>
                  <span className="block text-xs text-stone-600">
                    {said.kinds[row.kind]}
                    {row.counter && ` · ${said.counter}`}
                  </span>
                </span>
                <span className="text-right">
                  <span className="block font-semibold">{said.total(row.totalPaise)}</span>
                  {row.cancelled && (
                    <span className="rounded bg-red-100 px-1.5 py-0.5 text-xs font-bold text-red-800">
                      {said.cancelled}
                    </span>
                  )}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
