import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { firstPageRules } from "#app/domain/admin/first-page-form";
import { homePageRules } from "#app/domain/admin/home-page-form";
import { ADMIN_MESSAGES } from "#app/domain/admin/messages";
import { DIGITS_REQUIRED, MINIMUM_CRITERIA_LABEL, STORE_SETTINGS_LABELS } from "#app/domain/admin/settings-texts";
import type { Locale } from "#app/i18n/locale";
import { updateHomePage } from "#app/server/admin/settings.server";
import { bindToShop } from "#app/server/admin/shop-scope.server";
import { admins } from "#db/schema/platform";
import { panelTexts } from "../fixtures/panel-texts";
import { flashOf, refusal } from "./admin-answers";
import { asAdminOf, createTestShop, db } from "./helpers";
import { get, postForm } from "./route-harness";
import { HOME_PAGE_DETAILS, makeShopReady } from "./shop-fixtures";

/*
 * Home Page, First Page and Store Settings and the Terms and Conditions in the admin's language (docs/decisions/0028):
 * what their actions say (a save's flash, a refusal, the activation) and the terms themselves, from the panel book's
 * `settings` section; English stays the specs' words.
 */

const STORE = { colorScheme: "green", languageChoice: "1", plan: "0", storeLanguage: "en", digits: "latn" };
const FIRST_PAGE = {
  firstPageMessage: "Fresh stock daily",
  minimumCriteria: "amount",
  minimumAmount: "200",
  deliveryCharges: "20",
  deliveryChargesBelow: "300",
};

/** A shop whose admin reads the panel in `locale`, signed in; ready (activated) unless asked otherwise. */
async function adminIn(locale: Locale, { ready = true } = {}) {
  const shop = await createTestShop();
  if (ready) await makeShopReady(shop);
  await db().update(admins).set({ language: locale }).where(eq(admins.id, shop.admin.id));
  const { token } = await asAdminOf(shop);
  const post = (path: string, fields: Record<string, string>) => postForm(path, fields, { token });
  return { shop, token, post };
}

describe("the settings screens in the admin's language", () => {
  it("the book says every label and fixed message these screens' rules give", () => {
    const said = panelTexts("en").settings.said as Record<string, string>;
    const english = [
      ...Object.values(homePageRules).map((rule) => rule.label),
      ...Object.values(firstPageRules).map((rule) => rule.label),
      MINIMUM_CRITERIA_LABEL,
      ...Object.values(STORE_SETTINGS_LABELS),
      DIGITS_REQUIRED,
    ];
    for (const text of english) expect(said[text], text).toBe(text);
  });

  it.each(["mr", "hi"] as const)("%s: each save's message is the book's", async (locale) => {
    const t = panelTexts(locale).settings;
    const { post } = await adminIn(locale);
    const saves = [
      [await post("/adminpanel/home-page-settings", HOME_PAGE_DETAILS), t.homePage.updated],
      [await post("/adminpanel/first-page-settings", FIRST_PAGE), t.firstPage.updated],
      [await post("/adminpanel/store-settings", STORE), t.store.updated],
    ] as const;
    for (const [response, text] of saves) {
      expect(response.status).toBe(302);
      expect(flashOf(response)).toMatchObject({ tone: "success", text });
    }
  });

  it.each(["mr", "hi"] as const)("%s: refusals are said in the admin's language", async (locale) => {
    const texts = panelTexts(locale);
    const t = texts.settings;
    const { shop, post } = await adminIn(locale);

    const owner = await refusal(
      await post("/adminpanel/home-page-settings", { ...HOME_PAGE_DETAILS, owner: "" }),
      "routes/admin/settings/home-page",
    );
    expect([owner.status, owner.answer?.error]).toEqual([400, texts.fields.required(t.said["Owner name"])]);

    const digits = await refusal(
      await post("/adminpanel/store-settings", { ...STORE, digits: "roman" }),
      "routes/admin/settings/store-settings",
    );
    expect([digits.status, digits.answer?.error]).toEqual([400, t.said["Digits are required"]]);

    await db().run(
      sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < 151) insert into products (shop_id, name, mrp_paise, price_paise) select ${shop.id}, 'Item ' || i, 1000, 1000 from n`,
    );
    const plan = await refusal(await post("/adminpanel/store-settings", STORE), "routes/admin/settings/store-settings");
    expect([plan.status, plan.answer?.error]).toEqual([400, t.store.planRefused(151, 150)]);
  });

  it.each(["mr", "hi"] as const)(
    "%s: agreeing to the terms activates the store with the book's message, and the terms are the book's",
    async (locale) => {
      const t = panelTexts(locale).settings.terms;
      const { shop, token, post } = await adminIn(locale, { ready: false });
      await updateHomePage(bindToShop(db(), shop.id), HOME_PAGE_DETAILS);
      const terms = await (await get("/adminpanel/terms", { token })).text();
      for (const text of [t.title, t.text.heading, t.text.service.text, t.agree, t.notAgree])
        expect(terms).toContain(text);

      const agreed = await post("/adminpanel/terms", { intent: "agree" });
      expect([agreed.status, agreed.headers.get("Location")]).toEqual([302, "/adminpanel/"]);
      expect(flashOf(agreed)).toMatchObject({ tone: "success", text: t.activated });

      // The admin home shows the same terms, from the same book.
      const home = await (await get("/adminpanel/", { token, cookie: `yaadi_panel_lang=${locale}` })).text();
      expect(home).toContain(t.text.heading);
    },
  );

  it("English keeps the specs' words", async () => {
    const { post, token } = await adminIn("en");
    const saved = await post("/adminpanel/store-settings", STORE);
    expect(flashOf(saved).text).toBe(ADMIN_MESSAGES.storeSettingsUpdated);
    const terms = await (await get("/adminpanel/terms", { token })).text();
    expect(terms).toContain("Terms and conditions of the Yaadi online store service");
    expect(terms).toContain("Rs. 399 per month for up to 150 products; Rs. 499 per month for up to 500 products");
  });
});
