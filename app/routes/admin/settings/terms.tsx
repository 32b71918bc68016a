import { data, Form, redirect } from "react-router";
import { SettingsCard, SettingsScreen, useSubmitting } from "#app/components/admin/settings-parts";
import { TermsText } from "#app/components/admin/settings-terms";
import { WriteKeyField } from "#app/components/admin/write-key";
import { homePageSchema } from "#app/domain/admin/home-page-form";
import { ADMIN_HOME } from "#app/domain/admin/shop-app";
import { panelSay } from "#app/i18n/panel/say";
import { panelMeta, usePanelTexts } from "#app/i18n/panel-texts";
import { adminOf } from "#app/server/admin/pipeline.server";
import { activateStore, readHomePage } from "#app/server/admin/settings.server";
import { redirectWithFlash } from "#app/server/panel/flash.server";
import { panelTexts } from "#app/server/panel/texts.server";
import { formOf } from "#app/server/request/form-body.server";
import type { Route } from "./+types/terms";

/** The terms and conditions, step 2 of activation (spec 2 §4): Agree activates the store, Not Agree goes back. */
export async function loader({ context }: Route.LoaderArgs) {
  const admin = adminOf(context);
  const agreedAt = admin.shop.termsAgreedAt;
  return { activating: admin.shop.status === "not ready", agreedAt: agreedAt ? agreedAt.getTime() : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = adminOf(context);
  const intent = formOf(context).get("intent");
  if (intent === "disagree") return redirect("/adminpanel/home-page-settings");
  const t = await panelTexts(admin.language);
  if (intent !== "agree") return data({ error: t.settings.terms.chooseAgree }, { status: 400 });
  if (admin.shop.status !== "not ready") return redirect(ADMIN_HOME);
  // Only a store whose home page details are complete opens for customers (the form may have been skipped by URL).
  const details = await readHomePage(admin.scope);
  const check = homePageSchema.safeParse(details ?? {});
  if (!check.success)
    return redirectWithFlash(request, "/adminpanel/home-page-settings", {
      tone: "error",
      text: panelSay(t)(check.error.issues[0]!.message),
    });
  if (!(await activateStore(admin.scope))) return data({ error: t.settings.terms.couldNotActivate }, { status: 400 });
  return redirectWithFlash(request, ADMIN_HOME, { tone: "success", text: t.settings.terms.activated });
}

export default function Terms({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePanelTexts().settings.terms;
  const submitting = useSubmitting();
  return (
    <SettingsScreen title={t.title} lead={loaderData.activating ? t.lead : null} error={actionData?.error}>
      <SettingsCard>
        <TermsText />
        {loaderData.activating ? (
          <Form method="post" className="grid gap-3 sm:grid-cols-2">
            <WriteKeyField />
            <button
              type="submit"
              name="intent"
              value="disagree"
              className="min-h-11 rounded-lg border border-stone-300 bg-white px-4 py-3 font-semibold text-stone-800 hover:bg-stone-100"
            >
              {t.notAgree}
            </button>
            <button
              type="submit"
              name="intent"
              value="agree"
              disabled={submitting}
              className="min-h-11 rounded-lg bg-brand px-4 py-3 font-bold text-brand-contrast shadow-sm hover:bg-brand-strong disabled:opacity-50"
            >
              {t.agree}
            </button>
          </Form>
        ) : (
          <p className="text-sm text-stone-600">
            {loaderData.agreedAt ? t.agreedOn(new Date(loaderData.agreedAt)) : t.active}
          </p>
        )}
      </SettingsCard>
    </SettingsScreen>
  );
}

export const meta = panelMeta((t) => t.settings.terms.title);
