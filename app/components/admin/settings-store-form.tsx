import { useState } from "react";
import { Form } from "react-router";
import {
  COLOR_SCHEME_OPTIONS,
  checkPlanChoice,
  checkShopUpiId,
  DIGITS_OPTIONS,
  LANGUAGE_OPTIONS,
  PLAN_OPTIONS,
  STORE_LANGUAGE_OPTIONS,
  storePlanText,
} from "#app/domain/admin/store-settings";
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
  const [values, setValues] = useState(initial);
  const submitting = useSubmitting();
  const planRefusal = checkPlanChoice(Number(values.plan), productCount);
  const upiMessage = checkShopUpiId(values.upiId ?? "");
  const set = (key: keyof StoreFormValues) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  return (
    <Form method="post">
      <WriteKeyField />
      <SettingsCard>
        <fieldset>
          <legend className="font-semibold">Colour scheme</legend>
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
                <span className="font-medium">{c.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <SelectField
          label="Language"
          name="languageChoice"
          value={values.languageChoice}
          onChange={set("languageChoice")}
          options={LANGUAGE_OPTIONS}
        />
        <SelectField
          label="Store language"
          name="storeLanguage"
          value={values.storeLanguage ?? "en"}
          onChange={set("storeLanguage")}
          options={STORE_LANGUAGE_OPTIONS}
          hint="What your customers read first: the store, their order's page and its WhatsApp message. Each customer can choose another language from the store's header."
        />
        <SelectField
          label="Digits"
          name="digits"
          value={values.digits ?? "latn"}
          onChange={set("digits")}
          options={DIGITS_OPTIONS}
          hint="How prices and totals are written on your store and its bills."
        />
        <div className="space-y-1">
          <SelectField
            label="Plan"
            name="plan"
            value={values.plan}
            onChange={set("plan")}
            options={PLAN_OPTIONS}
            message={planRefusal}
          />
          <p className="text-sm text-stone-600">
            Chosen: <strong>{storePlanText(Number(values.plan))}</strong>. Your store has {productCount} products. The
            first month is free; pay from Your Account.
          </p>
        </div>
        <TextField
          label="UPI id for customers' payments"
          name="upiId"
          value={values.upiId ?? ""}
          onChange={set("upiId")}
          message={upiMessage}
          autoComplete="off"
          hint="Your customers see Pay by UPI, with a QR code, on their yaadi's page. Leave it empty not to offer it."
        />
        <PrimaryButton type="submit" disabled={planRefusal !== null || upiMessage !== null || submitting}>
          {submitting ? "Saving…" : "Save"}
        </PrimaryButton>
      </SettingsCard>
    </Form>
  );
}
