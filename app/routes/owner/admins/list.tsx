import { data } from "react-router";
import { AdminsListView } from "#app/components/owner/admin-passwords";
import { ADMIN_PASSWORD_MESSAGES } from "#app/domain/owner/admin-passwords";
import { deleteAdmin, listAdmins } from "#app/server/owner/admins.server";
import { ownerOf } from "#app/server/owner/pipeline.server";
import { idParam, notFound } from "#app/server/panel/access.server";
import { redirectWithFlash } from "#app/server/panel/flash.server";
import { formTextOf } from "#app/server/request/form-body.server";
import type { Route } from "./+types/list";

/** Admin Passwords (spec 3 §2): every shop's admin; DELETE ('You really want to delete {shopUrl} ?') posts here. */
export async function loader({ context }: Route.LoaderArgs) {
  return { rows: await listAdmins(ownerOf(context).app.db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const owner = ownerOf(context);
  const form = formTextOf(context);
  if (form.intent !== "delete") return data({ error: ADMIN_PASSWORD_MESSAGES.couldNotDelete }, { status: 400 });
  const shopId = idParam(form.id);
  const result = await deleteAdmin(owner, shopId).catch(() => null);
  if (!result) return data({ error: ADMIN_PASSWORD_MESSAGES.couldNotDelete }, { status: 500 });
  if (!result.ok) notFound();
  return redirectWithFlash(request, "/owner/admins", {
    tone: "success",
    text: ADMIN_PASSWORD_MESSAGES.deleted(result.shopUrl),
    changedIds: [shopId],
  });
}

export default function Admins({ loaderData }: Route.ComponentProps) {
  return <AdminsListView rows={loaderData.rows} />;
}

export const meta = () => [{ title: "Admin Passwords – Back office" }, { name: "robots", content: "noindex" }];
