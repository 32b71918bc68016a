import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { checkField, rules } from "../domain/field-rules";
import { Notice, PrimaryButton, TextField } from "./form";

/** The sign-in form shared by the shop admin panel and the platform owner's back office. */
export function SignInForm(props: { title: string; userNameLabel: string; error?: string | null; notice?: string | null; hint?: string | null }) {
  const [userName, setUserName] = useState("");
  const [password, setPassword] = useState("");
  const [touched, setTouched] = useState(false);
  const navigation = useNavigation();
  const nameMessage = touched ? checkField({ ...rules.adminUserName, label: props.userNameLabel }, userName) : null;
  const passwordMessage = touched && !password ? "Password is required" : null;
  return (
    <main className="mx-auto max-w-sm px-4 py-8">
      <a href="/" className="text-2xl font-extrabold text-brand">
        Yaadi
      </a>
      <h1 className="mt-4 text-2xl font-bold">{props.title}</h1>
      <Form method="post" className="mt-6 space-y-4" onSubmit={(e) => (checkField(rules.adminUserName, userName) || !password) && (e.preventDefault(), setTouched(true))}>
        {props.notice && <Notice tone="error">{props.notice}</Notice>}
        <TextField label={props.userNameLabel} name="userName" autoComplete="username" value={userName} onChange={(v) => (setUserName(v), setTouched(true))} message={nameMessage} autoFocus />
        <TextField label="Password" name="password" type="password" autoComplete="current-password" value={password} onChange={(v) => (setPassword(v), setTouched(true))} message={passwordMessage} />
        {props.hint && <p className="text-sm text-stone-600">{props.hint}</p>}
        {props.error && <Notice tone="error">{props.error}</Notice>}
        <PrimaryButton type="submit" disabled={navigation.state !== "idle" || !!nameMessage || !!passwordMessage}>
          {navigation.state === "idle" ? "Login" : "Logging in…"}
        </PrimaryButton>
      </Form>
    </main>
  );
}
