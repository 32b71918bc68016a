import { and, asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { ADMIN_ERRORS } from "#app/domain/admin/messages";
import { MAKE_YAADI_MESSAGES } from "#app/domain/orders/make-yaadi";
import { products, shopSettings } from "#db/schema/catalogue";
import { pendingYaadies, yaadies, yaadiLines } from "#db/schema/orders";
import { shops } from "#db/schema/platform";
import { flashOf } from "./admin-answers";
import { asAdminOf, countRows, db, seedTwoShops, type TestShop } from "./helpers";
import { get, postForm } from "./route-harness";
import { makeShopReady } from "./shop-fixtures";

/*
 * Make Yaadi (spec 3 §2, §4; DECISIONS.md "Make Yaadi pending slots") through its route, inside workerd against the
 * real migrations: the Turbo lock, three pending yaadies per shop whatever the timing, saves from a page that is
 * behind, Cancel and Done rules, and Done → a yaadi priced by the server. Cash Billing's Turbo lock too.
 */

const PATH = "/adminpanel/make-yaadi";
let a: TestShop;
let b: TestShop;
let token: string;
let rice: number;
let onion: number;

const setVersion = (shop: TestShop, versionTypeId: number) =>
  db().update(shops).set({ versionTypeId }).where(eq(shops.id, shop.id));
const pendingOf = (shop: TestShop) =>
  db().select().from(pendingYaadies).where(eq(pendingYaadies.shopId, shop.id)).orderBy(asc(pendingYaadies.slot));
const post = (fields: Record<string, string>, as = token) => postForm(PATH, fields, { token: as });
const lines = (...l: [number, number][]) => JSON.stringify(l.map(([productId, quantity]) => ({ productId, quantity })));

beforeEach(async () => {
  ({ a, b } = await seedTwoShops());
  for (const shop of [a, b]) {
    await makeShopReady(shop);
    await setVersion(shop, 3);
  }
  token = (await asAdminOf(a)).token!;
  const added = await db()
    .insert(products)
    .values([
      { shopId: a.id, name: "Basmati Rice", unitId: 3, mrpPaise: 12_000, pricePaise: 11_000 },
      { shopId: a.id, name: "Onion", unitId: 2, mrpPaise: 4_000, pricePaise: 3_000, inStock: 0 },
    ])
    .returning({ id: products.id });
  [rice, onion] = added.map((p) => p.id) as [number, number];
  await db()
    .update(shopSettings)
    .set({ deliveryChargesPaise: 2_000, deliveryChargesBelowPaise: 100_000 })
    .where(eq(shopSettings.shopId, a.id));
});

describe("the Turbo lock", () => {
  it.each([1, 2])(
    "version %i sees the Turbo message on Make Yaadi and Cash Billing, and cannot start a yaadi",
    async (version) => {
      await setVersion(a, version);
      for (const path of [PATH, "/adminpanel/billing"]) {
        const page = await get(path, { token });
        expect(page.status).toBe(200);
        expect(await page.text()).toContain(ADMIN_ERRORS.turboOnly);
      }
      const started = await post({ intent: "new" });
      expect(started.status).toBe(403);
      expect(await countRows(pendingYaadies, eq(pendingYaadies.shopId, a.id))).toBe(0);
      // The store's billing mode sends a shop below Turbo to the panel's notice.
      expect((await get(`/${a.url}?billing=yes`, { token })).headers.get("Location")).toBe("/adminpanel/billing");
    },
  );

  it("Turbo opens Make Yaadi and Cash Billing goes to the store in billing mode", async () => {
    expect(await (await get(PATH, { token })).text()).not.toContain(ADMIN_ERRORS.turboOnly);
    const billing = await get("/adminpanel/billing", { token });
    expect(billing.status).toBe(302);
    expect(billing.headers.get("Location")).toBe(`/${a.url}?billing=yes`);
    expect((await get(`/${a.url}?billing=yes`, { token })).status).toBe(200);
  });
});

describe("pending yaadies", () => {
  it("holds at most three per shop, even when five devices press New yaadi at once", async () => {
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map(async () => (await asAdminOf(a)).token!).map(async (t) => post({ intent: "new" }, await t)),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 302)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(2);
    const refusal = answers.find((r) => r.status === 409)!;
    expect(await refusal.text()).toContain(MAKE_YAADI_MESSAGES.full);
    expect((await pendingOf(a)).map((p) => p.slot)).toEqual([1, 2, 3]);
    // Shop B's slots are its own.
    expect((await post({ intent: "new" }, (await asAdminOf(b)).token!)).status).not.toBe(409);
    expect((await pendingOf(b)).map((p) => p.slot)).toEqual([1]);
  });

  it("Keep Pending saves the lines; a save from a page that is behind is refused and changes nothing", async () => {
    await post({ intent: "new" });
    const kept = await post({ intent: "keep", slot: "1", version: "1", lines: lines([rice, 2000]) });
    expect(flashOf(kept).text).toContain(MAKE_YAADI_MESSAGES.kept(1));
    const [stored] = await pendingOf(a);
    expect(stored).toMatchObject({ slot: 1, version: 2, lines: [{ productId: rice, quantity: 2000 }] });

    const stale = await post({ intent: "keep", slot: "1", version: "1", lines: lines([onion, 250]) });
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain(MAKE_YAADI_MESSAGES.changed);
    expect((await pendingOf(a))[0]).toEqual(stored);
  });

  it("refuses lines that are not a list of products and quantities", async () => {
    await post({ intent: "new" });
    for (const bad of [
      "nope",
      lines([rice, 0]),
      lines([rice, 1000], [rice, 2000]),
      JSON.stringify([{ productId: rice, quantity: 1000, pricePaise: 1 }]),
    ]) {
      expect((await post({ intent: "keep", slot: "1", version: "1", lines: bad })).status).toBe(400);
    }
    expect((await post({ intent: "keep", slot: "4", version: "1", lines: "[]" })).status).toBe(400);
    expect((await pendingOf(a))[0]).toMatchObject({ version: 1, lines: [] });
  });

  it("Cancel frees the slot only when the page shows no items", async () => {
    await post({ intent: "new" });
    await post({ intent: "keep", slot: "1", version: "1", lines: lines([rice, 1000]) });
    const withItems = await post({ intent: "cancel", slot: "1", version: "2", lines: lines([rice, 1000]) });
    expect(withItems.status).toBe(400);
    expect(await withItems.text()).toContain(MAKE_YAADI_MESSAGES.notEmpty);
    const cancelled = await post({ intent: "cancel", slot: "1", version: "2", lines: "[]" });
    expect(flashOf(cancelled).text).toContain(MAKE_YAADI_MESSAGES.cancelled(1));
    expect(await pendingOf(a)).toEqual([]);
  });

  it("shop A's posts never reach shop B's pending yaadies", async () => {
    const bToken = (await asAdminOf(b)).token!;
    await post({ intent: "new" }, bToken);
    await post({ intent: "keep", slot: "1", version: "1", lines: lines([rice, 1000]) }, bToken);
    const before = await pendingOf(b);
    for (const intent of ["keep", "done", "cancel", "finish"]) {
      const answer = await post({
        intent,
        slot: "1",
        version: "2",
        lines: intent === "cancel" ? "[]" : lines([rice, 1000]),
        customer: "default",
      });
      expect(answer.status, intent).toBe(409);
    }
    expect(await pendingOf(b)).toEqual(before);
    expect(await countRows(yaadies, eq(yaadies.shopId, a.id))).toBe(0);
  });
});

