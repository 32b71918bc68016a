import { useState } from "react";
import { Form } from "react-router";
import { LOCALE_NAMES, LOCALES, type Locale } from "#app/i18n/locale";
import { usePanelTexts } from "#app/i18n/panel-texts";
import { PrimaryButton, SelectField } from "../form";
import { SettingsCard, useSubmitting } from "./settings-parts";
import { WriteKeyField } from "./write-key";

/** The intent Your Account's action tells this form's post by. */
export const PANEL_LANGUAGE_INTENT = "panel-language";

const OPTIONS = LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }));

/** Your Account's choice of the panel's language: the admin's own, whatever the store's customers read. */
export function PanelLanguageCard({ language, message }: { language: Locale; message?: string | null }) {
  const { account } = usePanelTexts();
  const [chosen, setChosen] = useState<string>(language);
  const submitting = useSubmitting();
  return (
    <SettingsCard>
      <Form method="post" className="space-y-3">
        <WriteKeyField />
        <input type="hidden" name="intent" value={PANEL_LANGUAGE_INTENT} />
        <SelectField
          label={account.panelLanguage}
          hint={account.panelLanguageHint}
          name="language"
          value={chosen}
          onChange={setChosen}
          options={OPTIONS}
          message={message}
        />
        <PrimaryButton type="submit" disabled={submitting || chosen === language}>
          {account.save}
        </PrimaryButton>
      </Form>
    </SettingsCard>
  );
}
