import { env } from "cloudflare:test";
import { and, asc, eq, gt } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { orderTotals } from "#app/domain/order";
import { lineTotalPaise } from "#app/domain/quantity";
import { istParts } from "#app/domain/time";
import { orderMessage } from "#app/domain/whatsapp";
import { ENGLISH, isDigits } from "#app/i18n/locale";
import { whatsAppTexts } from "#app/i18n/store/whatsapp";
import { publicOrigin } from "#app/server/public-origin.server";
import { products, shopSettings } from "#db/schema/catalogue";
import { dealers } from "#db/schema/customers";
import { yaadies, yaadiLines } from "#db/schema/orders";
import { shops } from "#db/schema/platform";
import { seed } from "../../scripts/seed/seed";
import { asAnonymous, countRows, createTestShop, db } from "./helpers";
import {
  type Answer,
  asSeen,
  customer,
  demoVeggieProduct,
  expectRefused,
  line,
  newKey,
  order,
  post,
  shopOf,
  stored,
} from "./order-helpers";
import { makeShopReady } from "./shop-fixtures";

/* Placing an order through POST /api/v1/stores/{segment}/orders (spec 1 §5, §7, §9; DECISIONS.md). */
const visitor = asAnonymous();
const EMPTY = " Yaadi is empty, cannot place order.";
const CHANGED = "Some items have changed since you opened this store. Check your Yaadi below and send it again.";

let onion: typeof products.$inferSelect, coriander: typeof products.$inferSelect;

beforeAll(async () => {
  await seed(db(), { localCredentials: true });
  onion = await demoVeggieProduct("Onion"); // unit 3, Rs. 38/kg
  coriander = await demoVeggieProduct("Coriander"); // unit 1, Rs. 15
});

describe("prices and totals come from the catalogue", () => {
  it("stores the catalogue's prices and the domain's totals; names and other figures in the body are ignored", async () => {
    const tomato = await demoVeggieProduct("Tomato"); // unit 4
    const wanted = [line(coriander.id, 2000), line(onion.id, 2000), line(tomato.id, 1500)];
    const seen = await asSeen("demoveggiestore", wanted);
    const lines = seen.lines.map((l) => ({ ...l, name: "Forged", mrpPaise: 1, lineTotalPaise: 1 }));
    const { status, body } = await order(wanted, {
      lines,
      total: 1,
      totalAmount: 1,
      deliveryCharges: 0,
      netAmount: 1,
      totalPaise: 1,
    });
    expect(status).toBe(201);
    const { yaadi, lines: rows } = await stored(body.yaadiUrl);
    const catalogue = [coriander, onion, tomato];
    const snapshot = catalogue.map((p, i) => [p.id, wanted[i]!.quantity, p.pricePaise, p.mrpPaise, p.name]);
    expect(rows.map((r) => [r.productId, r.quantityMilli, r.pricePaise, r.mrpPaise, r.name])).toEqual(snapshot);
    const lineTotals = catalogue.map((p, i) => lineTotalPaise(p.pricePaise, wanted[i]!.quantity));
    expect(rows.map((r) => r.lineTotalPaise)).toEqual(lineTotals);

    const [settings] = await db().select().from(shopSettings).where(eq(shopSettings.shopId, yaadi.shopId));
    const totals = orderTotals(lineTotals, settings!);
    expect(totals).toEqual({
      totalPaise: 16_600,
      deliveryChargesPaise: 2_000,
      promoDiscountPaise: 0,
      netPaise: 18_600,
    });
    expect(yaadi).toMatchObject({
      ...totals,
      customerName: customer.name,
      customerWhatsApp: customer.whatsApp,
      customerAddress: customer.address,
      dealerId: null,
      status: "placed",
      paidAt: null,
    });
    expect(body).toMatchObject({ yaadiId: yaadi.id, yaadiUrl: yaadi.url, netPaise: 18_600 });
    expect(body.itemCount).toBe(3); // the answer counts this yaadi's lines
  });

  it("refuses a price or a net amount the catalogue does not have (a forged page), storing nothing", async () => {
    const seen = await asSeen("demoveggiestore", [line(onion.id, 5000)]); // Rs. 190 + Rs. 20 delivery
    await expectRefused(
      () => order([], { lines: [{ ...seen.lines[0], pricePaise: 1 }], netPaise: 5 + 2_000 }),
      { code: "changed", changes: [{ productId: onion.id, change: "price", pricePaise: 3_800 }] },
      409,
    );
    await expectRefused(
      () => order([], { lines: seen.lines, netPaise: 1 }),
      {
        code: "changed",
        changes: [],
        totals: { totalPaise: 19_000, deliveryChargesPaise: 2_000, promoDiscountPaise: 0, netPaise: 21_000 },
      },
      409,
    );
  });

  it("prices 250 g of a per-kg product at price / 4, rounded half up to whole paise", async () => {
    const ladyFinger = await demoVeggieProduct("Lady Finger"); // unit 2
    await db().update(products).set({ pricePaise: 3_306 }).where(eq(products.id, ladyFinger.id));
    const { status, body } = await order([line(ladyFinger.id, 250), line(onion.id, 3000)]);
    expect(status).toBe(201);
    const { yaadi, lines } = await stored(body.yaadiUrl);
    expect(lines[0]).toMatchObject({ quantityMilli: 250, pricePaise: 3_306, lineTotalPaise: 827 }); // 826.5 → 827
    expect(yaadi.totalPaise).toBe(827 + 11_400);
  });

  it("charges Rs. 20 delivery below Rs. 300 and none at Rs. 300", async () => {
    const below = await order([line(coriander.id, 19_000)]); // Rs. 285
    expect(below.body.netPaise).toBe(28_500 + 2_000);
    expect((await stored(below.body.yaadiUrl)).yaadi).toMatchObject({
      totalPaise: 28_500,
      deliveryChargesPaise: 2_000,
      netPaise: 30_500,
    });

    const at = await order([line(coriander.id, 20_000)]); // Rs. 300
    expect((await stored(at.body.yaadiUrl)).yaadi).toMatchObject({
      totalPaise: 30_000,
      deliveryChargesPaise: 0,
      netPaise: 30_000,
    });
  });
});

