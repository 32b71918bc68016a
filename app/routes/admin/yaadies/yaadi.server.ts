import { data, type RouterContextProvider } from "react-router";
import { ADMIN_ERRORS } from "#app/domain/admin/messages";
import type { YaadiScreenData } from "#app/domain/orders/admin-yaadi";
import { madeYaadiMessage } from "#app/domain/orders/make-yaadi";
import { canMove, statusMessage, YAADI_STATUSES } from "#app/domain/orders/order-status";
import { whatsAppLink } from "#app/domain/whatsapp";
import { adminOf } from "#app/server/admin/pipeline.server";
import { moveByIntent } from "#app/server/admin/yaadi-status.server";
import { getYaadi, setPaid } from "#app/server/admin/yaadies.server";
import { idParam, notFound } from "#app/server/panel/access.server";
import { redirectWithFlash } from "#app/server/panel/flash.server";
import { publicOrigin } from "#app/server/public-origin.server";
import { formOf } from "#app/server/request/form-body.server";

/* One yaadi for the shop (DECISIONS.md "Order status"): its lines, its status and payment, and the customer's chat. */

type Args = { request: Request; context: Readonly<RouterContextProvider>; params: { yaadiId?: string } };

export async function yaadiLoader({ request, context, params }: Args): Promise<YaadiScreenData> {
  const admin = adminOf(context);
  const yaadi = await getYaadi(admin.scope, idParam(params.yaadiId));
  if (!yaadi) notFound();
  const orderPageUrl = `${publicOrigin(admin.app.env, new URL(request.url))}/yaadilist/${yaadi.url}`;
  const about = { customerName: yaadi.customerName, shopName: admin.shop.name, yaadiId: yaadi.id, orderPageUrl };
  // A yaadi the shop made tells its customer what they will get; a customer's own yaadi tells them where it stands.
  const message =
    yaadi.source === "make-yaadi" && yaadi.status === "placed"
      ? madeYaadiMessage({ ...about, itemCount: yaadi.lines.length, netPaise: yaadi.netPaise })
      : statusMessage({ ...about, status: yaadi.status });
  return {
    yaadi,
    orderPagePath: `/yaadilist/${yaadi.url}`,
    // A "Default" (Cash Sale) yaadi has no customer's number to write to.
    chatLink: yaadi.customerWhatsApp ? whatsAppLink(yaadi.customerWhatsApp, message) : null,
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
    return redirectWithFlash(request, here, {
      tone: "success",
      text: intent === "paid" ? `Yaadi no. ${id} is marked paid.` : `Yaadi no. ${id} is marked unpaid.`,
    });
  }
  if (intent !== "status" && intent !== "delete") return data({ error: ADMIN_ERRORS.somethingWrong }, { status: 400 });
  const moved = await moveByIntent(admin.scope, id, intent, form.get("status"));
  return moved.ok ? redirectWithFlash(request, here, { tone: "success", text: moved.text }) : moved.answer;
}
