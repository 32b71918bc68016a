import { data, Form, Link, useNavigation } from "react-router";
import { AccountPage } from "#app/components/account-page";
import { Notice, PrimaryButton, TextField } from "#app/components/form";
import { useLiveForm } from "#app/components/use-live-form";
import { ADMIN_HOME } from "#app/domain/admin/shop-app";
import { PASSWORDS_DO_NOT_MATCH } from "#app/domain/field-rules";
import { isResetToken, RESET_MESSAGES } from "#app/domain/password-reset";
import { newPasswordSchema } from "#app/domain/password-reset-schema";
import { checkNewPassword } from "#app/domain/sign-in";
import { panelSay, sayAll } from "#app/i18n/panel/say";
import { BEFORE_SIGN_IN, panelMeta, usePanelSay, usePanelTexts } from "#app/i18n/panel-texts";
import { findResetLink, resetPassword } from "#app/server/auth/password-reset.server";
import { getAppContext } from "#app/server/context.server";
import { redirectWithFlash } from "#app/server/panel/flash.server";
import { panelTexts } from "#app/server/panel/texts.server";
import { formTextOf } from "#app/server/request/form-body.server";
import { askedPanelLanguageCookie, panelLocale } from "#app/server/writing.server";
import type { Route } from "./+types/reset-password";

/**
 * The e-mailed link: a new password, once, while the link is in time. The link names the admin's language, which this
 * phone then keeps, so the sign-in the new password leads to is in it too.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const valid =
    isResetToken(params.token) && (await findResetLink(getAppContext(context).db, params.token)) !== undefined;
  const headers = new Headers({ "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" });
  const language = askedPanelLanguageCookie(request);
  if (language) headers.append("Set-Cookie", language);
  return data({ valid }, { status: valid ? 200 : 404, headers });
}

/** The loader's headers are the page's: no Referer ever carries the link's token to another site. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db } = getAppContext(context);
  const say = panelSay(await panelTexts(panelLocale(request)));
  if (!isResetToken(params.token)) return data({ error: say(RESET_MESSAGES.invalidLink) }, { status: 404 });
  const parsed = newPasswordSchema.safeParse(formTextOf(context));
  if (!parsed.success) return data({ error: say(parsed.error.issues[0]!.message) }, { status: 400 });
  if (!(await resetPassword(db, params.token, parsed.data.newPassword)))
    return data({ error: say(RESET_MESSAGES.invalidLink) }, { status: 404 });
  return redirectWithFlash(request, ADMIN_HOME, { tone: "success", text: say(RESET_MESSAGES.changed) });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { reset, newPassword } = usePanelTexts().auth;
  const say = usePanelSay();
  const form = useLiveForm({ newPassword: "", newPasswordRepeat: "" }, (v) =>
    sayAll(
      {
        newPassword: checkNewPassword(v.newPassword),
        newPasswordRepeat: v.newPasswordRepeat === v.newPassword ? null : PASSWORDS_DO_NOT_MATCH,
      },
      say,
    ),
  );
  const busy = useNavigation().state !== "idle";
  return (
    <AccountPage title={reset.title}>
      {!loaderData.valid ? (
        <div className="mt-6 space-y-4">
          <Notice tone="error">{say(RESET_MESSAGES.invalidLink)}</Notice>
          <Link to="/adminpanel/forgot-password" className="font-semibold text-brand-ink underline">
            {reset.askAgain}
          </Link>
        </div>
      ) : (
        <Form method="post" className="mt-6 space-y-4" noValidate>
          <TextField
            label={newPassword.label}
            type="password"
            autoComplete="new-password"
            hint={newPassword.hint}
            {...form.field("newPassword")}
          />
          <TextField
            label={newPassword.again}
            type="password"
            autoComplete="new-password"
            {...form.field("newPasswordRepeat")}
          />
          {actionData?.error && <Notice tone="error">{actionData.error}</Notice>}
          <PrimaryButton type="submit" disabled={busy || form.invalid}>
            {reset.save}
          </PrimaryButton>
        </Form>
      )}
    </AccountPage>
  );
}

export const meta = panelMeta((t) => t.auth.reset.meta, BEFORE_SIGN_IN);
