import { Form, Link, useNavigation } from "react-router";
import { checkField, rules } from "../domain/field-rules";
import { AccountPage } from "./account-page";
import { Notice, PrimaryButton, TextField } from "./form";
import { useLiveForm } from "./use-live-form";

/** The sign-in form shared by the shop admin panel and the platform owner's back office. */
export function SignInForm(props: {
  title: string;
  userNameLabel: string;
  error?: string | null;
  notice?: string | null;
  hint?: string | null;
  success?: string | null;
  forgotLink?: string;
}) {
  const form = useLiveForm({ userName: "", password: "" }, (v) => ({
    userName: checkField({ ...rules.adminUserName, label: props.userNameLabel }, v.userName),
    password: v.password ? null : "Password is required",
  }));
  const navigation = useNavigation();
  // Typing in either field shows both fields' messages: a sign-in is judged as a whole.
  const field = (name: "userName" | "password") => ({
    ...form.field(name),
    onChange: (v: string) => {
      form.set(name, v);
      form.touchAll();
    },
  });
  const shown = !!(form.messageOf("userName") || form.messageOf("password"));
  return (
    <AccountPage title={props.title}>
      <Form
        method="post"
        className="mt-6 space-y-4"
        onSubmit={(e) => {
          if (!form.invalid) return;
          e.preventDefault();
          form.touchAll();
        }}
      >
        {props.notice && <Notice tone="error">{props.notice}</Notice>}
        {props.success && <Notice tone="success">{props.success}</Notice>}
        <TextField label={props.userNameLabel} autoComplete="username" {...field("userName")} autoFocus />
        <TextField label="Password" type="password" autoComplete="current-password" {...field("password")} />
        {props.hint && <p className="text-sm text-stone-600">{props.hint}</p>}
        {props.error && <Notice tone="error">{props.error}</Notice>}
        <PrimaryButton type="submit" disabled={navigation.state !== "idle" || shown}>
          {navigation.state === "idle" ? "Login" : "Logging in…"}
        </PrimaryButton>
        {props.forgotLink && (
          <Link to={props.forgotLink} className="inline-block min-h-11 py-2 font-semibold text-brand-ink underline">
            Forgot password?
          </Link>
        )}
      </Form>
    </AccountPage>
  );
}
