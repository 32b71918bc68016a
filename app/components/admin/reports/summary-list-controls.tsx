import { useEffect, useRef, useState } from "react";
import { Form, Link, useSubmit } from "react-router";
import { type SummaryView, summaryViewQuery } from "#app/domain/reports/summary-view";
import { usePanelTexts } from "#app/i18n/panel-texts";

/*
 * The Yaadi Summary's search and pages (summary-view.ts): plain GET forms and links to the report's own URL, so they
 * work before the page's scripts run, Back steps through them, and a shared link shows the same rows.
 */

/** The report's URL (`reportQuery`: the day choice) listing `view`. */
export const summaryHref = (base: string, reportQuery: string, view: SummaryView) =>
  `${base}?${[reportQuery, summaryViewQuery(view)].filter(Boolean).join("&")}`;

/** Search by customer name over the whole range: sent a moment after typing stops, or with the button. */
export function SummarySearch({ base, reportQuery, view }: { base: string; reportQuery: string; view: SummaryView }) {
  const { summary: s } = usePanelTexts().reports;
  const submit = useSubmit();
  const [q, setQ] = useState(view.q);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => setQ(view.q), [view.q]);
  useEffect(() => () => clearTimeout(timer.current), []);
  // The report and the order stay; a new search starts at its first page.
  const kept = new URLSearchParams(summaryHref(base, reportQuery, { ...view, q: "", page: 1 }).split("?")[1]);
  return (
    <Form method="get" action={base} role="search" preventScrollReset className="my-3 flex gap-2">
      {[...kept].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="summary-search" className="sr-only">
        {s.search}
      </label>
      <input
        id="summary-search"
        type="search"
        name="q"
        value={q}
        maxLength={40}
        placeholder={s.search}
        onChange={(event) => {
          const form = event.currentTarget.form;
          setQ(event.currentTarget.value);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => submit(form, { replace: true, preventScrollReset: true }), 350);
        }}
        className="block w-full min-w-0 rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-base shadow-sm focus:border-brand"
      />
      <button
        type="submit"
        className="min-h-11 shrink-0 rounded-lg border border-stone-300 bg-white px-3 text-sm font-bold hover:bg-brand-soft"
      >
        {s.searchButton}
      </button>
    </Form>
  );
}

/** Previous / Page n of m / Next, when the matching yaadies take more than one page. */
export function SummaryPager({
  base,
  reportQuery,
  view,
  pages,
}: {
  base: string;
  reportQuery: string;
  view: SummaryView;
  pages: number;
}) {
  const { summary: s } = usePanelTexts().reports;
  if (pages <= 1) return null;
  const link = "inline-flex min-h-11 items-center rounded-lg border border-stone-300 bg-white px-3 text-sm font-bold";
  const to = (page: number) => summaryHref(base, reportQuery, { ...view, page });
  return (
    <nav aria-label={s.pages} className="mt-3 flex items-center justify-between gap-2">
      {view.page > 1 ? (
        <Link to={to(view.page - 1)} className={link}>
          {s.previous}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-stone-700 tabular-nums">{s.pageOf(view.page, pages)}</span>
      {view.page < pages ? (
        <Link to={to(view.page + 1)} className={link}>
          {s.next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
