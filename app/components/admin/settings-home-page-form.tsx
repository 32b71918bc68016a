import { Form } from "react-router";
import {
  cutAtMax,
  HOME_PAGE_FIELDS,
  type HomePageField,
  type HomePageValues,
  homePageMessages,
  homePageRules,
} from "#app/domain/admin/home-page-form";
import type { PanelTexts } from "#app/i18n/panel";
import { sayAll } from "#app/i18n/panel/say";
import { usePanelSay, usePanelTexts } from "#app/i18n/panel-texts";
import { PrimaryButton, TextAreaField, TextField } from "../form";
import { useLiveForm } from "../use-live-form";
import { SettingsCard, useSubmitting } from "./settings-parts";
import { WriteKeyField } from "./write-key";

type HomePageTexts = PanelTexts["settings"]["homePage"];

const INPUTS: Record<
  HomePageField,
  { inputMode?: "numeric" | "tel"; autoComplete?: string; hint?: (t: HomePageTexts) => string }
> = {
  name: { autoComplete: "organization", hint: (t) => t.nameHint },
  owner: { autoComplete: "name" },
  address: { autoComplete: "street-address" },
  city: { autoComplete: "address-level2" },
  pinCode: { inputMode: "numeric", autoComplete: "postal-code", hint: (t) => t.pinCodeHint },
  state: { autoComplete: "address-level1" },
  whatsApp: { inputMode: "tel", autoComplete: "tel-national", hint: (t) => t.whatsAppHint },
  aboutUs: {},
};

/** The activation form (spec 2 §2, §5): live messages, Save disabled while any shows, typing cut at each maximum. */
export function HomePageForm({ initial, activating }: { initial: HomePageValues; activating: boolean }) {
  const { settings } = usePanelTexts();
  const t = settings.homePage;
  const say = usePanelSay();
  const form = useLiveForm(initial, (v) => sayAll(homePageMessages(v), say), {
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
          {HOME_PAGE_FIELDS.filter((f) => f !== "aboutUs").map((field) => {
            const { hint, ...input } = INPUTS[field];
            return (
              <div key={field} className={field === "address" ? "sm:col-span-2" : ""}>
                <TextField
                  label={say(homePageRules[field].label)}
                  {...form.field(field)}
                  maxLength={homePageRules[field].max}
                  type={field === "whatsApp" ? "tel" : "text"}
                  {...input}
                  hint={hint?.(t)}
                />
              </div>
            );
          })}
        </div>
        <TextAreaField
          label={say(homePageRules.aboutUs.label)}
          rows={5}
          {...form.field("aboutUs")}
          maxLength={homePageRules.aboutUs.max}
          placeholder={t.aboutUsPlaceholder}
        />
        <p className="text-right text-xs text-stone-500" aria-live="polite">
          {Array.from(values.aboutUs).length}/{homePageRules.aboutUs.max}
        </p>
        <PrimaryButton type="submit" disabled={form.invalid || submitting}>
          {submitting ? settings.saving : activating ? t.saveAndContinue : settings.save}
        </PrimaryButton>
      </SettingsCard>
    </Form>
  );
}
