import { Notice } from "#app/components/form";
import { YAADI_REPORT_MESSAGES } from "#app/domain/reports/messages";
import type { CustomerVisitsData, VisitRow } from "#app/domain/reports/visits";
import { whatsAppLink } from "#app/domain/whatsapp";
import { usePanelSay, usePanelTexts } from "#app/i18n/panel-texts";
import { useFigures } from "#app/i18n/provider";
import { SortHeader, useListView } from "../list-parts";
import { DayChoiceForm, useDayChoice } from "./day-choice";

/* Customer Visits (spec 3 §2): who filled the store's customer form on the chosen day, and a tap to chat with them. */

const BASE = "/adminpanel/customer-visits";

export function CustomerVisitsView({ data }: { data: CustomerVisitsData }) {
  const t = usePanelTexts();
  const say = usePanelSay();
  const state = useDayChoice(data.asked, data.today);
  const error = data.error ? say(data.error) : null;
  return (
    <section className="max-w-2xl">
      <h1 className="mb-3 text-xl font-bold tracking-tight">{t.menu.screens.customerVisits}</h1>
      <DayChoiceForm
        base={BASE}
        state={state}
        today={data.today}
        earliest={data.today}
        choices={["yesterday", "today"]}
        dealers={data.dealers}
        error={data.visits === null ? error : null}
      />
      {state.showing && data.visits && <Visits rows={data.visits} />}
      {state.showing && data.visits === null && error && <Notice tone="error">{error}</Notice>}
    </section>
  );
}

function Visits({ rows }: { rows: readonly VisitRow[] }) {
  const { reports } = usePanelTexts();
  const t = reports.visits;
  const say = usePanelSay();
  const f = useFigures();
  const view = useListView<VisitRow, "name">(rows, { text: (r) => r.name, value: (r) => r.name });
  if (rows.length === 0) return <p className="py-4 font-semibold">{say(YAADI_REPORT_MESSAGES.noVisits)}</p>;
  return (
    <>
      <p className="mb-2 font-semibold">{t.count(rows.length)}</p>
      <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white">
        <table className="w-full border-collapse text-sm" aria-label={t.table}>
          <thead className="border-b border-stone-200 bg-stone-50">
            <tr>
              <th scope="col" className="px-2 py-2 text-left">
                {t.serial}
              </th>
              <SortHeader label={t.name} column="name" sort={view.sort} onSort={view.onSort} />
              <th scope="col" className="px-2 py-2 text-left">
                {t.time}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {view.shown.map((r, i) => (
              <tr key={r.id}>
                <td className="px-2 py-2 tabular-nums">{f.digits(i + 1)}</td>
                <td className="px-2 py-2">
                  <span className="block font-semibold break-words">{r.name}</span>
                  <a
                    href={whatsAppLink(r.whatsApp)}
                    target="_blank"
                    rel="noreferrer"
                    aria-label={t.chat(r.name, r.whatsApp)}
                    className="text-brand-ink underline tabular-nums"
                  >
                    {r.whatsApp}
                  </a>
                </td>
                <td className="px-2 py-2 whitespace-nowrap tabular-nums">{reports.time(r.enteredAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
