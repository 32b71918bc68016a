import { data, Link, redirect } from "react-router";
import { AdminFooter, AdminHeader, FlashNotice } from "#app/components/admin/admin-shell";
import { DataRequestsNotice } from "#app/components/admin/data-requests-notice";
import { HomeFaq } from "#app/components/admin/home-faq";
import { HomeIntro, HomeTerms } from "#app/components/admin/home-intro";
import { adminMenu, HomeMenu } from "#app/components/admin/home-menu";
import { LiveOrders } from "#app/components/admin/live-orders";
import { ShopApp } from "#app/components/admin/shop-app";
import { TodayGlance } from "#app/components/admin/today-glance";
import { ToCollect } from "#app/components/admin/udhaar/to-collect";
import { ChangePasswordForm } from "#app/components/change-password-form";
import { SignInForm } from "#app/components/sign-in-form";
import { dueDateDmy } from "#app/domain/admin/messages";
import { introVideos, socialPage } from "#app/domain/admin/platform-links";
import { ADMIN_HOME } from "#app/domain/admin/shop-app";
import { isClinic } from "#app/domain/clinic/clinic";
import { isPremium } from "#app/domain/plans";
import { PASSWORD_MESSAGES } from "#app/domain/sign-in";
import { changePasswordSchema, signInSchema } from "#app/domain/sign-in-schema";
import { istDate } from "#app/domain/time";
import { panelSay } from "#app/i18n/panel/say";
import { BEFORE_SIGN_IN, panelMeta, usePanelTexts } from "#app/i18n/panel-texts";
import { openRequestCount } from "#app/server/admin/data-requests.server";
import { dayGlance } from "#app/server/admin/reports.server";
import { scopeOfShop } from "#app/server/admin/shop-scope.server";
import { toCollect } from "#app/server/admin/udhaar-list.server";
import { getShopAdmin, requireShopAdmin, signedOutShopDisabled } from "#app/server/auth/guards.server";
import { deviceCookie, readDeviceToken } from "#app/server/auth/known-device.server";
import { changeAdminPassword } from "#app/server/auth/password-change.server";
import { readSessionToken, sessionCookie } from "#app/server/auth/sessions.server";
import { signInAdmin } from "#app/server/auth/sign-in.server";
import { refusalIn, refusalStatus, signInFailed } from "#app/server/auth/sign-in-answer.server";
import { getAppContext } from "#app/server/context.server";
import { readFlash, redirectWithFlash } from "#app/server/panel/flash.server";
import { panelTexts } from "#app/server/panel/texts.server";
import { formTextOf } from "#app/server/request/form-body.server";
import {
  askedPanelLanguageCookie,
  panelLanguageCookie,
  panelLanguageStale,
  panelLocale,
} from "#app/server/writing.server";
import type { Route } from "./+types/sign-in";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { admin, expired } = await getShopAdmin(request, getAppContext(context));
  // Signed out by the shop's suspension: the sign-in page says why (spec 3 "Shop status").
  const disabled = !admin && (await signedOutShopDisabled(request, getAppContext(context)));
  const url = new URL(request.url);
  // Spec 3 §7: a store that is not activated opens on Home Page Settings (the flash, if any, is read there).
  if (admin?.firstLoginDone && admin.shop.status === "not ready") throw redirect("/adminpanel/home-page-settings");
  const { flash, headers: flashHeaders } = readFlash(request);
  const headers = new Headers(flashHeaders);
  // Outside the panel's pipeline: the home keeps the admin's language on this phone itself.
  if (admin && panelLanguageStale(request, admin.language)) {
    headers.append("Set-Cookie", panelLanguageCookie(request, admin.language));
  }
  // Signed out, a link that names a language (Yaadi's home read in Marathi) is kept for the sign-in's other pages.
  const asked = admin ? null : askedPanelLanguageCookie(request);
  if (asked) headers.append("Set-Cookie", asked);
  const clinic = admin ? isClinic(admin.shop) : false;
  // A diet clinic takes no orders: its home has no "today at a glance".
  const glance = admin?.firstLoginDone && admin.shop.status === "ready" && !clinic;
  const scope = admin && scopeOfShop(getAppContext(context), admin.shop);
  const [today, owed, dataRequests] = await Promise.all([
    glance && scope ? dayGlance(scope, istDate(new Date())) : null,
    // Udhaar's card (Premium and Turbo, docs/decisions/0035): only when someone owes the shop something.
    glance && scope && isPremium(admin.shop.versionTypeId) ? toCollect(scope) : null,
    // Customers waiting for their details to be deleted (docs/decisions/0039): every shop's, only when some wait.
    admin?.firstLoginDone && scope ? openRequestCount(scope) : 0,
  ]);
  return data(
    {
      admin: admin && {
        userName: admin.userName,
        shopName: admin.shop.name,
        shopUrl: admin.shop.url,
        status: admin.shop.status,
        firstLoginDone: admin.firstLoginDone,
        homePageFacility: admin.shop.homePageFacility === 1,
        clinic,
        paymentDue:
          admin.shop.paymentMessage && admin.shop.paymentDueDate ? dueDateDmy(admin.shop.paymentDueDate) : null,
      },
      today,
      toCollect: owed && owed.totalPaise > 0 ? owed : null,
      dataRequests,
      expired: expired || url.searchParams.has("expired"),
      disabled,
      flash,
      supportLink: `https://wa.me/91${getAppContext(context).env.PLATFORM_WHATSAPP}?text=${encodeURIComponent(`Yaadi support: ${admin?.shop.url ?? ""}`)}`,
      introVideos: introVideos(getAppContext(context).env.PLATFORM_INTRO_VIDEOS),
      socialPage: socialPage(getAppContext(context).env.PLATFORM_SOCIAL_PAGE),
    },
    { headers },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = getAppContext(context);
  const form = formTextOf(context);

  // Answers in the admin's language: the signed-in admin's own, else the page's (panelLocale).
  if (form.intent === "change-password") {
    const admin = await requireShopAdmin(request, app);
    const say = panelSay(await panelTexts(admin.language));
    const parsed = changePasswordSchema.safeParse(form);
    if (!parsed.success) return data({ error: say(parsed.error.issues[0]!.message) }, { status: 400 });
    const result = await changeAdminPassword(app.db, {
      adminId: admin.adminId,
      ...parsed.data,
      currentToken: readSessionToken(request),
    });
    if (!result.ok)
      return data(
        { error: await refusalIn(admin.language, result) },
        { status: result.reason === "throttled" ? 429 : 400 },
      );
    return redirectWithFlash(request, ADMIN_HOME, { tone: "success", text: say(PASSWORD_MESSAGES.modified) });
  }

  const locale = panelLocale(request);
  const parsed = signInSchema.safeParse(form);
  if (!parsed.success)
    return data({ error: panelSay(await panelTexts(locale))(parsed.error.issues[0]!.message) }, { status: 400 });
  const result = await signInAdmin(app.db, {
    ...parsed.data,
    clientKey: app.clientKey,
    deviceToken: readDeviceToken(request, "admin"),
  }).catch(signInFailed);
  if (!result.ok) return data({ error: await refusalIn(locale, result) }, { status: refusalStatus(result.reason) });
  const url = new URL(request.url);
  const headers = new Headers([
    ["Set-Cookie", sessionCookie(url, result.token)],
    ["Set-Cookie", deviceCookie(url, "admin", result.device)],
    ["Set-Cookie", panelLanguageCookie(request, result.language ?? "en")],
  ]);
  return redirect(ADMIN_HOME, { headers });
}

