import { Link } from "react-router";
import { useRowsInSteps } from "#app/components/panel/rows-in-steps";
import { DEFAULT_CUSTOMER } from "#app/domain/orders/make-yaadi";
import { isEditable, nextStatus, type YaadiStatus } from "#app/domain/orders/order-status";
import { YAADI_REPORT_MESSAGES } from "#app/domain/reports/messages";
import { SUMMARY_PAGE_SIZE, type SummarySortKey, type SummaryView, sortedBy } from "#app/domain/reports/summary-view";
import type { YaadiSummaryData } from "#app/domain/reports/yaadi-summary";
import { usePanelSay, usePanelTexts } from "#app/i18n/panel-texts";
import { useFigures } from "#app/i18n/provider";
import { SortLinkHeader } from "../list-parts";
import { useChangedIds } from "../lists-common";
import { DailyChart } from "./daily-chart";
import { DayChoiceForm, useDayChoice } from "./day-choice";
import { DeleteYaadiButton, RowButton } from "./row-button";
import { SummaryPager, SummarySearch, summaryHref } from "./summary-list-controls";

/*
 * Yaadi Summary (spec 3 §2): the day choice, then the totals, the daily chart, the search and the sortable table. The
 * search, the order and the page are the server's, over the whole range (domain/reports/summary-view.ts).
 */

export const SUMMARY_PATH = "/adminpanel/yaadi-summary";
type Report = NonNullable<YaadiSummaryData["report"]>;
type Row = Report["rows"][number];
export function YaadiSummaryView({ data }: { data: YaadiSummaryData }) {
  const t = usePanelTexts();
  const say = usePanelSay();
  const state = useDayChoice(data.asked, data.today);
  const error = "error" in data && data.error ? say(data.error) : null;
  return (
    <section>
      <h1 className="mb-3 text-xl font-bold tracking-tight">{t.menu.screens.yaadiSummary}</h1>
      <DayChoiceForm
        base={SUMMARY_PATH}
        state={state}
        today={data.today}
        earliest={data.earliest}
        dealers={data.dealers}
        sales={data.sales}
        error={state.showing || !data.asked ? error : null}
      />
      {state.showing && data.report && (
        <Report report={data.report} query={state.query} singleDay={data.asked!.from === data.asked!.to} />
      )}
    </section>
  );
}

