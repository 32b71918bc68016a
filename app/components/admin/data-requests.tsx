import { useId } from "react";
import { Form } from "react-router";
import { DECLINE_REASON_MAX, type OpenRequest } from "#app/domain/customer-data/requests";
import { usePanelTexts } from "#app/i18n/panel-texts";
import { useFigures } from "#app/i18n/provider";
import { Notice } from "../form";
import { WriteKeyField } from "./write-key";

type Failed = { error: string; request: string | null; reason: string } | null;

/**
 * Requests to delete details (docs/decisions/0039): each waiting request with what carrying it out keeps and removes,
 * and its two decisions, each behind a disclosure (the confirmation is the open disclosure's own button).
 */
export function DataRequestsScreen({ rows, failed }: { rows: OpenRequest[]; failed: Failed }) {
  const r = usePanelTexts().people.requests;
  return (
    <section className="max-w-3xl">
      <h1 className="text-xl font-bold tracking-tight">{r.title}</h1>
      <p className="mt-1 text-sm text-stone-700">{r.intro}</p>
      {failed && failed.request === null && (
        <div className="mt-3">
          <Notice tone="error">{failed.error}</Notice>
        </div>
      )}
      {rows.length === 0 ? (
        <p className="mt-4 text-stone-700">{r.none}</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {rows.map((row) => (
            <RequestRow key={row.id} row={row} failed={failed?.request === String(row.id) ? failed : null} />
          ))}
        </ul>
      )}
    </section>
  );
}

function RequestRow({ row, failed }: { row: OpenRequest; failed: Failed }) {
  const r = usePanelTexts().people.requests;
  const f = useFigures();
  const reasonId = useId();
  const name = row.name || r.unnamed;
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-3">
      <p className="font-bold">{name}</p>
      {row.whatsApp && <p className="tabular-nums">{row.whatsApp}</p>}
      <p className="text-sm text-stone-600">{r.asked(f.date(row.askedAt))}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {row.orders > 0 && <li>{r.orders(row.orders)}</li>}
        {row.bills > 0 && <li>{r.bills(row.bills)}</li>}
        {row.owesPaise > 0 ? (
          <li className="font-semibold text-amber-900">{r.owes(row.owesPaise)}</li>
        ) : (
          row.keepsAccount && <li>{r.keepsAccount}</li>
        )}
      </ul>
      <div className="mt-3 flex flex-wrap items-start gap-3">
        <details className="group">
          <summary
            aria-label={r.carryOutOf(name)}
            className="inline-flex min-h-11 cursor-pointer items-center rounded-lg bg-red-700 px-4 font-bold text-white"
          >
            {r.carryOut}
          </summary>
          <Form method="post" className="mt-2 space-y-2">
            <WriteKeyField />
            <input type="hidden" name="intent" value="carry-out" />
            <input type="hidden" name="request" value={row.id} />
            <p className="text-sm">{r.confirmCarryOut}</p>
            <button type="submit" className="min-h-11 rounded-lg border-2 border-red-700 px-4 font-bold text-red-800">
              {r.confirm}
            </button>
          </Form>
        </details>
        <details className="group" open={failed !== null}>
          <summary
            aria-label={r.declineOf(name)}
            className="inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-stone-300 px-4 font-semibold"
          >
            {r.decline}
          </summary>
          <Form method="post" className="mt-2 space-y-2">
            <WriteKeyField />
            <input type="hidden" name="intent" value="decline" />
            <input type="hidden" name="request" value={row.id} />
            <label htmlFor={reasonId} className="block text-sm font-semibold">
              {r.reason}
            </label>
            <textarea
              id={reasonId}
              name="reason"
              rows={2}
              maxLength={DECLINE_REASON_MAX}
              defaultValue={failed?.reason}
              aria-invalid={failed ? true : undefined}
              aria-describedby={failed ? `${reasonId}-error` : undefined}
              className="block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base"
            />
            {failed && (
              <p id={`${reasonId}-error`} role="alert" className="text-sm font-semibold text-red-800">
                {failed.error}
              </p>
            )}
            <button type="submit" className="min-h-11 rounded-lg bg-stone-800 px-4 font-bold text-white">
              {r.sendDecline}
            </button>
          </Form>
        </details>
      </div>
    </li>
  );
}
