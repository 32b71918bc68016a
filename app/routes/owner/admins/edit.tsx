import { data } from "react-router";
import { AdminPasswordForm } from "#app/components/owner/admin-passwords";
import { ADMIN_PASSWORD_MESSAGES } from "#app/domain/owner/admin-passwords";
import { getShopAdmin, resetAdminPassword } from "#app/server/owner/admins.server";
import { ownerOf } from "#app/server/owner/pipeline.server";
import { idParam, notFound } from "#app/server/panel/access.server";
import { publicOrigin } from "#app/server/public-origin.server";
import { formTextOf } from "#app/server/request/form-body.server";
import type { Route } from "./+types/edit";

/** 'Update the Admin Password' for one shop: a new one-time password, in this answer only. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await getShopAdmin(ownerOf(context).app.db, idParam(params.shopId));
  if (!found) notFound();
  const { shop, admin } = found;
  return {
    shop: { id: shop.id, url: shop.url, name: shop.name },
    admin: admin
      ? {
          userName: admin.userName,
          passwordSetAt: admin.passwordSetAt.getTime(),
          firstLoginDone: admin.firstLoginDone === 1,
        }
      : null,
  };
}

const REFUSALS = {
  noMobile: ADMIN_PASSWORD_MESSAGES.noMobile,
  userNameTaken: ADMIN_PASSWORD_MESSAGES.userNameTaken,
} as const;

export async function action({ request, params, context }: Route.ActionArgs) {
  const owner = ownerOf(context);
  if (formTextOf(context).intent !== "reset")
    return data({ issued: null, error: "Something went wrong... Try again" }, { status: 400 });
  const result = await resetAdminPassword(
    owner,
    idParam(params.shopId),
    publicOrigin(owner.app.env, new URL(request.url)),
  );
  if (!result.ok) {
    if (result.reason === "notFound") notFound();
    return data({ issued: null, error: REFUSALS[result.reason] }, { status: 409 });
  }
  return data(
    {
      issued: {
        shopUrl: result.shopUrl,
        userName: result.userName,
        password: result.password,
        emailedTo: result.emailedTo,
      },
      error: null,
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export default function AdminPassword({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminPasswordForm
      shop={loaderData.shop}
      admin={loaderData.admin}
      issued={actionData?.issued ?? null}
      error={actionData?.error ?? null}
    />
  );
}

export const meta = () => [{ title: "Admin Passwords – Back office" }, { name: "robots", content: "noindex" }];
