import { data } from "react-router";
import { SettingsScreen } from "#app/components/admin/settings-parts";
import { StoreSettingsForm } from "#app/components/admin/settings-store-form";
import { TAX_INTENT, TaxSettingsForm } from "#app/components/admin/settings-tax-form";
import { storeSettingsSchema } from "#app/domain/admin/store-settings";
import { shopTaxSchema } from "#app/domain/gst/shop-tax-schema";
import { panelSay } from "#app/i18n/panel/say";
import { panelMeta, usePanelTexts } from "#app/i18n/panel-texts";
import { type AdminRequest, adminOf } from "#app/server/admin/pipeline.server";
import { readStoreSettings, saveStoreSettings } from "#app/server/admin/settings.server";
import { saveShopTaxStatement, shopTaxForm } from "#app/server/admin/tax-settings.server";
import { notFound } from "#app/server/panel/access.server";
import { redirectWithFlash } from "#app/server/panel/flash.server";
import { panelTexts } from "#app/server/panel/texts.server";
import { formOf, formTextOf } from "#app/server/request/form-body.server";
import type { Route } from "./+types/store-settings";

/**
 * Store Settings (spec 2 §3, §9): colour scheme, language choice and plan (which sets the products limit), and the UPI
 * id customers pay to; below them the shop's GST registration (issue 28), a form of its own.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const admin = adminOf(context);
  const [settings, tax] = await Promise.all([
    readStoreSettings(admin.scope),
    shopTaxForm(admin.scope.db, admin.scope.shopId),
  ]);
  if (!settings || !tax) notFound();
  return {
    values: {
      colorScheme: settings.colorScheme,
      languageChoice: String(settings.languageChoice),
      plan: String(settings.plan),
      upiId: settings.upiId,
      storeLanguage: settings.storeLanguage,
      digits: settings.digits,
    },
    productCount: settings.productCount,
    tax,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = adminOf(context);
  const form = formOf(context);
  if (form.get("intent") === TAX_INTENT) return saveTax(request, admin, formTextOf(context));
  const upiId = form.get("upiId");
  // Absent (a form from before the field): the saved value stays.
  const optional = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const typed = {
    colorScheme: String(form.get("colorScheme") ?? ""),
    languageChoice: String(form.get("languageChoice") ?? ""),
    plan: String(form.get("plan") ?? ""),
    // Absent (a form from before the field): the saved UPI id stays.
    upiId: typeof upiId === "string" ? upiId : undefined,
    storeLanguage: optional("storeLanguage"),
    digits: optional("digits"),
  };
  const t = await panelTexts(admin.language);
  const say = panelSay(t);
  const parsed = storeSettingsSchema.safeParse(typed);
  if (!parsed.success) return data({ error: say(parsed.error.issues[0]!.message), values: typed }, { status: 400 });
  const result = await saveStoreSettings(admin.scope, parsed.data, (refusal) =>
    t.settings.store.planRefused(refusal.currentProducts, refusal.productsLimit),
  );
  if (!result.ok) return data({ error: say(result.message), values: typed }, { status: 400 });
  return redirectWithFlash(request, "/adminpanel/store-settings", {
    tone: "success",
    text: t.settings.store.updated,
  });
}

/** The Tax (GST) form: checked as the browser checks it (the first message, 400, nothing saved), then upserted. */
async function saveTax(request: Request, admin: AdminRequest, form: Record<string, string>) {
  const typed = {
    kind: form.kind ?? "",
    gstin: form.gstin ?? "",
    stateCode: form.stateCode ?? "",
    legalName: form.legalName ?? "",
    turnoverBand: form.turnoverBand ?? "",
  };
  const t = await panelTexts(admin.language);
  const parsed = shopTaxSchema.safeParse(typed);
  if (!parsed.success)
    return data({ taxError: panelSay(t)(parsed.error.issues[0]!.message), taxValues: typed }, { status: 400 });
  await saveShopTaxStatement(admin.scope.db, admin.scope.shopId, parsed.data);
  return redirectWithFlash(request, "/adminpanel/store-settings", { tone: "success", text: t.tax.shop.updated });
}

export default function StoreSettings({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePanelTexts().settings.store;
  const values = (actionData && "values" in actionData && actionData.values) || loaderData.values;
  const tax = (actionData && "taxValues" in actionData && actionData.taxValues) || loaderData.tax;
  const taxError = actionData && "taxError" in actionData ? actionData.taxError : null;
  return (
    <SettingsScreen title={t.title} lead={t.lead} error={actionData && "error" in actionData ? actionData.error : null}>
      <StoreSettingsForm key={JSON.stringify(values)} initial={values} productCount={loaderData.productCount} />
      <TaxSettingsForm key={JSON.stringify(tax)} initial={tax} error={taxError} showAll={!!taxError} />
    </SettingsScreen>
  );
}

export const meta = panelMeta((t) => t.settings.store.title);
