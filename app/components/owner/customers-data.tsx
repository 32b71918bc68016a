import { useState } from "react";
import { Form, useNavigate, useNavigation } from "react-router";
import {
  CUSTOMER_DATA_KINDS,
  CUSTOMER_DATA_LABELS,
  CUSTOMERS_DATA_MESSAGES,
  checkReason,
  customerDataFailed,
} from "#app/domain/owner/customers-data";
import { DATES_MESSAGE } from "#app/domain/reports/report-range";
import { DayChoiceForm, useDayChoice } from "../admin/reports/day-choice";
import { DownloadButton } from "../admin/reports/download-button";
import { WriteKeyField } from "../admin/write-key";
import { Notice, PrimaryButton, SelectField, TextField } from "../form";

/* 'Select a Shop' (spec 3 §2): a shop, the days (From at most 60 days back), three downloads and adding the new customers. */

type Props = {
  shops: readonly { id: number; url: string; name: string }[];
  shop: { id: number; url: string } | null;
  today: string;
  earliest: string;
};

export function CustomersDataView({ shops, shop, today, earliest }: Props) {
  const navigate = useNavigate();
  const state = useDayChoice(null, today, "today");
  const [reason, setReason] = useState("");
  const [reasonTouched, setReasonTouched] = useState(false);
  const reasonMessage = checkReason(reason);
  const busy = useNavigation().state !== "idle";
  const base = shop ? `/owner/customers-data/${shop.id}` : "/owner/customers-data";
  return (
    <section className="max-w-xl space-y-4">
      <h1 className="text-xl font-bold tracking-tight">{CUSTOMERS_DATA_MESSAGES.title}</h1>
      <SelectField
        label="Shop"
        name="shop"
        placeholder="Select a Shop"
        value={shop ? String(shop.id) : ""}
        options={shops.map((s) => ({ value: String(s.id), label: `${s.url} · ${s.name}` }))}
        onChange={(id) => navigate(id ? `/owner/customers-data/${id}` : "/owner/customers-data")}
      />
      {shop && (
        <>
          <DayChoiceForm base={base} state={state} today={today} earliest={earliest} showLink={false} />
          {state.datesWrong ? (
            <Notice tone="error">{DATES_MESSAGE}</Notice>
          ) : (
            <>
              <TextField
                label="Why do you download this data?"
                name="reason"
                value={reason}
                hint="It is personal data of the shop's customers: the reason is kept in the audit log."
                message={reasonTouched ? reasonMessage : null}
                onChange={(v) => {
                  setReason(v);
                  setReasonTouched(true);
                }}
              />
              {reasonMessage ? (
                <p className="text-sm text-stone-600">The downloads open once a reason is written.</p>
              ) : (
                <div className="flex flex-wrap gap-3">
                  {CUSTOMER_DATA_KINDS.map((kind) => (
                    <DownloadButton
                      key={kind}
                      href={`/owner/customers-data.csv?shop=${shop.id}&kind=${kind}&${state.query}&reason=${encodeURIComponent(reason.trim())}`}
                      label={CUSTOMER_DATA_LABELS[kind]}
                      done="Downloaded."
                      failed={customerDataFailed(kind)}
                      fallbackName={`${shop.url}.csv`}
                    />
                  ))}
                </div>
              )}
              <Form
                method="post"
                action={`${base}?${state.query}`}
                className="rounded-lg border border-stone-200 bg-white p-3"
              >
                <WriteKeyField />
                <input type="hidden" name="intent" value="add-new" />
                <p className="mb-2 text-sm text-stone-700">
                  Save the chosen days' new customers in {shop.url}'s customer list, their names starting with the
                  shop's name.
                </p>
                <PrimaryButton type="submit" disabled={busy}>
                  Add the new customers
                </PrimaryButton>
              </Form>
            </>
          )}
        </>
      )}
    </section>
  );
}