describe("Done and the customer's information", () => {
  async function readyToFinish() {
    await post({ intent: "new" });
    const done = await post({ intent: "done", slot: "1", version: "1", lines: lines([rice, 2000], [onion, 750]) });
    expect(done.headers.get("Location")).toBe(`${PATH}?slot=1&step=customer`);
  }

  it("Done needs items", async () => {
    await post({ intent: "new" });
    const empty = await post({ intent: "done", slot: "1", version: "1", lines: "[]" });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain(MAKE_YAADI_MESSAGES.empty);
  });

  it("stores a yaadi priced from the catalogue with the shop's delivery charge, and frees the slot", async () => {
    await readyToFinish();
    // A price changed after the items were chosen: the yaadi takes the catalogue's price when it is saved.
    await db().update(products).set({ pricePaise: 10_000 }).where(eq(products.id, rice));
    const finished = await post({
      intent: "finish",
      slot: "1",
      version: "2",
      customer: "details",
      name: "Asha Deshpande",
      whatsApp: "9876543210",
      address: "12 Shivaji Nagar, Pune",
    });
    const [yaadi] = await db().select().from(yaadies).where(eq(yaadies.shopId, a.id));
    expect(yaadi).toMatchObject({
      source: "make-yaadi",
      customerName: "Asha Deshpande",
      customerWhatsApp: "9876543210",
      totalPaise: 20_000 + 2_250,
      deliveryChargesPaise: 2_000,
      netPaise: 24_250,
    });
    expect(flashOf(finished).text).toContain(MAKE_YAADI_MESSAGES.saved(yaadi!.id));
    expect(finished.headers.get("Location")).toBe(`/adminpanel/yaadies/${yaadi!.id}`);
    const stored = await db()
      .select()
      .from(yaadiLines)
      .where(and(eq(yaadiLines.shopId, a.id), eq(yaadiLines.yaadiId, yaadi!.id)))
      .orderBy(asc(yaadiLines.id));
    expect(stored.map((l) => [l.name, l.quantityMilli, l.pricePaise, l.lineTotalPaise])).toEqual([
      ["Basmati Rice", 2000, 10_000, 20_000],
      ["Onion", 750, 3_000, 2_250],
    ]);
    expect(await pendingOf(a)).toEqual([]);

    // The same Save again (a second device, or a double tap with a new key) finds nothing left to save.
    const again = await post({ intent: "finish", slot: "1", version: "2", customer: "default" });
    expect(again.status).toBe(409);
    expect(await countRows(yaadies, eq(yaadies.shopId, a.id))).toBe(1);

    // It is listed in the Yaadi Summary, and its page offers the customer a WhatsApp message with its link.
    expect(await (await get("/adminpanel/yaadi-summary?day=today", { token })).text()).toContain("Asha Deshpande");
    const page = await (await get(`/adminpanel/yaadies/${yaadi!.id}`, { token })).text();
    expect(page).toContain(encodeURIComponent(`your yaadi no. ${yaadi!.id} from Sai Kirana is ready.`));
    expect(page).toContain(`https://wa.me/919876543210?text=`);
    expect(page).toContain(`/yaadilist/${yaadi!.url}`);
  });

  it("Default saves a Cash Sale with no customer's number", async () => {
    await readyToFinish();
    await post({ intent: "finish", slot: "1", version: "2", customer: "default" });
    const [yaadi] = await db().select().from(yaadies).where(eq(yaadies.shopId, a.id));
    expect(yaadi).toMatchObject({ customerName: "Cash Sale", customerWhatsApp: "", customerAddress: "" });
    const page = await (await get(`/adminpanel/yaadies/${yaadi!.id}`, { token })).text();
    expect(page).not.toContain("https://wa.me/91?");
    expect((await get(`/yaadilist/${yaadi!.url}`)).status).toBe(200);
  });

  it.each([
    [{ name: "Asha", whatsApp: "9876543210", address: "12 Shivaji Nagar, Pune" }, "Min 6 characters required"],
    [{ name: "Asha Deshpande", whatsApp: "98765", address: "12 Shivaji Nagar, Pune" }, "Min 10 digits required"],
    [{ name: "Asha Deshpande", whatsApp: "9876543210", address: "Pune" }, "Min 10 characters required"],
    [{ name: "Asha Deshpande", whatsApp: "9876543210", address: "x".repeat(51) }, "Maximum 50 characters allowed"],
    [{ name: "", whatsApp: "9876543210", address: "12 Shivaji Nagar, Pune" }, "Name is required"],
  ])("refuses customer details %j with '%s' and stores nothing", async (details, message) => {
    await readyToFinish();
    const refused = await post({ intent: "finish", slot: "1", version: "2", customer: "details", ...details });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(message);
    expect(await countRows(yaadies, eq(yaadies.shopId, a.id))).toBe(0);
    expect(await pendingOf(a)).toHaveLength(1);
  });

  it("refuses a product that left the catalogue, and keeps the pending yaadi", async () => {
    await readyToFinish();
    await db().delete(products).where(eq(products.id, onion));
    const refused = await post({ intent: "finish", slot: "1", version: "2", customer: "default" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(MAKE_YAADI_MESSAGES.unknownProduct);
    expect(await countRows(yaadies, eq(yaadies.shopId, a.id))).toBe(0);
    expect(await pendingOf(a)).toHaveLength(1);
  });
});
