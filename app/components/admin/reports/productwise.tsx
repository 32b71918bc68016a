import { PremiumOnly } from "#app/components/admin/plan-only";
import { YAADI_REPORT_MESSAGES } from "#app/domain/reports/messages";
import type { ProductSale, ProductwiseData } from "#app/domain/reports/productwise";
import { usePanelSay, usePanelTexts } from "#app/i18n/panel-texts";
import { useFigures } from "#app/i18n/provider";
import { SearchField, SortHeader, useListView } from "../list-parts";
import { DayChoiceForm, useDayChoice } from "./day-choice";
import { DownloadButton } from "./download-button";

/* Productwise Sale (spec 3 §2): the day choice, then 'Search an item', Description and Quantity, 'Total items'. */

const BASE = "/adminpanel/productwise-sale";

export function ProductwiseView({ data }: { data: ProductwiseData }) {
  const title = usePanelTexts().menu.screens.productwiseSale;
  const state = useDayChoice(data.asked, data.today);
  if (!data.premium) {
    return <PremiumOnly title={title} />;
  }
  return (
    <section className="max-w-2xl">
      <h1 className="mb-3 text-xl font-bold tracking-tight">{title}</h1>
      <DayChoiceForm
        base={BASE}
        state={state}
        today={data.today}
        earliest={data.earliest}
        dealers={data.dealers}
        sales={data.sales}
        error={data.rows === null ? data.error : null}
      />
      {state.showing && data.rows && <Sales rows={data.rows} query={state.query} />}
    </section>
  );
}

type SortKey = "name" | "quantityMilli";

function Sales({ rows, query }: { rows: readonly ProductSale[]; query: string }) {
  const { productwise: t } = usePanelTexts().reports;
  const say = usePanelSay();
  const f = useFigures();
  const view = useListView<ProductSale & { id: number }, SortKey>(
    rows.map((r, i) => ({ ...r, id: i + 1 })),
    { text: (r) => r.name, value: (r, key) => r[key] },
  );
  if (rows.length === 0) return <p className="py-4 font-semibold">{say(YAADI_REPORT_MESSAGES.noData)}</p>;
  return (
    <>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="font-semibold">
          {t.totalItems}
          {f.count(rows.length)}
        </p>
        <DownloadButton
          href={`/adminpanel/productwise-sale.csv?${query}`}
          label={t.downloadCsv}
          done={t.done}
          failed={say(YAADI_REPORT_MESSAGES.cumulativeFailed)}
          fallbackName="Cumulative.csv"
        />
      </div>
      <SearchField value={view.query} onChange={view.setQuery} label={t.search} />
      <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white">
        <table className="w-full border-collapse text-sm" aria-label={t.table}>
          <thead className="border-b border-stone-200 bg-stone-50">
            <tr>
              <SortHeader label={t.description} column="name" sort={view.sort} onSort={view.onSort} />
              <SortHeader
                label={t.quantity}
                column="quantityMilli"
                sort={view.sort}
                onSort={view.onSort}
                className="text-right"
              />
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {view.shown.map((r) => (
              <tr key={r.key}>
                <td className="px-2 py-2 break-words">{r.name}</td>
                <td className="px-2 py-2 text-right whitespace-nowrap tabular-nums">
                  {t.sold(r.quantityMilli, r.unitId)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
