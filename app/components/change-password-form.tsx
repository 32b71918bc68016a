import { Form, useNavigation } from "react-router";
import { PASSWORDS_DO_NOT_MATCH } from "../domain/field-rules";
import { checkNewPassword, REQUIRED_MESSAGES } from "../domain/sign-in";
import { sayAll } from "../i18n/panel/say";
import { usePanelSay, usePanelTexts } from "../i18n/panel-texts";
import { Notice, PrimaryButton, TextField } from "./form";
import { useLiveForm } from "./use-live-form";

/** The first-login password change: old password, new password, new password again, in the admin's language. */
export function ChangePasswordForm({ shopName, error }: { shopName: string; error?: string | null }) {
  const { change, newPassword } = usePanelTexts().auth;
  const say = usePanelSay();
  const form = useLiveForm({ oldPassword: "", newPassword: "", newPasswordRepeat: "" }, (v) =>
    sayAll(
      {
        oldPassword: v.oldPassword ? null : REQUIRED_MESSAGES.oldPassword,
        newPassword: checkNewPassword(v.newPassword),
        newPasswordRepeat: v.newPasswordRepeat !== v.newPassword ? PASSWORDS_DO_NOT_MATCH : null,
      },
      say,
    ),
  );
  const navigation = useNavigation();
  const field = (name: "oldPassword" | "newPassword" | "newPasswordRepeat") => ({
    ...form.field(name),
    type: "password" as const,
  });
  return (
    <main className="mx-auto max-w-sm px-4 py-8">
      <span className="block text-2xl font-extrabold text-brand">Yaadi</span>
      <h1 className="mt-4 text-2xl font-bold">{change.title}</h1>
      <p className="mt-1 text-stone-600">{change.welcome(shopName)}</p>
      <Form method="post" className="mt-6 space-y-4">
        <input type="hidden" name="intent" value="change-password" />
        <TextField
          label={change.oldPassword}
          autoComplete="current-password"
          hint={change.oldHint}
          autoFocus
          {...field("oldPassword")}
        />
        <TextField
          label={newPassword.label}
          autoComplete="new-password"
          hint={newPassword.hint}
          {...field("newPassword")}
        />
        <TextField label={newPassword.again} autoComplete="new-password" {...field("newPasswordRepeat")} />
        {error && <Notice tone="error">{error}</Notice>}
        <PrimaryButton type="submit" disabled={navigation.state !== "idle" || form.invalid}>
          {change.submit}
        </PrimaryButton>
      </Form>
    </main>
  );
}
