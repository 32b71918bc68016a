import { data, redirect } from "react-router";
import { SignInForm } from "../../components/sign-in-form";
import { PASSWORD_SENT_HINT, SESSION_EXPIRED, signInSchema } from "../../domain/sign-in";
import { getShopAdmin } from "../../server/auth/guards.server";
import { sessionCookie } from "../../server/auth/sessions.server";
import { signInAdmin } from "../../server/auth/sign-in.server";
import { getAppContext } from "../../server/context.server";
import type { Route } from "./+types/sign-in";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { admin, expired } = await getShopAdmin(request, getAppContext(context));
  const url = new URL(request.url);
  return {
    admin: admin && { userName: admin.userName, shopName: admin.shop.name, shopUrl: admin.shop.url, status: admin.shop.status },
    expired: expired || url.searchParams.has("expired"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = getAppContext(context);
  const parsed = signInSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: parsed.error.issues[0]!.message }, { status: 400 });
  const result = await signInAdmin(app.db, { ...parsed.data, clientKey: app.clientKey });
  if (!result.ok) return data({ error: result.message }, { status: result.reason === "throttled" ? 429 : 401 });
  return redirect("/adminpanel", { headers: { "Set-Cookie": sessionCookie(new URL(request.url), result.token) } });
}

export default function AdminSignIn({ loaderData, actionData }: Route.ComponentProps) {
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
      <h1 className="mt-6 text-2xl font-bold">{admin.shopName}</h1>
      <p className="text-stone-600">Signed in as {admin.userName}</p>
      {admin.status === "not ready" && (
        <p className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Your store is not activated yet. Complete the Home Page Settings to activate it.
        </p>
      )}
    </main>
  );
}

export function meta() {
  return [{ title: "Admin panel – Yaadi" }, { name: "robots", content: "noindex" }];
}

