import { data, Form, redirect, useNavigation } from "react-router";
import { Notice, PrimaryButton, TextField } from "#app/components/form";
import { useLiveForm } from "#app/components/use-live-form";
import {
  checkRegistration,
  emptyRegistration,
  REGISTRATION_MESSAGES,
  type RegistrationValues,
  registrationGreeting,
  registrationRules,
} from "#app/domain/registration";
import { whatsAppLink } from "#app/domain/whatsapp";
import { getAppContext } from "#app/server/context.server";
import { register } from "#app/server/registrations.server";
import { formTextOf } from "#app/server/request/form-body.server";
import type { Route } from "./+types/registration";

/**
 * /registration (spec 3 §2): a prospective shop owner's details, stored for the platform owner; then WhatsApp opens to
 * the platform's number (PLATFORM_WHATSAPP) with a greeting naming the owner and the shop.
 */
export async function action({ context }: Route.ActionArgs) {
  const { db, env, clientKey } = getAppContext(context);
  const fields = formTextOf(context);
  const values = Object.fromEntries(
    Object.keys(emptyRegistration()).map((k) => [k, fields[k] ?? ""]),
  ) as RegistrationValues;
  const first = Object.values(checkRegistration(values)).find(Boolean);
  if (first) return data({ error: first, values }, { status: 400 });
  const result = await register(db, values, clientKey);
  if (!result.ok) return data({ error: REGISTRATION_MESSAGES[result.reason], values }, { status: 429 });
  throw redirect(whatsAppLink(env.PLATFORM_WHATSAPP, registrationGreeting(values)));
}

export default function Registration({ actionData }: Route.ComponentProps) {
  const form = useLiveForm<RegistrationValues>(actionData?.values ?? emptyRegistration(), checkRegistration, {
    showAll: actionData != null,
  });
  const busy = useNavigation().state !== "idle";
  const text = (name: keyof RegistrationValues, extra: Partial<React.ComponentProps<typeof TextField>> = {}) => (
    <TextField label={registrationRules[name].label} autoComplete="off" {...extra} {...form.field(name)} />
  );
  return (
    <main className="mx-auto max-w-xl px-4 py-6">
      <h1 className="mb-2 text-2xl font-extrabold tracking-tight text-brand">Registration form</h1>
      <p className="mb-4 text-stone-700">{REGISTRATION_MESSAGES.instruction}</p>
      <Form method="post" noValidate className="space-y-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
        {text("shopName", { autoComplete: "organization" })}
        {text("ownerName", { autoComplete: "name" })}
        {text("address", { autoComplete: "street-address" })}
        {text("city", { autoComplete: "address-level2" })}
        {text("pinCode", { inputMode: "numeric", maxLength: 6, autoComplete: "postal-code" })}
        {text("whatsApp", { type: "tel", inputMode: "numeric", maxLength: 10, hint: "10 digits, without +91." })}
        {text("mobile", { type: "tel", inputMode: "numeric", maxLength: 10, hint: "10 digits, without +91." })}
        {text("email", { type: "email", inputMode: "email", autoComplete: "email" })}
        {actionData?.error && <Notice tone="error">{actionData.error}</Notice>}
        {/* Spec 3 §2: disabled at first and while any message shows. */}
        <PrimaryButton type="submit" disabled={busy || form.invalid}>
          Register
        </PrimaryButton>
      </Form>
    </main>
  );
}

export const meta = () => [
  { title: "Registration form – Yaadi" },
  { name: "description", content: "Register your shop for an online store on Yaadi." },
];
