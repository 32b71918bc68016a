import { env } from "cloudflare:test";
import { count, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { toFirstPageRow } from "#app/domain/admin/first-page-form";
import { readAccount, recordPayment } from "#app/server/admin/account.server";
import {
  activateStore,
  readFirstPage,
  readHomePage,
  readStoreSettings,
  saveFirstPage,
  saveStoreSettings,
  updateHomePage,
} from "#app/server/admin/settings.server";
import { bindToShop } from "#app/server/admin/shop-scope.server";
import { checkImageUpload } from "#app/server/uploads.server";
import { products, shopSettings } from "#db/schema/catalogue";
import { payments } from "#db/schema/orders";
import { shops } from "#db/schema/platform";
import { seed } from "../../scripts/seed/seed";
import { asAdminOf, createTestShop, db, seedTwoShops, type TestShop } from "./helpers";
import { formOf, get, postForm, send } from "./route-harness";
import { HOME_PAGE_DETAILS } from "./shop-fixtures";

/* The settings and account services: each call touches only the shop it is given (the session's). */

const details = HOME_PAGE_DETAILS;

async function shopRow(shop: TestShop) {
  const [row] = await db().select().from(shops).where(eq(shops.id, shop.id));
  return row!;
}

const PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="),
  (c) => c.charCodeAt(0),
);

let a: TestShop;
let b: TestShop;

beforeAll(async () => {
  await seed(db(), { localCredentials: true });
  ({ a, b } = await seedTwoShops());
});

describe("home page settings and activation", () => {
  it("updates only the session's shop, and activation opens only it", async () => {
    const bBefore = await shopRow(b);
    expect(await updateHomePage(bindToShop(db(), a.id), details)).toBe(true);
    expect(await readHomePage(bindToShop(db(), a.id))).toEqual(details);
    expect(await readHomePage(bindToShop(db(), b.id))).not.toEqual(details);

    expect((await shopRow(a)).status).toBe("not ready");
    expect(await activateStore(bindToShop(db(), a.id))).toBe(true);
    const after = await shopRow(a);
    expect(after.status).toBe("ready");
    expect(after.termsAgreedAt).toBeInstanceOf(Date);
    expect(await shopRow(b)).toEqual(bBefore);
  });

  it("does not re-open a disabled store", async () => {
    await db().update(shops).set({ status: "disabled" }).where(eq(shops.id, b.id));
    expect(await activateStore(bindToShop(db(), b.id))).toBe(false);
    expect((await shopRow(b)).status).toBe("disabled");
    await db().update(shops).set({ status: "not ready" }).where(eq(shops.id, b.id));
  });
});

describe("first page settings", () => {
  it("writes the session shop's row, creating it when missing, and leaves B's alone", async () => {
    const bBefore = await readFirstPage(bindToShop(db(), b.id));
    await db().delete(shopSettings).where(eq(shopSettings.shopId, a.id));
    const row = toFirstPageRow({
      firstPageMessage: "Fresh stock daily",
      minimumCriteria: "count",
      minimumAmount: "3",
      deliveryCharges: "20",
      deliveryChargesBelow: "300",
    });
    await saveFirstPage(bindToShop(db(), a.id), row);
    expect(await readFirstPage(bindToShop(db(), a.id))).toEqual(row);
    await saveFirstPage(bindToShop(db(), a.id), { ...row, firstPageMessage: "Changed" });
    expect((await readFirstPage(bindToShop(db(), a.id))).firstPageMessage).toBe("Changed");
    expect(await readFirstPage(bindToShop(db(), b.id))).toEqual(bBefore);
    const [rows] = await db().select({ n: count() }).from(shopSettings).where(eq(shopSettings.shopId, a.id));
    expect(rows!.n).toBe(1);
  });
});

