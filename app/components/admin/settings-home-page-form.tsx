import { useState } from "react";
import { Form } from "react-router";
import { cutAtMax, HOME_PAGE_FIELDS, homePageMessages, homePageRules, type HomePageField, type HomePageValues } from "../../domain/admin/home-page-form";
import { PrimaryButton, TextAreaField, TextField } from "../form";
import { SettingsCard, useSubmitting, visibleMessage } from "./settings-parts";
import { WriteKeyField } from "./write-key";

const INPUTS: Record<HomePageField, { inputMode?: "numeric" | "tel"; autoComplete?: string; hint?: string }> = {
  name: { autoComplete: "organization", hint: "As customers see it at the top of your store" },
  owner: { autoComplete: "name" },
  address: { autoComplete: "street-address" },
  city: { autoComplete: "address-level2" },
  pinCode: { inputMode: "numeric", autoComplete: "postal-code", hint: "6 digits (optional)" },
  state: { autoComplete: "address-level1" },
  whatsApp: { inputMode: "tel", autoComplete: "tel-national", hint: "10 digits: orders from customers reach this number" },
  aboutUs: {},
};

/** The activation form (spec 2 §2, §5): live messages, Save disabled while any shows, typing cut at each maximum. */
export function HomePageForm({ initial, activating }: { initial: HomePageValues; activating: boolean }) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<HomePageField, boolean>>>({});
  const submitting = useSubmitting();
  const messages = homePageMessages(values);
  const blocked = Object.keys(messages).length > 0;

  function change(field: HomePageField, value: string) {
    setValues((v) => ({ ...v, [field]: cutAtMax(homePageRules[field], value) }));
    setTouched((t) => ({ ...t, [field]: true }));
  }

  return (
    <Form method="post" noValidate>
      <WriteKeyField />
      <SettingsCard>
        <div className="grid gap-4 sm:grid-cols-2">
          {HOME_PAGE_FIELDS.filter((f) => f !== "aboutUs").map((field) => (
            <div key={field} className={field === "address" ? "sm:col-span-2" : ""}>
              <TextField
                label={homePageRules[field].label}
                name={field}
                value={values[field]}
                onChange={(v) => change(field, v)}
                message={visibleMessage(messages[field], !!touched[field], values[field])}
                maxLength={homePageRules[field].max}
                type={field === "whatsApp" ? "tel" : "text"}
                {...INPUTS[field]}
              />
            </div>
          ))}
        </div>
        <TextAreaField
          label={homePageRules.aboutUs.label}
          name="aboutUs"
          rows={5}
          value={values.aboutUs}
          onChange={(v) => change("aboutUs", v)}
          message={visibleMessage(messages.aboutUs, !!touched.aboutUs, values.aboutUs)}
          maxLength={homePageRules.aboutUs.max}
          placeholder="What your shop sells, since when, delivery area (10-800 characters)"
        />
        <p className="text-right text-xs text-stone-500" aria-live="polite">
          {Array.from(values.aboutUs).length}/{homePageRules.aboutUs.max}
        </p>
        <PrimaryButton type="submit" disabled={blocked || submitting}>
          {submitting ? "Saving…" : activating ? "Save and continue" : "Save"}
        </PrimaryButton>
      </SettingsCard>
    </Form>
  );
}