function Report({ report, query, singleDay }: { report: Report; query: string; singleDay: boolean }) {
  const { reports: r } = usePanelTexts();
  const say = usePanelSay();
  const f = useFigures();
  const s = r.summary;
  const { totals, view } = report;
  const hrefOf = (v: SummaryView) => summaryHref(SUMMARY_PATH, query, v);
  // Row actions come back to this very list: the same search, order and page.
  const action = hrefOf(view);
  const changedIds = useChangedIds("yaadies");
  const header = (label: string, column: SummarySortKey) => (
    <SortLinkHeader
      label={label}
      to={hrefOf(sortedBy(view, column))}
      active={view.sort.key === column ? view.sort.direction : null}
    />
  );
  const firstSerial = (view.page - 1) * SUMMARY_PAGE_SIZE + 1;
  const drawn = useRowsInSteps(report.rows.length);
  return (
    <>
      <dl aria-label={s.totals} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Figure term={s.yaadies} value={f.count(totals.count)} />
        <Figure term={s.totalAmount} value={r.amount(totals.totalPaise)} />
        <Figure term={s.deliveryCharges} value={r.amount(totals.deliveryChargesPaise)} />
        <Figure term={s.netAmount} value={r.amount(totals.netPaise)} strong />
        <Figure term={s.paid} value={f.count(totals.paidCount)} />
        <Figure term={s.unpaidAmount} value={r.amount(totals.unpaidNetPaise)} />
      </dl>
      {report.daily && <DailyChart figures={report.daily} />}
      {totals.count === 0 ? (
        <p className="py-6 text-center text-stone-600">{say(YAADI_REPORT_MESSAGES.noYaadies)}</p>
      ) : (
        <>
          <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0 sm:flex-1">
              <SummarySearch base={SUMMARY_PATH} reportQuery={query} view={view} />
            </div>
            <Link
              reloadDocument
              to={`/adminpanel/yaadi-summary.csv?${query}`}
              className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 bg-white px-3 text-sm font-bold hover:bg-brand-soft"
            >
              {s.downloadCsv}
            </Link>
          </div>
          {view.q && (
            <p role="status" className="mb-2 text-sm text-stone-700">
              {s.matched(report.matched, totals.count, view.q)}
            </p>
          )}
          {report.rows.length === 0 ? (
            <p className="py-6 text-center text-stone-600">{s.noMatch}</p>
          ) : (
            // Nine columns do not fit a phone: the table scrolls sideways inside its frame, the page does not. A
            // scrolling region is focusable so a keyboard can scroll it.
            <section
              aria-label={s.scrolls}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled
              tabIndex={0}
              className="relative overflow-x-auto rounded-lg border border-stone-200 bg-white"
            >
              <table className="w-full border-collapse text-sm" aria-label={s.table}>
                <thead className="border-b border-stone-200 bg-stone-50">
                  <tr>
                    <th scope="col" className="px-2 py-2 text-left">
                      {s.serial}
                    </th>
                    {header(s.yaadiNo, "id")}
                    {header(s.name, "customerName")}
                    {header(s.whatsApp, "customerWhatsApp")}
                    {header(s.address, "customerAddress")}
                    {header(s.totalAmount, "totalPaise")}
                    {header(s.deliveryCharges, "deliveryChargesPaise")}
                    {header(s.netAmount, "netPaise")}
                    {header(s.time, "createdAt")}
                    {header(s.status, "status")}
                    <th scope="col" className={`${PINNED} bg-stone-50 px-2 py-2 text-right`}>
                      <span className="sr-only">{s.actions}</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-stone-100">
                  {report.rows.slice(0, drawn).map((r, i) => (
                    <SummaryRow
                      key={r.id}
                      row={r}
                      serial={firstSerial + i}
                      action={action}
                      singleDay={singleDay}
                      changed={changedIds.includes(r.id)}
                    />
                  ))}
                </tbody>
              </table>
            </section>
          )}
          <SummaryPager base={SUMMARY_PATH} reportQuery={query} view={view} pages={report.pages} />
        </>
      )}
    </>
  );
}

