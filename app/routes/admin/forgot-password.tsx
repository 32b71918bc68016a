import { data, Form, Link, useNavigation } from "react-router";
import { AccountPage } from "#app/components/account-page";
import { Notice, PrimaryButton, TextField } from "#app/components/form";
import { useLiveForm } from "#app/components/use-live-form";
import { RESET_MESSAGES, resetRequestSchema } from "#app/domain/password-reset";
import { requestPasswordReset } from "#app/server/auth/password-reset.server";
import { getAppContext } from "#app/server/context.server";
import { publicOrigin } from "#app/server/public-origin.server";
import { formTextOf } from "#app/server/request/form-body.server";
import type { Route } from "./+types/forgot-password";

/** "Forgot password?" on /adminpanel: a single-use link by e-mail; the same answer whether or not the address is known. */
export async function action({ request, context }: Route.ActionArgs) {
  const app = getAppContext(context);
  const parsed = resetRequestSchema.safeParse(formTextOf(context));
  if (!parsed.success) return data({ sent: false, error: parsed.error.issues[0]!.message }, { status: 400 });
  const result = await requestPasswordReset(app.db, app.env.JOBS, {
    email: parsed.data.email,
    clientKey: app.clientKey,
    origin: publicOrigin(app.env, new URL(request.url)),
  });
  if (!result.ok) return data({ sent: false, error: RESET_MESSAGES.throttled }, { status: 429 });
  return { sent: true, error: null };
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const form = useLiveForm({ email: "" }, (v) => ({ email: v.email.trim() ? null : RESET_MESSAGES.emailRequired }));
  const busy = useNavigation().state !== "idle";
  return (
    <AccountPage title="Forgot password?">
      {actionData?.sent ? (
        <div className="mt-6 space-y-4">
          <Notice tone="success">{RESET_MESSAGES.sent}</Notice>
          <Link to="/adminpanel" className="font-semibold text-brand-ink underline">
            Back to login
          </Link>
        </div>
      ) : (
        <Form method="post" className="mt-6 space-y-4" noValidate>
          <p className="text-stone-700">{RESET_MESSAGES.intro}</p>
          <TextField label="Email-id" type="email" inputMode="email" autoComplete="username" {...form.field("email")} />
          {actionData?.error && <Notice tone="error">{actionData.error}</Notice>}
          <PrimaryButton type="submit" disabled={busy || form.invalid}>
            Send the link
          </PrimaryButton>
          <p className="text-sm text-stone-600">{RESET_MESSAGES.mobileUsers}</p>
          <Link to="/adminpanel" className="inline-block font-semibold text-brand-ink underline">
            Back to login
          </Link>
        </Form>
      )}
    </AccountPage>
  );
}

export const meta = () => [{ title: "Forgot password – Yaadi" }, { name: "robots", content: "noindex" }];
