import { redirect } from "react-router";
import { SIGN_OUT_PUSH_FIELD } from "#app/domain/admin/push-devices";
import { ADMIN_HOME } from "#app/domain/admin/shop-app";
import { pushEndpointField } from "#app/domain/push/subscription";
import { LOGOUT_FAILED } from "#app/domain/sign-in";
import { z } from "#app/domain/zod";
import { panelSay } from "#app/i18n/panel/say";
import { removePushDeviceAt } from "#app/server/admin/push-devices.server";
import { scopeOfShop } from "#app/server/admin/shop-scope.server";
import { getShopAdmin } from "#app/server/auth/guards.server";
import { signOut } from "#app/server/auth/sessions.server";
import { type AppContext, getAppContext } from "#app/server/context.server";
import { panelTexts } from "#app/server/panel/texts.server";
import { formTextOf } from "#app/server/request/form-body.server";
import { panelLocale } from "#app/server/writing.server";
import type { Route } from "./+types/logout";

const signOutFields = z.object({ [SIGN_OUT_PUSH_FIELD]: pushEndpointField });

/**
 * This device's notifications end with its sign-out. A device turned on in this session goes with the session itself
 * (the database deletes it, script or no script); this removes, besides, the signed-in admin's own device at the
 * address the page sent — one stored before devices belonged to a session — and only theirs. Never in the way of
 * signing out: an address that is missing or is not a push service's, or a failure, leaves the devices as they are.
 */
async function stopThisDevice(request: Request, app: AppContext, fields: Record<string, string>): Promise<void> {
  const parsed = signOutFields.safeParse(fields);
  if (!parsed.success) return;
  try {
    const { admin } = await getShopAdmin(request, app);
    if (admin) await removePushDeviceAt(scopeOfShop(app, admin.shop), admin.adminId, parsed.data.pushEndpoint);
  } catch (error) {
    console.error("sign-out: this device's notifications were not ended", error);
  }
}

/** A sign-out the server could not complete says so in the admin's language (this phone keeps it: panelLocale). */
export async function action({ request, context }: Route.ActionArgs) {
  const app = getAppContext(context);
  await stopThisDevice(request, app, formTextOf(context));
  const failed = panelSay(await panelTexts(panelLocale(request)))(LOGOUT_FAILED);
  return signOut(app.db, request, ADMIN_HOME, failed);
}

export function loader() {
  return redirect(ADMIN_HOME);
}
