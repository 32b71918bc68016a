import { useId } from "react";
import { Form } from "react-router";
import { Notice } from "#app/components/form";
import type { GstReturnsData } from "#app/domain/gst/returns";
import { NOT_REGULAR_MESSAGE, type PeriodChoice, RETURN_FILES, type ReturnFile } from "#app/domain/gst/returns";
import { usePanelSay, usePanelTexts } from "#app/i18n/panel-texts";
import { useFigures } from "#app/i18n/provider";
import { TurboOnly } from "./plan-only";

/*
 * GST Returns (issue 28): the period (a month or a quarter), then the tax by rate, the bills issued and the offline
 * tool's files. The period lives in the URL (?period=…), so Back, reload and a shared link show the same numbers.
 */

const BASE = "/adminpanel/gst";

export function GstReturnsView({ data }: { data: GstReturnsData }) {
  const { menu, gst: t } = usePanelTexts();
  const say = usePanelSay();
  const f = useFigures();
  const title = menu.screens.gstReturns;
  if (data.locked) return <TurboOnly title={title} />;
  return (
    <section className="max-w-3xl">
      <h1 className="mb-3 text-xl font-bold tracking-tight">{title}</h1>
      <PeriodForm data={data} />
      {data.error && <Notice tone="error">{say(data.error)}</Notice>}
      {data.period && data.shopKind !== "regular" && (
        <div className="space-y-3">
          <p className="rounded-lg border border-stone-200 bg-white px-3 py-2 font-medium">
            {say(NOT_REGULAR_MESSAGE)} {t.setInSettings}
          </p>
          {data.composition && (
            <p className="font-semibold">
              {t.cmp08(periodName(t, data.composition.quarter))}{" "}
              <span className="tabular-nums">{f.money(data.composition.turnoverPaise)}</span>
            </p>
          )}
        </div>
      )}
      {data.period && data.regular && <Regular period={data.period} regular={data.regular} />}
    </section>
  );
}

type GstTexts = ReturnType<typeof usePanelTexts>["gst"];

const periodName = (t: GstTexts, p: PeriodChoice) => (p.kind === "month" ? t.month(p.from) : t.quarter(p.from, p.to));

function PeriodForm({ data }: { data: GstReturnsData }) {
  const { gst: t } = usePanelTexts();
  const id = useId();
  return (
    <Form method="get" action={BASE} className="mb-4 rounded-xl border border-stone-200 bg-white p-3 shadow-sm">
      <label htmlFor={id} className="block text-sm font-semibold">
        {t.period}
      </label>
      <div className="mt-1 flex flex-wrap gap-3">
        <select
          id={id}
          name="period"
          defaultValue={data.period?.key}
          key={data.period?.key}
          className="block min-h-11 min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-2 py-2.5 text-base sm:max-w-xs"
        >
          <optgroup label={t.months}>
            {data.choices.months.map((p) => (
              <option key={p.key} value={p.key}>
                {periodName(t, p)}
              </option>
            ))}
          </optgroup>
          <optgroup label={t.quarters}>
            {data.choices.quarters.map((p) => (
              <option key={p.key} value={p.key}>
                {periodName(t, p)}
              </option>
            ))}
          </optgroup>
        </select>
        <button type="submit" className="min-h-11 rounded-lg bg-brand px-4 font-bold text-brand-contrast">
          {t.show}
        </button>
      </div>
    </Form>
  );
}

