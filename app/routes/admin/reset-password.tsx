import { data, Form, Link, useNavigation } from "react-router";
import { AccountPage } from "#app/components/account-page";
import { Notice, PrimaryButton, TextField } from "#app/components/form";
import { useLiveForm } from "#app/components/use-live-form";
import { PASSWORDS_DO_NOT_MATCH } from "#app/domain/field-rules";
import { isResetToken, newPasswordSchema, RESET_MESSAGES } from "#app/domain/password-reset";
import { checkNewPassword } from "#app/domain/sign-in";
import { findResetLink, resetPassword } from "#app/server/auth/password-reset.server";
import { getAppContext } from "#app/server/context.server";
import { redirectWithFlash } from "#app/server/panel/flash.server";
import { formTextOf } from "#app/server/request/form-body.server";
import type { Route } from "./+types/reset-password";

/** The e-mailed link: a new password, once, while the link is in time. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const valid =
    isResetToken(params.token) && (await findResetLink(getAppContext(context).db, params.token)) !== undefined;
  return data(
    { valid },
    { status: valid ? 200 : 404, headers: { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } },
  );
}

/** The loader's headers are the page's: no Referer ever carries the link's token to another site. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db } = getAppContext(context);
  if (!isResetToken(params.token)) return data({ error: RESET_MESSAGES.invalidLink }, { status: 404 });
  const parsed = newPasswordSchema.safeParse(formTextOf(context));
  if (!parsed.success) return data({ error: parsed.error.issues[0]!.message }, { status: 400 });
  if (!(await resetPassword(db, params.token, parsed.data.newPassword)))
    return data({ error: RESET_MESSAGES.invalidLink }, { status: 404 });
  return redirectWithFlash(request, "/adminpanel", { tone: "success", text: RESET_MESSAGES.changed });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const form = useLiveForm({ newPassword: "", newPasswordRepeat: "" }, (v) => ({
    newPassword: checkNewPassword(v.newPassword),
    newPasswordRepeat: v.newPasswordRepeat === v.newPassword ? null : PASSWORDS_DO_NOT_MATCH,
  }));
  const busy = useNavigation().state !== "idle";
  return (
    <AccountPage title="Choose a new password">
      {!loaderData.valid ? (
        <div className="mt-6 space-y-4">
          <Notice tone="error">{RESET_MESSAGES.invalidLink}</Notice>
          <Link to="/adminpanel/forgot-password" className="font-semibold text-brand-ink underline">
            Ask for a new link
          </Link>
        </div>
      ) : (
        <Form method="post" className="mt-6 space-y-4" noValidate>
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            hint="8 to 64 characters."
            {...form.field("newPassword")}
          />
          <TextField
            label="New password again"
            type="password"
            autoComplete="new-password"
            {...form.field("newPasswordRepeat")}
          />
          {actionData?.error && <Notice tone="error">{actionData.error}</Notice>}
          <PrimaryButton type="submit" disabled={busy || form.invalid}>
            Save the new password
          </PrimaryButton>
        </Form>
      )}
    </AccountPage>
  );
}

export const meta = () => [{ title: "New password – Yaadi" }, { name: "robots", content: "noindex" }];
