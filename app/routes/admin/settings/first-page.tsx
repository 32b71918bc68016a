import { data } from "react-router";
import { FirstPageForm } from "../../../components/admin/settings-first-page-form";
import { SettingsScreen } from "../../../components/admin/settings-parts";
import { firstPageSchema, type FirstPageValues, fromFirstPageRow, toFirstPageRow } from "../../../domain/admin/first-page-form";
import { ADMIN_MESSAGES } from "../../../domain/admin/messages";
import { requireAdmin } from "../../../server/admin/access.server";
import { redirectWithFlash } from "../../../server/admin/flash.server";
import { readFirstPage, saveFirstPage } from "../../../server/admin/settings.server";
import { getAppContext } from "../../../server/context.server";
import type { Route } from "./+types/first-page";

const FIELDS = ["firstPageMessage", "minimumCriteria", "minimumAmount", "deliveryCharges", "deliveryChargesBelow"] as const;

/** First Page Settings (spec 2 §3): they drive the store's message, minimum order and delivery charge at once. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const admin = await requireAdmin(request, app, "setup");
  return { values: fromFirstPageRow(await readFirstPage(app.db, admin.shopId)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = getAppContext(context);
  const admin = await requireAdmin(request, app, "setup");
  const form = await request.formData();
  const typed = Object.fromEntries(FIELDS.map((f) => [f, String(form.get(f) ?? "")]));
  const parsed = firstPageSchema.safeParse(typed);
  if (!parsed.success) return data({ error: parsed.error.issues[0]!.message, values: typed as FirstPageValues }, { status: 400 });
  await saveFirstPage(app.db, admin.shopId, toFirstPageRow(parsed.data));
  return redirectWithFlash(request, "/adminpanel/first-page-settings", { tone: "success", text: ADMIN_MESSAGES.firstPageUpdated });
}

export default function FirstPageSettings({ loaderData, actionData }: Route.ComponentProps) {
  const typed = actionData?.values;
  // A post with an unknown criteria comes back as "none" rather than an option the select does not have.
  const initial = typed ? { ...typed, minimumCriteria: (["none", "amount", "count"] as const).find((c) => c === typed.minimumCriteria) ?? "none" } : loaderData.values;
  return (
    <SettingsScreen title="First Page Settings" lead="What customers see first in your store, and the rules of a yaadi." error={actionData?.error}>
      <FirstPageForm key={typed ? JSON.stringify(typed) : JSON.stringify(loaderData.values)} initial={initial} />
    </SettingsScreen>
  );
}

export function meta() {
  return [{ title: "First Page Settings – Yaadi admin" }];
}
