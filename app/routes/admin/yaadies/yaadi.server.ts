import { data, type RouterContextProvider } from "react-router";
import { ADMIN_ERRORS } from "../../../domain/admin/messages";
import { canMove, isYaadiStatus, STATUS_LABELS, statusMessage, YAADI_STATUSES } from "../../../domain/orders/order-status";
import { YAADI_REPORT_MESSAGES } from "../../../domain/reports/messages";
import { whatsAppLink } from "../../../domain/whatsapp";
import { idParam, notFound } from "../../../server/admin/access.server";
import { redirectWithFlash } from "../../../server/admin/flash.server";
import { adminOf } from "../../../server/admin/pipeline.server";
import { changeStatus, getYaadi, setPaid } from "../../../server/admin/yaadies.server";
import { formOf } from "../../../server/pipeline/form-body.server";
import { publicOrigin } from "../../../server/public-origin.server";

/* One yaadi for the shop (DECISIONS.md "Order status"): its lines, its status and payment, and the customer's chat. */

type Args = { request: Request; context: Readonly<RouterContextProvider>; params: { yaadiId?: string } };

export async function yaadiLoader({ request, context, params }: Args) {
  const admin = adminOf(context);
  const yaadi = await getYaadi(admin.scope, idParam(params.yaadiId));
  if (!yaadi) notFound();
  const orderPageUrl = `${publicOrigin(admin.app.env, new URL(request.url))}/yaadilist/${yaadi.url}`;
  const message = statusMessage({ status: yaadi.status, customerName: yaadi.customerName, shopName: admin.shop.name, yaadiId: yaadi.id, orderPageUrl });
  return {
    yaadi,
    orderPagePath: `/yaadilist/${yaadi.url}`,
    chatLink: whatsAppLink(yaadi.customerWhatsApp, message),
    message,
    moves: YAADI_STATUSES.filter((s) => s !== "cancelled" && canMove(yaadi.status, s)),
  };
}

export async function yaadiAction({ request, context, params }: Args) {
  const admin = adminOf(context);
  const form = formOf(context);
  const id = idParam(params.yaadiId);
  // The screen's own path: a fetcher's request URL is the data URL (….data), not the page's.
  const here = `/adminpanel/yaadies/${id}`;
  const intent = form.get("intent");
  if (intent === "paid" || intent === "unpaid") {
    if (!(await setPaid(admin.scope, id, intent === "paid"))) notFound();
    return redirectWithFlash(request, here, { tone: "success", text: intent === "paid" ? `Yaadi no. ${id} is marked paid.` : `Yaadi no. ${id} is marked unpaid.` });
  }
  if (intent !== "status" && intent !== "delete") return data({ error: ADMIN_ERRORS.somethingWrong }, { status: 400 });
  const to = intent === "delete" ? "cancelled" : form.get("status");
  if (!isYaadiStatus(to)) return data({ error: ADMIN_ERRORS.somethingWrong }, { status: 400 });
  const changed = await changeStatus(admin.scope, id, to);
  if (!changed.ok) {
    if (changed.reason === "notFound") notFound();
    return data({ error: YAADI_REPORT_MESSAGES.statusRefused }, { status: 409 });
  }
  const text = to === "cancelled" ? YAADI_REPORT_MESSAGES.deleted(id) : YAADI_REPORT_MESSAGES.statusChanged(id, STATUS_LABELS[to]);
  return redirectWithFlash(request, here, { tone: "success", text });
}
