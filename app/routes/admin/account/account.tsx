import { data } from "react-router";
import { NotificationsCard } from "#app/components/admin/account-notifications";
import { CLOSE_ACCOUNT_INTENT, CloseAccountCard, WITHDRAW_CLOSING_INTENT } from "#app/components/admin/close-account";
import { MyDataCard } from "#app/components/admin/my-data";
import { PANEL_LANGUAGE_INTENT, PanelLanguageCard } from "#app/components/admin/panel-language";
import { AccountFactsCard, PayDueAmount } from "#app/components/admin/settings-account";
import { SettingsScreen } from "#app/components/admin/settings-parts";
import { dueDateDmy } from "#app/domain/admin/messages";
import { isUpiId, upiPayLink } from "#app/domain/admin/upi";
import { closeRequestSchema } from "#app/domain/closing/close-request-schema";
import { pushSettings } from "#app/domain/push/settings";
import { z } from "#app/domain/zod";
import { LOCALES } from "#app/i18n/locale";
import { panelSay } from "#app/i18n/panel/say";
import { panelMeta, usePanelTexts } from "#app/i18n/panel-texts";
import { readAccount, recordPayment, savePanelLanguage } from "#app/server/admin/account.server";
import { type AdminRequest, adminOf } from "#app/server/admin/pipeline.server";
import { listPushDevices } from "#app/server/admin/push-devices.server";
import { readClosure, requestClosing, withdrawClosing } from "#app/server/closing/requests.server";
import { notFound } from "#app/server/panel/access.server";
import { redirectWithFlash } from "#app/server/panel/flash.server";
import { panelTexts } from "#app/server/panel/texts.server";
import { qrCodeSvg } from "#app/server/qr.server";
import { formOf } from "#app/server/request/form-body.server";
import { checkImageUpload } from "#app/server/uploads.server";
import { panelLanguageCookie } from "#app/server/writing.server";
import type { Route } from "./+types/account";

/** Your Account (spec 2 §2, §4 "Payment"): open in every state, so a disabled store can still pay. */
export async function loader({ context }: Route.LoaderArgs) {
  const admin = adminOf(context);
  const [account, devices, closure] = await Promise.all([
    readAccount(admin.scope),
    listPushDevices(admin.scope, admin.adminId),
    readClosure(admin.scope),
  ]);
  if (!account) notFound();
  const push = pushSettings(admin.app.env);
  if (!push.on && push.problem) console.error(push.problem);
  const upiId = admin.app.env.PLATFORM_UPI_ID ?? "";
  const link = isUpiId(upiId)
    ? upiPayLink({ upiId, payeeName: "Yaadi", amountPaise: account.amountPaise, note: account.shopUrl })
    : null;
  if (!link) console.error("PLATFORM_UPI_ID is missing or not a UPI id");
  const { shop } = admin;
  return {
    account,
    pay: link ? { link, upiId, qrSvg: qrCodeSvg(link), note: account.shopUrl } : null,
    disabled: shop.status === "disabled",
    paymentDue: shop.paymentMessage && shop.paymentDueDate ? dueDateDmy(shop.paymentDueDate) : null,
    language: admin.language,
    // Notifications of new orders: offered when the deployment sends them (its VAPID public key for the browser).
    push: push.on ? { publicKey: push.vapid.publicKey } : null,
    devices,
    closure,
  };
}

const panelLanguageSchema = z.object({ language: z.enum(LOCALES) });

export async function action({ request, context }: Route.ActionArgs) {
  const admin = adminOf(context);
  const form = formOf(context);
  const intent = form.get("intent");
  if (intent === PANEL_LANGUAGE_INTENT) return saveLanguage(request, admin, form);
  if (intent === CLOSE_ACCOUNT_INTENT || intent === WITHDRAW_CLOSING_INTENT) return closing(request, admin, form);
  const t = await panelTexts(admin.language);
  const say = panelSay(t);
  const image = await checkImageUpload(form.get("screenshot"));
  if (!image.ok) return data({ error: say(image.message) }, { status: 400 });
  const saved = await recordPayment(admin.scope, admin.app.env.FILES, image);
  if (!saved.ok) return data({ error: say(saved.message) }, { status: 429 });
  return redirectWithFlash(request, "/adminpanel/account", { tone: "success", text: t.account.paymentThanks });
}

/** "Close my account" and its withdrawal: the session's shop only, with the admin's password to ask. */
async function closing(request: Request, admin: AdminRequest, form: FormData) {
  const t = await panelTexts(admin.language);
  const say = panelSay(t);
  if (form.get("intent") === WITHDRAW_CLOSING_INTENT) {
    const withdrawn = await withdrawClosing(admin);
    if (!withdrawn.ok) return data({ error: say(withdrawn.message) }, { status: withdrawn.status });
    return redirectWithFlash(request, "/adminpanel/account", { tone: "success", text: t.account.closing.withdrawn });
  }
  const parsed = closeRequestSchema.safeParse({
    password: form.get("password") ?? "",
    reason: form.get("reason") ?? "",
  });
  if (!parsed.success)
    return data({ error: null, closingError: say(parsed.error.issues[0]!.message) }, { status: 400 });
  const asked = await requestClosing(admin, parsed.data);
  if (!asked.ok) return data({ error: null, closingError: say(asked.message) }, { status: asked.status });
  return redirectWithFlash(request, "/adminpanel/account", { tone: "success", text: t.account.closing.asked });
}

/** The admin's panel language: saved for them (every phone they sign in on) and kept on this phone at once. */
async function saveLanguage(request: Request, admin: AdminRequest, form: FormData) {
  const parsed = panelLanguageSchema.safeParse({ language: form.get("language") });
  if (!parsed.success) {
    const { account } = await panelTexts(admin.language);
    return data({ error: null, languageError: account.unknown }, { status: 400 });
  }
  const { language } = parsed.data;
  await savePanelLanguage(admin.scope, admin.adminId, language);
  const { account } = await panelTexts(language);
  const headers = { "Set-Cookie": panelLanguageCookie(request, language) };
  return redirectWithFlash(request, "/adminpanel/account", { tone: "success", text: account.saved }, { headers });
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { account } = loaderData;
  const t = usePanelTexts();
  return (
    <SettingsScreen title={t.account.title} error={actionData?.error}>
      {loaderData.disabled && (
        <p
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm font-semibold text-red-800"
        >
          {t.home.disabled}
        </p>
      )}
      {loaderData.paymentDue && !loaderData.disabled && (
        <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t.home.paymentDue(loaderData.paymentDue)}
        </p>
      )}
      <AccountFactsCard account={account} />
      <PanelLanguageCard
        language={loaderData.language}
        message={actionData && "languageError" in actionData ? actionData.languageError : null}
      />
      <NotificationsCard push={loaderData.push} devices={loaderData.devices} />
      <MyDataCard />
      <PayDueAmount pay={loaderData.pay} amountPaise={account.amountPaise} open={!!actionData?.error} />
      <CloseAccountCard
        closure={loaderData.closure}
        message={actionData && "closingError" in actionData ? actionData.closingError : null}
      />
    </SettingsScreen>
  );
}

export const meta = panelMeta((t) => t.account.title);
