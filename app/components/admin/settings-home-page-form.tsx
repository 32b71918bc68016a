import { Form } from "react-router";
import {
  cutAtMax,
  HOME_PAGE_FIELDS,
  type HomePageField,
  type HomePageValues,
  homePageMessages,
  homePageRules,
} from "#app/domain/admin/home-page-form";
import { PrimaryButton, TextAreaField, TextField } from "../form";
import { useLiveForm } from "../use-live-form";
import { SettingsCard, useSubmitting } from "./settings-parts";
import { WriteKeyField } from "./write-key";

const INPUTS: Record<HomePageField, { inputMode?: "numeric" | "tel"; autoComplete?: string; hint?: string }> = {
  name: { autoComplete: "organization", hint: "As customers see it at the top of your store" },
  owner: { autoComplete: "name" },
  address: { autoComplete: "street-address" },
  city: { autoComplete: "address-level2" },
  pinCode: { inputMode: "numeric", autoComplete: "postal-code", hint: "6 digits (optional)" },
  state: { autoComplete: "address-level1" },
  whatsApp: {
    inputMode: "tel",
    autoComplete: "tel-national",
    hint: "10 digits: orders from customers reach this number",
  },
  aboutUs: {},
};

/** The activation form (spec 2 §2, §5): live messages, Save disabled while any shows, typing cut at each maximum. */
export function HomePageForm({ initial, activating }: { initial: HomePageValues; activating: boolean }) {
  const form = useLiveForm(initial, homePageMessages, {
    showFilled: true,
    normalize: (field, value) => cutAtMax(homePageRules[field], value),
  });
  const { values } = form;
  const submitting = useSubmitting();

  return (
    <Form method="post" noValidate>
      <WriteKeyField />
      <SettingsCard>
        <div className="grid gap-4 sm:grid-cols-2">
          {HOME_PAGE_FIELDS.filter((f) => f !== "aboutUs").map((field) => (
            <div key={field} className={field === "address" ? "sm:col-span-2" : ""}>
              <TextField
                label={homePageRules[field].label}
                {...form.field(field)}
                maxLength={homePageRules[field].max}
                type={field === "whatsApp" ? "tel" : "text"}
                {...INPUTS[field]}
              />
            </div>
          ))}
        </div>
        <TextAreaField
          label={homePageRules.aboutUs.label}
          rows={5}
          {...form.field("aboutUs")}
          maxLength={homePageRules.aboutUs.max}
          placeholder="What your shop sells, since when, delivery area (10-800 characters)"
        />
        <p className="text-right text-xs text-stone-500" aria-live="polite">
          {Array.from(values.aboutUs).length}/{homePageRules.aboutUs.max}
        </p>
        <PrimaryButton type="submit" disabled={form.invalid || submitting}>
          {submitting ? "Saving…" : activating ? "Save and continue" : "Save"}
        </PrimaryButton>
      </SettingsCard>
    </Form>
  );
}
