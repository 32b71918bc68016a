import { Link } from "react-router";
import { rupees } from "../../../domain/money";
import {
  isEditable,
  nextStatus,
  STATUS_ACTIONS,
  STATUS_LABELS,
  type YaadiStatus,
} from "../../../domain/orders/order-status";
import { YAADI_REPORT_MESSAGES } from "../../../domain/reports/messages";
import { formatIstDateTime, formatIstTime } from "../../../domain/time";
import type { SummaryData } from "../../../routes/admin/reports/yaadi-summary.server";
import { SearchField, SortHeader, useListView } from "../list-parts";
import { useChangedIds } from "../lists-common";
import { DailyChart } from "./daily-chart";
import { DayChoiceForm, useDayChoice } from "./day-choice";
import { DeleteYaadiButton, RowButton } from "./row-button";

/* Yaadi Summary (spec 3 §2): the day choice, then the totals, the daily chart, the search and the sortable table. */

export const SUMMARY_PATH = "/adminpanel/yaadi-summary";
type Report = NonNullable<SummaryData["report"]>;
type Row = Report["rows"][number];
type SortKey =
  | "id"
  | "customerName"
  | "customerWhatsApp"
  | "customerAddress"
  | "totalPaise"
  | "deliveryChargesPaise"
  | "netPaise"
  | "createdAt"
  | "status";

export function YaadiSummaryView({ data }: { data: SummaryData }) {
  const state = useDayChoice(data.asked, data.today);
  const error = "error" in data ? data.error : null;
  return (
    <section>
      <h1 className="mb-3 text-xl font-bold tracking-tight">Yaadi Summary</h1>
      <DayChoiceForm
        base={SUMMARY_PATH}
        state={state}
        today={data.today}
        earliest={data.earliest}
        dealers={data.dealers}
        error={state.showing || !data.asked ? error : null}
      />
      {state.showing && data.report && (
        <Report report={data.report} query={state.query} singleDay={data.asked!.from === data.asked!.to} />
      )}
    </section>
  );
}

