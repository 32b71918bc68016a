import { data, redirect } from "react-router";
import { PUSH_DEVICES_INTENTS } from "#app/domain/admin/push-devices";
import { deviceLabel, deviceParts } from "#app/domain/push/device-label";
import { pushSettings } from "#app/domain/push/settings";
import { checkSubscription } from "#app/domain/push/subscription";
import { adminOf } from "#app/server/admin/pipeline.server";
import { MAX_PUSH_DEVICES, removePushDevice, savePushDevice } from "#app/server/admin/push-devices.server";
import { sessionHashOf } from "#app/server/auth/sessions.server";
import { idParam } from "#app/server/panel/access.server";
import { redirectWithFlash } from "#app/server/panel/flash.server";
import { panelTexts } from "#app/server/panel/texts.server";
import { formTextOf } from "#app/server/request/form-body.server";
import type { Route } from "./+types/devices";

/*
 * Your Account's devices with notifications of new orders (Web Push): this browser's subscription posted by "Notify me
 * of new orders", and a device's "Stop". Under the admin layout, so the admin's pipeline and write-once run first: the
 * signed-in admin's own devices in the session's shop only, each write once however often it is sent.
 */

const ACCOUNT = "/adminpanel/account";

export async function action({ request, context }: Route.ActionArgs) {
  const admin = adminOf(context);
  const fields = formTextOf(context);
  const texts = await panelTexts(admin.language);
  const t = texts.account.push;

  if (fields.intent === PUSH_DEVICES_INTENTS.subscribe) {
    if (!pushSettings(admin.app.env).on) return data({ error: t.off }, { status: 409 });
    const checked = await checkSubscription({
      endpoint: fields.endpoint ?? "",
      p256dh: fields.p256dh ?? "",
      auth: fields.auth ?? "",
    });
    if (!checked.ok)
      return data({ error: checked.problem === "endpoint" ? t.badEndpoint : t.badKeys }, { status: 400 });
    const label = deviceLabel(request.headers.get("User-Agent"));
    // The pipeline let this request in on its session, so it has one: the device ends with it.
    const session = await sessionHashOf(request);
    if (!session) return data({ error: texts.kit.somethingWrong }, { status: 400 });
    const saved = await savePushDevice(admin.scope, admin.adminId, checked.subscription, label, session);
    if (!saved.ok)
      return data({ error: saved.reason === "taken" ? t.taken : t.tooMany(MAX_PUSH_DEVICES) }, { status: 409 });
    return redirectWithFlash(request, ACCOUNT, { tone: "success", text: t.turnedOn });
  }

  if (fields.intent === PUSH_DEVICES_INTENTS.stop) {
    const removed = await removePushDevice(admin.scope, admin.adminId, idParam(fields.subscriptionId));
    if (!removed) return data({ error: t.gone }, { status: 404 });
    const { browser, system } = deviceParts(removed.deviceLabel);
    return redirectWithFlash(request, ACCOUNT, { tone: "success", text: t.stopped(t.device(browser, system)) });
  }

  return data({ error: texts.kit.somethingWrong }, { status: 400 });
}

/** Nothing to show here: the devices are on Your Account. */
export function loader() {
  return redirect(ACCOUNT);
}
