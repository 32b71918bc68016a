import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { admins, shops } from "#db/schema/platform";
import { asAdminOf, createTestShop, db } from "./helpers";
import { dataResponse, dataUrl, get, postForm } from "./route-harness";

/*
 * The admin panel in the admin's own language (docs/decisions/0028): chosen in Your Account, saved for that admin
 * alone, kept on the phone by a cookie so the sign-in page and the home follow it, and never the store's language.
 */

const langOf = (html: string) => html.match(/<html lang="([^"]+)"/)?.[1];
const PANEL_COOKIE = "yaadi_panel_lang";

async function languageOf(adminId: number) {
  const [row] = await db().select({ language: admins.language }).from(admins).where(eq(admins.id, adminId));
  return row?.language;
}

describe("the panel's language", () => {
  it("is English until the admin chooses, whatever the store's customers read", async () => {
    const shop = await createTestShop();
    const { token } = await asAdminOf(shop);
    const html = await (await get("/adminpanel/account", { token })).text();
    expect(langOf(html)).toBe("en");
    expect(html).toContain("Panel language");
    expect(html).toContain(">Visit Store<");
  });

  it("is saved for this admin alone, and the panel is then written in it with its own book", async () => {
    const [shop, other] = [await createTestShop(), await createTestShop()];
    const { token } = await asAdminOf(shop);
    const saved = await postForm("/adminpanel/account", { intent: "panel-language", language: "mr" }, { token });
    expect(saved.status).toBe(302);
    expect(saved.headers.getSetCookie().some((c) => c.startsWith(`${PANEL_COOKIE}=mr`))).toBe(true);
    expect(await languageOf(shop.admin.id)).toBe("mr");
    expect(await languageOf(other.admin.id)).toBe("en");

    // Another phone without the cookie: the pipeline writes the admin's language and keeps it on that phone.
    const account = await get("/adminpanel/account", { token });
    const html = await account.text();
    expect(langOf(html)).toBe("mr");
    expect(html).toContain('data-books="panel"');
    expect(html).toContain("दुकान पाहा");
    expect(html).toContain("पॅनलची भाषा");
    expect(account.headers.getSetCookie().some((c) => c.startsWith(`${PANEL_COOKIE}=mr`))).toBe(true);

    // The home sits outside the panel's middleware: the phone's cookie names the language (a new store opens on Home
    // Page Settings, so the shop is made ready first).
    await db().update(shops).set({ status: "ready" }).where(eq(shops.id, shop.id));
    const home = await (await get("/adminpanel/", { token, cookie: `${PANEL_COOKIE}=mr` })).text();
    expect(langOf(home)).toBe("mr");
    for (const words of ["उत्पादने", "व्यवस्थापन", "यादी सारांश"]) expect(home).toContain(words);
  });

  it("writes a client navigation's data for the page it goes to, in the same language", async () => {
    const shop = await createTestShop();
    await db().update(shops).set({ status: "ready" }).where(eq(shops.id, shop.id));
    await db().update(admins).set({ language: "hi" }).where(eq(admins.id, shop.admin.id));
    const { token } = await asAdminOf(shop);
    // The home's data (outside the panel's middleware) by the phone's cookie, a screen's by the admin's own choice.
    for (const [path, cookie] of [
      ["/adminpanel/", `${PANEL_COOKIE}=hi`],
      ["/adminpanel/account", ""],
    ] as const) {
      const answer = await dataResponse(await get(dataUrl(path), { token, cookie }));
      expect(answer.root, path).toMatchObject({ data: { writing: { locale: "hi" }, books: ["panel"] } });
    }
  });

  it("loads the store's books too (its own and the list's) where the panel shows a yaadi's bill, and only there", async () => {
    const shop = await createTestShop();
    await db().update(shops).set({ status: "ready" }).where(eq(shops.id, shop.id));
    const { token } = await asAdminOf(shop);
    const booksOf = async (path: string) =>
      (await (await get(path, { token })).text()).match(/data-books="([^"]*)"/)?.[1];
    expect(await booksOf("/adminpanel/yaadies/999999999")).toBe("panel store yaadi");
    expect(await booksOf("/adminpanel/account")).toBe("panel");
  });

  it("greets the last admin of this phone in their language on the sign-in page", async () => {
    expect(langOf(await (await get("/adminpanel/", { cookie: `${PANEL_COOKIE}=hi` })).text())).toBe("hi");
    expect(langOf(await (await get("/adminpanel/", { cookie: `${PANEL_COOKIE}=xx` })).text())).toBe("en");
  });

  it("refuses a language it does not offer with a message, and changes nothing", async () => {
    const shop = await createTestShop();
    const { token } = await asAdminOf(shop);
    for (const language of ["fr", "", "<b>mr</b>"]) {
      const refused = await postForm("/adminpanel/account", { intent: "panel-language", language }, { token });
      expect(refused.status, language).toBe(400);
      expect(await refused.text(), language).toContain("Choose English, मराठी or हिन्दी.");
    }
    expect(await languageOf(shop.admin.id)).toBe("en");
  });
});
