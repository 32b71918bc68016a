import { Form } from "react-router";
import {
  type FirstPageValues,
  firstPageMessages,
  firstPageRules,
  MINIMUM_CRITERIA,
  MINIMUM_CRITERIA_LABEL,
} from "#app/domain/admin/first-page-form";
import { cutAtMax } from "#app/domain/admin/home-page-form";
import { sayAll } from "#app/i18n/panel/say";
import { usePanelSay, usePanelTexts } from "#app/i18n/panel-texts";
import { PrimaryButton, SelectField, TextAreaField, TextField } from "../form";
import { useLiveForm } from "../use-live-form";
import { SettingsCard, useSubmitting } from "./settings-parts";
import { WriteKeyField } from "./write-key";

type TextKey = Exclude<keyof FirstPageValues, "minimumCriteria">;

/** First Page Settings (spec 2 §3, §5): the store's message, its minimum order and its delivery charge. */
export function FirstPageForm({ initial }: { initial: FirstPageValues }) {
  const { settings } = usePanelTexts();
  const t = settings.firstPage;
  const say = usePanelSay();
  const form = useLiveForm(initial, (v) => sayAll(firstPageMessages(v), say), {
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
          label={say(firstPageRules.firstPageMessage.label)}
          rows={2}
          {...form.field("firstPageMessage")}
          maxLength={firstPageRules.firstPageMessage.max}
          placeholder={t.messagePlaceholder}
        />
        <SelectField
          label={say(MINIMUM_CRITERIA_LABEL)}
          name="minimumCriteria"
          value={values.minimumCriteria}
          onChange={(v) => {
            form.set("minimumCriteria", v);
            // A chosen criteria asks for its minimum at once.
            form.touch("minimumAmount");
          }}
          options={MINIMUM_CRITERIA.map((c) => ({ value: c.value, label: t.criteria[c.value] }))}
        />
        {values.minimumCriteria !== "none" && (
          <TextField
            label={say(firstPageRules.minimumAmount.label)}
            inputMode="numeric"
            hint={byCount ? t.countHint : t.amountHint}
            {...form.field("minimumAmount")}
            maxLength={firstPageRules.minimumAmount.max}
          />
        )}
        {/* Stacked: their hints wrap differently side by side and the inputs would not line up. */}
        <div className="space-y-4">
          <TextField
            label={t.inRupees(say(firstPageRules.deliveryCharges.label))}
            inputMode="numeric"
            hint={t.deliveryChargesHint}
            {...form.field("deliveryCharges")}
            maxLength={firstPageRules.deliveryCharges.max}
          />
          <TextField
            label={t.inRupees(say(firstPageRules.deliveryChargesBelow.label))}
            inputMode="numeric"
            hint={t.deliveryChargesBelowHint}
            {...form.field("deliveryChargesBelow")}
            maxLength={firstPageRules.deliveryChargesBelow.max}
          />
        </div>
        <PrimaryButton type="submit" disabled={form.invalid || submitting}>
          {submitting ? settings.saving : settings.save}
        </PrimaryButton>
      </SettingsCard>
    </Form>
  );
}
