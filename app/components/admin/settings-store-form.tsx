import { useState } from "react";
import { Form } from "react-router";
import {
  COLOR_SCHEME_OPTIONS,
  checkShopUpiId,
  DIGITS_OPTIONS,
  LANGUAGE_OPTIONS,
  PLAN_OPTIONS,
  planRefusalOf,
  STORE_LANGUAGE_OPTIONS,
  STORE_SETTINGS_LABELS,
} from "#app/domain/admin/store-settings";
import { usePanelSay, usePanelTexts } from "#app/i18n/panel-texts";
import { PrimaryButton, SelectField, TextField } from "../form";
import { SettingsCard, useSubmitting } from "./settings-parts";
import { WriteKeyField } from "./write-key";

export type StoreFormValues = {
  colorScheme: string;
  languageChoice: string;
  plan: string;
  upiId?: string;
  storeLanguage?: string;
  digits?: string;
};

/** Store Settings (spec 2 §3): colour scheme, language and plan; a plan too small for the shop is refused at once. */
export function StoreSettingsForm({ initial, productCount }: { initial: StoreFormValues; productCount: number }) {
  const { settings } = usePanelTexts();
  const t = settings.store;
  const say = usePanelSay();
  const [values, setValues] = useState(initial);
  const submitting = useSubmitting();
  const refusal = planRefusalOf(Number(values.plan), productCount);
  const planRefusal = refusal && t.planRefused(refusal.currentProducts, refusal.productsLimit);
  const upiProblem = checkShopUpiId(values.upiId ?? "");
  const upiMessage = upiProblem && say(upiProblem);
  const set = (key: keyof StoreFormValues) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  return (
    <Form method="post">
      <WriteKeyField />
      <SettingsCard>
        <fieldset>
          <legend className="font-semibold">{say(STORE_SETTINGS_LABELS.colorScheme)}</legend>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
            {COLOR_SCHEME_OPTIONS.map((c) => (
              <label
                key={c.value}
                data-theme={c.value}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 py-2 has-checked:border-brand has-checked:ring-2 has-checked:ring-brand"
              >
                <input
                  type="radio"
                  name="colorScheme"
                  value={c.value}
                  checked={values.colorScheme === c.value}
                  onChange={() => set("colorScheme")(c.value)}
                  className="size-5 accent-brand"
                />
                <span aria-hidden className="size-5 rounded-full bg-brand" />
                <span className="font-medium">{t.colours[c.value]}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <SelectField
          label={say(STORE_SETTINGS_LABELS.languageChoice)}
          name="languageChoice"
          value={values.languageChoice}
          onChange={set("languageChoice")}
          options={LANGUAGE_OPTIONS.map((o) => ({
            value: o.value,
            label: o.value === "1" ? t.languageChoices.regional : t.languageChoices.english,
          }))}
        />
        <SelectField
          label={say(STORE_SETTINGS_LABELS.storeLanguage)}
          name="storeLanguage"
          value={values.storeLanguage ?? "en"}
          onChange={set("storeLanguage")}
          options={STORE_LANGUAGE_OPTIONS}
          hint={t.storeLanguageHint}
        />
        <SelectField
          label={say(STORE_SETTINGS_LABELS.digits)}
          name="digits"
          value={values.digits ?? "latn"}
          onChange={set("digits")}
          options={DIGITS_OPTIONS}
          hint={t.digitsHint}
        />
        <div className="space-y-1">
          <SelectField
            label={say(STORE_SETTINGS_LABELS.plan)}
            name="plan"
            value={values.plan}
            onChange={set("plan")}
            options={PLAN_OPTIONS.map((o) => ({ value: o.value, label: t.planText(Number(o.value)) }))}
            message={planRefusal}
          />
          <p className="text-sm text-stone-600">
            {t.chosen} <strong>{t.planText(Number(values.plan))}</strong>
            {t.chosenNote(productCount)}
          </p>
        </div>
        <TextField
          label={say(STORE_SETTINGS_LABELS.upiId)}
          name="upiId"
          value={values.upiId ?? ""}
          onChange={set("upiId")}
          message={upiMessage}
          autoComplete="off"
          hint={t.upiHint}
        />
        <PrimaryButton type="submit" disabled={planRefusal !== null || upiMessage !== null || submitting}>
          {submitting ? settings.saving : settings.save}
        </PrimaryButton>
      </SettingsCard>
    </Form>
  );
}
