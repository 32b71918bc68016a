import { Notice } from "#app/components/form";
import { YAADI_REPORT_MESSAGES } from "#app/domain/reports/messages";
import type { CustomerVisitsData, VisitRow } from "#app/domain/reports/visits";
import { formatIstTime } from "#app/domain/time";
import { whatsAppLink } from "#app/domain/whatsapp";
import { SortHeader, useListView } from "../list-parts";
import { DayChoiceForm, useDayChoice } from "./day-choice";

/* Customer Visits (spec 3 §2): who filled the store's customer form on the chosen day, and a tap to chat with them. */

const BASE = "/adminpanel/customer-visits";

export function CustomerVisitsView({ data }: { data: CustomerVisitsData }) {
  const state = useDayChoice(data.asked, data.today);
  return (
    <section className="max-w-2xl">
      <h1 className="mb-3 text-xl font-bold tracking-tight">Customer Visits</h1>
      <DayChoiceForm
        base={BASE}
        state={state}
        today={data.today}
        earliest={data.today}
        choices={["yesterday", "today"]}
        dealers={data.dealers}
        error={data.visits === null ? data.error : null}
      />
      {state.showing && data.visits && <Visits rows={data.visits} />}
      {state.showing && data.visits === null && data.error && <Notice tone="error">{data.error}</Notice>}
    </section>
  );
}

function Visits({ rows }: { rows: readonly VisitRow[] }) {
  const view = useListView<VisitRow, "name">(rows, { text: (r) => r.name, value: (r) => r.name });
  if (rows.length === 0) return <p className="py-4 font-semibold">{YAADI_REPORT_MESSAGES.noVisits}</p>;
  return (
    <>
      <p className="mb-2 font-semibold">{YAADI_REPORT_MESSAGES.visits(rows.length)}</p>
      <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white">
        <table className="w-full border-collapse text-sm" aria-label="Customer Visits">
          <thead className="border-b border-stone-200 bg-stone-50">
            <tr>
              <th scope="col" className="px-2 py-2 text-left">
                No.
              </th>
              <SortHeader label="Name" column="name" sort={view.sort} onSort={view.onSort} />
              <th scope="col" className="px-2 py-2 text-left">
                Time
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {view.shown.map((r, i) => (
              <tr key={r.id}>
                <td className="px-2 py-2 tabular-nums">{i + 1}</td>
                <td className="px-2 py-2">
                  <span className="block font-semibold break-words">{r.name}</span>
                  <a
                    href={whatsAppLink(r.whatsApp)}
                    target="_blank"
                    rel="noreferrer"
                    aria-label={`WhatsApp ${r.name} on ${r.whatsApp}`}
                    className="text-brand-ink underline tabular-nums"
                  >
                    {r.whatsApp}
                  </a>
                </td>
                <td className="px-2 py-2 whitespace-nowrap tabular-nums">{formatIstTime(new Date(r.enteredAt))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