describe("refusals write nothing; unsellable lines are left out", () => {
  it("refuses an amount below the shop's minimum (Rs. 100) and accepts exactly the minimum", async () => {
    const potato = await demoVeggieProduct("Potato"); // Rs. 33/kg
    await expectRefused(() => order([line(potato.id, 3000)]), {
      code: "minimumAmount",
      minimumPaise: 10_000,
      error: "Minimum shopping amount should be 100",
    });
    const tomato = await demoVeggieProduct("Tomato"); // 2.5 kg × Rs. 40 = Rs. 100
    expect((await order([line(tomato.id, 2500)])).status).toBe(201);
  });

  it("refuses fewer lines than the grocery shop's minimum count (3)", async () => {
    const grocery = (await shopOf("demogrocerystore"))!.id;
    const items = await db()
      .select()
      .from(products)
      .where(and(eq(products.shopId, grocery), gt(products.rating, 1), eq(products.inStock, 1)))
      .orderBy(asc(products.id))
      .limit(3);
    const lines = items.map((p) => line(p.id, 1000));
    await expectRefused(() => order(lines.slice(0, 2), {}, "demogrocerystore"), {
      code: "minimumCount",
      minimumCount: 3,
      error: "Minimum 3 items should be purchased",
    });
    expect((await order(lines, {}, "demogrocerystore")).status).toBe(201);
  });

  it("takes 11,000 kg of a bulk (unit 5) product, and refuses more than the unit's maximum with a sentence", async () => {
    const bulk = await demoVeggieProduct("Onion (bulk)"); // unit 5, Rs. 32/kg
    const { status, body } = await order([line(bulk.id, 11_000_000)]);
    expect([status, body.error]).toEqual([201, undefined]);
    expect((await stored(body.yaadiUrl)).yaadi.totalPaise).toBe(11_000 * 3_200);
    await expectRefused(() => order([line(bulk.id, 100_001_000)]), {
      code: "invalid",
      error: "You can order at most 100000 kgs of Onion (bulk).",
    });
  });

  it("refuses an empty list", () => expectRefused(() => order([]), { code: "empty", error: EMPTY }));

  it.each([
    ["a 5-character name", { ...customer, name: "Ashok" }],
    ["a 9-digit WhatsApp number", { ...customer, whatsApp: "987654321" }],
    ["a short address", { ...customer, address: "Pune 4110" }],
    ["a missing address", { name: customer.name, whatsApp: customer.whatsApp }],
    ["no customer", undefined],
  ])("refuses %s with 'Enter your details first.'", async (_label, who) => {
    const seen = await asSeen("demoveggiestore", [line(onion.id, 5000)]);
    await expectRefused(() => post("demoveggiestore", { idempotencyKey: newKey(), customer: who, ...seen }), {
      code: "enterDetails",
      error: "Enter your details first.",
    });
  });

  it("refuses a body that is not JSON, or has a bad key or quantity, with a sentence", async () => {
    const unreadable = { code: "invalid", error: "This order could not be read. Refresh this page and try again." };
    await expectRefused(() => post("demoveggiestore", "{not json"), unreadable);
    await expectRefused(() => order([line(onion.id, 5000)], { idempotencyKey: "short" }), unreadable);
    await expectRefused(() => order([line(onion.id, 2.5)]), unreadable);
    await expectRefused(() => order([line(onion.id, 1500)]), {
      code: "invalid",
      error: "Onion is sold in steps of 1 kg.",
    });
  });

  it("answers 404 for an unknown store, an unknown dealer and a master catalogue", async () => {
    const before = await countRows(yaadies);
    for (const segment of ["nosuchshop", "demoveggiestore_nobody", "demoveggiestore_ganesh", "masterveggies"]) {
      expect((await order([line(onion.id, 5000)], {}, segment)).status, segment).toBe(404);
    }
    expect(await countRows(yaadies)).toBe(before);
  });

  it("refuses orders while the store is not activated, or disabled (in the store's own words), writing nothing", async () => {
    const veggie = (await shopOf("demoveggiestore"))!;
    const answers = {
      "not ready": {
        code: "notActivated",
        error: "This store is not activated yet. Login to admin-panel for activation.",
      },
      // The platform owner suspended it: the customer reads what the store's page says, not "not activated".
      disabled: { code: "paused", error: "This store is not taking orders at the moment. Please contact the shop." },
    } as const;
    for (const status of ["not ready", "disabled"] as const) {
      await db().update(shops).set({ status }).where(eq(shops.id, veggie.id));
      await expectRefused(() => order([line(onion.id, 5000)]), answers[status]);
    }
    await db().update(shops).set({ status: "ready" }).where(eq(shops.id, veggie.id));
  });

  it("refuses unknown, other-shop, out-of-stock and hidden lines as 'changed', one entry per line (409)", async () => {
    const [spinach, dill] = [await demoVeggieProduct("Spinach"), await demoVeggieProduct("Dill Leaves")];
    const seenBefore = await asSeen("demoveggiestore", [
      line(spinach.id, 1000),
      line(dill.id, 1000),
      line(onion.id, 3000),
    ]);
    await db().update(products).set({ inStock: 0 }).where(eq(products.id, spinach.id));
    await db().update(products).set({ rating: 1 }).where(eq(products.id, dill.id));
    const [foreign] = await db()
      .select()
      .from(products)
      .where(eq(products.shopId, (await shopOf("demogrocerystore"))!.id))
      .limit(1);
    const lines = [
      ...seenBefore.lines,
      { productId: 99_999_999, quantity: 1000, pricePaise: 100 },
      { productId: foreign!.id, quantity: 1000, pricePaise: foreign!.pricePaise },
    ];
    const body = await expectRefused(() => order([], { lines, netPaise: seenBefore.netPaise }), {}, 409);
    expect(body).toEqual({
      code: "changed",
      changes: [
        { productId: spinach.id, change: "outOfStock" },
        { productId: dill.id, change: "unavailable" },
        { productId: 99_999_999, change: "unavailable" },
        { productId: foreign!.id, change: "unavailable" },
      ],
      totals: { totalPaise: 11_400, deliveryChargesPaise: 2_000, promoDiscountPaise: 0, netPaise: 13_400 }, // the onion left
      error: CHANGED,
    });
    // The page shows the list again with those figures; sending that stores it.
    const again = await order([line(onion.id, 3000)]);
    expect([again.status, again.body.itemCount, again.body.netPaise]).toEqual([201, 1, 13_400]);
    await db().update(products).set({ inStock: 1 }).where(eq(products.id, spinach.id));
    await db().update(products).set({ rating: dill.rating }).where(eq(products.id, dill.id));
  });

  it("refuses a list whose price went up and whose product ran out after it was shown (409, nothing stored); the list shown again is stored as shown", async () => {
    const shop = await createTestShop();
    await makeShopReady(shop); // no delivery charge, no minimum
    const [rice, sugar, jaggery] = await db()
      .insert(products)
      .values([
        { shopId: shop.id, name: "Basmati Rice", mrpPaise: 11_000, pricePaise: 11_000, rating: 9 },
        { shopId: shop.id, name: "Sugar", mrpPaise: 4_500, pricePaise: 4_500, rating: 8 },
        { shopId: shop.id, name: "Jaggery", mrpPaise: 7_000, pricePaise: 7_000, rating: 7 },
      ])
      .returning();
    const shown = await asSeen(shop.url, [line(rice!.id, 2000), line(sugar!.id, 1000), line(jaggery!.id, 1000)]); // Rs. 335
    // Meanwhile the shop raises the rice to Rs. 115 and runs out of sugar.
    await db().update(products).set({ pricePaise: 11_500 }).where(eq(products.id, rice!.id));
    await db().update(products).set({ inStock: 0 }).where(eq(products.id, sugar!.id));
    const refused = await expectRefused(
      () => post(shop.url, { idempotencyKey: newKey(), customer, ...shown }),
      {},
      409,
    );
    expect(refused).toEqual({
      code: "changed",
      changes: [
        { productId: rice!.id, change: "price", pricePaise: 11_500 },
        { productId: sugar!.id, change: "outOfStock" },
      ],
      totals: { totalPaise: 30_000, deliveryChargesPaise: 0, promoDiscountPaise: 0, netPaise: 30_000 },
      error: CHANGED,
    });
    // The page shows the rice at Rs. 115 and the jaggery; sending that stores exactly it.
    const again = await order([line(rice!.id, 2000), line(jaggery!.id, 1000)], {}, shop.url);
    expect(again.status).toBe(201);
    const { yaadi, lines } = await stored(again.body.yaadiUrl);
    expect(lines.map((l) => [l.name, l.quantityMilli, l.pricePaise, l.lineTotalPaise])).toEqual([
      ["Basmati Rice", 2000, 11_500, 23_000],
      ["Jaggery", 1000, 7_000, 7_000],
    ]);
    expect(yaadi).toMatchObject({ totalPaise: 30_000, deliveryChargesPaise: 0, netPaise: 30_000 });
  });
});