export default function AdminPanel({ loaderData, actionData }: Route.ComponentProps) {
  const { admin } = loaderData;
  const { home, shell, auth } = usePanelTexts();
  if (!admin) {
    return (
      <>
        <ShopApp />
        <SignInForm
          title={auth.signIn.title}
          userNameLabel={auth.signIn.userName}
          error={actionData?.error}
          notice={loaderData.disabled ? home.disabled : loaderData.expired ? auth.signIn.sessionExpired : null}
          success={loaderData.flash?.tone === "success" ? loaderData.flash.text : null}
          hint={auth.signIn.passwordSent}
          forgotLink="/adminpanel/forgot-password"
        />
      </>
    );
  }
  if (!admin.firstLoginDone) return <ChangePasswordForm shopName={admin.shopName} error={actionData?.error} />;
  return (
    <>
      <ShopApp clinic={admin.clinic} />
      <AdminHeader shop={admin} />
      <main className="mx-auto max-w-5xl px-3 py-4">
        <FlashNotice flash={loaderData.flash} />
        <h1 className="text-2xl font-bold">{admin.shopName}</h1>
        <p className="text-sm text-stone-600">{home.signedInAs(admin.userName)}</p>
        {admin.status === "disabled" && (
          <p
            role="alert"
            className="mt-4 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm font-semibold text-red-800"
          >
            {home.disabled}{" "}
            <Link className="underline" to="/adminpanel/account">
              {shell.yourAccount}
            </Link>
          </p>
        )}
        {admin.paymentDue && admin.status !== "disabled" && (
          <p className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {home.paymentDue(admin.paymentDue)}
          </p>
        )}
        {admin.status === "not ready" && (
          <p className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {home.notActivated}{" "}
            <Link className="font-semibold underline" to="/adminpanel/home-page-settings">
              {home.activate}
            </Link>
          </p>
        )}
        {loaderData.today && <TodayGlance today={loaderData.today} />}
        {loaderData.toCollect && <ToCollect {...loaderData.toCollect} />}
        {loaderData.dataRequests > 0 && <DataRequestsNotice count={loaderData.dataRequests} />}
        <div className="mt-6">
          <HomeMenu groups={adminMenu({ ...admin, waiting: loaderData.today?.waiting })} />
        </div>
        <HomeIntro videos={loaderData.introVideos} socialPage={loaderData.socialPage} />
        <HomeFaq supportLink={loaderData.supportLink} />
        <HomeTerms />
      </main>
      <AdminFooter shopUrl={admin.shopUrl} />
      {!admin.clinic && <LiveOrders />}
    </>
  );
}

export const meta = panelMeta((t) => t.shell.adminPanel, BEFORE_SIGN_IN);
