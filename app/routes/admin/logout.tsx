import { redirect } from "react-router";
import { signOut } from "#app/server/auth/sessions.server";
import { getAppContext } from "#app/server/context.server";
import type { Route } from "./+types/logout";

export async function action({ request, context }: Route.ActionArgs) {
  return signOut(getAppContext(context).db, request, "/adminpanel");
}

export function loader() {
  return redirect("/adminpanel");
}
