import { useState } from "react";
import { data, Link, useFetcher } from "react-router";
import { Notice, PrimaryButton, SecondaryButton, TextField } from "#app/components/form";
import { SiteLanguageChooser } from "#app/components/site-language-chooser";
import { useLiveForm } from "#app/components/use-live-form";
import { checkField, checkSelect, rules } from "#app/domain/field-rules";
import { SHOP_TYPE } from "#app/domain/shop-types";
import { SIGNUP_MESSAGES } from "#app/domain/signup";
import { useWriting } from "#app/i18n/provider";
import { panelLink } from "#app/i18n/site/links";
import { sayAll } from "#app/i18n/site/say";
import { siteTextsOf, useSiteSay, useSiteTexts } from "#app/i18n/site-texts";
import { getAppContext } from "#app/server/context.server";
import { formOf } from "#app/server/request/form-body.server";
import { listShopTypes } from "#app/server/shops.server";
import { handleSignup, type SignupAnswer } from "#app/server/signup-action.server";
import { siteLanguageHeaders, siteWriting } from "#app/server/writing.server";
import type { Route } from "./+types/create-store";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db } = getAppContext(context);
  const types = await listShopTypes(db);
  return data({ shopTypes: types.map((t) => ({ id: t.id, name: t.name })) }, { headers: siteLanguageHeaders(request) });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** The answers are in the visitor's language, as the page is; so is the new store's e-mail (and its admin's panel). */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, env, clientKey } = getAppContext(context);
  const { answer, status } = await handleSignup(db, env, formOf(context), {
    url: new URL(request.url),
    clientKey,
    locale: siteWriting(request).locale,
  });
  return data(answer, { status });
}

type Step = 1 | 2 | 3;

