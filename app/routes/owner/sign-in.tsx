import { data, redirect } from "react-router";
import { SignInForm } from "#app/components/sign-in-form";
import { signInSchema } from "#app/domain/sign-in-schema";
import { getPlatformOwner } from "#app/server/auth/guards.server";
import { deviceCookie, readDeviceToken } from "#app/server/auth/known-device.server";
import { sessionCookie } from "#app/server/auth/sessions.server";
import { ensureOwnerFromSecrets, signInOwner } from "#app/server/auth/sign-in.server";
import { refusalStatus, signInFailed } from "#app/server/auth/sign-in-answer.server";
import { getAppContext } from "#app/server/context.server";
import { formTextOf } from "#app/server/request/form-body.server";
import type { Route } from "./+types/sign-in";

/** The sign-in; a signed-in owner goes on to the back office. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (await getPlatformOwner(request, getAppContext(context))) throw redirect("/owner/home");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = getAppContext(context);
  const parsed = signInSchema.safeParse(formTextOf(context));
  if (!parsed.success) return data({ error: parsed.error.issues[0]!.message }, { status: 400 });
  const result = await ensureOwnerFromSecrets(app.db, app.env)
    .then(() =>
      signInOwner(app.db, { ...parsed.data, clientKey: app.clientKey, deviceToken: readDeviceToken(request, "owner") }),
    )
    .catch(signInFailed);
  if (!result.ok) return data({ error: result.message }, { status: refusalStatus(result.reason) });
  const url = new URL(request.url);
  const headers = new Headers([
    ["Set-Cookie", sessionCookie(url, result.token)],
    ["Set-Cookie", deviceCookie(url, "owner", result.device)],
  ]);
  return redirect("/owner/home", { headers });
}

export default function OwnerSignIn({ actionData }: Route.ComponentProps) {
  return <SignInForm title="Platform owner login" userNameLabel="User name" error={actionData?.error} />;
}

export function meta() {
  return [{ title: "Back office – Yaadi" }, { name: "robots", content: "noindex" }];
}
