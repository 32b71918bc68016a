import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { YaadiScreenData } from "#app/domain/orders/admin-yaadi";
import { EDIT_MESSAGES } from "#app/domain/orders/edit-yaadi";
import { MAKE_YAADI_MESSAGES } from "#app/domain/orders/make-yaadi";
import type { Locale } from "#app/i18n/locale";
import { products } from "#db/schema/catalogue";
import { yaadies, yaadiLines } from "#db/schema/orders";
import { admins, shops } from "#db/schema/platform";
import { panelTexts } from "../fixtures/panel-texts";
import { flashOf, refusal } from "./admin-answers";
import { asAdminOf, createTestShop, db, type TestShop } from "./helpers";
import { dataResponse, dataUrl, get, postForm } from "./route-harness";
import { HOME_PAGE_DETAILS, makeShopReady } from "./shop-fixtures";

/*
 * A yaadi's screens and Make Yaadi in the admin's own language (docs/decisions/0028): what their actions say after a
 * tap (the flash) and what they refuse, for an admin who reads Marathi or Hindi; and what the shop tells its customer
 * on WhatsApp and prints for them, in the STORE's language whatever the admin reads.
 */

const MAKE = "/adminpanel/make-yaadi";
let shop: TestShop;
let token: string;
let rice: number;

beforeEach(async () => {
  shop = await createTestShop();
  await makeShopReady(shop);
  await db().update(shops).set({ versionTypeId: 3 }).where(eq(shops.id, shop.id)); // Make Yaadi is Turbo's
  token = (await asAdminOf(shop)).token!;
  const [product] = await db()
    .insert(products)
    .values({ shopId: shop.id, name: "Basmati Rice", unitId: 3, mrpPaise: 12_000, pricePaise: 11_000 })
    .returning({ id: products.id });
  rice = product!.id;
});

const readsPanelIn = (locale: Locale) =>
  db().update(admins).set({ language: locale }).where(eq(admins.id, shop.admin.id));
const make = (fields: Record<string, string>) => postForm(MAKE, fields, { token });
const ready = () =>
  make({ intent: "done", slot: "1", version: "1", lines: JSON.stringify([{ productId: rice, quantity: 2000 }]) });
const customer = { customer: "details", name: "Asha Deshpande", whatsApp: "9876543210", address: "12 Shivaji Nagar" };
const madeYaadi = async () => (await db().select().from(yaadies).where(eq(yaadies.shopId, shop.id)).limit(1))[0]!;

describe.each(["mr", "hi"] as const)("for an admin who reads %s", (locale) => {
  const t = panelTexts(locale);

  it("Make Yaadi says what it did, and what it refuses, in the admin's language", async () => {
    await readsPanelIn(locale);
    expect(flashOf(await make({ intent: "new" })).text).toBe(t.makeYaadi.done.started(1));
    const empty = await make({ intent: "done", slot: "1", version: "1", lines: "[]" });
    expect(empty.status).toBe(400);
    expect((await refusal(empty, "routes/admin/make-yaadi/make-yaadi")).answer?.error).toBe(
      t.makeYaadi.said[MAKE_YAADI_MESSAGES.empty],
    );
    expect(flashOf(await ready()).text).toBe(t.makeYaadi.done.enterCustomer(1));
    // The customer's details: a field is named as the form names it, in the admin's language.
    const nameless = await make({ intent: "finish", slot: "1", version: "2", ...customer, name: "" });
    expect((await refusal(nameless, "routes/admin/make-yaadi/make-yaadi")).answer?.error).toBe(
      t.fields.required(t.makeYaadi.customer.fields.name),
    );
    const finished = await make({ intent: "finish", slot: "1", version: "2", ...customer });
    expect(flashOf(finished).text).toBe(t.makeYaadi.done.saved((await madeYaadi()).id));
  });

  it("a yaadi's screen and Edit yaadi say what they did, and what they refuse, in the admin's language", async () => {
    await make({ intent: "new" });
    await ready();
    await make({ intent: "finish", slot: "1", version: "2", ...customer });
    const { id } = await madeYaadi();
    await readsPanelIn(locale);
    const screen = `/adminpanel/yaadies/${id}`;
    expect(flashOf(await postForm(screen, { intent: "paid" }, { token })).text).toBe(t.yaadi.done.paid(id));
    const accepted = await postForm(screen, { intent: "status", status: "accepted" }, { token });
    expect(flashOf(accepted).text).toBe(t.yaadi.done.moved(id, t.yaadi.statuses.accepted));
    // Every line removed: a yaadi needs one.
    const lines = await db().select({ id: yaadiLines.id }).from(yaadiLines).where(eq(yaadiLines.yaadiId, id));
    const removed = JSON.stringify(lines.map((l) => ({ lineId: l.id, quantity: 0 })));
    const emptied = await postForm(`${screen}/edit`, { lines: removed }, { token });
    expect(emptied.status).toBe(409);
    expect((await refusal(emptied, "routes/admin/yaadies/edit")).answer?.error).toBe(t.yaadi.said[EDIT_MESSAGES.empty]);
    // A refusal about one product (a page that is behind or altered) names it in the admin's language too.
    const offStep = JSON.stringify(lines.map((l) => ({ lineId: l.id, quantity: 1500 })));
    const halfKg = await postForm(`${screen}/edit`, { lines: offStep }, { token });
    expect((await refusal(halfKg, "routes/admin/yaadies/edit")).answer?.error).toBe(t.yaadi.inSteps("Basmati Rice", 3));
    await postForm(screen, { intent: "status", status: "packed" }, { token });
    const packed = await (await get(`${screen}/edit`, { token })).text();
    expect(packed).toContain(t.yaadi.edit.notEditable(t.yaadi.statuses.packed));
  });
});

describe("what the customer gets", () => {
  it("is in the store's language and digits, whatever the admin reads; the screen is in the admin's", async () => {
    await make({ intent: "new" });
    await ready();
    await make({ intent: "finish", slot: "1", version: "2", ...customer });
    const yaadi = await madeYaadi();
    await db().update(shops).set({ language: "mr" }).where(eq(shops.id, shop.id));
    await readsPanelIn("hi");
    const answer = await dataResponse(await get(dataUrl(`/adminpanel/yaadies/${yaadi.id}`), { token }));
    const screen = (answer["routes/admin/yaadies/yaadi"] as { data: YaadiScreenData }).data;
    const [mr, hi] = [panelTexts("mr").yaadi, panelTexts("hi").yaadi];
    const told = mr.toCustomer.made({
      customerName: customer.name,
      shopName: HOME_PAGE_DETAILS.name,
      yaadiId: yaadi.id,
      itemCount: 1,
      netPaise: yaadi.netPaise,
      orderPageUrl: `http://localhost/yaadilist/${yaadi.url}?lang=mr`,
    });
    expect(screen.message).toBe(told);
    expect(screen.chatLink).toBe(`https://wa.me/919876543210?text=${encodeURIComponent(told)}`);
    expect(screen.sheet.challanNo).toBe(hi.sheet.challanNo(yaadi.id));
    expect(screen.print).toEqual({
      writing: { locale: "mr", digits: "latn" },
      words: {
        challan: mr.sheet.challan,
        challanNo: mr.sheet.challanNo(yaadi.id),
        serial: mr.sheet.serial,
        dateTime: mr.sheet.dateTime(new Date(yaadi.createdAt)),
      },
    });
  });
});
