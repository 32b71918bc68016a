import { useId } from "react";
import { useFetcher } from "react-router";
import { Notice } from "#app/components/form";
import { PAYMENT_METHODS } from "#app/domain/ledger/ledger";
import type { LedgerAnswer } from "#app/domain/ledger/ledger-screen";
import { NOTE_MAX } from "#app/domain/ledger/udhaar-messages";
import { usePanelSay, usePanelTexts } from "#app/i18n/panel-texts";
import { WriteKeyField } from "../write-key";

/*
 * The ledger's forms: each posts its intent with the page's write key through its own fetcher, so a refusal shows
 * under the form that sent it (with what was typed), and a saved entry reloads the screen with its message.
 */

const INPUT =
  "block w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-base shadow-sm focus:border-brand";

/** A labelled input whose form's refusal is tied to it when it names it. */
function Input(props: {
  label: string;
  name: string;
  defaultValue?: string;
  type?: "text" | "date";
  inputMode?: "decimal";
  max?: string;
  maxLength?: number;
  hint?: string;
  required?: boolean;
}) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-semibold">
        {props.label}
      </label>
      {props.hint && (
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          {props.hint}
        </p>
      )}
      <input
        id={id}
        name={props.name}
        type={props.type ?? "text"}
        inputMode={props.inputMode}
        defaultValue={props.defaultValue}
        max={props.max}
        maxLength={props.maxLength}
        required={props.required}
        aria-describedby={props.hint ? `${id}-hint` : undefined}
        autoComplete="off"
        className={INPUT}
      />
    </div>
  );
}

function useLedgerFetcher(intent: string) {
  const fetcher = useFetcher<LedgerAnswer>();
  const answer = fetcher.data?.intent === intent ? fetcher.data : undefined;
  return { fetcher, answer, busy: fetcher.state !== "idle" };
}

function Answer({ answer }: { answer: LedgerAnswer | undefined }) {
  const say = usePanelSay();
  if (!answer?.error) return null;
  return <Notice tone="error">{say(answer.error)}</Notice>;
}

const CARD = "space-y-3 rounded-xl border border-stone-200 bg-white p-3";
const SUBMIT = "min-h-11 rounded-lg bg-brand px-4 font-bold text-brand-contrast disabled:opacity-50";

/** Add sale on credit, or the opening balance: amount, date, note; past the limit, the warning and Save anyway. */
export function DebtForm({ intent, today }: { intent: "sale" | "opening"; today: string }) {
  const l = usePanelTexts().udhaar.ledger;
  const { fetcher, answer, busy } = useLedgerFetcher(intent);
  const values = answer?.values ?? {};
  const heading = intent === "sale" ? l.addSale : l.addOpening;
  return (
    <fetcher.Form method="post" className={CARD} aria-label={heading}>
      <h2 className="font-bold">{heading}</h2>
      <WriteKeyField />
      <input type="hidden" name="intent" value={intent} />
      <Input label={l.amountRs} name="amount" inputMode="decimal" defaultValue={values.amount} required />
      <Input label={l.day} name="day" type="date" max={today} defaultValue={values.day ?? today} required />
      <Input label={l.note} name="note" maxLength={NOTE_MAX} defaultValue={values.note} />
      <Answer answer={answer} />
      {answer?.warning && (
        <div role="alert" className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-2 text-amber-900">
          <p className="text-sm font-medium">{answer.warning}</p>
          <button type="submit" name="accept" value="1" disabled={busy} className={SUBMIT}>
            {l.saveAnyway}
          </button>
        </div>
      )}
      <button type="submit" disabled={busy} className={SUBMIT}>
        {l.save}
      </button>
    </fetcher.Form>
  );
}

