import { useState } from "react";
import { Link } from "react-router";
import { AGE_BUCKETS } from "#app/domain/ledger/ledger";
import type { UdhaarListRow, UdhaarSort } from "#app/domain/ledger/udhaar-list";
import { usePanelTexts } from "#app/i18n/panel-texts";
import { useFigures } from "#app/i18n/provider";
import { DownloadButton } from "../reports/download-button";
import { RemindForm } from "./remind-form";

export type UdhaarListData = {
  sort: UdhaarSort;
  rows: UdhaarListRow[];
  totalPaise: number;
  collectedPaise: number;
};

/** Remind all: one customer after another, each tap opening WhatsApp for the next (a browser opens one tab a tap). */
function RemindAll({ rows }: { rows: UdhaarListRow[] }) {
  const u = usePanelTexts().udhaar;
  const [next, setNext] = useState<number | null>(null);
  if (next === null)
    return (
      <button
        type="button"
        onClick={() => setNext(0)}
        className="min-h-11 rounded-lg bg-[#1f7a4d] px-3 font-bold text-white"
      >
        {u.remindAll}
      </button>
    );
  const row = rows[next];
  return (
    <div role="group" aria-label={u.remindAll} className="flex flex-wrap items-center gap-2">
      {row ? (
        <RemindForm
          key={row.customerId}
          customerId={row.customerId}
          label={u.remindName(row.name)}
          onSent={() => setNext(next + 1)}
          tone="primary"
        >
          {u.remindNext(row.name, next + 1, rows.length)}
        </RemindForm>
      ) : (
        <p role="status" className="font-semibold text-green-800">
          {u.remindDone}
        </p>
      )}
      <button type="button" onClick={() => setNext(null)} className="min-h-11 px-2 font-semibold underline">
        {u.stop}
      </button>
    </div>
  );
}

/** Udhaar: who owes what, with its age, the day's collections, and a reminder a tap away. */
export function UdhaarListScreen({ data }: { data: UdhaarListData }) {
  const t = usePanelTexts();
  const u = t.udhaar;
  const f = useFigures();
  const sorts: { value: UdhaarSort; label: string }[] = [
    { value: "amount", label: u.byAmount },
    { value: "age", label: u.byAge },
  ];
  return (
    <section className="max-w-4xl">
      <h1 className="text-xl font-bold tracking-tight">{u.title}</h1>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-center">
        <div className="rounded-xl border border-stone-200 bg-white p-3">
          <dt className="text-xs font-semibold text-stone-600">{u.totalOutstanding}</dt>
          <dd className="text-lg font-bold tabular-nums">{f.money(data.totalPaise)}</dd>
        </div>
        <div className="rounded-xl border border-stone-200 bg-white p-3">
          <dt className="text-xs font-semibold text-stone-600">{u.collectedToday}</dt>
          <dd className="text-lg font-bold tabular-nums">{f.money(data.collectedPaise)}</dd>
        </div>
      </dl>
      {data.rows.length === 0 ? (
        <p className="mt-4 text-stone-700">{u.nobodyOwes}</p>
      ) : (
        <>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
            <nav aria-label={u.sortBy} className="flex items-center gap-1">
              <span className="text-sm font-semibold text-stone-600">{u.sortBy}:</span>
              {sorts.map((s) => (
                <Link
                  key={s.value}
                  to={`?sort=${s.value}`}
                  aria-current={data.sort === s.value ? "page" : undefined}
                  className="inline-flex min-h-11 items-center rounded-lg px-2 font-semibold text-brand-ink aria-[current=page]:bg-brand-soft aria-[current=page]:underline"
                >
                  {s.label}
                </Link>
              ))}
            </nav>
            <div className="flex flex-wrap gap-2">
              <RemindAll rows={data.rows} />
              <DownloadButton
                href="/adminpanel/udhaar.csv"
                label={u.download}
                done={u.downloaded}
                failed={u.downloadFailed}
                fallbackName="Udhaar.csv"
              />
            </div>
          </div>
          <div className="mt-3 overflow-x-auto rounded-xl border border-stone-200 bg-white">
            <table className="w-full text-sm">
              <thead className="bg-stone-50 text-left text-xs text-stone-600">
                <tr>
                  <th scope="col" className="px-2 py-2">
                    {u.name}
                  </th>
                  <th scope="col" className="px-2 py-2 text-right">
                    {u.balance}
                  </th>
                  {AGE_BUCKETS.map((b) => (
                    <th key={b} scope="col" className="hidden px-2 py-2 text-right sm:table-cell">
                      {u.ages[b]}
                    </th>
                  ))}
                  <th scope="col" className="px-2 py-2">
                    <span className="sr-only">{u.remind}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.rows.map((r) => (
                  <tr key={r.customerId} className="border-t border-stone-100 align-top">
                    <th scope="row" className="px-2 py-2 text-left font-semibold">
                      <Link
                        to={`/adminpanel/udhaar/${r.customerId}`}
                        aria-label={u.openLedger(r.name)}
                        className="text-brand-ink underline"
                      >
                        {r.name}
                      </Link>
                      {/* On a phone the ages ride under the name. */}
                      <ul className="mt-1 space-y-0.5 text-xs font-normal text-stone-600 sm:hidden">
                        {AGE_BUCKETS.filter((b) => r.ageing[b] > 0).map((b) => (
                          <li key={b}>
                            {u.ages[b]}: <span className="tabular-nums">{f.money(r.ageing[b])}</span>
                          </li>
                        ))}
                      </ul>
                      {r.lastRemindedAt !== null && (
                        <p className="mt-0.5 text-xs font-normal text-stone-500">
                          {u.lastReminded(f.date(r.lastRemindedAt))}
                        </p>
                      )}
                    </th>
                    <td className="px-2 py-2 text-right font-bold tabular-nums">{f.money(r.balancePaise)}</td>
                    {AGE_BUCKETS.map((b) => (
                      <td key={b} className="hidden px-2 py-2 text-right tabular-nums sm:table-cell">
                        {r.ageing[b] > 0 ? f.money(r.ageing[b]) : "–"}
                      </td>
                    ))}
                    <td className="px-2 py-2 text-right">
                      <RemindForm customerId={r.customerId} label={u.remindName(r.name)}>
                        {u.remind}
                      </RemindForm>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
