import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SHOP_TYPE } from "#app/domain/shop-types";
import { SIGNUP_MESSAGES } from "#app/domain/signup";
import { admins, emailOutbox, shops } from "#db/schema/platform";
import { panelTexts } from "../fixtures/panel-texts";
import { siteTexts } from "../fixtures/site-texts";
import { storeTexts } from "../fixtures/store-texts";
import { createTestShop, db, ensureShopTypes, uniqueSuffix } from "./helpers";
import { englishWords, readable } from "./readable-words";
import { dataResponse, dataUrl, get, postForm } from "./route-harness";

/*
 * Yaadi's own pages in the visitor's language (docs/decisions/0028): the home, the create-store wizard, the registration
 * form and a page not found are written in the language the link names, the phone chose before or reads first
 * (`<html lang>`), with no English word left but Yaadi's name and the words every language writes in Latin letters;
 * the wizard's answers and its e-mail follow the same choice.
 */

const langOf = (html: string) => html.match(/<html lang="([^"]+)"/)?.[1];

/** Addresses written as they are typed: a link's path (/demoveggiestore), a store's address (yaadi.in/ramkirana). */
const ADDRESSES = [/\S*[a-z]\.in\/\S*/g, /\/[a-z_]+/g];

const PAGES = [
  { path: "/", status: 200 },
  { path: "/start", status: 200 },
  { path: "/registration", status: 200 },
  // Not a store's name (those send to the home's notice): a page no route writes, and one the store route refuses.
  { path: "/no-such/page", status: 404 },
  { path: "/no-such-page", status: 404 },
];