function Regular({ period, regular }: { period: PeriodChoice; regular: NonNullable<GstReturnsData["regular"]> }) {
  const { gst: t } = usePanelTexts();
  const f = useFigures();
  const name = periodName(t, period);
  const cell = "px-1.5 py-2 text-right whitespace-nowrap tabular-nums sm:px-2";
  return (
    <div className="space-y-5">
      <section aria-labelledby="gst-rates">
        <h2 id="gst-rates" className="mb-2 font-bold">
          {t.byRate(name)}
        </h2>
        {regular.rates.length === 0 ? (
          <p className="font-semibold">{t.noBills}</p>
        ) : (
          <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white">
            <table className="w-full border-collapse text-xs sm:text-sm" aria-label={t.byRate(name)}>
              <thead className="border-b border-stone-200 bg-stone-50">
                <tr>
                  <th scope="col" className="px-1.5 py-2 text-left sm:px-2">
                    {t.rate}
                  </th>
                  <th scope="col" className="px-1.5 py-2 text-right sm:px-2">
                    {t.taxable}
                  </th>
                  <th scope="col" className="px-1.5 py-2 text-right sm:px-2">
                    {t.cgst}
                  </th>
                  <th scope="col" className="px-1.5 py-2 text-right sm:px-2">
                    {t.sgst}
                  </th>
                  <th scope="col" className="px-1.5 py-2 text-right sm:px-2">
                    {t.igst}
                  </th>
                  <th scope="col" className="px-1.5 py-2 text-right sm:px-2">
                    {t.total}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100">
                {regular.rates.map((r) => (
                  <tr key={r.rateBp}>
                    <th scope="row" className="px-1.5 py-2 text-left font-semibold sm:px-2">
                      {t.ratePercent(r.rateBp)}
                    </th>
                    <td className={cell}>{f.amount(r.taxablePaise)}</td>
                    <td className={cell}>{f.amount(r.cgstPaise)}</td>
                    <td className={cell}>{f.amount(r.sgstPaise)}</td>
                    <td className={cell}>{f.amount(r.igstPaise)}</td>
                    <td className={cell}>{f.amount(r.totalPaise)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot className="border-t-2 border-stone-300 font-bold">
                <tr>
                  <th scope="row" className="px-2 py-2 text-left">
                    {t.total}
                  </th>
                  <td className={cell}>{f.amount(regular.total.taxablePaise)}</td>
                  <td className={cell}>{f.amount(regular.total.cgstPaise)}</td>
                  <td className={cell}>{f.amount(regular.total.sgstPaise)}</td>
                  <td className={cell}>{f.amount(regular.total.igstPaise)}</td>
                  <td className={cell}>{f.amount(regular.total.totalPaise)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        )}
        {regular.withoutHsn > 0 && (
          <p className="mt-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
            {t.withoutHsn(regular.withoutHsn)}
          </p>
        )}
      </section>
      <section aria-labelledby="gst-documents">
        <h2 id="gst-documents" className="mb-2 font-bold">
          {t.documents}
        </h2>
        {regular.documents && regular.documentsText ? (
          <dl className="grid grid-cols-2 gap-2 rounded-lg border border-stone-200 bg-white p-3 text-sm sm:grid-cols-4">
            <div>
              <dt className="font-semibold text-stone-600">{t.first}</dt>
              <dd className="font-bold tabular-nums">{f.digits(regular.documentsText.first)}</dd>
            </div>
            <div>
              <dt className="font-semibold text-stone-600">{t.last}</dt>
              <dd className="font-bold tabular-nums">{f.digits(regular.documentsText.last)}</dd>
            </div>
            <div>
              <dt className="font-semibold text-stone-600">{t.count}</dt>
              <dd className="font-bold tabular-nums">{f.count(regular.documents.count)}</dd>
            </div>
            <div>
              <dt className="font-semibold text-stone-600">{t.cancelled}</dt>
              <dd className="font-bold tabular-nums">{f.count(regular.documents.cancelled)}</dd>
            </div>
          </dl>
        ) : (
          <p className="font-semibold">{t.noBills}</p>
        )}
      </section>
      <section aria-labelledby="gst-files">
        <h2 id="gst-files" className="mb-1 font-bold">
          {t.files}
        </h2>
        <p className="mb-2 text-sm text-stone-600">{t.filesText}</p>
        <ul className="grid gap-2 sm:grid-cols-2">
          {(Object.keys(RETURN_FILES) as ReturnFile[]).map((file) => (
            <li key={file}>
              <a
                href={`${BASE}/${file}.csv?period=${period.key}`}
                download
                className="flex min-h-12 items-center rounded-lg border border-stone-200 bg-white px-3 py-2 font-semibold shadow-sm hover:border-brand hover:bg-brand-soft"
              >
                {t.file[file]}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
