import { data, Form, redirect, useNavigation } from "react-router";
import { Notice, PrimaryButton, TextField } from "#app/components/form";
import { SiteLanguageChooser } from "#app/components/site-language-chooser";
import { useLiveForm } from "#app/components/use-live-form";
import {
  checkRegistration,
  emptyRegistration,
  REGISTRATION_MESSAGES,
  type RegistrationValues,
  registrationRules,
} from "#app/domain/registration";
import { whatsAppLink } from "#app/domain/whatsapp";
import { sayAll, siteSay } from "#app/i18n/site/say";
import { siteTextsOf, useSiteSay, useSiteTexts } from "#app/i18n/site-texts";
import { getAppContext } from "#app/server/context.server";
import { register } from "#app/server/registrations.server";
import { formTextOf } from "#app/server/request/form-body.server";
import { siteTexts } from "#app/server/site-texts.server";
import { siteLanguageHeaders, siteWriting } from "#app/server/writing.server";
import type { Route } from "./+types/registration";

/**
 * /registration (spec 3 §2): a prospective shop owner's details, stored for the platform owner; then WhatsApp opens to
 * the platform's number (PLATFORM_WHATSAPP) with a greeting naming the owner and the shop.
 */
export function loader({ request }: Route.LoaderArgs) {
  return data(null, { headers: siteLanguageHeaders(request) });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** Refusals in the visitor's language, as the page is; so is the greeting their WhatsApp opens with. */
export async function action({ context, request }: Route.ActionArgs) {
  const { db, env, clientKey } = getAppContext(context);
  const t = await siteTexts(siteWriting(request).locale);
  const say = siteSay(t);
  const fields = formTextOf(context);
  const values = Object.fromEntries(
    Object.keys(emptyRegistration()).map((k) => [k, fields[k] ?? ""]),
  ) as RegistrationValues;
  const first = Object.values(checkRegistration(values)).find(Boolean);
  if (first) return data({ error: say(first), values }, { status: 400 });
  const result = await register(db, values, clientKey);
  if (!result.ok) return data({ error: say(REGISTRATION_MESSAGES[result.reason]), values }, { status: 429 });
  throw redirect(whatsAppLink(env.PLATFORM_WHATSAPP, t.registration.greeting(values)));
}

export default function Registration({ actionData }: Route.ComponentProps) {
  const { registration } = useSiteTexts();
  const say = useSiteSay();
  const form = useLiveForm<RegistrationValues>(
    actionData?.values ?? emptyRegistration(),
    (values) => sayAll(checkRegistration(values), say),
    { showAll: actionData != null },
  );
  const busy = useNavigation().state !== "idle";
  const text = (name: keyof RegistrationValues, extra: Partial<React.ComponentProps<typeof TextField>> = {}) => (
    <TextField label={say(registrationRules[name].label)} autoComplete="off" {...extra} {...form.field(name)} />
  );
  return (
    <main className="mx-auto max-w-xl px-4 py-6">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-extrabold tracking-tight text-brand">{registration.heading}</h1>
        <SiteLanguageChooser path="/registration" />
      </div>
      <p className="mb-4 text-stone-700">{registration.instruction}</p>
      <Form method="post" noValidate className="space-y-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
        {text("shopName", { autoComplete: "organization" })}
        {text("ownerName", { autoComplete: "name" })}
        {text("address", { autoComplete: "street-address" })}
        {text("city", { autoComplete: "address-level2" })}
        {text("pinCode", { inputMode: "numeric", maxLength: 6, autoComplete: "postal-code" })}
        {text("whatsApp", { type: "tel", inputMode: "numeric", maxLength: 10, hint: registration.tenDigits })}
        {text("mobile", { type: "tel", inputMode: "numeric", maxLength: 10, hint: registration.tenDigits })}
        {text("email", { type: "email", inputMode: "email", autoComplete: "email" })}
        {actionData?.error && <Notice tone="error">{actionData.error}</Notice>}
        {/* Spec 3 §2: disabled at first and while any message shows. */}
        <PrimaryButton type="submit" disabled={busy || form.invalid}>
          {registration.register}
        </PrimaryButton>
      </Form>
    </main>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const registration = siteTextsOf(matches)?.registration;
  if (!registration) return [{ title: "Yaadi" }];
  return [{ title: `${registration.heading} – Yaadi` }, { name: "description", content: registration.description }];
};
