import { and, asc, eq, inArray } from "drizzle-orm";
import { expect } from "vitest";
import type { PlacedOrder } from "#app/domain/order-outcome";
import { priceCart, pricedTotals } from "#app/domain/place-order";
import { isVisible } from "#app/domain/product";
import { readByIds } from "#app/server/db.server";
import { products, shopSettings } from "#db/schema/catalogue";
import { yaadies, yaadiLines } from "#db/schema/orders";
import { shops } from "#db/schema/platform";
import { asAnonymous, countRows, db, uniqueSuffix } from "./helpers";

/* Posting orders to POST /api/v1/stores/{segment}/orders the way the store's page does (app/components/storefront). */

/** A placed order, or a refusal (then the order's fields are absent). */
export type Answer = PlacedOrder & { error?: string; code?: string; [detail: string]: unknown };
export type Line = { productId: number; quantity: number };

export const customer = { name: "Asha Deshpande", whatsApp: "9876543210", address: "12, Shivaji Nagar, Pune" };
export const newKey = () => `orders-${uniqueSuffix()}-${uniqueSuffix()}`;
export const line = (productId: number, quantity: number): Line => ({ productId, quantity });

/**
 * Posts an order body. Each post comes from a phone of its own unless `headers` name one: these tests send more orders
 * than the limits allow one client (tests/integration/limits.test.ts tests those).
 */
export async function post(
  segment: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Answer }> {
  const client = { "CF-Connecting-IP": `test-${uniqueSuffix()}` };
  const init = {
    method: "POST",
    headers: { "Content-Type": "application/json", ...client, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  };
  const response = await asAnonymous()(`/api/v1/stores/${segment}/orders`, init);
  return { status: response.status, body: await response.json<Answer>() };
}

export const shopOf = async (url: string) => (await db().select().from(shops).where(eq(shops.url, url)))[0];

/** A demoveggiestore product by name (the seeded master vegetable list). */
export async function demoVeggieProduct(name: string) {
  const shop = (await shopOf("demoveggiestore"))!;
  return (
    await db()
      .select()
      .from(products)
      .where(and(eq(products.shopId, shop.id), eq(products.name, name)))
  )[0]!;
}

/**
 * What the store's page shows for these lines and so posts: per line the catalogue's price as the page has it (0 for a
 * product the page does not know), and the net payable of the lines it can sell, priced by the storefront's own code.
 */
export async function asSeen(shopUrl: string, lines: Line[]) {
  const shopId = (await shopOf(shopUrl))?.id ?? 0; // no such shop: a page that shows nothing
  const ids = lines.map((l) => l.productId);
  const rows = await readByIds(ids, (chunk) =>
    db()
      .select()
      .from(products)
      .where(and(eq(products.shopId, shopId), inArray(products.id, chunk))),
  );
  const onPage = new Map(rows.filter((p) => isVisible(p) && p.inStock === 1).map((p) => [p.id, p]));
  const [settings] = await db().select().from(shopSettings).where(eq(shopSettings.shopId, shopId));
  const none = {
    minimumCriteria: "none",
    minimumAmountPaise: 0,
    minimumItemCount: 0,
    deliveryChargesPaise: 0,
    deliveryChargesBelowPaise: 0,
  } as const;
  const totals = pricedTotals(priceCart(lines, onPage), settings ?? none);
  return {
    lines: lines.map((l) => ({ ...l, pricePaise: onPage.get(l.productId)?.pricePaise ?? 0 })),
    netPaise: totals.netPaise,
  };
}

/** An order as the store's page posts it; `extra` replaces any part of the body. */
export async function order(lines: Line[], extra: Record<string, unknown> = {}, segment = "demoveggiestore") {
  const seen = await asSeen(segment.split("_")[0]!, lines);
  return post(segment, { idempotencyKey: newKey(), customer, ...seen, ...extra });
}

export async function stored(yaadiUrl: string) {
  const [yaadi] = await db().select().from(yaadies).where(eq(yaadies.url, yaadiUrl));
  return {
    yaadi: yaadi!,
    lines: await db().select().from(yaadiLines).where(eq(yaadiLines.yaadiId, yaadi!.id)).orderBy(asc(yaadiLines.id)),
  };
}

/** Runs `act` and asserts it answered `status` with a body like `expected`, and wrote no yaadi and no line. */
export async function expectRefused(
  act: () => Promise<{ status: number; body: Answer }>,
  expected: Partial<Answer> = {},
  status = 400,
) {
  const before = [await countRows(yaadies), await countRows(yaadiLines)];
  const answer = await act();
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body).toMatchObject({ error: expect.any(String), code: expect.any(String), ...expected });
  expect([await countRows(yaadies), await countRows(yaadiLines)]).toEqual(before);
  return answer.body;
}
