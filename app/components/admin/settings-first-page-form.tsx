import { Form } from "react-router";
import {
  type FirstPageValues,
  firstPageMessages,
  firstPageRules,
  MINIMUM_CRITERIA,
} from "#app/domain/admin/first-page-form";
import { cutAtMax } from "#app/domain/admin/home-page-form";
import { PrimaryButton, SelectField, TextAreaField, TextField } from "../form";
import { useLiveForm } from "../use-live-form";
import { SettingsCard, useSubmitting } from "./settings-parts";
import { WriteKeyField } from "./write-key";

type TextKey = Exclude<keyof FirstPageValues, "minimumCriteria">;

/** First Page Settings (spec 2 §3, §5): the store's message, its minimum order and its delivery charge. */
export function FirstPageForm({ initial }: { initial: FirstPageValues }) {
  const form = useLiveForm(initial, firstPageMessages, {
    showFilled: true,
    normalize: (key, value) => (key === "minimumCriteria" ? value : cutAtMax(firstPageRules[key as TextKey], value)),
  });
  const { values } = form;
  const submitting = useSubmitting();
  const byCount = values.minimumCriteria === "count";

  return (
    <Form method="post" noValidate>
      <WriteKeyField />
      <SettingsCard>
        <TextAreaField
          label={firstPageRules.firstPageMessage.label}
          rows={2}
          {...form.field("firstPageMessage")}
          maxLength={firstPageRules.firstPageMessage.max}
          placeholder="Shown at the top of your store, e.g. Free home delivery above Rs. 500 (max 100 characters)"
        />
        <SelectField
          label="Minimum criteria"
          name="minimumCriteria"
          value={values.minimumCriteria}
          onChange={(v) => {
            form.set("minimumCriteria", v);
            // A chosen criteria asks for its minimum at once.
            form.touch("minimumAmount");
          }}
          options={MINIMUM_CRITERIA}
        />
        {values.minimumCriteria !== "none" && (
          <TextField
            label={firstPageRules.minimumAmount.label}
            inputMode="numeric"
            hint={
              byCount ? "Number of different items a yaadi must hold" : "In rupees: the smallest yaadi total you accept"
            }
            {...form.field("minimumAmount")}
            maxLength={firstPageRules.minimumAmount.max}
          />
        )}
        {/* Stacked: their hints wrap differently side by side and the inputs would not line up. */}
        <div className="space-y-4">
          <TextField
            label={`${firstPageRules.deliveryCharges.label} (Rs.)`}
            inputMode="numeric"
            hint="0 for free delivery"
            {...form.field("deliveryCharges")}
            maxLength={firstPageRules.deliveryCharges.max}
          />
          <TextField
            label={`${firstPageRules.deliveryChargesBelow.label} (Rs.)`}
            inputMode="numeric"
            hint="Yaadies below this total pay the delivery charges"
            {...form.field("deliveryChargesBelow")}
            maxLength={firstPageRules.deliveryChargesBelow.max}
          />
        </div>
        <PrimaryButton type="submit" disabled={form.invalid || submitting}>
          {submitting ? "Saving…" : "Save"}
        </PrimaryButton>
      </SettingsCard>
    </Form>
  );
}
