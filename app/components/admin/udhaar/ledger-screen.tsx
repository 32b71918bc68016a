import { Link } from "react-router";
import { AGE_BUCKETS } from "#app/domain/ledger/ledger";
import type { LedgerScreenData } from "#app/domain/ledger/ledger-screen";
import { usePanelTexts } from "#app/i18n/panel-texts";
import { useFigures } from "#app/i18n/provider";
import { CopyButton } from "../copy-button";
import { DebtForm, LimitForm, PaymentForm, ReverseForm, StatementButton } from "./ledger-forms";
import { RemindForm } from "./remind-form";

/* One customer's udhaar: what they owe and since when, every entry with the balance after it, and what to do next. */

const dayOf = (day: string) => Date.parse(`${day}T00:00:00+05:30`);

function Entries({ data }: { data: LedgerScreenData }) {
  const l = usePanelTexts().udhaar.ledger;
  const f = useFigures();
  const kindOf = new Map(data.lines.map((line) => [line.id, line]));
  if (data.lines.length === 0) return <p className="text-stone-700">{l.noEntries}</p>;
  return (
    <ol className="divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white">
      {data.lines.map((line) => {
        const undone = line.reverses === null ? undefined : kindOf.get(line.reverses);
        const kind = l.kinds[line.kind];
        const debit = line.kind === "sale" || line.kind === "opening";
        return (
          <li key={line.id} className={`px-3 py-2 ${line.reversed ? "bg-stone-50 text-stone-500" : ""}`}>
            <div className="flex items-baseline justify-between gap-2">
              <p>
                <span className={`font-semibold ${line.reversed ? "line-through" : ""}`}>{kind}</span>
                {line.method && ` · ${l.methods[line.method]}`}
                {line.reversed && (
                  <span className="ml-2 rounded bg-stone-200 px-1.5 py-0.5 text-xs font-bold text-stone-700">
                    {l.reversed}
                  </span>
                )}
              </p>
              <p className={`font-bold tabular-nums ${debit ? "" : "text-green-800"}`}>
                {debit ? "" : "− "}
                {f.money(line.amountPaise)}
              </p>
            </div>
            <div className="flex items-baseline justify-between gap-2 text-sm text-stone-600">
              <p>
                {f.date(dayOf(line.day))}
                {line.yaadiId !== null && (
                  <>
                    {" · "}
                    <Link to={`/adminpanel/yaadies/${line.yaadiId}`} className="text-brand-ink underline">
                      {l.yaadiNo(line.yaadiId)}
                    </Link>
                  </>
                )}
                {undone && ` · ${l.reverses(l.kinds[undone.kind], f.date(dayOf(undone.day)))}`}
              </p>
              <p className="tabular-nums">
                {l.runningBalance}: {f.money(line.balanceAfterPaise)}
              </p>
            </div>
            {line.note && <p className="text-sm">{line.note}</p>}
            {!line.reversed && line.kind !== "reversal" && (
              <ReverseForm entryId={line.id} name={l.reverseName(kind, f.date(dayOf(line.day)))} />
            )}
          </li>
        );
      })}
    </ol>
  );
}

function Statement({ data }: { data: LedgerScreenData }) {
  const l = usePanelTexts().udhaar.ledger;
  const link = data.statement;
  return (
    <section aria-labelledby="statement-heading" className="space-y-2 rounded-xl border border-stone-200 bg-white p-3">
      <h2 id="statement-heading" className="font-bold">
        {l.statement}
      </h2>
      <p className="text-sm text-stone-600">{l.statementHint}</p>
      {link ? (
        <>
          <p className="text-sm break-all">
            <span className="font-semibold">{l.statementLink}: </span>
            <a href={link.url} target="_blank" rel="noreferrer" className="text-brand-ink underline">
              {link.url}
            </a>
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <CopyButton
              text={() => link.url}
              label={l.copy}
              srLabel={l.copy}
              copied={l.copied}
              refused={l.copyRefused}
            />
            <a
              href={link.whatsApp}
              target="_blank"
              rel="noreferrer"
              className="inline-flex min-h-11 items-center rounded-lg bg-[#1f7a4d] px-3 font-bold text-white"
            >
              {l.sendStatement}
            </a>
            <StatementButton intent="revoke" />
          </div>
        </>
      ) : (
        <StatementButton intent="share" />
      )}
    </section>
  );
}

export function LedgerScreen({ data }: { data: LedgerScreenData }) {
  const u = usePanelTexts().udhaar;
  const l = u.ledger;
  const f = useFigures();
  const owes = data.balancePaise >= 0;
  return (
    <section className="max-w-2xl space-y-4">
      <p>
        <Link to="/adminpanel/udhaar" className="font-semibold text-brand-ink underline">
          {l.back}
        </Link>
      </p>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <div>
          <h1 className="text-xl font-bold tracking-tight">{data.customer.name}</h1>
          <p className="text-sm text-stone-600">{data.customer.whatsApp}</p>
        </div>
        <div className="text-right">
          <p className="text-xs font-semibold text-stone-600">{owes ? l.owes : l.advance}</p>
          <p data-testid="ledger-balance" className="text-2xl font-bold tabular-nums">
            {f.money(Math.abs(data.balancePaise))}
          </p>
          <p className="text-xs text-stone-600">
            {l.limit}: {data.creditLimitPaise > 0 ? f.money(data.creditLimitPaise) : l.noLimit}
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-center sm:grid-cols-4">
        {AGE_BUCKETS.map((b) => (
          <div key={b} className="rounded-lg border border-stone-200 bg-white p-2">
            <dt className="text-xs font-semibold text-stone-600">{u.ages[b]}</dt>
            <dd className="font-bold tabular-nums">{f.money(data.ageing[b])}</dd>
          </div>
        ))}
      </dl>
      {data.balancePaise > 0 && (
        <RemindForm customerId={data.customer.id} label={u.remindName(data.customer.name)} tone="primary">
          {u.remind}
        </RemindForm>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <DebtForm intent="sale" today={data.today} />
        <PaymentForm today={data.today} />
      </div>
      <h2 className="text-lg font-bold">{l.entries}</h2>
      <Entries data={data} />
      <div className="grid gap-3 sm:grid-cols-2">
        <LimitForm limitPaise={data.creditLimitPaise} />
        <DebtForm intent="opening" today={data.today} />
      </div>
      <Statement data={data} />
      <section aria-labelledby="reminders-heading">
        <h2 id="reminders-heading" className="font-bold">
          {l.reminders}
        </h2>
        {data.reminders.length === 0 ? (
          <p className="text-sm text-stone-600">{l.noReminders}</p>
        ) : (
          <ul className="text-sm">
            {data.reminders.map((r) => (
              <li key={r.sentAt}>{l.reminderLine(f.date(r.sentAt), r.amountPaise)}</li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
