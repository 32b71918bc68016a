import { data, redirect } from "react-router";
import { SignInForm } from "../../components/sign-in-form";
import { signInSchema } from "../../domain/sign-in";
import { getPlatformOwner } from "../../server/auth/guards.server";
import { sessionCookie } from "../../server/auth/sessions.server";
import { ensureOwnerFromSecrets, signInOwner } from "../../server/auth/sign-in.server";
import { getAppContext } from "../../server/context.server";
import type { Route } from "./+types/sign-in";
import { formTextOf } from "../../server/pipeline/form-body.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await getPlatformOwner(request, getAppContext(context));
  return { owner: owner && { userName: owner.userName } };
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = getAppContext(context);
  const parsed = signInSchema.safeParse(formTextOf(context));
  if (!parsed.success) return data({ error: parsed.error.issues[0]!.message }, { status: 400 });
  await ensureOwnerFromSecrets(app.db, app.env);
  const result = await signInOwner(app.db, { ...parsed.data, clientKey: app.clientKey });
  if (!result.ok) return data({ error: result.message }, { status: result.reason === "throttled" ? 429 : 401 });
  return redirect("/owner", { headers: { "Set-Cookie": sessionCookie(new URL(request.url), result.token) } });
}

export default function OwnerSignIn({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.owner) return <SignInForm title="Platform owner login" userNameLabel="User name" error={actionData?.error} />;
  return (
    <main className="mx-auto max-w-md px-4 py-8">
      <header className="flex items-center gap-3">
        <span className="text-2xl font-extrabold text-brand">Yaadi back office</span>
        <form method="post" action="/owner/logout" className="ml-auto">
          <button className="rounded-lg px-3 py-2 text-sm font-semibold hover:bg-brand-soft">Logout</button>
        </form>
      </header>
      <p className="mt-6 text-stone-600">Signed in as {loaderData.owner.userName}</p>
    </main>
  );
}

export function meta() {
  return [{ title: "Back office – Yaadi" }, { name: "robots", content: "noindex" }];
}