describe("idempotency", () => {
  it("stores one yaadi for a key posted twice in a row, and answers the same both times", async () => {
    const body = { idempotencyKey: newKey(), customer, ...(await asSeen("demoveggiestore", [line(onion.id, 4000)])) };
    const before = await countRows(yaadies);
    const first = await post("demoveggiestore", body);
    expect(first.status).toBe(201);
    const other = await asSeen("demoveggiestore", [line(onion.id, 9000)]);
    expect(await post("demoveggiestore", { ...body, ...other })).toEqual(first);
    expect(await countRows(yaadies)).toBe(before + 1);
  });

  it("stores one yaadi for a key posted twice at once", async () => {
    const body = { idempotencyKey: newKey(), customer, ...(await asSeen("demoveggiestore", [line(onion.id, 5000)])) };
    const before = await countRows(yaadies);
    const [a, b] = await Promise.all([post("demoveggiestore", body), post("demoveggiestore", body)]);
    expect(a.body.yaadiId).toEqual(expect.any(Number));
    expect(b.body).toEqual(a.body);
    expect(await countRows(yaadies)).toBe(before + 1);
    expect(await countRows(yaadiLines, eq(yaadiLines.yaadiId, a.body.yaadiId))).toBe(1);
  });

  it("stores two yaadies, three lines each, for a key retried alone and at once and a second key posted twice at once", async () => {
    const chilli = await demoVeggieProduct("Green Chilli"); // unit 2, Rs. 80/kg
    // A doubled submit of a three-line list: Coriander × 2, Green Chilli 500 g, Onion 1 kg (Rs. 108).
    const body = {
      idempotencyKey: newKey(),
      customer,
      ...(await asSeen("demoveggiestore", [line(coriander.id, 2000), line(chilli.id, 500), line(onion.id, 1000)])),
    };
    const before = await countRows(yaadies);
    const first = await post("demoveggiestore", body);
    expect(first.status).toBe(201);
    expect(await post("demoveggiestore", body)).toEqual(first);
    expect(await Promise.all([post("demoveggiestore", body), post("demoveggiestore", body)])).toEqual([first, first]);
    const other = { ...body, idempotencyKey: newKey() };
    const [racedA, racedB] = await Promise.all([post("demoveggiestore", other), post("demoveggiestore", other)]);
    expect(racedB).toEqual(racedA);
    expect(racedA.body.yaadiId).not.toBe(first.body.yaadiId);
    expect(await countRows(yaadies)).toBe(before + 2);
    for (const id of [first.body.yaadiId, racedA.body.yaadiId])
      expect(await countRows(yaadiLines, eq(yaadiLines.yaadiId, id))).toBe(3);
  });
});

