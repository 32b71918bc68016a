import { data } from "react-router";
import { EditYaadiForm } from "#app/components/admin/reports/edit-yaadi";
import { ADMIN_ERRORS } from "#app/domain/admin/messages";
import { editRequestSchema } from "#app/domain/orders/edit-yaadi-request";
import { isEditable } from "#app/domain/orders/order-status";
import { panelSay } from "#app/i18n/panel/say";
import { panelMeta } from "#app/i18n/panel-texts";
import { adminOf } from "#app/server/admin/pipeline.server";
import { editableCatalogue, editYaadi } from "#app/server/admin/yaadi-edit.server";
import { sayPricingRefusal } from "#app/server/admin/yaadi-pricing.server";
import { getYaadi } from "#app/server/admin/yaadies.server";
import { idParam, notFound } from "#app/server/panel/access.server";
import { redirectWithFlash } from "#app/server/panel/flash.server";
import { panelTexts } from "#app/server/panel/texts.server";
import { formOf } from "#app/server/request/form-body.server";
import type { Route } from "./+types/edit";

/** Edit yaadi (spec 3, DECISIONS.md "Edit yaadi"): quantities, removed lines, added products; the server prices it. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const admin = adminOf(context);
  const id = idParam(params.yaadiId);
  const yaadi = await getYaadi(admin.scope, id);
  if (!yaadi) notFound();
  // A yaadi on its way out (packed, delivered, cancelled) shows why it cannot be edited, and no form.
  if (!isEditable(yaadi.status)) {
    const said = (await panelTexts(admin.language)).yaadi;
    return { yaadi, catalogue: [], locked: said.edit.notEditable(said.statuses[yaadi.status]) };
  }
  return { yaadi, catalogue: await editableCatalogue(admin.scope), locked: null };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = adminOf(context);
  const id = idParam(params.yaadiId);
  const t = await panelTexts(admin.language);
  let lines: unknown;
  try {
    lines = JSON.parse(String(formOf(context).get("lines") ?? ""));
  } catch {
    return data({ error: panelSay(t)(ADMIN_ERRORS.somethingWrong) }, { status: 400 });
  }
  const parsed = editRequestSchema.safeParse(lines);
  if (!parsed.success) return data({ error: panelSay(t)(ADMIN_ERRORS.somethingWrong) }, { status: 400 });
  const result = await editYaadi(admin.scope, id, parsed.data);
  if (!result.ok) {
    if (result.reason === "notFound") notFound();
    return data({ error: sayPricingRefusal(t, result.error) }, { status: 409 });
  }
  return redirectWithFlash(request, `/adminpanel/yaadies/${id}`, { tone: "success", text: t.yaadi.edit.updated(id) });
}

export default function EditYaadi({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <EditYaadiForm
      yaadi={loaderData.yaadi}
      catalogue={loaderData.catalogue}
      locked={loaderData.locked}
      error={actionData?.error ?? null}
    />
  );
}

export const meta = (args: Route.MetaArgs) =>
  panelMeta((t) => (args.loaderData ? t.yaadi.edit.title(args.loaderData.yaadi.id) : t.yaadi.editYaadi))(args);
