import { Form, useNavigation } from "react-router";
import {
  checkShopTax,
  isRegistered,
  SHOP_TAX_KINDS,
  type ShopTaxFormValues,
  TURNOVER_BANDS,
} from "#app/domain/gst/shop-tax-form";
import { GST_STATES } from "#app/domain/gst/states";
import { sayAll } from "#app/i18n/panel/say";
import { usePanelSay, usePanelTexts } from "#app/i18n/panel-texts";
import { useWriting } from "#app/i18n/provider";
import { Notice, PrimaryButton, SelectField, TextField } from "../form";
import { useLiveForm } from "../use-live-form";
import { SettingsCard } from "./settings-parts";
import { WriteKeyField } from "./write-key";

/** What tells this form's post from Store Settings' other form on the same screen. */
export const TAX_INTENT = "tax";

/**
 * Store Settings' Tax (GST) section (issue 28), a form of its own: the kind of shop, then for a registered one its
 * GSTIN (checked as typed: shape, state code, check character, and the state chosen), state, legal name and turnover.
 * Not registered asks nothing else. The back office's correction (English) draws the same form.
 */
export function TaxSettingsForm({
  initial,
  action,
  error,
  showAll,
}: {
  initial: ShopTaxFormValues;
  action?: string;
  /** The server's refusal of the last save, shown in the card (the screen's other form keeps its own place). */
  error?: string | null;
  showAll?: boolean;
}) {
  const t = usePanelTexts().tax.shop;
  const save = usePanelTexts().settings;
  const say = usePanelSay();
  const locale = useWriting().locale;
  const form = useLiveForm(initial, (v) => sayAll(checkShopTax(v), say), { showAll });
  // The screen's other form may be the one being sent.
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === TAX_INTENT;
  const { values } = form;
  const registered = isRegistered(values.kind);
  const kind = SHOP_TAX_KINDS.find((k) => k === values.kind);
  return (
    <Form
      method="post"
      action={action}
      noValidate
      aria-labelledby="tax-settings-title"
      onBlur={(e) => {
        const name = (e.target as unknown as HTMLInputElement).name as keyof ShopTaxFormValues;
        if (name && name in values) form.touch(name);
      }}
    >
      <WriteKeyField />
      <input type="hidden" name="intent" value={TAX_INTENT} />
      <SettingsCard>
        <div>
          <h2 id="tax-settings-title" className="text-lg font-bold">
            {t.title}
          </h2>
          <p className="text-sm text-stone-600">{t.lead}</p>
        </div>
        {error && <Notice tone="error">{error}</Notice>}
        <fieldset>
          <legend className="font-semibold">{say("GST registration")}</legend>
          <div className="mt-2 grid gap-2">
            {SHOP_TAX_KINDS.map((k) => (
              <label
                key={k}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-stone-300 bg-white px-3 py-2 has-checked:border-brand has-checked:ring-2 has-checked:ring-brand"
              >
                <input
                  type="radio"
                  name="kind"
                  value={k}
                  checked={values.kind === k}
                  onChange={() => form.set("kind", k)}
                  className="size-5 accent-brand"
                />
                <span className="font-medium">{t.kinds[k]}</span>
              </label>
            ))}
          </div>
          {kind && <p className="mt-2 text-sm text-stone-600">{t.kindHints[kind]}</p>}
        </fieldset>
        {registered && (
          <>
            <TextField
              label={say("GSTIN")}
              {...form.field("gstin")}
              hint={t.gstinHint}
              autoComplete="off"
              maxLength={40}
            />
            <SelectField
              label={say("State")}
              {...form.field("stateCode")}
              placeholder={t.chooseState}
              hint={t.stateHint}
              options={GST_STATES.map((s) => ({ value: s.code, label: `${s[locale]} (${s.code})` }))}
            />
            <TextField
              label={say("Legal name")}
              {...form.field("legalName")}
              hint={t.legalNameHint}
              autoComplete="organization"
            />
            <SelectField
              label={say("Turnover")}
              {...form.field("turnoverBand")}
              hint={t.turnoverHint}
              options={TURNOVER_BANDS.map((b) => ({ value: b, label: t.turnover[b] }))}
            />
          </>
        )}
        {/* Not registered sends its state along unchanged, so a later registration starts from it. */}
        {!registered && <input type="hidden" name="stateCode" value={values.stateCode} />}
        <PrimaryButton type="submit" disabled={form.invalid || submitting}>
          {submitting ? save.saving : t.save}
        </PrimaryButton>
      </SettingsCard>
    </Form>
  );
}