/** Add payment: amount, how it was paid, date, note. */
export function PaymentForm({ today }: { today: string }) {
  const l = usePanelTexts().udhaar.ledger;
  const { fetcher, answer, busy } = useLedgerFetcher("payment");
  const values = answer?.values ?? {};
  const method = values.method ?? "cash";
  return (
    <fetcher.Form method="post" className={CARD} aria-label={l.addPayment}>
      <h2 className="font-bold">{l.addPayment}</h2>
      <WriteKeyField />
      <input type="hidden" name="intent" value="payment" />
      <Input label={l.amountRs} name="amount" inputMode="decimal" defaultValue={values.amount} required />
      <fieldset>
        <legend className="text-sm font-semibold">{l.method}</legend>
        <div className="flex flex-wrap gap-x-5">
          {PAYMENT_METHODS.map((m) => (
            <label key={m} className="inline-flex min-h-11 items-center gap-2">
              <input type="radio" name="method" value={m} defaultChecked={m === method} className="size-5" />
              {l.methods[m]}
            </label>
          ))}
        </div>
      </fieldset>
      <Input label={l.day} name="day" type="date" max={today} defaultValue={values.day ?? today} required />
      <Input label={l.note} name="note" maxLength={NOTE_MAX} defaultValue={values.note} />
      <Answer answer={answer} />
      <button type="submit" disabled={busy} className={SUBMIT}>
        {l.save}
      </button>
    </fetcher.Form>
  );
}

/** The credit limit in rupees (0: none). */
export function LimitForm({ limitPaise }: { limitPaise: number }) {
  const l = usePanelTexts().udhaar.ledger;
  const { fetcher, answer, busy } = useLedgerFetcher("limit");
  const shown = limitPaise % 100 === 0 ? String(limitPaise / 100) : (limitPaise / 100).toFixed(2);
  return (
    <fetcher.Form method="post" className={CARD} aria-label={l.limit}>
      <WriteKeyField />
      <input type="hidden" name="intent" value="limit" />
      <Input
        label={l.limit}
        name="limit"
        inputMode="decimal"
        hint={l.limitHint}
        defaultValue={answer?.values.limit ?? shown}
        required
      />
      <Answer answer={answer} />
      <button type="submit" disabled={busy} className={SUBMIT}>
        {l.saveLimit}
      </button>
    </fetcher.Form>
  );
}

/** Reverse an entry: why, then a confirmation; the entry stays in the history, marked. */
export function ReverseForm({ entryId, name }: { entryId: number; name: string }) {
  const l = usePanelTexts().udhaar.ledger;
  const { fetcher, answer, busy } = useLedgerFetcher("reverse");
  const mine = answer?.values.entryId === String(entryId) ? answer : undefined;
  return (
    <details className="text-sm">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-red-700">
        {l.reverse}
      </summary>
      <fetcher.Form
        method="post"
        aria-label={name}
        className="mt-1 space-y-2"
        onSubmit={(event) => {
          if (!window.confirm(l.confirmReverse)) event.preventDefault();
        }}
      >
        <WriteKeyField />
        <input type="hidden" name="intent" value="reverse" />
        <input type="hidden" name="entryId" value={entryId} />
        <Input label={l.reverseNote} name="note" maxLength={NOTE_MAX} defaultValue={mine?.values.note} />
        <Answer answer={mine} />
        <button
          type="submit"
          disabled={busy}
          aria-label={name}
          className="min-h-11 rounded-lg border border-red-300 px-3 font-bold text-red-700 disabled:opacity-50"
        >
          {l.reverse}
        </button>
      </fetcher.Form>
    </details>
  );
}

/** Share the statement (a private link), or Revoke it. */
export function StatementButton({ intent }: { intent: "share" | "revoke" }) {
  const l = usePanelTexts().udhaar.ledger;
  const { fetcher, answer, busy } = useLedgerFetcher(intent);
  return (
    <fetcher.Form
      method="post"
      className="inline"
      onSubmit={(event) => {
        if (intent === "revoke" && !window.confirm(l.confirmRevoke)) event.preventDefault();
      }}
    >
      <WriteKeyField />
      <input type="hidden" name="intent" value={intent} />
      <button
        type="submit"
        disabled={busy}
        className={
          intent === "share"
            ? SUBMIT
            : "min-h-11 rounded-lg border border-red-300 px-3 font-bold text-red-700 disabled:opacity-50"
        }
      >
        {intent === "share" ? l.share : l.revoke}
      </button>
      <Answer answer={answer} />
    </fetcher.Form>
  );
}
