import { Form, Link, useNavigation } from "react-router";
import { checkField, rules } from "../domain/field-rules";
import { REQUIRED_MESSAGES } from "../domain/sign-in";
import { sayAll } from "../i18n/panel/say";
import { usePanelSay, usePanelTexts } from "../i18n/panel-texts";
import { AccountPage } from "./account-page";
import { Notice, PrimaryButton, TextField } from "./form";
import { useLiveForm } from "./use-live-form";

/**
 * The sign-in form shared by the shop admin panel and the platform owner's back office, in the page's panel language
 * (the back office's is English). `title` and `userNameLabel` are the page's own, in that language.
 */
export function SignInForm(props: {
  title: string;
  userNameLabel: string;
  error?: string | null;
  notice?: string | null;
  hint?: string | null;
  success?: string | null;
  forgotLink?: string;
}) {
  const { signIn } = usePanelTexts().auth;
  const say = usePanelSay();
  // The rules' messages, said in the page's language (the user name's label as the page names it).
  const form = useLiveForm({ userName: "", password: "" }, (v) =>
    sayAll(
      {
        userName: checkField({ ...rules.adminUserName, label: props.userNameLabel }, v.userName),
        password: v.password ? null : REQUIRED_MESSAGES.password,
      },
      say,
    ),
  );
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
        <TextField label={signIn.password} type="password" autoComplete="current-password" {...field("password")} />
        {props.hint && <p className="text-sm text-stone-600">{props.hint}</p>}
        {props.error && <Notice tone="error">{props.error}</Notice>}
        <PrimaryButton type="submit" disabled={navigation.state !== "idle" || shown}>
          {navigation.state === "idle" ? signIn.login : signIn.loggingIn}
        </PrimaryButton>
        {props.forgotLink && (
          <Link to={props.forgotLink} className="inline-block min-h-11 py-2 font-semibold text-brand-ink underline">
            {signIn.forgot}
          </Link>
        )}
      </Form>
    </AccountPage>
  );
}