function Report({ report, query, singleDay }: { report: Report; query: string; singleDay: boolean }) {
  const { totals } = report;
  const action = `${SUMMARY_PATH}?${query}`;
  const changedIds = useChangedIds("yaadies");
  const view = useListView<Row, SortKey>(report.rows, {
    text: (r) => r.customerName,
    value: (r, key) => r[key],
    changedIds,
  });
  const header = { sort: view.sort, onSort: view.onSort };
  return (
    <>
      <dl aria-label="Totals" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Figure term="Yaadies" value={String(totals.count)} />
        <Figure term="Total Amount" value={rupees(totals.totalPaise)} />
        <Figure term="Delivery Charges" value={rupees(totals.deliveryChargesPaise)} />
        <Figure term="Net Amount" value={rupees(totals.netPaise)} strong />
        <Figure term="Paid" value={String(totals.paidCount)} />
        <Figure term="Unpaid amount" value={rupees(totals.unpaidNetPaise)} />
      </dl>
      {report.daily && <DailyChart figures={report.daily} />}
      {!report.listedAll && (
        <p className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Showing the newest {report.rows.length} of {totals.count} yaadies. The totals and the chart count them all,
          and the CSV holds every one; choose fewer days to list them here.
        </p>
      )}
      {totals.count === 0 ? (
        <p className="py-6 text-center text-stone-600">{YAADI_REPORT_MESSAGES.noYaadies}</p>
      ) : (
        <>
          <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0 sm:flex-1">
              <SearchField value={view.query} onChange={view.setQuery} label="Search by customer name" />
            </div>
            <Link
              reloadDocument
              to={`/adminpanel/yaadi-summary.csv?${query}`}
              className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 bg-white px-3 text-sm font-bold hover:bg-brand-soft"
            >
              Download CSV
            </Link>
          </div>
          {view.shown.length === 0 ? (
            <p className="py-6 text-center text-stone-600">No yaadies match the search.</p>
          ) : (
            // Nine columns do not fit a phone: the table scrolls sideways inside its frame, the page does not. A
            // scrolling region is focusable so a keyboard can scroll it.
            <section
              aria-label="Yaadies, scrolls sideways"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled
              tabIndex={0}
              className="relative overflow-x-auto rounded-lg border border-stone-200 bg-white"
            >
              <table className="w-full border-collapse text-sm" aria-label="Yaadies">
                <thead className="border-b border-stone-200 bg-stone-50">
                  <tr>
                    <th scope="col" className="px-2 py-2 text-left">
                      S.No.
                    </th>
                    <SortHeader label="Yaadi No." column="id" {...header} />
                    <SortHeader label="Name" column="customerName" {...header} />
                    <SortHeader label="WhatsApp" column="customerWhatsApp" {...header} />
                    <SortHeader label="Address" column="customerAddress" {...header} />
                    <SortHeader label="Total Amount" column="totalPaise" {...header} />
                    <SortHeader label="Delivery Charges" column="deliveryChargesPaise" {...header} />
                    <SortHeader label="Net Amount" column="netPaise" {...header} />
                    <SortHeader label="Time" column="createdAt" {...header} />
                    <SortHeader label="Status" column="status" {...header} />
                    <th scope="col" className="px-2 py-2 text-right">
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-stone-100">
                  {view.shown.map((r, i) => (
                    <SummaryRow
                      key={r.id}
                      row={r}
                      serial={i + 1}
                      action={action}
                      singleDay={singleDay}
                      changed={changedIds.includes(r.id)}
                    />
                  ))}
                </tbody>
              </table>
            </section>
          )}
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
  const next = nextStatus(r.status);
  const when = new Date(r.createdAt);
  return (
    <tr className={changed ? "bg-brand-soft" : undefined}>
      <td className="px-2 py-2 tabular-nums">{serial}</td>
      <td className="px-2 py-2 tabular-nums">
        <Link
          to={`/adminpanel/yaadies/${r.id}`}
          aria-label={`Open yaadi no. ${r.id}`}
          className="font-semibold text-brand-ink underline"
        >
          {r.id}
        </Link>
      </td>
      <td className="min-w-32 px-2 py-2 font-semibold break-words">{r.customerName}</td>
      <td className="px-2 py-2 tabular-nums">
        {r.chatLink && (
          <a
            href={r.chatLink}
            target="_blank"
            rel="noreferrer"
            aria-label={`WhatsApp ${r.customerName} on ${r.customerWhatsApp}`}
            className="text-brand-ink underline"
          >
            {r.customerWhatsApp}
          </a>
        )}
      </td>
      <td className="min-w-40 px-2 py-2 break-words">{r.customerAddress}</td>
      <td className="px-2 py-2 text-right tabular-nums">{rupees(r.totalPaise)}</td>
      <td className="px-2 py-2 text-right tabular-nums">{rupees(r.deliveryChargesPaise)}</td>
      <td className="px-2 py-2 text-right font-semibold tabular-nums">{rupees(r.netPaise)}</td>
      <td className="px-2 py-2 whitespace-nowrap tabular-nums">
        {singleDay ? formatIstTime(when) : formatIstDateTime(when)}
      </td>
      <td className="px-2 py-2">
        <StatusBadge status={r.status} />
        {r.paid && (
          <span className="ml-1 rounded bg-green-100 px-1.5 py-0.5 text-xs font-bold text-green-800">Paid</span>
        )}
      </td>
      <td className="px-2 py-1">
        <div className="flex items-center justify-end gap-1">
          {next && (
            <RowButton
              action={action}
              fields={{ intent: "status", id: String(r.id), status: next }}
              label={`Mark yaadi no. ${r.id} ${STATUS_LABELS[next]}`}
              tone="primary"
            >
              {STATUS_ACTIONS[next]}
            </RowButton>
          )}
          {isEditable(r.status) && (
            <Link
              to={`/adminpanel/yaadies/${r.id}/edit`}
              aria-label={`Edit yaadi no. ${r.id}`}
              className="inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-brand-ink hover:bg-brand-soft"
            >
              Edit
            </Link>
          )}
          <Link
            reloadDocument
            to={`/adminpanel/yaadies/${r.id}/download`}
            aria-label={`Download yaadi no. ${r.id}`}
            className="inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-brand-ink hover:bg-brand-soft"
          >
            Download
          </Link>
          {!r.savedCustomer && (
            <RowButton
              action={action}
              fields={{ intent: "add-customer", id: String(r.id) }}
              label={`Add ${r.customerName} to customers`}
            >
              Add customer
            </RowButton>
          )}
          <DeleteYaadiButton action={action} yaadiId={r.id} fields={{ id: String(r.id) }} />
        </div>
      </td>
    </tr>
  );
}

export function StatusBadge({ status }: { status: YaadiStatus }) {
  const colour: Record<YaadiStatus, string> = {
    placed: "bg-amber-100 text-amber-900",
    accepted: "bg-sky-100 text-sky-900",
    packed: "bg-indigo-100 text-indigo-900",
    delivered: "bg-green-100 text-green-900",
    cancelled: "bg-stone-200 text-stone-700",
  };
  return (
    <span className={`rounded px-1.5 py-0.5 text-xs font-bold whitespace-nowrap ${colour[status]}`}>
      {STATUS_LABELS[status]}
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
