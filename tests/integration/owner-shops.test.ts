import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { emptyShopForm, SHOP_MESSAGES, type ShopFormValues } from "#app/domain/owner/shop-form";
import { SHOP_TYPE } from "#app/domain/shop-types";
import { type StorePageWire, startsInQuickMode } from "#app/domain/store-page";
import { signInAdmin } from "#app/server/auth/sign-in.server";
import { products } from "#db/schema/catalogue";
import { yaadies, yaadiLines } from "#db/schema/orders";
import { admins, auditEvents, emailOutbox, sessions, shops } from "#db/schema/platform";
import { asAdminOf, asOwner, countRows, createTestShop, db, uniqueSuffix } from "./helpers";
import { embeddedData, get, postForm } from "./route-harness";
import { fillShop, makeShopReady } from "./shop-fixtures";
import { STORE_ROUTE } from "./store-page";

/*
 * The platform owner's Shops (spec 3 §2 "Shops", §4 "After adding a shop…", §5 "Shop (owner)"; DECISIONS.md "Owner
 * back office", the one-time password): through the back office's routes as the owner signs in.
 */

let ownerToken: string;

beforeEach(async () => {
  ownerToken = (await asOwner()).token!;
});

const newShopValues = (overrides: Partial<ShopFormValues> = {}): ShopFormValues => {
  const suffix = uniqueSuffix();
  return {
    ...emptyShopForm(),
    name: "Sai Kirana Store",
    shopUrl: `sai${suffix}`.slice(0, 20),
    title: "Sai Kirana, Pune",
    owner: "Sai Deshmukh",
    address: "12, MG Road, Camp",
    city: "Pune",
    pinCode: "411001",
    whatsApp: "9876543210",
    mobile: `9${String(Date.now()).slice(-5)}${String(Math.floor(Math.random() * 10_000)).padStart(4, "0")}`,
    shopTypeId: String(SHOP_TYPE.grocery),
    ...overrides,
  };
};

const post = (path: string, values: Record<string, string>) => postForm(path, values, { token: ownerToken });
const html = async (path: string) => {
  const response = await get(path, { token: ownerToken });
  return { status: response.status, text: await response.text() };
};

