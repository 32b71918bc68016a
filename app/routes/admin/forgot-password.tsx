import { data, Form, Link, useNavigation } from "react-router";
import { AccountPage } from "#app/components/account-page";
import { Notice, PrimaryButton, TextField } from "#app/components/form";
import { useLiveForm } from "#app/components/use-live-form";
import { ADMIN_HOME } from "#app/domain/admin/shop-app";
import { RESET_MESSAGES } from "#app/domain/password-reset";
import { resetRequestSchema } from "#app/domain/password-reset-schema";
import { panelSay, sayAll } from "#app/i18n/panel/say";
import { BEFORE_SIGN_IN, panelMeta, usePanelSay, usePanelTexts } from "#app/i18n/panel-texts";
import { requestPasswordReset } from "#app/server/auth/password-reset.server";
import { getAppContext } from "#app/server/context.server";
import { panelTexts } from "#app/server/panel/texts.server";
import { publicOrigin } from "#app/server/public-origin.server";
import { formTextOf } from "#app/server/request/form-body.server";
import { panelLocale } from "#app/server/writing.server";
import type { Route } from "./+types/forgot-password";

/**
 * "Forgot password?" on /adminpanel: a single-use link by e-mail; the same answer whether or not the address is known.
 * The page answers in its own language (panelLocale); the e-mail is written in the admin's.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const app = getAppContext(context);
  const say = panelSay(await panelTexts(panelLocale(request)));
  const parsed = resetRequestSchema.safeParse(formTextOf(context));
  if (!parsed.success) return data({ sent: false, error: say(parsed.error.issues[0]!.message) }, { status: 400 });
  const result = await requestPasswordReset(app.db, app.env.JOBS, {
    email: parsed.data.email,
    clientKey: app.clientKey,
    origin: publicOrigin(app.env, new URL(request.url)),
  });
  if (!result.ok) return data({ sent: false, error: say(RESET_MESSAGES.throttled) }, { status: 429 });
  return { sent: true, error: null };
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { forgot } = usePanelTexts().auth;
  const say = usePanelSay();
  const form = useLiveForm({ email: "" }, (v) =>
    sayAll({ email: v.email.trim() ? null : RESET_MESSAGES.emailRequired }, say),
  );
  const busy = useNavigation().state !== "idle";
  return (
    <AccountPage title={forgot.title}>
      {actionData?.sent ? (
        <div className="mt-6 space-y-4">
          <Notice tone="success">{forgot.sent}</Notice>
          <Link to={ADMIN_HOME} className="font-semibold text-brand-ink underline">
            {forgot.backToLogin}
          </Link>
        </div>
      ) : (
        <Form method="post" className="mt-6 space-y-4" noValidate>
          <p className="text-stone-700">{forgot.intro}</p>
          <TextField
            label={forgot.email}
            type="email"
            inputMode="email"
            autoComplete="username"
            {...form.field("email")}
          />
          {actionData?.error && <Notice tone="error">{actionData.error}</Notice>}
          <PrimaryButton type="submit" disabled={busy || form.invalid}>
            {forgot.send}
          </PrimaryButton>
          <p className="text-sm text-stone-600">{forgot.mobileUsers}</p>
          <Link to={ADMIN_HOME} className="inline-block font-semibold text-brand-ink underline">
            {forgot.backToLogin}
          </Link>
        </Form>
      )}
    </AccountPage>
  );
}

export const meta = panelMeta((t) => t.auth.forgot.meta, BEFORE_SIGN_IN);
