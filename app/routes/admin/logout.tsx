import { redirect } from "react-router";
import { LOGOUT_FAILED } from "#app/domain/sign-in";
import { panelSay } from "#app/i18n/panel/say";
import { signOut } from "#app/server/auth/sessions.server";
import { getAppContext } from "#app/server/context.server";
import { panelTexts } from "#app/server/panel/texts.server";
import { panelLocale } from "#app/server/writing.server";
import type { Route } from "./+types/logout";

/** A sign-out the server could not complete says so in the admin's language (this phone keeps it: panelLocale). */
export async function action({ request, context }: Route.ActionArgs) {
  const failed = panelSay(await panelTexts(panelLocale(request)))(LOGOUT_FAILED);
  return signOut(getAppContext(context).db, request, "/adminpanel", failed);
}

export function loader() {
  return redirect("/adminpanel");
}
