import { data } from "react-router";
import { FirstPageForm } from "#app/components/admin/settings-first-page-form";
import { SettingsScreen } from "#app/components/admin/settings-parts";
import {
  type FirstPageValues,
  firstPageSchema,
  fromFirstPageRow,
  toFirstPageRow,
} from "#app/domain/admin/first-page-form";
import { panelSay } from "#app/i18n/panel/say";
import { panelMeta, usePanelTexts } from "#app/i18n/panel-texts";
import { adminOf } from "#app/server/admin/pipeline.server";
import { readFirstPage, saveFirstPage } from "#app/server/admin/settings.server";
import { redirectWithFlash } from "#app/server/panel/flash.server";
import { panelTexts } from "#app/server/panel/texts.server";
import { formOf } from "#app/server/request/form-body.server";
import type { Route } from "./+types/first-page";

const FIELDS = [
  "firstPageMessage",
  "minimumCriteria",
  "minimumAmount",
  "deliveryCharges",
  "deliveryChargesBelow",
] as const;

/** First Page Settings (spec 2 §3): they drive the store's message, minimum order and delivery charge at once. */
export async function loader({ context }: Route.LoaderArgs) {
  const admin = adminOf(context);
  return { values: fromFirstPageRow(await readFirstPage(admin.scope)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = adminOf(context);
  const form = formOf(context);
  const typed = Object.fromEntries(FIELDS.map((f) => [f, String(form.get(f) ?? "")]));
  const parsed = firstPageSchema.safeParse(typed);
  const t = await panelTexts(admin.language);
  if (!parsed.success)
    return data(
      { error: panelSay(t)(parsed.error.issues[0]!.message), values: typed as FirstPageValues },
      { status: 400 },
    );
  await saveFirstPage(admin.scope, toFirstPageRow(parsed.data));
  return redirectWithFlash(request, "/adminpanel/first-page-settings", {
    tone: "success",
    text: t.settings.firstPage.updated,
  });
}

export default function FirstPageSettings({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePanelTexts().settings.firstPage;
  const typed = actionData?.values;
  // A post with an unknown criteria comes back as "none" rather than an option the select does not have.
  const initial = typed
    ? {
        ...typed,
        minimumCriteria: (["none", "amount", "count"] as const).find((c) => c === typed.minimumCriteria) ?? "none",
      }
    : loaderData.values;
  return (
    <SettingsScreen title={t.title} lead={t.lead} error={actionData?.error}>
      <FirstPageForm key={typed ? JSON.stringify(typed) : JSON.stringify(loaderData.values)} initial={initial} />
    </SettingsScreen>
  );
}

export const meta = panelMeta((t) => t.settings.firstPage.title);