describe("back office Shops", () => {
  it("is the owner's only: a shop admin and a visitor are sent to the owner's sign-in", async () => {
    const shop = await createTestShop();
    const admin = await asAdminOf(shop);
    for (const token of [admin.token, null]) {
      for (const path of ["/owner/shops", "/owner/shops/new", `/owner/shops/${shop.id}`]) {
        const response = await get(path, { token });
        expect([response.status, response.headers.get("Location")], path).toEqual([302, "/owner"]);
      }
      const write = await postForm("/owner/shops", { intent: "delete", id: String(shop.id) }, { token });
      expect(write.status).toBe(302);
    }
    expect(await countRows(shops, eq(shops.id, shop.id))).toBe(1);
  });

  it("adds a shop and its admin: user name = the mobile, a one-time password shown once, the first sign-in forced to change it", async () => {
    const values = newShopValues({ email: `sai-${uniqueSuffix()}@example.in`, status: "ready", versionTypeId: "2" });
    const response = await post("/owner/shops/new", values);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain(SHOP_MESSAGES.added(values.shopUrl));
    const password = /One-time password: ([a-z0-9]{10})/.exec(page)?.[1];
    expect(password).toBeTruthy();
    const [shop] = await db().select().from(shops).where(eq(shops.url, values.shopUrl));
    expect(shop).toMatchObject({
      name: values.name,
      status: "ready",
      versionTypeId: 2,
      productsLimit: 50,
      mobile: values.mobile,
      email: values.email,
    });
    const [admin] = await db().select().from(admins).where(eq(admins.shopId, shop!.id));
    expect(admin).toMatchObject({ userName: values.mobile, firstLoginDone: 0 });
    const signedIn = await signInAdmin(db(), {
      userName: values.mobile,
      password: password!,
      clientKey: `t-${uniqueSuffix()}`,
    });
    expect(signedIn).toMatchObject({ ok: true, firstLoginDone: false, shopUrl: values.shopUrl });
    // E-mailed to the shop (a sensitive mail: its body is erased once sent), and audited with its shop.
    const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, values.email));
    expect([mail?.sensitive, mail?.bodyText.includes(password!)]).toEqual([1, true]);
    const [event] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.shopUrl, values.shopUrl), eq(auditEvents.action, "shop added")));
    expect(event).toMatchObject({
      shopId: shop!.id,
      actor: "owner@tests.yaadi.local",
      details: `admin ${values.mobile}`,
    });
    // Shown once: the screen loaded again has no password.
    expect((await html("/owner/shops/new")).text).not.toContain(password!);
  });

  it("refuses bad fields with the spec's message and a taken URL or mobile, writing nothing", async () => {
    const before = await countRows(shops);
    const cases: [Partial<ShopFormValues>, string][] = [
      [{ pinCode: "4110" }, "Min 6 digits required"],
      [{ name: "Sai" }, "Min 4 characters required"],
      [{ shopUrl: "sai kirana" }, "space is not allowed"],
      [{ landLine: "0201234" }, "Min 11 digits required"],
      [{ aboutUs: "Too short" }, "Min 50 characters required"],
      [{ email: "not-an-email" }, "valid email-id  is required"],
      [{ shopTypeId: "" }, "Shop type is required"],
      [{ productsLimit: "5000" }, "Products limit must be between 1 and 1000"],
      [{ status: "paused" }, "Choose one of the options"],
    ];
    for (const [overrides, message] of cases) {
      const response = await post("/owner/shops/new", newShopValues(overrides));
      expect(response.status, message).toBe(400);
      expect(await response.text()).toContain(message);
    }
    const existing = await createTestShop();
    const taken = await post("/owner/shops/new", newShopValues({ shopUrl: existing.url }));
    expect([taken.status, (await taken.text()).includes(SHOP_MESSAGES.urlTaken)]).toEqual([409, true]);
    const first = newShopValues();
    expect((await post("/owner/shops/new", first)).status).toBe(200);
    const sameMobile = await post("/owner/shops/new", newShopValues({ mobile: first.mobile }));
    expect([sameMobile.status, (await sameMobile.text()).includes(SHOP_MESSAGES.mobileTaken)]).toEqual([409, true]);
    expect(await countRows(shops)).toBe(before + 2); // the existing shop and the first
  });

  it("updates plan, facilities and status; disabling ends the admin's sessions at once, enabling restores the panel", async () => {
    const shop = await createTestShop();
    await makeShopReady(shop);
    const admin = await asAdminOf(shop);
    expect((await get("/adminpanel/yaadi-summary", { token: admin.token })).status).toBe(200);
    const form = await html(`/owner/shops/${shop.id}`);
    expect(form.text).toContain(`Update Shop ${shop.url}`);

    const [row] = await db().select().from(shops).where(eq(shops.id, shop.id));
    const values: ShopFormValues = {
      ...newShopValues({ shopUrl: shop.url, mobile: "9123456780" }),
      status: "disabled",
      plan: "2",
      productsLimit: "1000",
      versionTypeId: "3",
      dealerFacility: "1",
      homePageFacility: "1",
      paymentDueDate: "2026-12-31",
    };
    const saved = await post(`/owner/shops/${shop.id}`, values);
    expect([saved.status, saved.headers.get("Location")]).toEqual([302, "/owner/shops"]);
    const [after] = await db().select().from(shops).where(eq(shops.id, shop.id));
    expect(after).toMatchObject({
      url: row!.url,
      status: "disabled",
      plan: 2,
      productsLimit: 1000,
      versionTypeId: 3,
      dealerFacility: 1,
      homePageFacility: 1,
      paymentDueDate: "2026-12-31",
    });
    expect(await countRows(sessions, eq(sessions.shopId, shop.id))).toBe(0);
    expect((await get("/adminpanel/yaadi-summary", { token: admin.token })).headers.get("Location")).toBe(
      "/adminpanel/",
    );
    const [event] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.shopId, shop.id), eq(auditEvents.action, "shop updated")));
    expect(event!.details).toContain("status: ready → disabled");
    expect(event!.details).toContain("plan: 0 → 2");

    // Signed in again while disabled: the account page (spec 3 §4); enabled again, the panel as before.
    const again = await asAdminOf(shop);
    expect((await get("/adminpanel/yaadi-summary", { token: again.token })).headers.get("Location")).toBe(
      "/adminpanel/account",
    );
    expect((await post(`/owner/shops/${shop.id}`, { ...values, status: "ready" })).status).toBe(302);
    expect((await get("/adminpanel/yaadi-summary", { token: again.token })).status).toBe(200);
  });

  it("Product images, Info place and Show item count govern the store and the Shops list", async () => {
    const shop = await createTestShop();
    await makeShopReady(shop);
    // A product with an image: only the owner's Product images decides whether the store shows it.
    await db()
      .insert(products)
      .values({
        shopId: shop.id,
        name: "Alphonso Mango",
        information: "dozen",
        mrpPaise: 60_000,
        pricePaise: 55_000,
        rating: 5,
        imageKey: `public/shops/${shop.id}/mango.webp`,
      });
    const storeShop = async () => {
      const page = embeddedData(await (await get(`/${shop.url}`)).text()).loaderData[STORE_ROUTE] as StorePageWire;
      return { ...page.shop, quick: startsInQuickMode(page) };
    };
    expect(await storeShop()).toMatchObject({ productImages: 1, informationPlace: 0, showItemCount: 1, quick: false });

    const values: ShopFormValues = {
      ...newShopValues({ shopUrl: shop.url, mobile: "9123456781", status: "ready" }),
      productImages: "",
      informationPlace: "1",
      showItemCount: "",
    };
    expect((await post(`/owner/shops/${shop.id}`, values)).status).toBe(302);
    expect(await storeShop()).toMatchObject({ productImages: 0, informationPlace: 1, showItemCount: 0, quick: true });
    const list = await html(`/owner/shops?q=${shop.url}`);
    expect(list.text).toContain(">Photo<");
    expect(list.text).toContain(">Info place<");
    expect(list.text).toContain("Beside the price");
    const form = await html(`/owner/shops/${shop.id}`);
    expect(form.text).toMatch(/name="productImages"(?![^>]*checked)/);

    expect(
      (await post(`/owner/shops/${shop.id}`, { ...values, productImages: "1", informationPlace: "0" })).status,
    ).toBe(302);
    expect(await storeShop()).toMatchObject({ productImages: 1, informationPlace: 0, quick: false });
    expect((await html(`/owner/shops?q=${shop.url}`)).text).toContain("Under the name");
    // A crafted Info place is the form's message, not a 500.
    const crafted = await post(`/owner/shops/${shop.id}`, { ...values, informationPlace: "7" });
    expect(crafted.status).toBe(400);
  });

  it("deletes a shop with all its data in one step and its files; the audit record stays", async () => {
    const shop = await createTestShop();
    await makeShopReady(shop);
    // Unbilled: a shop that has issued bills is closed instead (tax law keeps them 72 months), see below.
    await fillShop(shop, "gone", { bill: false });
    expect(await countRows(yaadies, eq(yaadies.shopId, shop.id))).toBeGreaterThan(0);
    const other = await createTestShop();
    const otherProducts = await countRows(products, eq(products.shopId, other.id));

    const response = await post("/owner/shops", { intent: "delete", id: String(shop.id) });
    expect([response.status, response.headers.get("Location")]).toEqual([302, "/owner/shops"]);
    for (const table of [shops, admins, products, yaadies, yaadiLines] as const) {
      const column = table === shops ? shops.id : (table as typeof products).shopId;
      expect(await countRows(table, eq(column, shop.id))).toBe(0);
    }
    for (const prefix of [`public/shops/${shop.id}/`, `private/shops/${shop.id}/`, `exports/shops/${shop.id}/`]) {
      expect((await env.FILES.list({ prefix })).objects, prefix).toEqual([]);
    }
    expect(await countRows(products, eq(products.shopId, other.id))).toBe(otherProducts);
    const [event] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.shopUrl, shop.url), eq(auditEvents.action, "shop deleted")));
    expect(event).toMatchObject({ shopId: null });
    expect((await post("/owner/shops", { intent: "delete", id: String(shop.id) })).status).toBe(404);
  });

  it("refuses to delete a shop that has issued bills, and says to close its account instead", async () => {
    const shop = await createTestShop();
    await makeShopReady(shop);
    await fillShop(shop, "billed");
    const response = await post("/owner/shops", { intent: "delete", id: String(shop.id) });
    expect(response.status).toBe(409);
    expect(await response.text()).toContain(
      "This shop has issued bills, which are kept 72 months. Close its account instead: its other data goes after 30 days.",
    );
    expect(await countRows(shops, eq(shops.id, shop.id))).toBe(1);
    expect(await countRows(products, eq(products.shopId, shop.id))).toBeGreaterThan(0);
  });

  it("finds shops by search, status, plan and payment; master catalogues are never listed", async () => {
    const shop = await createTestShop();
    await db()
      .update(shops)
      .set({ status: "disabled", plan: 1, paymentDueDate: "2020-01-01" })
      .where(eq(shops.id, shop.id));
    const page = (await html(`/owner/shops?q=${shop.url}`)).text;
    expect(page).toContain(`>${shop.url}</a>`);
    expect(page).toContain("LIST OF SHOPS (1)");
    expect((await html(`/owner/shops?q=${shop.url}&status=ready`)).text).toContain("No shops match these filters.");
    expect((await html(`/owner/shops?q=${shop.url}&status=disabled&plan=1&due=overdue`)).text).toContain(
      `>${shop.url}</a>`,
    );
    expect((await html(`/owner/shops?q=${shop.url}&plan=2`)).text).toContain("No shops match these filters.");
    const all = (await html("/owner/shops?q=master")).text;
    expect(all).not.toMatch(/>master[a-z]+<\/a>/);
  });
});