describe("store settings", () => {
  it("sets colour, language and plan (and its limit) of the session's shop only", async () => {
    const bBefore = await shopRow(b);
    expect(
      await saveStoreSettings(bindToShop(db(), a.id), { colorScheme: "purple", languageChoice: 0, plan: 2 }),
    ).toEqual({ ok: true });
    expect(await readStoreSettings(bindToShop(db(), a.id))).toMatchObject({
      colorScheme: "purple",
      languageChoice: 0,
      plan: 2,
      productsLimit: 1000,
    });
    expect(await shopRow(b)).toEqual(bBefore);
  });

  it("refuses a plan smaller than the shop's products and changes nothing", async () => {
    await db().run(
      sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < 151) insert into products (shop_id, name, mrp_paise, price_paise) select ${a.id}, 'Bulk ' || i, 100, 100 from n`,
    );
    const result = await saveStoreSettings(bindToShop(db(), a.id), {
      colorScheme: "green",
      languageChoice: 1,
      plan: 0,
    });
    expect(result).toEqual({
      ok: false,
      message:
        "The store has currently 151 products. It can accomodate maximum 150. Delete some products before choosing plan-150.",
    });
    expect(await readStoreSettings(bindToShop(db(), a.id))).toMatchObject({
      colorScheme: "purple",
      plan: 2,
      productsLimit: 1000,
      productCount: 151,
    });
    await db().delete(products).where(eq(products.shopId, a.id));
  });
});

describe("your account", () => {
  it("reads only the session's shop and records a payment under a private key", async () => {
    const accountA = await readAccount(bindToShop(db(), a.id));
    expect(accountA).toMatchObject({
      shopName: details.name,
      shopUrl: a.url,
      planText: "Plan-1000 (Rs. 599/pm - max. 1000 products)",
      amountPaise: 59_900,
    });
    expect(accountA!.nextPayment).toMatch(/^\d{1,2}\/\d{1,2}\/\d{4}$/);
    expect((await readAccount(bindToShop(db(), b.id)))!.shopUrl).toBe(b.url);

    const file = new File([PNG], "pay.png", { type: "image/png" });
    const image = await checkImageUpload(file);
    if (!image.ok) throw new Error(image.message);
    await recordPayment(bindToShop(db(), a.id), env.FILES, image);

    const rows = await db().select().from(payments).where(eq(payments.shopId, a.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "pending", amountPaise: 59_900 });
    expect(rows[0]!.screenshotKey).toMatch(new RegExp(`^private/shops/${a.id}/payments/`));
    expect(await env.FILES.head(rows[0]!.screenshotKey)).not.toBeNull();
    expect((await readAccount(bindToShop(db(), a.id)))!.nextPayment).toBe("Verification Pending");

    // B has no payment and still shows its due date; once the owner verifies A, A does too.
    expect(await db().select().from(payments).where(eq(payments.shopId, b.id))).toHaveLength(0);
    expect((await readAccount(bindToShop(db(), b.id)))!.nextPayment).not.toBe("Verification Pending");
    await db().update(shops).set({ lastPaymentVerified: 1 }).where(eq(shops.id, a.id));
    expect((await readAccount(bindToShop(db(), a.id)))!.nextPayment).toMatch(/^\d{1,2}\/\d{1,2}\/\d{4}$/);
  });
});

/* The settings screens' requests as a browser or a script sends them, through the Worker (moved down from Chromium). */
describe("the settings screens' requests", () => {
  const adminToken = async (shop: TestShop) => (await asAdminOf(shop)).token!;

  it("send anonymous visitors to the sign-in, and an anonymous post changes nothing", async () => {
    for (const path of [
      "/adminpanel/store-settings",
      "/adminpanel/home-page-settings",
      "/adminpanel/first-page-settings",
      "/adminpanel/account",
      "/adminpanel/master-list",
      "/adminpanel/terms",
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("Location"), path).toBe("/adminpanel/");
    }
    const shop = await createTestShop();
    const before = await readStoreSettings(bindToShop(db(), shop.id));
    const post = await postForm("/adminpanel/store-settings", { colorScheme: "green", languageChoice: "1", plan: "2" });
    expect(post.status).toBe(302);
    expect(post.headers.get("Location")).toBe("/adminpanel/");
    expect(await readStoreSettings(bindToShop(db(), shop.id))).toEqual(before);
  });

  it("Store Settings refuses a posted plan smaller than the shop's products with the spec's text, and keeps what was saved", async () => {
    const shop = await createTestShop();
    const token = await adminToken(shop);
    await db().run(
      sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < 151) insert into products (shop_id, name, mrp_paise, price_paise) select ${shop.id}, 'Item ' || i, 1000, 1000 from n`,
    );
    const saved = await postForm(
      "/adminpanel/store-settings",
      { colorScheme: "purple", languageChoice: "0", plan: "1" },
      { token },
    );
    expect(saved.status).toBe(302);
    const refused = await postForm(
      "/adminpanel/store-settings",
      { colorScheme: "green", languageChoice: "1", plan: "0" },
      { token },
    );
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(
      "The store has currently 151 products. It can accomodate maximum 150. Delete some products before choosing plan-150.",
    );
    expect(await readStoreSettings(bindToShop(db(), shop.id))).toMatchObject({
      colorScheme: "purple",
      languageChoice: 0,
      plan: 1,
      productsLimit: 500,
      productCount: 151,
    });
  });

  it("Your Account's upload records a pending payment of the plan's amount, its screenshot private: /files does not serve it", async () => {
    const shop = await createTestShop();
    const form = formOf({ screenshot: new File([PNG], "payment.png", { type: "image/png" }) });
    const response = await send("/adminpanel/account", { method: "POST", body: form, token: await adminToken(shop) });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/adminpanel/account");
    const rows = await db().select().from(payments).where(eq(payments.shopId, shop.id));
    expect(rows).toMatchObject([{ status: "pending", amountPaise: 39_900 }]);
    expect(rows[0]!.screenshotKey).toMatch(/^private\//);
    expect(await env.FILES.head(rows[0]!.screenshotKey)).not.toBeNull();
    expect((await get(`/files/${rows[0]!.screenshotKey}`)).status).toBe(404);
  });
});
