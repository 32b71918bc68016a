import { asc, eq } from "drizzle-orm";
import { beforeEach, expect } from "vitest";
import { istDate } from "#app/domain/time";
import { products, shopSettings } from "#db/schema/catalogue";
import { yaadiLines } from "#db/schema/orders";
import { asAdminOf, createTestShop, db, type TestShop } from "./helpers";
import { line, order } from "./order-helpers";
import { get } from "./route-harness";
import { makeShopReady } from "./shop-fixtures";

/* The shop the order-report suites (reports-*.test.ts) read: ready, premium, Rs. 20 delivery below Rs. 500, two products. */

export const asha = { name: "Asha Deshmukh", whatsApp: "9876543210", address: "12, MG Road, Pune" };
export const ravi = { name: "Ravi Kulkarni", whatsApp: "9123456780", address: "Flat 4, Shivajinagar, Pune" };
/** The name makeShopReady's home page details give every shop. */
export const SHOP_NAME = "Sai Kirana";
export const today = () => istDate(new Date());
/** The CSV as downloaded, byte-order mark included (Response.text() would drop it). */
export const csvText = async (response: Response) =>
  new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());

/** A page as the admin with `token` opens it. */
export async function adminHtml(token: string, path: string) {
  const response = await get(path, { token });
  return { status: response.status, text: await response.text() };
}

/** A yaadi's lines in their order. */
export const getYaadiLines = (yaadiId: number) =>
  db().select().from(yaadiLines).where(eq(yaadiLines.yaadiId, yaadiId)).orderBy(asc(yaadiLines.id));

export async function readyShop(): Promise<TestShop> {
  const s = await createTestShop();
  await makeShopReady(s); // ready, premium (version 2)
  await db()
    .insert(shopSettings)
    .values({ shopId: s.id, deliveryChargesPaise: 2000, deliveryChargesBelowPaise: 50_000 })
    .onConflictDoUpdate({
      target: shopSettings.shopId,
      set: { deliveryChargesPaise: 2000, deliveryChargesBelowPaise: 50_000, minimumCriteria: "none" },
    });
  return s;
}

export type ReportShop = { shop: TestShop; token: string; sugar: number; tomato: number };

/** A ready shop, its admin's session, and Sugar (Rs. 45 each) and Tomato (Rs. 40/kg, 250 g steps). */
export async function reportShop(): Promise<ReportShop> {
  const shop = await readyShop();
  const token = (await asAdminOf(shop)).token!;
  const rows = await db()
    .insert(products)
    .values([
      { shopId: shop.id, name: "Sugar", mrpPaise: 5000, pricePaise: 4500, unitId: 1 },
      { shopId: shop.id, name: "Tomato", mrpPaise: 4500, pricePaise: 4000, unitId: 2 },
    ])
    .returning({ id: products.id });
  const [sugar, tomato] = rows.map((r) => r.id) as [number, number];
  return { shop, token, sugar, tomato };
}

/** Two orders through the store's API: Asha's 2 × Sugar (Rs. 90 + 20 delivery) and Ravi's 750 g Tomato (Rs. 30 + 20). */
export async function twoOrdersIn({ shop, sugar, tomato }: ReportShop) {
  const first = await order([line(sugar, 2000)], { customer: asha }, shop.url);
  const second = await order([line(tomato, 750)], { customer: ravi }, shop.url);
  expect([first.status, second.status]).toEqual([201, 201]);
  return [first.body, second.body] as const;
}

/**
 * Gives each test of the calling suite a report shop of its own: `onEach` receives it before the test; `html` opens a
 * page as its admin and `twoOrders` places the two orders in it.
 */
export function reportShopForEachTest(onEach: (fixture: ReportShop) => void) {
  let fixture: ReportShop;
  beforeEach(async () => {
    fixture = await reportShop();
    onEach(fixture);
  });
  return { html: (path: string) => adminHtml(fixture.token, path), twoOrders: () => twoOrdersIn(fixture) };
}
