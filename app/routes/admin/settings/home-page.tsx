import { data } from "react-router";
import { HomePageForm } from "#app/components/admin/settings-home-page-form";
import { SettingsScreen } from "#app/components/admin/settings-parts";
import { HOME_PAGE_FIELDS, type HomePageValues, homePageSchema } from "#app/domain/admin/home-page-form";
import { panelSay } from "#app/i18n/panel/say";
import { panelMeta, usePanelTexts } from "#app/i18n/panel-texts";
import { adminOf } from "#app/server/admin/pipeline.server";
import { readHomePage, updateHomePage } from "#app/server/admin/settings.server";
import { notFound } from "#app/server/panel/access.server";
import { redirectWithFlash } from "#app/server/panel/flash.server";
import { panelTexts } from "#app/server/panel/texts.server";
import { formOf } from "#app/server/request/form-body.server";
import type { Route } from "./+types/home-page";

/** Home Page Settings (spec 2 §2): the shop's public details; for a store that is 'not ready', step 1 of activation. */
export async function loader({ context }: Route.LoaderArgs) {
  const admin = adminOf(context);
  const values = await readHomePage(admin.scope);
  if (!values) notFound();
  return { values, activating: admin.shop.status === "not ready" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = adminOf(context);
  const form = formOf(context);
  const t = await panelTexts(admin.language);
  const typed = Object.fromEntries(HOME_PAGE_FIELDS.map((f) => [f, String(form.get(f) ?? "")])) as HomePageValues;
  const parsed = homePageSchema.safeParse(typed);
  if (!parsed.success)
    return data({ error: panelSay(t)(parsed.error.issues[0]!.message), values: typed }, { status: 400 });
  try {
    if (!(await updateHomePage(admin.scope, parsed.data))) throw new Error("no shop row updated");
  } catch (error) {
    console.error("home page settings update failed", error);
    return data({ error: t.settings.homePage.couldNotUpdate, values: typed }, { status: 500 });
  }
  // Spec 2 §4: activation goes on from the home page form to the terms and conditions.
  const next = admin.shop.status === "not ready" ? "/adminpanel/terms" : "/adminpanel/home-page-settings";
  return redirectWithFlash(request, next, { tone: "success", text: t.settings.homePage.updated });
}

export default function HomePageSettings({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePanelTexts().settings.homePage;
  const initial = actionData?.values ?? loaderData.values;
  return (
    <SettingsScreen title={t.title} lead={loaderData.activating ? t.leadActivating : t.lead} error={actionData?.error}>
      {/* A failed post remounts the form with what was typed. */}
      <HomePageForm
        key={actionData ? JSON.stringify(actionData.values) : "saved"}
        initial={initial}
        activating={loaderData.activating}
      />
    </SettingsScreen>
  );
}

export const meta = panelMeta((t) => t.settings.homePage.title);
