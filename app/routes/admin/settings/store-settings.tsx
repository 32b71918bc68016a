import { data } from "react-router";
import { SettingsScreen } from "#app/components/admin/settings-parts";
import { StoreSettingsForm } from "#app/components/admin/settings-store-form";
import { storeSettingsSchema } from "#app/domain/admin/store-settings";
import { panelSay } from "#app/i18n/panel/say";
import { panelMeta, usePanelTexts } from "#app/i18n/panel-texts";
import { adminOf } from "#app/server/admin/pipeline.server";
import { readStoreSettings, saveStoreSettings } from "#app/server/admin/settings.server";
import { notFound } from "#app/server/panel/access.server";
import { redirectWithFlash } from "#app/server/panel/flash.server";
import { panelTexts } from "#app/server/panel/texts.server";
import { formOf } from "#app/server/request/form-body.server";
import type { Route } from "./+types/store-settings";

/** Store Settings (spec 2 §3, §9): colour scheme, language choice and plan (which sets the products limit), and the UPI id customers pay to. */
export async function loader({ context }: Route.LoaderArgs) {
  const admin = adminOf(context);
  const settings = await readStoreSettings(admin.scope);
  if (!settings) notFound();
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
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = adminOf(context);
  const form = formOf(context);
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

export default function StoreSettings({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePanelTexts().settings.store;
  const values = actionData?.values ?? loaderData.values;
  return (
    <SettingsScreen title={t.title} lead={t.lead} error={actionData?.error}>
      <StoreSettingsForm key={JSON.stringify(values)} initial={values} productCount={loaderData.productCount} />
    </SettingsScreen>
  );
}

export const meta = panelMeta((t) => t.settings.store.title);