export default function CreateStore({ loaderData }: Route.ComponentProps) {
  const { start } = useSiteTexts();
  const say = useSiteSay();
  const [step, setStep] = useState<Step>(1);
  const form = useLiveForm({ storeName: "", shopTypeId: "", shopInfo: "", email: "" }, (v) =>
    sayAll(
      {
        storeName: checkField(rules.storeName, v.storeName),
        shopTypeId: checkSelect("Store type", v.shopTypeId),
        shopInfo: Number(v.shopTypeId) === SHOP_TYPE.other ? checkField(rules.shopTypeOther, v.shopInfo) : null,
        email: checkField(rules.signupEmail, v.email),
      },
      say,
    ),
  );
  const { storeName, shopTypeId, shopInfo, email } = form.values;
  // Server answers, cleared when the field they speak of changes.
  const [nameAnswer, setNameAnswer] = useState<{ available: boolean; message: string; for: string } | null>(null);
  const [createError, setCreateError] = useState<{ step: Step; message: string } | null>(null);

  const nameCheck = useFetcher<SignupAnswer>();
  const creation = useFetcher<SignupAnswer>();
  const busy = nameCheck.state !== "idle" || creation.state !== "idle";

  // Adopt a fetcher's answer once, in render, when it arrives (no effect needed).
  const [seenNameAnswer, setSeenNameAnswer] = useState<unknown>(null);
  if (nameCheck.data && nameCheck.data !== seenNameAnswer && nameCheck.data.intent === "check-name") {
    setSeenNameAnswer(nameCheck.data);
    setNameAnswer({ available: nameCheck.data.available, message: nameCheck.data.message, for: storeName });
  }
  const [seenCreation, setSeenCreation] = useState<unknown>(null);
  if (creation.data && creation.data !== seenCreation && creation.data.intent === "create") {
    setSeenCreation(creation.data);
    if (!creation.data.ok) {
      setCreateError({ step: creation.data.step, message: creation.data.message });
      setStep(creation.data.step);
      if (creation.data.step === 1) setNameAnswer(null);
    }
  }

  const isOther = Number(shopTypeId) === SHOP_TYPE.other;
  const nameMessage = form.messageOf("storeName");
  const typeMessage = form.messageOf("shopTypeId");
  const infoMessage = form.messageOf("shopInfo");
  const emailMessage = form.messageOf("email");
  const nameAvailable = nameAnswer?.available === true && nameAnswer.for === storeName;
  const nameRefused = nameAnswer?.available === false && nameAnswer.for === storeName;
  const stepError = (s: Step) => (createError?.step === s ? createError.message : null);

  if (creation.data?.intent === "create" && creation.data.ok) {
    return <Created shopUrl={creation.data.shopUrl} message={creation.data.message} />;
  }

  return (
    <main className="mx-auto max-w-md px-4 py-6">
      <div className="flex items-center justify-between gap-2">
        <Link to="/" className="text-2xl font-extrabold text-brand">
          Yaadi
        </Link>
        <SiteLanguageChooser path="/start" />
      </div>
      <h1 className="mt-4 text-2xl font-bold">{start.heading}</h1>
      <p className="mt-1 text-stone-600" aria-live="polite">
        {start.step(step, 3)}
      </p>
      <ol className="mt-3 flex gap-2" aria-hidden="true">
        {[1, 2, 3].map((s) => (
          <li key={s} className={`h-2 flex-1 rounded-full ${s <= step ? "bg-brand" : "bg-stone-200"}`} />
        ))}
      </ol>

      {step === 1 && (
        <nameCheck.Form
          method="post"
          className="mt-6 space-y-4"
          onSubmit={(e) => {
            if (form.messages.storeName) {
              e.preventDefault();
              form.touch("storeName");
            }
          }}
        >
          <input type="hidden" name="intent" value="check-name" />
          <TextField
            label={start.storeName}
            name="storeName"
            value={storeName}
            autoFocus
            autoComplete="off"
            hint={start.storeNameHint}
            onChange={(v) => {
              form.set("storeName", v);
              setCreateError(null);
            }}
            message={nameMessage ?? (nameRefused ? nameAnswer.message : null) ?? stepError(1)}
          />
          {nameAvailable && <Notice tone="success">{nameAnswer.message}</Notice>}
          {storeName.trim() && !nameMessage && (
            <p className="text-sm text-stone-600">{start.yourLink(storeName.trim().toLowerCase())}</p>
          )}
          {nameAvailable ? (
            <PrimaryButton type="button" onClick={() => setStep(2)}>
              {start.next}
            </PrimaryButton>
          ) : (
            <PrimaryButton
              type="submit"
              disabled={busy || !storeName.trim() || !!nameMessage || nameRefused || !!stepError(1)}
            >
              {nameCheck.state === "idle" ? start.checkName : start.checking}
            </PrimaryButton>
          )}
        </nameCheck.Form>
      )}

      {step === 2 && (
        <form
          className="mt-6 space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            form.touch("shopTypeId", "shopInfo");
            if (!form.messages.shopTypeId && !form.messages.shopInfo) setStep(3);
          }}
        >
          <Notice tone="success">{say(SIGNUP_MESSAGES.nameAvailable)}</Notice>
          <div className="space-y-1">
            <label htmlFor="shopTypeId" className="block font-semibold">
              {start.storeType}
            </label>
            <select
              id="shopTypeId"
              name="shopTypeId"
              value={shopTypeId}
              onChange={(e) => {
                form.set("shopTypeId", e.target.value);
                setCreateError(null);
              }}
              aria-invalid={typeMessage ? true : undefined}
              aria-describedby={typeMessage ? "shopTypeId-message" : undefined}
              className="block w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-base"
            >
              <option value="">{start.selectStoreType}</option>
              {loaderData.shopTypes.map((t) => (
                <option key={t.id} value={t.id}>
                  {start.shopType(t.id, t.name)}
                </option>
              ))}
            </select>
            {(typeMessage ?? stepError(2)) && (
              <p id="shopTypeId-message" className="text-sm font-medium text-red-700">
                {typeMessage ?? stepError(2)}
              </p>
            )}
          </div>
          {isOther && (
            <TextField
              label={start.productType}
              name="shopInfo"
              value={shopInfo}
              hint={start.productTypeHint}
              maxLength={40}
              onChange={(v) => form.set("shopInfo", v)}
              message={infoMessage}
            />
          )}
          <div className="flex gap-3">
            <SecondaryButton onClick={() => setStep(1)}>{start.back}</SecondaryButton>
            <PrimaryButton type="submit" disabled={!!typeMessage || !!infoMessage}>
              {start.next}
            </PrimaryButton>
          </div>
        </form>
      )}

      {step === 3 && (
        <creation.Form
          method="post"
          className="mt-6 space-y-4"
          onSubmit={(e) => {
            if (form.messages.email) {
              e.preventDefault();
              form.touch("email");
            }
          }}
        >
          <input type="hidden" name="intent" value="create" />
          <input type="hidden" name="storeName" value={storeName} />
          <input type="hidden" name="shopTypeId" value={shopTypeId} />
          <input type="hidden" name="shopInfo" value={isOther ? shopInfo : ""} />
          <TextField
            label={start.email}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoFocus
            value={email}
            hint={start.emailHint}
            onChange={(v) => {
              form.set("email", v);
              setCreateError(null);
            }}
            message={emailMessage ?? stepError(3)}
          />
          <div className="flex gap-3">
            <SecondaryButton onClick={() => setStep(2)}>{start.back}</SecondaryButton>
            <PrimaryButton type="submit" disabled={busy || !email.trim() || !!emailMessage || !!stepError(3)}>
              {creation.state === "idle" ? start.create : start.creating}
            </PrimaryButton>
          </div>
        </creation.Form>
      )}
    </main>
  );
}

function Created({ shopUrl, message }: { shopUrl: string; message: string }) {
  const { start } = useSiteTexts();
  const { locale } = useWriting();
  return (
    <main className="mx-auto max-w-md space-y-4 px-4 py-6">
      <Link to="/" className="block text-2xl font-extrabold text-brand">
        Yaadi
      </Link>
      <h1 className="text-2xl font-bold">{start.created}</h1>
      <Notice tone="success">{message}</Notice>
      <p className="text-stone-700">{start.createdNext}</p>
      <a href={`/${shopUrl}`} className="block rounded-lg bg-brand px-4 py-3 text-center font-bold text-brand-contrast">
        {start.openStore(shopUrl)}
      </a>
      <a
        href={panelLink(locale)}
        className="block rounded-lg border border-stone-300 px-4 py-3 text-center font-semibold"
      >
        {start.goToPanel}
      </a>
    </main>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const start = siteTextsOf(matches)?.start;
  if (!start) return [{ title: "Yaadi" }];
  return [{ title: `${start.heading} – Yaadi` }, { name: "description", content: start.description }];
};
