import { data, redirect } from "react-router";
import { ChangePasswordForm } from "../../components/change-password-form";
import { Notice } from "../../components/form";
import { SignInForm } from "../../components/sign-in-form";
import { changePasswordSchema, PASSWORD_MESSAGES, PASSWORD_SENT_HINT, SESSION_EXPIRED, signInSchema } from "../../domain/sign-in";
import { getShopAdmin, requireShopAdmin } from "../../server/auth/guards.server";
import { changeAdminPassword } from "../../server/auth/password-change.server";
import { readSessionToken, sessionCookie } from "../../server/auth/sessions.server";
import { signInAdmin } from "../../server/auth/sign-in.server";
import { getAppContext } from "../../server/context.server";
import type { Route } from "./+types/sign-in";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { admin, expired } = await getShopAdmin(request, getAppContext(context));
  const url = new URL(request.url);
  return {
    admin: admin && { userName: admin.userName, shopName: admin.shop.name, shopUrl: admin.shop.url, status: admin.shop.status, firstLoginDone: admin.firstLoginDone },
    expired: expired || url.searchParams.has("expired"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = getAppContext(context);
  const form = Object.fromEntries(await request.formData());

  if (form.intent === "change-password") {
    const admin = await requireShopAdmin(request, app);
    const parsed = changePasswordSchema.safeParse(form);
    if (!parsed.success) return data({ error: parsed.error.issues[0]!.message, changed: false }, { status: 400 });
    const result = await changeAdminPassword(app.db, { adminId: admin.adminId, ...parsed.data, currentToken: readSessionToken(request) });
    if (result === "oldWrong") return data({ error: PASSWORD_MESSAGES.oldWrong, changed: false }, { status: 400 });
    return { error: null, changed: true };
  }

  const parsed = signInSchema.safeParse(form);
  if (!parsed.success) return data({ error: parsed.error.issues[0]!.message, changed: false }, { status: 400 });
  const result = await signInAdmin(app.db, { ...parsed.data, clientKey: app.clientKey });
  if (!result.ok) return data({ error: result.message, changed: false }, { status: result.reason === "throttled" ? 429 : 401 });
  return redirect("/adminpanel", { headers: { "Set-Cookie": sessionCookie(new URL(request.url), result.token) } });
}

export default function AdminPanel({ loaderData, actionData }: Route.ComponentProps) {
  const { admin } = loaderData;
  if (!admin) {
    return (
      <SignInForm
        title="Admin panel login"
        userNameLabel="User name"
        error={actionData?.error}
        notice={loaderData.expired ? SESSION_EXPIRED : null}
        hint={PASSWORD_SENT_HINT}
      />
    );
  }
  if (!admin.firstLoginDone) return <ChangePasswordForm shopName={admin.shopName} error={actionData?.error} />;
  return (
    <main className="mx-auto max-w-md px-4 py-8">
      <header className="flex flex-wrap items-center gap-3">
        <span className="text-2xl font-extrabold text-brand">Yaadi</span>
        <nav aria-label="Admin" className="ml-auto flex gap-2 text-sm font-semibold">
          <a className="rounded-lg px-3 py-2 hover:bg-brand-soft" href={`/${admin.shopUrl}`}>
            Visit Store
          </a>
          <form method="post" action="/adminpanel/logout">
            <button className="rounded-lg px-3 py-2 hover:bg-brand-soft">Logout</button>
          </form>
        </nav>
      </header>
      {actionData?.changed && (
        <div className="mt-4">
          <Notice tone="success">{PASSWORD_MESSAGES.modified}</Notice>
        </div>
      )}
      <h1 className="mt-6 text-2xl font-bold">{admin.shopName}</h1>
      <p className="text-stone-600">Signed in as {admin.userName}</p>
      {admin.status === "not ready" && (
        <p className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Your store is not activated yet. Complete the Home Page Settings to activate it.
        </p>
      )}
      <a className="mt-6 block rounded-lg bg-brand px-4 py-3 text-center font-bold text-brand-contrast" href={`/${admin.shopUrl}?billing=yes`}>
        Cash Billing
      </a>
    </main>
  );
}

export function meta() {
  return [{ title: "Admin panel – Yaadi" }, { name: "robots", content: "noindex" }];
}
