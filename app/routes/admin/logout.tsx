import { redirect } from "react-router";
import { clearSessionCookie, destroySession, readSessionToken } from "../../server/auth/sessions.server";
import { getAppContext } from "../../server/context.server";
import type { Route } from "./+types/logout";

export async function action({ request, context }: Route.ActionArgs) {
  await destroySession(getAppContext(context).db, readSessionToken(request));
  return redirect("/adminpanel", { headers: { "Set-Cookie": clearSessionCookie(new URL(request.url)) } });
}

export function loader() {
  return redirect("/adminpanel");
}
