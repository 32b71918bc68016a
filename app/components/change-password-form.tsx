import { Form, useNavigation } from "react-router";
import { PASSWORDS_DO_NOT_MATCH } from "../domain/field-rules";
import { checkNewPassword } from "../domain/sign-in";
import { Notice, PrimaryButton, TextField } from "./form";
import { useLiveForm } from "./use-live-form";

/** The first-login password change: old password, new password, new password again. */
export function ChangePasswordForm({ shopName, error }: { shopName: string; error?: string | null }) {
  const form = useLiveForm({ oldPassword: "", newPassword: "", newPasswordRepeat: "" }, (v) => ({
    oldPassword: v.oldPassword ? null : "Old password is required",
    newPassword: checkNewPassword(v.newPassword),
    newPasswordRepeat: v.newPasswordRepeat !== v.newPassword ? PASSWORDS_DO_NOT_MATCH : null,
  }));
  const navigation = useNavigation();
  const field = (name: "oldPassword" | "newPassword" | "newPasswordRepeat") => ({
    ...form.field(name),
    type: "password" as const,
  });
  return (
    <main className="mx-auto max-w-sm px-4 py-8">
      <span className="block text-2xl font-extrabold text-brand">Yaadi</span>
      <h1 className="mt-4 text-2xl font-bold">Change your password</h1>
      <p className="mt-1 text-stone-600">Welcome to {shopName}. Choose your own password before you continue.</p>
      <Form method="post" className="mt-6 space-y-4">
        <input type="hidden" name="intent" value="change-password" />
        <TextField
          label="Old password"
          autoComplete="current-password"
          hint="The password from your e-mail."
          autoFocus
          {...field("oldPassword")}
        />
        <TextField
          label="New password"
          autoComplete="new-password"
          hint="8 to 64 characters."
          {...field("newPassword")}
        />
        <TextField label="New password again" autoComplete="new-password" {...field("newPasswordRepeat")} />
        {error && <Notice tone="error">{error}</Notice>}
        <PrimaryButton type="submit" disabled={navigation.state !== "idle" || form.invalid}>
          Change password
        </PrimaryButton>
      </Form>
    </main>
  );
}
