import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LOGIN_MESSAGES, PASSWORD_MESSAGES } from "#app/domain/sign-in";
import { admins, emailOutbox } from "#db/schema/platform";
import { panelTexts } from "../fixtures/panel-texts";
import { asAdminOf, asOwner, createTestShop, db, uniqueSuffix } from "./helpers";
import { get, postForm } from "./route-harness";

/*
 * Signing in and the passwords in the admin's language (docs/decisions/0028): the sign-in page answers in the
 * language this phone keeps for the panel, a signed-in admin's forms in their own, and the e-mails an admin receives
 * are written in admins.language — the reset link opening its page in it on any phone.
 */

const langOf = (html: string) => html.match(/<html lang="([^"]+)"/)?.[1];
const client = () => ({
  "CF-Connecting-IP": `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
});
const newestMailTo = async (to: string) =>
  (
    await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)).orderBy(desc(emailOutbox.id)).limit(1)
  )[0];

describe.each(["mr", "hi"] as const)("signing in, in %s", (locale) => {
  const t = panelTexts(locale).auth;

  it("refuses a wrong password, an unknown user and an empty form in the phone's panel language", async () => {
    const shop = await createTestShop();
    await db().update(admins).set({ language: locale }).where(eq(admins.id, shop.admin.id));
    const phone = { cookie: `yaadi_panel_lang=${locale}`, headers: client() };
    const wrong = await postForm(
      "/adminpanel/",
      { userName: shop.admin.userName, password: "not-the-password" },
      phone,
    );
    expect(wrong.status).toBe(401);
    const html = await wrong.text();
    expect(langOf(html)).toBe(locale);
    expect(html).toContain(t.said[LOGIN_MESSAGES.wrongPassword]);
    expect(html).not.toContain(LOGIN_MESSAGES.wrongPassword);
    const unknown = await postForm("/adminpanel/", { userName: `nobody-${uniqueSuffix()}@x.in`, password: "x" }, phone);
    expect(await unknown.text()).toContain(t.said[LOGIN_MESSAGES.unknownUser]);
    const empty = await postForm("/adminpanel/", { userName: shop.admin.userName, password: "" }, phone);
    expect(await empty.text()).toContain(panelTexts(locale).fields.required(t.said.Password));
    // The form itself, before any answer.
    const page = await (await get("/adminpanel/", { cookie: phone.cookie })).text();
    for (const text of [t.signIn.title, t.signIn.password, t.signIn.forgot]) expect(page).toContain(text);
  });

  it("refuses a wrong old password at the first login in the admin's own language", async () => {
    const shop = await createTestShop({ completeFirstLogin: false });
    await db().update(admins).set({ language: locale }).where(eq(admins.id, shop.admin.id));
    const { token } = await asAdminOf(shop);
    const form = {
      intent: "change-password",
      oldPassword: "wrong-old-1",
      newPassword: "new-pass-123",
      newPasswordRepeat: "new-pass-123",
    };
    const refused = await postForm("/adminpanel/", form, { token });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(t.said[PASSWORD_MESSAGES.oldWrong]);
  });

  it("e-mails the reset link in the admin's language, and the link opens its page in it on a new phone", async () => {
    const shop = await createTestShop();
    await db().update(admins).set({ language: locale }).where(eq(admins.id, shop.admin.id));
    const asked = await postForm("/adminpanel/forgot-password", { email: shop.admin.userName }, { headers: client() });
    expect(asked.status).toBe(200);
    const mail = await newestMailTo(shop.admin.userName);
    const link = /(https?:\/\/\S+\/adminpanel\/reset-password\/[A-Za-z0-9_-]{43}\?lang=(?:mr|hi))/.exec(
      mail!.bodyText,
    )?.[1];
    expect(link).toContain(`?lang=${locale}`);
    expect({ subject: mail!.subject, text: mail!.bodyText }).toEqual(t.mail.reset(link!));
    const page = await get(new URL(link!).pathname + new URL(link!).search);
    const html = await page.text();
    expect([page.status, langOf(html)]).toEqual([200, locale]);
    expect(html).toContain(t.reset.title);
    // The phone keeps the language, so the sign-in the new password leads to is in it too.
    expect(page.headers.getSetCookie().some((c) => c.startsWith(`yaadi_panel_lang=${locale}`))).toBe(true);
  });

  it("e-mails a new password from the platform owner in the admin's language", async () => {
    const shop = await createTestShop();
    await db().update(admins).set({ language: locale }).where(eq(admins.id, shop.admin.id));
    const { token } = await asOwner();
    expect((await postForm(`/owner/admins/${shop.id}`, { intent: "reset" }, { token })).status).toBe(200);
    const mail = await newestMailTo(shop.admin.userName);
    const password = new RegExp(`^${t.said.Password}: (\\S+)$`, "m").exec(mail!.bodyText)?.[1];
    expect(password).toBeTruthy();
    const origin = /(https?:\/\/\S+)\/adminpanel$/m.exec(mail!.bodyText)?.[1];
    expect({ subject: mail!.subject, text: mail!.bodyText }).toEqual(
      t.mail.newPassword({
        shopName: shop.name,
        adminLink: `${origin}/adminpanel`,
        userName: shop.admin.userName,
        password: password!,
      }),
    );
  });
});