describe.each(["mr", "hi"] as const)("Yaadi's own pages in %s", (locale) => {
  const t = siteTexts(locale);

  it("writes every page in it, whether a link names it, the phone chose it or reads it first", async () => {
    await ensureShopTypes();
    const left: string[] = [];
    for (const { path, status } of PAGES) {
      for (const visit of [
        { path: `${path}?lang=${locale}`, init: {} },
        { path, init: { cookie: `yaadi_lang=${locale}` } },
        { path, init: { headers: { "Accept-Language": `${locale}-IN,${locale};q=0.9,en;q=0.8` } } },
      ]) {
        const response = await get(visit.path, visit.init);
        const html = await response.text();
        expect([response.status, langOf(html)], visit.path).toEqual([status, locale]);
        expect(html, visit.path).toContain('data-books="site"');
        const words = englishWords(readable(html), ADDRESSES);
        if (words.length) left.push(`${visit.path}: ${words.join(" ")}`);
      }
    }
    expect(left).toEqual([]);
  });

  it("shows each page's own texts, the page not found's too", async () => {
    const cookie = `yaadi_lang=${locale}`;
    const home = await (await get("/", { cookie })).text();
    for (const text of [t.home.headline, t.home.startNow, t.home.perMonth, t.home.demos]) expect(home).toContain(text);
    const wizard = await (await get("/start", { cookie })).text();
    for (const text of [t.start.heading, t.start.step(1, 3), t.start.storeName, t.start.checkName])
      expect(wizard).toContain(text);
    const registration = await (await get("/registration", { cookie })).text();
    for (const text of [t.registration.heading, t.registration.register, t.registration.said["Shop name"]])
      expect(registration).toContain(text);
    const missing = await (await get("/no-such/page", { cookie })).text();
    for (const text of [t.common.error.notFound, t.common.error.notFoundDetail, t.common.error.home])
      expect(missing).toContain(text);
  });

  it("remembers a language a link names, and the wizard answers and e-mails in it", async () => {
    const named = await get(`/start?lang=${locale}`);
    const kept = named.headers.getSetCookie().find((c) => c.startsWith(`yaadi_lang=${locale}`));
    expect(kept).toBeTruthy();
    const phone = {
      cookie: `yaadi_lang=${locale}`,
      headers: { "CF-Connecting-IP": `10.8.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
    };
    const wizard = async (fields: Record<string, string>) =>
      ((await dataResponse(await postForm(dataUrl("/start"), fields, phone))) as { data: { message: string } }).data;

    const shop = await createTestShop();
    expect(await wizard({ intent: "check-name", storeName: shop.url })).toMatchObject({
      available: false,
      message: t.start.said[SIGNUP_MESSAGES.nameTaken],
    });
    expect(await wizard({ intent: "check-name", storeName: "my shop" })).toMatchObject({
      message: t.common.fields.space,
    });

    const email = `owner-${uniqueSuffix()}@example.in`;
    const storeName = `lang${uniqueSuffix()}`;
    const created = await wizard({
      intent: "create",
      storeName,
      shopTypeId: String(SHOP_TYPE.grocery),
      shopInfo: "",
      email,
    });
    expect(created).toMatchObject({ ok: true, message: t.start.said[SIGNUP_MESSAGES.created] });
    const [mail] = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, email))
      .orderBy(desc(emailOutbox.id));
    const password = /^[^:\n]+: ([a-z0-9]{10})$/m.exec(mail!.bodyText)?.[1];
    const origin = /(https?:\/\/[^\s/]+)\/adminpanel$/m.exec(mail!.bodyText)?.[1];
    expect({ subject: mail!.subject, text: mail!.bodyText }).toEqual(
      t.start.mail({
        storeName,
        storeLink: `${origin}/${storeName.toLowerCase()}`,
        adminLink: `${origin}/adminpanel`,
        userName: email,
        password: password!,
      }),
    );
    // The new store's admin reads the panel in the language they signed up in.
    const [admin] = await db().select({ language: admins.language }).from(admins).where(eq(admins.userName, email));
    expect(admin?.language).toBe(locale);
  });

  it("refuses a registration in it, and its WhatsApp greeting is in it too", async () => {
    const refused = await postForm(
      "/registration",
      {
        shopName: "ab",
        ownerName: "Laxmi Kale",
        address: "12 Main Road, Pune",
        city: "Pune",
        pinCode: "411001",
        whatsApp: "9876543210",
        mobile: "9876543210",
        email: "",
      },
      { cookie: `yaadi_lang=${locale}` },
    );
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain(t.common.fields.minCharacters(4));
    expect(html).not.toContain("Min 4 characters required");
    const values = { shopName: "Kale Kirana", ownerName: "Laxmi Kale", city: "Pune" };
    const sent = await postForm(
      "/registration",
      { ...values, address: "12 Main Road, Pune", pinCode: "411001", whatsApp: "9876543210", mobile: "9876543211" },
      { cookie: `yaadi_lang=${locale}`, headers: { "CF-Connecting-IP": `10.6.${Math.floor(Math.random() * 250)}.1` } },
    );
    expect(sent.status).toBe(302);
    expect(new URL(sent.headers.get("Location")!).searchParams.get("text")).toBe(t.registration.greeting(values));
  });
});

describe("the error screen, in the book its page loaded", () => {
  it("is written in the panel's language on a panel's page, and in the store's on a store's", async () => {
    const missing = await get("/adminpanel/no-such/page", { cookie: "yaadi_panel_lang=mr" });
    const panel = await missing.text();
    expect([missing.status, langOf(panel), panel.match(/data-books="([^"]*)"/)?.[1]]).toEqual([404, "mr", "panel"]);
    expect(panel).toContain(panelTexts("mr").auth.error.notFound);
    expect(panel).toContain(panelTexts("mr").auth.error.notFoundDetail);

    const shop = await createTestShop();
    await db().update(shops).set({ language: "hi" }).where(eq(shops.id, shop.id));
    const inStore = await get(`/${shop.url}/no-such/page`);
    const store = await inStore.text();
    expect([inStore.status, langOf(store), store.match(/data-books="([^"]*)"/)?.[1]]).toEqual([404, "hi", "store"]);
    expect(store).toContain(storeTexts("hi").common.error.notFound);
    expect(store).toContain(storeTexts("hi").common.error.home);
  });
});
