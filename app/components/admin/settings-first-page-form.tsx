import { useState } from "react";
import { Form } from "react-router";
import { firstPageMessages, firstPageRules, type FirstPageValues, MINIMUM_CRITERIA, type MinimumCriteria } from "../../domain/admin/first-page-form";
import { cutAtMax } from "../../domain/admin/home-page-form";
import { PrimaryButton, SelectField, TextAreaField, TextField } from "../form";
import { SettingsCard, useSubmitting, visibleMessage } from "./settings-parts";
import { WriteKeyField } from "./write-key";

type TextKey = Exclude<keyof FirstPageValues, "minimumCriteria">;

/** First Page Settings (spec 2 §3, §5): the store's message, its minimum order and its delivery charge. */
export function FirstPageForm({ initial }: { initial: FirstPageValues }) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<TextKey, boolean>>>({});
  const submitting = useSubmitting();
  const messages = firstPageMessages(values);
  const blocked = Object.keys(messages).length > 0;

  const change = (key: TextKey) => (value: string) => {
    setValues((v) => ({ ...v, [key]: cutAtMax(firstPageRules[key], value) }));
    setTouched((t) => ({ ...t, [key]: true }));
  };
  const message = (key: TextKey) => visibleMessage(messages[key], !!touched[key], values[key]);
  const byCount = values.minimumCriteria === "count";

  return (
    <Form method="post" noValidate>
      <WriteKeyField />
      <SettingsCard>
        <TextAreaField
          label={firstPageRules.firstPageMessage.label}
          name="firstPageMessage"
          rows={2}
          value={values.firstPageMessage}
          onChange={change("firstPageMessage")}
          message={message("firstPageMessage")}
          maxLength={firstPageRules.firstPageMessage.max}
          placeholder="Shown at the top of your store, e.g. Free home delivery above Rs. 500 (max 100 characters)"
        />
        <SelectField
          label="Minimum criteria"
          name="minimumCriteria"
          value={values.minimumCriteria}
          onChange={(v) => {
            setValues((old) => ({ ...old, minimumCriteria: v as MinimumCriteria }));
            // A chosen criteria asks for its minimum at once.
            setTouched((t) => ({ ...t, minimumAmount: true }));
          }}
          options={MINIMUM_CRITERIA}
        />
        {values.minimumCriteria !== "none" && (
          <TextField
            label={firstPageRules.minimumAmount.label}
            name="minimumAmount"
            inputMode="numeric"
            hint={byCount ? "Number of different items a yaadi must hold" : "In rupees: the smallest yaadi total you accept"}
            value={values.minimumAmount}
            onChange={change("minimumAmount")}
            message={message("minimumAmount")}
            maxLength={firstPageRules.minimumAmount.max}
          />
        )}
        {/* Stacked: their hints wrap differently side by side and the inputs would not line up. */}
        <div className="space-y-4">
          <TextField
            label={`${firstPageRules.deliveryCharges.label} (Rs.)`}
            name="deliveryCharges"
            inputMode="numeric"
            hint="0 for free delivery"
            value={values.deliveryCharges}
            onChange={change("deliveryCharges")}
            message={message("deliveryCharges")}
            maxLength={firstPageRules.deliveryCharges.max}
          />
          <TextField
            label={`${firstPageRules.deliveryChargesBelow.label} (Rs.)`}
            name="deliveryChargesBelow"
            inputMode="numeric"
            hint="Yaadies below this total pay the delivery charges"
            value={values.deliveryChargesBelow}
            onChange={change("deliveryChargesBelow")}
            message={message("deliveryChargesBelow")}
            maxLength={firstPageRules.deliveryChargesBelow.max}
          />
        </div>
        <PrimaryButton type="submit" disabled={blocked || submitting}>
          {submitting ? "Saving…" : "Save"}
        </PrimaryButton>
      </SettingsCard>
    </Form>
  );
}