function SummaryRow({
  row: r,
  serial,
  action,
  singleDay,
  changed,
}: {
  row: Row;
  serial: number;
  action: string;
  singleDay: boolean;
  changed: boolean;
}) {
  const { reports: t, kit } = usePanelTexts();
  const f = useFigures();
  const s = t.summary;
  const next = nextStatus(r.status);
  return (
    <tr className={changed ? "bg-brand-soft" : undefined}>
      <td className="px-2 py-2 tabular-nums">{f.digits(serial)}</td>
      <td className="px-2 py-2 tabular-nums">
        <Link
          to={`/adminpanel/yaadies/${r.id}`}
          aria-label={s.openYaadi(r.id)}
          className="font-semibold text-brand-ink underline"
        >
          {f.digits(r.id)}
        </Link>
      </td>
      <td className="min-w-32 px-2 py-2 font-semibold break-words">
        {/* A counter sale is named a Cash Sale in the admin's language; a customer named at the counter keeps the name. */}
        {r.counter && r.customerName === DEFAULT_CUSTOMER.name ? s.cashSale : r.customerName || s.detailsDeleted}
        {r.counter && r.customerName !== DEFAULT_CUSTOMER.name && (
          <span className="ml-1 rounded bg-stone-100 px-1 text-xs font-semibold text-stone-700">{s.cashSale}</span>
        )}
      </td>
      <td className="px-2 py-2 tabular-nums">
        {r.chatLink && (
          <a
            href={r.chatLink}
            target="_blank"
            rel="noreferrer"
            aria-label={s.chat(r.customerName, r.customerWhatsApp)}
            className="text-brand-ink underline"
          >
            {r.customerWhatsApp}
          </a>
        )}
      </td>
      <td className="min-w-40 px-2 py-2 break-words">{r.customerAddress}</td>
      <td className="px-2 py-2 text-right tabular-nums">{t.amount(r.totalPaise)}</td>
      <td className="px-2 py-2 text-right tabular-nums">{t.amount(r.deliveryChargesPaise)}</td>
      <td className="px-2 py-2 text-right font-semibold tabular-nums">{t.amount(r.netPaise)}</td>
      <td className="px-2 py-2 whitespace-nowrap tabular-nums">
        {singleDay ? t.time(r.createdAt) : t.dateTime(r.createdAt)}
      </td>
      <td className="px-2 py-2">
        <StatusBadge status={r.status} />
        {r.paid && (
          <span className="ml-1 rounded bg-green-100 px-1.5 py-0.5 text-xs font-bold text-green-800">{s.paid}</span>
        )}
      </td>
      <td className={`${PINNED} px-2 py-1 ${changed ? "bg-brand-soft" : "bg-white"}`}>
        <div className="ml-auto flex w-40 flex-wrap items-center justify-end gap-1 lg:w-60">
          {next && (
            <RowButton
              action={action}
              fields={{ intent: "status", id: String(r.id), status: next }}
              label={s.markAs(r.id, next)}
              tone="primary"
            >
              {t.statusAction[next]}
            </RowButton>
          )}
          {isEditable(r.status) && (
            <Link
              to={`/adminpanel/yaadies/${r.id}/edit`}
              aria-label={s.editYaadi(r.id)}
              className="inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-brand-ink hover:bg-brand-soft"
            >
              {kit.edit}
            </Link>
          )}
          <Link
            reloadDocument
            to={`/adminpanel/yaadies/${r.id}/download`}
            aria-label={s.downloadYaadi(r.id)}
            className="inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-brand-ink hover:bg-brand-soft"
          >
            {s.download}
          </Link>
          {!r.savedCustomer && (
            <RowButton
              action={action}
              fields={{ intent: "add-customer", id: String(r.id) }}
              label={s.addToCustomers(r.customerName)}
            >
              {s.addCustomer}
            </RowButton>
          )}
          {r.credit === "offer" && (
            <RowButton action={action} fields={{ intent: "credit", id: String(r.id) }} label={s.onCreditOf(r.id)}>
              {s.onCredit}
            </RowButton>
          )}
          {r.credit && r.credit !== "offer" && (
            <Link
              to={`/adminpanel/udhaar/${r.credit.customerId}`}
              aria-label={s.openCredit(r.customerName)}
              className="inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-amber-900 hover:bg-amber-50"
            >
              {s.isOnCredit}
            </Link>
          )}
          <DeleteYaadiButton action={action} yaadiId={r.id} fields={{ id: String(r.id) }} />
        </div>
      </td>
    </tr>
  );
}

/**
 * The row actions' column stays at the table's right edge while the other columns scroll under it: on a phone the
 * day's work (Accept, Packed, …, Delete) is in view without a sideways scroll, and on a laptop nothing needs one.
 */
const PINNED = "sticky right-0 z-10 shadow-[-6px_0_6px_-6px_rgb(0_0_0/0.25)]";

export function StatusBadge({ status }: { status: YaadiStatus }) {
  const t = usePanelTexts();
  const colour: Record<YaadiStatus, string> = {
    placed: "bg-amber-100 text-amber-900",
    accepted: "bg-sky-100 text-sky-900",
    packed: "bg-indigo-100 text-indigo-900",
    delivered: "bg-green-100 text-green-900",
    cancelled: "bg-stone-200 text-stone-700",
  };
  return (
    <span className={`rounded px-1.5 py-0.5 text-xs font-bold whitespace-nowrap ${colour[status]}`}>
      {t.reports.status[status]}
    </span>
  );
}

function Figure({ term, value, strong }: { term: string; value: string; strong?: boolean }) {
  return (
    <div className="rounded-lg border border-stone-200 bg-white px-3 py-2">
      <dt className="text-xs font-semibold text-stone-600">{term}</dt>
      <dd className={`tabular-nums ${strong ? "text-lg font-bold" : "font-semibold"}`}>{value}</dd>
    </div>
  );
}