describe("sending the order", () => {
  it("gives the yaadi URL the DECISIONS.md shape: IST hhmmss + 12 random [0-9A-Za-z] + IST ddmm + _ + shop", async () => {
    const start = new Date();
    const { body } = await order([line(onion.id, 3000)]);
    const end = new Date();
    const shape = /^(\d{6})[0-9A-Za-z]{12}(\d{4})_demoveggiestore$/.exec(body.yaadiUrl);
    expect(shape, body.yaadiUrl).not.toBeNull();
    // The time and date are IST (UTC+05:30) at some second while the request ran.
    const stamp = (second: number) => {
      const p = istParts(new Date(second * 1000));
      return [p.hours, p.minutes, p.seconds, p.day, p.month].map((n) => String(n).padStart(2, "0")).join("");
    };
    const stamps = [];
    for (let second = Math.floor(start.getTime() / 1000); second <= Math.floor(end.getTime() / 1000); second++)
      stamps.push(stamp(second));
    expect(stamps).toContain(shape![1]! + shape![2]!);
  });

  it("links to wa.me/91{shop WhatsApp} with the prefilled order text", async () => {
    const { body } = await order([line(coriander.id, 1000), line(onion.id, 3000)]);
    const link = new URL(body.whatsAppLink);
    expect(`${link.origin}${link.pathname}`).toBe("https://wa.me/919000000001");
    const text = link.searchParams.get("text")!;
    // Rs. 129 + Rs. 20 delivery
    for (const part of [
      customer.name,
      `Yaadi no. ${body.yaadiId}`,
      "Rs. 149",
      `http://localhost/yaadilist/${body.yaadiUrl}`,
    ])
      expect(text).toContain(part);
    const expected = orderMessage(
      {
        shopName: "Demo Veggie Store",
        customerName: customer.name,
        listWord: "Yaadi",
        yaadiId: body.yaadiId,
        itemCount: 2,
        netPaise: 14_900,
        orderPageUrl: `http://localhost/yaadilist/${body.yaadiUrl}`,
      },
      whatsAppTexts(ENGLISH),
    );
    expect(text).toBe(expected); // holds "Items: 2"
  });

  it("writes the message in the customer's language, amounts grouped the Indian way; the stored yaadi is the same", async () => {
    // 3,000 kg of onion at Rs. 38/kg: Rs. 1,14,000, no delivery charge.
    const wanted = [line(coriander.id, 2000), line(onion.id, 3_000_000)];
    const marathi = await order(wanted, { locale: "mr" });
    const english = await order(wanted);
    expect([marathi.status, english.status]).toEqual([201, 201]);
    const text = new URL(marathi.body.whatsAppLink).searchParams.get("text")!;
    const shop = (await shopOf("demoveggiestore"))!;
    const pageUrl = `http://localhost/yaadilist/${marathi.body.yaadiUrl}?lang=mr`;
    const expected = orderMessage(
      {
        shopName: shop.name,
        customerName: customer.name,
        listWord: "Yaadi",
        yaadiId: marathi.body.yaadiId,
        itemCount: 2,
        netPaise: 114_030_00,
        orderPageUrl: pageUrl,
      },
      whatsAppTexts({ locale: "mr", digits: isDigits(shop.digits) ? shop.digits : "latn" }),
    );
    expect(text).toBe(expected);
    expect(text).toContain(shop.digits === "deva" ? "₹१,१४,०३०" : "₹1,14,030");
    expect(text).toContain("यादी क्र.");
    expect(text.endsWith(pageUrl)).toBe(true);
    expect(new URL(english.body.whatsAppLink).searchParams.get("text")).toContain(
      "Total (with delivery): Rs. 1,14,030",
    );

    // What is stored does not depend on the language the message was written in.
    const [a, b] = [await stored(marathi.body.yaadiUrl), await stored(english.body.yaadiUrl)];
    const totalsOf = ({ totalPaise, deliveryChargesPaise, promoDiscountPaise, netPaise }: typeof a.yaadi) => ({
      totalPaise,
      deliveryChargesPaise,
      promoDiscountPaise,
      netPaise,
    });
    expect(totalsOf(a.yaadi)).toEqual(totalsOf(b.yaadi));
    expect(a.yaadi.netPaise).toBe(114_030_00);
    const linesOf = (rows: typeof a.lines) => rows.map(({ id: _id, yaadiId: _yaadi, orderedAt: _at, ...rest }) => rest);
    expect(linesOf(a.lines)).toEqual(linesOf(b.lines));
  });

  it("refuses a language it does not write (400), storing nothing", () =>
    expectRefused(() => order([line(coriander.id, 1000), line(onion.id, 3000)], { locale: "xx" }), {
      code: "invalid",
    }));

  it("builds the order-page link from the configured origin, never from the request's Host", async () => {
    const init = {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        idempotencyKey: newKey(),
        customer,
        ...(await asSeen("demoveggiestore", [line(onion.id, 3000)])),
      }),
    };
    const response = await visitor("/api/v1/stores/demoveggiestore/orders", {
      ...init,
      base: "http://attacker.example",
    });
    expect(response.status).toBe(201);
    const body = await response.json<Answer>();
    const text = new URL(body.whatsAppLink).searchParams.get("text")!;
    expect(text).not.toContain("attacker.example");
    expect(text).toContain(`${publicOrigin(env, new URL("http://attacker.example"))}/yaadilist/${body.yaadiUrl}`);
  });

  it("records the dealer and sends a dealer-link order to the dealer's WhatsApp", async () => {
    const veggie = (await shopOf("demoveggiestore"))!;
    const [ramesh] = await db()
      .select()
      .from(dealers)
      .where(and(eq(dealers.shopId, veggie.id), eq(dealers.link, "ramesh")));
    const { status, body } = await order([line(onion.id, 3000)], {}, "demoveggiestore_ramesh");
    expect(status).toBe(201);
    expect((await stored(body.yaadiUrl)).yaadi).toMatchObject({ shopId: veggie.id, dealerId: ramesh!.id });
    expect(body.whatsAppLink).toMatch(/^https:\/\/wa\.me\/919000000011\?text=/);
    expect(body.yaadiUrl).toMatch(/_demoveggiestore$/);
  });
});
